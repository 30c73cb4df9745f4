import { sql } from 'drizzle-orm';
import {
  companyRucCheckDigitMatches,
  countOf,
  ECUADOR_PROVINCES,
  isValidRuc,
  unitPriceFor,
  type CompanySettingsValues,
  type Delivery,
  type DeliveryOption,
  type IdentificationType,
  type PricedLine,
  type PriceQuoteResponse,
  type ShippingRate,
  type ShippingWeightSummary,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { formatCents } from '../../lib/money';
import { shippingRates, shippingTable } from '../../db/schema';
import {
  loadSaleRows,
  loadShippingRates,
  loadShippingTable,
  type SaleRow,
  type ShippingRateRow,
} from './pricing-queries';
import { freightCents, gramsOf, saleWeight, type FreightTable, type SaleWeight } from './freight';
import { lineSubtotalCents, saleLimitIssues, summarizeSale } from './sale-summary';
import { convertAmount, stockThousandths } from '../../lib/measures';

/** What pricing reads of the company settings (the caller reads them: `readCompany`). */
export type PricingSettings = Pick<
  CompanySettingsValues,
  'ivaRate' | 'consumidorFinalLimitCents' | 'freeShippingThresholdCents' | 'branches'
>;

export type PriceSaleInput = {
  /** Presentation and quantity only: whatever else a browser sent is never read. */
  items: readonly { presentationId: string; quantity: number }[];
  /** The chosen way to receive it; without it every option is still priced. */
  delivery?: Delivery;
  /** Checked against the consumidor final limit. */
  identificationType?: IdentificationType;
  /** With a RUC: a company RUC failing its check digit gets a warning. */
  identification?: string;
  settings: PricingSettings;
  /**
   * A cart or a checkout: a line beyond what is available is refused, saying what is left. A
   * quotation may ask for more (the shop buys it in), so it is not checked.
   */
  checkStock?: boolean;
};

export const ON_REQUEST_MESSAGE = 'Precio a consultar: solicita una cotización';
const UNAVAILABLE_MESSAGE = 'Este producto ya no está disponible';

const decimal = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 3 });

/** A product's minimum is met by the sum of its lines, in thousandths of its unit (numeric(14,3)). */
const EPSILON = 0.0005;

function unavailableLine(presentationId: string, quantity: number): PricedLine {
  return {
    presentationId,
    productId: '',
    productCode: '',
    productName: 'Producto no disponible',
    productSlug: '',
    presentationLabel: '',
    quantity,
    ivaCode: 'iva',
    listUnitPriceCents: null,
    unitPriceCents: null,
    breakFromQuantity: null,
    subtotalCents: null,
    dangerousGoods: null,
    error: UNAVAILABLE_MESSAGE,
  };
}

function pricedLine(row: SaleRow, quantity: number): PricedLine {
  const { unitPriceCents, breakFromQuantity } = unitPriceFor(
    row.priceCents,
    row.priceBreaks,
    quantity,
  );
  let error: string | null = null;
  if (row.status !== 'published') error = `${row.name} ya no está a la venta`;
  else if (unitPriceCents === null) error = ON_REQUEST_MESSAGE;
  else if (row.saleMultiple !== null && quantity % row.saleMultiple !== 0) {
    error = `${row.name} (${row.label}) se vende en múltiplos de ${row.saleMultiple} unidades`;
  }
  return {
    presentationId: row.presentationId,
    productId: row.productId,
    productCode: row.code,
    productName: row.name,
    productSlug: row.slug,
    presentationLabel: row.label,
    quantity,
    ivaCode: row.ivaCode,
    listUnitPriceCents: row.priceCents,
    unitPriceCents,
    breakFromQuantity,
    subtotalCents: lineSubtotalCents(unitPriceCents, quantity),
    dangerousGoods:
      row.unNumber !== null && row.hazardClass !== null
        ? { unNumber: row.unNumber, hazardClass: row.hazardClass }
        : null,
    error,
  };
}

/**
 * The message for each product whose lines together need more than is available (at the pickup
 * branch, or at every branch together for an order that travels: staff move stock between
 * branches before it ships), saying what is left. A product sold to order is bought in for it;
 * one whose presentations cannot be compared with its unit is left to staff at confirmation.
 */
