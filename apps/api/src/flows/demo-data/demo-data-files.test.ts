import { describe, expect, it } from 'vitest';
import {
  dangerousGoodsInputSchema,
  ECUADOR_PROVINCES,
  PRODUCT_UNITS,
  SIGNAL_WORD_LABELS,
  SLUG_PATTERN,
} from '@quimia/contracts';
import { activityTexts, activityTextsSchema } from './activity-texts';
import { readDemoData, type DemoData, type DemoFormula, type DemoProduct } from './seed';

// The shipped demo files as written, beyond what loading them checks (seed.ts's schemas and
// seed.test.ts): the seed forgives what a person types in a form (unit and signal-word aliases,
// missing fields, a price on request); the demo's own files are written whole, in the stored
// forms, and make a believable shop. Each rule is shown to catch a copy broken in one value.

/**
 * The demo's business lines and formula types. The contracts hold no such list: they are the
 * shop's own categories, which staff edit; these are the ones the demo shop is made of.
 */
const DEMO_LINES = ['Limpieza', 'Cosmética', 'Alimentos', 'Piscinas', 'Agrícola', 'Industrial'];
const DEMO_FORMULA_TYPES = [
  'Limpieza del hogar',
  'Cuidado personal',
  'Cosmética',
  'Lavandería',
  'Piscinas',
  'Agrícola',
  'Alimentos',
  'Industrial',
];
/** The markup the demo's formula posts use: plain headings, paragraphs, lists and emphasis. */
const POST_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em'];

type Rule<T> = {
  rule: string;
  holds: (item: T, data: DemoData) => boolean;
  /** Breaks one value of `item` (a copy) so that the rule no longer holds. */
  breaks: (item: T, data: DemoData) => void;
};
type Presentation = NonNullable<DemoProduct['presentations']>[number];

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const states = (item: object, keys: readonly string[]) => keys.every((key) => key in item);
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
const pricePerUnit = (presentation: Presentation) =>
  Number(presentation.priceCents ?? 0) / presentation.size;
const sentences = (value: string) => value.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡«])/).length;
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** A slug written out, as the contracts shape it, that no other record of the file has. */
const ownSlug = <T extends { slug?: string }>(records: (data: DemoData) => T[]): Rule<T> => ({
  rule: 'has a slug of its own',
  holds: (record, data) =>
    SLUG_PATTERN.test(record.slug ?? '') &&
    records(data).filter((other) => other.slug === record.slug).length === 1,
  breaks: (record, data) => (record.slug = records(data)[1]!.slug),
});

const PRODUCT_FIELDS = [
  'code',
  'name',
  'slug',
  'synonyms',
  'casNumber',
  'chemicalFormula',
  'type',
  'subtype',
  'businessLines',
  'applicationAreas',
  'unit',
  'presentations',
  'ivaCode',
  'stock',
  'minimumOrder',
  'leadTimeDays',
  'featured',
  'status',
  'description',
  'ghs',
] as const;

