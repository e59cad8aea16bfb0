CREATE TABLE "login_locks" (
	"account_key" text NOT NULL,
	"ip" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_locks_account_key_ip_pk" PRIMARY KEY("account_key","ip")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "all_tenants" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Every existing token family becomes a session; a family with no live token is a revoked session.
INSERT INTO "sessions" ("id", "user_id", "ip", "user_agent", "created_at", "revoked_at", "revoke_reason")
SELECT DISTINCT ON ("family_id") "family_id", "user_id", "ip", "user_agent", "created_at",
  CASE WHEN bool_and("revoked_at" IS NOT NULL) OVER (PARTITION BY "family_id") THEN now() END,
  CASE WHEN bool_and("revoked_at" IS NOT NULL) OVER (PARTITION BY "family_id") THEN 'all_sessions' END
FROM "refresh_tokens" ORDER BY "family_id", "created_at";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";