import { describe, expect, it } from 'vitest';
import type { PublicCompany } from '@quimia/contracts';
import { shopHours, siteTitle } from './company';

type Branch = PublicCompany['branches'][number];
const branch = (name: string, hours: Branch['hours']): Branch => ({
  id: name.toLowerCase(),
  name,
  address: 'Quito',
  mapUrl: null,
  landlines: [],
  mobiles: [],
  emails: [],
  hours,
});
const weekdays = { days: 'Lunes a viernes', time: '8:00 - 17:00' };
const saturday = { days: 'Sábados', time: '9:00 - 13:00' };

describe('shopHours', () => {
  it('shows shared hours once', () => {
    expect(shopHours([branch('Valle', [weekdays]), branch('Sur', [weekdays])])).toEqual([
      { branch: null, hours: [weekdays] },
    ]);
  });

  it("shows each branch's own hours when they differ, skipping branches without any", () => {
    expect(
      shopHours([
        branch('Valle', [weekdays]),
        branch('Sur', [weekdays, saturday]),
        branch('X', []),
      ]),
    ).toEqual([
      { branch: 'Valle', hours: [weekdays] },
      { branch: 'Sur', hours: [weekdays, saturday] },
    ]);
  });

  it('shows nothing when no branch has hours', () => {
    expect(shopHours([branch('Valle', [])])).toEqual([]);
  });
});

describe('siteTitle', () => {
  it("adds the seller's name once it is known", () => {
    expect(siteTitle('Contacto', 'Químicos del Valle')).toBe('Contacto | Químicos del Valle');
    expect(siteTitle('Contacto', '')).toBe('Contacto');
  });
});
