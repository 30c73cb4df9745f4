// The products back office. Other features (the formulas back office) use these pieces.
export { PublishStatusChip } from './components/publish-status-chip';
export { bodyResolver } from './utils/body-resolver';
export {
  idOptions,
  parseId,
  STATUS_OPTIONS,
  UNIT_OPTIONS,
  UNIT_SYMBOL_OPTIONS,
} from './utils/form-options';
export { parseStatus } from './utils/list-params';
