-- The read cache's topic `sessions` (migrations 0026, 0054; server/src/http/session-lookup.ts) is
-- no longer emptied by a login. A login writes the member's last and previous login times and
-- `updated_at`; before, that sent every signed-in player's next call (a bet's included) on every
-- instance to the database, so on a busy brand, where someone logs in every second, the cache
-- held almost nothing. Nothing that answers from a cached session shows those three columns:
-- the login times a player is shown as a safety check are read from the table
-- (modules/member/member-info.ts), and `updated_at` is only written. Every other column still
-- empties the topic when it changes (a lock, a password, a VIP rank's club label, a profile edit),
-- and tests/server/read-cache.test.ts checks that a new column is listed here.
DROP TRIGGER IF EXISTS cache_bump_members ON members;
--> statement-breakpoint
CREATE TRIGGER cache_bump_members AFTER DELETE OR TRUNCATE OR UPDATE OF
  id, merchant_code, account, nickname, password_hash, payment_password_hash, is_agent, status, upline_id,
  invite_code, club_label_id, avatar_url, email, country_dialing_code, mobile_num, payee_name, qq_num, line,
  whatsapp, zalo, facebook, wechat, id_number, referral_code, register_url, register_domain, register_ip,
  language, must_change_password, password_changed_at, password_expires_at,
  created_at, referrer_id, authenticator_secret, birthday, register_device
  ON members FOR EACH STATEMENT EXECUTE FUNCTION cache_bump('sessions');
