package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"
)

// replaceFile writes data, the file what (a sheet, an export), to path so
// that path holds either its old content or all of data, never a part: data
// goes to a temporary file in the same directory, is synced to the disk, and
// the file is renamed over path (then the directory is synced). A full disk,
// a kill or a power cut leaves the old file as it was. A directory that does
// not exist or may not be written, or a path that is a directory, is bad
// usage (exit 2); a write that fails is a storage error (exit 3) naming
// path; the temporary file is removed.
func replaceFile(what, path string, data []byte) error {
	err := writeThenRename(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
	if ce, ok := errors.AsType[*createError](err); ok {
		return usageErrorf("%s: open %s: %v", what, path, ce.err)
	}
	if err != nil {
		return &storageError{fmt.Errorf("%s: write %s: %w (the file was left as it was)", what, path, err)}
	}
	return nil
}

// createError is a temporary file that could not be created.
type createError struct{ err error }

func (e *createError) Error() string { return e.err.Error() }

// writeThenRename writes path through write, as [replaceFile] says: a
// temporary file beside it, synced, renamed over it. An error creating the
// temporary file, or a path naming a directory, is a *createError.
func writeThenRename(path string, write func(io.Writer) error) error {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return &createError{syscall.EISDIR}
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.partial")
	if err != nil {
		return &createError{errors.Unwrap(err)}
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	done = true
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// checkOutDir refuses "-" as the directory what writes its files to:
// standard output holds one file, not a directory of them.
func checkOutDir(what, dir string) error {
	if dir == "-" {
		return usageErrorf("%s: --out - is standard output, which takes one file; %s writes a directory: name it", what, what)
	}
	return nil
}
