// Stored text (product and client names, imported invoice lines, descriptions, formula titles…)
// goes into QuimIA's Markdown answers as data: whatever it holds, it reads as the same words and
// never becomes a link, an image, a heading, a list or a table cell of its own.

/**
 * The ASCII punctuation that can start or close Markdown syntax (GFM included: tables, autolinks
 * such as `www.` or `https:`, e-mail addresses, strikethrough). CommonMark lets a backslash
 * escape any of them; parentheses, commas and the like are left as they are, since without a
 * `[` or `]` they cannot make a link.
 */
const MARKDOWN_SYNTAX = /[\\`*_[\]<>!|~&#+\-=.:@]/g;

/** Controls and line or paragraph separators: a stored value is one line of the answer. */
// eslint-disable-next-line no-control-regex
const BREAKS = /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A stored value as literal Markdown text, on one line. */
export function markdownText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(BREAKS, ' ').trim().replace(MARKDOWN_SYNTAX, '\\$&');
}

/** A path on this site (`/product/x`), not another host (`//host`, `/\host`) nor a scheme. */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * A link to a page of this site, its title as data; an address that is not a path of this site
 * is left out and the title stays plain text.
 */
export function markdownLink(title: string, href: string | null | undefined): string {
  const text = markdownText(title);
  if (!href || !SITE_PATH.test(href)) return text;
  // Only characters that could end or break the destination are encoded; the path stays readable.
  const destination = href.replace(
    // eslint-disable-next-line no-control-regex
    /[\s()<>\\\u0000-\u001f\u007f]/g,
    (character) => ({ '(': '%28', ')': '%29' })[character] ?? encodeURIComponent(character),
  );
  return `[${text}](${destination})`;
}
