import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarDay, type AssistantSource } from '@quimia/contracts';
import { HttpError } from '../../lib/errors';
import {
  listParties,
  listPartyProducts,
  listProductParties,
  loadConsultaProduct,
  loadFormulaCost,
  loadParty,
} from '../../modules/consultas';
import { readMetricsSummary } from '../metrics';
import {
  dollars,
  findFormulas,
  findProducts,
  formulaRecord,
  productRecord,
  productRecordSources,
  quantityText,
  resolveFormula,
  resolveProduct,
  type Reader,
} from './catalogue-reads';

// The tools QuimIA's model may call. Each runs on the server, read-only, with what the signed-in
// user may see: the catalogue for everyone (drafts for staff only), the consultas for staff
// only. Their arguments come from the model and are treated as hostile: parsed and validated.

export type ToolContext = Reader & {
  /** Today on the shop's calendar (the consultas' months end there). */
  today: string;
};

export type ToolResult<D = unknown> = {
  /** What the model reads back, as JSON. */
  data: D;
  sources: AssistantSource[];
};

type ToolDefinition<S extends z.ZodType, R extends ToolResult> = {
  name: string;
  /** Shown to the user while it runs ("Buscando productos"). */
  running: string;
  /** Stored with the answer ("Buscar productos"). */
  title: string;
  description: string;
  args: S;
  staffOnly: boolean;
  run(args: z.output<S>, context: ToolContext): Promise<R>;
};

const define = <S extends z.ZodType, R extends ToolResult>(tool: ToolDefinition<S, R>) => tool;
type AnyTool = ToolDefinition<z.ZodType, ToolResult>;

const text = (description: string, max = 200) =>
  z.string().trim().min(1).max(max).describe(description);
const limit = z.number().int().min(1).max(10).default(5).describe('Cuántos resultados, de 1 a 10');

const notFoundResult = (message: string) => ({ data: { error: message }, sources: [] });

const consultaPage = { page: 1, pageSize: 8, orden: 'monto', dir: 'desc' as const };

export const searchProductsTool = define({
  name: 'buscar_productos',
  running: 'Buscando productos',
  title: 'Buscar productos',
  description:
    'Busca productos del catálogo por nombre, sinónimo, código, número CAS o uso. Devuelve nombre, precio desde, stock y enlace.',
  args: z.object({ consulta: text('Qué buscar, p. ej. "ácido cítrico"', 100), limite: limit }),
  staffOnly: false,
  async run({ consulta, limite }, context) {
    const { cards, sources } = await findProducts(context, consulta, limite);
    return { data: { encontrados: cards.length, productos: cards }, sources };
  },
});

export const readProductTool = define({
  name: 'ver_producto',
  running: 'Leyendo el producto',
  title: 'Ver producto',
  description:
    'Lee un producto: presentaciones con precio sin IVA, stock, pedido mínimo, seguridad (pictogramas GHS, palabra de advertencia, indicaciones de peligro), fórmulas que lo usan y enlace.',
  args: z.object({ producto: text('Nombre, código o slug del producto') }),
  staffOnly: false,
  async run({ producto }, context) {
    const detail = await resolveProduct(context, producto);
    if (!detail) return notFoundResult(`No hay un producto que coincida con "${producto}"`);
    return { data: productRecord(detail), sources: productRecordSources(detail) };
  },
});

export const searchFormulasTool = define({
  name: 'buscar_formulas',
  running: 'Buscando fórmulas',
  title: 'Buscar fórmulas',
  description:
    'Busca fórmulas (recetas de elaboración: jabones, desinfectantes, champús…) por título, ingrediente o contenido.',
  args: z.object({
    consulta: text('Qué fórmula buscar, p. ej. "jabón líquido"', 100),
    limite: limit,
  }),
  staffOnly: false,
  async run({ consulta, limite }, context) {
    const { cards, sources } = await findFormulas(context, consulta, limite);
    return { data: { encontradas: cards.length, formulas: cards }, sources };
  },
});

