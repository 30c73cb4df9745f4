import { isIP } from 'node:net';
import { z } from 'zod';
import { isValidRuc, RUC_MESSAGE } from '@quimia/contracts';

/** `15s`, `30m`, `8h`, `7d`: the forms `jose` accepts for a token's lifetime. */
const DURATION =
  /^\d+\s?(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days)$/i;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), as a proxy list names them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** `https://tienda.example.ec`: http(s), a host, no path, query or fragment. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username
  );
}

/** `smtp://user:password@host:587` or `smtps://…:465`: a mail server nodemailer can reach. */
function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

/** `tienda@example.ec` or `Tienda Química <tienda@example.ec>`: who the shop's e-mails come from. */
function isMailbox(value: string): boolean {
  const named = /^([^<>]*)<([^<>]+)>$/.exec(value.trim());
  const address = (named ? named[2]! : value).trim();
  return z.email().safeParse(address).success;
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For): none (off), the number of
 * proxies in front of the app, or their addresses. "Trust everyone" is refused: any client
 * could then choose its own address and escape every rate limit.
 */
const trustProxySchema = z.preprocess(
  (value) => (value === '' || value === undefined ? 'false' : String(value).trim()),
  z
    .string()
    .refine(
      (value) =>
        /^(false|off|no|0|\d{1,2})$/i.test(value) ||
        value.split(',').every((entry) => isAddressOrRange(entry.trim())),
      {
        error:
          'debe ser false, el número de proxies delante de la aplicación (p. ej. 1) o sus direcciones (p. ej. 10.0.0.2,172.16.0.0/12)',
      },
    )
    .transform((value): false | number | string[] => {
      if (/^(false|off|no|0)$/i.test(value)) return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      return value.split(',').map((entry) => entry.trim());
    }),
);

/** The runtime contract: the environment variables the app reads. Every one is optional. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'debe empezar por postgres:// o postgresql://' })
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { error: 'debe tener al menos 32 caracteres' }).optional(),
  ),
  JWT_EXPIRES_IN: z
    .string()
    .regex(DURATION, { error: 'debe ser una duración como 15s, 30m, 8h o 7d' })
    .default('8h'),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('admin@produapps.ec')),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, { error: 'debe tener al menos 8 caracteres' }).max(128).optional(),
  ),
  SUPPORT_PHONE: z
    .string()
    .refine((value) => value.replace(/\D/g, '').length >= 7, {
      error: 'debe ser un número de teléfono con código de país, p. ej. +593 99 123 4567',
    })
    .default('+593 99 123 4567'),
  IVA_RATE: z.coerce.number().min(0).max(100).default(15),
  /** The seller's RUC: the first value of the company settings (edited in the dashboard after). */
  COMPANY_RUC: z.preprocess(
    emptyAsUndefined,
    z.string().trim().refine(isValidRuc, { error: RUC_MESSAGE }).optional(),
  ),
  /**
   * The SRI's reception and authorisation services; by default those of the environment chosen
   * in the invoicing settings (celcer.sri.gob.ec for pruebas, cel.sri.gob.ec for producción).
   */
  SRI_RECEPCION_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SRI_AUTORIZACION_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * The key that encrypts the signature certificate and its password (32 bytes, base64 or hex);
   * by default one generated into `DATA_DIR/certificate-key`. Never stored in the database.
   */
  CERTIFICATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
        { error: 'debe ser una clave de 32 bytes en hexadecimal (64 caracteres) o base64' },
      )
      .optional(),
  ),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** How long QuimIA waits for each answer of the model server before telling the user. */
  OPENAI_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'debe ser un número de segundos' })
    .int({ error: 'debe ser un número entero de segundos' })
    .min(1, { error: 'debe ser al menos 1 segundo' })
    .max(600, { error: 'debe ser como mucho 600 segundos' })
    .default(60),
  /** Questions each staff user may ask QuimIA per day (the shop's calendar day). */
  ASSISTANT_MESSAGES_PER_DAY: z.coerce
    .number({ error: 'debe ser un número de mensajes' })
    .int({ error: 'debe ser un número entero' })
    .min(1, { error: 'debe ser al menos 1' })
    .max(100_000, { error: 'debe ser como mucho 100000' })
    .default(200),
  /** The most tokens the model may write in one answer. */
  ASSISTANT_MAX_TOKENS: z.coerce
    .number({ error: 'debe ser un número de tokens' })
    .int({ error: 'debe ser un número entero' })
    .min(64, { error: 'debe ser al menos 64' })
    .max(32_000, { error: 'debe ser como mucho 32000' })
    .default(1200),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'debe empezar por redis://' })
      .optional(),
  ),
  /**
   * The shop's public origin (`https://tienda.example.ec`): canonical links, sitemap, e-mails and
   * PDFs. Never taken from request headers, which a client writes.
   */
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isOrigin, {
        error:
          'debe ser el origen público de la tienda, sin ruta: p. ej. https://tienda.example.ec',
      })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  TRUST_PROXY: trustProxySchema,
  /** The mail server; without it every e-mail waits in the outbox staff read in the dashboard. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isSmtpUrl, {
        error: 'debe ser la dirección del servidor de correo: smtp://usuario:clave@servidor:587',
      })
      .optional(),
  ),
  /** The sender of the shop's e-mails; by default no-responder@ the public host, with the shop's name. */
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(isMailbox, {
        error: 'debe ser un correo, p. ej. tienda@example.ec o "Tienda <tienda@example.ec>"',
      })
      .optional(),
  ),
  /**
   * Whether a new install's first start loads the demo shop (products, formulas); `false` starts
   * with the categories only. Later starts never load it, whatever this says.
   */
  DEMO_DATA: z.stringbool({ error: 'debe ser true o false' }).default(true),
  /**
   * Whether that first demo start also imports a year of demo sales and purchases into the
   * consultas (in the background, about a minute); `false` leaves them empty.
   */
  DEMO_BUSINESS: z.stringbool({ error: 'debe ser true o false' }).default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; the API serves it with an index.html fallback. */
  WEB_DIST_DIR: z.string().optional(),
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a message naming each variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
}
