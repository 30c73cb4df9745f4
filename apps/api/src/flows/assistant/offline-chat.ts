import {
  countOf,
  ORDER_STATUS_LABELS,
  QUOTATION_STATUS_LABELS,
  type AssistantSource,
  type OrderStatus,
  type QuotationStatus,
} from '@quimia/contracts';
import { normalizeText } from '../../lib/text';
import { quantityText, significantWords } from './catalogue-reads';
import { markdownLink, markdownText } from './markdown-text';
import type { AnswerEnd, AnswerEvent } from './model-chat';
import { addSources } from './model-chat';
import {
  clientTool,
  formulaCostTool,
  metricsTool,
  productBusinessTool,
  readFormulaTool,
  readProductTool,
  searchFormulasTool,
  searchProductsTool,
  type ToolContext,
} from './tools';

// QuimIA without a language model: it recognises the common requests by their words, runs the
// same tools the model would, and writes their results as Markdown. It never pretends to be a
// model, and says what it can do when it does not understand.

type Intent =
  | 'help'
  | 'metrics'
  | 'formulaCost'
  | 'client'
  | 'productBusiness'
  | 'formula'
  | 'price'
  | 'stock'
  | 'safety'
  | 'search';

/** Words that name what is asked, not what it is about: removed to find the subject. */
const INTENT_WORDS = new Set(
  (
    'precio precios cuesta cuestan vale valen valor costo costos cuanto cuanta stock existencia ' +
    'existencias disponible disponibles disponibilidad inventario quedan seguridad peligro peligros ' +
    'peligroso peligrosidad ghs pictograma pictogramas hoja ficha riesgo riesgos toxico toxicidad ' +
    'manipular manipulacion formula formulas receta recetas hacer preparar elaborar fabricar ventas ' +
    'venta vendido vendidos vendimos vendemos compras compra compramos compro compran proveedor ' +
    'proveedores margen cliente clientes lote datos busca buscame muestra muestrame ver dato ' +
    'tenemos usa usan lleva llevan'
  ).split(' '),
);

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** Words of a question about the whole business over a period ("ventas de este mes"). */
const PERIOD_WORDS = new Set(
  (
    'hoy ayer semana semanas mes meses ano anos pasado pasada ultimo ultima ultimos ultimas actual ' +
    'este esta negocio tienda empresa total totales general doce'
  ).split(' '),
);

/**
 * The days a question about the business names, in the shop's calendar (`today` is one of its
 * days): today, yesterday, the last seven days, this or last month, this or last year; none
 * named, undefined (the metrics' own default, the last twelve months).
 */
export function periodOf(
  question: string,
  today: string,
): { desde: string; hasta: string } | undefined {
  const text = normalizeText(question);
  const [year, month, dayOfMonth] = today.split('-').map(Number) as [number, number, number];
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const shifted = (days: number) => iso(new Date(Date.UTC(year, month - 1, dayOfMonth + days)));
  if (has(text, /\bhoy\b/)) return { desde: today, hasta: today };
  if (has(text, /\bayer\b/)) return { desde: shifted(-1), hasta: shifted(-1) };
  if (has(text, /\bsemana\b/)) return { desde: shifted(-6), hasta: today };
  if (has(text, /\b(mes pasado|ultimo mes|mes anterior)\b/)) {
    return {
      desde: iso(new Date(Date.UTC(year, month - 2, 1))),
      hasta: iso(new Date(Date.UTC(year, month - 1, 0))),
    };
  }
  if (has(text, /\bmes\b/)) return { desde: `${today.slice(0, 7)}-01`, hasta: today };
  if (has(text, /\b(ano pasado|ano anterior)\b/)) {
    return { desde: `${year - 1}-01-01`, hasta: `${year - 1}-12-31` };
  }
  if (has(text, /\bano\b/) && !has(text, /\bultimo ano\b/)) {
    return { desde: `${year}-01-01`, hasta: today };
  }
  return undefined;
}

