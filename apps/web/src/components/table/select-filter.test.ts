import { describe, expect, it } from 'vitest';
import { facetOptions } from './select-filter';

describe('facetOptions', () => {
  const types = [
    { slug: 'fertilizantes', name: 'Fertilizantes' },
    { slug: 'solventes', name: 'Solventes' },
  ];

  it('names each term with its count when the list sent counts', () => {
    expect(facetOptions(types, [{ slug: 'fertilizantes', count: 12 }])).toEqual([
      { value: 'fertilizantes', label: 'Fertilizantes (12)' },
      { value: 'solventes', label: 'Solventes' },
    ]);
  });

  it('keeps the bare names without counts, and offers nothing before the terms load', () => {
    expect(facetOptions(types, undefined).map((option) => option.label)).toEqual([
      'Fertilizantes',
      'Solventes',
    ]);
    expect(facetOptions(undefined, [{ slug: 'solventes', count: 3 }])).toEqual([]);
  });
});
