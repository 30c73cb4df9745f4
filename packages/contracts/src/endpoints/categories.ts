import {
  categoryListQuerySchema,
  categoryListResponseSchema,
  categoryOrderBodySchema,
  categoryRemoveBodySchema,
  categoryRemoveResponseSchema,
  categoryResponseSchema,
  categorySaveBodySchema,
  categoryVisibilityBodySchema,
} from '../categories';
import { defineEndpoint } from '../endpoint';

/** Staff's administration of the five taxonomies: every endpoint takes the kind it works on. */
export const categoryEndpoints = {
  /** The categories of a kind, hidden ones included, with their usage. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/categoria/lista',
    query: categoryListQuerySchema,
    response: categoryListResponseSchema,
  }),
  /** Creates (no id: 201) or renames (200) a category. */
  save: defineEndpoint({
    method: 'POST',
    path: '/api/categoria/guardar',
    body: categorySaveBodySchema,
    response: categoryResponseSchema,
    status: [200, 201],
  }),
  visibility: defineEndpoint({
    method: 'POST',
    path: '/api/categoria/ocultar',
    body: categoryVisibilityBodySchema,
    response: categoryResponseSchema,
  }),
  order: defineEndpoint({
    method: 'POST',
    path: '/api/categoria/ordenar',
    body: categoryOrderBodySchema,
    response: categoryListResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/categoria/eliminar',
    body: categoryRemoveBodySchema,
    response: categoryRemoveResponseSchema,
  }),
};
