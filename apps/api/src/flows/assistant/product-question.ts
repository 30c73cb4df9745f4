import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ProductAnswer, ProductDetailResponse } from '@quimia/contracts';
import { scriptSafeJson } from '../../lib/html';
import { normalizeText } from '../../lib/text';
import { catalogQueries } from '../../modules/catalog';
import { productRecord, productRecordSources } from './catalogue-reads';
import { completeOnce, type AssistantSettings } from './model-client';
import { markdownLink as link, markdownText as t } from './markdown-text';
import { leadTime } from './offline-chat';
import { productQuestionPrompt } from './prompts';

// A visitor's question on a product page. It reads that product's published data and the
// published formulas that use it, and nothing else: the model gets no tools at all, and the data
// goes into its prompt as quoted data. Whatever the question or the product's text says, no
// other read can happen here.

const OFF_TOPIC = '[FUERA_DE_TEMA]';

const decline = (name: string) =>
  `Solo puedo responder preguntas sobre **${t(name)}** con los datos publicados en su página: precio, presentaciones, stock, seguridad, usos y fórmulas que lo usan. Para otras consultas escríbenos o pide una cotización.`;

/** The published product, or a 404 (drafts and unknown products alike). */
/** What the visitor may be told: the product's page, and the formulas with their summaries. */
function visitorData(detail: ProductDetailResponse) {
  const record = productRecord(detail);
  return {
    ...record,
    formulasQueLoUsan: detail.formulas.map((formula) => ({
      titulo: formula.title,
      resumen: formula.summary,
      enlace: `/post/${formula.slug}`,
    })),
  };
}

export async function answerProductQuestion(input: {
  app: FastifyInstance;
  settings: AssistantSettings;
  log: FastifyBaseLogger;
  shopName: string;
  productId: string;
  question: string;
}): Promise<ProductAnswer> {
  const detail = await catalogQueries(input.app).productDetail(
    { id: input.productId },
    { staff: false },
  );
  const data = visitorData(detail);
  const sources = productRecordSources(detail);
  const model = input.settings.model;
  if (model) {
    try {
      // A one-piece answer sends no `tools`: this request can only write text.
      const text = (
        await completeOnce(model, input.settings, {
          system: productQuestionPrompt(
            input.shopName,
            scriptSafeJson(JSON.stringify(data, null, 1)),
          ),
          user: input.question,
          maxTokens: 800,
        })
      ).trim();
      if (text === '' || text.startsWith(OFF_TOPIC)) {
        return { answer: decline(data.nombre), mode: 'model', answered: false, sources: [] };
      }
      return { answer: text, mode: 'model', answered: true, sources };
    } catch (error) {
      // The visitor still gets what the page's data says.
      input.log.warn(
        { err: error, event: 'assistant.product-question.failed' },
        'QuimIA product answer failed',
      );
    }
  }
  return offlineProductAnswer(data, sources, input.question);
}

type Section = 'price' | 'presentations' | 'stock' | 'safety' | 'uses' | 'formulas' | 'about';

const SECTION_WORDS: [Section, RegExp][] = [
  ['price', /\b(precios?|cuestan?|valen?|valor|cuanto|iva|descuentos?|mayor)\b/],
  [
    'presentations',
    /\b(presentacion(es)?|tamanos?|envases?|sacos?|fundas?|canecas?|tambor(es)?|galon(es)?|kilos?|kg|litros?|minimo)\b/,
  ],
  ['stock', /\b(stock|existencias?|disponib\w*|inventario|entrega|plazo)\b/],
  [
    'safety',
    /\b(seguridad|peligr\w*|ghs|pictogramas?|riesgos?|toxic\w*|corrosiv\w*|inflamable|msds|manipula\w*|precaucion\w*|guantes|transporte)\b/,
  ],
  ['uses', /\b(usos?|sirve|aplicacion(es)?|utiliza\w*|para que|lineas?|areas?|industria|sirven)\b/],
  ['formulas', /\b(formulas?|recetas?|preparar|elaborar|fabricar|hacer)\b/],
  ['about', /\b(que es|cas|formula quimica|descripcion|caracteristicas|informacion|ficha)\b/],
];

const bullet = (items: string[]) => items.map((item) => `- ${item}`);

