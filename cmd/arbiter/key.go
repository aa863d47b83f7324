package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"arbiter/arbiter/signing"
)

// newKeyCmd builds `arbiter key` and its subcommand.
func newKeyCmd(f *Factory) *cobra.Command {
	return groupCmd("key", "Make the key pair a federation signs its prepared games with",
		"  arbiter key new federatia", newKeyNewCmd(f))
}

// newKeyNewCmd builds `arbiter key new`.
func newKeyNewCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "new FILE",
		Short: "Make a new Ed25519 key pair: FILE (secret) and FILE.pub (public)",
		Long: `Make a new Ed25519 key pair for signing prepared games
(` + "`arbiter game prepare --sign FILE`" + `). FILE gets the secret key, readable by
its owner alone; FILE.pub the public key, which the federation publishes
and each centre gives to ` + "`arbiter game start --trust`" + ` and ` + "`arbiter merge --trust`" + `.
Each file holds one line of text:

  arbiter-ed25519-secret <base64 of the 32-byte seed>
  arbiter-ed25519-public <base64 of the 32-byte public key>

An existing FILE or FILE.pub is never overwritten.`,
		Example: "  arbiter key new federatia",
		Args:    cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			return keyNewRun(f, args[0])
		},
	}
}

// keyNewRun writes a new key pair to path and path.pub.
func keyNewRun(f *Factory, path string) error {
	secret, public, err := signing.NewKey()
	if err != nil {
		return err
	}
	if err := writeNewFile(path+".pub", public.String()+"\n", 0o644); err != nil {
		return err
	}
	if err := writeNewFile(path, secret.String()+"\n", 0o600); err != nil {
		os.Remove(path + ".pub")
		return err
	}
	fmt.Fprintf(f.IO.Out, "%s: secret key (keep it, give it to no one)\n%s.pub: %s\n", path, path, public)
	return nil
}

// writeNewFile writes a file that must not exist yet.
func writeNewFile(path, text string, perm os.FileMode) error {
	file, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if errors.Is(err, fs.ErrExist) {
		return usageErrorf("%s already exists: a key is never overwritten; choose another name", path)
	}
	if err != nil {
		return usageErrorf("key: %v", err)
	}
	if _, err := file.WriteString(text); err != nil {
		file.Close()
		os.Remove(path)
		return &storageError{fmt.Errorf("key: write %s: %w", path, err)}
	}
	if err := file.Close(); err != nil {
		os.Remove(path)
		return &storageError{fmt.Errorf("key: write %s: %w", path, err)}
	}
	return nil
}

// readSecretKey reads the secret key file of --sign.
func readSecretKey(path string) (signing.SecretKey, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, usageErrorf("--sign: %v", err)
	}
	k, err := signing.ParseSecret(string(data))
	if err != nil {
		return nil, usageErrorf("--sign %s: %v", path, err)
	}
	return k, nil
}

// vouchOptions are the flags that say what the federation published of a
// prepared game: its fingerprint (--expect) and the key it signs with
// (--trust).
type vouchOptions struct {
	Expect []string
	Trust  string
}

// addFlags adds --expect and --trust to cmd; what says what they check.
func (o *vouchOptions) addFlags(cmd *cobra.Command, what string) {
	cmd.Flags().StringArrayVar(&o.Expect, "expect", nil, "refuse "+what+" whose fingerprint is not `SHA256` (the value the federation published; repeat it for several games)")
	cmd.Flags().StringVar(&o.Trust, "trust", "", "refuse "+what+" not signed by the public key `PUBKEY` (a .pub file from `arbiter key new`, or its line)")
}

// hexDigest is a SHA-256 in hex.
var hexDigest = regexp.MustCompile(`^[0-9a-f]{64}$`)

// given reports whether either flag was given.
func (o vouchOptions) given() bool { return len(o.Expect) > 0 || o.Trust != "" }

// parse reads the flags: the fingerprints in lower case (none when not
// given) and the trusted key (nil when not given).
func (o vouchOptions) parse() ([]string, signing.PublicKey, error) {
	var expect []string
	for _, e := range o.Expect {
		sum := strings.ToLower(strings.TrimPrefix(strings.TrimSpace(e), "sha256:"))
		if !hexDigest.MatchString(sum) {
			return nil, nil, usageErrorf("--expect %q: a fingerprint is a SHA-256 of 64 hexadecimal digits, as `game prepare` prints it", e)
		}
		expect = append(expect, sum)
	}
	if o.Trust == "" {
		return expect, nil, nil
	}
	data, err := os.ReadFile(o.Trust)
	if err != nil {
		key, perr := signing.ParsePublic(o.Trust)
		if perr != nil {
			return nil, nil, usageErrorf("--trust %s: neither a public key nor a file that can be read (%v)", o.Trust, err)
		}
		return expect, key, nil
	}
	key, err := signing.ParsePublic(string(data))
	if err != nil {
		return nil, nil, usageErrorf("--trust %s: %v", o.Trust, err)
	}
	return expect, key, nil
}
