import type { MetricsLink, MetricsScreen } from '@quimia/contracts';
import { paths } from '@/config/paths';

/** The section of the analytics page that lists the products with low stock. */
export const LOW_STOCK_ANCHOR = 'stock-bajo';

const SCREENS: Record<MetricsScreen, string> = {
  quotations: paths.dashboard.quotation.list,
  orders: paths.dashboard.order.list,
  comments: paths.dashboard.post.comments,
  products: paths.dashboard.product.list,
  lowStock: `${paths.dashboard.analytics}#${LOW_STOCK_ANCHOR}`,
  consultasClients: paths.dashboard.consultas.clients,
  consultasSuppliers: paths.dashboard.consultas.suppliers,
  consultasProducts: paths.dashboard.consultas.products,
};

/** Where a figure is handled: its screen with the query its list opens with. */
export function metricsHref(link: MetricsLink): string {
  const target = SCREENS[link.screen];
  const [beforeHash, hash] = target.split('#') as [string, string | undefined];
  const [path, search] = beforeHash.split('?') as [string, string | undefined];
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(link.params)) if (value) query.set(key, value);
  const text = query.toString();
  return `${path}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}
