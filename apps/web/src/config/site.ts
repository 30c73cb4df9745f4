/**
 * Helpers for the seller's contact data. The data itself (name, branches, phones, social links,
 * WhatsApp number) is the company settings, edited in the dashboard and read from the API
 * (`useCompany`); nothing of it is written in the web app.
 */

/** WhatsApp click-to-chat link: the number's digits as path, the message as `text`. */
export function whatsappLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/**
 * `tel:` link for an Ecuadorian number as written on screen: "(02) 233-4567" → "tel:+59322334567",
 * "099 123 4567" → "tel:+593991234567". The international form dials from any phone.
 */
export function telLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('593')) return `tel:+${digits}`;
  return `tel:${digits.startsWith('0') ? `+593${digits.slice(1)}` : digits}`;
}
