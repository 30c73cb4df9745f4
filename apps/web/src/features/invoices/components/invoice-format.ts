// How a document's dates read on screen.

/** A calendar day (`2026-11-28`, what the SRI calls fechaEmision) as 28/11/2026. */
export function formatIssueDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** Ecuador keeps UTC−5 all year: the time is the shop's, whatever the browser's zone. */
const SHOP_UTC_OFFSET_MS = -5 * 60 * 60 * 1000;

/** «Se reintentará solo a las 14:05» (shop time), or null without a readable time. */
export function nextAttemptText(nextAttemptAt: string | null): string | null {
  if (!nextAttemptAt) return null;
  const date = new Date(nextAttemptAt);
  if (Number.isNaN(date.getTime())) return null;
  const shop = new Date(date.getTime() + SHOP_UTC_OFFSET_MS);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `Se reintentará solo a las ${pad(shop.getUTCHours())}:${pad(shop.getUTCMinutes())}`;
}
