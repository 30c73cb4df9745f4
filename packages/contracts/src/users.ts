import { z } from 'zod';
import { optionalText, paginationQuerySchema, listResponseSchema } from './common';
import { oneLine } from './text';

export const USER_ROLES = ['admin', 'vendedor', 'cliente'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const STAFF_ROLES: readonly UserRole[] = ['admin', 'vendedor'];

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Administrador',
  vendedor: 'Vendedor',
  cliente: 'Cliente',
};

export const USER_STATUSES = ['active', 'pending', 'banned', 'rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Tab labels of the users list. */
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Activos',
  pending: 'Pendientes',
  banned: 'Inactivos',
  rejected: 'Bloqueados',
};

export const PRESENCES = ['available', 'busy'] as const;
export type Presence = (typeof PRESENCES)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Length only: composition rules make passwords weaker, not stronger (NIST SP 800-63B). */
export const passwordSchema = z
  .string({ error: 'Ingresa una contraseña' })
  .min(PASSWORD_MIN, { error: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres` })
  .max(PASSWORD_MAX, { error: `La contraseña no puede tener más de ${PASSWORD_MAX} caracteres` });

export const emailSchema = z
  .string({ error: 'Ingresa un correo electrónico' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'El correo es demasiado largo' })
  .pipe(z.email({ error: 'Ingresa un correo electrónico válido' }));

export const userNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, { error: 'El usuario debe tener al menos 3 caracteres' })
  .max(40, { error: 'El usuario no puede tener más de 40 caracteres' })
  .regex(/^[a-z0-9._-]+$/, {
    error: 'El usuario solo admite letras, números, punto, guion y guion bajo',
  });

const personName = (label: string) =>
  oneLine(
    z
      .string({ error: `Ingresa ${label}` })
      .trim()
      .min(1, { error: `Ingresa ${label}` })
      .max(80, { error: `${label[0]?.toUpperCase()}${label.slice(1)} es demasiado largo` }),
  );

export const firstNameSchema = personName('el nombre');
export const lastNameSchema = personName('el apellido');

/** A user as the API shows it: never a password or a hash. */
export const userSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  photoURL: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  company: z.string().nullable(),
  about: z.string().nullable(),
  isPublic: z.boolean(),
  presence: z.enum(PRESENCES),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Profile fields every user may change on their own account. */
export const profileFieldsSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  photoURL: optionalText(500).refine((v) => v === null || /^(https?:\/\/|\/)/.test(v), {
    error: 'La foto debe ser una dirección web (http o https)',
  }),
  phoneNumber: optionalText(30).refine((v) => v === null || /^[+\d][\d\s()-]{5,}$/.test(v), {
    error: 'Ingresa un teléfono válido',
  }),
  country: optionalText(80),
  address: optionalText(200),
  state: optionalText(80),
  city: optionalText(80),
  zipCode: optionalText(20),
  company: optionalText(120),
  about: optionalText(1000),
  isPublic: z.boolean().default(false),
});
export type ProfileFields = z.input<typeof profileFieldsSchema>;

/** Body of `/api/usuario/guardar`: creates without `id`, updates with it. */
export const userSaveBodySchema = profileFieldsSchema.extend({
  id: z.uuid({ error: 'El identificador no es válido' }).optional(),
  email: emailSchema,
  userName: userNameSchema.nullish().or(z.literal('').transform(() => null)),
  role: z.enum(USER_ROLES, { error: 'Elige un rol válido' }),
  status: z.enum(USER_STATUSES, { error: 'Elige un estado válido' }),
  password: passwordSchema.optional().or(z.literal('').transform(() => undefined)),
});
export type UserSaveBody = z.input<typeof userSaveBodySchema>;

/** Body of `/api/usuario/perfil`: the signed-in user's own data. */
export const profileSaveBodySchema = profileFieldsSchema.extend({
  presence: z.enum(PRESENCES).default('available'),
});
export type ProfileSaveBody = z.input<typeof profileSaveBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Ingresa tu contraseña actual' }).max(PASSWORD_MAX),
    newPassword: passwordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    error: 'La nueva contraseña debe ser distinta de la actual',
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const userListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(USER_STATUSES).optional(),
  role: z.enum(USER_ROLES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userStatusCountsSchema = z.object({
  all: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  banned: z.number().int(),
  rejected: z.number().int(),
});
export type UserStatusCounts = z.infer<typeof userStatusCountsSchema>;

export const userListResponseSchema = listResponseSchema(userSchema).extend({
  counts: userStatusCountsSchema,
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const CONTACT_STATUSES = ['online', 'offline', 'busy'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A staff member in the contacts popover, with presence from real sign-in activity. */
export const staffContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  avatarUrl: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  lastActivity: z.string().nullable(),
});
export type StaffContact = z.infer<typeof staffContactSchema>;
