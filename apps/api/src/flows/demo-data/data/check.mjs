#!/usr/bin/env node
// Validates the demo catalogue (products.json and formulas.json in this folder).
// Usage: node apps/api/src/modules/demo-data/data/check.mjs
// No dependencies. Prints a summary and exits with code 1 on any error.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const errors = [];
const warnings = [];
const err = (where, msg) => errors.push(`${where}: ${msg}`);
const warn = (where, msg) => warnings.push(`${where}: ${msg}`);

function load(name) {
  try {
    return JSON.parse(readFileSync(join(here, name), 'utf8'));
  } catch (e) {
    console.error(`Cannot read ${name}: ${e.message}`);
    process.exit(1);
  }
}
const products = load('products.json');
const formulas = load('formulas.json');
if (!Array.isArray(products)) err('products.json', 'must be an array');
if (!Array.isArray(formulas)) err('formulas.json', 'must be an array');

const LINES = ['Limpieza', 'Cosmética', 'Alimentos', 'Piscinas', 'Agrícola', 'Industrial'];
const UNITS = ['kg', 'g', 'L', 'mL', 'galón', 'caneca', 'tambor', 'saco'];
const PICTOGRAMS = [
  'GHS01',
  'GHS02',
  'GHS03',
  'GHS04',
  'GHS05',
  'GHS06',
  'GHS07',
  'GHS08',
  'GHS09',
];
const SIGNAL_WORDS = ['Peligro', 'Atención', null];
const STATUSES = ['published', 'draft'];
const FORMULA_TYPES = [
  'Limpieza del hogar',
  'Cuidado personal',
  'Cosmética',
  'Lavandería',
  'Piscinas',
  'Agrícola',
  'Alimentos',
  'Industrial',
];
const ALLOWED_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em'];
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CODE_RE = /^QA-\d{4}$/;

/** CAS rule: check digit = sum of the other digits, each multiplied by its position from the right (1-based), mod 10. */
export function casValid(cas) {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!m) return false;
  const digits = (m[1] + m[2]).split('').reverse();
  const sum = digits.reduce((s, d, i) => s + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}

const isNonEmptyString = (v) => typeof v === 'string' && v.trim().length > 0;

// ───────────────────────── products ─────────────────────────
const codes = new Map();
const slugs = new Set();
const types = new Map();
const linesUsed = new Set();
const areas = new Map();
let featured = 0,
  drafts = 0,
  onRequest = 0,
  ivaZero = 0,
  withCas = 0;

