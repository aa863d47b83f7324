-- Secrets the programs serving the tournament keep beside its log, never
-- in it (an export or a copy of the events carries none): the key that
-- signs the room's session cookies, so that a restarted server keeps its
-- laptops logged in. One row per name, written once.
CREATE TABLE secrets (
	name  TEXT  PRIMARY KEY,
	value BYTEA NOT NULL
);
