import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INVALID_TEXT_MESSAGE } from '@quimia/contracts';
import {
  applicationAreas,
  businessLines,
  formulas,
  formulaTypes,
  images,
  productPresentations,
  products,
  productTypes,
  shippingRates,
} from './db/schema';
import { bearer, buildTestApp, type TestApp } from './test/test-app';
import { FIXTURE, seedCatalog } from './flows/demo-data';

// ---------------------------------------------------------------------------------------------
// The fields of a request, read from its zod schema.

type Path = (string | number)[];
type Leaf = { path: Path; kind: 'string' | 'number' };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string (enums included) and number a schema accepts, arrays seen through their first item. */
function leavesOf(schema: z.ZodType, path: Path = []): Leaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
      return [{ path, kind: 'string' }];
    case 'number':
      return [{ path, kind: 'number' }];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => leavesOf(field, [...path, key]));
    case 'array':
      return leavesOf(def.element!, [...path, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return leavesOf(def.innerType!, path);
    case 'pipe':
      // `.transform()` reads its input; `z.preprocess()` hands its output schema the value.
      return leavesOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!, path);
    case 'union':
      return leavesOf(def.options![0]!, path);
    default:
      return [];
  }
}

/** A copy of `base` with `value` at `path` (containers created as needed). */
function withValue(base: Record<string, unknown>, path: Path, value: unknown) {
  const copy = structuredClone(base);
  let node: Record<string | number, unknown> = copy;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object') {
      node[key] = typeof path[index + 1] === 'number' ? [{}] : {};
    }
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}

const fieldName = (path: Path) => path.join('.');

// ---------------------------------------------------------------------------------------------
// Hostile values.

/** `String.prototype.replace` patterns that re-insert the text around a match. */
const REPLACEMENT_PATTERNS = "Ab $` $' $& $$ $1 cd";
const MEGABYTE = 'a'.repeat(1_000_000);
/** Out of every column's range, or finer than the column keeps. */
const BAD_NUMBERS = [99_999_999_999_999, -99_999_999_999_999, 0.0001];
const BAD_QUERY_NUMBERS = ['99999999999999', '1e20', '-1', 'abc'];

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
/** A quotation link's token (43 base64url characters) that names no quotation. */
const NO_SUCH_QUOTATION = 'x'.repeat(43);

/**
 * A hostile-input suite generated from the contracts: every API route with a JSON body or a
 * query string gets, in each of its fields, a NUL, a lone surrogate, replacement patterns, a
 * megabyte, out-of-range numbers and wrong types — signed in as an admin, so the handler runs
 * whenever the input is valid. Never a 5xx, and a refused request leaves the data as it was.
 */
