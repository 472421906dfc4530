-- Decision 61: the orders taken before buyers were kept become the buyers of their shops, one a
-- phone (orders store it normalised). A buyer is named as their latest order names them; their
-- e-mail is the latest one their orders gave, in lower case, and goes to one buyer of the shop
-- alone: the one whose last order is the newest. Its dates are those of its first and last order.
WITH "buyers" AS (
	SELECT "shop_id", "customer_phone" AS "phone", max("id") AS "last_id",
		min("created_at") AS "first_at", max("created_at") AS "last_at",
		lower((array_agg(trim("customer_email") ORDER BY "id" DESC) FILTER (WHERE trim("customer_email") <> ''))[1]) AS "email"
	FROM "orders"
	WHERE "customer_phone" <> ''
	GROUP BY "shop_id", "customer_phone"
)
INSERT INTO "customers" ("shop_id", "phone", "email", "name", "created_at", "updated_at")
SELECT "buyers"."shop_id", "buyers"."phone",
	CASE WHEN row_number() OVER (PARTITION BY "buyers"."shop_id", "buyers"."email" ORDER BY "buyers"."last_id" DESC) = 1 THEN "buyers"."email" END,
	"orders"."customer_name", "buyers"."first_at", "buyers"."last_at"
FROM "buyers" JOIN "orders" ON "orders"."id" = "buyers"."last_id";--> statement-breakpoint
UPDATE "orders" SET "customer_id" = "customers"."id"
FROM "customers"
WHERE "customers"."shop_id" = "orders"."shop_id" AND "customers"."phone" = "orders"."customer_phone";
