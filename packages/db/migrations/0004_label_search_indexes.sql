CREATE INDEX "labels_corp_excode_idx" ON "labels" USING btree ("corp_id","excode");--> statement-breakpoint
CREATE INDEX "labels_status_excode_idx" ON "labels" USING btree ("status","excode");