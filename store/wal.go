package store

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"time"
)

// StaleWALError is a -wal file lying beside a database it does not belong
// to: typically a backup copied over the database while the -wal of a
// later (killed) command was still there. SQLite would fold its pages into
// the copy and lose what the copy holds, silently.
type StaleWALError struct {
	DB, WAL string
	Problem string
}

func (e *StaleWALError) Error() string {
	return fmt.Sprintf("open event store %s: %s does not belong to this database (%s): "+
		"nothing was changed; if the database was restored from a backup, move %s (and %s-shm) away, "+
		"else put back the database that was beside it", e.DB, e.WAL, e.Problem, e.WAL, e.DB)
}

// SQLite file formats (https://www.sqlite.org/fileformat2.html): the
// database header is the first 100 bytes of page 1; a WAL is a 32-byte
// header then frames of a 24-byte header and one page.
const (
	dbHeaderSize     = 100
	dbPageSizeOffset = 16
	dbCounterOffset  = 60 // the user version, see touchHeader
	walHeaderSize    = 32
	walFrameHeader   = 24
	walMagicLE       = 0x377f0682
	walMagicBE       = 0x377f0683
)

// checkWAL refuses a -wal file beside path that does not continue the
// database. Every transaction of this store adds one to the transaction
// count in the header (see touchHeader), so the committed page-1 frames of
// a WAL carry counts c1 ≤ … ≤ ck, and the database, checkpointed up to some
// frame, holds a count between c1-1 and ck. A WAL whose counts do not
// bracket the database's was written for another version of the file.
//
// Another command may be writing or checkpointing while the files are read,
// so a mismatch is read again a few times before it is believed.
func checkWAL(path string) error {
	var err error
	for try := 0; try < 5; try++ {
		if err = checkWALOnce(path); err == nil {
			return nil
		}
		var se *StaleWALError
		if !errors.As(err, &se) {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
	return err
}

func checkWALOnce(path string) error {
	walPath := path + "-wal"
	wal, err := os.ReadFile(walPath)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("open event store %s: read %s: %w", path, walPath, err)
	}
	w, ok := parseWAL(wal)
	if !ok || len(w.counts) == 0 {
		return nil // nothing committed that SQLite would fold in
	}
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return &StaleWALError{DB: path, WAL: walPath, Problem: "the database file is missing"}
	}
	if err != nil {
		return fmt.Errorf("open event store %s: %w", path, err)
	}
	defer f.Close()
	hdr := make([]byte, dbHeaderSize)
	if _, err := io.ReadFull(f, hdr); err != nil {
		return &StaleWALError{DB: path, WAL: walPath, Problem: "the database file is empty or truncated"}
	}
	pageSize := uint32(binary.BigEndian.Uint16(hdr[dbPageSizeOffset:]))
	if pageSize == 1 {
		pageSize = 65536
	}
	if pageSize != w.pageSize {
		return &StaleWALError{DB: path, WAL: walPath,
			Problem: fmt.Sprintf("its pages are %d bytes, the database's %d", w.pageSize, pageSize)}
	}
	count := binary.BigEndian.Uint32(hdr[dbCounterOffset:])
	first, last := w.counts[0], w.counts[len(w.counts)-1]
	if count+1 < first || count > last {
		return &StaleWALError{DB: path, WAL: walPath,
			Problem: fmt.Sprintf("it continues the database after its transaction %d, the file is at transaction %d", first-1, count)}
	}
	return nil
}

// walFile is what checkWAL needs of a WAL: its page size and the
// transaction counts of the page-1 frames of its committed transactions.
type walFile struct {
	pageSize uint32
	counts   []uint32
}

// parseWAL reads the valid frames of a WAL as SQLite does on recovery:
// frames whose salts match the header and whose cumulative checksum holds,
// up to the last commit frame. ok is false for a file too short or with a
// bad header, which SQLite ignores.
func parseWAL(b []byte) (w walFile, ok bool) {
	if len(b) < walHeaderSize {
		return w, false
	}
	be := binary.BigEndian
	var order binary.ByteOrder
	switch be.Uint32(b) {
	case walMagicLE:
		order = binary.LittleEndian
	case walMagicBE:
		order = binary.BigEndian
	default:
		return w, false
	}
	w.pageSize = be.Uint32(b[8:])
	if w.pageSize < 512 || w.pageSize > 65536 || w.pageSize&(w.pageSize-1) != 0 {
		return w, false
	}
	s0, s1 := walChecksum(order, b[:24], 0, 0)
	if s0 != be.Uint32(b[24:]) || s1 != be.Uint32(b[28:]) {
		return w, false
	}
	salt1, salt2 := be.Uint32(b[16:]), be.Uint32(b[20:])
	var pending []uint32 // page-1 counts of the transaction not yet committed
	frameSize := walFrameHeader + int(w.pageSize)
	for off := walHeaderSize; off+frameSize <= len(b); off += frameSize {
		fh, page := b[off:off+walFrameHeader], b[off+walFrameHeader:off+frameSize]
		if be.Uint32(fh[8:]) != salt1 || be.Uint32(fh[12:]) != salt2 {
			break
		}
		s0, s1 = walChecksum(order, fh[:8], s0, s1)
		s0, s1 = walChecksum(order, page, s0, s1)
		if s0 != be.Uint32(fh[16:]) || s1 != be.Uint32(fh[20:]) {
			break
		}
		if be.Uint32(fh) == 1 {
			pending = append(pending, be.Uint32(page[dbCounterOffset:]))
		}
		if be.Uint32(fh[4:]) != 0 { // commit frame
			w.counts = append(w.counts, pending...)
			pending = pending[:0]
		}
	}
	return w, true
}

// walChecksum continues SQLite's WAL checksum (s0, s1) over b, read as
// 32-bit words in order.
func walChecksum(order binary.ByteOrder, b []byte, s0, s1 uint32) (uint32, uint32) {
	for i := 0; i+8 <= len(b); i += 8 {
		s0 += order.Uint32(b[i:]) + s1
		s1 += order.Uint32(b[i+4:]) + s0
	}
	return s0, s1
}
