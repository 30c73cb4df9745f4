import { describe, expect, it } from 'vitest';
import { applyParamChanges, consultaQuery, readConsultaParams, sortChange } from './list-params';

const SORTS = ['nombre', 'monto'] as const;

describe('readConsultaParams', () => {
  it('reads search, days, sort and page, and drops what is not valid', () => {
    const params = new URLSearchParams(
      'q=%20acido%20&desde=2026-01-01&hasta=2026-02-30x&orden=monto&dir=asc&page=3&pageSize=25',
    );
    expect(readConsultaParams(params, SORTS)).toEqual({
      q: 'acido',
      desde: '2026-01-01',
      hasta: undefined,
      orden: 'monto',
      dir: 'asc',
      page: 3,
      pageSize: 25,
    });
    const wrong = readConsultaParams(new URLSearchParams('orden=otro&dir=asc&page=-1'), SORTS);
    expect(wrong).toMatchObject({ orden: undefined, dir: undefined, page: 1, pageSize: 10 });
  });

  it('puts a backwards range the right way round', () => {
    const state = readConsultaParams(
      new URLSearchParams('desde=2026-05-01&hasta=2026-01-01'),
      SORTS,
    );
    expect([state.desde, state.hasta]).toEqual(['2026-01-01', '2026-05-01']);
  });

  it('reads only its own prefix', () => {
    const params = new URLSearchParams('page=4&v.page=2&v.orden=nombre');
    expect(readConsultaParams(params, SORTS, 'v.')).toMatchObject({ page: 2, orden: 'nombre' });
  });
});

describe('applyParamChanges', () => {
  it('sets and removes prefixed names and goes back to the first page', () => {
    const next = applyParamChanges(
      new URLSearchParams('page=4&v.page=2&v.q=x'),
      { q: null, desde: '2026-01-01' },
      'v.',
    );
    expect(next.toString()).toBe('page=4&v.desde=2026-01-01');
  });

  it('keeps the page when only the page changes, or when told to', () => {
    expect(applyParamChanges(new URLSearchParams('page=2'), { page: '3' }).toString()).toBe(
      'page=3',
    );
    expect(
      applyParamChanges(new URLSearchParams('page=2'), { dir: 'asc' }, '', false).toString(),
    ).toBe('page=2&dir=asc');
  });
});

describe('sortChange', () => {
  it('starts a new column in its own direction and turns the same column round', () => {
    expect(sortChange({ orden: undefined, dir: undefined }, 'monto', 'desc')).toEqual({
      orden: 'monto',
      dir: 'desc',
    });
    expect(sortChange({ orden: 'monto', dir: 'desc' }, 'monto', 'desc')).toEqual({
      orden: 'monto',
      dir: 'asc',
    });
    expect(sortChange({ orden: 'monto', dir: 'asc' }, 'nombre', 'asc')).toEqual({
      orden: 'nombre',
      dir: 'asc',
    });
  });
});

describe('consultaQuery', () => {
  it('leaves out an empty search and a direction without a sort', () => {
    expect(
      consultaQuery({
        q: '',
        desde: undefined,
        hasta: '2026-01-31',
        orden: undefined,
        dir: 'asc',
        page: 1,
        pageSize: 10,
      }),
    ).toEqual({
      q: undefined,
      desde: undefined,
      hasta: '2026-01-31',
      orden: undefined,
      dir: undefined,
      page: 1,
      pageSize: 10,
    });
  });
});
