CREATE TABLE "test_provider_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_records" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" text,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_records_kind_known" CHECK ("test_provider_records"."kind" in ('payment', 'refund', 'chargeback', 'customer', 'mandate'))
);
--> statement-breakpoint
CREATE TABLE "test_provider_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"payment_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "test_provider_webhooks_status_known" CHECK ("test_provider_webhooks"."status" in ('queued', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "test_provider_records_kind_idx" ON "test_provider_records" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "test_provider_records_parent_idx" ON "test_provider_records" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "test_provider_records_expiry_idx" ON "test_provider_records" USING btree ("expires_at") WHERE "test_provider_records"."status" in ('open', 'pending');--> statement-breakpoint
CREATE INDEX "test_provider_webhooks_due_idx" ON "test_provider_webhooks" USING btree ("next_attempt_at") WHERE "test_provider_webhooks"."status" = 'queued';