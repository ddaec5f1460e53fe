CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"site_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "canned_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"site_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_claims" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lander_visits" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"lander" text NOT NULL,
	"source" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lander_visits_site_id_day_lander_source_pk" PRIMARY KEY("site_id","day","lander","source")
);
--> statement-breakpoint
CREATE TABLE "member_flags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" integer NOT NULL,
	"reason" text NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "member_flags_reason_known" CHECK ("member_flags"."reason" in ('spending', 'lonely', 'debt', 'under_age'))
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"site_ids" integer[],
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role_known" CHECK ("operators"."role" in ('admin', 'moderator', 'chat')),
	CONSTRAINT "operators_status_known" CHECK ("operators"."status" in ('active', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "ops_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"site_id" integer,
	"user_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"seen_by" uuid
);
--> statement-breakpoint
CREATE TABLE "ops_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ops_notes_subject_known" CHECK ("ops_notes"."subject_type" in ('member', 'persona'))
);
--> statement-breakpoint
CREATE TABLE "personas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personas_status_known" CHECK ("personas"."status" in ('active', 'paused', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "theme_colors" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "persona_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "operator_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_claims" ADD CONSTRAINT "conversation_claims_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_claims" ADD CONSTRAINT "conversation_claims_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lander_visits" ADD CONSTRAINT "lander_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_flags" ADD CONSTRAINT "member_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_flags" ADD CONSTRAINT "member_flags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_flags" ADD CONSTRAINT "member_flags_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_flags" ADD CONSTRAINT "member_flags_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_alerts" ADD CONSTRAINT "ops_alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_alerts" ADD CONSTRAINT "ops_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_alerts" ADD CONSTRAINT "ops_alerts_seen_by_operators_id_fk" FOREIGN KEY ("seen_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_notes" ADD CONSTRAINT "ops_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "canned_replies_language_idx" ON "canned_replies" USING btree ("language");--> statement-breakpoint
CREATE INDEX "conversation_claims_operator_idx" ON "conversation_claims" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "member_flags_user_idx" ON "member_flags" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_flags_open_unique" ON "member_flags" USING btree ("user_id","reason") WHERE resolved_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_unique" ON "operators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "ops_alerts_open_idx" ON "ops_alerts" USING btree ("created_at") WHERE seen_at is null;--> statement-breakpoint
CREATE INDEX "ops_notes_subject_idx" ON "ops_notes" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_persona_id_personas_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_review_idx" ON "photos" USING btree ("created_at") WHERE reviewed_at is null and status in ('active', 'pending');--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE INDEX "users_persona_idx" ON "users" ("persona_id") WHERE "persona_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "activated_at" = "created_at" WHERE "status" = 'active' AND "activated_at" IS NULL;
