ALTER TABLE "messages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- Notices written before they were stored by kind hold their three languages in one text
-- ("cn / en / fr", content the same text in a paragraph, or one paragraph per language). Those are
-- split into fixed text per language, read in the reader's language; anything else (administrators'
-- messages, a title that does not split into exactly three parts) stays as written.
WITH "old" AS (
  SELECT "id", string_to_array("title", ' / ') AS "t",
    CASE
      WHEN "content" = '<p>' || replace(replace(replace(replace(replace("title", '&', '&#38;'), '<', '&#60;'), '>', '&#62;'), '"', '&#34;'), '''', '&#39;') || '</p>'
        THEN ARRAY(
          SELECT '<p>' || replace(replace(replace(replace(replace("part", '&', '&#38;'), '<', '&#60;'), '>', '&#62;'), '"', '&#34;'), '''', '&#39;') || '</p>'
          FROM unnest(string_to_array("title", ' / ')) WITH ORDINALITY AS "u"("part", "n") ORDER BY "n")
      WHEN "created_by" IS NULL AND "content" LIKE '<p>%</p>'
        THEN ARRAY(
          SELECT '<p>' || "part" || '</p>'
          FROM unnest(string_to_array(substr("content", 4, length("content") - 7), '</p><p>')) WITH ORDINALITY AS "u"("part", "n") ORDER BY "n")
    END AS "c"
  FROM "messages"
  WHERE "kind" IS NULL
)
UPDATE "messages" SET
  "kind" = 'notice.fixedText',
  "params" = jsonb_build_object(
    'title.cn', "old"."t"[1], 'title.en', "old"."t"[2], 'title.fr', "old"."t"[3],
    'content.cn', "old"."c"[1], 'content.en', "old"."c"[2], 'content.fr', "old"."c"[3])
FROM "old"
WHERE "messages"."id" = "old"."id"
  AND array_length("old"."t", 1) = 3
  AND array_length("old"."c", 1) = 3
  AND "old"."t"[1] <> '' AND "old"."t"[2] <> '' AND "old"."t"[3] <> '';
