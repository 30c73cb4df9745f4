import { apiErrorSchema, STAFF_ROLES, type UserRole } from '@quimia/contracts';

/** The error statuses a route may declare; each answers the app's `{ message, code, details? }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** The error answers of a route's `response` schema, for the statuses it may answer. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/** What most routes may answer besides success: bad input, no session, wrong role, not found, conflict. */
export const ROUTE_ERROR_STATUSES = [400, 401, 403, 404, 409] as const satisfies ErrorStatus[];

/** The documentation's mark of a route that takes the bearer token. */
export const SECURED = { security: [{ bearerAuth: [] }] };

/** `config.access` of the routes for staff (administrators and sellers). */
export const STAFF_ONLY: readonly UserRole[] = STAFF_ROLES;
/** `config.access` of the routes for administrators only. */
export const ADMIN_ONLY: readonly UserRole[] = ['admin'];
