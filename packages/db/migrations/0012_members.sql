CREATE TABLE "consumer_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"excode" numeric(20, 0) NOT NULL,
	"label_status" text NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"status" integer DEFAULT 0 NOT NULL,
	"handling_note" text,
	"processed_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"excode" numeric(20, 0) NOT NULL,
	"nickname" text,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"visibility" text DEFAULT 'visible' NOT NULL,
	"reply" text,
	"replied_by" uuid,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"excode" numeric(20, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"gender" text,
	"birthday" date,
	"region" text,
	"email" text,
	"points" integer DEFAULT 0 NOT NULL,
	"excode" numeric(20, 0) NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumer_feedback" ADD CONSTRAINT "consumer_feedback_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_feedback" ADD CONSTRAINT "consumer_feedback_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_reviews" ADD CONSTRAINT "consumer_reviews_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_reviews" ADD CONSTRAINT "consumer_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_feedback_corp_created_idx" ON "consumer_feedback" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "consumer_feedback_product_created_idx" ON "consumer_feedback" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "consumer_feedback_status_idx" ON "consumer_feedback" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_reviews_excode_key" ON "consumer_reviews" USING btree ("excode");--> statement-breakpoint
CREATE INDEX "consumer_reviews_corp_created_idx" ON "consumer_reviews" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "consumer_reviews_product_created_idx" ON "consumer_reviews" USING btree ("product_id","visibility","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_scan_key" ON "member_points" USING btree ("excode") WHERE "member_points"."kind" = 'scan';--> statement-breakpoint
CREATE INDEX "member_points_member_idx" ON "member_points" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_corp_phone_key" ON "members" USING btree ("corp_id","phone") WHERE "members"."phone" is not null;--> statement-breakpoint
CREATE INDEX "members_corp_created_idx" ON "members" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "members_product_idx" ON "members" USING btree ("product_id");