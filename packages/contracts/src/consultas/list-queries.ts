import { z } from 'zod';
import { calendarDay, paginationQuerySchema } from '../common';

// The queries every consultas list takes, and the record a page or a write names by its id.

const dateParam = (message: string) => calendarDay(message).optional();

const sortDirection = z.enum(['asc', 'desc'], { error: 'El orden no es válido' }).optional();

/** A record's id (a client's, a product's, a formula's…) in a query or a body. */
export const recordId = z.uuid({ error: 'El identificador no es válido' });

/** Every list: text search, a date range on the shop's calendar (both days included), sort, page. */
export function consultaListQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return paginationQuerySchema.extend({
    q: z.string().trim().max(100).optional(),
    desde: dateParam('La fecha inicial no es válida'),
    hasta: dateParam('La fecha final no es válida'),
    orden: z.enum(sorts, { error: 'El campo de orden no es válido' }).optional(),
    dir: sortDirection,
  });
}

/** A list about one record (`id`): a client's products, a product's suppliers… */
export function consultaSubListQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return consultaListQuery(sorts).extend({ id: recordId });
}

export const consultaIdQuerySchema = z.object({ id: recordId });
