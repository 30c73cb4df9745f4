import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businessLines, formulas, products, productTypes } from '../../db/schema';
import {
  catalogEndpoints,
  centsWithIva,
  ivaRateOf,
  formulaEndpoints,
  productTitle,
  type EndpointDefinition,
  type EndpointResponse,
} from '@quimia/contracts';
import { escapeHtml, escapeXml, insertBefore, replaceFirst, scriptSafeJson } from '../../lib/html';
import { isUuid } from '../../lib/text';

/** What a shared link's preview and a search engine read from a page's HTML. */
export type PageMeta = {
  title: string;
  description: string;
  canonicalPath: string;
  /** The page's own picture; without one, previews show the shop's share image. */
  image?: string;
  type: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>;
  /** The seller's trade name (og:site_name). */
  siteName: string;
};

/** What page meta shows of the seller, from the company settings. */
export type SiteInfo = { name: string; ivaRate: number };
/**
 * The shop's own picture (in the web app's public files) for pages without one: a link shared on
 * WhatsApp or Facebook then still shows a preview.
 */
export const SHARE_IMAGE_PATH = '/share-image.png';

function plain(text: string, max = 160): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Reads a public endpoint as a visitor would (answered from the public cache): the page's own
 * render reads the same, so a page cold from cache loads its item once. Null when not found.
 */
export type PublicRead = <E extends EndpointDefinition>(
  endpoint: E,
  query: Record<string, string>,
) => Promise<EndpointResponse<E> | null>;

/**
 * The page's meta data for product and formula pages, from the same public reads the page
 * renders; null for every other path (the app's own defaults apply). Drafts and unknown items
 * get null too.
 */
export async function resolvePageMeta(
  read: PublicRead,
  path: string,
  origin: string,
  { name: siteName, ivaRate }: SiteInfo,
): Promise<PageMeta | null> {
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.length !== 2) return null;
  const [section, key] = segments as [string, string];

  if (section === 'product' && key !== 'list' && key !== 'checkout') {
    const detail = await read(catalogEndpoints.product, isUuid(key) ? { id: key } : { slug: key });
    if (!detail) return null;
    const { product } = detail;
    const image = product.images[0] ? origin + product.images[0].urls.lg : undefined;
    const prices = product.presentations.flatMap((p) => (p.priceCents === null ? [] : [p]));
    const withIva = (cents: number) => centsWithIva(cents, ivaRateOf(product.ivaCode, ivaRate));
    const url = `${origin}/product/${product.slug}`;
    return {
      title: `${productTitle(product)} | ${siteName}`,
      siteName,
      description: plain(product.description || product.summary),
      canonicalPath: `/product/${product.slug}`,
      image,
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.code,
        description: plain(product.description, 500),
        category: product.type.name,
        ...(image ? { image } : {}),
        ...(product.casNumber ? { productID: `CAS ${product.casNumber}` } : {}),
        url,
        ...(prices.length > 0
          ? {
              offers: prices.map((presentation) => ({
                '@type': 'Offer',
                name: presentation.label,
                price: dollars(withIva(presentation.priceCents!)),
                priceCurrency: 'USD',
                availability:
                  product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
                url,
              })),
            }
          : {}),
      },
    };
  }

  if (section === 'post' && key !== 'list') {
    const detail = await read(formulaEndpoints.formula, isUuid(key) ? { id: key } : { slug: key });
    if (!detail) return null;
    const { formula } = detail;
    const image = formula.cover ? origin + formula.cover.urls.lg : undefined;
    return {
      title: `${formula.title} | Fórmulas ${siteName}`,
      siteName,
      description: plain(formula.summary || formula.contentHtml),
      canonicalPath: `/post/${formula.slug}`,
      image,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        name: formula.title,
        description: plain(formula.summary || formula.contentHtml, 500),
        ...(image ? { image } : {}),
        ...(formula.batchYield
          ? { yield: `${formula.batchYield.amount} ${formula.batchYield.unit}` }
          : {}),
        supply: formula.ingredients.map((ingredient) => ({
          '@type': 'HowToSupply',
          name: ingredient.name,
          requiredQuantity: `${ingredient.amount} ${ingredient.unit}`,
        })),
        step: formula.steps.map((text, index) => ({
          '@type': 'HowToStep',
          position: index + 1,
          text,
        })),
        datePublished: formula.publishedAt ?? undefined,
        dateModified: formula.updatedAt,
        url: `${origin}/post/${formula.slug}`,
      },
    };
  }
  return null;
}

