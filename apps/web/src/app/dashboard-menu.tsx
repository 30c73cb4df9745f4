/**
 * The side menu and the home page's quick links, built from the table of dashboard modules
 * (`dashboard-modules.tsx`). Only the dashboard's layout and home page import this file: the table
 * is in the entry chunk (the route tree needs it), the icons' drawings stay out of it.
 */
import type { ReactNode } from 'react';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { UserRole } from '@quimia/contracts';
import type { NavGroupConfig, NavItemConfig } from '@/components/layouts/dashboard/nav-config';
import { PendingMessagesBadge } from '@/features/inbox';
import { PendingOrdersBadge } from '@/features/orders';
import { PendingQuotationsBadge } from '@/features/quotations';
import {
  ALL_ROLES,
  NAV_GROUPS,
  dashboardModules,
  firstPath,
  type NavGroup,
  type NavParent,
} from './dashboard-modules';

/** The icons that rows of the table may name; a new one is added here. */
export const dashboardIcons = {
  accountCircle: <AccountCircleOutlined />,
  category: <CategoryOutlined />,
  dashboard: <DashboardOutlined />,
  inbox: <InboxOutlined />,
  insights: <InsightsOutlined />,
  inventory: <Inventory2Outlined />,
  invoices: <ReceiptOutlined />,
  lock: <LockOutlined />,
  mail: <ForwardToInboxOutlined />,
  manageSearch: <ManageSearchOutlined />,
  orders: <ReceiptLongOutlined />,
  people: <PeopleAltOutlined />,
  quotations: <RequestQuoteOutlined />,
  science: <ScienceOutlined />,
  smartToy: <SmartToyOutlined />,
  storefront: <StorefrontOutlined />,
} satisfies Record<string, ReactNode>;

export type DashboardIconName = keyof typeof dashboardIcons;

/** Counts a menu entry may show beside its title (what waits there); a new one is added here. */
export const dashboardBadges = {
  pendingMessages: <PendingMessagesBadge />,
  pendingOrders: <PendingOrdersBadge />,
  pendingQuotations: <PendingQuotationsBadge />,
} satisfies Record<string, ReactNode>;

export type DashboardBadgeName = keyof typeof dashboardBadges;

type ParentEntry = NavItemConfig & { children: NavItemConfig[] };

/** The side menu for every role; `filterNavByRole` keeps what one role may see. */
export const dashboardNav: NavGroupConfig[] = (() => {
  const items = new Map<NavGroup, NavItemConfig[]>();
  const parents = new Map<NavParent, ParentEntry>();
  const groupItems = (group: NavGroup) => {
    let list = items.get(group);
    if (!list) items.set(group, (list = []));
    return list;
  };
  for (const row of dashboardModules) {
    const { nav } = row;
    if (!nav) continue;
    const path = nav.path ?? firstPath(row);
    if (!('parent' in nav)) {
      const icon = dashboardIcons[nav.icon];
      const info = nav.badge ? dashboardBadges[nav.badge] : undefined;
      groupItems(nav.group).push({ title: nav.title, path, icon, info, roles: row.roles });
      continue;
    }
    let parent = parents.get(nav.parent);
    if (!parent) {
      const { group, title, path: parentPath, icon } = nav.parent;
      parent = { title, path: parentPath, icon: dashboardIcons[icon], roles: [], children: [] };
      parents.set(nav.parent, parent);
      groupItems(group).push(parent);
    }
    const children = [...parent.children, { title: nav.title, path, roles: row.roles }];
    parent.children = children;
    // A parent is for whoever may see one of its entries.
    parent.roles = ALL_ROLES.filter((role) =>
      children.some((child) => child.roles?.includes(role)),
    );
  }
  return (Object.keys(NAV_GROUPS) as NavGroup[]).flatMap((group) => {
    const list = items.get(group);
    return list ? [{ subheader: NAV_GROUPS[group], items: list }] : [];
  });
})();

/** A quick link of the dashboard's home page; `title` and `description` are locale keys. */
export type QuickLinkConfig = {
  key: string;
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
  roles: readonly UserRole[];
};

/** The home page's quick links for every role, in the order of the table. */
export const quickLinks: QuickLinkConfig[] = dashboardModules.flatMap((row) => {
  const { quickLink } = row;
  if (!quickLink) return [];
  const { title, description, icon, to } = quickLink;
  return [
    {
      key: row.key,
      title,
      description,
      to: to ?? firstPath(row),
      icon: dashboardIcons[icon],
      roles: row.roles,
    },
  ];
});
