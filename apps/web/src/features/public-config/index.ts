export {
  getPublicConfig,
  publicConfigQueryOptions,
  usePublicConfig,
} from './api/get-public-config';
