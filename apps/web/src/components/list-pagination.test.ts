import { describe, expect, it } from 'vitest';
import { pageWindow } from './list-pagination';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours, with gaps between', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 'gap', 9]);
    expect(pageWindow(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageWindow(9, 9)).toEqual([1, 'gap', 8, 9]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
  });
});
