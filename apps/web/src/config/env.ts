import { z } from 'zod';

/** Build-time environment of the web app, validated once. */
const envSchema = z.object({
  /** Base URL of the API; empty means the same origin, which is how `npm start` serves it. */
  VITE_API_URL: z.string().default(''),
});

export const env = envSchema.parse(import.meta.env);
