-- Every change of daily_inventory is announced on the channel "daily_inventory_<schema>", delivered when
-- its transaction commits (never for one rolled back), in commit order. Each server keeps the inventory in
-- memory for its searches (server/services/InventoryMirror.ts) and follows these announcements.
-- An updated row: "<room_type_id> <day> <available> <base_price_cents> <version>", stamped with a new version.
-- Rows added or removed (seeding, a calendar extended): "reload".
CREATE FUNCTION daily_inventory_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := nextval(format('%I.daily_inventory_version', TG_TABLE_SCHEMA));
  IF NEW.room_type_id IS DISTINCT FROM OLD.room_type_id OR NEW.day IS DISTINCT FROM OLD.day THEN
    PERFORM pg_notify('daily_inventory_' || TG_TABLE_SCHEMA, 'reload');
  ELSE
    PERFORM pg_notify(
      'daily_inventory_' || TG_TABLE_SCHEMA,
      NEW.room_type_id || ' ' || NEW.day || ' ' || NEW.available || ' ' || NEW.base_price_cents || ' ' || NEW.version
    );
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER daily_inventory_row_changed BEFORE UPDATE ON daily_inventory FOR EACH ROW
  WHEN (OLD.available IS DISTINCT FROM NEW.available OR OLD.base_price_cents IS DISTINCT FROM NEW.base_price_cents
    OR OLD.room_type_id IS DISTINCT FROM NEW.room_type_id OR OLD.day IS DISTINCT FROM NEW.day)
  EXECUTE FUNCTION daily_inventory_row_changed();--> statement-breakpoint
CREATE FUNCTION daily_inventory_rows_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('daily_inventory_' || TG_TABLE_SCHEMA, 'reload');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER daily_inventory_rows_added_or_removed AFTER INSERT OR DELETE OR TRUNCATE ON daily_inventory FOR EACH STATEMENT
  EXECUTE FUNCTION daily_inventory_rows_added_or_removed();
