// What the app's wiring uses of the pages' meta data (never the routes).
export {
  renderIndexHtml,
  resolvePageMeta,
  withSiteDefaults,
  type PageMeta,
  type PublicRead,
} from './page-meta';
