// `npm start`: build what is missing, then run the server (storefront, dashboard and API on one port).
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../apps/api/dist/server.js');