for (const [i, p] of products.entries()) {
  const at = `producto #${i + 1} ${p?.code ?? ''} ${p?.name ?? ''}`.trim();
  if (!CODE_RE.test(p.code ?? '')) err(at, `code inválido "${p.code}"`);
  else if (codes.has(p.code)) err(at, `code duplicado ${p.code}`);
  else codes.set(p.code, p);
  if (!isNonEmptyString(p.name)) err(at, 'name vacío');
  if (!SLUG_RE.test(p.slug ?? '')) err(at, `slug inválido "${p.slug}"`);
  else if (slugs.has(p.slug)) err(at, `slug duplicado ${p.slug}`);
  else slugs.add(p.slug);
  if (!Array.isArray(p.synonyms) || !p.synonyms.every(isNonEmptyString))
    err(at, 'synonyms debe ser un array de textos');

  if (p.casNumber !== null) {
    if (typeof p.casNumber !== 'string' || !casValid(p.casNumber))
      err(at, `número CAS inválido "${p.casNumber}"`);
    else withCas++;
  }
  if (p.chemicalFormula !== null && !isNonEmptyString(p.chemicalFormula))
    err(at, 'chemicalFormula debe ser texto o null');

  if (!isNonEmptyString(p.type)) err(at, 'type vacío');
  else {
    if (!types.has(p.type)) types.set(p.type, new Set());
    if (p.subtype !== null) {
      if (!isNonEmptyString(p.subtype)) err(at, 'subtype debe ser texto o null');
      else types.get(p.type).add(p.subtype);
    }
  }
  if (!Array.isArray(p.businessLines) || p.businessLines.length === 0)
    err(at, 'businessLines vacío');
  else
    for (const l of p.businessLines) {
      if (!LINES.includes(l)) err(at, `línea de negocio desconocida "${l}"`);
      linesUsed.add(l);
    }
  if (new Set(p.businessLines).size !== p.businessLines?.length) err(at, 'businessLines repetidas');
  if (!Array.isArray(p.applicationAreas) || p.applicationAreas.length === 0)
    err(at, 'applicationAreas vacío');
  else for (const a of p.applicationAreas) areas.set(a, (areas.get(a) ?? 0) + 1);

  if (!UNITS.includes(p.unit)) err(at, `unit inválida "${p.unit}"`);
  if (!Array.isArray(p.presentations)) err(at, 'presentations debe ser un array');
  else if (p.presentations.length === 0) onRequest++;
  else {
    if (p.presentations.length < 2 || p.presentations.length > 4)
      err(at, `debe tener 0 o de 2 a 4 presentaciones (tiene ${p.presentations.length})`);
    const labels = new Set();
    for (const pr of p.presentations) {
      if (!isNonEmptyString(pr.label)) err(at, 'presentación sin label');
      if (labels.has(pr.label)) err(at, `presentación repetida "${pr.label}"`);
      labels.add(pr.label);
      if (!(typeof pr.size === 'number' && pr.size > 0))
        err(at, `tamaño inválido en "${pr.label}"`);
      if (!UNITS.includes(pr.unit)) err(at, `unidad inválida en "${pr.label}"`);
      else if (pr.unit !== p.unit)
        err(at, `la presentación "${pr.label}" usa ${pr.unit} y el producto ${p.unit}`);
      if (!(Number.isInteger(pr.priceCents) && pr.priceCents > 0))
        err(at, `priceCents debe ser entero positivo en "${pr.label}"`);
    }
    // bulk must not be more expensive per unit
    const sorted = [...p.presentations].sort((a, b) => a.size - b.size);
    for (let k = 1; k < sorted.length; k++) {
      const prev = sorted[k - 1].priceCents / sorted[k - 1].size;
      const cur = sorted[k].priceCents / sorted[k].size;
      if (cur > prev + 1e-9)
        err(at, `"${sorted[k].label}" es más cara por unidad que "${sorted[k - 1].label}"`);
    }
  }
  if (!['iva', 'cero', 'exento', 'no_objeto'].includes(p.ivaCode))
    err(at, `ivaCode inválido "${p.ivaCode}"`);
  else if (p.ivaCode !== 'iva') ivaZero++;
  if (p.density !== undefined && !(typeof p.density === 'number' && p.density > 0 && p.density < 25))
    err(at, 'density debe ser un número de 0 a 25 (kg/L)');
  if (p.dangerousGoods !== undefined) {
    const dg = p.dangerousGoods;
    if (!/^UN\d{4}$/.test(dg?.unNumber ?? '')) err(at, 'dangerousGoods.unNumber debe ser UN y 4 dígitos');
    if (!/^[1-9](\.[1-6])?$/.test(dg?.hazardClass ?? '')) err(at, 'dangerousGoods.hazardClass inválida');
  }
  for (const pr of p.presentations ?? []) {
    const breaks = pr.priceBreaks ?? [];
    breaks.forEach((b, k) => {
      if (!(Number.isInteger(b.fromQuantity) && b.fromQuantity >= 2))
        err(at, `escala inválida en "${pr.label}"`);
      if (!(b.unitPriceCents < pr.priceCents)) err(at, `escala no más barata en "${pr.label}"`);
      if (k > 0 && !(b.fromQuantity > breaks[k - 1].fromQuantity && b.unitPriceCents < breaks[k - 1].unitPriceCents))
        err(at, `escalas desordenadas en "${pr.label}"`);
    });
    if (pr.saleMultiple !== undefined && !(Number.isInteger(pr.saleMultiple) && pr.saleMultiple >= 2))
      err(at, `saleMultiple inválido en "${pr.label}"`);
  }
  if (!(typeof p.stock === 'number' && p.stock >= 0)) err(at, 'stock debe ser un número ≥ 0');
  if (
    p.minimumStock !== undefined &&
    p.minimumStock !== null &&
    !(typeof p.minimumStock === 'number' && p.minimumStock >= 0)
  )
    err(at, 'minimumStock debe ser un número ≥ 0 (o no estar)');
  if (!(typeof p.minimumOrder === 'number' && p.minimumOrder > 0))
    err(at, 'minimumOrder debe ser > 0');
  if (!(Number.isInteger(p.leadTimeDays) && p.leadTimeDays >= 0 && p.leadTimeDays <= 15))
    err(at, 'leadTimeDays debe ser un entero entre 0 y 15');
  if (typeof p.featured !== 'boolean') err(at, 'featured debe ser booleano');
  else if (p.featured) featured++;
  if (!STATUSES.includes(p.status)) err(at, `status inválido "${p.status}"`);
  else if (p.status === 'draft') drafts++;
  if (!isNonEmptyString(p.description)) err(at, 'description vacía');
  else {
    const sentences = p.description.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡«])/).length;
    if (sentences < 2 || sentences > 4)
      warn(at, `la descripción tiene ${sentences} oraciones (se esperan 2 a 4)`);
  }

  const g = p.ghs;
  if (!g || typeof g !== 'object') err(at, 'ghs ausente');
  else {
    if (!Array.isArray(g.pictograms)) err(at, 'ghs.pictograms debe ser un array');
    else {
      for (const pic of g.pictograms)
        if (!PICTOGRAMS.includes(pic)) err(at, `pictograma fuera de GHS01..GHS09: "${pic}"`);
      if (new Set(g.pictograms).size !== g.pictograms.length) err(at, 'pictogramas repetidos');
    }
    if (!SIGNAL_WORDS.includes(g.signalWord))
      err(at, `palabra de advertencia inválida "${g.signalWord}"`);
    if (!Array.isArray(g.hazardStatements)) err(at, 'ghs.hazardStatements debe ser un array');
    else {
      for (const h of g.hazardStatements)
        if (!/^H\d{3}[A-Za-z]{0,2}: \S.+\.$/.test(h))
          err(at, `indicación de peligro mal formada "${h}"`);
      if (g.hazardStatements.length === 0 && (g.pictograms?.length || g.signalWord))
        err(at, 'pictogramas o palabra de advertencia sin indicaciones de peligro');
    }
  }
}

