// How the demo's year of selling is found again, to tell whether it is loaded and to remove it.

/**
 * The demo's quotations and comments come "from" addresses of the IPv6 documentation prefix
 * (2001:db8::/32, never routed; this subnet of it chosen for the demo): that is how removing the
 * demo data finds them again. IPv4's documentation networks are not used: test machines live on
 * them.
 */
export const DEMO_ADDRESS_PREFIX = '2001:db8:5eed::';
/** The demo's checkout orders are keyed `demo-activity:N` (no checkout makes such a key). */
export const DEMO_ORDER_KEY_PREFIX = 'demo-activity:';
