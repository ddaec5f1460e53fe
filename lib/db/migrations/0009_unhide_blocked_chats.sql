-- A block used to hide the blocker's conversation (`hidden`, the flag of the member's own removal), so an
-- unblock left it out of the list for good. The list now leaves out blocked partners by the block itself;
-- here every conversation hidden by a block comes back: one still holding a message its member can see (a
-- removal hides everything up to its cleared_at, and a later message unhides it, so such a row was hidden by
-- a block). Conversations the member removed themselves stay removed.
UPDATE "conversation_members" AS cm SET "hidden" = false
WHERE cm."hidden"
  AND EXISTS (
    SELECT 1 FROM "messages" AS m
    WHERE m."conversation_id" = cm."conversation_id" AND (cm."cleared_at" IS NULL OR m."created_at" > cm."cleared_at")
  );
