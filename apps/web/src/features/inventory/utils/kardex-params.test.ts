import { describe, expect, it } from 'vitest';
import { kardexQuery, parseBranchKey, parseMoveKind } from './kardex-params';

const ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const base = {
  branchId: undefined,
  kind: undefined,
  desde: undefined,
  hasta: undefined,
  page: 1,
  pageSize: 10,
};

describe('kardex list parameters', () => {
  it('reads a kind of move and a branch key, and nothing else', () => {
    expect(parseMoveKind('transfer')).toBe('transfer');
    expect(parseMoveKind('robo')).toBeUndefined();
    expect(parseMoveKind(null)).toBeUndefined();
    expect(parseBranchKey('sur-de-quito')).toBe('sur-de-quito');
    expect(parseBranchKey('Sur de Quito')).toBeUndefined();
    expect(parseBranchKey('')).toBeUndefined();
  });

  it('asks for the page alone when nothing is filtered', () => {
    expect(kardexQuery(ID, base)).toEqual({ id: ID, page: 1, pageSize: 10 });
  });

  it('sends every filter set', () => {
    expect(
      kardexQuery(ID, {
        branchId: 'sur-de-quito',
        kind: 'adjustment',
        desde: '2026-11-01',
        hasta: '2026-11-30',
        page: 2,
        pageSize: 25,
      }),
    ).toEqual({
      id: ID,
      branchId: 'sur-de-quito',
      kind: 'adjustment',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      page: 2,
      pageSize: 25,
    });
  });

  it('reads a range written backwards the right way round', () => {
    const query = kardexQuery(ID, { ...base, desde: '2026-11-30', hasta: '2026-11-01' });
    expect(query).toMatchObject({ desde: '2026-11-01', hasta: '2026-11-30' });
  });
});
