CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_category_known" CHECK ("complaints"."category" in ('billing', 'content', 'member', 'privacy', 'technical', 'other')),
	CONSTRAINT "complaints_status_known" CHECK ("complaints"."status" in ('open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"site_id" integer NOT NULL,
	"locale" text NOT NULL,
	"token" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published" text DEFAULT 'yes' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_site_id_locale_token_pk" PRIMARY KEY("site_id","locale","token"),
	CONSTRAINT "content_pages_token_format" CHECK ("content_pages"."token" ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
	CONSTRAINT "content_pages_published_known" CHECK ("content_pages"."published" in ('yes', 'no'))
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_remarks" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_suppressed" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_site_idx" ON "complaints" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_idempotency_unique" ON "complaints" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("deleted_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deletion_reason_known" CHECK ("users"."deletion_reason" is null or "users"."deletion_reason" in ('price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mail_suppressed_known" CHECK ("users"."mail_suppressed" is null or "users"."mail_suppressed" in ('bounce', 'fbl'));