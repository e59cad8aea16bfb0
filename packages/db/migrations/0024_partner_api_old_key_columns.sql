ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_corp_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "api_keys" DROP COLUMN "permissions";--> statement-breakpoint
ALTER TABLE "api_keys" DROP COLUMN "corp_id";--> statement-breakpoint
ALTER TABLE "api_keys" DROP COLUMN "all_tenants";