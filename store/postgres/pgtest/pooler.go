package pgtest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// PoolerPort is the port of the pooler's unix socket (.s.PGSQL.6432 in the
// cluster's directory, beside the server's .s.PGSQL.5432).
const PoolerPort = 6432

// poolerRole is the role the pooler's server sessions log in as, whatever
// the client's user: it names them in the server's process titles, which
// is how [ServerCPU] tells them from sessions of a direct connection.
const poolerRole = "pooler"

// pooler is a pgbouncer in front of the cluster.
type pooler struct {
	cmd     *exec.Cmd
	err     error // why it could not start, if it could not
	missing bool  // pgbouncer is not installed
}

// Pooled returns the connection string of url's database (one of [URL] or
// [Clone]) through a pgbouncer in front of the cluster, as a federation
// server is deployed: session pooling, each server session reset with
// DISCARD ALL when its client leaves and kept for the next one. The
// first call starts the pooler, as the tests' user (the postgres system
// user under root), listening only on a unix socket in the cluster's
// directory; it is stopped with the cluster. Without pgbouncer installed
// tb is skipped, loudly, saying how to install it; under
// $ARBITER_PGTEST=require it fails instead.
//
// Its server sessions log in as a role of their own (a superuser), which
// [ServerCPU] counts while they stay open. When tb ends they are ended,
// so that the database can be dropped.
func Pooled(tb testing.TB, url string) string {
	tb.Helper()
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		tb.Fatalf("pooled %s: %v", url, err)
	}
	if running == nil || cfg.Host != running.dir || cfg.Port == PoolerPort {
		tb.Fatalf("pooled %s: not a direct connection to the test cluster", url)
	}
	running.poolerOnce.Do(func() { running.pooler = running.startPooler() })
	if err := running.pooler.err; err != nil {
		if running.pooler.missing && os.Getenv(RequireEnv) != "require" {
			fmt.Fprintf(os.Stderr, "\n*** pgtest: SKIPPING %s: %v ***\n\n", tb.Name(), err)
			tb.Skipf("pgbouncer not available: %v", err)
		}
		tb.Fatalf("pgbouncer cannot start (%s=%s): %v", RequireEnv, os.Getenv(RequireEnv), err)
	}
	tb.Cleanup(func() {
		_, err := running.exec(context.Background(),
			`SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity WHERE datname = $1 AND usename = $2`,
			cfg.Database, poolerRole)
		if err != nil {
			tb.Errorf("end the pooler's sessions on %s: %v", cfg.Database, err)
		}
	})
	return running.pooledURL(cfg.Database)
}

func (c *cluster) pooledURL(database string) string {
	return fmt.Sprintf("postgres://postgres@/%s?host=%s&port=%d", database, c.dir, PoolerPort)
}

// poolerBinary finds pgbouncer on $PATH or where Debian's package puts it.
func poolerBinary() (string, error) {
	if path, err := exec.LookPath("pgbouncer"); err == nil {
		return path, nil
	}
	const debian = "/usr/sbin/pgbouncer"
	if _, err := os.Stat(debian); err != nil {
		return "", fmt.Errorf("no pgbouncer on $PATH nor at %s (apt-get install pgbouncer)", debian)
	}
	return debian, nil
}

// startPooler writes pgbouncer's configuration into the cluster's
// directory, creates its role and starts it.
func (c *cluster) startPooler() *pooler {
	p := &pooler{}
	bin, err := poolerBinary()
	if err != nil {
		p.err, p.missing = err, true
		return p
	}
	ctx := context.Background()
	if _, err := c.exec(ctx, "CREATE ROLE "+poolerRole+" SUPERUSER LOGIN"); err != nil {
		p.err = err
		return p
	}
	users := filepath.Join(c.dir, "pgbouncer.users")
	conf := filepath.Join(c.dir, "pgbouncer.ini")
	// Every database of the cluster through the pooler (the fallback
	// line "*"); trust, as the cluster's own sockets, still asks for the
	// client's user in the users' file.
	ini := fmt.Sprintf(`[databases]
* = host=%[1]s port=5432 user=%[2]s
[pgbouncer]
unix_socket_dir = %[1]s
listen_port = %[3]d
auth_type = trust
auth_file = %[4]s
pool_mode = session
server_reset_query = DISCARD ALL
max_client_conn = 200
default_pool_size = 20
logfile = %[1]s/pgbouncer.log
`, c.dir, poolerRole, PoolerPort, users)
	if err := os.WriteFile(users, []byte(`"postgres" ""`+"\n"), 0o644); err != nil {
		p.err = err
		return p
	}
	if err := os.WriteFile(conf, []byte(ini), 0o644); err != nil {
		p.err = err
		return p
	}
	p.cmd = exec.Command(bin, conf)
	// pgbouncer refuses to run as root: it runs as the server does, and
	// dies with the test binary (SIGTERM: immediate shutdown).
	p.cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.server.SysProcAttr.Credential, Pdeathsig: syscall.SIGTERM}
	if out, err := os.Create(filepath.Join(c.dir, "pgbouncer.out")); err == nil {
		defer out.Close()
		p.cmd.Stdout, p.cmd.Stderr = out, out
	}
	if err := p.cmd.Start(); err != nil {
		p.err = fmt.Errorf("start pgbouncer: %w", err)
		return p
	}
	p.err = c.waitForPooler()
	return p
}

// waitForPooler waits until a session through the pooler answers.
func (c *cluster) waitForPooler() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		conn, err := pgx.Connect(ctx, c.pooledURL("postgres"))
		if err == nil {
			_, err = conn.Exec(ctx, "SELECT 1")
			conn.Close(ctx)
			if err == nil {
				return nil
			}
		}
		if ctx.Err() != nil {
			out, _ := os.ReadFile(filepath.Join(c.dir, "pgbouncer.out"))
			log, _ := os.ReadFile(filepath.Join(c.dir, "pgbouncer.log"))
			return fmt.Errorf("pgbouncer did not accept connections: %v\n%s%s", err, out, log)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stop shuts pgbouncer down at once (SIGTERM), its sessions with it.
func (p *pooler) stop() { stopProcess(p.cmd, syscall.SIGTERM, 10*time.Second) }
