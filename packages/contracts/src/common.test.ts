import { describe, expect, it } from 'vitest';
import { calendarDay, optionalText } from './common';

describe('calendarDay', () => {
  const day = calendarDay('La fecha no es válida', 'Indica la fecha');

  it('takes days that exist, leap days included', () => {
    expect(day.parse('2024-02-29')).toBe('2024-02-29');
    expect(day.parse('2026-12-31')).toBe('2026-12-31');
  });

  it('refuses days that do not exist, which the date parser would roll over', () => {
    for (const value of ['2026-02-31', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      expect(day.safeParse(value).error?.issues[0]?.message, value).toBe('La fecha no es válida');
    }
  });

  it('says what is missing when nothing is given', () => {
    expect(day.safeParse(undefined).error?.issues[0]?.message).toBe('Indica la fecha');
  });
});

describe('optionalText', () => {
  const text = optionalText(10);

  it('trims, and an empty text is none', () => {
    expect(text.parse('  hola  ')).toBe('hola');
    expect(text.parse('   ')).toBeNull();
    expect(text.parse(undefined)).toBeNull();
  });

  it('says in plain words how long it may be', () => {
    expect(text.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'Como máximo 10 caracteres',
    );
  });
});
