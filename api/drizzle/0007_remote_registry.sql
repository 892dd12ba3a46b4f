CREATE TABLE "portal_builds" (
	"build_id" text PRIMARY KEY NOT NULL,
	"shell_version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"from_version" text,
	"to_version" text NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"gate_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"below_event_id" bigint,
	"build_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_events_remote_check" CHECK ("remote_events"."remote" in ('mfe_auth', 'mfe_services', 'mfe_wallet', 'mfe_tickets', 'mfe_account')),
	CONSTRAINT "remote_events_action_check" CHECK ("remote_events"."action" in ('publish', 'rollback')),
	CONSTRAINT "remote_events_outcome_check" CHECK ("remote_events"."outcome" in ('applied', 'conflict')),
	CONSTRAINT "remote_events_gate_status_check" CHECK ("remote_events"."gate_status" in ('pending', 'passed', 'failed', 'not_run'))
);
--> statement-breakpoint
CREATE TABLE "remote_pointers" (
	"remote" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"event_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"built_with" jsonb NOT NULL,
	"exposes" jsonb NOT NULL,
	"files" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_by" text NOT NULL,
	"gate_status" text NOT NULL,
	"gate_checks" jsonb NOT NULL,
	"gate_reported_at" timestamp with time zone,
	"gate_reported_by" text,
	CONSTRAINT "remote_versions_remote_version_pk" PRIMARY KEY("remote","version"),
	CONSTRAINT "remote_versions_remote_check" CHECK ("remote_versions"."remote" in ('mfe_auth', 'mfe_services', 'mfe_wallet', 'mfe_tickets', 'mfe_account')),
	CONSTRAINT "remote_versions_source_check" CHECK ("remote_versions"."source" in ('release', 'build')),
	CONSTRAINT "remote_versions_gate_status_check" CHECK ("remote_versions"."gate_status" in ('pending', 'passed', 'failed', 'not_run'))
);
--> statement-breakpoint
ALTER TABLE "remote_events" ADD CONSTRAINT "remote_events_below_event_id_remote_events_id_fk" FOREIGN KEY ("below_event_id") REFERENCES "public"."remote_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_events" ADD CONSTRAINT "remote_events_version_fk" FOREIGN KEY ("remote","to_version") REFERENCES "public"."remote_versions"("remote","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD CONSTRAINT "remote_pointers_event_id_remote_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."remote_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_pointers" ADD CONSTRAINT "remote_pointers_version_fk" FOREIGN KEY ("remote","version") REFERENCES "public"."remote_versions"("remote","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_events_remote_idx" ON "remote_events" USING btree ("remote","id");--> statement-breakpoint
CREATE INDEX "remote_versions_newest_idx" ON "remote_versions" USING btree ("remote","registered_at");