import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../test/test-app';
import { openDatabase, type DatabaseHandle } from './client';
import { uniqueViolation } from './sql-helpers';
import { contactMessages, users } from './schema';

// The embedded engine's thread does not depend on the engine the API suites run on: once.
describe.skipIf(TEST_ENGINE !== 'pglite')('PGlite on its own thread', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'quimia-thread-'));
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir, thread: true });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const newUser = (userName: string) => ({
    email: `${userName}@hilo.test`,
    userName,
    firstName: 'Ana',
    lastName: 'Pérez',
    passwordHash: 'x',
  });

  it('reads and writes through Drizzle, dates and all', async () => {
    const [created] = await handle.db.insert(users).values(newUser('ana')).returning();
    expect(created!.createdAt).toBeInstanceOf(Date);
    const [read] = await handle.db.select().from(users).where(eq(users.id, created!.id));
    expect(read).toEqual(created);
  });

  it('commits a transaction that ends well and leaves nothing of one that throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('beto'));
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('carla'));
        throw new Error('se arrepintió');
      }),
    ).rejects.toThrow('se arrepintió');
    const names = (await handle.db.select({ userName: users.userName }).from(users)).map(
      (row) => row.userName,
    );
    expect(names).toContain('beto');
    expect(names).not.toContain('carla');
  });

  it("answers a constraint's violation with its code and name, as in the calling thread", async () => {
    const error = await handle.db
      .insert(users)
      .values(newUser('ana'))
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(uniqueViolation(error)?.constraint).toMatch(/^users_(email|user_name)_key$/);
  });

  it('delivers notifications to listeners', async () => {
    const received: string[] = [];
    const unsubscribe = await handle.listen('hilo_prueba', (payload) => received.push(payload));
    await handle.notify('hilo_prueba', 'hola');
    await expect.poll(() => received).toEqual(['hola']);
    await unsubscribe();
  });

  it('keeps the calling thread free while a long query runs', async () => {
    let turns = 0;
    let running = true;
    const count = () => {
      turns += 1;
      if (running) setImmediate(count);
    };
    setImmediate(count);
    await handle.db.execute(sql`select count(*) from generate_series(1, 1000000)`);
    running = false;
    // In the calling thread the query would hold it: not one turn of the event loop meanwhile.
    expect(turns).toBeGreaterThan(10);
  });

  it('keeps what it wrote across a reopening', async () => {
    await handle.db.insert(contactMessages).values({
      name: 'Visita',
      email: 'visita@hilo.test',
      subject: 'Consulta',
      message: 'Un mensaje que debe quedar guardado.',
      ip: '127.0.0.1',
    });
    await handle.close();
    handle = await openDatabase({ dataDir, thread: true });
    const [row] = await handle.db.select().from(contactMessages);
    expect(row?.name).toBe('Visita');
  });
});
