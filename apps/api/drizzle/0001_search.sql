-- Catalogue search: accent-insensitive (unaccent), typo-tolerant (pg_trgm) and Spanish full text.
-- Both extensions ship with PostgreSQL (contrib) and are bundled with PGlite.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); this wrapper names the dictionary
-- explicitly and is IMMUTABLE, so generated columns and indexes may use it.
CREATE OR REPLACE FUNCTION quimia_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- array_to_string() is only STABLE; on text arrays it is immutable in fact.
CREATE OR REPLACE FUNCTION quimia_join(parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(parts, ' '), '') $$;