function stockShortfalls(
  lines: readonly { row: SaleRow; quantity: number }[],
  branch: { id: string; name: string } | null,
): Map<string, string> {
  const needs = new Map<string, { row: SaleRow; thousandths: number | null }>();
  for (const { row, quantity } of lines) {
    if (row.soldToOrder) continue;
    const need = stockThousandths(quantity, row.size, row.presentationUnit, row.unit, row.density);
    const entry = needs.get(row.productId) ?? { row, thousandths: 0 };
    entry.thousandths =
      need === null || entry.thousandths === null ? null : entry.thousandths + need;
    needs.set(row.productId, entry);
  }
  const messages = new Map<string, string>();
  for (const [productId, { row, thousandths }] of needs) {
    if (thousandths === null) continue;
    const available = Math.max(
      0,
      Math.round(
        Number(branch === null ? row.available : (row.branchAvailable?.[branch.id] ?? 0)) * 1000,
      ),
    );
    if (thousandths <= available) continue;
    const where = branch === null ? '' : ` en ${branch.name}`;
    messages.set(
      productId,
      available === 0
        ? `${row.name} está agotado${where}`
        : `Quedan ${decimal.format(available / 1000)} ${row.unit} de ${row.name}${where}`,
    );
  }
  return messages;
}

/**
 * The message for each product whose lines together fall short of its minimum order, in the
 * product's unit. A presentation in another unit counts converted (kg ↔ g, L ↔ mL ↔ gallons, mass
 * ↔ volume through the density); when one cannot be converted (a "caneca" of a product sold by
 * the kilogram) the product's total is unknown and its minimum is not checked: better to let the
 * seller confirm it than to refuse a buyer who meets it.
 */
function minimumShortfalls(items: readonly { row: SaleRow; quantity: number }[]) {
  const totals = new Map<string, { row: SaleRow; amount: number | null }>();
  for (const { row, quantity } of items) {
    const entry = totals.get(row.productId) ?? { row, amount: 0 };
    const amount = convertAmount(
      Number(row.size) * quantity,
      row.presentationUnit,
      row.unit,
      row.density === null ? null : Number(row.density),
    );
    entry.amount = entry.amount === null || amount === null ? null : entry.amount + amount;
    totals.set(row.productId, entry);
  }
  const messages = new Map<string, string>();
  for (const [productId, { row, amount }] of totals) {
    const minimum = Number(row.minimumOrder);
    if (minimum > 0 && amount !== null && amount + EPSILON < minimum) {
      messages.set(
        productId,
        `El pedido mínimo de ${row.name} es ${decimal.format(minimum)} ${row.unit}`,
      );
    }
  }
  return messages;
}

type ShippingContext = {
  lines: readonly PricedLine[];
  goodsCents: number;
  delivery: Delivery | undefined;
  rates: readonly ShippingRateRow[];
  table: FreightTable;
  weight: SaleWeight;
  settings: PricingSettings;
};

const kilograms = (grams: number) => `${decimal.format(grams / 1000)} kg`;

/**
 * Pickup, courier and special transport, each priced (or explained) for these lines: the courier
 * by the order's weight in the province's band; not offered for dangerous goods, nor above the
 * courier's weight limit.
 */
