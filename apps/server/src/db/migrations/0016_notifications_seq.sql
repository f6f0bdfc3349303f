DROP INDEX "notifications_recipient_created_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" serial NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);