-- Every server process keeps the sessions it has looked up for a few seconds (decision 043,
-- platform/auth/session-cache.ts). Whatever makes a kept session wrong announces it on the
-- 'session_cache' channel at COMMIT, from whichever path wrote it (sign-out, a new sign-in replacing
-- the old, a password change, an account disabled, its type or administrator flag or mobile changed,
-- a sweep, SQL by hand): 't:<token hash>' for one session, 'u:<user id>' for all of a user's.
CREATE FUNCTION huitang_session_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_cache', 't:' || OLD.token_hash);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION huitang_session_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_cache', 'u:' || OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_cache_changed AFTER UPDATE ON sessions FOR EACH ROW
WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at OR OLD.user_id <> NEW.user_id OR OLD.token_hash <> NEW.token_hash)
EXECUTE FUNCTION huitang_session_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_cache_deleted AFTER DELETE ON sessions FOR EACH ROW
EXECUTE FUNCTION huitang_session_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_cache_changed AFTER UPDATE ON users FOR EACH ROW
WHEN (OLD.is_disabled <> NEW.is_disabled OR OLD.is_admin <> NEW.is_admin OR OLD.user_type <> NEW.user_type
  OR OLD.mobile <> NEW.mobile OR OLD.user_no <> NEW.user_no)
EXECUTE FUNCTION huitang_session_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_session_cache_deleted AFTER DELETE ON users FOR EACH ROW
EXECUTE FUNCTION huitang_session_user_changed();
