-- One money movement in one call (server/src/modules/wallet/ledger.ts,
-- docs/money.md): the transaction row, unless its idempotency key is taken
-- (then nothing happens and no row is returned); the member accounts moved
-- in account-id order, so movements over the same accounts cannot deadlock,
-- each guarded to stay at zero or above; house accounts left alone (their
-- postings are only appended, so different members never wait on them); and
-- one posting per leg with the member account's balance after. The deferred
-- triggers of 0001 and 0011 check the postings at commit. A plpgsql
-- function keeps its plans between calls: one round trip per movement.
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text, p_kind text, p_member integer, p_ref_type text, p_ref_id text, p_memo text, p_currency text,
  p_accounts integer[], p_kinds text[], p_amounts bigint[]
) RETURNS TABLE (transaction_id bigint, created_ms double precision, balances text) LANGUAGE plpgsql AS $$
DECLARE
  tid bigint;
  tcreated timestamptz;
  after bigint[] := array_fill(NULL::bigint, ARRAY[cardinality(p_accounts)]);
  leg record;
  moved bigint;
  actual text;
BEGIN
  INSERT INTO ledger_transactions AS t (idempotency_key, kind, member_id, ref_type, ref_id, memo, currency)
    VALUES (p_key, p_kind, p_member, p_ref_type, p_ref_id, p_memo, p_currency)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING t.id, t.created_at INTO tid, tcreated;
  IF tid IS NULL THEN
    RETURN;
  END IF;
  FOR leg IN
    SELECT x.i, x.account, x.kind, x.amount
    FROM unnest(p_accounts, p_kinds, p_amounts) WITH ORDINALITY AS x(account, kind, amount, i)
    WHERE x.kind <> 'house'
    ORDER BY x.account
  LOOP
    moved := NULL;
    UPDATE wallet_accounts a SET balance = a.balance + leg.amount, updated_at = now()
      WHERE a.id = leg.account AND a.kind = leg.kind AND a.balance + leg.amount >= 0
      RETURNING a.balance INTO moved;
    IF moved IS NULL THEN
      SELECT a.kind INTO actual FROM wallet_accounts a WHERE a.id = leg.account;
      IF actual IS DISTINCT FROM leg.kind THEN
        RAISE EXCEPTION 'wallet account % is %, not %', leg.account, coalesce(actual, 'missing'), leg.kind
          USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_postings_account_fk';
      END IF;
      RAISE EXCEPTION 'wallet account % cannot move % (insufficient funds)', leg.account, leg.amount
        USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_accounts_member_balance_ck';
    END IF;
    after[leg.i] := moved;
  END LOOP;
  INSERT INTO ledger_postings (transaction_id, account_id, account_kind, amount, balance_after)
    SELECT tid, x.account, x.kind, x.amount, x.after
    FROM unnest(p_accounts, p_kinds, p_amounts, after) AS x(account, kind, amount, after);
  RETURN QUERY SELECT tid, extract(epoch FROM tcreated)::double precision * 1000, array_to_string(after, ',', '');
END
$$;
