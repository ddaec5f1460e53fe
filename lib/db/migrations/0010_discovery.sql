CREATE TABLE "alert_dismissals" (
	"user_id" uuid NOT NULL,
	"alert" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_dismissals_user_id_alert_pk" PRIMARY KEY("user_id","alert"),
	CONSTRAINT "alert_dismissals_alert_known" CHECK ("alert_dismissals"."alert" in ('enrich_profile'))
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"liker_id" uuid NOT NULL,
	"liked_id" uuid NOT NULL,
	"source" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"matched_at" timestamp with time zone,
	"match_seen_at" timestamp with time zone,
	CONSTRAINT "likes_liker_id_liked_id_pk" PRIMARY KEY("liker_id","liked_id"),
	CONSTRAINT "likes_not_self" CHECK ("likes"."liker_id" <> "likes"."liked_id"),
	CONSTRAINT "likes_source_known" CHECK ("likes"."source" in ('member', 'swipe', 'auto')),
	CONSTRAINT "likes_match_seen_needs_match" CHECK ("likes"."match_seen_at" is null or "likes"."matched_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "photo_unlocks" (
	"viewer_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"credit_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_unlocks_viewer_id_owner_id_pk" PRIMARY KEY("viewer_id","owner_id"),
	CONSTRAINT "photo_unlocks_not_self" CHECK ("photo_unlocks"."viewer_id" <> "photo_unlocks"."owner_id")
);
--> statement-breakpoint
ALTER TABLE "alert_dismissals" ADD CONSTRAINT "alert_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_id_users_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_id_users_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_unlocks" ADD CONSTRAINT "photo_unlocks_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_unlocks" ADD CONSTRAINT "photo_unlocks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_unlocks" ADD CONSTRAINT "photo_unlocks_credit_entry_id_credit_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_liked_idx" ON "likes" USING btree ("liked_id","created_at");--> statement-breakpoint
CREATE INDEX "likes_liker_source_idx" ON "likes" USING btree ("liker_id","source","created_at");--> statement-breakpoint
CREATE INDEX "photo_unlocks_owner_idx" ON "photo_unlocks" USING btree ("owner_id");