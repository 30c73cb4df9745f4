/**
 * The seller's public contact data, in one place.
 *
 * OWNER: the addresses, phones, emails and links below are plausible values written by the
 * developers. Replace every value marked `REPLACE` with the real one before going live.
 * The WhatsApp support number comes from the server (`SUPPORT_PHONE`), not from this file.
 */
export const site = {
  name: 'ProduApps',
  assistantName: 'QuimIA',
  tagline: 'Productos químicos y materias primas',
  description:
    'Somos líderes en la venta de productos químicos y materias primas, al por mayor y menor, con envíos a nivel nacional.',
  whatsappGreeting: 'Hola, quisiera información sobre sus productos químicos.',
  hours: [
    { days: 'Lunes a viernes', time: '8:00 - 17:00' },
    { days: 'Sábados', time: '9:00 - 13:00' },
  ],
  branches: [
    {
      id: 'valle',
      name: 'Valle de los Chillos',
      address: 'Av. General Enríquez y Juan de Salinas, Sangolquí, Pichincha', // REPLACE
      landlines: ['(02) 233-4567'], // REPLACE
      mobiles: ['099 123 4567'], // REPLACE
      emails: ['valle@produapps.ec'], // REPLACE
      mapUrl:
        'https://www.google.com/maps/search/?api=1&query=Sangolqu%C3%AD%2C+Pichincha%2C+Ecuador', // REPLACE
    },
    {
      id: 'sur',
      name: 'Sur de Quito',
      address: 'Av. Maldonado S12-145 y Pujilí, Quito, Pichincha', // REPLACE
      landlines: ['(02) 265-8901'], // REPLACE
      mobiles: ['098 765 4321'], // REPLACE
      emails: ['sur@produapps.ec'], // REPLACE
      mapUrl:
        'https://www.google.com/maps/search/?api=1&query=Av.+Maldonado+y+Pujil%C3%AD%2C+Quito%2C+Ecuador', // REPLACE
    },
  ],
  social: [
    {
      value: 'facebook',
      name: 'Facebook',
      color: '#1877F2',
      path: 'https://www.facebook.com/produapps.ec',
    }, // REPLACE
    {
      value: 'instagram',
      name: 'Instagram',
      color: '#E02D69',
      path: 'https://www.instagram.com/produapps.ec',
    }, // REPLACE
    {
      value: 'tiktok',
      name: 'TikTok',
      color: '#000000',
      path: 'https://www.tiktok.com/@produapps.ec',
    }, // REPLACE
  ],
} as const;

export type Branch = (typeof site.branches)[number];

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
