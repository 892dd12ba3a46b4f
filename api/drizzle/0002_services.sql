CREATE TABLE "audit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"regex" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"location" text NOT NULL,
	"country_code" text NOT NULL,
	"protocol" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"traffic_rate" numeric(6, 2) DEFAULT '1' NOT NULL,
	"min_level" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"load" double precision DEFAULT 0 NOT NULL,
	"bandwidth" text DEFAULT '' NOT NULL,
	"online_user_count" integer DEFAULT 0 NOT NULL,
	"last_heartbeat_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nodes_protocol_check" CHECK ("nodes"."protocol" in ('vmess', 'vless', 'trojan', 'shadowsocks', 'hysteria2')),
	CONSTRAINT "nodes_port_check" CHECK ("nodes"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE "share_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"server_address" text NOT NULL,
	"port" integer NOT NULL,
	"password" text NOT NULL,
	"method" text NOT NULL,
	"protocol" text NOT NULL,
	"max_users" integer NOT NULL,
	"current_users" integer DEFAULT 0 NOT NULL,
	"traffic_limit" bigint NOT NULL,
	"traffic_used" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"min_level" integer DEFAULT 0 NOT NULL,
	"expire_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_services" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"level_expire_at" timestamp with time zone DEFAULT now() NOT NULL,
	"traffic_total" bigint DEFAULT 0 NOT NULL,
	"traffic_upload" bigint DEFAULT 0 NOT NULL,
	"traffic_download" bigint DEFAULT 0 NOT NULL,
	"link_token" text NOT NULL,
	"link_token_updated_at" timestamp with time zone,
	"ss_password" text NOT NULL,
	"ss_uuid" uuid NOT NULL,
	"secrets_updated_at" timestamp with time zone,
	"port" integer NOT NULL,
	"other_emby_uuid" uuid NOT NULL,
	"speed_limit_mbps" integer,
	"online_ip_limit" integer,
	"is_checkin_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_services_link_token_unique" UNIQUE("link_token"),
	CONSTRAINT "user_services_level_check" CHECK ("user_services"."level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"checkin_day" date NOT NULL,
	"reward_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"shop_type" text NOT NULL,
	"money_amount" numeric(18, 2) NOT NULL,
	"traffic_total" bigint DEFAULT 0 NOT NULL,
	"traffic_used" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_at" timestamp with time zone,
	"is_auto_renewal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shop_type" text DEFAULT 'main_package' NOT NULL,
	"shop_group_id" integer DEFAULT 0 NOT NULL,
	"money_amount" numeric(18, 2) NOT NULL,
	"traffic_bytes" bigint,
	"level" integer,
	"level_days" integer,
	"account_days" integer,
	"reset_days" integer,
	"speed_limit_mbps" integer,
	"online_ip_limit" integer,
	"content" text DEFAULT '' NOT NULL,
	"is_auto_reset_bandwidth" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_cannot_new_purchase" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_items_type_check" CHECK ("shop_items"."shop_type" in ('main_package', 'additional_package', 'checkin_package', 'debuff_package')),
	CONSTRAINT "shop_items_money_check" CHECK ("shop_items"."money_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscribe_fetch_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"format" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"upload" bigint DEFAULT 0 NOT NULL,
	"download" bigint DEFAULT 0 NOT NULL,
	"rate" numeric(6, 2) NOT NULL,
	CONSTRAINT "traffic_records_bucket_check" CHECK (date_trunc('hour', "traffic_records"."bucket_start" at time zone 'UTC') = "traffic_records"."bucket_start" at time zone 'UTC')
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"ann_type" text NOT NULL,
	"markdown_text" text NOT NULL,
	"html_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type_check" CHECK ("announcements"."ann_type" in ('index_ann', 'pop_up_ann'))
);
--> statement-breakpoint
ALTER TABLE "audit_hits" ADD CONSTRAINT "audit_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_hits" ADD CONSTRAINT "audit_hits_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_hits" ADD CONSTRAINT "audit_hits_rule_id_audit_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."audit_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_services" ADD CONSTRAINT "user_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bills" ADD CONSTRAINT "service_bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bills" ADD CONSTRAINT "service_bills_shop_id_shop_items_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribe_fetch_logs" ADD CONSTRAINT "subscribe_fetch_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_records" ADD CONSTRAINT "traffic_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_records" ADD CONSTRAINT "traffic_records_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_hits_user_idx" ON "audit_hits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "nodes_order_idx" ON "nodes" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_user_day_key" ON "checkins" USING btree ("user_id","checkin_day");--> statement-breakpoint
CREATE INDEX "service_bills_user_idx" ON "service_bills" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscribe_fetch_logs_user_idx" ON "subscribe_fetch_logs" USING btree ("user_id","fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_records_user_node_bucket_key" ON "traffic_records" USING btree ("user_id","node_id","bucket_start");--> statement-breakpoint
CREATE INDEX "traffic_records_user_bucket_idx" ON "traffic_records" USING btree ("user_id","bucket_start");--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_type_key" ON "announcements" USING btree ("ann_type");