function deliveryOptions({
  lines,
  goodsCents,
  delivery,
  rates,
  table,
  weight,
  settings,
}: ShippingContext) {
  const dangerous = lines.filter((line) => line.dangerousGoods !== null);
  const threshold = settings.freeShippingThresholdCents;
  const free = threshold !== null && goodsCents >= threshold;
  const freeNote = threshold === null ? '' : ` Gratis desde ${formatCents(threshold)}.`;
  // Beside a price of zero the screen already says «Gratis»: the note says why instead.
  const reached = threshold === null ? '' : `; tu pedido alcanza los ${formatCents(threshold)}.`;
  const branches = settings.branches.map((branch) => branch.name);

  const pickup: DeliveryOption = {
    method: 'pickup',
    available: branches.length > 0,
    cents: branches.length > 0 ? 0 : null,
    note: branches.length > 0 ? `En ${branches.join(' o ')}` : 'No hay sucursales',
    deliveryDays: null,
  };

  const province = delivery && delivery.method !== 'pickup' ? delivery.province : null;
  const rate = province ? rates.find((row) => row.province === province) : undefined;
  const maxGrams = gramsOf(table.maxCourierKg);
  const weighs = kilograms(weight.grams);
  let shipping: DeliveryOption;
  if (dangerous.length > 0) {
    const names = dangerous
      .map(
        (line) =>
          `${line.productName} (${line.dangerousGoods!.unNumber}, clase ${line.dangerousGoods!.hazardClass})`,
      )
      .filter((name, index, all) => all.indexOf(name) === index);
    shipping = {
      method: 'shipping',
      available: false,
      cents: null,
      note: `${names.join(', ')}: mercancía peligrosa, no viaja por courier. Retira en sucursal o elige transporte especial.`,
      deliveryDays: null,
    };
  } else if (weight.grams > maxGrams) {
    shipping = {
      method: 'shipping',
      available: false,
      cents: null,
      note: `Tu pedido pesa ${weighs}: por courier enviamos hasta ${kilograms(maxGrams)}. Retira en sucursal o elige transporte especial, a coordinar.`,
      deliveryDays: null,
    };
  } else if (province && (!rate || rate.bandCents === null)) {
    shipping = {
      method: 'shipping',
      available: false,
      cents: null,
      note: `No enviamos por courier a ${province}: elige transporte especial, a coordinar.`,
      deliveryDays: null,
    };
  } else if (rate && rate.bandCents !== null) {
    const days = countOf(rate.deliveryDays, 'día hábil', 'días hábiles');
    shipping = {
      method: 'shipping',
      available: true,
      cents: free ? 0 : freightCents(weight.grams, table, rate),
      note: free
        ? `A ${province}, ${weighs}: llega en ${days}${reached}`
        : `A ${province}, ${weighs}: llega en ${days}.${freeNote}`,
      deliveryDays: rate.deliveryDays,
    };
  } else {
    const priced = rates.flatMap((row) => {
      const cents = freightCents(weight.grams, table, row);
      return cents === null ? [] : [cents];
    });
    shipping = {
      method: 'shipping',
      available: true,
      cents: free ? 0 : null,
      note: free
        ? `Por courier, según la provincia${reached}`
        : `${priced.length ? `Desde ${formatCents(Math.min(...priced))} ` : ''}según la provincia (${weighs}).${freeNote}`,
      deliveryDays: null,
    };
  }

  const special: DeliveryOption = {
    method: 'special',
    available: true,
    cents: null,
    note: 'Transporte autorizado para mercancías peligrosas, carga grande o zonas sin courier: lo cotizamos y coordinamos contigo.',
    deliveryDays: null,
  };
  return [pickup, shipping, special];
}

/** What these lines weigh, from their presentations' rows (a line of an unknown one weighs nothing). */
function weighRows(
  rows: readonly SaleRow[],
  items: readonly { presentationId: string; quantity: number }[],
): SaleWeight {
  const byId = new Map(rows.map((row) => [row.presentationId, row]));
  return saleWeight(
    items.flatMap((item) => {
      const row = byId.get(item.presentationId);
      return row
        ? [
            {
              productName: row.name,
              quantity: item.quantity,
              size: Number(row.size),
              presentationUnit: row.presentationUnit,
              shippingWeightKg: row.shippingWeightKg,
              unit: row.unit,
              density: row.density === null ? null : Number(row.density),
            },
          ]
        : [];
    }),
  );
}

function presentWeight(weight: SaleWeight): ShippingWeightSummary {
  return {
    kg: weight.grams / 1000,
    unknownProducts: weight.unknown,
    assumedDensityProducts: weight.assumed,
  };
}

/**
 * What these lines weigh for their freight (a quotation shows it; an order stores the quote's):
 * quantity × each presentation's shipping weight, given by staff or derived from its size.
 */
export async function weighSale(
  db: Database,
  items: readonly { presentationId: string; quantity: number }[],
): Promise<ShippingWeightSummary> {
  const rows = await loadSaleRows(
    db,
    items.map((item) => item.presentationId),
  );
  return presentWeight(weighRows(rows, items));
}

/**
 * What a cart or checkout costs, from the server's prices only: each line priced (best volume
 * price reached) or refused with its reason, the ways to receive it, the invoice's figures and
 * what stops the order. Lines on request or refused still show their figures where they have a
 * price; `errors` says the order cannot be placed as it is.
 */
