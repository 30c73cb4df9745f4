import {
  PRODUCT_UNIT_LABELS,
  PRODUCT_UNITS,
  PUBLISH_STATUS_LABELS,
  PUBLISH_STATUSES,
  type PublishStatus,
} from '@quimia/contracts';
import type { TaxonomyOption } from '@/components/form-fields';

/** The units by name, for a form's unit select. */
export const UNIT_OPTIONS = PRODUCT_UNITS.map((value) => ({
  value,
  label: PRODUCT_UNIT_LABELS[value],
}));

/**
 * The units by symbol ('kg'…), for a unit select inside a list row: the row has little room and
 * the symbols are what people write.
 */
export const UNIT_SYMBOL_OPTIONS = PRODUCT_UNITS.map((value) => ({ value, label: value }));

/** Publication statuses (draft, published), for a form's status select. */
export const STATUS_OPTIONS = PUBLISH_STATUSES.map((value) => ({
  value,
  label: PUBLISH_STATUS_LABELS[value],
}));

/** A publication status from the URL (a list's tab), or undefined when it names none. */
export function parseStatus(value: string | null): PublishStatus | undefined {
  return PUBLISH_STATUSES.find((status) => status === value);
}

/** A select's options for records chosen by their number id (a type, a subtype…). */
export function idOptions(items: readonly TaxonomyOption[] | undefined) {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}

/** An id select's value as the form keeps it: the number id, or null for the empty option. */
export function parseId(value: string): number | null {
  return value ? Number(value) : null;
}
