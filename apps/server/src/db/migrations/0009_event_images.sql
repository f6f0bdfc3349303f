ALTER TABLE "events" ADD COLUMN "image" "bytea";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_mime" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_version" text;