// The administrator's way back in, from the server's shell:
//   npm run admin -- reset-password <email>   a new password for the account, printed once
//   npm run admin -- create-admin <email>     a new administrator with a generated password
// On embedded PGlite the server must be stopped (one process owns its data directory); on
// PostgreSQL (DATABASE_URL) it may run.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailSchema } from '@quimia/contracts';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirBusyError } from './db/data-dir-lock';
import { cancelPendingResets } from './modules/auth';
import { createAdministrator, findUserByLogin, replacePassword } from './modules/users';
import { migrateDatabase } from './plugins/app/change-feed';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const USAGE = [
  'Uso:',
  '  npm run admin -- reset-password <correo>   genera una contraseña nueva para esa cuenta',
  '  npm run admin -- create-admin <correo>     crea un administrador con una contraseña generada',
].join('\n');

/** A message for the person at the shell, and the process's exit status 1. */
class CommandError extends Error {}

/** 16 characters from 96 random bits: never on the common passwords' list. */
const generatePassword = () => randomBytes(12).toString('base64url');

async function main(args: string[]): Promise<void> {
  const [command, rawEmail, ...rest] = args;
  if (command === '--help' || command === '-h') {
    console.log(USAGE);
    return;
  }
  if (!command || !['reset-password', 'create-admin'].includes(command) || rest.length > 0) {
    throw new CommandError(USAGE);
  }
  const parsed = emailSchema.safeParse(rawEmail ?? '');
  if (!parsed.success) {
    throw new CommandError(`"${rawEmail ?? ''}" no es un correo válido.\n${USAGE}`);
  }
  const email = parsed.data;

  const config = loadConfig();
  // A relative DATA_DIR means what it means to `npm start`, which runs from the repository's root.
  const dataDir = resolve(REPOSITORY_ROOT, config.DATA_DIR, 'pglite');
  let handle;
  try {
    handle = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir });
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new CommandError(
        `El servidor está en marcha (pid ${error.pid}) con la base de datos de ${error.dataDir}.\n` +
          'Detén el servidor y vuelve a ejecutar este comando: con la base de datos integrada ' +
          '(PGlite) solo un proceso puede abrirla a la vez.',
      );
    }
    throw error;
  }
  try {
    await migrateDatabase(handle);
    const password = generatePassword();
    if (command === 'create-admin') {
      const created = await createAdministrator(handle.db, { email, password });
      if (!created) {
        throw new CommandError(
          `Ya existe una cuenta con el correo ${email}. Para darle una contraseña nueva: ` +
            `npm run admin -- reset-password ${email}`,
        );
      }
      console.log(`Administrador creado: ${email}`);
    } else {
      const user = await findUserByLogin(handle.db, email);
      if (!user || user.email !== email) {
        throw new CommandError(`No hay ninguna cuenta con el correo ${email}.`);
      }
      await handle.db.transaction(async (tx) => {
        await replacePassword(tx, user.id, password);
        await cancelPendingResets(tx, user.id);
      });
      console.log(`Contraseña restablecida: ${email}. Sus sesiones abiertas se cerraron.`);
    }
    console.log(`Contraseña (se muestra solo esta vez): ${password}`);
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(
    error instanceof CommandError || error instanceof ConfigError ? error.message : error,
  );
  process.exit(1);
});
