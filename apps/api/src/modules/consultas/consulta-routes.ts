import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultaEndpoints } from '@quimia/contracts';
import { notFound } from '../../lib/errors';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { shopDate } from '../../lib/shop-calendar';
import { listConsultaFormulas, loadConsultaFormula, loadFormulaCost } from './queries/formula-cost';
import { removeIngredientPrice, setIngredientPrice } from './queries/ingredient-prices';
import {
  listParties,
  listPartyProductLines,
  listPartyProducts,
  loadParty,
  partyExists,
} from './queries/party-queries';
import {
  listConsultaProducts,
  listProductFormulas,
  listProductLines,
  listProductParties,
  listProductProformas,
  loadConsultaProduct,
  productExists,
  searchConsultaProducts,
} from './queries/product-queries';

const tags = ['consultas'];
const errors = ROUTE_ERROR_STATUSES;
const staff = { access: STAFF_ONLY, tags, errors };
const today = () => shopDate(new Date());

const PARTY_MISSING = { sale: 'El cliente no existe', purchase: 'El proveedor no existe' } as const;
const PRODUCT_MISSING = 'El producto no existe';

/**
 * The twenty consultas: read-only views of clients, suppliers, products and formulas over the
 * imported sales and purchases and the quotations, and the hand prices that complete a formula's
 * cost (staff only).
 */
const consultaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.db;

  /** A sub-list of a record answers 404 when the record itself does not exist. */
  const ensureParty = async (id: string, direction: 'sale' | 'purchase') => {
    if (!(await partyExists(db(), id))) throw notFound(PARTY_MISSING[direction]);
  };
  const ensureProduct = async (id: string) => {
    if (!(await productExists(db(), id))) throw notFound(PRODUCT_MISSING);
  };

  for (const [direction, list, detail, products, lines, noun] of [
    [
      'sale',
      consultaEndpoints.clients,
      consultaEndpoints.client,
      consultaEndpoints.clientProducts,
      consultaEndpoints.clientProductLines,
      'Clientes',
    ],
    [
      'purchase',
      consultaEndpoints.suppliers,
      consultaEndpoints.supplier,
      consultaEndpoints.supplierProducts,
      consultaEndpoints.supplierProductLines,
      'Proveedores',
    ],
  ] as const) {
    const side = direction === 'sale' ? 'lo que compra' : 'lo que le compramos';
    endpointRoute(
      app,
      list,
      { ...staff, summary: `${noun}: monto, facturas y última fecha` },
      async (request) => listParties(db(), direction, request.query),
    );
    endpointRoute(
      app,
      detail,
      { ...staff, summary: `${noun}: uno, con sus cifras, meses y documentos` },
      async (request) => {
        const party = await loadParty(db(), request.query.id, today());
        if (!party) throw notFound(PARTY_MISSING[direction]);
        return party;
      },
    );
    endpointRoute(
      app,
      products,
      { ...staff, summary: `${noun}: ${side}, por producto` },
      async (request) => {
        await ensureParty(request.query.id, direction);
        return listPartyProducts(db(), direction, request.query);
      },
    );
    endpointRoute(
      app,
      lines,
      { ...staff, summary: `${noun}: las líneas de un producto` },
      async (request) => {
        await ensureParty(request.query.id, direction);
        return listPartyProductLines(db(), direction, request.query);
      },
    );
  }

  endpointRoute(
    app,
    consultaEndpoints.products,
    { ...staff, summary: 'Productos con lo vendido y lo comprado' },
    async (request) => listConsultaProducts(db(), request.query),
  );
  endpointRoute(
    app,
    consultaEndpoints.product,
    { ...staff, summary: 'Un producto: ventas, compras, costo, margen y meses' },
    async (request) => {
      const product = await loadConsultaProduct(db(), request.query.id, today());
      if (!product) throw notFound(PRODUCT_MISSING);
      return product;
    },
  );
  endpointRoute(
    app,
    consultaEndpoints.searchProducts,
    { ...staff, summary: 'Buscar un producto del catálogo por nombre, código o CAS' },
    async (request) => searchConsultaProducts(db(), request.query.q, request.query.limit),
  );
  for (const [endpoint, direction, summary] of [
    [consultaEndpoints.productSuppliers, 'purchase', 'Proveedores de un producto, con su costo'],
    [consultaEndpoints.productClients, 'sale', 'Clientes de un producto, con su precio'],
  ] as const) {
    endpointRoute(app, endpoint, { ...staff, summary }, async (request) => {
      await ensureProduct(request.query.id);
      return listProductParties(db(), direction, request.query);
    });
  }
  for (const [endpoint, direction, summary] of [
    [consultaEndpoints.productPurchases, 'purchase', 'Compras de un producto (líneas)'],
    [consultaEndpoints.productSales, 'sale', 'Ventas de un producto (líneas)'],
  ] as const) {
    endpointRoute(app, endpoint, { ...staff, summary }, async (request) => {
      await ensureProduct(request.query.id);
      return listProductLines(db(), direction, request.query);
    });
  }
  endpointRoute(
    app,
    consultaEndpoints.productProformas,
    { ...staff, summary: 'Proformas (cotizaciones) de un producto' },
    async (request) => {
      await ensureProduct(request.query.id);
      return listProductProformas(db(), request.query);
    },
  );
  endpointRoute(
    app,
    consultaEndpoints.productFormulas,
    { ...staff, summary: 'Fórmulas que usan un producto' },
    async (request) => {
      await ensureProduct(request.query.id);
      return listProductFormulas(db(), request.query.id);
    },
  );

  endpointRoute(
    app,
    consultaEndpoints.formulas,
    { ...staff, summary: 'Fórmulas con el costo de su lote' },
    async (request) => listConsultaFormulas(db(), request.query),
  );
  endpointRoute(
    app,
    consultaEndpoints.formula,
    { ...staff, summary: 'Una fórmula con sus ingredientes' },
    async (request) => {
      const formula = await loadConsultaFormula(db(), request.query.id);
      if (!formula) throw notFound('La fórmula no existe');
      return formula;
    },
  );
  endpointRoute(
    app,
    consultaEndpoints.formulaCost,
    { ...staff, summary: 'Costo de un lote de una fórmula, con su margen a precios de catálogo' },
    async (request) => {
      const cost = await loadFormulaCost(db(), request.query.id, request.query.lote);
      if (!cost) throw notFound('La fórmula no existe');
      return cost;
    },
  );
  // The one thing staff write here: what they pay for an ingredient the catalogue does not
  // sell. Every staff member who reads a formula's cost may complete it (the same roles as
  // the code mapping). Nothing else caches these answers, so no change is announced.
  endpointRoute(
    app,
    consultaEndpoints.setIngredientPrice,
    { ...staff, summary: 'Fijar el precio de un ingrediente sin producto del catálogo' },
    async (request) =>
      setIngredientPrice(db(), { ...request.body, userId: signedInUser(request).id }),
  );
  endpointRoute(
    app,
    consultaEndpoints.removeIngredientPrice,
    { ...staff, summary: 'Quitar el precio manual de un ingrediente' },
    async (request) => removeIngredientPrice(db(), request.body.name),
  );
};

export default consultaRoutes;
