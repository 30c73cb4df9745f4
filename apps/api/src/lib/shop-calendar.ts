import { SHOP_TIME_ZONE, SPANISH_MONTHS } from '@quimia/contracts';

// The shop's calendar: days as the shop in Quito counts them, whatever the server's time zone.

const shopDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day at the shop, `YYYY-MM-DD`. */
export function shopDate(at: Date): string {
  return shopDayFormat.format(at);
}

/** A day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `2026-03-05` → `5 de marzo de 2026`. */
export function formatShopDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} de ${SPANISH_MONTHS[(month ?? 1) - 1]} de ${year}`;
}
