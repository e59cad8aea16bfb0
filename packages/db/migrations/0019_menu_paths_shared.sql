DROP INDEX "menus_path_key";--> statement-breakpoint
CREATE INDEX "menus_path_idx" ON "menus" USING btree ("path");--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_path_key" UNIQUE NULLS NOT DISTINCT("parent_id","path");