-- A snapshot is kept in lines (a snapshot's state is lines of text, one
-- per part of the state that changes on its own): each distinct line once,
-- under the SHA-256 of its bytes, so that saving the next snapshot writes
-- only the lines that changed. The state column of snapshots now holds the
-- digests of its lines, one per line. Snapshots saved before are dropped:
-- they are a cache, and the next command that records events saves one.
CREATE TABLE snapshot_lines (
	digest TEXT PRIMARY KEY,
	line   BLOB NOT NULL
);

DELETE FROM snapshots;
