import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { images } from './catalog';

/**
 * The seller's company settings: one row (id 1), written whole by the administrator's form.
 * The settings travel as one JSON document validated by the contracts' schema on every write
 * and read, so a new field needs no migration; the logo is a column so that deleting its image
 * clears it and the uploads' sweep sees it in use. No row yet: the defaults are showing.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    logoImageId: uuid('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('company_settings_single_row', sql`${table.id} = 1`)],
);
