// What the embedded (latin) fonts draw; anything else printed as an empty box.
const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];

const drawable = (text: string) =>
  [...text].every((char) => {
    const code = char.codePointAt(0)!;
    return FONT_RANGES.some(([from, to]) => code >= from && code <= to);
  });

/**
 * Text as the PDF's fonts can draw it: a character they lack takes its plain form when it has one
 * (H₂O → H2O, ﬁ → fi) and is left out otherwise (an emoji typed in the notes or a name), instead
 * of printing as an empty box.
 */
export function printableText(text: string): string {
  if (drawable(text)) return text;
  const kept = [...text].map((char) => {
    if (drawable(char)) return char;
    const plain = char.normalize('NFKC');
    return drawable(plain) ? plain : '';
  });
  return kept.join('').replace(/ {2,}/g, ' ');
}

/** Every text of `value` made printable (dates and numbers as they are). */
export function printable<T>(value: T): T {
  if (typeof value === 'string') return printableText(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, printable(inner)]),
    ) as T;
  }
  return value;
}