const productRules: Rule<DemoProduct>[] = [
  {
    rule: 'states every field, even when empty',
    holds: (product) => states(product, PRODUCT_FIELDS),
    breaks: (product) => delete (product as Partial<DemoProduct>).featured,
  },
  {
    rule: 'is coded QA- and four digits',
    holds: (product) => /^QA-\d{4}$/.test(product.code),
    breaks: (product) => (product.code = 'ACI-001'),
  },
  ownSlug((data) => data.products),
  {
    rule: 'leaves an optional text null, never empty',
    holds: (product) =>
      [product.chemicalFormula, product.subtype].every((value) => value === null || text(value)),
    breaks: (product) => (product.subtype = ''),
  },
  {
    rule: 'is in one to six of the demo lines, each once',
    holds: ({ businessLines: lines = [] }) =>
      lines.length > 0 && unique(lines) && lines.every((line) => DEMO_LINES.includes(line)),
    breaks: (product) => (product.businessLines = ['Limpieza', 'Limpiesa']),
  },
  {
    rule: 'names its application areas',
    holds: (product) => (product.applicationAreas ?? []).length > 0,
    breaks: (product) => (product.applicationAreas = []),
  },
  {
    rule: 'writes its unit as stored',
    holds: (product) => (PRODUCT_UNITS as readonly string[]).includes(product.unit),
    breaks: (product) => (product.unit = 'kilos'),
  },
  {
    rule: 'has no presentation (price on request) or two to four',
    holds: ({ presentations = [] }) =>
      presentations.length === 0 || (presentations.length >= 2 && presentations.length <= 4),
    breaks: (product) => (product.presentations = product.presentations!.slice(0, 1)),
  },
  {
    rule: 'labels each presentation once, in its own unit, with its price',
    holds: ({ presentations = [], unit }) =>
      unique(presentations.map((presentation) => presentation.label)) &&
      presentations.every(
        (presentation) =>
          presentation.unit === unit &&
          Number.isInteger(presentation.priceCents) &&
          Number(presentation.priceCents) > 0,
      ),
    breaks: (product) => (product.presentations![1]!.unit = 'g'),
  },
  {
    rule: 'sells the larger packs at no more per unit',
    holds: ({ presentations = [] }) =>
      [...presentations]
        .sort((a, b) => a.size - b.size)
        .every(
          (presentation, index, sorted) =>
            index === 0 || pricePerUnit(presentation) <= pricePerUnit(sorted[index - 1]!) + 1e-9,
        ),
    breaks: (product) => {
      const [small, large] = product.presentations!;
      large!.priceCents = Math.ceil(pricePerUnit(small!) * large!.size) + 100;
    },
  },
  {
    rule: 'leaves out the density, dangerous goods or sale multiple it has not, never null',
    holds: (product) =>
      product.density !== null &&
      product.dangerousGoods !== null &&
      (product.presentations ?? []).every((presentation) => presentation.saleMultiple !== null),
    breaks: (product) => (product.dangerousGoods = null),
  },
  {
    rule: 'has a density below 25 kg/L',
    holds: ({ density }) => density === undefined || (density ?? 0) < 25,
    breaks: (product) => (product.density = 30),
  },
  {
    rule: 'writes its UN number as stored',
    holds: ({ dangerousGoods }) =>
      !dangerousGoods ||
      dangerousGoodsInputSchema.safeParse(dangerousGoods).data?.unNumber ===
        dangerousGoods.unNumber,
    breaks: (product) => (product.dangerousGoods = { unNumber: '1789', hazardClass: '8' }),
  },
  {
    rule: 'is sold from a minimum above zero, ready within 15 days',
    holds: ({ minimumOrder = 0, leadTimeDays = 0 }) => minimumOrder > 0 && leadTimeDays <= 15,
    breaks: (product) => (product.leadTimeDays = 20),
  },
  {
    rule: 'is described in two to four sentences',
    holds: ({ description }) =>
      text(description) && sentences(description) >= 2 && sentences(description) <= 4,
    breaks: (product) => (product.description = 'Cristales blancos.'),
  },
  {
    rule: 'shows each pictogram once, with a signal word as labelled',
    holds: ({ ghs }) =>
      unique(ghs?.pictograms ?? []) &&
      [null, ...Object.values(SIGNAL_WORD_LABELS)].includes(ghs?.signalWord ?? null),
    breaks: (product) => (product.ghs!.signalWord = 'warning'),
  },
  {
    rule: 'writes hazard statements as "H000: Sentence."',
    holds: ({ ghs }) =>
      (ghs?.hazardStatements ?? []).every((statement) =>
        /^H\d{3}[A-Za-z]{0,2}: \S.+\.$/.test(statement),
      ),
    breaks: (product) => (product.ghs!.hazardStatements = ['Provoca irritación ocular grave']),
  },
  {
    rule: 'states its hazards when it shows a pictogram or signal word',
    holds: ({ ghs }) =>
      (ghs?.hazardStatements ?? []).length > 0 ||
      ((ghs?.pictograms ?? []).length === 0 && !ghs?.signalWord),
    breaks: (product) => (product.ghs!.hazardStatements = []),
  },
];

const FORMULA_FIELDS = [
  'slug',
  'title',
  'formulaType',
  'summary',
  'contentHtml',
  'batchYield',
  'ingredients',
  'steps',
  'safetyNotes',
  'status',
] as const;
const INGREDIENT_FIELDS = ['productCode', 'name', 'amount', 'unit', 'percentage', 'phase'] as const;

