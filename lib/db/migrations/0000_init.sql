CREATE TABLE "companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"kvk" text NOT NULL,
	"tradenames" text[] DEFAULT '{}'::text[] NOT NULL,
	"vat_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"support_phone" text NOT NULL,
	"support_email" text NOT NULL,
	"delete_discount" smallint DEFAULT 0 NOT NULL,
	"added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"icon" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"package_id" integer NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "package_prices_amount_positive" CHECK ("package_prices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"tier" smallint NOT NULL,
	"credits" integer NOT NULL,
	"bonus_credits" integer DEFAULT 0 NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "packages_credits_positive" CHECK ("packages"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"domain" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"company_id" integer NOT NULL,
	"niche" smallint NOT NULL,
	"domain_language" text NOT NULL,
	"default_country" text NOT NULL,
	"theme" text DEFAULT 'rose' NOT NULL,
	"signups" text DEFAULT 'all' NOT NULL,
	"logged_out_search" text DEFAULT 'limited' NOT NULL,
	"logged_out_search_trafficsource" text DEFAULT 'full' NOT NULL,
	"enable_site_entry_popup" boolean DEFAULT true NOT NULL,
	"cdn_prefix" text DEFAULT '' NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text NOT NULL,
	"message_credits" integer DEFAULT 10 NOT NULL,
	"photo_credits" integer DEFAULT 20 NOT NULL,
	"gift_credits" integer DEFAULT 30 NOT NULL,
	"signup_credits" integer DEFAULT 20 NOT NULL,
	"message_length" integer DEFAULT 1000 NOT NULL,
	"visible_profile_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"visible_profile_notes" boolean DEFAULT true NOT NULL,
	"search_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"refund_days" smallint DEFAULT 14 NOT NULL,
	"member_resell" boolean DEFAULT false NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_niche_range" CHECK ("sites"."niche" between 1 and 7),
	CONSTRAINT "sites_signups_mode" CHECK ("sites"."signups" in ('all', 'with_trafficsource', 'other')),
	CONSTRAINT "sites_search_modes" CHECK ("sites"."logged_out_search" in ('none', 'limited', 'full') and "sites"."logged_out_search_trafficsource" in ('none', 'limited', 'full')),
	CONSTRAINT "sites_credits_nonnegative" CHECK ("sites"."message_credits" >= 0 and "sites"."photo_credits" >= 0 and "sites"."gift_credits" >= 0 and "sites"."signup_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_kind_known" CHECK ("photos"."kind" in ('free', 'private')),
	CONSTRAINT "photos_status_known" CHECK ("photos"."status" in ('active', 'pending', 'rejected', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "profile_interests" (
	"user_id" uuid NOT NULL,
	"interest_id" integer NOT NULL,
	CONSTRAINT "profile_interests_user_id_interest_id_pk" PRIMARY KEY("user_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"seeking" text,
	"sexuality" text,
	"birth_date" date,
	"country" text,
	"region" text,
	"latitude" double precision,
	"longitude" double precision,
	"hair_colour" text,
	"eye_colour" text,
	"body_type" text,
	"relationship_status" text,
	"tattoos" text,
	"reason" text,
	"about" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'disabled' NOT NULL,
	"main_photo_id" uuid,
	"skin_tone" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_gender_known" CHECK ("profiles"."gender" is null or "profiles"."gender" in ('male', 'female')),
	CONSTRAINT "profiles_sexuality_known" CHECK ("profiles"."sexuality" is null or "profiles"."sexuality" in ('hetero', 'gay', 'lesbian', 'bi')),
	CONSTRAINT "profiles_status_known" CHECK ("profiles"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'not_confirmed' NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"language" text NOT NULL,
	"signup_date" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_user" boolean DEFAULT false NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"invisible" boolean DEFAULT false NOT NULL,
	"fictional" boolean DEFAULT false NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"traffic_source" jsonb,
	"notifications_disabled" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_credits_nonnegative" CHECK ("users"."credits" >= 0),
	CONSTRAINT "users_status_known" CHECK ("users"."status" in ('not_confirmed', 'active', 'disabled', 'banned', 'deleted')),
	CONSTRAINT "users_role_known" CHECK ("users"."role" in ('member', 'demo', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_interests" ADD CONSTRAINT "profile_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_interests" ADD CONSTRAINT "profile_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interests_key_unique" ON "interests" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "package_prices_pk" ON "package_prices" USING btree ("package_id","country");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_key_unique" ON "packages" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_key_unique" ON "sites" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_domain_unique" ON "sites" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "photos_user_idx" ON "photos" USING btree ("user_id","sort");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("status","gender","country","birth_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_email_unique" ON "users" USING btree ("site_id",lower("email"));