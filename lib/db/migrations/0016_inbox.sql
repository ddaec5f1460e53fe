CREATE TABLE "ops_inbox" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"persona_user_id" uuid NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"honesty" boolean DEFAULT false NOT NULL,
	"rank" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_reply_prints" (
	"message_id" uuid NOT NULL,
	"print" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ops_reply_prints_message_id_print_pk" PRIMARY KEY("message_id","print")
);
--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "personas" ADD COLUMN "avatar" integer;--> statement-breakpoint
ALTER TABLE "ops_inbox" ADD CONSTRAINT "ops_inbox_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_inbox" ADD CONSTRAINT "ops_inbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_inbox" ADD CONSTRAINT "ops_inbox_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_inbox" ADD CONSTRAINT "ops_inbox_persona_user_id_users_id_fk" FOREIGN KEY ("persona_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_reply_prints" ADD CONSTRAINT "ops_reply_prints_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_reply_prints" ADD CONSTRAINT "ops_reply_prints_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_inbox_queue_idx" ON "ops_inbox" USING btree ("rank","waiting_since","conversation_id");--> statement-breakpoint
CREATE INDEX "ops_inbox_site_queue_idx" ON "ops_inbox" USING btree ("site_id","rank","waiting_since","conversation_id");--> statement-breakpoint
CREATE INDEX "ops_inbox_persona_idx" ON "ops_inbox" USING btree ("persona_user_id");--> statement-breakpoint
CREATE INDEX "ops_reply_prints_print_idx" ON "ops_reply_prints" USING btree ("print","created_at");--> statement-breakpoint
-- One persona per fictional users row that has none yet, labelled with the profile's name (demo and older data).
WITH todo AS (
	SELECT u.id AS user_id, gen_random_uuid() AS persona_id, coalesce(nullif(p.name, ''), 'Persona') AS label
	FROM "users" u LEFT JOIN "profiles" p ON p.user_id = u.id
	WHERE u.fictional AND u.persona_id IS NULL
), added AS (
	INSERT INTO "personas" ("id", "label") SELECT persona_id, label FROM todo RETURNING "id"
)
UPDATE "users" SET "persona_id" = todo.persona_id FROM todo WHERE "users"."id" = todo.user_id;
--> statement-breakpoint
-- The queue as it stands: every conversation whose member wrote to a persona after its last answer.
INSERT INTO "ops_inbox" ("conversation_id", "site_id", "member_id", "persona_user_id", "waiting_since")
SELECT cm.conversation_id, mu.site_id, mu.id, pu.id, w.since
FROM "conversation_members" cm
JOIN "users" pu ON pu.id = cm.user_id AND pu.persona_id IS NOT NULL
JOIN "users" mu ON mu.id = cm.other_user_id AND NOT mu.fictional
CROSS JOIN LATERAL (
	SELECT min(m.created_at) AS since FROM "messages" m
	WHERE m.conversation_id = cm.conversation_id AND m.sender_id = mu.id
	AND m.created_at > coalesce((SELECT max(a.created_at) FROM "messages" a
		WHERE a.conversation_id = cm.conversation_id AND a.sender_id = pu.id), '-infinity'::timestamptz)
) w
WHERE w.since IS NOT NULL
ON CONFLICT DO NOTHING;
