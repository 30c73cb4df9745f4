import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  GHS_PICTOGRAM_LABELS,
  PRODUCT_UNIT_LABELS,
  SIGNAL_WORD_LABELS,
  type ProductDescription,
  type productDescriptionBodySchema,
  type productDescriptionDraftSchema,
} from '@quimia/contracts';
import { escapeHtml, scriptSafeJson } from '../../lib/html';
import { sanitizeRichText } from '../../lib/rich-text';
import { catalogQueries } from '../../modules/catalog';
import { completeOnce, type AssistantSettings } from './model-client';
import { descriptionPrompt } from './prompts';

// A description draft for the product form's "Generar con QuimIA": from the model when there is
// one, otherwise from a template; always sanitised, never saved here.

type Draft = z.output<typeof productDescriptionDraftSchema>;
type Body = z.output<typeof productDescriptionBodySchema>;

const TEMPLATE_NOTICE =
  'Borrador de plantilla: no se usó un modelo de lenguaje. Revísalo y complétalo antes de guardar.';

/** The draft's data: the form's, or the stored product's (drafts included: this is staff's). */
async function draftOf(app: FastifyInstance, body: Body): Promise<Draft> {
  if ('draft' in body) return body.draft;
  const { product } = await catalogQueries(app).productDetail(
    { id: body.productId },
    { staff: true },
  );
  return {
    name: product.name,
    casNumber: product.casNumber,
    chemicalFormula: product.chemicalFormula,
    typeName: product.type.name,
    subtypeName: product.subtype?.name ?? null,
    businessLineNames: product.businessLines.map((line) => line.name),
    applicationAreaNames: product.applicationAreas.map((area) => area.name),
    ghsPictograms: product.ghs.pictograms,
    signalWord: product.ghs.signalWord,
    hazardStatements: product.ghs.hazardStatements,
    unitName: PRODUCT_UNIT_LABELS[product.unit],
  };
}

/** "a, b y c". */
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** The template: a paragraph of what it is, one of where it is used, one of its hazards. */
export function templateDescription(draft: Draft): string {
  const e = escapeHtml;
  const identity = [
    draft.casNumber ? `CAS ${e(draft.casNumber)}` : null,
    draft.chemicalFormula ? `fórmula ${e(draft.chemicalFormula)}` : null,
  ].filter(Boolean);
  const kind = [draft.typeName, draft.subtypeName].filter(Boolean).map((name) => e(name!));
  const paragraphs = [
    `<p><strong>${e(draft.name)}</strong>${identity.length ? ` (${identity.join(', ')})` : ''}${
      kind.length
        ? ` es una materia prima de la categoría ${kind.join(' / ')}`
        : ' es una materia prima'
    } que ofrecemos para la industria y los pequeños fabricantes de Ecuador${
      draft.unitName ? `, con venta por ${e(draft.unitName.toLowerCase())}` : ''
    }.</p>`,
  ];
  if (draft.businessLineNames.length || draft.applicationAreaNames.length) {
    paragraphs.push(
      `<p>Se usa en ${
        draft.businessLineNames.length
          ? `las líneas de ${e(listed(draft.businessLineNames.map((name) => name.toLowerCase())))}`
          : 'distintas líneas de producción'
      }${
        draft.applicationAreaNames.length
          ? `, como ${e(listed(draft.applicationAreaNames.map((name) => name.toLowerCase())))}`
          : ''
      }.</p>`,
    );
  }
  const hazards = [
    draft.signalWord
      ? `Palabra de advertencia: <strong>${SIGNAL_WORD_LABELS[draft.signalWord]}</strong>.`
      : null,
    draft.ghsPictograms.length
      ? `Pictogramas GHS: ${e(listed(draft.ghsPictograms.map((code) => `${GHS_PICTOGRAM_LABELS[code]} (${code})`)))}.`
      : null,
  ].filter(Boolean);
  if (hazards.length || draft.hazardStatements.length) {
    paragraphs.push(`<h3>Seguridad</h3><p>${hazards.join(' ')}</p>`);
    if (draft.hazardStatements.length) {
      paragraphs.push(
        `<ul>${draft.hazardStatements.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`,
      );
    }
    paragraphs.push('<p>Consulte la hoja de seguridad antes de manipularlo.</p>');
  }
  return sanitizeRichText(paragraphs.join(''));
}

/** The model's HTML without the code fence some models put around it. */
const unfenced = (text: string) =>
  text
    .trim()
    .replace(/^```(?:html)?\s*/i, '')
    .replace(/```$/, '')
    .trim();

export async function draftProductDescription(input: {
  app: FastifyInstance;
  settings: AssistantSettings;
  log: FastifyBaseLogger;
  body: Body;
}): Promise<ProductDescription> {
  const draft = await draftOf(input.app, input.body);
  const model = input.settings.model;
  if (model) {
    try {
      const text = await completeOnce(model, input.settings, {
        system: descriptionPrompt(scriptSafeJson(JSON.stringify(draft))),
        user: `Escribe la descripción de ${draft.name}.`,
        maxTokens: 1200,
      });
      const html = sanitizeRichText(unfenced(text));
      if (html !== '') {
        return {
          html,
          mode: 'model',
          notice: `Borrador escrito por QuimIA (${model.name}) con los datos del producto. Revísalo antes de guardar: no se guarda solo.`,
        };
      }
    } catch (error) {
      input.log.warn(
        { err: error, event: 'assistant.description.failed' },
        'QuimIA description failed',
      );
      return {
        html: templateDescription(draft),
        mode: 'offline',
        notice:
          'El modelo de lenguaje no respondió: este es un borrador de plantilla. Revísalo y complétalo antes de guardar.',
      };
    }
  }
  return { html: templateDescription(draft), mode: 'offline', notice: TEMPLATE_NOTICE };
}
