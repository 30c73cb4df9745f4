import { createContext, useContext, type ReactNode } from 'react';
import type { Product, ProductSummary } from '@quimia/contracts';

/**
 * What the app puts on the catalogue's products besides what the catalogue shows: the product
 * page's buying panel and question panel (QuimIA's), and a card's quick action (the cart's),
 * composed by the app layer.
 */
export type ProductActions = {
  purchase?: (product: Product) => ReactNode;
  ask?: (product: Product) => ReactNode;
  card?: (product: ProductSummary) => ReactNode;
};

const ProductActionsContext = createContext<ProductActions>({});

export const ProductActionsProvider = ProductActionsContext.Provider;

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
