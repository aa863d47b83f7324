package pgtest

import (
	"errors"
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

// ServerCPU returns the CPU time, user and system, that the cluster has
// spent on clients so far: its server processes which served a session
// and ended, those the pooler keeps open (see [Pooled]) and the pooler
// itself. That is what the server spent on the connections of a
// benchmark (starting each session's process, authenticating, running its
// queries, or the pooler passing them on), which the test binary's own
// CPU time leaves out. It first waits until every direct session but the
// cluster's own has ended and its process has been reaped, the moment its
// time is counted. Linux only, in clock ticks of 10 ms: a benchmark
// divides the sum over its runs.
func ServerCPU(tb testing.TB) time.Duration {
	tb.Helper()
	if running == nil {
		tb.Fatal("pgtest.ServerCPU before pgtest.URL")
	}
	pid := running.server.Process.Pid
	admin := running.admin.PgConn().PID()
	var pooled []string
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(2 * time.Millisecond) {
		busy, open, err := sessions(pid, admin)
		if err != nil {
			tb.Fatalf("server CPU: %v", err)
		}
		if !busy {
			pooled = open
			break
		}
		if time.Now().After(deadline) {
			tb.Fatal("server CPU: a session is still open after 10 s")
		}
	}
	// The children's user and system times are the 16th and 17th fields,
	// a process's own the 14th and 15th.
	ticks, err := cpuTicks(strconv.Itoa(pid), 16)
	for _, child := range pooled {
		t, cerr := cpuTicks(child, 14)
		ticks, err = ticks+t, errors.Join(err, cerr)
	}
	if p := running.pooler; p != nil && p.cmd != nil {
		t, perr := cpuTicks(strconv.Itoa(p.cmd.Process.Pid), 14)
		ticks, err = ticks+t, errors.Join(err, perr)
	}
	if err != nil {
		tb.Fatalf("server CPU: %v", err)
	}
	return time.Duration(ticks) * clockTick
}

// cpuTicks returns the sum of the fields user (the field'th of
// /proc/PID/stat, counted from 1) and system (the next) of process pid.
func cpuTicks(pid string, field int) (int64, error) {
	stat, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return 0, err
	}
	// The fields after the command's closing parenthesis start at the
	// third.
	s := string(stat)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	user, err1 := strconv.ParseInt(fields[field-3], 10, 64)
	system, err2 := strconv.ParseInt(fields[field+1-3], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("unreadable /proc/%s/stat", pid)
	}
	return user + system, nil
}

// sessions reports whether the server pid has a child process other than
// admin's that serves a direct session (its title names the client,
// "[local]") or has ended and is not reaped yet (it has no title left),
// and lists the processes of the sessions the pooler keeps open (their
// title names its role).
func sessions(pid int, admin uint32) (busy bool, pooled []string, err error) {
	children, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid))
	if err != nil {
		return false, nil, err
	}
	for _, child := range strings.Fields(string(children)) {
		if child == strconv.FormatUint(uint64(admin), 10) {
			continue
		}
		title, err := os.ReadFile("/proc/" + child + "/cmdline")
		switch {
		case err != nil:
		case strings.HasPrefix(string(title), "postgres: "+poolerRole+" "):
			pooled = append(pooled, child)
		case len(title) == 0 || strings.Contains(string(title), "[local]"):
			busy = true
		}
	}
	return busy, pooled, nil
}
