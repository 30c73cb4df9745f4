import { useState } from 'react';

/** The request header that lets the API store a repeated submission once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4; `crypto.randomUUID` exists only on secure pages (https, localhost). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency keys of one form: the same content sent again (a double click, a retry after a
 * lost answer) carries the same key, so the API stores it once; other content gets a new key,
 * and so does the next message once one has been stored (`renew`).
 */
export function createIdempotencyKeys(makeKey: () => string = randomUuid) {
  let current: { content: string; key: string } | null = null;
  return {
    keyFor(values: unknown): string {
      const content = JSON.stringify(values);
      if (current?.content !== content) current = { content, key: makeKey() };
      return current.key;
    },
    renew(): void {
      current = null;
    },
  };
}

/** `createIdempotencyKeys` kept for the life of a form. */
export function useIdempotencyKeys() {
  const [keys] = useState(() => createIdempotencyKeys());
  return keys;
}
