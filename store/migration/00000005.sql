-- Each snapshot is sealed into the hash chain: a record of the stream
-- 'snapshot' naming its digest follows the last event it covers, and
-- seal_id is that record's id. Snapshots saved before are dropped (they
-- are a cache: the next command that records events saves a sealed one).
-- Like events, snapshots and their lines are never updated or deleted.
DELETE FROM snapshots;
DELETE FROM snapshot_lines;
ALTER TABLE snapshots ADD COLUMN seal_id INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER snapshots_no_update BEFORE UPDATE ON snapshots
BEGIN
	SELECT RAISE(ABORT, 'snapshots are append-only: save a new one');
END;

CREATE TRIGGER snapshots_no_delete BEFORE DELETE ON snapshots
BEGIN
	SELECT RAISE(ABORT, 'snapshots are append-only: save a new one');
END;

CREATE TRIGGER snapshot_lines_no_update BEFORE UPDATE ON snapshot_lines
BEGIN
	SELECT RAISE(ABORT, 'snapshots are append-only: save a new one');
END;

CREATE TRIGGER snapshot_lines_no_delete BEFORE DELETE ON snapshot_lines
BEGIN
	SELECT RAISE(ABORT, 'snapshots are append-only: save a new one');
END;
