CREATE TABLE "cd_key_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cd_key_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"money_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cd_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"money_amount" numeric(14, 2) NOT NULL,
	"uses_total" integer DEFAULT 1 NOT NULL,
	"uses_left" integer DEFAULT 1 NOT NULL,
	"expire_at" timestamp with time zone,
	"remark" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cd_keys_code_unique" UNIQUE("code"),
	CONSTRAINT "cd_keys_money_check" CHECK ("cd_keys"."money_amount" > 0),
	CONSTRAINT "cd_keys_uses_check" CHECK ("cd_keys"."uses_left" >= 0 and "cd_keys"."uses_left" <= "cd_keys"."uses_total")
);
--> statement-breakpoint
CREATE TABLE "invite_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_user_id" integer NOT NULL,
	"invitee_user_id" integer NOT NULL,
	"purchase_id" uuid NOT NULL,
	"cash_amount" numeric(14, 2) NOT NULL,
	"rate" numeric(5, 4) NOT NULL,
	"money_amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_commissions_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "invite_commissions_money_check" CHECK ("invite_commissions"."money_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"payment_method" text,
	"trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('recharge', 'purchase', 'renewal')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'paid', 'void'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"service_bill_id" integer NOT NULL,
	"kind" text NOT NULL,
	"money_amount" numeric(14, 2) NOT NULL,
	"cash_amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"idempotency_key" uuid,
	"renewed_from" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"invoice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_kind_check" CHECK ("purchases"."kind" in ('purchase', 'renewal')),
	CONSTRAINT "purchases_money_check" CHECK ("purchases"."money_amount" >= 0 and "purchases"."cash_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"pay_method_id" integer NOT NULL,
	"payment_system" text NOT NULL,
	"channel" text NOT NULL,
	"is_sandbox" boolean DEFAULT false NOT NULL,
	"money_amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pay_url" text,
	"gateway_ref" text,
	"paid_amount" numeric(14, 2),
	"paid_at" timestamp with time zone,
	"settled_by" text,
	"settled_by_user_id" integer,
	"needs_review" boolean DEFAULT false NOT NULL,
	"invoice_id" uuid NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recharge_orders_trade_no_unique" UNIQUE("trade_no"),
	CONSTRAINT "recharge_orders_money_check" CHECK ("recharge_orders"."money_amount" > 0),
	CONSTRAINT "recharge_orders_status_check" CHECK ("recharge_orders"."status" in ('pending', 'paid', 'expired')),
	CONSTRAINT "recharge_orders_system_check" CHECK ("recharge_orders"."payment_system" in ('epay', 'stripe')),
	CONSTRAINT "recharge_orders_paid_check" CHECK (("recharge_orders"."status" = 'paid') = ("recharge_orders"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "renewal_notices" (
	"service_bill_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_notices_service_bill_id_period_end_pk" PRIMARY KEY("service_bill_id","period_end")
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"cash_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_kind_check" CHECK ("wallet_ledger"."kind" in ('recharge', 'cd_key', 'purchase', 'renewal', 'commission', 'adjustment')),
	CONSTRAINT "wallet_ledger_balance_after_check" CHECK ("wallet_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "service_bills" ALTER COLUMN "money_amount" SET DATA TYPE numeric(14, 2);--> statement-breakpoint
ALTER TABLE "shop_items" ALTER COLUMN "money_amount" SET DATA TYPE numeric(14, 2);--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "balance" SET DATA TYPE numeric(14, 2);--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "balance" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "user_data_history" ALTER COLUMN "balance" SET DATA TYPE numeric(14, 2);--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "cash_balance" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "invite_balance" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cd_key_redemptions" ADD CONSTRAINT "cd_key_redemptions_cd_key_id_cd_keys_id_fk" FOREIGN KEY ("cd_key_id") REFERENCES "public"."cd_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cd_key_redemptions" ADD CONSTRAINT "cd_key_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cd_keys" ADD CONSTRAINT "cd_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_commissions" ADD CONSTRAINT "invite_commissions_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_commissions" ADD CONSTRAINT "invite_commissions_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_commissions" ADD CONSTRAINT "invite_commissions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_shop_id_shop_items_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_service_bill_id_service_bills_id_fk" FOREIGN KEY ("service_bill_id") REFERENCES "public"."service_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_settled_by_user_id_users_id_fk" FOREIGN KEY ("settled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_notices" ADD CONSTRAINT "renewal_notices_service_bill_id_service_bills_id_fk" FOREIGN KEY ("service_bill_id") REFERENCES "public"."service_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cd_key_redemptions_key_user_key" ON "cd_key_redemptions" USING btree ("cd_key_id","user_id");--> statement-breakpoint
CREATE INDEX "cd_key_redemptions_user_idx" ON "cd_key_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invite_commissions_inviter_idx" ON "invite_commissions" USING btree ("inviter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "invite_commissions_invitee_idx" ON "invite_commissions" USING btree ("invitee_user_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_idempotency_key" ON "purchases" USING btree ("user_id","idempotency_key") WHERE "purchases"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_renewal_period_key" ON "purchases" USING btree ("service_bill_id","renewed_from") WHERE "purchases"."kind" = 'renewal';--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_pending_idx" ON "recharge_orders" USING btree ("created_at") WHERE "recharge_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","seq");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_cash_balance_check" CHECK ("wallets"."cash_balance" >= 0 and "wallets"."cash_balance" <= "wallets"."balance");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_invite_balance_check" CHECK ("wallets"."invite_balance" >= 0);--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('announcement_update', 'replace_user_email', 'payment_mark_paid', 'cd_key_create'));--> statement-breakpoint
-- Hand-written: balances from before the ledger get an opening line, so every balance equals the sum
-- of its ledger from now on. Whether that money was paid in cash is not known: it counts as non-cash
-- (it earns no invite commission).
INSERT INTO "wallet_ledger" ("user_id", "kind", "amount", "cash_amount", "balance_after", "description", "created_at")
SELECT "user_id", 'adjustment', "balance", 0, "balance", 'Balance before the wallet ledger began', "updated_at"
FROM "wallets" WHERE "balance" <> 0;
