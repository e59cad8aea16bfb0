CREATE INDEX "raw_materials_time_idx" ON "raw_materials" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "label_verifications_first_idx" ON "label_verifications" USING btree ("first_at");--> statement-breakpoint
CREATE INDEX "shipments_received_idx" ON "shipments" USING btree ("received_at") WHERE "shipments"."received_at" is not null;