export function recogniseIntent(question: string, staff: boolean): Intent {
  const text = normalizeText(question);
  if (staff) {
    if (
      has(text, /\b(metricas?|resumen|indicadores|estadisticas?|como (va|van|vamos|estamos))\b/) ||
      (has(text, /\b(ventas?|vendimos|vendido|compras|compramos)\b/) &&
        subjectOf(question)
          .split(' ')
          .every((word) => word === '' || PERIOD_WORDS.has(word)))
    ) {
      return 'metrics';
    }
    if (has(text, /\bcost[oe]s?\b|\bmargen\b/) && has(text, /\b(formula|receta|lote)\b/)) {
      return 'formulaCost';
    }
    // "el cliente de prueba" names a client; "los clientes del ácido" asks about a product.
    if (has(text, /\bcliente\b/)) return 'client';
    if (
      has(
        text,
        /\b(ventas?|vendid[oa]s?|vendimos|vendemos|compras|compramos|proveedor(es)?|margen|clientes)\b/,
      )
    ) {
      return 'productBusiness';
    }
  }
  if (
    has(text, /\b(formulas?|recetas?|como (hacer|preparar|elaborar|fabricar)|preparar|elaborar)\b/)
  ) {
    return 'formula';
  }
  if (has(text, /\b(precios?|cuestan?|valen?|valor|cuanto)\b/)) return 'price';
  if (has(text, /\b(stock|existencias?|disponib\w*|inventario|quedan)\b/)) return 'stock';
  if (
    has(
      text,
      /\b(seguridad|peligr\w*|ghs|pictogramas?|riesgos?|toxic\w*|corrosiv\w*|inflamable|msds|manipula\w*|precaucion\w*)\b/,
    )
  ) {
    return 'safety';
  }
  return subjectOf(question) ? 'search' : 'help';
}

/** What the question is about: its significant words without the words of the request. */
export function subjectOf(question: string): string {
  const kept = new Set(significantWords(question).filter((word) => !INTENT_WORDS.has(word)));
  return normalizeText(question)
    .split(/[^a-z0-9-]+/)
    .filter((word) => kept.delete(word))
    .join(' ');
}

const NOTICE =
  '_QuimIA está funcionando sin modelo de lenguaje: esta respuesta sale directamente de los datos de la tienda._';

export function offlineHelp(staff: boolean, lead?: string): string {
  return [
    lead ??
      'QuimIA está funcionando **sin modelo de lenguaje** (no hay un servidor de IA configurado), así que entiende pedidos concretos como estos:',
    '',
    '- **Buscar productos**: «busca ácido cítrico», «¿tienen soda cáustica?»',
    '- **Precio** de un producto: «precio del ácido cítrico»',
    '- **Stock**: «stock de glicerina»',
    '- **Seguridad** (pictogramas GHS, palabra de advertencia, indicaciones de peligro): «seguridad del hipoclorito»',
    '- **Fórmulas**: «fórmula de jabón líquido»',
    ...(staff
      ? [
          '- **Compras de un cliente**: «qué compra el cliente María Pérez»',
          '- **Ventas y compras de un producto**: «ventas de ácido cítrico»',
          '- **Costo de una fórmula**: «costo de la fórmula jabón líquido»',
          '- **Resumen del negocio**: «ventas de este mes», «resumen del año pasado»',
        ]
      : []),
  ].join('\n');
}

export const leadTime = (days: number) =>
  days === 0 ? 'Entrega inmediata.' : `Plazo de entrega: ${countOf(days, 'día', 'días')}.`;

const link = markdownLink;
const t = markdownText;
/** A table cell: a stored value (written as data) or Markdown this module built. */
type Cell = string | number | null | { markdown: string };
const built = (markdown: string): Cell => ({ markdown });
const table = (head: string[], rows: Cell[][]) => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...rows.map(
    (row) =>
      `| ${row
        .map((cell) =>
          cell === null ? '—' : typeof cell === 'object' ? cell.markdown : markdownText(cell),
        )
        .join(' | ')} |`,
  ),
];

