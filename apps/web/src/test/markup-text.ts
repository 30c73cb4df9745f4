/** A server-rendered page's words in order, without markup or the styles rendered with it. */
export const markupText = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
