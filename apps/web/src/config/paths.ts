import type { UserRole } from '@quimia/contracts';

/** Every route of the application, in one place. */
export const paths = {
  home: '/',
  /** A customer's own area ("Mi cuenta"), in the storefront. */
  account: '/mi-cuenta',
  about: '/about-us',
  contact: '/contact-us',
  faqs: '/faqs',
  catalogue: '/catalogo',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  page403: '/403',
  page404: '/404',
  page500: '/500',
  product: {
    root: '/product',
    list: '/product/list',
    checkout: '/product/checkout',
    details: (id: string) => `/product/${id}`,
    byLine: (line: string) => `/product/${line}/checkout`,
    byType: (type: string) => `/product/${type}/tipo`,
    byTypeId: (typeId: string) => `/product/${typeId}/listado`,
  },
  /** Quotations: asked for (with what to quote) and read at their link. */
  quotation: {
    /** "Solicitar cotización" for these presentations and quantities (`source`: where from). */
    request: (
      items: readonly { presentationId: string; quantity: number }[] = [],
      source?: 'web' | 'product' | 'formula' | 'checkout',
    ) => {
      const query = new URLSearchParams();
      if (items.length > 0) {
        query.set(
          'items',
          items.map((item) => `${item.presentationId}:${item.quantity}`).join(','),
        );
      }
      if (source) query.set('origen', source);
      const search = query.toString();
      return search ? `/cotizar?${search}` : '/cotizar';
    },
    details: (token: string) => `/cotizacion/${token}`,
  },
  post: {
    root: '/post',
    list: '/post/list',
    details: (title: string) => `/post/${title}`,
  },
  auth: {
    jwt: {
      login: '/auth/jwt/login',
      register: '/auth/jwt/register',
      forgotPassword: '/auth/jwt/forgot-password',
      resetPassword: '/auth/jwt/reset-password',
    },
  },
  dashboard: {
    root: '/dashboard',
    analytics: '/dashboard/analytics',
    chat: '/dashboard/chat',
    consultas: {
      root: '/dashboard/consultas',
      clients: '/dashboard/consultas/clientes',
      client: (id: string) => `/dashboard/consultas/clientes/${id}`,
      products: '/dashboard/consultas/productos',
      product: (id: string) => `/dashboard/consultas/productos/${id}`,
      suppliers: '/dashboard/consultas/proveedores',
      supplier: (id: string) => `/dashboard/consultas/proveedores/${id}`,
      formulas: '/dashboard/consultas/formulas',
      formula: (id: string) => `/dashboard/consultas/formulas/${id}`,
      import: '/dashboard/consultas/importar',
    },
    user: {
      root: '/dashboard/user',
      profile: '/dashboard/user/profile',
      cards: '/dashboard/user/cards',
      list: '/dashboard/user/list',
      new: '/dashboard/user/new',
      edit: (id: string) => `/dashboard/user/${id}/edit`,
      account: '/dashboard/user/account',
    },
    product: {
      root: '/dashboard/product',
      list: '/dashboard/product/list',
      new: '/dashboard/product/new',
      details: (id: string) => `/dashboard/product/${id}`,
      edit: (id: string) => `/dashboard/product/${id}/edit`,
      /** The product's stock moves per branch, with their running balance. */
      kardex: (id: string) => `/dashboard/product/${id}/kardex`,
    },
    inventory: {
      /** «Recepción de compras»: imported purchases received into a branch's stock. */
      purchases: '/dashboard/inventario/compras',
      /** «Sugerencia de compra»: what to buy, by supplier, for branches at their minimum. */
      suggestion: '/dashboard/inventario/sugerencia',
    },
    post: {
      root: '/dashboard/post',
      list: '/dashboard/post/list',
      new: '/dashboard/post/new',
      /** The comments left on formula posts, waiting for moderation first. */
      comments: '/dashboard/post/list?tab=comentarios',
      details: (title: string) => `/dashboard/post/${title}`,
      edit: (title: string) => `/dashboard/post/${title}/edit`,
    },
    quotation: {
      root: '/dashboard/quotation',
      list: '/dashboard/quotation/list',
      details: (id: string) => `/dashboard/quotation/${id}`,
    },
    order: {
      root: '/dashboard/order',
      list: '/dashboard/order/list',
      details: (id: string) => `/dashboard/order/${id}`,
    },
    invoice: {
      root: '/dashboard/invoice',
      details: (id: string) => `/dashboard/invoice/${id}`,
    },
  },
} as const;

/**
 * A path on this site from `returnTo`, or `fallback` (the dashboard unless said). Only a path on
 * this site is followed (`/x`, not `//host` nor `https://…`).
 */
export function safeReturnTo(
  returnTo: string | null | undefined,
  fallback: string = paths.dashboard.root,
): string {
  if (!returnTo) return fallback;
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) {
    return fallback;
  }
  try {
    const url = new URL(returnTo, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

const isDashboardPath = (path: string) =>
  path === paths.dashboard.root || /^\/dashboard[/?#]/.test(path);

/** Where a user starts: staff in the dashboard, a customer in their own area of the storefront. */
export function homeOf(role: UserRole): string {
  return role === 'cliente' ? paths.account : paths.dashboard.root;
}

/**
 * Where signing in or registering leads: back to the page that asked for it (`returnTo`, a path
 * on this site) when the user may open it, else to the user's start. A customer never lands in
 * the staff's dashboard.
 */
export function landingAfterSignIn(role: UserRole, returnTo: string | null | undefined): string {
  const home = homeOf(role);
  const target = safeReturnTo(returnTo, home);
  return role === 'cliente' && isDashboardPath(target) ? home : target;
}
