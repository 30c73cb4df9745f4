import { PRODUCT_UNIT_LABELS, type ProductDescriptionBody } from '@quimia/contracts';
import type { ProductFormValues } from '../components/product-form-model';

type Named = { id: number; name: string };
type TypeOption = Named & { subtypes: Named[] };

/** What the form's lists name by id, to send names rather than numbers. */
export type DraftLookups = {
  types: TypeOption[] | undefined;
  lines: Named[] | undefined;
  areas: Named[] | undefined;
};

function namesOf(ids: number[], options: Named[] | undefined): string[] {
  if (!options) return [];
  const byId = new Map(options.map((option) => [option.id, option.name]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const blank = (value: string) => value.trim() || null;

/** The product as the form holds it now, saved or not: what QuimIA drafts the description from. */
export function descriptionDraftOf(
  values: Pick<
    ProductFormValues,
    | 'name'
    | 'casNumber'
    | 'chemicalFormula'
    | 'typeId'
    | 'subtypeId'
    | 'businessLineIds'
    | 'applicationAreaIds'
    | 'unit'
    | 'ghs'
  >,
  { types, lines, areas }: DraftLookups,
): ProductDescriptionBody {
  const type = types?.find((option) => option.id === values.typeId);
  const subtype = type?.subtypes.find((option) => option.id === values.subtypeId);
  return {
    draft: {
      name: values.name.trim(),
      casNumber: blank(values.casNumber),
      chemicalFormula: blank(values.chemicalFormula),
      typeName: type?.name ?? null,
      subtypeName: subtype?.name ?? null,
      businessLineNames: namesOf(values.businessLineIds, lines),
      applicationAreaNames: namesOf(values.applicationAreaIds, areas),
      ghsPictograms: values.ghs.pictograms,
      signalWord: values.ghs.signalWord,
      hazardStatements: values.ghs.hazardStatements,
      unitName: PRODUCT_UNIT_LABELS[values.unit],
    },
  };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/**
 * The draft's HTML as the description field keeps it: plain text whose paragraphs are separated
 * by a blank line and whose list items start with "• " (or their number), as the product page
 * shows it.
 */
export function htmlToText(html: string): string {
  const numbered = html.replace(/<ol[^>]*>([\s\S]*?)<\/ol>/gi, (_list, items: string) => {
    let index = 0;
    return `${items.replace(/<li[^>]*>/gi, () => {
      index += 1;
      return `${index}. `;
    })}\n\n`;
  });
  const text = numbered
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<\/(p|h[1-6]|ul|ol|div|blockquote|table|tr)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
