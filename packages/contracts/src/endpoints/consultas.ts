import { z } from 'zod';
import {
  codeMappingBodySchema,
  codeMappingResponseSchema,
  consultaFormulaListQuerySchema,
  consultaFormulaListResponseSchema,
  consultaFormulaSchema,
  consultaIdQuerySchema,
  consultaProductDetailSchema,
  consultaProductListQuerySchema,
  consultaProductListResponseSchema,
  csvTemplateQuerySchema,
  documentLinesResponseSchema,
  formulaCostQuerySchema,
  formulaCostSchema,
  importEventSchema,
  importQuerySchema,
  importResponseSchema,
  ingredientPriceBodySchema,
  ingredientPriceRemovalSchema,
  ingredientPriceResponseSchema,
  partyDetailSchema,
  partyListQuerySchema,
  partyListResponseSchema,
  partyProductLinesQuerySchema,
  partyProductsQuerySchema,
  partyProductsResponseSchema,
  productFormulasResponseSchema,
  productLinesQuerySchema,
  productPartiesQuerySchema,
  productPartiesResponseSchema,
  productProformasQuerySchema,
  productProformasResponseSchema,
  consultaProductSearchQuerySchema,
  consultaProductSearchResponseSchema,
  unmatchedCodesQuerySchema,
  unmatchedCodesResponseSchema,
} from '../consultas';
import { messageResponseSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/**
 * The twenty read-only consultas (staff only), and the hand prices of ingredients the catalogue
 * does not sell. Details take `?id=`.
 */
export const consultaEndpoints = {
  clients: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getClientes',
    query: partyListQuerySchema,
    response: partyListResponseSchema,
  }),
  client: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getCliente',
    query: consultaIdQuerySchema,
    response: partyDetailSchema,
  }),
  clientProducts: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getProductosCliente',
    query: partyProductsQuerySchema,
    response: partyProductsResponseSchema,
  }),
  clientProductLines: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getDetalleProductosCliente',
    query: partyProductLinesQuerySchema,
    response: documentLinesResponseSchema,
  }),
  products: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getProductos',
    query: consultaProductListQuerySchema,
    response: consultaProductListResponseSchema,
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getProducto',
    query: consultaIdQuerySchema,
    response: consultaProductDetailSchema,
  }),
  searchProducts: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/buscarProducto',
    query: consultaProductSearchQuerySchema,
    response: consultaProductSearchResponseSchema,
  }),
  productSuppliers: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getProveedoresProducto',
    query: productPartiesQuerySchema,
    response: productPartiesResponseSchema,
  }),
  productClients: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getClientesProducto',
    query: productPartiesQuerySchema,
    response: productPartiesResponseSchema,
  }),
  productPurchases: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getComprasProducto',
    query: productLinesQuerySchema,
    response: documentLinesResponseSchema,
  }),
  productSales: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getVentasProducto',
    query: productLinesQuerySchema,
    response: documentLinesResponseSchema,
  }),
  productProformas: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getProformasProducto',
    query: productProformasQuerySchema,
    response: productProformasResponseSchema,
  }),
  productFormulas: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getFormulasProducto',
    query: consultaIdQuerySchema,
    response: productFormulasResponseSchema,
  }),
  suppliers: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getProveedores',
    query: partyListQuerySchema,
    response: partyListResponseSchema,
  }),
  supplier: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getProveedor',
    query: consultaIdQuerySchema,
    response: partyDetailSchema,
  }),
  supplierProducts: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getProductosProveedor',
    query: partyProductsQuerySchema,
    response: partyProductsResponseSchema,
  }),
  supplierProductLines: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getDetalleProductosProveedor',
    query: partyProductLinesQuerySchema,
    response: documentLinesResponseSchema,
  }),
  formulas: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getFormulas',
    query: consultaFormulaListQuerySchema,
    response: consultaFormulaListResponseSchema,
  }),
  formula: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getFormula',
    query: consultaIdQuerySchema,
    response: consultaFormulaSchema,
  }),
  formulaCost: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/getDetalleFormula',
    query: formulaCostQuerySchema,
    response: formulaCostSchema,
  }),
  /**
   * What staff pay for an ingredient the catalogue does not sell, by its name: every formula
   * writing that name costs it at this price. Setting it again replaces it.
   */
  setIngredientPrice: defineEndpoint({
    method: 'POST',
    path: '/api/consultas/fijarPrecioIngrediente',
    body: ingredientPriceBodySchema,
    response: ingredientPriceResponseSchema,
  }),
  removeIngredientPrice: defineEndpoint({
    method: 'POST',
    path: '/api/consultas/quitarPrecioIngrediente',
    body: ingredientPriceRemovalSchema,
    response: messageResponseSchema,
  }),
};

/** Filling the consultas: importing files and matching supplier codes (staff only). */
export const consultaImportEndpoints = {
  /** Multipart: any number of `files` (XML, ZIP, CSV); a CSV's kind is read from its columns. */
  importFiles: defineEndpoint({
    method: 'POST',
    path: '/api/consultas/importar',
    query: importQuerySchema,
    response: importResponseSchema,
    upload: true,
  }),
  /**
   * The same import, answered as it goes (`text/event-stream`): a progress event per hundred
   * documents, then the results. Leaving stops it after the batch being stored; what was stored
   * stays (imported again, it is a duplicate).
   */
  importFilesWithProgress: defineEndpoint({
    method: 'POST',
    path: '/api/consultas/importarConProgreso',
    query: importQuerySchema,
    response: importEventSchema,
    answer: 'stream',
    upload: true,
  }),
  /** A CSV template (`text/csv`) with the columns the importer reads and one example row. */
  csvTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/plantilla',
    query: csvTemplateQuerySchema,
    response: z.unknown(),
    answer: 'file',
  }),
  unmatchedCodes: defineEndpoint({
    method: 'GET',
    path: '/api/consultas/codigosPendientes',
    query: unmatchedCodesQuerySchema,
    response: unmatchedCodesResponseSchema,
  }),
  mapCode: defineEndpoint({
    method: 'POST',
    path: '/api/consultas/asignarCodigo',
    body: codeMappingBodySchema,
    response: codeMappingResponseSchema,
  }),
};
