import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessLine, ProductSummary } from '@quimia/contracts';
import { getBusinessLines } from '@/api/business-lines';
import { catalogKeys, getProducts } from './products';

const PAGE_SIZE = 100; // the API's largest page
/** A printable catalogue of more products than this is better served as a file; the view says so. */
export const CATALOGUE_MAX_PRODUCTS = 3000;

export type CatalogueSection = { line: BusinessLine; products: ProductSummary[] };
export type Catalogue = { sections: CatalogueSection[]; total: number; truncated: boolean };

/**
 * The whole published catalogue grouped by business line (a product of several lines appears in
 * each), read page by page from the product list and sorted by name.
 */
export async function getCatalogue(): Promise<Catalogue> {
  const [lines, first] = await Promise.all([
    getBusinessLines(),
    getProducts({ orden: 'name', pageSize: PAGE_SIZE, facetas: 'false' }),
  ]);
  const pages = Math.min(Math.ceil(first.total / PAGE_SIZE), CATALOGUE_MAX_PRODUCTS / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      getProducts({ orden: 'name', pageSize: PAGE_SIZE, page: index + 2, facetas: 'false' }),
    ),
  );
  const products = [first, ...rest].flatMap((page) => page.items);
  const sections = lines
    .map((line) => ({
      line,
      products: products.filter((product) =>
        product.businessLines.some((productLine) => productLine.id === line.id),
      ),
    }))
    .filter((section) => section.products.length > 0);
  return { sections, total: first.total, truncated: first.total > products.length };
}

export const catalogueQueryOptions = queryOptions({
  queryKey: catalogKeys.catalogue,
  queryFn: getCatalogue,
});

export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}
