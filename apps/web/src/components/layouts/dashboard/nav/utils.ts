import { paths } from '@/config/paths';
import type { NavItemConfig } from '../nav-config';

export function isExternalLink(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/**
 * Whether an item matches the current path. The dashboard root matches only itself, any other
 * item also matches its sub-paths (a user's edit page keeps 'Usuarios' highlighted).
 */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (isExternalLink(itemPath)) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (itemPath === paths.dashboard.root) return path === itemPath;
  return path === itemPath || path.startsWith(`${itemPath}/`);
}

export function isItemActive(item: NavItemConfig, pathname: string): boolean {
  return (
    isActivePath(item.path, pathname) ||
    !!item.children?.some((child) => isItemActive(child, pathname))
  );
}
