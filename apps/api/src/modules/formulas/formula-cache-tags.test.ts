import { describe, expect, it } from 'vitest';
import { formulaIngredients } from '../../db/schema';
import { rowsTag } from '../../plugins/app/public-cache';
import { commentsChange, formulaChange, formulaTags } from './formula-cache-tags';

describe("what a formula's write drops from the public cache", () => {
  it('names its page, address and lists, and the product pages that list it', () => {
    const { tags } = formulaChange({ id: 'f1', slugs: ['jabon'], productIds: ['p1', 'p2'] });
    expect(tags).toEqual([
      formulaTags.formula('f1'),
      formulaTags.formulaLists,
      formulaTags.formulaSlug('jabon'),
      // The tag a product's page carries for the formulas using it (see product-cache-tags).
      rowsTag(formulaIngredients.productId, 'p1'),
      rowsTag(formulaIngredients.productId, 'p2'),
    ]);
  });

  it('a comment drops its formula page and the lists that count comments', () => {
    expect(commentsChange('f1').tags).toEqual([
      formulaTags.formula('f1'),
      formulaTags.formulaLists,
    ]);
  });
});
