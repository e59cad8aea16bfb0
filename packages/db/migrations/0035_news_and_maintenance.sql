CREATE TABLE "maintenance_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"message" jsonb NOT NULL,
	"notice_hours" integer DEFAULT 24 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_windows_mode_check" CHECK ("maintenance_windows"."mode" in ('readOnly', 'full')),
	CONSTRAINT "maintenance_windows_span_check" CHECK ("maintenance_windows"."ends_at" > "maintenance_windows"."starts_at"),
	CONSTRAINT "maintenance_windows_notice_check" CHECK ("maintenance_windows"."notice_hours" between 0 and 336)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"category" text,
	"language" text NOT NULL,
	"platform" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'toPublish' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_status_check" CHECK ("news"."status" in ('toPublish', 'published')),
	CONSTRAINT "news_language_check" CHECK ("news"."language" in ('cn', 'en', 'fr')),
	CONSTRAINT "news_published_at_check" CHECK ("news"."status" <> 'published' or "news"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_windows_starts_idx" ON "maintenance_windows" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "maintenance_windows_open_idx" ON "maintenance_windows" USING btree ("ends_at") WHERE "maintenance_windows"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "news_readers_idx" ON "news" USING btree ("language","published_at") WHERE "news"."status" = 'published';--> statement-breakpoint
CREATE INDEX "news_due_idx" ON "news" USING btree ("publish_at") WHERE "news"."status" = 'toPublish' and "news"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at");--> statement-breakpoint
-- hand-written
-- /maintenance moves from the work-order group to system administration (maintenance windows): the
-- existing menu entry follows, with its new permission, and roles holding the old one keep the page.
UPDATE "menus" SET
  "permission" = 'system.maintenance.view',
  "name" = '{"cn":"系统维护","en":"Maintenance windows","fr":"Fenêtres de maintenance"}'::jsonb,
  "parent_id" = COALESCE((SELECT "id" FROM "menus" WHERE "path" = '#system' LIMIT 1), "parent_id")
WHERE "path" = '/maintenance' AND "permission" = 'workOrder.maintenance.view'
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."path" = '/maintenance' AND m."parent_id" = (SELECT "id" FROM "menus" WHERE "path" = '#system' LIMIT 1));
--> statement-breakpoint
UPDATE "roles" SET
  "permissions" = array_replace("permissions", 'workOrder.maintenance.view', 'system.maintenance.view'),
  "seeded_permissions" = array_replace("seeded_permissions", 'workOrder.maintenance.view', 'system.maintenance.view')
WHERE 'workOrder.maintenance.view' = ANY ("permissions");
