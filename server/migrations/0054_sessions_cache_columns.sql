-- The read cache's topic `sessions` (migration 0026; server/src/http/session-lookup.ts) holds a
-- session with its member's whole row, so every change of a member's row still empties it, but
-- two kinds of write no longer do:
-- - a wrong password: the failure count and time (failed_logins, last_failed_login_at) are read
--   only by the login itself, from the table. Before, every wrong password typed against any
--   account sent every signed-in player's next call on every instance to the database;
-- - a new member or a new site session (a registration, a login's session): no cached session
--   can point at a row that did not exist yet, and a new token cannot have been asked for before
--   its session committed. A login still empties it through the member's last login.
-- tests/server/read-cache.test.ts checks that every other column of members is listed here.
DROP TRIGGER IF EXISTS cache_bump_members ON members;
--> statement-breakpoint
CREATE TRIGGER cache_bump_members AFTER DELETE OR TRUNCATE OR UPDATE OF
  id, merchant_code, account, nickname, password_hash, payment_password_hash, is_agent, status, upline_id,
  invite_code, club_label_id, avatar_url, email, country_dialing_code, mobile_num, payee_name, qq_num, line,
  whatsapp, zalo, facebook, wechat, id_number, referral_code, register_url, register_domain, register_ip,
  language, must_change_password, password_changed_at, password_expires_at, last_login_at, previous_login_at,
  created_at, updated_at, referrer_id, authenticator_secret, birthday, register_device
  ON members FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('sessions');
--> statement-breakpoint
DROP TRIGGER IF EXISTS cache_bump_sessions ON sessions;
--> statement-breakpoint
CREATE TRIGGER cache_bump_sessions AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('sessions');
