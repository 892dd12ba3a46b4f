CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"expiry_email" boolean DEFAULT true NOT NULL,
	"expiry_telegram" boolean DEFAULT true NOT NULL,
	"traffic_email" boolean DEFAULT true NOT NULL,
	"traffic_telegram" boolean DEFAULT true NOT NULL,
	"language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_language_check" CHECK ("notification_preferences"."language" in ('zh-CN', 'en'))
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hwid" text NOT NULL,
	"state" text NOT NULL,
	"os" text,
	"os_version" text,
	"model" text,
	"app" text,
	"user_agent" text,
	"first_fetch_at" timestamp with time zone NOT NULL,
	"last_fetch_at" timestamp with time zone NOT NULL,
	"last_ip" text NOT NULL,
	"last_country" text,
	"refused_at" timestamp with time zone,
	CONSTRAINT "user_devices_state_check" CHECK ("user_devices"."state" in ('active', 'refused', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "user_notices" DROP CONSTRAINT "user_notices_kind_check";--> statement-breakpoint
ALTER TABLE "account_activity" DROP CONSTRAINT "account_activity_type_check";--> statement-breakpoint
ALTER TABLE "user_services" ADD COLUMN "traffic_reset_anchor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_services" ADD COLUMN "traffic_reset_every_days" integer;--> statement-breakpoint
ALTER TABLE "user_services" ADD COLUMN "traffic_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_services" ADD COLUMN "traffic_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_notices" ADD COLUMN "subject_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notices" ADD COLUMN "email_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_notices" ADD COLUMN "telegram_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_devices_user_hwid_key" ON "user_devices" USING btree ("user_id","hwid");--> statement-breakpoint
CREATE INDEX "user_devices_user_state_idx" ON "user_devices" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "user_services_reset_due_idx" ON "user_services" USING btree ("traffic_reset_at");--> statement-breakpoint
-- Reminders queued before this migration: each about its own moment, its one channel (email) done when it was sent.
UPDATE "user_notices" SET "subject_at" = "created_at", "email_done_at" = "sent_at", "telegram_done_at" = "sent_at";--> statement-breakpoint
CREATE UNIQUE INDEX "user_notices_once_key" ON "user_notices" USING btree ("user_id","kind","subject_at");--> statement-breakpoint
ALTER TABLE "user_services" ADD CONSTRAINT "user_services_reset_days_check" CHECK ("user_services"."traffic_reset_every_days" > 0);--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_kind_check" CHECK ("user_notices"."kind" in ('traffic_80', 'traffic_100', 'expiry_3d', 'expiry_1d'));--> statement-breakpoint
ALTER TABLE "account_activity" ADD CONSTRAINT "account_activity_type_check" CHECK ("account_activity"."type" in ('signed_up', 'sign_in', 'sign_in_failed', 'two_fa_failed', 'recovery_code_used', 'password_changed', 'password_reset', 'email_change_requested', 'email_changed', 'email_replaced_by_admin', 'profile_updated', 'two_fa_enabled', 'two_fa_disabled', 'recovery_codes_regenerated', 'notifications_changed', 'session_revoked', 'other_sessions_revoked', 'telegram_linked', 'telegram_unlinked', 'reminders_changed'));