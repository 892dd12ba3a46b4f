-- The session a sign-in or sign-up started, on its login_ip_log row: the account overview shows the
-- previous sign-in (any other than the one of the session asking).
ALTER TABLE "login_ip_log" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "login_ip_log" ADD CONSTRAINT "login_ip_log_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_ip_log_session_idx" ON "login_ip_log" USING btree ("session_id");