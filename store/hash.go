package store

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"
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
	var h hasher
	sum := h.sum([]byte(prev), []byte(stream), seq, []byte(typ), payload, []byte(stamp))
	return string(sum[:])
}

// hasher computes [Hash] over a record's stored fields, reusing its state
// from one record to the next: a verifier walking a large log hashes each
// row as read, allocating nothing per row.
type hasher struct {
	h   hash.Hash
	buf [sha256.Size]byte
}

// sum returns the hex hash of the record whose stored fields are given,
// after the record whose hex hash is prev.
func (h *hasher) sum(prev, stream []byte, seq int, typ, payload, stamp []byte) [2 * sha256.Size]byte {
	if h.h == nil {
		h.h = sha256.New()
	}
	h.h.Reset()
	var n [8]byte
	field := func(b []byte) {
		binary.BigEndian.PutUint64(n[:], uint64(len(b)))
		h.h.Write(n[:])
		h.h.Write(b)
	}
	var num [20]byte
	field(prev)
	field(stream)
	field(strconv.AppendInt(num[:0], int64(seq), 10))
	field(typ)
	field(payload)
	field(stamp)
	var out [2 * sha256.Size]byte
	hex.Encode(out[:], h.h.Sum(h.buf[:0]))
	return out
}
