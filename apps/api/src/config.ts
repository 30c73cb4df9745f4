import { z } from 'zod';

/** `15s`, `30m`, `8h`, `7d`: the forms `jose` accepts for a token's lifetime. */
const DURATION =
  /^\d+\s?(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days)$/i;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The runtime contract of DESIGN §3. Every variable is optional. */
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
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'debe empezar por redis://' })
      .optional(),
  ),
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
