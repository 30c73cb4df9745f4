import { getTableName, type Column, type Table } from 'drizzle-orm';

/**
 * What a cached entry depends on, named after the rows it shows, so that a write names the same
 * tag from the rows it wrote without knowing who reads them. Two kinds:
 *
 * - a row tag: the entry shows those rows as themselves (a product's page, a formula's address).
 *   A write naming it drops the entry at once: the writer reads fresh as soon as it returns;
 * - a list tag (`list:` first): the entry shows rows among others (a list's membership and
 *   order, a card, names in another page). A write reaching an entry only through list tags
 *   keeps it, stale, for a moment while one load replaces it (see `STALE_MAX_MS`).
 */
const LIST = 'list:';

function columnName(column: Column): string {
  return `${getTableName(column.table)}.${column.name}`;
}

/** Entries showing the rows where `column` is `value`, as themselves. */
export function rowsTag(column: Column, value: string): string {
  return `${columnName(column)}=${value}`;
}

/** Entries showing a whole table as one thing (the company settings): every write drops them. */
export function tableTag(table: Table): string {
  return getTableName(table);
}

/** Entries listing a table's rows: which rows, in which order, how many. */
export function listTag(table: Table): string {
  return `${LIST}${getTableName(table)}`;
}

/** Entries showing the rows where `column` is `value` among others (as a card, by name). */
export function listedRowsTag(column: Column, value: string): string {
  return `${LIST}${rowsTag(column, value)}`;
}

export function isListTag(tag: string): boolean {
  return tag.startsWith(LIST);
}

/**
 * A committed write of what the public pages show, as services describe it: the tags it
 * touched, or everything (a change too wide to name, such as a category renamed).
 */
export type PublicChange = { readonly tags: readonly string[] | 'everything' };

export const EVERYTHING: PublicChange = { tags: 'everything' };

/**
 * The tags of public pages' addresses, `/<section>/<key>`, by section: a module tells what such
 * an address shows (an item by id or by its name), so that a write to that item drops the page,
 * "not found" included, whatever its render read.
 */
export class AddressTags {
  private readonly sections = new Map<string, (key: string) => readonly string[]>();

  register(section: string, tagsOf: (key: string) => readonly string[]): void {
    this.sections.set(section, tagsOf);
  }

  of(path: string): readonly string[] {
    const [section = '', key, ...rest] = path.split('/').filter(Boolean);
    const tagsOf = this.sections.get(section);
    if (!tagsOf || !key || rest.length > 0) return [];
    try {
      return tagsOf(decodeURIComponent(key));
    } catch {
      return [];
    }
  }
}
