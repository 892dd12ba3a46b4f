CREATE TABLE "invite_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_new_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_hash_id" uuid NOT NULL,
	"role" text DEFAULT 'malio_postgrest_user' NOT NULL,
	"two_fa_secret" text,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"is_ban" boolean DEFAULT false NOT NULL,
	"account_expire_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_new_id_unique" UNIQUE("user_new_id")
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "email_codes_purpose_check" CHECK ("email_codes"."purpose" in ('register', 'forgot_password'))
);
--> statement-breakpoint
CREATE TABLE "login_ip_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"password_hash_id" uuid NOT NULL,
	"is_remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cap_challenges" (
	"token" text PRIMARY KEY NOT NULL,
	"captcha_key_id" uuid,
	"data" jsonb NOT NULL,
	"expires_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cap_tokens" (
	"token_key" text PRIMARY KEY NOT NULL,
	"captcha_key_id" uuid,
	"expires_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cap_key_id" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "captcha_keys_cap_key_id_unique" UNIQUE("cap_key_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_ip_log" ADD CONSTRAINT "login_ip_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_challenges" ADD CONSTRAINT "cap_challenges_captcha_key_id_captcha_keys_id_fk" FOREIGN KEY ("captcha_key_id") REFERENCES "public"."captcha_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_tokens" ADD CONSTRAINT "cap_tokens_captcha_key_id_captcha_keys_id_fk" FOREIGN KEY ("captcha_key_id") REFERENCES "public"."captcha_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_codes_owner_idx" ON "invite_codes" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "email_codes_lookup_idx" ON "email_codes" USING btree ("purpose","email","created_at");--> statement-breakpoint
CREATE INDEX "login_ip_log_user_idx" ON "login_ip_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "cap_challenges_expires_idx" ON "cap_challenges" USING btree ("expires_ms");--> statement-breakpoint
CREATE INDEX "cap_tokens_expires_idx" ON "cap_tokens" USING btree ("expires_ms");--> statement-breakpoint
CREATE INDEX "captcha_keys_expires_idx" ON "captcha_keys" USING btree ("expires_at");