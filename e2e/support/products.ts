import { productSaveBodyOf, type Product } from '@quimia/contracts';
import { callApi } from './api';

/** A product of this run's own (a draft unless `published`): no other test moves its stock. */
export async function freshProduct(token: string, { published = false } = {}) {
  const source = await callApi<{ product: Product }>(
    '/api/producto/getProducto?slug=acido-citrico-anhidro',
    null,
  );
  const { id: _sourceId, ...body } = productSaveBodyOf(source.product);
  const run = Date.now().toString(36);
  const saved = await callApi<{
    product: { id: string; name: string; presentations: { id: string; label: string }[] };
  }>('/api/producto/guardar', token, {
    ...body,
    code: `INV-${run}`,
    name: `Ácido cítrico de inventario ${run}`,
    slug: `acido-citrico-de-inventario-${run}`,
    status: published ? 'published' : 'draft',
    featured: false,
    imageIds: [],
    // New presentations: the source's stay its own.
    presentations: body.presentations?.map(({ id: _id, ...presentation }) => presentation),
  });
  return saved.product;
}
