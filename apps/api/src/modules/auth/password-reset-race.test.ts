import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { passwordResetTokens } from '../../db/schema';
import { buildOtherProcess, buildTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app';
import { requestPasswordReset } from './password-reset-service';

// Several processes behind a balancer, each running the reset job of a request for one account.
describe('password reset requests for one account at the same moment', () => {
  let app: TestApp;
  let other: App | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    // PGlite is one process by design; on PostgreSQL a second instance shares the database.
    if (TEST_ENGINE === 'postgres') other = await buildOtherProcess(app);
  });
  afterAll(async () => {
    await other?.close();
    await app.close();
  });

  it('sends one e-mail however many processes handle them', async () => {
    const user = await app.createUser({ email: 'seis-a-la-vez@ejemplo.ec' });
    const instances = [app, other ?? app];
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) => {
        const instance = instances[index % instances.length]!;
        return requestPasswordReset(instance.db, instance.mail, {
          email: user.email,
          origin: 'https://tienda.example.ec',
        });
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'repeated')).toHaveLength(5);
    const links = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(links).toHaveLength(1);
  });
});