/** Without a model: the sections of the page the question's words ask for, or a polite no. */
export function offlineProductAnswer(
  data: VisitorData,
  sources: ProductAnswer['sources'],
  question: string,
): ProductAnswer {
  const text = normalizeText(question);
  // Prices are per presentation: both are answered by one section.
  const wanted = [
    ...new Set(
      SECTION_WORDS.filter(([, pattern]) => pattern.test(text)).map(([name]) =>
        name === 'price' ? 'presentations' : name,
      ),
    ),
  ];
  if (wanted.length === 0) {
    return { answer: decline(data.nombre), mode: 'offline', answered: false, sources: [] };
  }
  const name = link(data.nombre, data.enlace);
  const parts: string[] = [];
  for (const section of wanted) parts.push(...sectionOf(section, data, name), '');
  return {
    answer: parts.join('\n').trim(),
    mode: 'offline',
    answered: true,
    sources: wanted.includes('formulas') ? sources : sources.slice(0, 1),
  };
}

type VisitorData = ReturnType<typeof visitorData>;

function sectionOf(section: Section, data: VisitorData, name: string): string[] {
  switch (section) {
    case 'price':
    case 'presentations':
      return data.presentaciones.length
        ? [
            `Presentaciones de ${name} (precios en dólares, sin IVA; ${data.iva}):`,
            ...bullet(
              data.presentaciones.map((item) => `${t(item.presentacion)}: ${item.precioSinIva}`),
            ),
            // A line right after a list item would read as part of it.
            '',
            `Pedido mínimo: ${data.pedidoMinimo} ${t(data.unidad)}.`,
          ]
        : [`${name} no tiene presentaciones con precio publicadas: pide una cotización.`];
    case 'stock':
      return [
        `Stock de ${name}: ${data.stock} ${t(data.unidad)}. ${leadTime(data.plazoEntregaDias)}`,
      ];
    case 'safety': {
      const safety = data.seguridad;
      const lines = [
        ...(safety.pictogramas.length
          ? [`Pictogramas GHS: ${safety.pictogramas.map(t).join(', ')}`]
          : []),
        ...(safety.palabraDeAdvertencia
          ? [`Palabra de advertencia: ${t(safety.palabraDeAdvertencia)}`]
          : []),
        ...safety.indicacionesDePeligro.map(t),
        ...(safety.transportePeligroso
          ? [`Mercancía peligrosa para el transporte: ${t(safety.transportePeligroso)}`]
          : []),
        ...(safety.hojaDeSeguridad
          ? [link('Hoja de seguridad (PDF)', safety.hojaDeSeguridad)]
          : []),
      ];
      return lines.length
        ? [`Seguridad de ${name}:`, ...bullet(lines)]
        : [
            `La página de ${name} no registra pictogramas GHS ni indicaciones de peligro. Manipúlalo con el equipo de protección habitual y consulta su hoja de seguridad.`,
          ];
    }
    case 'uses': {
      const lines = [
        ...(data.lineasDeNegocio.length
          ? [`Líneas de negocio: ${data.lineasDeNegocio.map(t).join(', ')}`]
          : []),
        ...(data.areasDeAplicacion.length
          ? [`Áreas de aplicación: ${data.areasDeAplicacion.map(t).join(', ')}`]
          : []),
      ];
      return [
        `Usos de ${name}:`,
        ...(data.descripcion ? [t(data.descripcion)] : []),
        ...bullet(lines),
      ];
    }
    case 'formulas':
      return data.formulasQueLoUsan.length
        ? [
            `Fórmulas publicadas que usan ${name}:`,
            ...bullet(
              data.formulasQueLoUsan.map(
                (formula) =>
                  `${link(formula.titulo, formula.enlace)}${formula.resumen ? `: ${t(formula.resumen)}` : ''}`,
              ),
            ),
          ]
        : [`Todavía no hay fórmulas publicadas que usen ${name}.`];
    case 'about':
      return [
        `${name}${data.cas ? ` (CAS ${t(data.cas)})` : ''}${data.formulaQuimica ? `, fórmula ${t(data.formulaQuimica)}` : ''}: ${t(data.tipo)}${data.subtipo ? `, ${t(data.subtipo)}` : ''}.`,
        ...(data.descripcion ? [t(data.descripcion)] : []),
      ];
  }
}
