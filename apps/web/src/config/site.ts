/**
 * Helpers for the seller's contact data. The data itself (name, branches, phones, social links,
 * WhatsApp number) is the company settings, edited in the dashboard and read from the API
 * (`useCompany`); nothing of it is written in the web app.
 */

/**
 * The digits of a phone number with its country code, as people write numbers in Ecuador:
 * "099 123 4567" → "593991234567", "(02) 233-4567" → "59322334567"; a number written with "+"
 * keeps its own. Null for a local number without its leading 0 (its area is unknown).
 */
function internationalDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') || digits.startsWith('593')) return digits;
  return digits.startsWith('0') ? `593${digits.slice(1)}` : null;
}

/**
 * Whether a number written by a buyer can be reached on WhatsApp: it reads as a whole number
 * with its country code (an Ecuadorian one with its leading 0), not as a fragment.
 */
export function reachableOnWhatsapp(phone: string): boolean {
  const digits = internationalDigits(phone);
  return digits !== null && digits.length >= 10 && digits.length <= 15;
}

/** WhatsApp click-to-chat link: the number in international form as path, the message as `text`. */
export function whatsappLink(phone: string, message: string): string {
  const number = internationalDigits(phone) ?? phone.replace(/\D/g, '');
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/**
 * `tel:` link for a number as written on screen: "(02) 233-4567" → "tel:+59322334567",
 * "099 123 4567" → "tel:+593991234567". The international form dials from any phone.
 */
export function telLink(phone: string): string {
  const international = internationalDigits(phone);
  return international ? `tel:+${international}` : `tel:${phone.replace(/\D/g, '')}`;
}

/** What a link to a branch's map needs: it opens in a new tab, and says so to screen readers. */
export function mapLinkProps(branch: { name: string; mapUrl: string }) {
  return {
    href: branch.mapUrl,
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-label': `Ver en el mapa la sucursal ${branch.name} (se abre en una pestaña nueva)`,
  };
}
