import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Another process (or another handle in this one) already has the embedded database open. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La base de datos de ${dataDir} ya está abierta por otro proceso (pid ${pid}). ` +
        'Detén ese servidor antes de iniciar otro, o usa otro DATA_DIR.',
    );
    this.name = 'DataDirBusyError';
  }
}

/** Lock files this process holds: a lock bearing our pid but not listed here was left by a
 * previous process that had the same pid (a container restarted after a crash, say). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is only someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Claims a PGlite data directory for this process. PGlite, unlike a PostgreSQL server, does not
 * lock its directory: two processes writing one directory (a second `npm start`, or the seed
 * script beside a running server) corrupt it beyond repair. The lock file beside the directory
 * holds the owner's pid; a lock left by a process that no longer runs (a crash) is taken over,
 * as is one bearing this process's pid that it does not hold (a pid reused after a restart).
 * Resolves to a function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      return () => {
        held.delete(path);
        if (readPid(path) === process.pid) unlinkSync(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(path);
      // Our own pid is alive by definition: it is ours only if this process took the lock.
      const busy = owner !== null && (owner === process.pid ? held.has(path) : isAlive(owner));
      if (busy) throw new DataDirBusyError(dataDir, owner);
      // Stale: its owner is gone. Remove it and try once more (another starter may win the race).
      try {
        unlinkSync(path);
      } catch {
        // Someone else removed it first.
      }
    }
  }
  throw new DataDirBusyError(dataDir, readPid(path) ?? 0);
}
