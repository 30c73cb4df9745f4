// The storefront's pages drawn on the server, for the app's wiring.
export { loadServerRenderer } from './server-render';
