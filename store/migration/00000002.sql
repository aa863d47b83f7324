-- Snapshots are a cache of the folded log, never a source of truth: each
-- covers the whole log up to the event event_id (whose hash it names) and is
-- ignored when it or that event no longer checks. Only the latest is kept.
CREATE TABLE snapshots (
	id       INTEGER PRIMARY KEY AUTOINCREMENT,
	event_id INTEGER NOT NULL,
	hash     TEXT    NOT NULL,
	versions TEXT    NOT NULL,
	state    BLOB    NOT NULL,
	digest   TEXT    NOT NULL
);
