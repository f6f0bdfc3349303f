ALTER TABLE "promo_codes" ADD COLUMN "currency" text;--> statement-breakpoint
-- Fixed codes made before amounts had a currency were meant for the packages of the day:
-- they take the currency most packages are priced in (USD when there are none).
UPDATE "promo_codes" SET "currency" = coalesce(
  (SELECT "currency" FROM "services" GROUP BY "currency" ORDER BY count(*) DESC, "currency" LIMIT 1),
  'USD'
) WHERE "discount_type" = 'fixed';
