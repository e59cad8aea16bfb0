CREATE TABLE "partner_access_log" (
	"id" bigserial NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"key_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"corp_id" uuid,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"resource" text,
	"status" integer NOT NULL,
	"ip" text NOT NULL,
	"duration_ms" integer NOT NULL
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE TABLE "partner_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"purpose" text NOT NULL,
	"rate_per_minute" integer DEFAULT 600 NOT NULL,
	"daily_quota" integer DEFAULT 100000 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"corp_id" uuid NOT NULL,
	"requested" text[] NOT NULL,
	"requested_until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"granted" text[],
	"granted_until" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"requested_by" uuid,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_usage_daily" (
	"key_id" uuid NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_usage_daily_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "app_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[];--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "ip_allow" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_apps" ADD CONSTRAINT "partner_apps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_grants" ADD CONSTRAINT "partner_grants_app_id_partner_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."partner_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_grants" ADD CONSTRAINT "partner_grants_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_grants" ADD CONSTRAINT "partner_grants_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_grants" ADD CONSTRAINT "partner_grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_access_log_key_idx" ON "partner_access_log" USING btree ("key_id","at");--> statement-breakpoint
CREATE INDEX "partner_access_log_corp_idx" ON "partner_access_log" USING btree ("corp_id","at");--> statement-breakpoint
CREATE INDEX "partner_access_log_at_idx" ON "partner_access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "partner_apps_name_idx" ON "partner_apps" USING btree ("name");--> statement-breakpoint
CREATE INDEX "partner_grants_corp_idx" ON "partner_grants" USING btree ("corp_id","status");--> statement-breakpoint
CREATE INDEX "partner_grants_app_idx" ON "partner_grants" USING btree ("app_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_grants_one_pending_key" ON "partner_grants" USING btree ("app_id","corp_id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_app_id_partner_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."partner_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_app_idx" ON "api_keys" USING btree ("app_id");--> statement-breakpoint
-- Keys made before partner applications: each becomes the one key of an application of its name, with
-- every read scope; a key scoped to a company keeps reaching it through a grant in force until the key
-- expires (a key without an end gets one year); a key that reached every company is revoked, since a
-- key now reads a company's data only while that company's grant is in force.
UPDATE "api_keys" SET "expires_at" = coalesce("expires_at", now() + interval '1 year');--> statement-breakpoint
UPDATE "api_keys" SET "revoked_at" = now() WHERE "all_tenants" AND "revoked_at" IS NULL;--> statement-breakpoint
INSERT INTO "partner_apps" ("id", "name", "contact_name", "contact_email", "purpose", "created_by", "created_at", "updated_at")
SELECT k."id", k."name", coalesce(u."user_name", '-'), coalesce(u."email", 'unknown@example.invalid'),
  'Key made before partner applications', k."created_by", k."created_at", k."created_at"
FROM "api_keys" k LEFT JOIN "users" u ON u."id" = k."created_by";--> statement-breakpoint
UPDATE "api_keys" SET "app_id" = "id",
  "scopes" = '{companies:read,products:read,batches:read,labels:read,shipments:read,testReports:read,customsRecords:read,certificates:read,events:read}';--> statement-breakpoint
INSERT INTO "partner_grants" ("app_id", "corp_id", "requested", "requested_until", "reason", "granted", "granted_until", "status", "source", "decided_at")
SELECT k."app_id", k."corp_id",
  '{companies,products,batches,labels,shipments,testReports,customsRecords,certificates,events}',
  k."expires_at", 'Granted with a key made before companies consented',
  '{companies,products,batches,labels,shipments,testReports,customsRecords,certificates,events}',
  k."expires_at", 'approved', 'admin', k."created_at"
FROM "api_keys" k WHERE k."corp_id" IS NOT NULL AND k."revoked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "app_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "scopes" SET NOT NULL;--> statement-breakpoint
-- The key-management permission became the page permissions of External interfaces.
UPDATE "roles" SET "permissions" = array_remove("permissions", 'sys.apiKey.manage') || '{external.externalRequestPermissionsList.view,external.externalRequestPermissionsList.manage}'::text[]
WHERE 'sys.apiKey.manage' = ANY("permissions");--> statement-breakpoint
-- Monthly partitions of the access log, made ahead by the worker's daily round (and here for this
-- month and the next two); a default partition catches a row should the round be late.
CREATE FUNCTION "partner_access_log_add_months"(ahead int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first date;
BEGIN
  FOR i IN 0..ahead LOOP
    first := (date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => i))::date;
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF partner_access_log FOR VALUES FROM (%L) TO (%L)',
      'partner_access_log_' || to_char(first, 'YYYYMM'),
      first::text || ' 00:00:00+00',
      (first + interval '1 month')::date::text || ' 00:00:00+00');
  END LOOP;
END $$;--> statement-breakpoint
-- Drops the months that ended more than `keep` months ago; answers how many it dropped.
CREATE FUNCTION "partner_access_log_drop_months"(keep int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  part record;
  dropped int := 0;
  oldest text := to_char(date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => keep), 'YYYYMM');
BEGIN
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'partner_access_log'::regclass AND c.relname ~ '^partner_access_log_[0-9]{6}$'
  LOOP
    IF right(part.relname, 6) < oldest THEN
      EXECUTE format('DROP TABLE %I', part.relname);
      dropped := dropped + 1;
    END IF;
  END LOOP;
  RETURN dropped;
END $$;--> statement-breakpoint
CREATE TABLE "partner_access_log_default" PARTITION OF "partner_access_log" DEFAULT;--> statement-breakpoint
SELECT "partner_access_log_add_months"(2);--> statement-breakpoint
-- Any change to keys, applications or grants is announced, so API processes drop what they cached.
CREATE FUNCTION "partner_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('partner_access_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "api_keys_changed" AFTER INSERT OR DELETE ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "partner_access_changed"();--> statement-breakpoint
-- Recording a key's last use or its reminder changes nothing a cached key is checked by.
CREATE TRIGGER "api_keys_access_changed" AFTER UPDATE ON "api_keys" FOR EACH ROW
WHEN ((OLD."scopes", OLD."ip_allow", OLD."expires_at", OLD."grace_until", OLD."disabled_at", OLD."revoked_at", OLD."key_hash", OLD."app_id")
  IS DISTINCT FROM (NEW."scopes", NEW."ip_allow", NEW."expires_at", NEW."grace_until", NEW."disabled_at", NEW."revoked_at", NEW."key_hash", NEW."app_id"))
EXECUTE FUNCTION "partner_access_changed"();--> statement-breakpoint
CREATE TRIGGER "partner_apps_changed" AFTER INSERT OR UPDATE OR DELETE ON "partner_apps" FOR EACH STATEMENT EXECUTE FUNCTION "partner_access_changed"();--> statement-breakpoint
CREATE TRIGGER "partner_grants_changed" AFTER INSERT OR UPDATE OR DELETE ON "partner_grants" FOR EACH STATEMENT EXECUTE FUNCTION "partner_access_changed"();