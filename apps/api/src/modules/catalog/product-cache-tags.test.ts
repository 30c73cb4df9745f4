import { describe, expect, it } from 'vitest';
import { formulaIngredients } from '../../db/schema';
import { isListTag, listedRowsTag } from '../../plugins/app/public-cache';
import { productChange, productTags } from './product-cache-tags';

describe("what a product's write drops from the public cache", () => {
  it('names its page, address, lists and the formula pages that list it', () => {
    const { tags } = productChange({
      id: 'p1',
      slugs: ['nuevo', 'viejo'],
      formulaIds: ['f1'],
      lists: true,
    });
    expect(tags).toEqual([
      productTags.product('p1'),
      productTags.productCard('p1'),
      productTags.productLists,
      productTags.productSlug('nuevo'),
      productTags.productSlug('viejo'),
      // The tag the formula's page carries for the products it names (see formula-cache-tags).
      listedRowsTag(formulaIngredients.formulaId, 'f1'),
    ]);
  });

  it('leaves the lists when only its page and cards show the change (its stock, say)', () => {
    const { tags } = productChange({ id: 'p1', slugs: ['nuevo'], formulaIds: [], lists: false });
    expect(tags).toEqual([
      productTags.product('p1'),
      productTags.productCard('p1'),
      productTags.productSlug('nuevo'),
    ]);
    expect((tags as string[]).filter(isListTag)).toEqual([productTags.productCard('p1')]);
  });
});
