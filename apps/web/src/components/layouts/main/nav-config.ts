import { paths } from '@/config/paths';

export type NavItem = {
  title: string;
  path: string;
  /** Active only on the exact path (the home page would otherwise match every route). */
  end?: boolean;
};

/** Top navigation of the public site. */
export const navItems: readonly NavItem[] = [
  { title: 'Inicio', path: paths.home, end: true },
  { title: 'Nosotros', path: paths.about },
  { title: 'Productos', path: paths.product.root },
  { title: 'Fórmulas', path: paths.post.root },
  { title: 'Contacto', path: paths.contact },
];
