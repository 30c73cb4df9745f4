import { fileURLToPath } from 'node:url';

// This module sits one folder below apps/api both as source (src/) and bundled (dist/),
// so the same relative paths work in development, tests and production.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const COMMON_PASSWORDS_FILE = fileURLToPath(
  new URL('../assets/common-passwords.txt', import.meta.url),
);
