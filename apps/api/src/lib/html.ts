/**
 * Building HTML from a template and untrusted text.
 *
 * Never splice text into a template with `String.prototype.replace(string, string)`: its
 * replacement string interprets `$&`, `` $` `` and `$'`, so a visitor's search or a product
 * description containing them would copy the template into the page (megabytes per request).
 * These helpers cut and join by position, so the text is inserted exactly as given.
 */

/** The template with `text` inserted right before the first `marker`; unchanged when absent. */
export function insertBefore(template: string, marker: string, text: string): string {
  const at = template.indexOf(marker);
  if (at < 0) return template;
  return template.slice(0, at) + text + template.slice(at);
}

/** The template with the first `marker` replaced by `text`, literally; unchanged when absent. */
export function replaceFirst(template: string, marker: string | RegExp, text: string): string {
  if (typeof marker === 'string') {
    const at = template.indexOf(marker);
    if (at < 0) return template;
    return template.slice(0, at) + text + template.slice(at + marker.length);
  }
  // A function replacement is taken literally: no `$` patterns are expanded.
  return template.replace(marker, () => text);
}

const HTML_ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => HTML_ESCAPES[c]!);
}

const XML_ESCAPES: Record<string, string> = { ...HTML_ESCAPES, "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => XML_ESCAPES[c]!);
}

/**
 * JSON inlined in a `<script>` data block that no `</script>` or `<!--` in a text can break out
 * of; U+2028/U+2029 are escaped too, so the block stays valid JavaScript for any reader.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<\u2028\u2029]/g, (c) =>
    c === '<' ? '\\u003c' : c === '\u2028' ? '\\u2028' : '\\u2029',
  );
}