const STATIC_PATHS = ['/', '/product', '/post', '/catalogo', '/about-us', '/contact-us', '/faqs'];

/**
 * sitemap.xml: the public pages, the pages of the business lines and product types the
 * storefront shows (hidden ones left out), and every published product and formula.
 */
export async function buildSitemap(db: Database, origin: string): Promise<string> {
  const [lineRows, typeRows, productRows, formulaRows] = await Promise.all([
    db
      .select({ slug: businessLines.slug })
      .from(businessLines)
      .where(eq(businessLines.hidden, false))
      .orderBy(asc(businessLines.sortOrder), asc(businessLines.name)),
    db
      .select({ slug: productTypes.slug })
      .from(productTypes)
      .where(eq(productTypes.hidden, false))
      .orderBy(asc(productTypes.sortOrder), asc(productTypes.name)),
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.status, 'published'))
      .orderBy(desc(products.updatedAt)),
    db
      .select({ slug: formulas.slug, updatedAt: formulas.updatedAt })
      .from(formulas)
      .where(and(eq(formulas.status, 'published')))
      .orderBy(desc(formulas.updatedAt)),
  ]);
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => entry(path)),
    ...lineRows.map((row) => entry(`/product/${encodeURIComponent(row.slug)}/checkout`)),
    ...typeRows.map((row) => entry(`/product/${encodeURIComponent(row.slug)}/tipo`)),
    ...productRows.map((row) => entry(`/product/${encodeURIComponent(row.slug)}`, row.updatedAt)),
    ...formulaRows.map((row) => entry(`/post/${encodeURIComponent(row.slug)}`, row.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /auth',
    'Disallow: /mi-cuenta',
    // A quotation's link is its buyer's: never indexed (nor the request form).
    'Disallow: /cotizacion',
    'Disallow: /cotizar',
    'Disallow: /product/checkout',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The app's index.html with the seller's own title and description in place of the build's
 * defaults: what every page without meta of its own (the lists, the dashboard) starts with.
 */
export function withSiteDefaults(
  template: string,
  site: { name: string; tagline: string; description: string },
): string {
  const title = site.tagline ? `${site.name} · ${site.tagline}` : site.name;
  const withTitle = replaceFirst(
    template,
    /<title>[\s\S]*?<\/title>/,
    `<title>${escapeHtml(title)}</title>`,
  );
  return site.description
    ? replaceFirst(
        withTitle,
        /<meta\s+name="description"[\s\S]*?\/>/,
        `<meta name="description" content="${escapeHtml(site.description)}" />`,
      )
    : withTitle;
}

/** Puts the page's meta tags into the app's index.html, replacing its defaults. */
export function renderIndexHtml(template: string, meta: PageMeta, origin: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(origin + meta.canonicalPath)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
    `<meta property="og:locale" content="es_EC" />`,
    `<meta property="og:type" content="${meta.type === 'article' ? 'article' : meta.type === 'product' ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(origin + meta.canonicalPath)}" />`,
    `<meta property="og:image" content="${escapeHtml(meta.image ?? origin + SHARE_IMAGE_PATH)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    // A data block, not a script: the CSP's script-src does not apply and nothing runs.
    ...(meta.jsonLd
      ? [
          `<script type="application/ld+json">${scriptSafeJson(JSON.stringify(meta.jsonLd))}</script>`,
        ]
      : []),
  ].join('\n    ');
  const withoutDefaults = replaceFirst(
    replaceFirst(template, /<title>[\s\S]*?<\/title>/, ''),
    /<meta\s+name="description"[\s\S]*?\/>/,
    '',
  );
  return insertBefore(withoutDefaults, '</head>', `    ${tags}\n  `);
}
