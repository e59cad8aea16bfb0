ALTER TABLE "work_orders" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "source_params" jsonb;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "overdue_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_source_key" ON "work_orders" USING btree ("source","source_key");--> statement-breakpoint
-- hand-written
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_source_check" CHECK (("source" IS NULL) = ("source_key" IS NULL) AND ("source" IS NULL OR "source" IN ('labelOrderOverdue', 'labelRunFailed', 'labelVoidFailed', 'findingOverdue', 'findingReviewOverdue', 'apiKeyExpiring')) AND ("created_by" IS NOT NULL OR "source" IS NOT NULL));
