-- Each snapshot is sealed into the hash chain: a record of the stream
-- 'snapshot' naming its digest follows the last event it covers, and
-- seal_id is that record's id. Snapshots saved before are dropped (they
-- are a cache: the next command that records events saves a sealed one).
-- Like events, snapshots and their lines are never updated or deleted.
DELETE FROM snapshots;
DELETE FROM snapshot_lines;
ALTER TABLE snapshots ADD COLUMN seal_id BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION snapshots_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'snapshots are append-only: save a new one';
END
$$;

CREATE TRIGGER snapshots_no_update BEFORE UPDATE OR DELETE ON snapshots
	FOR EACH ROW EXECUTE FUNCTION snapshots_append_only();

CREATE TRIGGER snapshots_no_truncate BEFORE TRUNCATE ON snapshots
	FOR EACH STATEMENT EXECUTE FUNCTION snapshots_append_only();

CREATE TRIGGER snapshot_lines_no_update BEFORE UPDATE OR DELETE ON snapshot_lines
	FOR EACH ROW EXECUTE FUNCTION snapshots_append_only();

CREATE TRIGGER snapshot_lines_no_truncate BEFORE TRUNCATE ON snapshot_lines
	FOR EACH STATEMENT EXECUTE FUNCTION snapshots_append_only();
