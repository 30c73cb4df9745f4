import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys of a form', () => {
  it('gives the same content the same key until it is stored, and new content a new key', () => {
    const keys = createIdempotencyKeys();
    const message = { name: 'Ana', message: 'Precio del ácido cítrico' };
    const first = keys.keyFor(message);
    expect(first).toMatch(UUID);
    // A second click, or a retry after a failure: the same key, so the API keeps one message.
    expect(keys.keyFor({ ...message })).toBe(first);
    // Edited content is another message.
    const edited = keys.keyFor({ ...message, message: 'Precio de la soda cáustica' });
    expect(edited).not.toBe(first);
    // Once stored, the same words sent again are a new message.
    keys.renew();
    expect(keys.keyFor({ ...message, message: 'Precio de la soda cáustica' })).not.toBe(edited);
  });

  it('makes UUIDs where crypto.randomUUID is missing (a page served over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = createIdempotencyKeys();
      const key = keys.keyFor({ a: 1 });
      expect(key).toMatch(UUID);
      expect(keys.keyFor({ a: 2 })).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
