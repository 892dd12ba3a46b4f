-- The operator console (issue 21, docs/adr/0014). pg_trgm serves the console's search for part of an
-- email (users_email_trgm_idx); it is a trusted extension (PostgreSQL 13+): the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_bills" ADD COLUMN "shop_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bills" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "shop_items" ADD COLUMN "name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_items" ADD COLUMN "content_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "markdown_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "html_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "target_type" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "target_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Rows written before: what each earlier action was about.
UPDATE "admin_audit_log" SET "target_type" = 'user', "target_id" = coalesce("target_user_id"::text, '') WHERE "action" = 'replace_user_email';--> statement-breakpoint
UPDATE "admin_audit_log" SET "target_type" = 'order', "target_id" = coalesce("detail"->>'trade_no', '') WHERE "action" = 'payment_mark_paid';--> statement-breakpoint
UPDATE "admin_audit_log" SET "target_type" = 'announcement', "target_id" = coalesce("detail"->>'announcement_id', '') WHERE "action" = 'announcement_update';--> statement-breakpoint
UPDATE "admin_audit_log" SET "target_type" = 'cd_key', "target_id" = 'batch' WHERE "action" = 'cd_key_create';--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "target_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "target_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "before" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "after" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cd_keys" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cd_keys" ADD COLUMN "voided_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "cd_keys" ADD CONSTRAINT "cd_keys_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("id") WHERE "users"."is_ban";--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("id") WHERE "users"."role" <> 'malio_postgrest_user';--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "user_services_level_expire_idx" ON "user_services" USING btree ("level_expire_at");--> statement-breakpoint
CREATE INDEX "service_bills_shop_idx" ON "service_bills" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_user_idx" ON "admin_audit_log" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "cd_keys_created_idx" ON "cd_keys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_created_idx" ON "recharge_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_paid_idx" ON "recharge_orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_review_idx" ON "recharge_orders" USING btree ("created_at") WHERE "recharge_orders"."needs_review";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('user_update', 'user_balance_adjust', 'user_ban', 'user_unban', 'user_traffic_reset', 'user_link_reset', 'user_sessions_end', 'user_role_change', 'replace_user_email', 'plan_create', 'plan_update', 'plans_reorder', 'audit_rule_create', 'audit_rule_update', 'audit_rule_delete', 'share_account_create', 'share_account_update', 'share_account_delete', 'node_create', 'node_update', 'node_key_rotate', 'node_delete', 'relay_rule_create', 'relay_rule_delete', 'node_command_create', 'ip_block', 'ip_unblock', 'payment_mark_paid', 'order_reviewed', 'cd_key_create', 'cd_key_void', 'ticket_reply', 'ticket_status', 'announcement_create', 'announcement_update', 'announcement_delete', 'remote_publish', 'remote_rollback'));--> statement-breakpoint
-- A ban or unban changes what a subscription link answers: the notice clears the link's in-process
-- caches as a change of user_services does (migration 0008, docs/adr/0009).
CREATE FUNCTION notify_ban_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_services_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_ban_changed AFTER UPDATE OF "is_ban" ON "users"
  FOR EACH ROW WHEN (OLD."is_ban" IS DISTINCT FROM NEW."is_ban") EXECUTE FUNCTION notify_ban_changed();--> statement-breakpoint
-- The demo catalogue's texts in Chinese, for installs seeded before plans had texts per language.
UPDATE "shop_items" SET "name_i18n" = '{"zh-CN": "标准版 · 月付"}', "content_i18n" = '{"zh-CN": "每月 100 GB\n标准节点\n3 台设备同时在线"}' WHERE "name" = 'Standard · monthly' AND "name_i18n" = '{}';--> statement-breakpoint
UPDATE "shop_items" SET "name_i18n" = '{"zh-CN": "专业版 · 月付"}', "content_i18n" = '{"zh-CN": "每月 300 GB\n全部节点，含高级节点\n6 台设备同时在线"}' WHERE "name" = 'Pro · monthly' AND "name_i18n" = '{}';--> statement-breakpoint
UPDATE "shop_items" SET "name_i18n" = '{"zh-CN": "流量包 · 50 GB"}', "content_i18n" = '{"zh-CN": "为当前套餐增加 50 GB\n永不过期"}' WHERE "name" = 'Traffic pack · 50 GB' AND "name_i18n" = '{}';--> statement-breakpoint
UPDATE "shop_items" SET "name_i18n" = '{"zh-CN": "专业版 · 年付"}', "content_i18n" = '{"zh-CN": "一年内每月 300 GB\n全部节点，含高级节点"}' WHERE "name" = 'Pro · yearly' AND "name_i18n" = '{}';--> statement-breakpoint
UPDATE "service_bills" b SET "shop_name_i18n" = s."name_i18n" FROM "shop_items" s WHERE b."shop_id" = s."id" AND b."shop_name" = s."name" AND b."shop_name_i18n" = '{}';
