/** An error whose status, code and Spanish message the API answers as they are. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: { field: string; message: string }[]) =>
  new HttpError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Inicia sesión para continuar') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: { field: string; message: string }[]) =>
  new HttpError(409, 'CONFLICT', message, details);
