-- Awards in one statement (issue 12's throughput): a transfer that would take a member account below zero
-- now fails the statement that writes it, so that a transfer written outside an explicit transaction (its
-- statement is its own transaction) leaves nothing behind. Written by hand.
CREATE FUNCTION plaudit_refuse_debit(account_id integer, member_id integer, kind text, balance integer, needed integer) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account % has % points; the transfer needs %', account_id, balance, needed
    USING ERRCODE = 'PLD01', DETAIL = json_build_object('memberId', member_id, 'kind', kind, 'balance', balance, 'needed', needed)::text;
END
$$;
