-- Lets a statement refuse its transaction: raises SQLSTATE HT409 with `reason` when `refuse` holds.
-- The sign-up's availability check uses it so that check and COMMIT can travel in one message:
-- a refused check aborts the transaction and the COMMIT after it never runs (see
-- inventoryRepository.claims and docs/decisions/011).
CREATE FUNCTION huitang_refuse_when(refuse boolean, reason text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF refuse THEN
    RAISE EXCEPTION USING ERRCODE = 'HT409', MESSAGE = reason;
  END IF;
  RETURN refuse;
END
$$;
