CREATE TABLE "audit_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"finding_no" text NOT NULL,
	"audit_id" uuid NOT NULL,
	"corp_id" uuid NOT NULL,
	"cert_body_id" uuid NOT NULL,
	"item_id" uuid,
	"grade" text NOT NULL,
	"description" text NOT NULL,
	"evidence" text[] DEFAULT '{}'::text[] NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"correction" text,
	"root_cause" text,
	"corrective_action" text,
	"answer_evidence" text[] DEFAULT '{}'::text[] NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"raised_by" uuid,
	"reminded_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"section" text NOT NULL,
	"text" jsonb NOT NULL,
	"verdict" text,
	"note" text,
	"evidence" text[] DEFAULT '{}'::text[] NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_team" (
	"audit_id" uuid NOT NULL,
	"auditor_id" uuid NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditor_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auditor_id" uuid NOT NULL,
	"corp_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cert_body_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"schemes" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"qualification_expiry" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_no" text NOT NULL,
	"cert_body_id" uuid NOT NULL,
	"corp_id" uuid NOT NULL,
	"application_id" uuid,
	"certificate_id" uuid,
	"scheme" text NOT NULL,
	"type" text NOT NULL,
	"unannounced" boolean DEFAULT false NOT NULL,
	"planned_start" date NOT NULL,
	"planned_end" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"template_id" uuid,
	"summary" text,
	"recommendation" text,
	"signed_by" uuid,
	"signed_at" timestamp with time zone,
	"cancel_reason" text,
	"planned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_annual_outputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"corp_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"produced_quantity" integer NOT NULL,
	"remark" text,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_no" text NOT NULL,
	"corp_id" uuid NOT NULL,
	"cert_body_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"kind" text DEFAULT 'initial' NOT NULL,
	"module_ids" uuid[] NOT NULL,
	"employees" integer,
	"site_address" text,
	"remark" text,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"audit_days" numeric(4, 1),
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"contract_no" text,
	"contract_signed_at" date,
	"contract_files" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cert_body_id" uuid NOT NULL,
	"corp_id" uuid NOT NULL,
	"application_id" uuid,
	"certificate_id" uuid,
	"subject" text DEFAULT 'grant' NOT NULL,
	"status" text DEFAULT 'to_review' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scheme" text NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"requested_annual_output" integer NOT NULL,
	"certified_annual_output" integer,
	"site_address" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_schemes" (
	"key" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"minor_days" integer NOT NULL,
	"major_days" integer NOT NULL,
	"critical_days" integer NOT NULL,
	"validity_years" integer DEFAULT 3 NOT NULL,
	"surveillance_months" integer DEFAULT 12 NOT NULL,
	"max_suspension_months" integer DEFAULT 6 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"module_ids" uuid[],
	"actor_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cert_no" text NOT NULL,
	"corp_id" uuid NOT NULL,
	"cert_body_id" uuid NOT NULL,
	"application_id" uuid,
	"scheme" text NOT NULL,
	"module_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'effective' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"next_surveillance_due" date,
	"last_good_audit_on" date,
	"suspended_until" date,
	"status_reason" text,
	"replaces_id" uuid,
	"replaced_by_id" uuid,
	"issued_by" uuid,
	"reminded_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cert_body_id" uuid,
	"scheme" text NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_bind_logs" ADD COLUMN "certificate_id" uuid;--> statement-breakpoint
