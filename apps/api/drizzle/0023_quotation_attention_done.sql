-- Quotations no longer waiting for staff: accepted ones already turned into orders, and new
-- requests already marked sent, kept their mark and were counted on Principal.
UPDATE "quotations" SET "attention" = NULL
WHERE ("attention" = 'accepted' AND "status" <> 'accepted')
   OR ("attention" = 'request' AND "status" <> 'new');
