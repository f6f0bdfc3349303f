ALTER TABLE "vod_requests" DROP CONSTRAINT "vod_requests_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "vod_requests_user_idx";--> statement-breakpoint
ALTER TABLE "vod_requests" DROP COLUMN "note";--> statement-breakpoint
ALTER TABLE "vod_requests" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "vod_requests" DROP COLUMN "user_id";