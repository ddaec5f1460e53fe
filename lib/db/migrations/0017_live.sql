CREATE TABLE "chat_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"dedupe_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid,
	"ops_site_id" integer,
	"kind" text NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_kind_known" CHECK ("live_events"."kind" in ('message', 'read', 'like', 'match', 'credits', 'inbox')),
	CONSTRAINT "live_events_one_audience" CHECK (("live_events"."user_id" is null) <> ("live_events"."ops_site_id" is null))
);
--> statement-breakpoint
CREATE TABLE "mailings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" integer,
	CONSTRAINT "mailings_kind_known" CHECK ("mailings"."kind" in ('promotions', 'news')),
	CONSTRAINT "mailings_status_known" CHECK ("mailings"."status" in ('draft', 'scheduled', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_push_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"failures" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "push_alert_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "attached_messages" jsonb;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "read_up_to" uuid;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "gift_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "gif" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "intro_hash" text;--> statement-breakpoint
ALTER TABLE "chat_photos" ADD CONSTRAINT "chat_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_ops_site_id_sites_id_fk" FOREIGN KEY ("ops_site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_photos_user_idx" ON "chat_photos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_unique" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "live_events_user_idx" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "live_events_ops_idx" ON "live_events" USING btree ("ops_site_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_photo_id_chat_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."chat_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_intro_hash_idx" ON "messages" USING btree ("sender_id","intro_hash") WHERE intro_hash is not null;