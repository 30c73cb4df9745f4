import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows, sqlArray } from '../../db/sql-helpers';
import { normalizeText } from '../../lib/text';

const MAX_WORDS = 8;
/** Shorter words are not corrected: too many near neighbours. */
const MIN_CORRECTED_LENGTH = 4;

/**
 * Adds the words of these products (all products when none given) to the search vocabulary.
 * Words of deleted products may stay: they only widen a typo's alternatives.
 */
export async function refreshSearchWords(db: Database, productIds?: readonly string[]) {
  if (productIds && productIds.length === 0) return;
  await db.execute(searchWordsInsert(productIds));
}

/** The statement of `refreshSearchWords` (to run as part of another one). */
export function searchWordsInsert(productIds?: readonly string[]) {
  return sql`
    insert into search_words (word)
    select distinct w
    from products p,
      regexp_split_to_table(
        quimia_normalize(p.name || ' ' || quimia_join(p.synonyms) || ' ' || p.description),
        '[^a-z]+') as w
    where length(w) between 3 and 40
      ${productIds ? sql`and p.id = any(${sqlArray(productIds, 'uuid')})` : sql``}
    on conflict do nothing`;
}

/**
 * The search vocabulary as a set: a query whose words are all in it needs no look-up of
 * alternatives (most queries). Words added later are not in it, and are looked up as before.
 */
export async function loadSearchWords(db: Database): Promise<Set<string>> {
  const rows = await queryRows<{ word: string }>(db, sql`select word from search_words`);
  return new Set(rows.map((row) => row.word));
}

/**
 * Merges the pending lists of the GIN (search) indexes. Inserted rows wait there, unsorted, and
 * every search reads them in full until VACUUM or autovacuum merges them (PostgreSQL's limit: 4
 * MB per index). Embedded PGlite has no autovacuum: after a bulk load of 50,000 products they
 * held 145 pages (trigram index), 224 (business lines), 53 (full text), 52 (search words).
 */
export async function mergeSearchIndexLists(db: Database): Promise<void> {
  await db.execute(sql`
    select gin_clean_pending_list(i.indexrelid::regclass)
    from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
    where a.amname = 'gin' and c.relnamespace = current_schema()::regnamespace`);
}

/** After bulk loads: fresh planner statistics and merged search-index pending lists. */
export async function analyzeCatalog(db: Database): Promise<void> {
  await db.execute(
    sql`analyze products, product_presentations, formulas, formula_ingredients, search_words`,
  );
  await mergeSearchIndexLists(db);
}

export type SearchPlan = {
  /** `to_tsquery('spanish', …)` text, or null when the query has no words. */
  tsQuery: string | null;
  /** The query with unknown words replaced by their closest known word (for similarity). */
  corrected: string;
  /** Whether words the vocabulary did not hold were looked up (new words may change that). */
  lookedUp: boolean;
};

/**
 * Turns what the visitor typed into a full-text query that forgives typos: every word must
 * match, a word the catalogue does not know may also match its closest known words
 * ("citrco" → citrco | citrico). Words in `known` (see loadSearchWords) are taken as they are.
 */
export async function planSearch(
  db: Database,
  q: string,
  known?: ReadonlySet<string>,
): Promise<SearchPlan> {
  const words = normalizeText(q)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return { tsQuery: null, corrected: normalizeText(q), lookedUp: false };

  const checkable = [
    ...new Set(
      words.filter(
        (word) => !known?.has(word) && new RegExp(`^[a-z]{${MIN_CORRECTED_LENGTH},40}$`).test(word),
      ),
    ),
  ];
  const alternatives = new Map<string, string[]>();
  if (checkable.length) {
    const rows = await queryRows<{ word: string; candidate: string | null }>(
      db,
      sql`select q.w as word, s.word as candidate
          from unnest(${sqlArray(checkable, 'text')}) as q(w)
          left join lateral (
            select sw.word from search_words sw
            where sw.word % q.w
            order by similarity(sw.word, q.w) desc, sw.word
            limit 3
          ) s on true
          where not exists (select 1 from search_words e where e.word = q.w)`,
    );
    for (const row of rows) {
      if (!row.candidate || row.candidate === row.word) continue;
      alternatives.set(row.word, [...(alternatives.get(row.word) ?? []), row.candidate]);
    }
  }

  // No prefix (`:*`) terms: they make the index inexact and every match would be re-checked
  // against its full text. Partial words are found by the substring match instead.
  const groups = words.map((word) => {
    const options = [word, ...(alternatives.get(word) ?? [])];
    return options.length > 1 ? `(${options.join(' | ')})` : word;
  });
  return {
    tsQuery: groups.join(' & '),
    corrected: words.map((word) => alternatives.get(word)?.[0] ?? word).join(' '),
    lookedUp: checkable.length > 0,
  };
}
