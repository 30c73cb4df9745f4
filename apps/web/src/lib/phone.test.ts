import { describe, expect, it } from 'vitest';
import { internationalDigits } from './phone';

describe('internationalDigits', () => {
  it('adds Ecuador to a local mobile or landline, and keeps a given country code', () => {
    expect(internationalDigits('099 123 4567')).toBe('593991234567');
    expect(internationalDigits('(02) 233-4567')).toBe('59322334567');
    expect(internationalDigits('+593 99 123 4567')).toBe('593991234567');
    expect(internationalDigits('+1 (305) 555-0100')).toBe('13055550100');
  });
});
