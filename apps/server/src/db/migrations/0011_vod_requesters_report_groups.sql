CREATE TABLE "vod_requesters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vod_requests" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vod_requests" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "vod_requests" ADD COLUMN "last_requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Requests made before titles were joined: key them as lib/match-key.ts does (SQL has no accent
-- folding without an extension), move everyone who asked under the first request of each title,
-- and keep that one row per title.
UPDATE "vod_requests" SET "title_key" = coalesce(nullif(regexp_replace(regexp_replace(lower("title"), '[([]\s*(1[89][0-9]{2}|2[0-9]{3})\s*[])]', '', 'g'), '[^[:alnum:]]', '', 'g'), ''), lower("title")), "last_requested_at" = "created_at";--> statement-breakpoint
INSERT INTO "vod_requesters" ("request_id", "email", "user_id", "note", "created_at")
SELECT DISTINCT ON (k."keep_id", lower(r."email")) k."keep_id", lower(r."email"), r."user_id", r."note", r."created_at"
FROM "vod_requests" r
JOIN (SELECT DISTINCT ON ("title_key") "title_key", "id" AS "keep_id" FROM "vod_requests" ORDER BY "title_key", "created_at", "id") k
  ON k."title_key" = r."title_key"
WHERE r."email" IS NOT NULL
ORDER BY k."keep_id", lower(r."email"), r."created_at";--> statement-breakpoint
UPDATE "vod_requests" v SET "last_requested_at" = g."last"
FROM (SELECT "title_key", max("created_at") AS "last" FROM "vod_requests" GROUP BY "title_key") g
WHERE g."title_key" = v."title_key";--> statement-breakpoint
DELETE FROM "vod_requests" v USING "vod_requests" w
WHERE w."title_key" = v."title_key" AND (w."created_at", w."id") < (v."created_at", v."id");--> statement-breakpoint
ALTER TABLE "vod_requests" ALTER COLUMN "title_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "subject_key" text;--> statement-breakpoint
UPDATE "content_reports" SET "subject_key" = coalesce(nullif(regexp_replace(regexp_replace(lower("subject"), '[([]\s*(1[89][0-9]{2}|2[0-9]{3})\s*[])]', '', 'g'), '[^[:alnum:]]', '', 'g'), ''), lower("subject"));--> statement-breakpoint
ALTER TABLE "content_reports" ALTER COLUMN "subject_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "vod_requesters" ADD CONSTRAINT "vod_requesters_request_id_vod_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."vod_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_requesters" ADD CONSTRAINT "vod_requesters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vod_requesters_request_email_idx" ON "vod_requesters" USING btree ("request_id","email");--> statement-breakpoint
CREATE INDEX "vod_requesters_user_idx" ON "vod_requesters" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vod_requests_title_key_idx" ON "vod_requests" USING btree ("title_key");--> statement-breakpoint
CREATE INDEX "vod_requests_last_requested_idx" ON "vod_requests" USING btree ("last_requested_at");--> statement-breakpoint
CREATE INDEX "content_reports_subject_key_idx" ON "content_reports" USING btree ("subject_key","created_at");