/** The answer's Markdown and what it was grounded on, for one recognised request. */
async function compose(
  intent: Intent,
  question: string,
  context: ToolContext,
  ran: (name: string, label: string) => void,
): Promise<{ lines: string[]; sources: AssistantSource[] }> {
  const subject = subjectOf(question);
  const nothing = (what: string) => ({
    lines: [
      offlineHelp(
        context.staff,
        `No encontré ${what}. Esto es lo que puedo hacer sin modelo de lenguaje:`,
      ),
    ],
    sources: [],
  });
  if (intent === 'metrics') {
    ran(metricsTool.name, metricsTool.running);
    const { data, sources } = await metricsTool.run(
      periodOf(question, context.today) ?? {},
      context,
    );
    if ('error' in data) return nothing('cifras para ese período');
    const counted = <S extends string>(
      figures: Partial<Record<S, number>>,
      labels: Record<S, string>,
    ) =>
      (Object.entries(figures) as [S, number][])
        .filter(([, count]) => count > 0)
        .map(([status, count]) => `${count} ${labels[status].toLowerCase()}`)
        .join(', ') || 'ninguno';
    const orders = Object.fromEntries(
      Object.entries(data.pedidosPorEstado).map(([status, figures]) => [status, figures.cantidad]),
    ) as Partial<Record<OrderStatus, number>>;
    const { conversion } = data;
    return {
      lines: [
        `Resumen del negocio del ${data.desde} al ${data.hasta} (${link('ver métricas', data.enlace)}):`,
        '',
        `- Ventas: **${data.ventasSinIva}** sin IVA en ${countOf(data.facturasDeVenta, 'factura', 'facturas')}`,
        `- Compras: **${data.comprasSinIva}** sin IVA en ${countOf(data.facturasDeCompra, 'factura', 'facturas')}`,
        `- Cotizaciones: ${counted(data.cotizacionesPorEstado as Partial<Record<QuotationStatus, number>>, QUOTATION_STATUS_LABELS)}`,
        `- Pedidos: ${counted(orders, ORDER_STATUS_LABELS)}`,
        conversion.ratePercent === null
          ? '- Conversión: sin cotizaciones en el período'
          : `- Conversión: ${conversion.converted} de ${countOf(conversion.quotations, 'cotización', 'cotizaciones')} ${conversion.converted === 1 ? 'se volvió' : 'se volvieron'} pedido (${conversion.ratePercent} %)` +
            (conversion.averageDaysToConvert === null
              ? ''
              : `, en ${countOf(conversion.averageDaysToConvert, 'día', 'días')} en promedio`),
        `- Productos bajo su mínimo: ${data.productosBajoMinimo.total} · comentarios por moderar: ${data.comentariosPorModerar}`,
        ...(data.productosMasVendidos.length
          ? [
              '',
              'Productos que más venden:',
              '',
              ...table(
                ['Producto', 'Cantidad', 'Ventas sin IVA'],
                data.productosMasVendidos.map((item) => [
                  built(link(item.nombre, item.enlace)),
                  item.cantidad,
                  item.ventasSinIva,
                ]),
              ),
            ]
          : []),
        ...(data.mejoresClientes.length
          ? [
              '',
              'Mejores clientes:',
              '',
              ...table(
                ['Cliente', 'Facturas', 'Compras sin IVA'],
                data.mejoresClientes.map((item) => [
                  built(link(item.nombre, item.enlace)),
                  item.facturas,
                  item.comprasSinIva,
                ]),
              ),
            ]
          : []),
      ],
      sources,
    };
  }

  if (intent === 'help' || !subject) return { lines: [offlineHelp(context.staff)], sources: [] };

  if (intent === 'price' || intent === 'stock' || intent === 'safety') {
    ran(readProductTool.name, readProductTool.running);
    const { data, sources } = await readProductTool.run({ producto: subject }, context);
    if ('error' in data)
      return nothing(`un producto que coincida con «${t(subject)}» en el catálogo`);
    const title = `**${link(data.nombre, data.enlace)}** (código ${t(data.codigo)})`;
    // The best match is read; the others that match are named, in case another was meant.
    const others = (
      await searchProductsTool.run({ consulta: subject, limite: 4 }, context)
    ).data.productos
      .filter((item) => item.enlace !== data.enlace)
      .slice(0, 3);
    const also = others.length
      ? [
          '',
          `También coinciden: ${others.map((item) => link(item.nombre, item.enlace)).join(', ')}.`,
        ]
      : [];
    if (intent === 'price') {
      return {
        lines: [
          `Precios de ${title}, en dólares y sin IVA (${data.iva}):`,
          '',
          ...(data.presentaciones.length
            ? table(
                ['Presentación', 'Precio sin IVA'],
                data.presentaciones.map((item) => [item.presentacion, item.precioSinIva]),
              )
            : [
                'El catálogo no tiene presentaciones con precio para este producto: pide una cotización.',
              ]),
          '',
          `Pedido mínimo: ${data.pedidoMinimo} ${t(data.unidad)}.`,
          ...also,
        ],
        sources: sources.slice(0, 1),
      };
    }
    if (intent === 'stock') {
      return {
        lines: [
          `Stock de ${title}: **${data.stock} ${t(data.unidad)}**.`,
          '',
          `${leadTime(data.plazoEntregaDias)} Pedido mínimo: ${data.pedidoMinimo} ${t(data.unidad)}.`,
          ...also,
        ],
        sources: sources.slice(0, 1),
      };
    }
    const safety = data.seguridad;
    const known =
      safety.pictogramas.length > 0 ||
      safety.palabraDeAdvertencia ||
      safety.indicacionesDePeligro.length > 0;
    return {
      lines: [
        `Datos de seguridad de ${title}:`,
        '',
        ...(known
          ? [
              `- **Pictogramas GHS**: ${safety.pictogramas.map(t).join(', ') || 'ninguno registrado'}`,
              `- **Palabra de advertencia**: ${t(safety.palabraDeAdvertencia) || 'ninguna'}`,
              ...(safety.indicacionesDePeligro.length
                ? [
                    '- **Indicaciones de peligro**:',
                    ...safety.indicacionesDePeligro.map((item) => `  - ${t(item)}`),
                  ]
                : []),
            ]
          : [
              'El catálogo no registra pictogramas GHS ni indicaciones de peligro para este producto.',
            ]),
        ...(safety.transportePeligroso
          ? [`- **Transporte**: mercancía peligrosa ${t(safety.transportePeligroso)}`]
          : []),
        ...(safety.hojaDeSeguridad
          ? ['', `${link('Hoja de seguridad (PDF)', safety.hojaDeSeguridad)}`]
          : []),
        ...also,
      ],
      sources: sources.slice(0, 1),
    };
  }

  if (intent === 'formula') {
    ran(searchFormulasTool.name, searchFormulasTool.running);
    const found = await searchFormulasTool.run({ consulta: subject, limite: 5 }, context);
    const [first] = found.data.formulas;
    if (!first) return nothing(`fórmulas sobre «${t(subject)}»`);
    ran(readFormulaTool.name, readFormulaTool.running);
    const { data } = await readFormulaTool.run(
      { formula: first.enlace.split('/').at(-1)! },
      context,
    );
    const lines = [`Fórmulas que encontré sobre «${t(subject)}»:`, ''];
    for (const formula of found.data.formulas) {
      lines.push(`- ${link(formula.titulo, formula.enlace)} — ${t(formula.resumen)}`);
    }
    if (!('error' in data)) {
      lines.push(
        '',
        `**${t(data.titulo)}**${data.rendimiento ? ` (rinde ${t(data.rendimiento)})` : ''}:`,
        '',
        ...table(
          ['Ingrediente', 'Cantidad', '%'],
          data.ingredientes.map((item) => [
            built(link(item.nombre, item.enlace)),
            item.cantidad,
            item.porcentaje,
          ]),
        ),
      );
    }
    return { lines, sources: found.sources };
  }

  if (intent === 'client') {
    ran(clientTool.name, clientTool.running);
    const { data, sources } = await clientTool.run({ cliente: subject }, context);
    if ('error' in data)
      return nothing(`un cliente que coincida con «${t(subject)}» en las consultas`);
    const sales = data.ventas;
    return {
      lines: [
        `**${link(data.cliente.nombre, data.enlace)}** (${t(data.cliente.identificacion)}):`,
        '',
        ...(sales
          ? [
              `- Compras: **${sales.montoSinIva}** sin IVA en ${countOf(sales.facturas, 'factura', 'facturas')}` +
                (sales.notasDeCredito
                  ? ` (${countOf(sales.notasDeCredito, 'nota de crédito', 'notas de crédito')})`
                  : ''),
              `- Primera: ${sales.primera ?? '—'} · Última: ${sales.ultima ?? '—'} · Promedio por factura: ${sales.promedioPorFactura}`,
            ]
          : []),
        ...(data.productosMasComprados.length
          ? [
              '',
              'Lo que más compra:',
              '',
              ...table(
                ['Producto', 'Cantidad', 'Monto sin IVA', 'Última'],
                data.productosMasComprados.map((item) => [
                  item.nombre,
                  quantityText(item.cantidad),
                  item.montoSinIva,
                  item.ultimaFecha,
                ]),
              ),
            ]
          : ['', 'No tiene compras registradas.']),
        ...(data.otrosQueCoinciden.length
          ? ['', `También coinciden: ${data.otrosQueCoinciden.map(t).join(', ')}.`]
          : []),
      ],
      sources,
    };
  }

  if (intent === 'productBusiness') {
    ran(productBusinessTool.name, productBusinessTool.running);
    const { data, sources } = await productBusinessTool.run({ producto: subject }, context);
    if ('error' in data)
      return nothing(`un producto que coincida con «${t(subject)}» en el catálogo`);
    const cost = data.costoMasReciente;
    return {
      lines: [
        `Ventas y compras de **${link(data.producto, data.enlace)}**:`,
        '',
        `- Vendido: ${quantityText(data.ventas.cantidad)} ${t(data.unidad)} por **${data.ventas.montoSinIva}** sin IVA a ${countOf(data.ventas.clientes, 'cliente', 'clientes')} (última venta: ${data.ventas.ultima ?? '—'})`,
        `- Comprado: ${quantityText(data.compras.cantidad)} ${t(data.unidad)} por **${data.compras.montoSinIva}** a ${countOf(data.compras.proveedores, 'proveedor', 'proveedores')} (última compra: ${data.compras.ultima ?? '—'})`,
        ...(cost
          ? [
              `- Costo más reciente: $${cost.costoPorUnidad} por ${t(cost.unidad)} (${t(cost.proveedor)}, ${cost.fecha})`,
            ]
          : []),
        ...(data.margenPorcentaje !== null ? [`- Margen: ${data.margenPorcentaje} %`] : []),
        ...(data.proveedores.length
          ? [
              '',
              'Proveedores:',
              '',
              ...table(
                ['Proveedor', 'Cantidad', 'Monto sin IVA', 'Última'],
                data.proveedores.map((item) => [
                  item.nombre,
                  `${quantityText(item.cantidad)} ${data.unidad}`,
                  item.montoSinIva,
                  item.ultimaFecha,
                ]),
              ),
            ]
          : []),
        ...(data.principalesClientes.length
          ? [
              '',
              'Principales clientes:',
              '',
              ...table(
                ['Cliente', 'Cantidad', 'Monto sin IVA', 'Última'],
                data.principalesClientes.map((item) => [
                  item.nombre,
                  `${quantityText(item.cantidad)} ${data.unidad}`,
                  item.montoSinIva,
                  item.ultimaFecha,
                ]),
              ),
            ]
          : []),
      ],
      sources,
    };
  }

  if (intent === 'formulaCost') {
    ran(formulaCostTool.name, formulaCostTool.running);
    const { data, sources } = await formulaCostTool.run({ formula: subject }, context);
    if ('error' in data) return nothing(`una fórmula que coincida con «${t(subject)}»`);
    return {
      lines: [
        `Costo de un lote de **${link(data.formula, data.enlace)}**${data.lote ? ` (${t(data.lote)})` : ''}: **${data.costoDelLote}**` +
          (data.ingredientesSinCosto
            ? ` (${countOf(data.ingredientesSinCosto, 'ingrediente', 'ingredientes')} sin costo registrado)`
            : ''),
        '',
        `- A precio de catálogo: ${data.aPrecioDeCatalogo}` +
          (data.margenPorcentaje !== null ? ` · margen ${data.margenPorcentaje} %` : ''),
        '',
        ...table(
          ['Ingrediente', 'Cantidad', 'Costo'],
          data.ingredientes.map((item) => [item.nombre, item.cantidad, item.costo]),
        ),
      ],
      sources,
    };
  }

  ran(searchProductsTool.name, searchProductsTool.running);
  const found = await searchProductsTool.run({ consulta: subject, limite: 6 }, context);
  if (found.data.productos.length === 0)
    return nothing(`productos que coincidan con «${t(subject)}»`);
  return {
    lines: [
      `Productos que encontré para «${t(subject)}»:`,
      '',
      ...table(
        ['Producto', 'Código', 'Precio desde (sin IVA)', 'Stock'],
        found.data.productos.map((item) => [
          built(link(item.nombre, item.enlace) + (item.borrador ? ' (borrador)' : '')),
          item.codigo,
          item.precioDesde,
          `${item.stock} ${item.unidad}`,
        ]),
      ),
    ],
    sources: found.sources,
  };
}

/** The offline answer, streamed line by line as the same events as the model's. */
export async function* offlineAnswer(
  context: ToolContext,
  question: string,
): AsyncGenerator<AnswerEvent, AnswerEnd> {
  const intent = recogniseIntent(question, context.staff);
  const ran: { name: string; label: string }[] = [];
  const { lines, sources } = await compose(intent, question, context, (name, label) =>
    ran.push({ name, label }),
  );
  for (const tool of ran) yield { type: 'tool', ...tool };
  for (const line of [...lines, '', NOTICE]) yield { type: 'delta', text: `${line}\n` };
  const unique: AssistantSource[] = [];
  addSources(unique, sources);
  if (unique.length) yield { type: 'sources', items: unique };
  return { truncated: false };
}
