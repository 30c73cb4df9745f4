import { taxonomyListQuerySchema } from '../catalog';
import { idQuerySchema, messageResponseSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  commentBodySchema,
  commentCreatedResponseSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentResponseSchema,
  formulaDetailResponseSchema,
  formulaItemsResponseSchema,
  formulaListQuerySchema,
  formulaListResponseSchema,
  formulaQuerySchema,
  formulaResponseSchema,
  formulaSaveBodySchema,
  formulaSearchQuerySchema,
  formulaTypeListResponseSchema,
  moderateCommentBodySchema,
  suggestedFormulasQuerySchema,
} from '../formulas';

export const formulaEndpoints = {
  /** Published formulas, by type, product or search. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/formula/lista',
    query: formulaListQuerySchema,
    response: formulaListResponseSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/formula/buscar',
    query: formulaSearchQuerySchema,
    response: formulaListResponseSchema,
  }),
  formula: defineEndpoint({
    method: 'GET',
    path: '/api/formula/getFormula',
    query: formulaQuerySchema,
    response: formulaDetailResponseSchema,
  }),
  suggested: defineEndpoint({
    method: 'GET',
    path: '/api/formula/getFormulasSugeridas',
    query: suggestedFormulasQuerySchema,
    response: formulaItemsResponseSchema,
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/api/formula/getTiposFormula',
    query: taxonomyListQuerySchema,
    response: formulaTypeListResponseSchema,
  }),
  /** Creates (no id: 201) or updates (200) a formula with its ingredients. */
  save: defineEndpoint({
    method: 'POST',
    path: '/api/formula/guardar',
    body: formulaSaveBodySchema,
    response: formulaResponseSchema,
    status: [200, 201],
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/formula/eliminar',
    body: idQuerySchema,
    response: messageResponseSchema,
  }),
  /** A visitor's comment (once per idempotency key), published once moderated. */
  comment: defineEndpoint({
    method: 'POST',
    path: '/api/formula/guardarComentario',
    body: commentBodySchema,
    response: commentCreatedResponseSchema,
    status: 201,
  }),
  comments: defineEndpoint({
    method: 'GET',
    path: '/api/formula/comentarios',
    query: commentListQuerySchema,
    response: commentListResponseSchema,
  }),
  moderateComment: defineEndpoint({
    method: 'POST',
    path: '/api/formula/moderarComentario',
    body: moderateCommentBodySchema,
    response: commentResponseSchema,
  }),
};
