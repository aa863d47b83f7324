-- Events are the only source of truth: append-only, numbered per stream,
-- chained by hash in the order of id. Times are kept as the text that was
-- hashed (UTC, RFC 3339 with nanoseconds), as in the SQLite store.
CREATE TABLE events (
	id      BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	stream  TEXT    NOT NULL CHECK (stream <> ''),
	seq     INTEGER NOT NULL CHECK (seq > 0),
	type    TEXT    NOT NULL CHECK (type <> ''),
	payload BYTEA   NOT NULL,
	time    TEXT    NOT NULL,
	hash    TEXT    NOT NULL,
	UNIQUE (stream, seq)
);

-- Nothing is updated in place: a correction is a new event.
CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'events are append-only: record a correction instead';
END
$$;

CREATE TRIGGER events_no_update BEFORE UPDATE OR DELETE ON events
	FOR EACH ROW EXECUTE FUNCTION events_append_only();

CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
	FOR EACH STATEMENT EXECUTE FUNCTION events_append_only();
