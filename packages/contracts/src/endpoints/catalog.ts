import { z } from 'zod';
import {
  documentQuerySchema,
  documentUploadResponseSchema,
  featuredQuerySchema,
  imageQuerySchema,
  imageUploadResponseSchema,
  productDetailResponseSchema,
  productItemsResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productQuerySchema,
  productResponseSchema,
  productSaveBodySchema,
  productsByTypeQuerySchema,
  productsByTypeResponseSchema,
  productSearchQuerySchema,
  productSubtypeListResponseSchema,
  productTypeListResponseSchema,
  productTypeQuerySchema,
  productTypeResponseSchema,
  subtypeOptionsQuerySchema,
  taxonomyListQuerySchema,
  taxonomyListResponseSchema,
  unitOptionListResponseSchema,
} from '../catalog';
import { idQuerySchema, messageResponseSchema } from '../common';
import { defineEndpoint } from '../endpoint';

const list = {
  query: productListQuerySchema,
  response: productListResponseSchema,
} as const;
const search = {
  query: productSearchQuerySchema,
  response: productListResponseSchema,
} as const;
const details = {
  query: productQuerySchema,
  response: productDetailResponseSchema,
} as const;

export const catalogEndpoints = {
  /** Published products with filters (line, type, subtype, area), facets and order. */
  list: defineEndpoint({ method: 'GET', path: '/api/producto/lista', ...list }),
  /** Search by name, synonyms, CAS, code, description; typo and accent tolerant. */
  search: defineEndpoint({ method: 'GET', path: '/api/producto/buscar', ...search }),
  /** One product by id or slug, with the formulas using it and related products. */
  product: defineEndpoint({ method: 'GET', path: '/api/producto/getProducto', ...details }),
  listByType: defineEndpoint({
    method: 'GET',
    path: '/api/producto/listaPorTipo',
    query: productsByTypeQuerySchema,
    response: productsByTypeResponseSchema,
  }),
  featured: defineEndpoint({
    method: 'GET',
    path: '/api/producto/listaDestacados',
    query: featuredQuerySchema,
    response: productItemsResponseSchema,
  }),
  typeOptions: defineEndpoint({
    method: 'GET',
    path: '/api/producto/getOptionsTipoProducto',
    query: taxonomyListQuerySchema,
    response: productTypeListResponseSchema,
  }),
  type: defineEndpoint({
    method: 'GET',
    path: '/api/producto/getTipoProducto',
    query: productTypeQuerySchema,
    response: productTypeResponseSchema,
  }),
  subtypeOptions: defineEndpoint({
    method: 'GET',
    path: '/api/producto/getOptionsSubTiposProducto',
    query: subtypeOptionsQuerySchema,
    response: productSubtypeListResponseSchema,
  }),
  areaOptions: defineEndpoint({
    method: 'GET',
    path: '/api/producto/getOptionsAreasAplica',
    query: taxonomyListQuerySchema,
    response: taxonomyListResponseSchema,
  }),
  /** Application areas with their number of published products. */
  areas: defineEndpoint({
    method: 'GET',
    path: '/api/producto/getAreasAplica',
    query: taxonomyListQuerySchema,
    response: taxonomyListResponseSchema,
  }),
  businessLines: defineEndpoint({
    method: 'GET',
    path: '/api/producto/getLineasNegocio',
    query: taxonomyListQuerySchema,
    response: taxonomyListResponseSchema,
  }),
  unitOptions: defineEndpoint({
    method: 'GET',
    path: '/api/producto/getOptionUnidadesMedida',
    response: unitOptionListResponseSchema,
  }),
  /** Creates (no id: 201) or updates (200) a product with its presentations. */
  save: defineEndpoint({
    method: 'POST',
    path: '/api/producto/guardar',
    body: productSaveBodySchema,
    response: productResponseSchema,
    status: [200, 201],
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/producto/eliminar',
    body: idQuerySchema,
    response: messageResponseSchema,
  }),
  /** The same reads under English names. */
  listAlias: defineEndpoint({ method: 'GET', path: '/api/product/list', ...list }),
  searchAlias: defineEndpoint({ method: 'GET', path: '/api/product/search', ...search }),
  productAlias: defineEndpoint({ method: 'GET', path: '/api/product/details', ...details }),
};

/** The bytes of an uploaded file (an image or a document), not JSON. */
const fileBytes = z.unknown();

export const uploadEndpoints = {
  /** Multipart, field "file" (and an optional "alt" before it). */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/subirImagen',
    upload: true,
    response: imageUploadResponseSchema,
    status: 201,
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/api/uploads/getImagen',
    query: imageQuerySchema,
    response: fileBytes,
    answer: 'file',
  }),
  removeImage: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/eliminarImagen',
    body: idQuerySchema,
    response: messageResponseSchema,
  }),
  /** Multipart, field "file": a PDF. */
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/subirDocumento',
    upload: true,
    response: documentUploadResponseSchema,
    status: 201,
  }),
  document: defineEndpoint({
    method: 'GET',
    path: '/api/uploads/getDocumento',
    query: documentQuerySchema,
    response: fileBytes,
    answer: 'file',
  }),
  removeDocument: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/eliminarDocumento',
    body: idQuerySchema,
    response: messageResponseSchema,
  }),
};