describe('hostile input on every field of every route', () => {
  let app: TestApp;
  let adminToken: string;
  /** Valid input per route, so that one hostile field is the only thing wrong with it. */
  let samples: Record<string, () => Record<string, unknown>>;
  let clients = 0;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    const admin = await app.createUser({ role: 'admin', password: 'clave del administrador' });
    adminToken = admin.token;
    const spare = await app.createUser({ role: 'cliente' });
    const [product] = await app.db.select().from(products).limit(1);
    const [formula] = await app.db.select().from(formulas).limit(1);
    const [type] = await app.db.select().from(productTypes).limit(1);
    const [line] = await app.db.select().from(businessLines).limit(1);
    const [area] = await app.db.select().from(applicationAreas).limit(1);
    const [formulaType] = await app.db.select().from(formulaTypes).limit(1);
    const [presentation] = await app.db.select().from(productPresentations).limit(1);
    const [orderable] = await app.db
      .select({ id: productPresentations.id })
      .from(productPresentations)
      .innerJoin(products, eq(products.id, productPresentations.productId))
      .where(and(eq(products.code, 'ACI-001'), eq(productPresentations.label, 'Funda 1 kg')));
    const rates = await app.db.select().from(shippingRates);
    const quotingCustomer = {
      name: 'Luis Andrade',
      email: 'luis@ejemplo.ec',
      phone: '+593 2 234 5678',
      identificationType: 'ruc',
      identification: '1714307103001',
      city: 'Quito',
      address: 'Av. Amazonas N24-03',
    };
    const quotingBilling = {
      identificationType: 'cedula',
      identification: '1714307103',
      name: 'Luis Andrade',
      address: 'Av. Amazonas N24-03',
      email: 'luis@ejemplo.ec',
      phone: '099 123 4567',
    };
    let serial = 0;
    const unique = () => `${(serial += 1)}-${randomBytes(3).toString('hex')}`;
    const profile = {
      firstName: 'Rosa',
      lastName: 'Cevallos',
      photoURL: '/foto.png',
      phoneNumber: '+593 99 123 4567',
      country: 'Ecuador',
      address: 'Av. Ilaló 123',
      state: 'Pichincha',
      city: 'Sangolquí',
      zipCode: '171103',
      company: 'Limpieza Total',
      about: 'Fabrico detergentes',
      isPublic: false,
    };
    samples = {
      'POST /api/auth/login': () => ({ userName: admin.email, password: 'no es la clave' }),
      'POST /api/auth/register': () => ({
        email: `nuevo${unique()}@ejemplo.ec`,
        password: 'una clave bastante larga',
        firstName: 'Ana',
        lastName: 'Paz',
      }),
      // An address with no account and a link that does not exist: nothing is sent or changed.
      'POST /api/auth/olvideClave': () => ({ email: `nadie${unique()}@ejemplo.ec` }),
      'POST /api/auth/restablecerClave': () => ({
        token: 'un-enlace-que-no-existe',
        password: 'una clave bastante larga',
      }),
      'POST /api/usuario/guardar': () => ({
        ...profile,
        id: spare.id,
        email: spare.email,
        userName: 'rosa.cevallos',
        role: 'cliente',
        status: 'active',
        password: 'otra clave bastante larga',
      }),
      'POST /api/usuario/eliminar': () => ({ id: NO_SUCH_ID }),
      'POST /api/usuario/perfil': () => ({ ...profile, presence: 'busy' }),
      // A wrong current password: the handler runs and the password never changes.
      'POST /api/usuario/cambiarClave': () => ({
        currentPassword: 'no es la clave',
        newPassword: 'otra clave bastante larga',
      }),
      'POST /api/cotizar/contacto': () => ({
        name: 'Luis Andrade',
        email: 'luis@ejemplo.ec',
        phone: '+593 2 234 5678',
        subject: `Consulta ${unique()}`,
        message: 'Quisiera una cotización de ácido cítrico.',
      }),
      'POST /api/producto/guardar': () => ({
        id: product!.id,
        code: product!.code,
        name: 'Ácido cítrico anhidro',
        slug: product!.slug,
        synonyms: ['Sal de limón'],
        casNumber: '77-92-9',
        chemicalFormula: 'C6H8O7',
        typeId: type!.id,
        subtypeId: null,
        businessLineIds: [line!.id],
        applicationAreaIds: [area!.id],
        unit: 'kg',
        presentations: [{ label: 'Funda 1 kg', size: 1, unit: 'kg', priceCents: 350 }],
        ivaCode: 'iva',
        stock: 10,
        minimumOrder: 1,
        leadTimeDays: 2,
        featured: false,
        status: 'published',
        description: 'Acidulante para bebidas.',
        ghs: { pictograms: ['GHS07'], signalWord: 'warning', hazardStatements: ['H319'] },
        imageIds: [],
        technicalSheetId: null,
        safetyDataSheetId: null,
      }),
      'POST /api/producto/eliminar': () => ({ id: NO_SUCH_ID }),
      'POST /api/categoria/guardar': () => ({
        kind: 'businessLine',
        id: line!.id,
        name: line!.name,
        description: 'Productos de limpieza',
        slug: line!.slug,
        hidden: false,
        typeId: null,
      }),
      'POST /api/categoria/ocultar': () => ({ kind: 'businessLine', id: line!.id, hidden: false }),
      'POST /api/categoria/ordenar': () => ({ kind: 'businessLine', ids: [line!.id] }),
      'POST /api/categoria/eliminar': () => ({ kind: 'businessLine', id: 999_999, moveTo: null }),
      'POST /api/empresa/guardar': () => ({
        legalName: 'Químicos del Valle S.A.',
        tradeName: 'Químicos del Valle',
        ruc: '1790016919001',
        tagline: 'Materias primas',
        description: 'Venta de químicos.',
        branches: [
          {
            name: 'Matriz',
            address: 'Av. Ilaló 123, Sangolquí',
            mapUrl: 'https://maps.example.ec/matriz',
            landlines: ['(02) 233-4567'],
            mobiles: ['099 123 4567'],
            emails: ['matriz@ejemplo.ec'],
            hours: [{ days: 'Lunes a viernes', time: '8:00 - 17:00' }],
          },
        ],
        whatsappNumber: '+593 99 123 4567',
        whatsappGreeting: 'Hola',
        social: {
          facebook: 'https://facebook.com/valle',
          instagram: 'https://instagram.com/valle',
          tiktok: 'https://tiktok.com/@valle',
          youtube: 'https://youtube.com/@valle',
          linkedin: 'https://linkedin.com/company/valle',
          x: 'https://x.com/valle',
        },
        bankAccounts: [
          {
            bank: 'Banco Pichincha',
            type: 'ahorros',
            number: '2200123456',
            holder: 'Químicos del Valle S.A.',
            holderId: '1790016919001',
          },
        ],
        ivaRate: 15,
        consumidorFinalLimitCents: 5000,
        quotationValidityDays: 15,
        quotationConditions: 'Precios en dólares.',
        freeShippingThresholdCents: 10000,
        logoImageId: null,
      }),
      'POST /api/formula/guardar': () => ({
        id: formula!.id,
        title: 'Jabón líquido',
        slug: formula!.slug,
        typeId: formulaType!.id,
        summary: 'Un jabón suave.',
        contentHtml: '<p>Mezclar en frío.</p>',
        coverImageId: null,
        batchYield: { amount: 10, unit: 'L' },
        ingredients: [
          {
            productId: product!.id,
            name: 'Ácido cítrico',
            amount: 1,
            unit: 'kg',
            percentage: 10,
            phase: 'Fase A',
          },
        ],
        steps: ['Mezclar'],
        safetyNotes: ['Usar guantes'],
        status: 'published',
      }),
      'POST /api/formula/eliminar': () => ({ id: NO_SUCH_ID }),
      'POST /api/formula/guardarComentario': () => ({
        formulaId: formula!.id,
        authorName: 'Luis',
        email: 'luis@ejemplo.ec',
        body: `Muy buena fórmula ${unique()}`,
        website: '',
      }),
      'POST /api/formula/moderarComentario': () => ({ id: NO_SUCH_ID, status: 'approved' }),
      'POST /api/uploads/eliminarImagen': () => ({ id: NO_SUCH_ID }),
      'POST /api/uploads/eliminarDocumento': () => ({ id: NO_SUCH_ID }),
      'POST /api/contacto/atender': () => ({ id: NO_SUCH_ID, handled: true }),
      'POST /api/cuenta/guardarFacturacion': () => ({
        identificationType: 'ruc',
        identification: '1714307103001',
        name: 'Limpieza Total S.A.',
        address: 'Av. Ilaló 123',
        email: 'facturas@ejemplo.ec',
        phone: '02 233 4455',
      }),
      // A new address each time (at most 20: then a 409 that writes nothing).
      'POST /api/cuenta/guardarDireccion': () => ({
        label: `Bodega ${unique()}`,
        contactName: 'Rosa Cevallos',
        phone: '099 123 4567',
        province: 'Pichincha',
        city: 'Sangolquí',
        address: 'Av. Ilaló 123',
        reference: 'Portón verde',
        isDefault: true,
      }),
      'POST /api/cuenta/eliminarDireccion': () => ({ id: NO_SUCH_ID }),
      'POST /api/cuenta/direccionPredeterminada': () => ({ id: NO_SUCH_ID }),
      // A new quotation each time; the others name one that does not exist (a 404 after the
      // input is read), so nothing changes.
      'POST /api/cotizar/guardar': () => ({
        customer: quotingCustomer,
        items: [{ presentationId: presentation!.id, quantity: 2 }],
        notes: `Para el lunes ${unique()}`,
        source: 'product',
      }),
      'POST /api/cotizar/aceptar': () => ({
        token: NO_SUCH_QUOTATION,
        billing: quotingBilling,
        delivery: { method: 'pickup', branchIndex: 0 },
        payment: { method: 'transfer' },
      }),
      'POST /api/cotizar/revisar': () => ({
        id: NO_SUCH_ID,
        customer: quotingCustomer,
        lines: [{ presentationId: presentation!.id, quantity: 3, unitPriceCents: 1250 }],
        discountCents: 100,
        notes: 'Precio especial',
        validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      }),
      'POST /api/cotizar/cambiarEstado': () => ({ id: NO_SUCH_ID, status: 'sent' }),
      'POST /api/cotizar/convertir': () => ({
        id: NO_SUCH_ID,
        billing: quotingBilling,
        delivery: { method: 'pickup', branchIndex: 0 },
        payment: { method: 'on_pickup' },
      }),
      'POST /api/cotizar/responder': () => ({ id: NO_SUCH_ID, message: 'Le enviamos el precio.' }),
      'POST /api/cotizar/marcarVista': () => ({ id: NO_SUCH_ID }),
      // A party that does not exist: a 404 once the input is read, nothing mapped.
      'POST /api/consultas/asignarCodigo': () => ({
        partyId: NO_SUCH_ID,
        code: 'A-100',
        productId: NO_SUCH_ID,
      }),
      // A name no formula writes: a 404 once the input is read, nothing priced or removed.
      'POST /api/consultas/fijarPrecioIngrediente': () => ({
        name: 'Ingrediente que ninguna fórmula usa',
        unit: 'kg',
        unitPriceCents: 120,
      }),
      'POST /api/consultas/quitarPrecioIngrediente': () => ({
        name: 'Ingrediente que ninguna fórmula usa',
      }),
      // Reads only: a formula's ingredients at a 200 L batch.
      'POST /api/cotizar/desdeFormula': () => ({
        formulaId: formula!.id,
        batchAmount: 200,
        batchUnit: 'L',
      }),
      // A new order each time (its own key); moving one that does not exist changes nothing.
      'POST /api/pedido/crear': () => ({
        items: [{ presentationId: orderable!.id, quantity: 2 }],
        billing: {
          identificationType: 'cedula',
          identification: '1714307103',
          name: 'Rosa Cevallos',
          address: 'Av. Ilaló 123, Sangolquí',
          email: 'rosa@ejemplo.ec',
          phone: '099 123 4567',
        },
        delivery: { method: 'pickup', branchIndex: 0 },
        payment: { method: 'on_pickup' },
        idempotencyKey: `pedido-${unique()}`,
      }),
      'POST /api/pedido/cambiarEstado': () => ({
        id: NO_SUCH_ID,
        status: 'shipped',
        carrier: 'Servientrega',
        guideNumber: 'SE-123',
        note: 'Salió hoy',
      }),
      'GET /api/pedido/getPedido': () => ({ id: NO_SUCH_ID }),
      // The lines of an order that does not exist (404 once read).
      'POST /api/pedido/cambiarLineas': () => ({
        id: NO_SUCH_ID,
        lines: [{ position: 0, quantity: 2, presentationId: NO_SUCH_ID }],
        note: 'El cliente pidió menos',
      }),
      // Invoicing: documents and orders that do not exist (404 once read); the settings are
      // saved whole, as the administrator's form does.
      'POST /api/facturacion/configuracion': () => ({
        environment: 'pruebas',
        establishment: '001',
        emissionPoint: '002',
        headOfficeAddress: 'Av. Ilaló 123, Sangolquí',
        establishmentAddress: 'Av. Ilaló 123, Sangolquí',
        keepsAccounts: true,
        specialTaxpayerResolution: null,
        withholdingAgentResolution: null,
        rimpe: 'ninguno',
        xmlVersion: '1.1.0',
        autoIssue: false,
      }),
      // Stock of a product that does not exist (404 once read).
      'POST /api/inventario/ajuste': () => ({
        productId: NO_SUCH_ID,
        branchId: 'valle-de-los-chillos',
        counted: 12.5,
        reason: 'Conteo de fin de mes',
      }),
      'POST /api/inventario/transferencia': () => ({
        productId: NO_SUCH_ID,
        fromBranchId: 'valle-de-los-chillos',
        toBranchId: 'sur-de-quito',
        quantity: 2,
        note: 'Para el fin de semana',
      }),
      'POST /api/inventario/minimo': () => ({
        productId: NO_SUCH_ID,
        branchId: 'sur-de-quito',
        minimum: 40.5,
      }),
      // A supplier with nothing in the suggestion (404 once read).
      'POST /api/inventario/sugerencia/enviar': () => ({
        supplierId: NO_SUCH_ID,
        email: 'ventas@proveedor.ec',
      }),
      // A purchase that does not exist (404 once read).
      'POST /api/inventario/recibirCompra': () => ({
        documentId: NO_SUCH_ID,
        branchId: 'sur-de-quito',
        lines: [{ line: 1, productId: product!.id, quantity: 50 }],
      }),
      'POST /api/facturacion/emitir': () => ({ orderId: NO_SUCH_ID }),
      'POST /api/facturacion/reintentar': () => ({ id: NO_SUCH_ID }),
      'POST /api/facturacion/notaCredito': () => ({
        invoiceId: NO_SUCH_ID,
        reason: 'Devolución de mercadería',
        lines: [{ line: 0, quantity: 1 }],
      }),
      'GET /api/facturacion/getFactura': () => ({ id: NO_SUCH_ID }),
      'GET /api/inventario/stock': () => ({ id: NO_SUCH_ID }),
      'GET /api/inventario/kardex': () => ({ id: NO_SUCH_ID, kind: 'sale' }),
      'GET /api/inventario/compras': () => ({ q: 'químicos' }),
      'GET /api/inventario/compra': () => ({ id: NO_SUCH_ID }),
      'GET /api/facturacion/xml': () => ({ id: NO_SUCH_ID }),
      'GET /api/facturacion/ride': () => ({ id: NO_SUCH_ID }),
      'POST /api/carrito/guardar': () => ({
        items: [{ presentationId: presentation!.id, quantity: 2 }],
      }),
      'POST /api/carrito/combinar': () => ({
        items: [{ presentationId: presentation!.id, quantity: 1 }],
      }),
      'POST /api/pedido/calcular': () => ({
        items: [{ presentationId: presentation!.id, quantity: 2 }],
        // The suite reads a union's first option: pickup.
        delivery: { method: 'pickup', branchIndex: 0 },
        identificationType: 'ruc',
        identification: '1793213150001',
      }),
      // The table as it is: a valid save changes no price.
      'POST /api/envios/guardar': () => ({
        bandLimitsKg: [5, 30, 100],
        maxCourierKg: 500,
        rates: rates.map(({ province, bandCents, extraKgCents, deliveryDays }) => ({
          province,
          bandCents,
          extraKgCents,
          deliveryDays,
        })),
      }),
      // QuimIA (no model: offline answers). A new conversation each time; the others name one
      // that does not exist.
      'POST /api/openia/chatAsistente': () => ({ message: 'precio del ácido cítrico' }),
      'POST /api/openia/renombrarConversacion': () => ({ id: NO_SUCH_ID, title: 'Precios' }),
      'POST /api/openia/eliminarConversacion': () => ({ id: NO_SUCH_ID }),
      'POST /api/openia/getDescripcionProducto': () => ({ productId: product!.id }),
      'POST /api/producto/getRespuestaQuimIA': () => ({
        productId: product!.id,
        question: '¿Cuál es el precio?',
      }),
      'GET /api/producto/buscar': () => ({ q: 'acido' }),
      'GET /api/product/search': () => ({ q: 'acido' }),
      'GET /api/formula/buscar': () => ({ q: 'jabon' }),
      'GET /api/producto/getProducto': () => ({ slug: product!.slug }),
      'GET /api/product/details': () => ({ slug: product!.slug }),
      'GET /api/producto/listaPorTipo': () => ({ tipo: type!.slug }),
      'GET /api/producto/getTipoProducto': () => ({ slug: type!.slug }),
      'GET /api/formula/getFormula': () => ({ slug: formula!.slug }),
      'GET /api/formula/getFormulasSugeridas': () => ({ slug: formula!.slug }),
      'GET /api/usuario/getUsuario': () => ({ id: admin.id }),
      'GET /api/uploads/getImagen': () => ({ id: NO_SUCH_ID }),
      'GET /api/uploads/getDocumento': () => ({ id: NO_SUCH_ID }),
      'GET /api/cotizar/verCotizacion': () => ({ token: NO_SUCH_QUOTATION }),
      'GET /api/cotizar/pdf': () => ({ token: NO_SUCH_QUOTATION }),
      'GET /api/cotizar/getCotizacion': () => ({ id: NO_SUCH_ID }),
      // The metrics over a range and grouping of their own, so a hostile field is the only fault.
      'GET /api/metricas/serieCotizaAndComentario': () => ({
        desde: '2026-01-01',
        hasta: '2026-03-31',
        agrupar: 'semana',
      }),
      'GET /api/metricas/ventasCompras': () => ({
        desde: '2026-01-01',
        hasta: '2026-03-31',
        agrupar: 'dia',
      }),
      'GET /api/metricas/estados': () => ({ desde: '2026-01-01', hasta: '2026-03-31' }),
      'GET /api/metricas/conversion': () => ({ desde: '2026-01-01', hasta: '2026-03-31' }),
      'GET /api/metricas/topProductos': () => ({ desde: '2026-01-01', limite: 5 }),
      'GET /api/metricas/topClientes': () => ({ hasta: '2026-03-31', limite: 5 }),
      'GET /api/metricas/comentariosPendientes': () => ({ limite: 5 }),
    };
  });
  afterAll(() => app.close());

  /**
   * Everything a request could have written: row counts, and the content of the catalogue rows
   * (users only counted: signing in stamps their activity).
   */
  async function fingerprint(): Promise<string> {
    const result = await app.db.execute(sql`
      select concat_ws('|',
        (select count(*) from users),
        (select count(*) from contact_messages),
        (select count(*) from quotations),
        (select count(*) from quotation_revisions),
        (select count(*) from quotation_messages),
        (select count(*) from orders),
        (select count(*) from order_events),
        (select count(*) from formula_comments),
        (select count(*) from images),
        (select count(*) from documents),
        (select count(*) from stock_moves),
        (select count(*) from purchase_receipts),
        (select md5(coalesce(string_agg(t.settings::text, ','), '')) from company_settings t),
        (select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from products t),
        (select md5(coalesce(string_agg(t::text, ',' order by t::text), ''))
           from product_presentations t),
        (select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from formulas t),
        (select md5(coalesce(string_agg(t::text, ',' order by t::text), ''))
           from formula_ingredients t),
        (select md5(coalesce(string_agg(t::text, ',' order by t::text), ''))
           from customer_billing t),
        (select md5(coalesce(string_agg(t::text, ',' order by t::text), ''))
           from delivery_addresses t),
        (select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from cart_lines t),
        (select md5(coalesce(string_agg(concat_ws(':', province, band_cents, extra_kg_cents,
           delivery_days), ',' order by province), '')) from shipping_rates),
        (select md5(concat_ws(':', band_limits_kg, max_courier_kg)) from shipping_table)
      ) as print`);
    const rows = (result as unknown as { rows: { print: string }[] }).rows;
    return rows[0]!.print;
  }

  /** The routes with a JSON body or a query string, and the fields their schemas accept. */
  function targets() {
    return app.routeAccess.flatMap((route) => {
      const key = `${route.method} ${route.url}`;
      const part = route.method === 'GET' ? 'querystring' : 'body';
      const schema = route.schema?.[part] as z.ZodType | undefined;
      if (!schema) return [];
      return [{ key, route, part, leaves: leavesOf(schema), sample: samples[key] ?? (() => ({})) }];
    });
  }

  /** Sends one request as the admin, from its own address (rate limits stay out of the way). */
  async function send(method: string, url: string, part: string, input: Record<string, unknown>) {
    clients += 1;
    const remoteAddress = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
    if (part === 'body') {
      return app.inject({
        method: method as 'POST',
        url,
        payload: input,
        headers: bearer(adminToken),
        remoteAddress,
      });
    }
    // Built by hand: a query string may carry what `URLSearchParams` would refuse to encode.
    const query = Object.entries(input)
      .flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map(
          (item) =>
            `${name}=${String(item).includes('%') ? String(item) : encodeURIComponent(String(item))}`,
        ),
      )
      .join('&');
    return app.inject({
      method: 'GET',
      url: query ? `${url}?${query}` : url,
      headers: bearer(adminToken),
      remoteAddress,
    });
  }

  it('finds the fields of every route from its schema', () => {
    const fields = Object.fromEntries(
      targets().map((target) => [target.key, target.leaves.map((leaf) => fieldName(leaf.path))]),
    );
    expect(fields['POST /api/producto/guardar']).toEqual(
      expect.arrayContaining([
        'name',
        'typeId',
        'businessLineIds.0',
        'presentations.0.label',
        'minimumOrder',
      ]),
    );
    expect(fields['POST /api/formula/guardar']).toEqual(
      expect.arrayContaining(['contentHtml', 'ingredients.0.name', 'ingredients.0.amount']),
    );
    expect(fields['GET /api/producto/lista']).toEqual(expect.arrayContaining(['q', 'page']));
    // Every write with a JSON body has a valid sample, so its handler is reached.
    const writes = targets().filter((target) => target.part === 'body');
    expect(writes.filter((target) => !samples[target.key]).map((target) => target.key)).toEqual([]);
  });

  it('refuses a NUL or a lone surrogate in any field with a 400 naming every such field', async () => {
    const wrong: string[] = [];
    for (const target of targets()) {
      const strings = target.leaves.filter((leaf) => leaf.kind === 'string');
      if (strings.length === 0) continue;
      // Query strings are bytes: a lone surrogate cannot be written in one, only a NUL.
      const values = target.part === 'body' ? ['a\u0000b', 'a\uD800b', '\uDC00'] : ['a%00b'];
      for (const value of values) {
        const before = await fingerprint();
        let input = target.sample();
        for (const leaf of strings) input = withValue(input, leaf.path, value);
        const response = await send(target.route.method, target.route.url, target.part, input);
        const body = JSON.parse(response.body) as {
          code?: string;
          details?: { field: string; message: string }[];
        };
        const named = (body.details ?? [])
          .filter((detail) => detail.message === INVALID_TEXT_MESSAGE)
          .map((detail) => detail.field)
          .sort();
        const expected = strings.map((leaf) => fieldName(leaf.path)).sort();
        if (
          response.statusCode !== 400 ||
          body.code !== 'VALIDATION_ERROR' ||
          JSON.stringify(named) !== JSON.stringify(expected)
        ) {
          wrong.push(`${target.key} ${JSON.stringify(value)}: ${response.statusCode} ${named}`);
        }
        if ((await fingerprint()) !== before) wrong.push(`${target.key}: data changed`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps replacement patterns as plain text wherever the input is otherwise valid', async () => {
    const wrong: string[] = [];
    let last = await fingerprint();
    for (const target of targets()) {
      const strings = target.leaves.filter((leaf) => leaf.kind === 'string');
      if (strings.length === 0) continue;
      // The patterns go into every field at once; the fields whose format refuses them (codes,
      // e-mails, ids…) are put back, so the handler runs with the patterns everywhere else.
      let hostile = strings;
      for (let round = 0; round < 3 && hostile.length > 0; round += 1) {
        let input = target.sample();
        for (const leaf of hostile) input = withValue(input, leaf.path, REPLACEMENT_PATTERNS);
        const response = await send(target.route.method, target.route.url, target.part, input);
        const now = await fingerprint();
        if (response.statusCode >= 500) wrong.push(`${target.key}: ${response.statusCode}`);
        if (response.statusCode >= 400 && now !== last) wrong.push(`${target.key}: data changed`);
        last = now;
        if (response.statusCode !== 400) break;
        const refused = new Set(
          ((JSON.parse(response.body) as { details?: { field: string }[] }).details ?? []).map(
            (detail) => detail.field,
          ),
        );
        if (refused.size === 0) break;
        hostile = hostile.filter((leaf) => !refused.has(fieldName(leaf.path)));
      }
    }
    expect(wrong).toEqual([]);
    // Applied in full and as written: the product and the formula carry the text unchanged.
    const [product] = await app.db
      .select({ name: products.name, description: products.description })
      .from(products)
      .where(eq(products.name, REPLACEMENT_PATTERNS));
    expect(product).toEqual({ name: REPLACEMENT_PATTERNS, description: REPLACEMENT_PATTERNS });
    const [formula] = await app.db
      .select({ title: formulas.title })
      .from(formulas)
      .where(eq(formulas.title, REPLACEMENT_PATTERNS));
    expect(formula?.title).toBe(REPLACEMENT_PATTERNS);
  });

  it('refuses a megabyte, out-of-range numbers and wrong types in every field, without a 5xx or a partial write', async () => {
    const wrong: string[] = [];
    let last = await fingerprint();
    for (const target of targets()) {
      for (const leaf of target.leaves) {
        const field = fieldName(leaf.path);
        const values: { value: unknown; refused: boolean }[] =
          leaf.kind === 'string'
            ? [
                // A URL never carries a megabyte (the HTTP parser stops it first).
                {
                  value: target.part === 'body' ? MEGABYTE : MEGABYTE.slice(0, 20_000),
                  refused: true,
                },
                { value: target.part === 'body' ? 7 : ['a', 'b'], refused: false },
              ]
            : target.part === 'body'
              ? [
                  ...BAD_NUMBERS.map((value) => ({
                    value,
                    refused: Math.abs(value) > 2_147_483_647,
                  })),
                  { value: '12', refused: true },
                ]
              : BAD_QUERY_NUMBERS.map((value) => ({
                  value,
                  refused: value === '99999999999999',
                }));
        for (const { value, refused } of values) {
          const input = withValue(target.sample(), leaf.path, value);
          const response = await send(target.route.method, target.route.url, target.part, input);
          const now = await fingerprint();
          const shown = `${target.key} ${field}=${JSON.stringify(value).slice(0, 20)}`;
          if (response.statusCode >= 500) wrong.push(`${shown}: ${response.statusCode}`);
          if (refused && response.statusCode !== 400) {
            wrong.push(`${shown}: ${response.statusCode}, not 400`);
          }
          if (response.statusCode >= 400 && now !== last) wrong.push(`${shown}: data changed`);
          last = now;
        }
      }
    }
    expect(wrong).toEqual([]);
    // Several requests per field of every route: it grows with the API, and a busy machine
    // (the suites run side by side) stretches it.
  }, 120_000);

  it('applies the text rule to the text fields of an upload', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const upload = (alt: string) => {
      const boundary = `----quimia${randomBytes(8).toString('hex')}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/uploads/subirImagen',
        payload,
        headers: {
          ...bearer(adminToken),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
    };
    const stored = async () => (await app.db.select({ n: count() }).from(images))[0]!.n;
    const before = await stored();
    const refused = await upload('foto\u0000');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'alt', message: INVALID_TEXT_MESSAGE }],
    });
    expect(await stored()).toBe(before);
    const accepted = await upload("Foto $` $' $&");
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().image.alt).toBe("Foto $` $' $&");
  });
});