// ───────────────────────── formulas ─────────────────────────
const fSlugs = new Set();
const fTypes = new Map();
let fDrafts = 0,
  ingTotal = 0,
  ingLinked = 0;

for (const [i, f] of formulas.entries()) {
  const at = `fórmula #${i + 1} ${f?.slug ?? ''}`.trim();
  if (!SLUG_RE.test(f.slug ?? '')) err(at, `slug inválido "${f.slug}"`);
  else if (fSlugs.has(f.slug)) err(at, 'slug duplicado');
  else fSlugs.add(f.slug);
  if (!isNonEmptyString(f.title)) err(at, 'title vacío');
  if (!FORMULA_TYPES.includes(f.formulaType)) err(at, `formulaType inválido "${f.formulaType}"`);
  else fTypes.set(f.formulaType, (fTypes.get(f.formulaType) ?? 0) + 1);
  if (!isNonEmptyString(f.summary)) err(at, 'summary vacío');
  if (!STATUSES.includes(f.status)) err(at, `status inválido "${f.status}"`);
  else if (f.status === 'draft') fDrafts++;

  if (!isNonEmptyString(f.contentHtml)) err(at, 'contentHtml vacío');
  else {
    for (const m of f.contentHtml.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
      if (!ALLOWED_TAGS.includes(m[1].toLowerCase()))
        err(at, `etiqueta HTML no permitida <${m[1]}>`);
      if (m[2].trim()) err(at, `atributos HTML no permitidos en <${m[1]}>`);
    }
    const words = f.contentHtml
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    if (words < 120 || words > 300)
      err(at, `contentHtml tiene ${words} palabras (se esperan 120 a 300)`);
  }
  const y = f.batchYield;
  if (!y || !(typeof y.amount === 'number' && y.amount > 0) || !UNITS.includes(y.unit))
    err(at, 'batchYield inválido');

  if (!Array.isArray(f.ingredients) || f.ingredients.length === 0) err(at, 'sin ingredientes');
  else {
    let pctSum = 0,
      allPct = true;
    for (const ing of f.ingredients) {
      ingTotal++;
      if (ing.productCode !== null) {
        if (!codes.has(ing.productCode))
          err(at, `ingrediente con productCode inexistente ${ing.productCode}`);
        else ingLinked++;
      }
      if (!isNonEmptyString(ing.name)) err(at, 'ingrediente sin nombre');
      if (!(typeof ing.amount === 'number' && ing.amount > 0))
        err(at, `cantidad inválida para "${ing.name}"`);
      if (!isNonEmptyString(ing.unit)) err(at, `unidad vacía para "${ing.name}"`);
      if (ing.percentage === null) allPct = false;
      else if (typeof ing.percentage !== 'number' || ing.percentage < 0 || ing.percentage > 100)
        err(at, `porcentaje inválido para "${ing.name}"`);
      else pctSum += ing.percentage;
      if (ing.phase !== null && !isNonEmptyString(ing.phase))
        err(at, `fase inválida para "${ing.name}"`);
    }
    if (allPct && Math.abs(pctSum - 100) > 1)
      err(at, `los porcentajes suman ${pctSum.toFixed(2)} (deben sumar ~100)`);
    const linked = f.ingredients.filter((x) => x.productCode !== null).length;
    if (linked === 0) err(at, 'ningún ingrediente enlaza a un producto del catálogo');
  }
  if (
    !Array.isArray(f.steps) ||
    f.steps.length < 5 ||
    f.steps.length > 10 ||
    !f.steps.every(isNonEmptyString)
  )
    err(at, 'steps debe tener de 5 a 10 pasos');
  if (
    !Array.isArray(f.safetyNotes) ||
    f.safetyNotes.length === 0 ||
    !f.safetyNotes.every(isNonEmptyString)
  )
    err(at, 'safetyNotes vacío');
}

