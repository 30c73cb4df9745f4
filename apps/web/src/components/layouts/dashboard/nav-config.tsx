import type { ReactNode } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { STAFF_ROLES, USER_ROLES, type UserRole } from '@quimia/contracts';
import { paths } from '@/config/paths';

/** Navigation item of specification §3. `title` is a translation key until `useNavData` translates it. */
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

const ALL: readonly UserRole[] = USER_ROLES;
const STAFF: readonly UserRole[] = STAFF_ROLES;
const ADMIN: readonly UserRole[] = ['admin'];

/** The dashboard menu (specification §2); who sees what follows DESIGN §6. */
export const navConfig: NavGroupConfig[] = [
  {
    subheader: 'nav.dashboard',
    items: [
      { title: 'nav.home', path: paths.dashboard.root, icon: <DashboardOutlined />, roles: ALL },
      {
        title: 'nav.analytics',
        path: paths.dashboard.analytics,
        icon: <InsightsOutlined />,
        roles: STAFF,
      },
    ],
  },
  {
    subheader: 'nav.administration',
    items: [
      {
        title: 'nav.users',
        path: paths.dashboard.user.root,
        icon: <PeopleAltOutlined />,
        roles: ALL,
        children: [
          { title: 'nav.userList', path: paths.dashboard.user.list, roles: ADMIN },
          { title: 'nav.userProfile', path: paths.dashboard.user.profile, roles: ALL },
          { title: 'nav.userAccount', path: paths.dashboard.user.account, roles: ALL },
        ],
      },
      {
        title: 'nav.products',
        path: paths.dashboard.product.root,
        icon: <Inventory2Outlined />,
        roles: STAFF,
        children: [{ title: 'nav.productList', path: paths.dashboard.product.list, roles: STAFF }],
      },
      {
        title: 'nav.posts',
        path: paths.dashboard.post.root,
        icon: <ScienceOutlined />,
        roles: STAFF,
        children: [{ title: 'nav.postList', path: paths.dashboard.post.list, roles: STAFF }],
      },
      {
        title: 'nav.consultas',
        path: paths.dashboard.consultas.root,
        icon: <ManageSearchOutlined />,
        roles: STAFF,
        children: [
          { title: 'nav.clients', path: paths.dashboard.consultas.clients, roles: STAFF },
          { title: 'nav.consultaProducts', path: paths.dashboard.consultas.products, roles: STAFF },
          { title: 'nav.suppliers', path: paths.dashboard.consultas.suppliers, roles: STAFF },
          { title: 'nav.formulas', path: paths.dashboard.consultas.formulas, roles: STAFF },
        ],
      },
      { title: 'nav.chat', path: paths.dashboard.chat, icon: <SmartToyOutlined />, roles: STAFF },
    ],
  },
];

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
