CREATE TABLE "subscription_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text,
	"password_sealed" text,
	"server_url" text,
	"portal_url" text,
	"activation_code_sealed" text,
	"screens" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"suspended_by" text,
	"suspended_reason" text,
	"grace_ends_at" timestamp with time zone,
	"provisioning" text DEFAULT 'ready' NOT NULL,
	"reset_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_access_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "subscription_access_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid,
	"order_id" uuid,
	"event" text NOT NULL,
	"message_id" text NOT NULL,
	"dedupe_key" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"response_body" text,
	"duration_ms" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_hint" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compensation_items" (
	"compensation_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"expires_before" timestamp with time zone NOT NULL,
	"expires_after" timestamp with time zone NOT NULL,
	CONSTRAINT "compensation_items_compensation_id_order_id_pk" PRIMARY KEY("compensation_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "compensations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"hours" integer NOT NULL,
	"service_ids" jsonb,
	"service_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active_at" timestamp with time zone,
	"state" text DEFAULT 'running' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "compensations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "provisioning_connector" text DEFAULT 'built-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "provisioning_url" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "provisioning_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "access_in_mail" text DEFAULT 'details' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_access" ADD CONSTRAINT "subscription_access_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_access" ADD CONSTRAINT "subscription_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensation_items" ADD CONSTRAINT "compensation_items_compensation_id_compensations_id_fk" FOREIGN KEY ("compensation_id") REFERENCES "public"."compensations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensation_items" ADD CONSTRAINT "compensation_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_access_user_idx" ON "subscription_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_access_grace_idx" ON "subscription_access" USING btree ("grace_ends_at") WHERE "subscription_access"."state" = 'suspended';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "compensations_created_idx" ON "compensations" USING btree ("created_at");