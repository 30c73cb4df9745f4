import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { JobRunner, sweepFinishedJobs } from './jobs';

describe('jobs', () => {
  let app: TestApp;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await app.close();
  });

  /** A runner of its own on the app's database, quick to retry. */
  function runner() {
    const made = new JobRunner(app.db, () => {}, { pollMs: 50, retryBaseMs: 20 });
    runners.push(made);
    return made;
  }

  it('runs a job after the request that added it, and keeps its result', async () => {
    const jobsRunner = runner();
    jobsRunner.handle<{ a: number; b: number }>('suma', async ({ a, b }) => ({ total: a + b }));
    jobsRunner.start();
    const id = await jobsRunner.enqueue('suma', { a: 2, b: 3 });
    await expect.poll(async () => (await jobsRunner.state(id))?.status).toBe('done');
    expect((await jobsRunner.state(id))?.result).toEqual({ total: 5 });
  });

  it('retries a failed job with a growing wait, and gives up after its attempts', async () => {
    const jobsRunner = runner();
    let calls = 0;
    jobsRunner.handle('falla-dos-veces', async (_payload, job) => {
      calls += 1;
      if (job.attempt < 3) throw new Error(`intento ${job.attempt}`);
      return 'listo';
    });
    jobsRunner.handle('falla-siempre', async () => {
      throw new Error('el servicio no responde');
    });
    jobsRunner.start();
    const recovering = await jobsRunner.enqueue('falla-dos-veces', {});
    const hopeless = await jobsRunner.enqueue('falla-siempre', {}, { maxAttempts: 2 });
    await expect
      .poll(async () => (await jobsRunner.state(recovering))?.status, { timeout: 5000 })
      .toBe('done');
    expect(calls).toBe(3);
    await expect
      .poll(async () => await jobsRunner.state(hopeless), { timeout: 5000 })
      .toMatchObject({ status: 'failed', attempts: 2, lastError: 'el servicio no responde' });
  });

  it('adds one job for one key, however many times it is asked', async () => {
    const jobsRunner = runner();
    const first = await jobsRunner.enqueue('importar', { file: 'a.xml' }, { dedupeKey: 'a.xml' });
    const again = await jobsRunner.enqueue('importar', { file: 'a.xml' }, { dedupeKey: 'a.xml' });
    expect(again).toBe(first);
    const rows = await app.db.select().from(jobs).where(eq(jobs.kind, 'importar'));
    expect(rows).toHaveLength(1);
  });

  it('runs each job once when several runners share the database', async () => {
    const runs = new Map<number, number>();
    const three = [runner(), runner(), runner()];
    for (const each of three) {
      each.handle<{ n: number }>('contar', async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) => three[n % 3]!.enqueue('contar', { n })),
    );
    for (const each of three) each.start();
    await expect
      .poll(
        async () =>
          (
            await app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, 'contar'))
          ).filter((row) => row.status === 'done').length,
        { timeout: 10_000 },
      )
      .toBe(ids.length);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(runs.size).toBe(30);
  });

  it('takes again a job whose process died while running it', async () => {
    const [orphan] = await app.db
      .insert(jobs)
      .values({
        kind: 'huerfano',
        payload: {},
        status: 'running',
        attempts: 1,
        lockedUntil: sql`now() - interval '1 minute'`,
      })
      .returning({ id: jobs.id });
    const jobsRunner = runner();
    jobsRunner.handle('huerfano', async () => 'retomado');
    jobsRunner.start();
    await expect
      .poll(async () => await jobsRunner.state(orphan!.id))
      .toMatchObject({ status: 'done', attempts: 2, result: 'retomado' });
  });

  it('is the app’s runner, started with the app', async () => {
    expect(app.jobs).toBeInstanceOf(JobRunner);
  });

  it('forgets finished jobs after their retention, failed ones later, and keeps the rest', async () => {
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    const rows = await app.db
      .insert(jobs)
      .values([
        { kind: 'viejo', payload: { correo: 'a@b.ec' }, status: 'done', finishedAt: daysAgo(8) },
        { kind: 'reciente', payload: {}, status: 'done', finishedAt: daysAgo(2) },
        { kind: 'fallo-viejo', payload: {}, status: 'failed', finishedAt: daysAgo(31) },
        { kind: 'fallo-reciente', payload: {}, status: 'failed', finishedAt: daysAgo(8) },
        { kind: 'en-cola', payload: {}, status: 'queued', createdAt: daysAgo(40) },
      ])
      .returning({ id: jobs.id, kind: jobs.kind });
    expect(await sweepFinishedJobs(app.db)).toBe(2);
    const left = await app.db.select({ kind: jobs.kind }).from(jobs);
    const kinds = left.map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['reciente', 'fallo-reciente', 'en-cola']));
    expect(kinds).not.toContain('viejo');
    expect(kinds).not.toContain('fallo-viejo');
    await app.db.delete(jobs).where(eq(jobs.id, rows[1]!.id));
  });
});
