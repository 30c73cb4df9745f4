// How the demo's year of selling is found again, to tell whether it is loaded and to remove it
// (its orders say so themselves: `orders.demo`).

/**
 * The demo's quotations and comments come "from" addresses of the IPv6 documentation prefix
 * (2001:db8::/32, never routed; this subnet of it chosen for the demo): that is how removing the
 * demo data finds them again. IPv4's documentation networks are not used: test machines live on
 * them.
 */
export const DEMO_ADDRESS_PREFIX = '2001:db8:5eed::';
