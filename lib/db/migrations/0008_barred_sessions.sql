-- A suspended ('disabled') or banned account ends every session at once: whatever writes the status
-- (the operator console, a script, SQL by hand), the session version goes up with it, so no cookie
-- issued before works again, not even after the account is let back in; a change between the two barred
-- statuses leaves it, as the sessions have ended already (drizzle-kit does not model triggers; hand-added).
CREATE FUNCTION "users_bar_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('disabled', 'banned') AND OLD.status NOT IN ('disabled', 'banned') THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_bar_sessions" BEFORE UPDATE OF "status" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_bar_sessions"();
