package store

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"strconv"
	"time"

	"arbiter/arbiter"
)

// timeLayout is how record times are Stored and hashed: UTC, RFC 3339 with
// nanoseconds (trailing zeros dropped), so that parsing and formatting again
// gives the same text.
const timeLayout = time.RFC3339Nano

// FormatTime returns the stored text of t.
func FormatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

// Hash returns the hash chaining r to the record before it, whose hash is
// prev ("" for the first record of the store): the hex SHA-256 of prev,
// r.Stream, r.Seq (decimal), r.Type, r.Payload and r.Time (UTC, RFC 3339 with
// nanoseconds), each preceded by its length as 8 big-endian bytes so that no
// two different records hash the same input. r.Hash is ignored.
//
// The chain runs over the whole store in the order records were appended,
// across streams, so that removing the last event of any stream breaks it.
func Hash(prev string, r arbiter.Record) string {
	return hashFields(prev, r.Stream, r.Seq, r.Type, r.Payload, FormatTime(r.Time))
}

// hashFields is [Hash] over the Stored form of a record, so that a verifier
// hashes exactly the text it read.
func hashFields(prev, stream string, seq int, typ string, payload []byte, stamp string) string {
	h := sha256.New()
	var n [8]byte
	field := func(b []byte) {
		binary.BigEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	field([]byte(prev))
	field([]byte(stream))
	field([]byte(strconv.Itoa(seq)))
	field([]byte(typ))
	field(payload)
	field([]byte(stamp))
	return hex.EncodeToString(h.Sum(nil))
}
