import {
  productSaveBodySchema,
  type GhsPictogram,
  type IvaCode,
  type Product,
  type ProductSaveData,
  type ProductUnit,
  type PublishStatus,
  type SignalWord,
} from '@quimia/contracts';
import { bodyResolver } from '@/lib/body-resolver';
import { centsToDollars, dollarsToCents } from '@/lib/format';

export type PresentationRow = {
  /** Kept so the server updates the same presentation. */
  id?: string;
  label: string;
  size: number | null;
  unit: ProductUnit;
  /** US dollars as typed; null means "Precio a consultar". The API takes cents. */
  price: number | null;
  /** "Se vende en múltiplos de"; null: any quantity. */
  saleMultiple: number | null;
  /** Volume prices: from a quantity, a unit price in dollars. */
  priceBreaks: PriceBreakRow[];
  /** «Peso de envío (kg)»; null: derived from the size (and the density). */
  shippingWeightKg: number | null;
};

export type PriceBreakRow = { fromQuantity: number | null; price: number | null };

/** What the product form holds: the API body, with prices in dollars and unchosen selects null. */
export type ProductFormValues = {
  id?: string;
  code: string;
  name: string;
  slug: string;
  synonyms: string[];
  casNumber: string;
  chemicalFormula: string;
  typeId: number | null;
  subtypeId: number | null;
  businessLineIds: number[];
  applicationAreaIds: number[];
  unit: ProductUnit;
  description: string;
  featured: boolean;
  status: PublishStatus;
  ghs: { pictograms: GhsPictogram[]; signalWord: SignalWord | null; hazardStatements: string[] };
  imageIds: string[];
  technicalSheetId: string | null;
  safetyDataSheetId: string | null;
  presentations: PresentationRow[];
  ivaCode: IvaCode;
  minimumOrder: number | undefined;
  leadTimeDays: number | undefined;
  /** «Bajo pedido»: sold beyond what is in stock, delivered in `leadTimeDays`. */
  soldToOrder: boolean;
  /** kg/L; null when unknown. */
  density: number | null;
  /** Both empty: not dangerous goods. */
  unNumber: string;
  hazardClass: string;
  quoteNotes: string;
};

export type ProductFormOutput = ProductSaveData;

export type ProductFormTab = 'productos' | 'cotizacion';

const QUOTE_FIELDS = [
  'presentations',
  'ivaCode',
  'minimumOrder',
  'leadTimeDays',
  'soldToOrder',
  'density',
  'unNumber',
  'hazardClass',
  'dangerousGoods',
  'quoteNotes',
];

/** The tab that shows a field, by its path ('presentations.0.price' → 'cotizacion'). */
export function tabOfField(path: string): ProductFormTab {
  return QUOTE_FIELDS.includes(path.split('.')[0] ?? '') ? 'cotizacion' : 'productos';
}

export function toFormValues(product: Product | undefined): ProductFormValues {
  return {
    id: product?.id,
    code: product?.code ?? '',
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    synonyms: product?.synonyms ?? [],
    casNumber: product?.casNumber ?? '',
    chemicalFormula: product?.chemicalFormula ?? '',
    typeId: product?.type.id ?? null,
    subtypeId: product?.subtype?.id ?? null,
    businessLineIds: product?.businessLines.map((line) => line.id) ?? [],
    applicationAreaIds: product?.applicationAreas.map((area) => area.id) ?? [],
    unit: product?.unit ?? 'kg',
    description: product?.description ?? '',
    featured: product?.featured ?? false,
    // A new product starts as a draft: publishing is a decision.
    status: product?.status ?? 'draft',
    ghs: {
      pictograms: product?.ghs.pictograms ?? [],
      signalWord: product?.ghs.signalWord ?? null,
      hazardStatements: product?.ghs.hazardStatements ?? [],
    },
    imageIds: product?.images.map((image) => image.id) ?? [],
    technicalSheetId: product?.technicalSheet?.id ?? null,
    safetyDataSheetId: product?.safetyDataSheet?.id ?? null,
    presentations:
      product?.presentations.map((presentation) => ({
        id: presentation.id,
        label: presentation.label,
        size: presentation.size,
        unit: presentation.unit,
        price: centsToDollars(presentation.priceCents),
        saleMultiple: presentation.saleMultiple,
        priceBreaks: presentation.priceBreaks.map((priceBreak) => ({
          fromQuantity: priceBreak.fromQuantity,
          price: centsToDollars(priceBreak.unitPriceCents),
        })),
        shippingWeightKg: presentation.shippingWeightKg,
      })) ?? [],
    ivaCode: product?.ivaCode ?? 'iva',
    minimumOrder: product?.minimumOrder ?? 0,
    leadTimeDays: product?.leadTimeDays ?? 0,
    soldToOrder: product?.soldToOrder ?? false,
    density: product?.density ?? null,
    unNumber: product?.dangerousGoods?.unNumber ?? '',
    hazardClass: product?.dangerousGoods?.hazardClass ?? '',
    quoteNotes: product?.quoteNotes ?? '',
  };
}

/** The body of a product save for the form's values (validated by the API's schema). */
export function toProductBody(values: ProductFormValues): unknown {
  const { presentations, unNumber, hazardClass, ...rest } = values;
  const dangerous = unNumber.trim() !== '' || hazardClass.trim() !== '';
  return {
    ...rest,
    presentations: presentations.map(({ price, priceBreaks, ...presentation }) => ({
      ...presentation,
      priceCents: dollarsToCents(price),
      priceBreaks: priceBreaks.map((priceBreak) => ({
        fromQuantity: priceBreak.fromQuantity,
        unitPriceCents: dollarsToCents(priceBreak.price),
      })),
    })),
    // One filled in and the other not: the API names the missing one.
    dangerousGoods: dangerous ? { unNumber, hazardClass } : null,
  };
}

/** A path of the API body ('presentations.2.priceCents') as the form's field. */
export function productFormPath(bodyPath: string): string | null {
  if (!bodyPath || bodyPath === 'id') return null;
  const price = /^presentations\.(\d+)\.priceCents$/.exec(bodyPath);
  if (price) return `presentations.${price[1]}.price`;
  const breakPrice = /^(presentations\.\d+\.priceBreaks\.\d+)\.unitPriceCents$/.exec(bodyPath);
  if (breakPrice) return `${breakPrice[1]}.price`;
  const dangerous = /^dangerousGoods\.(unNumber|hazardClass)$/.exec(bodyPath);
  if (dangerous) return dangerous[1]!;
  if (bodyPath === 'dangerousGoods') return 'unNumber';
  // Lists of ids and texts show one message for the whole field.
  const list =
    /^(imageIds|businessLineIds|applicationAreaIds|synonyms|ghs\.pictograms|ghs\.hazardStatements)\.\d+$/.exec(
      bodyPath,
    );
  if (list) return list[1]!;
  return bodyPath;
}

/** Validates the form with the API's own body schema. */
export const productResolver = bodyResolver<ProductFormValues, typeof productSaveBodySchema>(
  productSaveBodySchema,
  toProductBody,
  productFormPath,
);
