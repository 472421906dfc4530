-- Decision 50: an order's page is a link only on one of the site's confirmed domains (or its
-- www.); any other page stays the buyer's text.
ALTER TABLE "orders" ADD COLUMN "page_on_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders kept before: judged against the site's confirmed domains now. The host is read
-- strictly (letters, digits, dots and hyphens, after at most one user name, before a port, path,
-- query, fragment or the end): any other spelling stays text, which can only unlink a page.
UPDATE "orders" SET "page_on_site" = true
FROM "domains"
WHERE "domains"."site_id" = "orders"."site_id" AND "domains"."is_confirmed"
  AND substring(lower("orders"."page_url") from '^https?://(?:[^/?#\\@]*@)?([a-z0-9.-]+)(?:[:/?#]|$)')
    IN ("domains"."domain", 'www.' || "domains"."domain");--> statement-breakpoint
-- Names and comments kept before lose what would change how they read unseen, as new ones do
-- (contracts/visible-text.ts): C0 and C1 controls and the bidirectional embeddings, overrides
-- and isolates; a comment keeps its lines, a name's become spaces.
UPDATE "orders" SET "customer_name" = btrim(translate(regexp_replace(regexp_replace(
    "customer_name", '\r\n?', E'\n', 'g'),
    '[\x01-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]', '', 'g'), E'\n', ' '))
WHERE "customer_name" ~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]';--> statement-breakpoint
UPDATE "orders" SET "comment" = nullif(btrim(regexp_replace(regexp_replace(
    "comment", '\r\n?', E'\n', 'g'),
    '[\x01-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]', '', 'g'), E' \n'), '')
WHERE "comment" ~ '[\x01-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]';
