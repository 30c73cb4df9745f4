import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { idempotentRequests } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/errors';

/** How long a submission is remembered: retries and double clicks come within seconds. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export type Submission<T> = {
  status: number;
  body: T;
  /**
   * Runs once the write is committed and before the answer goes out, for the first submission
   * only (never for a repeat): what must follow the stored record (an e-mail) without being part
   * of its transaction.
   */
  afterCommit?: () => Promise<void>;
};

export type OnceOptions = {
  /**
   * The caller's key for this submission when the route takes it from the body (validated by
   * its schema) instead of the `Idempotency-Key` header.
   */
  key?: string;
  /** The answer, in the route's words, to a key sent again with other content (a 422). */
  reusedMessage?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a public write once per submission. The submission is named by its caller (see
     * `keyOwner`) with the request's `Idempotency-Key` header or, without one, with the content.
     * `write` runs in a transaction that also records its answer; a repeat of the same
     * submission is answered with that first answer (and `Idempotent-Replayed: true`) and writes
     * nothing. Reusing a key for other content is a 422.
     */
    once<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      scope: string,
      write: (tx: Database) => Promise<Submission<T>>,
      options?: OnceOptions,
    ): Promise<FastifyReply>;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A digest of what was submitted: another content under the same key is refused. */
export const contentDigest = (content: unknown) => sha256(JSON.stringify(content ?? null));

/** Thrown inside the transaction to undo a write that another request already made. */
class AlreadySubmitted extends Error {}

/** The request's `Idempotency-Key` header, if it sent one (a 400 when it is not valid). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw badRequest('La clave Idempotency-Key no es válida', [
      {
        field: 'Idempotency-Key',
        message: 'Usa de 8 a 100 letras, números o los signos - _ . :',
      },
    ]);
  }
  return header;
}

/** The answer to a key sent again with other content. */
export function idempotencyKeyReused(
  message = 'Esta solicitud ya se envió con otros datos. Vuelve a cargar el formulario e inténtalo de nuevo.',
): HttpError {
  return new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', message);
}

/**
 * Whose key a submission's is: the signed-in user (authenticated by the route, or named by it),
 * else the visitor's address, the identity guests have everywhere in the app (limits, records).
 * A key sent by one caller never answers another, whoever learns it.
 */
export function keyOwner(request: FastifyRequest, userId?: string | null): string {
  const id = userId ?? request.currentUser?.id;
  return id ? `user:${id}` : `address:${request.ip}`;
}

function submissionKey(request: FastifyRequest, fingerprint: string, key?: string): string {
  const given = key ?? idempotencyKeyOf(request);
  const owner = keyOwner(request);
  return given === undefined
    ? `auto:${sha256(`${owner}\n${fingerprint}`)}`
    : `key:${owner}:${given}`;
}

async function previousAnswer(db: Database, scope: string, key: string) {
  const [row] = await db
    .select({
      fingerprint: idempotentRequests.fingerprint,
      status: idempotentRequests.status,
      response: idempotentRequests.response,
    })
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.scope, scope),
        eq(idempotentRequests.key, key),
        sql`${idempotentRequests.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`,
      ),
    );
  return row;
}

/** Forgets submissions older than the retention (called by the server's periodic sweep). */
export async function sweepIdempotentRequests(db: Database): Promise<number> {
  const removed = await db
    .delete(idempotentRequests)
    .where(
      lt(
        idempotentRequests.createdAt,
        sql`now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`,
      ),
    )
    .returning({ key: idempotentRequests.key });
  return removed.length;
}

export default fp(
  async (app) => {
    app.decorate('once', async function once<
      T,
    >(request: FastifyRequest, reply: FastifyReply, scope: string, write: (tx: Database) => Promise<Submission<T>>, options: OnceOptions = {}) {
      const fingerprint = contentDigest(request.body);
      const key = submissionKey(request, fingerprint, options.key);
      const replay = (previous: { fingerprint: string; status: number; response: unknown }) => {
        if (previous.fingerprint !== fingerprint) {
          throw idempotencyKeyReused(options.reusedMessage);
        }
        return reply
          .status(previous.status)
          .header('idempotent-replayed', 'true')
          .send(previous.response);
      };

      const earlier = await previousAnswer(app.db, scope, key);
      if (earlier) return replay(earlier);

      try {
        const answer = await app.db.transaction(async (tx) => {
          const result = await write(tx);
          // Old rows of this key (past the retention) make room for the new one.
          await tx
            .delete(idempotentRequests)
            .where(
              and(
                eq(idempotentRequests.scope, scope),
                eq(idempotentRequests.key, key),
                sql`${idempotentRequests.createdAt} <= now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`,
              ),
            );
          // A concurrent twin waits here for the first one to commit, then finds its row.
          const [claimed] = await tx
            .insert(idempotentRequests)
            .values({
              scope,
              key,
              fingerprint,
              status: result.status,
              response: result.body as object,
            })
            .onConflictDoNothing()
            .returning({ key: idempotentRequests.key });
          if (!claimed) throw new AlreadySubmitted();
          return result;
        });
        await answer.afterCommit?.();
        return reply.status(answer.status).send(answer.body);
      } catch (error) {
        if (!(error instanceof AlreadySubmitted)) throw error;
        const first = await previousAnswer(app.db, scope, key);
        if (!first) throw conflict('Esta solicitud ya se está procesando. Inténtalo de nuevo.');
        return replay(first);
      }
    });
  },
  { name: 'idempotency', dependencies: ['database'] },
);
