import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../test/test-app';
import { openDatabase } from './client';

// Two processes on one PGlite directory corrupt it for good; the second must be refused.
describe.skipIf(TEST_ENGINE !== 'pglite')('embedded database directory', () => {
  it('refuses a second opening while the first is open, and allows it once closed', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'quimia-lock-')), 'pglite');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      new RegExp(`ya está abierta por otro proceso \\(pid ${process.pid}\\)`),
    );
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'quimia-lock-')), 'pglite');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${dataDir}.lock`, String(gone));
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });

  // A restart in a container can reuse the crashed process's pid (pid 1): our pid, not our lock.
  it("takes over a lock bearing this process's pid that this process does not hold", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'quimia-lock-')), 'pglite');
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    const handle = await openDatabase({ dataDir });
    await handle.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