// ───────────────────────── counts ─────────────────────────
if (products.length < 160) err('catálogo', `solo ${products.length} productos (mínimo 160)`);
if (linesUsed.size < 6)
  err('catálogo', `solo ${linesUsed.size} líneas de negocio usadas (mínimo 6)`);
if (types.size < 12) err('catálogo', `solo ${types.size} tipos de producto (mínimo 12)`);
if (formulas.length < 28) err('catálogo', `solo ${formulas.length} fórmulas (mínimo 28)`);
if (ingTotal && ingLinked / ingTotal < 0.6)
  err('fórmulas', `solo ${ingLinked} de ${ingTotal} ingredientes enlazan a productos`);

// ───────────────────────── summary ─────────────────────────
console.log('Catálogo de demostración');
console.log(
  `  Productos: ${products.length} (publicados ${products.length - drafts}, borradores ${drafts}, destacados ${featured}, precio a consultar ${onRequest}, IVA 0 % ${ivaZero}, con CAS ${withCas})`,
);
console.log(`  Líneas de negocio: ${[...linesUsed].join(', ')}`);
console.log(`  Tipos (${types.size}):`);
for (const [t, subs] of types)
  console.log(`    - ${t}${subs.size ? ': ' + [...subs].join(', ') : ''}`);
console.log(`  Áreas de aplicación distintas: ${areas.size}`);
console.log(
  `  Fórmulas: ${formulas.length} (borradores ${fDrafts}); ingredientes enlazados ${ingLinked}/${ingTotal}`,
);
console.log(`  Tipos de fórmula: ${[...fTypes].map(([t, n]) => `${t} ${n}`).join(', ')}`);
if (warnings.length) {
  console.log(`\nAdvertencias (${warnings.length}):`);
  for (const w of warnings) console.log('  ! ' + w);
}
if (errors.length) {
  console.log(`\nErrores (${errors.length}):`);
  for (const e of errors) console.log('  ✗ ' + e);
  process.exit(1);
}
console.log('\nOK: sin errores.');
