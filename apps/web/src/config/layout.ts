/** Layout constants, in pixels unless said otherwise. */
export const layout = {
  header: { mobileHeight: 64, desktopHeight: 80, desktopOffsetHeight: 64 },
  nav: { verticalWidth: 280, miniWidth: 88, mobileDrawerWidth: 260 },
  settingsDrawerWidth: 280,
  popover: { account: 200, contacts: 320, supportChat: 350 },
  authFormMaxWidth: 480,
  /** `clearance`: room the page's last line keeps free so the floating button never covers it. */
  supportChat: { offset: 20, badgeCount: 1, clearance: 96 },
  notifications: { maxSnack: 5, autoHideDuration: 3000 },
  stretchMinWidth: 1600,
  /** Timings, in milliseconds. */
  timing: { mouseMoveThrottle: 64, resizeDebounce: 64, scrollStopDelay: 175 },
  scrollbarMinSize: 25,
} as const;

/** Date formats (date-fns tokens). */
export const dateFormats = {
  date: 'dd MMM yyyy',
  time: 'p',
  dateTime: 'dd MMM yyyy p',
} as const;

/** Browser storage keys. */
export const storageKeys = {
  accessToken: 'accessToken',
  userName: 'usuario',
  settings: 'settings',
  language: 'i18nextLng',
} as const;
