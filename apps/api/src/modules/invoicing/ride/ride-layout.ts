// What every part of the RIDE shares: its page, colours, lines and page breaks.

export type Doc = PDFKit.PDFDocument;

export const PAGE_MARGIN = 30;
/** Below the content: the page's footer. */
export const FOOTER_SPACE = 22;
/** Between a box's border and its text. */
export const PADDING = 7;

export const INK = '#111111';
export const MUTED = '#555555';
export const BORDER = '#333333';
export const HEAD_FILL = '#E8E8E8';

export const contentWidth = (doc: Doc) => doc.page.width - PAGE_MARGIN * 2;
export const bottomLimit = (doc: Doc) => doc.page.height - PAGE_MARGIN - FOOTER_SPACE;

/** A box's border, drawn once its content has been written and its height is known. */
export function strokeBox(doc: Doc, x: number, y: number, width: number, height: number) {
  doc.roundedRect(x, y, width, height, 4).lineWidth(0.8).stroke(BORDER);
}

/**
 * `label` in bold then `value`, wrapping within `width` from (`x`, `y`); the y below it. Both are
 * printed as they are (drawn text, never a pattern).
 */
export function labelled(
  doc: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  size = 8.5,
): number {
  doc.font('bold').fontSize(size).fillColor(INK);
  doc.text(`${label}: `, x, y, { width, continued: value !== '' });
  if (value !== '') doc.font('regular').text(value);
  return doc.y;
}

/** The height `labelled` would take. */
export function labelledHeight(
  doc: Doc,
  label: string,
  value: string,
  width: number,
  size = 8.5,
): number {
  // The label is bold and a little wider: measuring all in bold errs on the taller side.
  doc.font('bold').fontSize(size);
  return doc.heightOfString(`${label}: ${value}`, { width });
}
