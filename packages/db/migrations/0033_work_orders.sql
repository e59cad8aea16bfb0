CREATE TABLE "work_order_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" uuid NOT NULL,
	"from_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"corp_id" uuid,
	"cert_body_id" uuid,
	"printing_factory_id" uuid,
	"created_by" uuid NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_type" text,
	"link_id" uuid,
	"assignee_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"first_reply_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"processing_seconds" integer,
	"close_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "work_order_messages" ADD CONSTRAINT "work_order_messages_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_messages" ADD CONSTRAINT "work_order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_cert_body_id_cert_bodies_id_fk" FOREIGN KEY ("cert_body_id") REFERENCES "public"."cert_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_printing_factory_id_printing_factories_id_fk" FOREIGN KEY ("printing_factory_id") REFERENCES "public"."printing_factories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_messages_order_idx" ON "work_order_messages" USING btree ("work_order_id","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_corp_idx" ON "work_orders" USING btree ("corp_id");--> statement-breakpoint
CREATE INDEX "work_orders_cert_body_idx" ON "work_orders" USING btree ("cert_body_id");--> statement-breakpoint
CREATE INDEX "work_orders_printer_idx" ON "work_orders" USING btree ("printing_factory_id");--> statement-breakpoint
CREATE INDEX "work_orders_status_due_idx" ON "work_orders" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "work_orders_created_idx" ON "work_orders" USING btree ("created_at");--> statement-breakpoint
-- hand-written
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_status_check" CHECK ("status" IN (0, 1, 2, 3));--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_priority_check" CHECK ("priority" IN ('low', 'normal', 'high', 'urgent'));--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_one_owner_check" CHECK (num_nonnulls("corp_id", "cert_body_id", "printing_factory_id") = 1);--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_link_check" CHECK (("link_type" IS NULL) = ("link_id" IS NULL) AND ("link_type" IS NULL OR "link_type" IN ('batch', 'labelOrder', 'certificate', 'shipment', 'apiKey')));--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_closed_check" CHECK (("status" = 0) = ("closed_at" IS NULL) AND ("status" = 0) = ("processing_seconds" IS NULL));--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_reason_check" CHECK ("status" NOT IN (2, 3) OR length(btrim(coalesce("close_reason", ''))) > 0);--> statement-breakpoint
ALTER TABLE "work_order_messages" ADD CONSTRAINT "work_order_messages_kind_check" CHECK ("kind" IN ('reply', 'note'));
