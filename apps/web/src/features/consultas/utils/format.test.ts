import { describe, expect, it } from 'vitest';
import { formatAmount, formatPublishStatus } from './format';

describe('consulta formats', () => {
  it('shows quantities with their unit and publish statuses in Spanish', () => {
    expect(formatAmount(1250.5, 'kg')).toBe('1.250,5 kg');
    expect(formatAmount(3)).toBe('3');
    expect(formatPublishStatus('draft')).toBe('Borrador');
  });
});
