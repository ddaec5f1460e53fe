CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_status_known" CHECK ("discount_redemptions"."status" in ('reserved', 'used', 'released'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" integer NOT NULL,
	"credits" integer NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"list_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"sequence_type" text DEFAULT 'oneoff' NOT NULL,
	"discount_code_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"provider_payment_id" text,
	"checkout_url" text,
	"idempotency_key" text NOT NULL,
	"flag" text,
	"credit_entry_id" uuid,
	"reversed_credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"reconcile_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back')),
	CONSTRAINT "orders_method_known" CHECK ("orders"."method" in ('ideal', 'bancontact', 'creditcard', 'paypal', 'applepay', 'banktransfer', 'directdebit')),
	CONSTRAINT "orders_sequence_known" CHECK ("orders"."sequence_type" in ('oneoff', 'first', 'recurring')),
	CONSTRAINT "orders_amounts_valid" CHECK ("orders"."amount" > 0 and "orders"."discount_amount" >= 0 and "orders"."list_amount" = "orders"."amount" + "orders"."discount_amount"),
	CONSTRAINT "orders_credits_positive" CHECK ("orders"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_mandates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_mandate_id" text NOT NULL,
	"method" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "payment_mandates_method_known" CHECK ("payment_mandates"."method" in ('directdebit', 'creditcard')),
	CONSTRAINT "payment_mandates_status_known" CHECK ("payment_mandates"."status" in ('pending', 'valid', 'invalid', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "spend_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily" integer,
	"monthly" integer,
	"pending_daily" integer,
	"pending_monthly" integer,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_credits_nonnegative";--> statement-breakpoint
ALTER TABLE "alert_dismissals" DROP CONSTRAINT "alert_dismissals_alert_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payments_flag" text;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_entry_id_credit_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_limits" ADD CONSTRAINT "spend_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_unique" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_live_scope_unique" ON "discount_redemptions" USING btree ("scope") WHERE status in ('reserved', 'used');--> statement-breakpoint
CREATE INDEX "discount_redemptions_user_idx" ON "discount_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment_unique" ON "orders" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_reconcile_idx" ON "orders" USING btree ("reconcile_at") WHERE status in ('open', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_mandates_provider_unique" ON "payment_mandates" USING btree ("provider_mandate_id");--> statement-breakpoint
CREATE INDEX "payment_mandates_user_idx" ON "payment_mandates" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_payments_flag_known" CHECK ("users"."payments_flag" is null or "users"."payments_flag" in ('chargeback'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credits_nonnegative" CHECK ("users"."credits" >= 0 or "users"."payments_flag" is not null);--> statement-breakpoint
ALTER TABLE "alert_dismissals" ADD CONSTRAINT "alert_dismissals_alert_known" CHECK ("alert_dismissals"."alert" in ('enrich_profile', 'time_bonus', 'credit_alert'));