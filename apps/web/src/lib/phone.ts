/**
 * The international digits of a phone number as people write it in Ecuador: "099 123 4567" →
 * "593991234567", "(02) 233-4567" → "59322334567"; a number already with its country code keeps
 * it. WhatsApp links and `tel:` links dial these from any country.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') || digits.startsWith('593')) return digits;
  return digits.startsWith('0') ? `593${digits.slice(1)}` : digits;
}
