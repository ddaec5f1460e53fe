ALTER TABLE "profiles" ADD COLUMN "special_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "special_consent_version" text;--> statement-breakpoint
-- Hand-added (GDPR-05): before the constraints hold, data stored without consent goes. Seeded fictional members and demo-role accounts get a consent of version 'seed' where they hold such data; they are the product's own content, not a person's data.
UPDATE "profiles" AS p SET "special_consent_at" = now(), "special_consent_version" = 'seed'
FROM "users" AS u
WHERE u."id" = p."user_id" AND (u."fictional" = true OR u."role" = 'demo') AND p."special_consent_at" IS NULL
  AND (p."sexuality" IS NOT NULL OR p."reason" IS NOT NULL OR EXISTS (SELECT 1 FROM "profile_interests" AS pi WHERE pi."user_id" = p."user_id"));--> statement-breakpoint
-- Every other member never consented: their sexuality, reason for joining and interests are removed.
DELETE FROM "profile_interests" WHERE "user_id" NOT IN (SELECT "user_id" FROM "profiles" WHERE "special_consent_at" IS NOT NULL);--> statement-breakpoint
UPDATE "profiles" SET "sexuality" = NULL, "reason" = NULL WHERE "special_consent_at" IS NULL AND ("sexuality" IS NOT NULL OR "reason" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_special_needs_consent" CHECK (("profiles"."sexuality" is null and "profiles"."reason" is null) or "profiles"."special_consent_at" is not null);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_special_consent_versioned" CHECK (("profiles"."special_consent_at" is null) = ("profiles"."special_consent_version" is null));