export const readFormulaTool = define({
  name: 'ver_formula',
  running: 'Leyendo la fórmula',
  title: 'Ver fórmula',
  description:
    'Lee una fórmula: rendimiento, ingredientes con cantidades y enlaces, pasos y seguridad.',
  args: z.object({ formula: text('Título o slug de la fórmula') }),
  staffOnly: false,
  async run({ formula }, context) {
    const detail = await resolveFormula(context, formula);
    if (!detail) return notFoundResult(`No hay una fórmula que coincida con "${formula}"`);
    const record = formulaRecord(detail);
    const products = detail.formula.ingredients.flatMap((ingredient) =>
      ingredient.product
        ? [
            {
              kind: 'product' as const,
              title: ingredient.product.name,
              href: `/product/${ingredient.product.slug}`,
            },
          ]
        : [],
    );
    return {
      data: record,
      sources: [{ kind: 'formula', title: record.titulo, href: record.enlace }, ...products],
    };
  },
});

export const clientTool = define({
  name: 'consultar_cliente',
  running: 'Consultando las compras del cliente',
  title: 'Consultar cliente',
  description:
    'Solo personal: lo que un cliente nos compró (monto, facturas, fechas y productos más comprados), por nombre, RUC o cédula.',
  args: z.object({ cliente: text('Nombre, RUC o cédula del cliente', 120) }),
  staffOnly: true,
  async run({ cliente }, context) {
    const db = context.app.db;
    const { items } = await listParties(db, 'sale', { ...consultaPage, pageSize: 5, q: cliente });
    const first = items[0];
    if (!first) return notFoundResult(`No hay clientes que coincidan con "${cliente}"`);
    const party = await loadParty(db, first.id, context.today);
    const bought = await listPartyProducts(db, 'sale', { ...consultaPage, id: first.id });
    const href = `/dashboard/consultas/clientes/${first.id}`;
    return {
      data: {
        cliente: {
          nombre: first.name,
          identificacion: first.identification,
          email: first.email,
          telefono: first.phone,
        },
        ventas: party && {
          montoSinIva: dollars(party.sales.amountCents),
          facturas: party.sales.invoiceCount,
          notasDeCredito: party.sales.creditNoteCount,
          primera: party.sales.firstDate,
          ultima: party.sales.lastDate,
          promedioPorFactura: dollars(party.sales.averageInvoiceCents),
        },
        productosMasComprados: bought.items.map((item) => ({
          nombre: item.name,
          cantidad: item.quantity,
          montoSinIva: dollars(item.amountCents),
          ultimaFecha: item.lastDate,
        })),
        otrosQueCoinciden: items.slice(1).map((item) => item.name),
        enlace: href,
      },
      sources: [{ kind: 'client', title: first.name, href }],
    };
  },
});

export const productBusinessTool = define({
  name: 'consultar_producto_negocio',
  running: 'Consultando ventas y compras del producto',
  title: 'Consultar ventas y compras de un producto',
  description:
    'Solo personal: ventas, compras, proveedores, costo más reciente, margen y principales clientes de un producto del catálogo.',
  args: z.object({ producto: text('Nombre, código o slug del producto') }),
  staffOnly: true,
  async run({ producto }, context) {
    const detail = await resolveProduct(context, producto);
    if (!detail) return notFoundResult(`No hay un producto que coincida con "${producto}"`);
    const id = detail.product.id;
    const db = context.app.db;
    const figures = await loadConsultaProduct(db, id, context.today);
    if (!figures) return notFoundResult(`No hay un producto que coincida con "${producto}"`);
    const [suppliers, clients] = await Promise.all([
      listProductParties(db, 'purchase', { ...consultaPage, pageSize: 5, id }),
      listProductParties(db, 'sale', { ...consultaPage, pageSize: 5, id }),
    ]);
    const href = `/dashboard/consultas/productos/${id}`;
    const party = (item: (typeof clients.items)[number]) => ({
      nombre: item.name,
      cantidad: item.quantity,
      montoSinIva: dollars(item.amountCents),
      ultimaFecha: item.lastDate,
    });
    return {
      data: {
        producto: figures.product.name,
        unidad: figures.product.unit,
        ventas: {
          cantidad: figures.sales.quantity,
          montoSinIva: dollars(figures.sales.amountCents),
          clientes: figures.sales.clientCount,
          ultima: figures.sales.lastDate,
          precioPromedio: figures.sales.averageUnitPrice,
        },
        compras: {
          cantidad: figures.purchases.quantity,
          montoSinIva: dollars(figures.purchases.amountCents),
          proveedores: figures.purchases.supplierCount,
          ultima: figures.purchases.lastDate,
          costoPromedio: figures.purchases.averageUnitCost,
        },
        costoMasReciente: figures.lastCost && {
          costoPorUnidad: figures.lastCost.unitCost,
          unidad: figures.lastCost.unit,
          fecha: figures.lastCost.date,
          proveedor: figures.lastCost.supplierName,
        },
        margenPorcentaje: figures.marginPercent,
        proveedores: suppliers.items.map(party),
        principalesClientes: clients.items.map(party),
        enlace: href,
      },
      sources: [
        // Its consultas page beside its catalogue page: two sources, told apart by their names.
        { kind: 'product', title: `${figures.product.name}: ventas y compras`, href },
        ...productRecordSources(detail).slice(0, 1),
      ],
    };
  },
});

