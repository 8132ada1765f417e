-- Keeps registration_type_places.settled equal to the count of each type's registrations that are
-- pending or confirmed and not deleted, so a quota's check reads one row instead of counting them
-- all (docs/decisions/044). The trigger is deferred: it runs at COMMIT, so the counter row is locked
-- only while a transaction commits, never across its round trips. A sign-up commits under its type's
-- advisory lock, so the next holder of that lock sees its places in the counter; until then it counts
-- its own order's places itself (inventoryRepository.claims).
CREATE FUNCTION huitang_count_settled_places() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_settled boolean := TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL AND OLD.status IN ('pending', 'confirmed');
  is_settled boolean := TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND NEW.status IN ('pending', 'confirmed');
BEGIN
  IF was_settled AND is_settled AND OLD.type_id = NEW.type_id THEN
    RETURN NULL;
  END IF;
  IF was_settled THEN
    INSERT INTO registration_type_places AS p (type_id, settled) VALUES (OLD.type_id, -1)
    ON CONFLICT (type_id) DO UPDATE SET settled = p.settled - 1;
  END IF;
  IF is_settled THEN
    INSERT INTO registration_type_places AS p (type_id, settled) VALUES (NEW.type_id, 1)
    ON CONFLICT (type_id) DO UPDATE SET settled = p.settled + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER registrations_count_settled_places
AFTER INSERT OR UPDATE OR DELETE ON registrations
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION huitang_count_settled_places();
--> statement-breakpoint
INSERT INTO registration_type_places (type_id, settled)
SELECT type_id, count(*)::int FROM registrations
WHERE deleted_at IS NULL AND status IN ('pending', 'confirmed')
GROUP BY type_id;