ALTER TABLE "label_orders" ADD COLUMN "certificate_id" uuid;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "accreditation_no" text;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "accredited_by" text;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "schemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "accreditation_valid_until" date;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "introduction" text;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "documents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cert_bodies" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "platforms" ADD COLUMN "cert_gating" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "cert_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "certificate_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_cert_body_id_cert_bodies_id_fk" FOREIGN KEY ("cert_body_id") REFERENCES "public"."cert_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_item_id_audit_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."audit_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_items" ADD CONSTRAINT "audit_items_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_team" ADD CONSTRAINT "audit_team_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_team" ADD CONSTRAINT "audit_team_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditor_conflicts" ADD CONSTRAINT "auditor_conflicts_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditor_conflicts" ADD CONSTRAINT "auditor_conflicts_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditors" ADD CONSTRAINT "auditors_cert_body_id_cert_bodies_id_fk" FOREIGN KEY ("cert_body_id") REFERENCES "public"."cert_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditors" ADD CONSTRAINT "auditors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_cert_body_id_cert_bodies_id_fk" FOREIGN KEY ("cert_body_id") REFERENCES "public"."cert_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_application_id_cert_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."cert_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_scheme_cert_schemes_key_fk" FOREIGN KEY ("scheme") REFERENCES "public"."cert_schemes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_template_id_checklist_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."checklist_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_annual_outputs" ADD CONSTRAINT "cert_annual_outputs_module_id_cert_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."cert_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_annual_outputs" ADD CONSTRAINT "cert_annual_outputs_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_cert_body_id_cert_bodies_id_fk" FOREIGN KEY ("cert_body_id") REFERENCES "public"."cert_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_scheme_cert_schemes_key_fk" FOREIGN KEY ("scheme") REFERENCES "public"."cert_schemes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_decisions" ADD CONSTRAINT "cert_decisions_cert_body_id_cert_bodies_id_fk" FOREIGN KEY ("cert_body_id") REFERENCES "public"."cert_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_decisions" ADD CONSTRAINT "cert_decisions_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_decisions" ADD CONSTRAINT "cert_decisions_application_id_cert_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."cert_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_modules" ADD CONSTRAINT "cert_modules_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_modules" ADD CONSTRAINT "cert_modules_scheme_cert_schemes_key_fk" FOREIGN KEY ("scheme") REFERENCES "public"."cert_schemes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_events" ADD CONSTRAINT "certificate_events_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_cert_body_id_cert_bodies_id_fk" FOREIGN KEY ("cert_body_id") REFERENCES "public"."cert_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_cert_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."cert_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_scheme_cert_schemes_key_fk" FOREIGN KEY ("scheme") REFERENCES "public"."cert_schemes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_cert_body_id_cert_bodies_id_fk" FOREIGN KEY ("cert_body_id") REFERENCES "public"."cert_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_scheme_cert_schemes_key_fk" FOREIGN KEY ("scheme") REFERENCES "public"."cert_schemes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_findings_no_key" ON "audit_findings" USING btree ("finding_no");--> statement-breakpoint
CREATE INDEX "audit_findings_audit_idx" ON "audit_findings" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "audit_findings_corp_idx" ON "audit_findings" USING btree ("corp_id","status");--> statement-breakpoint
CREATE INDEX "audit_findings_body_idx" ON "audit_findings" USING btree ("cert_body_id","status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_items_position_key" ON "audit_items" USING btree ("audit_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_team_pair_key" ON "audit_team" USING btree ("audit_id","auditor_id");--> statement-breakpoint
CREATE INDEX "audit_team_auditor_idx" ON "audit_team" USING btree ("auditor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auditor_conflicts_pair_key" ON "auditor_conflicts" USING btree ("auditor_id","corp_id");--> statement-breakpoint
CREATE INDEX "auditors_body_idx" ON "auditors" USING btree ("cert_body_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auditors_user_key" ON "auditors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audits_no_key" ON "audits" USING btree ("audit_no");--> statement-breakpoint
CREATE INDEX "audits_body_idx" ON "audits" USING btree ("cert_body_id","planned_start");--> statement-breakpoint
CREATE INDEX "audits_corp_idx" ON "audits" USING btree ("corp_id");--> statement-breakpoint
CREATE INDEX "audits_application_idx" ON "audits" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "audits_certificate_idx" ON "audits" USING btree ("certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_annual_outputs_module_year_key" ON "cert_annual_outputs" USING btree ("module_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "cert_applications_no_key" ON "cert_applications" USING btree ("application_no");--> statement-breakpoint
CREATE INDEX "cert_applications_corp_idx" ON "cert_applications" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "cert_applications_body_idx" ON "cert_applications" USING btree ("cert_body_id","status");--> statement-breakpoint
CREATE INDEX "cert_decisions_body_idx" ON "cert_decisions" USING btree ("cert_body_id","status");--> statement-breakpoint
CREATE INDEX "cert_decisions_application_idx" ON "cert_decisions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "cert_modules_corp_idx" ON "cert_modules" USING btree ("corp_id");--> statement-breakpoint
CREATE INDEX "cert_modules_products_idx" ON "cert_modules" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "certificate_events_cert_idx" ON "certificate_events" USING btree ("certificate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_no_key" ON "certificates" USING btree ("cert_no");--> statement-breakpoint
CREATE INDEX "certificates_corp_idx" ON "certificates" USING btree ("corp_id","status");--> statement-breakpoint
CREATE INDEX "certificates_body_idx" ON "certificates" USING btree ("cert_body_id","status");--> statement-breakpoint
CREATE INDEX "certificates_modules_idx" ON "certificates" USING gin ("module_ids");--> statement-breakpoint
CREATE INDEX "checklist_templates_body_idx" ON "checklist_templates" USING btree ("cert_body_id","scheme");--> statement-breakpoint
INSERT INTO "cert_schemes" ("key", "name", "minor_days", "major_days", "critical_days") VALUES
  ('haccp', '{"cn":"HACCP 体系","en":"HACCP","fr":"HACCP"}', 90, 28, 7),
  ('iso22000', '{"cn":"ISO 22000 食品安全管理体系","en":"ISO 22000","fr":"ISO 22000"}', 90, 28, 7),
  ('fssc22000', '{"cn":"FSSC 22000","en":"FSSC 22000","fr":"FSSC 22000"}', 28, 28, 14),
  ('brcgs', '{"cn":"BRCGS 食品安全","en":"BRCGS Food Safety","fr":"BRCGS Sécurité des aliments"}', 28, 28, 28),
  ('organic', '{"cn":"有机产品","en":"Organic production","fr":"Production biologique"}', 90, 28, 7)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "checklist_templates" ("scheme", "name", "items") VALUES ('haccp', 'HACCP — Codex seven principles', '[
 {"code":"P1.1","section":"P1","text":{"cn":"已组建具备多学科能力的 HACCP 小组并明确职责","en":"A multidisciplinary HACCP team is appointed with defined responsibilities","fr":"Une équipe HACCP pluridisciplinaire est désignée et ses responsabilités définies"}},
 {"code":"P1.2","section":"P1","text":{"cn":"产品描述、预期用途和流程图已现场验证","en":"Product description, intended use and the flow diagram are verified on site","fr":"La description du produit, l''usage prévu et le diagramme de fabrication sont vérifiés sur place"}},
 {"code":"P1.3","section":"P1","text":{"cn":"对每个步骤的生物、化学、物理（含过敏原）危害进行了分析","en":"Biological, chemical and physical hazards (allergens included) are analysed at every step","fr":"Les dangers biologiques, chimiques et physiques (allergènes compris) sont analysés à chaque étape"}},
 {"code":"P2.1","section":"P2","text":{"cn":"关键控制点（CCP）经判定树或等效方法确定并有记录","en":"Critical control points are determined with a decision tree or equivalent and recorded","fr":"Les points critiques sont déterminés par un arbre de décision ou équivalent et enregistrés"}},
 {"code":"P3.1","section":"P3","text":{"cn":"每个 CCP 的关键限值已确定并经验证","en":"Critical limits are set and validated for each CCP","fr":"Des limites critiques sont fixées et validées pour chaque CCP"}},
 {"code":"P4.1","section":"P4","text":{"cn":"每个 CCP 有监控程序（内容、方法、频率、负责人）","en":"Each CCP has a monitoring procedure (what, how, how often, who)","fr":"Chaque CCP a une procédure de surveillance (quoi, comment, fréquence, qui)"}},
 {"code":"P4.2","section":"P4","text":{"cn":"监控记录完整并由负责人签字","en":"Monitoring records are complete and signed by the responsible person","fr":"Les enregistrements de surveillance sont complets et signés par le responsable"}},
 {"code":"P5.1","section":"P5","text":{"cn":"偏离关键限值时的纠偏措施已规定，包括受影响产品的处置","en":"Corrective actions for a deviation from a critical limit are defined, including the disposition of affected product","fr":"Les actions correctives en cas de dépassement d''une limite critique sont définies, y compris le sort du produit concerné"}},
 {"code":"P6.1","section":"P6","text":{"cn":"验证活动（内审、校准、检测）按计划进行","en":"Verification activities (internal audit, calibration, testing) take place as planned","fr":"Les activités de vérification (audit interne, étalonnage, analyses) ont lieu comme prévu"}},
 {"code":"P6.2","section":"P6","text":{"cn":"HACCP 计划至少每年或在变更后评审","en":"The HACCP plan is reviewed at least yearly and after any change","fr":"Le plan HACCP est revu au moins une fois par an et après tout changement"}},
 {"code":"P7.1","section":"P7","text":{"cn":"文件和记录受控、可追溯并按规定期限保存","en":"Documents and records are controlled, traceable and kept for the defined period","fr":"Les documents et enregistrements sont maîtrisés, traçables et conservés pendant la durée définie"}},
 {"code":"PRP.1","section":"PRP","text":{"cn":"前提方案（卫生、虫害控制、人员培训）已实施","en":"Prerequisite programmes (hygiene, pest control, staff training) are in place","fr":"Les programmes prérequis (hygiène, lutte contre les nuisibles, formation du personnel) sont en place"}}
]'::jsonb);
