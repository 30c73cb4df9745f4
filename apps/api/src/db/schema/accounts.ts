import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRESENCES, USER_ROLES, USER_STATUSES } from '@quimia/contracts';

export const userRole = pgEnum('user_role', USER_ROLES);
export const userStatus = pgEnum('user_status', USER_STATUSES);
export const userPresence = pgEnum('user_presence', PRESENCES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased, so equality is case-insensitive. */
    email: text('email').notNull(),
    userName: text('user_name'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('cliente'),
    status: userStatus('status').notNull().default('active'),
    photoUrl: text('photo_url'),
    phoneNumber: text('phone_number'),
    country: text('country'),
    address: text('address'),
    state: text('state'),
    city: text('city'),
    zipCode: text('zip_code'),
    company: text('company'),
    about: text('about'),
    isPublic: boolean('is_public').notNull().default(false),
    presence: userPresence('presence').notNull().default('available'),
    /** Raised to revoke every token issued before (sign-out, password change, ban). */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    signedOutAt: timestamp('signed_out_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_user_name_key').on(table.userName),
    index('users_status_idx').on(table.status),
    index('users_role_idx').on(table.role),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(sql`${table.createdAt} desc`),
    // The inbox counts and lists the messages waiting for an answer.
    index('contact_messages_pending_idx')
      .on(sql`${table.createdAt} desc`)
      .where(sql`${table.handledAt} is null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
