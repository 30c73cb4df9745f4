import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { cleanTextSchema } from '@quimia/contracts';

const checkText = validatorCompiler({ schema: cleanTextSchema, method: '', url: '' });

/**
 * The zod validator of every request part (body, query, params, headers), preceded by the text
 * rule of the contracts: a NUL or a lone surrogate anywhere is a 400 naming its field, whatever
 * the route's own schema says, so a new field cannot forget it.
 */
export const validatorWithTextRule: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    // The zod compiler answers synchronously with `{ value }` or `{ error }`.
    const checked = checkText(data);
    if (typeof checked === 'object' && 'error' in checked && checked.error) return checked;
    return validate(data);
  };
};
