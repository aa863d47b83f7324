-- Snapshots are a cache of the folded log, never a source of truth: each
-- covers the whole log up to the event event_id (whose hash it names) and is
-- ignored when it or that event no longer checks. A snapshot is kept in
-- lines (see the SQLite store's schema): each distinct line once, under the
-- SHA-256 of its bytes, the state column holding the digests of its lines.
CREATE TABLE snapshots (
	id       BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	event_id BIGINT  NOT NULL,
	hash     TEXT    NOT NULL,
	versions TEXT    NOT NULL,
	state    BYTEA   NOT NULL,
	digest   TEXT    NOT NULL
);

CREATE TABLE snapshot_lines (
	digest TEXT  PRIMARY KEY,
	line   BYTEA NOT NULL
);
