import { formatNumber } from './format';

/**
 * What a presentation is counted in, from its label: "Saco 25 kg" → "saco" / "sacos", "Galón
 * 3,785 L" → "galón" / "galones". A label that does not start with a word counts in "unidades".
 */
export function presentationNoun(label: string, count: number): string {
  const word = /^\p{L}+/u.exec(label.trim())?.[0]?.toLowerCase();
  if (!word) return count === 1 ? 'unidad' : 'unidades';
  if (count === 1) return word;
  if (/[aeiouáéó]$/.test(word)) return `${word}s`;
  if (word.endsWith('z')) return `${word.slice(0, -1)}ces`;
  // The stress mark of the last syllable goes with the plural: galón → galones.
  const plain = word
    .replace(/ó(n|s)$/, 'o$1')
    .replace(/á(n|s)$/, 'a$1')
    .replace(/é(n|s)$/, 'e$1');
  return `${plain}es`;
}

/** "10 sacos", "1 galón". */
export function presentationCount(label: string, count: number): string {
  return `${formatNumber(count)} ${presentationNoun(label, count)}`;
}
