import { describe, expect, it } from 'vitest';
import { formatIssueDate, nextAttemptText } from './invoice-format';

describe('a document’s dates', () => {
  it('write the issue day as dd/mm/yyyy', () => {
    expect(formatIssueDate('2026-11-05')).toBe('05/11/2026');
    expect(formatIssueDate('raro')).toBe('raro');
  });

  it('say when the next attempt is due, in Ecuador’s time', () => {
    expect(nextAttemptText('2026-11-28T19:05:00Z')).toBe('Se reintentará solo a las 14:05');
    expect(nextAttemptText('2026-11-29T03:30:00Z')).toBe('Se reintentará solo a las 22:30');
    expect(nextAttemptText(null)).toBeNull();
    expect(nextAttemptText('nunca')).toBeNull();
  });
});