export const formulaCostTool = define({
  name: 'costo_formula',
  running: 'Calculando el costo del lote',
  title: 'Costo de una fórmula',
  description:
    'Solo personal: costo de un lote de una fórmula con los costos de compra más recientes, su precio a catálogo y el margen.',
  args: z.object({
    formula: text('Título o slug de la fórmula'),
    lote: z
      .number()
      .positive()
      .max(1_000_000)
      .optional()
      .describe('Tamaño del lote en la unidad del rendimiento; por defecto el de la fórmula'),
  }),
  staffOnly: true,
  async run({ formula, lote }, context) {
    const detail = await resolveFormula(context, formula);
    if (!detail) return notFoundResult(`No hay una fórmula que coincida con "${formula}"`);
    const cost = await loadFormulaCost(context.app.db, detail.formula.id, lote);
    if (!cost) return notFoundResult(`No hay una fórmula que coincida con "${formula}"`);
    const href = `/dashboard/consultas/formulas/${cost.formulaId}`;
    return {
      data: {
        formula: cost.title,
        lote: cost.batch && `${cost.batch.amount} ${cost.batch.unit}`,
        costoDelLote: dollars(cost.batchCostCents),
        costoPorUnidad: dollars(cost.costPerYieldUnitCents),
        aPrecioDeCatalogo: dollars(cost.catalogueCents),
        margenPorcentaje: cost.marginPercent,
        ingredientesSinCosto: cost.missingCostCount,
        ingredientes: cost.lines.map((line) => ({
          nombre: line.productName ?? line.name,
          cantidad: `${quantityText(line.amount)} ${line.unit}`,
          costo: dollars(line.costCents),
          notas: line.notes,
        })),
        notas: cost.notes,
        enlace: href,
      },
      sources: [{ kind: 'formula', title: cost.title, href }],
    };
  },
});

const day = (description: string) =>
  calendarDay('La fecha debe ser un día AAAA-MM-DD que exista').optional().describe(description);

