-- Only hand-written rows can hold no labels: the API refuses a count below one. They become runs of one label.
UPDATE "label_runs" SET "count" = greatest("generated_count", 1) WHERE "count" <= 0;--> statement-breakpoint
ALTER TABLE "label_runs" ADD CONSTRAINT "label_runs_count_positive" CHECK ("label_runs"."count" > 0);