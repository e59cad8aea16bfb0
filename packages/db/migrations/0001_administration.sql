CREATE TABLE "advice_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"corp_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reply" text,
	"processed_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "depts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"leader" text,
	"phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid,
	"receiver" text NOT NULL,
	"phone" text NOT NULL,
	"region" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_controls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid,
	"max_per_application" integer NOT NULL,
	"max_per_run" integer NOT NULL,
	"max_usage_per_batch" integer NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_scan_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"member_registration" boolean DEFAULT true NOT NULL,
	"require_phone" boolean DEFAULT true NOT NULL,
	"register_reward_points" integer DEFAULT 0 NOT NULL,
	"scan_reward_points" integer DEFAULT 0 NOT NULL,
	"daily_reward_limit" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_type" text NOT NULL,
	"reviewer_role_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "seeded_permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dept_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "advice_feedback" ADD CONSTRAINT "advice_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_addresses" ADD CONSTRAINT "goods_addresses_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_controls" ADD CONSTRAINT "label_controls_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_reviewer_role_id_roles_id_fk" FOREIGN KEY ("reviewer_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advice_feedback_user_idx" ON "advice_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advice_feedback_status_idx" ON "advice_feedback" USING btree ("status");--> statement-breakpoint
CREATE INDEX "depts_parent_idx" ON "depts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "goods_addresses_corp_idx" ON "goods_addresses" USING btree ("corp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_controls_corp_key" ON "label_controls" USING btree ("corp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "label_controls_global_key" ON "label_controls" USING btree ((true)) WHERE "label_controls"."corp_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_settings_resource_key" ON "review_settings" USING btree ("resource_type");