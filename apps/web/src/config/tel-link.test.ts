import { describe, expect, it } from 'vitest';
import { telLink } from './site';

describe('telLink', () => {
  it('dials Ecuadorian landlines and mobiles in international form', () => {
    expect(telLink('(02) 233-4567')).toBe('tel:+59322334567');
    expect(telLink('099 123 4567')).toBe('tel:+593991234567');
  });

  it('keeps a number that already has the country code', () => {
    expect(telLink('+593 99 123 4567')).toBe('tel:+593991234567');
  });

  it('dials a number without its area code as written', () => {
    expect(telLink('233-4567')).toBe('tel:2334567');
  });
});
