// The products back office. Other features (the formulas back office) use these pieces.
export { useProductSearch, searchProducts } from './api/search-products';
export { uploadImage, IMAGE_TOO_LARGE_MESSAGE } from './api/upload-image';
export { deleteImage } from './api/delete-image';
export { PublishStatusChip } from './components/publish-status-chip';
export { bodyResolver } from './utils/body-resolver';
export { formatNumber, formatUsd } from './utils/format';
export { parseStatus } from './utils/list-params';
