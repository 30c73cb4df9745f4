import sanitizeHtml from 'sanitize-html';
import { isUuid } from './text';

const ALIGN = [/^(left|right|center|justify)$/];

const OWN_IMAGE_PATH = '/api/uploads/getImagen';

/**
 * The shop's own uploaded image a `src` points to, as a path on this site, or null. Any other
 * source is dropped: a third party's picture would let it count and follow the post's readers.
 */
export function ownImageSource(src: string | undefined): string | null {
  if (!src || !URL.canParse(src, 'http://shop.invalid')) return null;
  const url = new URL(src, 'http://shop.invalid');
  const id = url.searchParams.get('id') ?? '';
  const size = url.searchParams.get('size');
  if (url.pathname !== OWN_IMAGE_PATH || !isUuid(id)) return null;
  const params = new URLSearchParams({
    id,
    ...(size && /^(sm|md|lg)$/.test(size) ? { size } : {}),
  });
  return `${OWN_IMAGE_PATH}?${params}`;
}

/**
 * The allow-list for formula posts: what the rich-text editor produces (headings, lists, tables,
 * links, images, emphasis) and nothing that runs code or changes the page around it.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    p: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from this site's uploads (made relative below): no data:, no other host.
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page has its own h1.
    h1: 'h2',
    img: (tagName, attribs) => {
      const src = ownImageSource(attribs.src);
      return { tagName, attribs: src ? { ...attribs, src } : { ...attribs, src: '' } };
    },
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'noopener noreferrer nofollow',
        ...(attribs.target ? { target: '_blank' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) ||
    (frame.tag === 'img' && !frame.attribs.src),
};

/** Formula content as stored and served: only allowed tags, attributes, styles and URLs. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * Plain text from untrusted input (comments): markup is dropped (script and style with their
 * content), entities become characters again, control characters go. The result is text, to be
 * rendered as text.
 */
export function plainText(input: string): string {
  const stripped = sanitizeHtml(input, { allowedTags: [], allowedAttributes: {} });
  const decoded = stripped.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]!);
  // Decoding may have re-formed something tag-like ("&lt;script&gt;"): remove it too.
  let text = decoded;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/<\/?[a-z!][^<>]*>/gi, '');
  }
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
