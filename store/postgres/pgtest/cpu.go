package pgtest

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// clockTick is the unit of the CPU times in /proc/PID/stat (USER_HZ,
// 100 a second on Linux).
const clockTick = 10 * time.Millisecond

// ServerCPU returns the CPU time, user and system, that the cluster's
// server processes which served a session and ended have used so far:
// what the server spent on the connections of a benchmark (starting each
// session's process, authenticating, running its queries), which the
// test binary's own CPU time leaves out. It first waits until every
// session but the cluster's own has ended and its process has been
// reaped, the moment its time is counted. Linux only, in clock ticks of
// 10 ms: a benchmark divides the sum over its runs.
func ServerCPU(tb testing.TB) time.Duration {
	tb.Helper()
	if running == nil {
		tb.Fatal("pgtest.ServerCPU before pgtest.URL")
	}
	pid := running.server.Process.Pid
	admin := running.admin.PgConn().PID()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(2 * time.Millisecond) {
		busy, err := sessions(pid, admin)
		if err != nil {
			tb.Fatalf("server CPU: %v", err)
		}
		if !busy {
			break
		}
		if time.Now().After(deadline) {
			tb.Fatal("server CPU: a session is still open after 10 s")
		}
	}
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		tb.Fatalf("server CPU: %v", err)
	}
	// The fields after the command's closing parenthesis start at the
	// third; the children's user and system times are the 16th and 17th.
	s := string(stat)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	user, err1 := strconv.ParseInt(fields[16-3], 10, 64)
	system, err2 := strconv.ParseInt(fields[17-3], 10, 64)
	if err1 != nil || err2 != nil {
		tb.Fatalf("server CPU: unreadable /proc/%d/stat", pid)
	}
	return time.Duration(user+system) * clockTick
}

// sessions reports whether the server pid has a child process other than
// admin's that serves a session (its title names the client, "[local]")
// or has ended and is not reaped yet (it has no title left).
func sessions(pid int, admin uint32) (bool, error) {
	children, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid))
	if err != nil {
		return false, err
	}
	for _, child := range strings.Fields(string(children)) {
		if child == strconv.FormatUint(uint64(admin), 10) {
			continue
		}
		title, err := os.ReadFile("/proc/" + child + "/cmdline")
		if err == nil && (len(title) == 0 || strings.Contains(string(title), "[local]")) {
			return true, nil
		}
	}
	return false, nil
}
