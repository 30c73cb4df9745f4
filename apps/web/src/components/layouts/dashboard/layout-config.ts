import { layout } from '@/config/layout';

/** Height of the horizontal menu bar under the header. */
export const HORIZONTAL_NAV_HEIGHT = 48;

export const dashboardLayout = {
  header: layout.header,
  nav: layout.nav,
  horizontalNavHeight: HORIZONTAL_NAV_HEIGHT,
} as const;