const formulaRules: Rule<DemoFormula>[] = [
  {
    rule: 'states every field, its ingredients too, even when empty',
    holds: (formula) =>
      states(formula, FORMULA_FIELDS) &&
      (formula.ingredients ?? []).every((ingredient) => states(ingredient, INGREDIENT_FIELDS)),
    breaks: (formula) => delete formula.ingredients![0]!.phase,
  },
  ownSlug((data) => data.formulas),
  {
    rule: "leaves an ingredient's phase null, never empty",
    holds: ({ ingredients = [] }) =>
      ingredients.every((ingredient) => ingredient.phase === null || text(ingredient.phase)),
    breaks: (formula) => (formula.ingredients![0]!.phase = ''),
  },
  {
    rule: 'is of a demo formula type',
    holds: (formula) => DEMO_FORMULA_TYPES.includes(formula.formulaType),
    breaks: (formula) => (formula.formulaType = 'Limpieza de hogar'),
  },
  {
    rule: 'has a summary',
    holds: (formula) => text(formula.summary),
    breaks: (formula) => (formula.summary = ' '),
  },
  {
    rule: 'writes its post in plain markup: headings, paragraphs, lists, emphasis',
    holds: ({ contentHtml = '' }) =>
      [...contentHtml.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].every(
        ([, tag, attributes]) => POST_TAGS.includes(tag!.toLowerCase()) && !attributes!.trim(),
      ),
    breaks: (formula) => (formula.contentHtml = `<p class="lead">${formula.contentHtml}</p>`),
  },
  {
    rule: 'tells its post in 120 to 300 words',
    holds: ({ contentHtml = '' }) => words(contentHtml) >= 120 && words(contentHtml) <= 300,
    breaks: (formula) => (formula.contentHtml = '<p>Mezclar y envasar.</p>'),
  },
  {
    rule: 'states what a batch yields, in a unit as stored',
    holds: ({ batchYield }) =>
      (PRODUCT_UNITS as readonly string[]).includes(batchYield?.unit ?? ''),
    breaks: (formula) => (formula.batchYield = { amount: 20, unit: 'litros' }),
  },
  {
    rule: 'has ingredients, one at least from the catalogue',
    holds: ({ ingredients = [] }) => ingredients.some((ingredient) => ingredient.productCode),
    breaks: (formula) => {
      for (const ingredient of formula.ingredients!) ingredient.productCode = null;
    },
  },
  {
    rule: 'adds its percentages up to 100 (±1), when it gives them all',
    holds: ({ ingredients = [] }) =>
      ingredients.some((ingredient) => typeof ingredient.percentage !== 'number') ||
      Math.abs(ingredients.reduce((sum, ingredient) => sum + ingredient.percentage!, 0) - 100) <= 1,
    breaks: (formula) => {
      for (const ingredient of formula.ingredients!) ingredient.percentage ??= 1;
      formula.ingredients![0]!.percentage! += 5;
    },
  },
  {
    rule: 'takes five to ten steps, with safety notes',
    holds: ({ steps = [], safetyNotes = [] }) =>
      steps.length >= 5 && steps.length <= 10 && safetyNotes.length > 0,
    breaks: (formula) => (formula.steps = formula.steps!.slice(0, 4)),
  },
];

const linkedShare = (formulas: readonly DemoFormula[]) => {
  const ingredients = formulas.flatMap((formula) => formula.ingredients ?? []);
  return ingredients.filter((ingredient) => ingredient.productCode).length / ingredients.length;
};

const catalogueRules: Rule<DemoData>[] = [
  {
    rule: 'at least 160 products of 12 types or more',
    holds: ({ products }) =>
      products.length >= 160 && new Set(products.map((product) => product.type)).size >= 12,
    breaks: (data) => (data.products = data.products.slice(0, 159)),
  },
  {
    rule: 'at least 28 formulas',
    holds: ({ formulas }) => formulas.length >= 28,
    breaks: (data) => (data.formulas = data.formulas.slice(0, 27)),
  },
  {
    rule: "60 % of the formulas' ingredients at least are the catalogue's products",
    holds: ({ formulas }) => linkedShare(formulas) >= 0.6,
    breaks: (data) => {
      for (const ingredient of data.formulas.flatMap((formula) => formula.ingredients!)) {
        if (linkedShare(data.formulas) < 0.6) break;
        ingredient.productCode = null;
      }
    },
  },
];

const shipped = readDemoData();
const broken = () => structuredClone(shipped);

/**
 * Each rule on every record of a file, and on its first record broken in one value (which held
 * the rule before).
 */
function recordRules<T>(
  title: string,
  records: (data: DemoData) => T[],
  nameOf: (record: T) => string | undefined,
  rules: Rule<T>[],
) {
  describe.each(rules)(`every ${title} $rule`, ({ holds, breaks }) => {
    it('in the file', () => {
      const failing = records(shipped).filter((record) => !holds(record, shipped));
      expect(failing.map(nameOf)).toEqual([]);
    });
    it('and a broken copy fails', () => {
      const data = broken();
      const record = records(data)[0]!;
      expect(holds(record, data)).toBe(true);
      breaks(record, data);
      expect(holds(record, data)).toBe(false);
    });
  });
}

describe.skipIf(shipped.products.length === 0)('the demo data files', () => {
  recordRules(
    'product',
    (data) => data.products,
    (product) => product.code,
    productRules,
  );
  recordRules(
    'formula',
    (data) => data.formulas,
    (formula) => formula.slug,
    formulaRules,
  );

  describe.each(catalogueRules)('the catalogue has $rule', ({ holds, breaks }) => {
    it('in the files', () => expect(holds(shipped, shipped)).toBe(true));
    it('and a broken copy fails', () => {
      const data = broken();
      breaks(data, data);
      expect(holds(data, data)).toBe(false);
    });
  });
});

describe("the demo year's texts", () => {
  it('read as their schema says', () => {
    const texts = activityTexts();
    expect(Object.keys(texts.provinceOfCity).length).toBeGreaterThan(0);
  });

  it('refuse a city in a province Ecuador does not have', () => {
    const texts = structuredClone(activityTexts());
    expect(ECUADOR_PROVINCES).not.toContain('Quito');
    const result = activityTextsSchema.safeParse({
      ...texts,
      provinceOfCity: { ...texts.provinceOfCity, Quito: 'Quito' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['provinceOfCity', 'Quito']);
  });
});
