DROP INDEX "label_orders_open_idx";--> statement-breakpoint
CREATE INDEX "label_orders_paid_idx" ON "label_orders" USING btree ("created_at") WHERE "label_orders"."status" = 'paid';