export async function priceSale(db: Database, input: PriceSaleInput): Promise<PriceQuoteResponse> {
  const pickupBranch =
    input.delivery?.method === 'pickup'
      ? (input.settings.branches[input.delivery.branchIndex] ?? null)
      : null;
  const [rows, rates, table] = await Promise.all([
    loadSaleRows(
      db,
      input.items.map((item) => item.presentationId),
    ),
    loadShippingRates(db),
    loadShippingTable(db),
  ]);
  const byId = new Map(rows.map((row) => [row.presentationId, row]));
  const known = input.items.flatMap((item) => {
    const row = byId.get(item.presentationId);
    return row && row.status === 'published' ? [{ row, quantity: item.quantity }] : [];
  });
  const shortfalls = minimumShortfalls(known);
  const beyondStock = input.checkStock
    ? stockShortfalls(known, pickupBranch)
    : new Map<string, string>();
  // What each branch lacks, so a buyer choosing where to pick up sees it before choosing.
  const pickupStock = input.checkStock
    ? input.settings.branches.map((branch) => ({
        branchName: branch.name,
        shortfalls: [...stockShortfalls(known, branch).values()],
      }))
    : [];
  const lines = input.items.map((item) => {
    const row = byId.get(item.presentationId);
    if (!row) return unavailableLine(item.presentationId, item.quantity);
    const line = pricedLine(row, item.quantity);
    if (line.error !== null) return line;
    const error = shortfalls.get(row.productId) ?? beyondStock.get(row.productId);
    return error ? { ...line, error } : line;
  });

  const goodsCents = lines.reduce((sum, line) => sum + (line.subtotalCents ?? 0), 0);
  const weight = weighRows(rows, input.items);
  const options = deliveryOptions({
    lines,
    goodsCents,
    delivery: input.delivery,
    rates,
    table,
    weight,
    settings: input.settings,
  });
  const errors = lines.flatMap((line) => (line.error ? [line.error] : []));
  const warnings: string[] = [];

  let shippingCents = 0;
  const delivery = input.delivery;
  if (delivery) {
    const chosen = options.find((option) => option.method === delivery.method)!;
    if (delivery.method === 'pickup' && !input.settings.branches[delivery.branchIndex]) {
      errors.push('La sucursal elegida no existe: elige otra');
    } else if (!chosen.available) {
      errors.push(chosen.note ?? 'Elige otra forma de entrega');
    } else if (delivery.method === 'shipping') {
      shippingCents = chosen.cents ?? 0;
    } else if (delivery.method === 'special') {
      warnings.push(
        'El transporte especial se cotiza aparte: te confirmaremos su valor antes de despachar.',
      );
    }
  }

  const figures = { shippingCents, discountCents: 0, ivaRate: input.settings.ivaRate };
  const summary = summarizeSale(lines, figures);
  for (const issue of saleLimitIssues(lines, figures, {
    document: 'el pedido',
    linesField: 'items',
  })) {
    errors.push(issue.message);
  }

  const limit = input.settings.consumidorFinalLimitCents;
  if (input.identificationType === 'consumidor_final' && summary.totalCents > limit) {
    errors.push(
      `Como consumidor final puedes comprar hasta ${formatCents(limit)} por factura: ingresa tu cédula o RUC para un total de ${formatCents(summary.totalCents)}`,
    );
  }
  const identification = input.identification?.trim() ?? '';
  if (
    input.identificationType === 'ruc' &&
    identification[2] === '9' &&
    isValidRuc(identification) &&
    !companyRucCheckDigitMatches(identification)
  ) {
    warnings.push(
      `El RUC ${identification} no cumple el dígito verificador. Muchas sociedades recientes lo tienen así: confirma que está bien escrito.`,
    );
  }

  return {
    lines,
    summary,
    deliveryOptions: options,
    pickupStock,
    shippingWeight: presentWeight(weight),
    errors: [...new Set(errors)],
    warnings,
  };
}

/** The courier table as an administrator saves it (checked by the contracts). */
export type ShippingTableInput = {
  bandLimitsKg: readonly number[];
  maxCourierKg: number;
  rates: readonly ShippingRate[];
};

/**
 * Replaces the courier table (the bands, the courier limit, every province) in one transaction:
 * a quote never reads new bands with old prices.
 */
export async function saveShippingRates(
  db: Database,
  input: ShippingTableInput,
  userId: string,
): Promise<void> {
  const known = new Set<string>(ECUADOR_PROVINCES);
  const rows = input.rates.filter((rate) => known.has(rate.province));
  const now = new Date();
  await db.transaction(async (tx) => {
    const table = {
      bandLimitsKg: [...input.bandLimitsKg],
      maxCourierKg: input.maxCourierKg,
      updatedAt: now,
      updatedBy: userId,
    };
    await tx
      .insert(shippingTable)
      .values({ id: true, ...table })
      .onConflictDoUpdate({ target: shippingTable.id, set: table });
    if (rows.length === 0) return;
    await tx
      .insert(shippingRates)
      .values(
        rows.map((rate) => ({
          province: rate.province,
          bandCents: rate.bandCents,
          extraKgCents: rate.extraKgCents,
          deliveryDays: rate.deliveryDays,
          updatedAt: now,
          updatedBy: userId,
        })),
      )
      .onConflictDoUpdate({
        target: shippingRates.province,
        set: {
          bandCents: sql`excluded.band_cents`,
          extraKgCents: sql`excluded.extra_kg_cents`,
          deliveryDays: sql`excluded.delivery_days`,
          updatedAt: sql`excluded.updated_at`,
          updatedBy: sql`excluded.updated_by`,
        },
      });
  });
}
