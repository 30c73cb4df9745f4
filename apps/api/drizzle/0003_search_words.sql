CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', quimia_normalize("name")), 'A') || setweight(to_tsvector('spanish', quimia_normalize(quimia_join("synonyms") || ' ' || coalesce("chemical_formula", ''))), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary of the products already there (same rule as refreshSearchWords in the app).
INSERT INTO "search_words" ("word")
SELECT DISTINCT w
FROM "products" p,
  regexp_split_to_table(quimia_normalize(p."name" || ' ' || quimia_join(p."synonyms") || ' ' || p."description"), '[^a-z]+') AS w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
