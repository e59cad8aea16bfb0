ALTER TABLE "product_categories" ADD COLUMN "platforms" text[];--> statement-breakpoint
-- The categories every installation was given belong to the platforms of their produce; categories
-- administrators added stay on every platform. A category that this installation's products or
-- subclasses already use stays offered on the running platform, so nothing filed under it disappears.
UPDATE "product_categories" SET "platforms" = CASE "code"
    WHEN 'dried_birds_nest' THEN ARRAY['birdnest']
    WHEN 'instant_birds_nest' THEN ARRAY['birdnest']
    WHEN 'fresh_fruit' THEN ARRAY['fruit']
    WHEN 'meat' THEN ARRAY['frbeef', 'frpork']
    WHEN 'olive_oil' THEN ARRAY['gly']
    WHEN 'ginseng' THEN ARRAY['xys']
  END
WHERE "code" IN ('dried_birds_nest', 'instant_birds_nest', 'fresh_fruit', 'meat', 'olive_oil', 'ginseng');--> statement-breakpoint
UPDATE "product_categories" SET "platforms" = array_append("platforms", "active"."key")
FROM (SELECT "key" FROM "platforms" WHERE "active" LIMIT 1) AS "active"
WHERE "product_categories"."platforms" IS NOT NULL
  AND NOT ("active"."key" = ANY ("product_categories"."platforms"))
  AND (
    EXISTS (SELECT 1 FROM "products" WHERE "products"."category_id" = "product_categories"."id")
    OR EXISTS (SELECT 1 FROM "product_subclasses" WHERE "product_subclasses"."category_id" = "product_categories"."id")
  );
