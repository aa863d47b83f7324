-- Events are the only source of truth: append-only, numbered per stream,
-- chained by hash in the order of id.
CREATE TABLE events (
	id      INTEGER PRIMARY KEY AUTOINCREMENT,
	stream  TEXT    NOT NULL CHECK (stream <> ''),
	seq     INTEGER NOT NULL CHECK (seq > 0),
	type    TEXT    NOT NULL CHECK (type <> ''),
	payload BLOB    NOT NULL,
	time    TEXT    NOT NULL,
	hash    TEXT    NOT NULL,
	UNIQUE (stream, seq)
);

-- Nothing is updated in place: a correction is a new event.
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN
	SELECT RAISE(ABORT, 'events are append-only: record a correction instead');
END;

CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN
	SELECT RAISE(ABORT, 'events are append-only: record a correction instead');
END;
