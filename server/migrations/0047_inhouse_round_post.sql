-- An in-house round's writes in one call (server/src/modules/inhouse/play.ts,
-- docs/performance.md "The bet"): the stake moved from the member's main
-- wallet to the brand's games account and, when the round won, the win
-- moved back, each through ledger_post (0014) under its own idempotency key
-- (so the same ledger rows and balances as two calls, the house account only
-- appended); then the round recorded with the wallet's balance after, the
-- member's next commitment made and the play appended for the popularity
-- job. Runs in the caller's transaction, which holds the commitment's lock.
-- A stake whose key is taken (the same round id played meanwhile by another
-- request) raises unique_violation: the caller answers with the recorded round.
CREATE OR REPLACE FUNCTION inhouse_round_post(
  p_bet_key text, p_win_key text, p_member integer, p_ref_id text, p_memo text, p_currency text,
  p_accounts integer[], p_kinds text[], p_bet_amounts bigint[], p_win_amounts bigint[], p_wallet integer,
  p_merchant text, p_game integer, p_kind text, p_stake bigint, p_payout bigint, p_bet jsonb, p_outcome jsonb,
  p_server_seed text, p_server_seed_hash text, p_client_seed text, p_nonce integer,
  p_next_seed text, p_next_seed_hash text
) RETURNS TABLE (id bigint, created_ms bigint, balance_after bigint, server_seed_hash text, client_seed text, nonce integer)
LANGUAGE plpgsql AS $$
DECLARE
  wallet_at integer := array_position(p_accounts, p_wallet);
  moved record;
  balance bigint;
  rid bigint;
  rcreated timestamptz;
  next_hash text;
  next_client text;
  next_nonce integer;
BEGIN
  SELECT * INTO moved FROM ledger_post(p_bet_key, 'bet', p_member, 'inhouse_round', p_ref_id, p_memo, p_currency, p_accounts, p_kinds, p_bet_amounts);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the stake of round % was already moved', p_ref_id USING ERRCODE = 'unique_violation';
  END IF;
  balance := nullif(split_part(moved.balances, ',', wallet_at), '')::bigint;
  IF p_win_key IS NOT NULL THEN
    SELECT * INTO moved FROM ledger_post(p_win_key, 'payout', p_member, 'inhouse_round', p_ref_id, p_memo, p_currency, p_accounts, p_kinds, p_win_amounts);
    IF NOT FOUND THEN
      RAISE EXCEPTION 'the win of round % was already moved', p_ref_id USING ERRCODE = 'unique_violation';
    END IF;
    balance := nullif(split_part(moved.balances, ',', wallet_at), '')::bigint;
  END IF;
  INSERT INTO inhouse_rounds AS r (round_id, member_id, merchant_code, game_id, kind, stake, payout, bet, outcome,
                                   server_seed, server_seed_hash, client_seed, nonce, balance_after)
    VALUES (p_ref_id, p_member, p_merchant, p_game, p_kind, p_stake, p_payout, p_bet, p_outcome,
            p_server_seed, p_server_seed_hash, p_client_seed, p_nonce, coalesce(balance, 0))
    RETURNING r.id, r.created_at INTO rid, rcreated;
  UPDATE fair_seeds f SET server_seed = p_next_seed, server_seed_hash = p_next_seed_hash, nonce = f.nonce + 1, updated_at = now()
    WHERE f.member_id = p_member AND f.kind = p_kind
    RETURNING f.server_seed_hash, f.client_seed, f.nonce INTO next_hash, next_client, next_nonce;
  INSERT INTO game_plays (game_id) VALUES (p_game);
  RETURN QUERY SELECT rid, floor(extract(epoch FROM rcreated) * 1000)::bigint, coalesce(balance, 0), next_hash, next_client, next_nonce;
END
$$;
