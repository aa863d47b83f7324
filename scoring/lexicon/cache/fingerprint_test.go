package cache

import (
	"strings"
	"testing"
)

func TestFingerprint(t *testing.T) {
	var src [32]byte
	src[0], src[31] = 0xab, 0x01
	for _, path := range []string{"", "/home/ana/liste/loc 5.txt", "/tmp/a sha256:b.txt"} {
		fp := Fingerprint(path, src)
		gotPath, gotDigest := ParseFingerprint(fp)
		if gotPath != path || gotDigest != "ab"+strings.Repeat("00", 30)+"01" {
			t.Errorf("ParseFingerprint(%q) = %q, %q; want %q and the digest", fp, gotPath, gotDigest, path)
		}
	}
}
