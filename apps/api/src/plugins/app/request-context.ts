import type { FastifyRequest } from 'fastify';
import type { PublishStatus } from '@quimia/contracts';
import { STAFF_ONLY } from '../../lib/route-schemas';
import { signedInUser } from './authentication';
import type { PublicChange } from './public-cache';

/** The log line of a committed write: its event, its message, and the ids it concerns. */
export type WriteEvent = { event: string; message: string; [field: string]: unknown };

/**
 * What a route's handler asks of its request besides the input: who calls, whether drafts may be
 * shown, and announcing a committed write.
 */
export function requestContext(request: FastifyRequest) {
  const app = request.server;
  return {
    /** The signed-in user, for routes whose policy needs one (401 otherwise). */
    get user() {
      return signedInUser(request);
    },
    /** `incluirBorradores=true` is for staff only: 401/403 for anyone else. */
    async wantsDrafts(flag: boolean): Promise<boolean> {
      if (!flag) return false;
      await app.assertAccess(request, STAFF_ONLY);
      return true;
    },
    /**
     * After a write committed: every process drops what it changed from its public cache, then
     * the write is logged with the user who made it.
     */
    async committed(change: PublicChange, { event, message, ...fields }: WriteEvent) {
      await app.publicCache.publish(change);
      request.log.info({ event, ...fields, by: signedInUser(request).id }, message);
    },
  };
}

/** The statuses a list shows: published only, unless staff asked for drafts (all, or one). */
export function visibleStatuses(drafts: boolean, estado?: PublishStatus): PublishStatus[] {
  if (!drafts) return ['published'];
  return estado ? [estado] : ['published', 'draft'];
}
