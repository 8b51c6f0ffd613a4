-- A lottery bet's lock of the member's draw and the member's pending tickets
-- of it, in the statement that reads the draw (server/src/modules/lottery/bets.ts,
-- docs/performance.md "The bet"): the transaction lock `lottery:<member>:<draw>`
-- (one slip at a time per member and draw), then the tickets as JSON text.
-- Volatile, so its read takes a snapshot after the lock is granted: it sees
-- every slip committed by whoever held the lock before, as the separate
-- statements after the lock did.
CREATE OR REPLACE FUNCTION lottery_member_draw_tickets(p_member integer, p_draw bigint) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('lottery:' || p_member || ':' || p_draw, 0));
  RETURN (
    SELECT json_agg(json_build_object('playType', t.play_type, 'numbers', t.numbers, 'points', t.points, 'stake', t.stake::text))::text
    FROM lottery_tickets t
    WHERE t.draw_id = p_draw AND t.member_id = p_member AND t.state = 'pending'
  );
END
$$;
