/** Every route of the application, in one place. */
export const paths = {
  home: '/',
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
    },
    post: {
      root: '/dashboard/post',
      list: '/dashboard/post/list',
      new: '/dashboard/post/new',
      details: (title: string) => `/dashboard/post/${title}`,
      edit: (title: string) => `/dashboard/post/${title}/edit`,
    },
    order: {
      root: '/dashboard/order',
      list: '/dashboard/order/list',
      details: (id: string) => `/dashboard/order/${id}`,
    },
  },
} as const;

/**
 * Where to go after signing in. Only a path on this site is followed (`/x`, not `//host` nor
 * `https://…`); anything else lands on the dashboard.
 */
export function safeReturnTo(returnTo: string | null | undefined): string {
  if (!returnTo) return paths.dashboard.root;
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) {
    return paths.dashboard.root;
  }
  try {
    const url = new URL(returnTo, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return paths.dashboard.root;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return paths.dashboard.root;
  }
}
