CREATE INDEX "batches_time_idx" ON "batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "label_runs_finished_idx" ON "label_runs" USING btree ("finished_at") WHERE "label_runs"."status" = 'generated';--> statement-breakpoint
CREATE INDEX "void_requests_performed_idx" ON "void_requests" USING btree ("updated_at") WHERE "void_requests"."status" = 'performed';