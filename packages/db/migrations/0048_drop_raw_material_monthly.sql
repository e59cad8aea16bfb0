-- hand-written: raw_material_monthly is dropped with its triggers on raw_materials. No report has read it
-- since the bird-house output report moved to bird_house_harvest_monthly (migration 0044), and every
-- write to raw_materials still paid for keeping it.
DROP TRIGGER IF EXISTS raw_material_monthly_insert ON raw_materials;--> statement-breakpoint
DROP TRIGGER IF EXISTS raw_material_monthly_update ON raw_materials;--> statement-breakpoint
DROP TRIGGER IF EXISTS raw_material_monthly_delete ON raw_materials;--> statement-breakpoint
DROP TRIGGER IF EXISTS raw_material_monthly_truncate ON raw_materials;--> statement-breakpoint
DROP FUNCTION IF EXISTS raw_material_monthly_apply();--> statement-breakpoint
DROP TABLE "raw_material_monthly" CASCADE;
