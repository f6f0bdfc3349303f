ALTER TABLE "users" ADD COLUMN "photo_image" "bytea";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_mime" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_version" text;--> statement-breakpoint
ALTER TABLE "sent_notifications" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "sent_notifications" ADD COLUMN "service_name" text;--> statement-breakpoint
ALTER TABLE "sent_notifications" ADD CONSTRAINT "sent_notifications_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;