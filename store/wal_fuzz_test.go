package store

import (
	"encoding/binary"
	"testing"
)

// FuzzParseWAL feeds arbitrary bytes as a -wal file: parseWAL never panics
// and reports only counts of frames that fit in the file.
func FuzzParseWAL(f *testing.F) {
	hdr := make([]byte, walHeaderSize)
	binary.BigEndian.PutUint32(hdr, walMagicBE)
	binary.BigEndian.PutUint32(hdr[8:], 512)
	s0, s1 := walChecksum(binary.BigEndian, hdr[:24], 0, 0)
	binary.BigEndian.PutUint32(hdr[24:], s0)
	binary.BigEndian.PutUint32(hdr[28:], s1)
	f.Add(hdr)
	f.Add(append(hdr, make([]byte, walFrameHeader+512)...))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		w, ok := parseWAL(b)
		if !ok {
			return
		}
		if frames := (len(b) - walHeaderSize) / (walFrameHeader + int(w.pageSize)); len(w.counts) > frames {
			t.Errorf("%d page-1 frames counted in a file of %d frames", len(w.counts), frames)
		}
	})
}
