CREATE TABLE "void_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_no" text NOT NULL,
	"corp_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"codes" text[] NOT NULL,
	"status" text DEFAULT 'unreviewed' NOT NULL,
	"review_remark" text,
	"failures" jsonb,
	"job_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "void_requests" ADD CONSTRAINT "void_requests_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "void_requests_no_key" ON "void_requests" USING btree ("request_no");--> statement-breakpoint
CREATE INDEX "void_requests_corp_idx" ON "void_requests" USING btree ("corp_id");