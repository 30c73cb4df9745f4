import type { ReactNode } from 'react';
import type { UserRole } from '@quimia/contracts';

/** Navigation item. `title` is a translation key until `useNavData` translates it. */
export type NavItemConfig = {
  title: string;
  path: string;
  icon?: ReactNode;
  info?: ReactNode;
  caption?: string;
  disabled?: boolean;
  /** Roles allowed to see the item; absent means every signed-in role. */
  roles?: readonly UserRole[];
  children?: NavItemConfig[];
};

export type NavGroupConfig = { subheader: string; items: NavItemConfig[] };

/** Keeps what the role may see; a parent whose children are all hidden is hidden too. */
export function filterNavByRole(
  groups: NavGroupConfig[],
  role: UserRole | undefined,
): NavGroupConfig[] {
  const allowed = (item: NavItemConfig) => !item.roles || (!!role && item.roles.includes(role));

  const filterItems = (items: NavItemConfig[]): NavItemConfig[] =>
    items.flatMap((item) => {
      if (!allowed(item)) return [];
      if (!item.children) return [item];
      const children = filterItems(item.children);
      return children.length ? [{ ...item, children }] : [];
    });

  return groups
    .map((group) => ({ ...group, items: filterItems(group.items) }))
    .filter((group) => group.items.length > 0);
}
