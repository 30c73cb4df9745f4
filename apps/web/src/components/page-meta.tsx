import { siteTitle, useSiteName } from '@/api/company';
import { truncateText, useMetaDescription } from '@/lib/use-page-meta';

type PageMetaProps = {
  /** The page's own title; the site's name is appended. */
  title: string;
  description?: string | null;
};

/** Browser tab title (React 19 hoists `<title>`) and meta description of a storefront page. */
export function PageMeta({ title, description }: PageMetaProps) {
  useMetaDescription(description ? truncateText(description) : null);
  return <title>{siteTitle(title, useSiteName())}</title>;
}

/** A browser tab's title (React 19 hoists `<title>`): the page's, then the seller's name. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{siteTitle(title, useSiteName())}</title>;
}
