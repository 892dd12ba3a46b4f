CREATE TABLE "alive_ip_daily" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"ip" "inet" NOT NULL,
	"node_count" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alive_ip_daily_user_id_day_ip_pk" PRIMARY KEY("user_id","day","ip")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"running_since" timestamp with time zone,
	"holder" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_affected" integer,
	"last_duration_ms" integer,
	"last_error" text,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "node_alive_ips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"ip" "inet" NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "node_command_runs" (
	"command_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "node_command_runs_command_id_node_id_pk" PRIMARY KEY("command_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "node_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"node_id" integer,
	"value" text NOT NULL,
	"sign" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "node_ip_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" "inet" NOT NULL,
	"node_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unblocked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "node_relay_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"source_node_id" integer NOT NULL,
	"dist_node_id" integer NOT NULL,
	"port" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "node_relay_rules_port_check" CHECK ("node_relay_rules"."port" between 0 and 65535)
);
--> statement-breakpoint
CREATE TABLE "node_speedtests" (
	"id" serial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "node_traffic_hourly" (
	"node_id" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"reports" integer NOT NULL,
	"upload" bigint NOT NULL,
	"download" bigint NOT NULL,
	"peak_users" integer NOT NULL,
	CONSTRAINT "node_traffic_hourly_node_id_bucket_start_pk" PRIMARY KEY("node_id","bucket_start")
);
--> statement-breakpoint
CREATE TABLE "node_traffic_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"digest" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_count" integer NOT NULL,
	"upload" bigint NOT NULL,
	"download" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_daily" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"day" date NOT NULL,
	"upload" bigint NOT NULL,
	"download" bigint NOT NULL,
	"rate" numeric(6, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_data_history" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"traffic_total" bigint NOT NULL,
	"traffic_used" bigint NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	CONSTRAINT "user_data_history_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "user_notices_kind_check" CHECK ("user_notices"."kind" in ('traffic_80', 'traffic_100'))
);
--> statement-breakpoint
DROP INDEX "traffic_records_user_node_bucket_key";--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "load_report" text;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "uptime_seconds" bigint;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "last_seen_ip" text;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "key_hash" text;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "key_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "speed_limit_mbps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nodes" ADD COLUMN "is_simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_services" ADD COLUMN "ss_method" text DEFAULT 'chacha20-ietf-poly1305' NOT NULL;--> statement-breakpoint
ALTER TABLE "alive_ip_daily" ADD CONSTRAINT "alive_ip_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_alive_ips" ADD CONSTRAINT "node_alive_ips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_alive_ips" ADD CONSTRAINT "node_alive_ips_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_command_runs" ADD CONSTRAINT "node_command_runs_command_id_node_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."node_commands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_command_runs" ADD CONSTRAINT "node_command_runs_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_commands" ADD CONSTRAINT "node_commands_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_ip_blocks" ADD CONSTRAINT "node_ip_blocks_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_relay_rules" ADD CONSTRAINT "node_relay_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_relay_rules" ADD CONSTRAINT "node_relay_rules_source_node_id_nodes_id_fk" FOREIGN KEY ("source_node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_relay_rules" ADD CONSTRAINT "node_relay_rules_dist_node_id_nodes_id_fk" FOREIGN KEY ("dist_node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_speedtests" ADD CONSTRAINT "node_speedtests_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_traffic_hourly" ADD CONSTRAINT "node_traffic_hourly_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_traffic_reports" ADD CONSTRAINT "node_traffic_reports_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_daily" ADD CONSTRAINT "traffic_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_daily" ADD CONSTRAINT "traffic_daily_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_history" ADD CONSTRAINT "user_data_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "node_alive_ips_user_node_ip_key" ON "node_alive_ips" USING btree ("user_id","node_id","ip");--> statement-breakpoint
CREATE INDEX "node_alive_ips_seen_idx" ON "node_alive_ips" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "node_ip_blocks_ip_idx" ON "node_ip_blocks" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "node_ip_blocks_unblocked_idx" ON "node_ip_blocks" USING btree ("unblocked_at");--> statement-breakpoint
CREATE INDEX "node_relay_rules_source_idx" ON "node_relay_rules" USING btree ("source_node_id");--> statement-breakpoint
CREATE INDEX "node_speedtests_node_idx" ON "node_speedtests" USING btree ("node_id","created_at");--> statement-breakpoint
CREATE INDEX "node_traffic_reports_digest_idx" ON "node_traffic_reports" USING btree ("node_id","digest","received_at");--> statement-breakpoint
CREATE INDEX "node_traffic_reports_received_idx" ON "node_traffic_reports" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_daily_user_node_day_rate_key" ON "traffic_daily" USING btree ("user_id","node_id","day","rate");--> statement-breakpoint
CREATE INDEX "user_notices_pending_idx" ON "user_notices" USING btree ("sent_at","id");--> statement-breakpoint
-- Hand-written: customers used to get a random port, so two may share one. Before ports become unique,
-- every customer after the first on a port moves to a free port (10000-65535, lowest first).
UPDATE "user_services" AS s SET "port" = moved."port"
FROM (
  SELECT dup."user_id", free."port"
  FROM (
    SELECT "user_id", row_number() OVER (ORDER BY "user_id") AS n
    FROM (SELECT "user_id", row_number() OVER (PARTITION BY "port" ORDER BY "user_id") AS k FROM "user_services") AS ranked
    WHERE k > 1
  ) AS dup
  JOIN (
    SELECT p AS "port", row_number() OVER (ORDER BY p) AS n
    FROM generate_series(10000, 65535) AS p
    WHERE p NOT IN (SELECT "port" FROM "user_services")
  ) AS free ON free.n = dup.n
) AS moved
WHERE s."user_id" = moved."user_id";--> statement-breakpoint
CREATE UNIQUE INDEX "user_services_port_key" ON "user_services" USING btree ("port");--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_records_user_node_bucket_rate_key" ON "traffic_records" USING btree ("user_id","node_id","bucket_start","rate");--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_key_hash_unique" UNIQUE("key_hash");--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_speed_limit_check" CHECK ("nodes"."speed_limit_mbps" >= 0);--> statement-breakpoint
ALTER TABLE "user_services" ADD CONSTRAINT "user_services_port_check" CHECK ("user_services"."port" between 1024 and 65535);--> statement-breakpoint
ALTER TABLE "user_services" ADD CONSTRAINT "user_services_ss_method_check" CHECK ("user_services"."ss_method" in ('aes-128-gcm', 'aes-256-gcm', 'chacha20-ietf-poly1305'));