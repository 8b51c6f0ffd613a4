-- A lottery slip's writes in one call (server/src/modules/lottery/bets.ts,
-- docs/performance.md "The bet"): the whole stake moved from the member's
-- main wallet to the brand's games account and the kind's jackpot pools
-- through ledger_post (0014), under the order's idempotency key (so the
-- same ledger rows and balances as a call of its own, house accounts only
-- appended, the balance guarded to stay at zero or above), then one ticket
-- per line (p_tickets: a JSON array in the slip's order), their ids returned
-- in that order with the wallet's balance after; and, given the call's
-- Idempotency-Key row (p_answer_scope, _endpoint, _key), the call's answer
-- kept in it (http/idempotency.ts finishIdempotentCall's update): its text
-- is p_answer_parts with what only this call knows between them, in turn:
-- the balance after in major units (minor / 100, as lib/money.ts toMajor
-- writes it), then the tickets' ids. Runs in the caller's
-- transaction, which holds the draw's and the member's draw locks, so the
-- answer is kept exactly when the money moved.
--
-- A key already taken (the call committed before and its answer was lost):
-- nothing moves; the movement recorded under the key must be the same one
-- (kind, member, reference type, accounts and amounts), else
-- unique_violation on lottery_bet_key_reused; the answer is that order's
-- tickets (JSON text) and the wallet's balance now, and no answer is kept
-- (the caller keeps the one it makes of them).
CREATE OR REPLACE FUNCTION lottery_bet_post(
  p_key text, p_member integer, p_order_no text, p_memo text, p_currency text,
  p_accounts integer[], p_kinds text[], p_amounts bigint[], p_wallet integer,
  p_merchant text, p_draw bigint, p_lottery text, p_game text, p_unit_price bigint,
  p_created timestamptz, p_tickets jsonb,
  p_answer_scope text, p_answer_endpoint text, p_answer_key text, p_answer_parts text[]
) RETURNS TABLE (replayed boolean, order_no text, balance_after bigint, ticket_ids bigint[], tickets text, answer_kept boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  moved record;
  prior record;
  ids bigint[];
  balance bigint;
  kept boolean := false;
  fills text[];
  body text;
BEGIN
  SELECT * INTO moved FROM ledger_post(p_key, 'bet', p_member, 'lottery_order', p_order_no, p_memo, p_currency, p_accounts, p_kinds, p_amounts);
  IF FOUND THEN
    WITH ins AS (
      INSERT INTO lottery_tickets (order_no, member_id, merchant_code, draw_id, lottery_code, game_code, play_type, numbers, stations,
                                   position, points, combos, unit_price, stake, odds, pool_stakes, created_at)
      SELECT p_order_no, p_member, p_merchant, p_draw, p_lottery, p_game, x.play_type, x.numbers, x.stations,
             x.position, x.points, x.combos, p_unit_price, x.stake, x.odds, x.pool_stakes, p_created
      FROM jsonb_array_elements(p_tickets) WITH ORDINALITY AS e(v, i),
        LATERAL jsonb_to_record(e.v)
          AS x(play_type text, numbers text[], stations text[], position integer, points integer, combos integer, stake bigint, odds jsonb, pool_stakes jsonb)
      ORDER BY e.i
      RETURNING lottery_tickets.id
    )
    SELECT array_agg(ins.id ORDER BY ins.id) INTO ids FROM ins;
    balance := nullif(split_part(moved.balances, ',', array_position(p_accounts, p_wallet)), '')::bigint;
    fills := ARRAY[trim_scale(balance::numeric / 100)::text] || ids::text[];
    IF p_answer_key IS NOT NULL AND cardinality(p_answer_parts) = cardinality(fills) + 1 THEN
      body := p_answer_parts[1];
      FOR i IN 1 .. cardinality(fills) LOOP
        body := body || fills[i] || p_answer_parts[i + 1];
      END LOOP;
      UPDATE idempotent_requests r SET state = 'done', response_status = 200, response_body = body, updated_at = now()
        WHERE r.scope = p_answer_scope AND r.endpoint = p_answer_endpoint AND r.key = p_answer_key;
      kept := FOUND;
    END IF;
    RETURN QUERY SELECT false, p_order_no, balance, ids, NULL::text, kept;
    RETURN;
  END IF;

  SELECT t.id, t.kind, t.member_id, t.ref_type, t.ref_id INTO prior FROM ledger_transactions t WHERE t.idempotency_key = p_key;
  IF prior.kind IS DISTINCT FROM 'bet' OR prior.member_id IS DISTINCT FROM p_member OR prior.ref_type IS DISTINCT FROM 'lottery_order'
     OR (SELECT array_agg(p.account_id ORDER BY p.account_id) FROM ledger_postings p WHERE p.transaction_id = prior.id) IS DISTINCT FROM p_accounts
     OR (SELECT array_agg(p.amount ORDER BY p.account_id) FROM ledger_postings p WHERE p.transaction_id = prior.id) IS DISTINCT FROM p_amounts THEN
    RAISE EXCEPTION 'the idempotency key % was already used for a different movement', p_key
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'lottery_bet_key_reused';
  END IF;
  RETURN QUERY SELECT true, prior.ref_id,
    (SELECT a.balance FROM wallet_accounts a WHERE a.id = p_wallet),
    NULL::bigint[],
    (SELECT coalesce(json_agg(json_build_object(
        'id', t.id, 'orderNo', t.order_no, 'memberId', t.member_id, 'merchantCode', t.merchant_code, 'drawId', t.draw_id,
        'lotteryCode', t.lottery_code, 'gameCode', t.game_code, 'playType', t.play_type, 'numbers', t.numbers, 'stations', t.stations,
        'position', t.position, 'points', t.points, 'combos', t.combos, 'unitPrice', t.unit_price::text, 'stake', t.stake::text,
        'odds', t.odds, 'poolStakes', t.pool_stakes, 'payout', t.payout::text, 'state', t.state,
        'createdMs', floor(extract(epoch FROM t.created_at) * 1000)::bigint,
        'settledMs', floor(extract(epoch FROM t.settled_at) * 1000)::bigint) ORDER BY t.id), '[]')::text
     FROM lottery_tickets t WHERE t.member_id = p_member AND t.order_no = prior.ref_id),
    false;
END
$$;