export const metricsTool = define({
  name: 'metricas_negocio',
  running: 'Leyendo las métricas del negocio',
  title: 'Métricas del negocio',
  description:
    'Solo personal: ventas y compras sin IVA, cotizaciones y pedidos por estado, conversión de cotizaciones en pedidos, productos y clientes que más venden, productos bajo su mínimo en cada sucursal (lo disponible) y comentarios por moderar, en un rango de fechas (por defecto los últimos doce meses).',
  args: z.object({
    desde: day('Primer día, AAAA-MM-DD'),
    hasta: day('Último día, AAAA-MM-DD'),
  }),
  staffOnly: true,
  async run({ desde, hasta }, context) {
    try {
      const summary = await readMetricsSummary(context.app.db, { desde, hasta }, context.today);
      return {
        data: {
          desde: summary.desde,
          hasta: summary.hasta,
          ventasSinIva: dollars(summary.trade.salesCents),
          comprasSinIva: dollars(summary.trade.purchasesCents),
          facturasDeVenta: summary.trade.salesInvoices,
          facturasDeCompra: summary.trade.purchaseInvoices,
          cotizacionesPorEstado: summary.quotationsByStatus,
          pedidosPorEstado: Object.fromEntries(
            Object.entries(summary.ordersByStatus).map(([status, figures]) => [
              status,
              { cantidad: figures.count, totalConIva: dollars(figures.totalCents) },
            ]),
          ),
          conversion: summary.conversion,
          productosMasVendidos: summary.topProducts.map((item) => ({
            nombre: item.name,
            cantidad: `${quantityText(item.quantity)} ${item.unit}`,
            ventasSinIva: dollars(item.salesCents),
            enlace: `/dashboard/consultas/productos/${item.productId}`,
          })),
          mejoresClientes: summary.topClients.map((item) => ({
            nombre: item.name,
            comprasSinIva: dollars(item.amountCents),
            facturas: item.invoiceCount,
            enlace: `/dashboard/consultas/clientes/${item.partyId}`,
          })),
          // Per branch: what is available there (on hand less what orders hold) against the
          // minimum that branch keeps.
          productosBajoMinimo: {
            total: summary.lowStock.total,
            items: summary.lowStock.items.map((item) => ({
              nombre: item.name,
              codigo: item.code,
              sucursal: item.branchName,
              disponible: `${quantityText(item.available)} ${item.unit}`,
              reservado: `${quantityText(item.reserved)} ${item.unit}`,
              minimo: `${quantityText(item.minimum)} ${item.unit}`,
              faltante: `${quantityText(item.shortfall)} ${item.unit}`,
            })),
            enlace: '/dashboard/inventario/sugerencia',
          },
          comentariosPorModerar: summary.commentsToModerate,
          enlace: '/dashboard/analytics',
        },
        sources: [{ kind: 'metric' as const, title: 'Métricas', href: '/dashboard/analytics' }],
      };
    } catch (error) {
      // A range the metrics refuse (desde after hasta) is said to the model, not thrown.
      if (error instanceof HttpError && error.statusCode === 400) {
        return notFoundResult(error.message);
      }
      throw error;
    }
  },
});

export const TOOLS = [
  searchProductsTool,
  readProductTool,
  searchFormulasTool,
  readFormulaTool,
  clientTool,
  productBusinessTool,
  formulaCostTool,
  metricsTool,
] as unknown as AnyTool[];

export type AssistantTool = AnyTool;

/** The tools a user may use: staff get the consultas too. */
export function toolsFor(staff: boolean): AssistantTool[] {
  return TOOLS.filter((tool) => staff || !tool.staffOnly);
}

export const toolByName = (name: string) => TOOLS.find((tool) => tool.name === name);

/** The tool of that name when this user may use it. */
export function usableTool(name: string, staff: boolean) {
  const tool = toolByName(name);
  return tool && (staff || !tool.staffOnly) ? tool : undefined;
}

/** A tool's arguments as JSON Schema, without the `$schema` line some servers refuse. */
function parametersOf(args: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(args, { io: 'input' });
  return schema;
}

/** The `tools` of a chat completions request. */
export function toolSpecs(tools: AssistantTool[]) {
  return tools.map((tool) => ({
    type: 'function' as const,
    function: {
      name: tool.name,
      description: tool.description,
      parameters: parametersOf(tool.args),
    },
  }));
}

/**
 * Runs a tool call the model asked for: an unknown or forbidden tool, arguments that are not JSON
 * or break the tool's schema answer an error the model reads, and nothing runs.
 */
export async function runToolCall(
  context: ToolContext,
  name: string,
  rawArguments: string,
): Promise<ToolResult & { tool: AssistantTool | null }> {
  const tool = usableTool(name, context.staff);
  if (!tool) {
    return {
      tool: null,
      data: { error: `La herramienta "${name.slice(0, 60)}" no existe` },
      sources: [],
    };
  }
  let parsed: unknown;
  try {
    parsed = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
  } catch {
    return { tool, data: { error: 'Los argumentos no son JSON válido' }, sources: [] };
  }
  const args = tool.args.safeParse(parsed);
  if (!args.success) {
    return {
      tool,
      data: {
        error: 'Argumentos no válidos',
        detalles: args.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      },
      sources: [],
    };
  }
  return { tool, ...(await tool.run(args.data, context)) };
}

export function toolContext(app: FastifyInstance, staff: boolean, today: string): ToolContext {
  return { app, staff, today };
}
