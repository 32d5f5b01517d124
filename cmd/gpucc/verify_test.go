package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
	"gpucc/interp"
	"gpucc/launch"
)

// raceKernels are the data-race examples of testdata/races with their
// launches and the two values the raced element can hold.
var raceKernels = []struct {
	file   string
	args   []string
	values [2]uint32
}{
	// Threads 0..31 read the shared flag as 0 or as 5 depending on whether
	// thread 32's store comes first.
	{"early_read.ll", []string{"--grid", "1", "--block", "64", "out=buf:i32:64=zero"}, [2]uint32{0, 5}},
	// out[0] is the number of the warp that stored last: 0 or 1.
	{"last_writer.ll", []string{"--grid", "1", "--block", "64", "out=buf:i32:1=zero"}, [2]uint32{0, 1}},
}

const raceSchedules = 8

func TestVerifySchedulesReportsRaces(t *testing.T) {
	for _, k := range raceKernels {
		t.Run(k.file, func(t *testing.T) {
			path := filepath.Join("testdata", "races", k.file)
			status, _, stderr := runCLI(append([]string{"verify", "--schedules", "8", path}, k.args...)...)
			if status != verifyRace {
				t.Fatalf("status %d, want %d (race); stderr:\n%s", status, verifyRace, stderr)
			}
			if !strings.Contains(stderr, "RACE: data race: buffer 0 (out) element ") {
				t.Errorf("stderr does not name the buffer: %s", stderr)
			}

			m, err := gpucc.ParseIRFile(path)
			if err != nil {
				t.Fatal(err)
			}
			l, err := launch.Parse(k.args)
			if err != nil {
				t.Fatal(err)
			}
			l.Kernel = strings.TrimSuffix(k.file, ".ll")
			_, err = referenceResult(m, l, raceSchedules, 0)
			var race *Race
			if !errors.As(err, &race) || verifyStatus(err) != verifyRace {
				t.Fatalf("referenceResult: %v, want a race", err)
			}
			if race.Arg != 0 || race.Name != "out" || race.Elem != "i32" || race.Offset != 4*race.Index {
				t.Errorf("race names buffer %d (%s, %s) element %d at byte %d", race.Arg, race.Name, race.Elem, race.Index, race.Offset)
			}
			if race.ScheduleA != 0 || race.ScheduleB < 1 || race.ScheduleB >= raceSchedules {
				t.Errorf("race between schedules %d and %d", race.ScheduleA, race.ScheduleB)
			}
			a, b := binary.LittleEndian.Uint32(race.A), binary.LittleEndian.Uint32(race.B)
			if a == b || (a != k.values[0] && a != k.values[1]) || (b != k.values[0] && b != k.values[1]) {
				t.Errorf("raced values %d and %d, want %d and %d", a, b, k.values[0], k.values[1])
			}
			if !strings.Contains(stderr, race.Error()) {
				t.Errorf("stderr %q does not carry the race %q", stderr, race.Error())
			}

			// Check the report against the interpreter directly: the
			// schedules before ScheduleB agree with schedule 0, and
			// ScheduleB first differs at the reported element.
			p, err := interp.Prepare(m)
			if err != nil {
				t.Fatal(err)
			}
			run := func(s int) []byte {
				res, err := p.Run(l, interp.Options{ScheduleSeed: uint64(s)})
				if err != nil {
					t.Fatal(err)
				}
				return res.Buffers[0]
			}
			base := run(0)
			for s := 1; s < race.ScheduleB; s++ {
				if !bytes.Equal(run(s), base) {
					t.Errorf("schedule %d already differs from schedule 0", s)
				}
			}
			other := run(race.ScheduleB)
			if !bytes.Equal(base[:race.Offset], other[:race.Offset]) || bytes.Equal(base[race.Offset:race.Offset+4], other[race.Offset:race.Offset+4]) {
				t.Errorf("schedule %d does not first differ from schedule 0 at byte %d", race.ScheduleB, race.Offset)
			}
			if !bytes.Equal(base[race.Offset:race.Offset+4], race.A) || !bytes.Equal(other[race.Offset:race.Offset+4], race.B) {
				t.Errorf("reported values % x / % x, interpreter % x / % x", race.A, race.B, base[race.Offset:race.Offset+4], other[race.Offset:race.Offset+4])
			}
		})
	}
}

// A race-free kernel with barriers and shared and global atomics gives the
// same result under every schedule, and verify goes on to the emulator.
func TestVerifySchedulesRaceFree(t *testing.T) {
	path := filepath.Join("testdata", "races", "atomic_sum.ll")
	const n = 96
	args := []string{"--grid", "1", "--block", "96", "out=buf:i32:97=zero"}
	status, stdout, stderr := runCLI(append([]string{"verify", "--schedules", "8", path}, args...)...)
	if status != verifyMatch {
		t.Fatalf("status %d; stderr:\n%s", status, stderr)
	}
	if !strings.Contains(stdout, "emulator and interpreter agree on 388 bytes in 1 buffers") || !strings.Contains(stdout, "under 8 thread schedules") {
		t.Errorf("stdout: %s", stdout)
	}
	// Every schedule: out[t] = 1 + 2 + ... + 96, out[96] = 96.
	m, err := gpucc.ParseIRFile(path)
	if err != nil {
		t.Fatal(err)
	}
	l, err := launch.Parse(args)
	if err != nil {
		t.Fatal(err)
	}
	l.Kernel = "atomic_sum"
	p, err := interp.Prepare(m)
	if err != nil {
		t.Fatal(err)
	}
	for s := uint64(0); s < 8; s++ {
		res, err := p.Run(l, interp.Options{ScheduleSeed: s})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i <= n; i++ {
			want := uint32(n * (n + 1) / 2)
			if i == n {
				want = n
			}
			if got := binary.LittleEndian.Uint32(res.Buffers[0][4*i:]); got != want {
				t.Fatalf("schedule %d: out[%d] = %d, want %d", s, i, got, want)
			}
		}
	}
}

// The suite kernels with barriers and shared atomics are race-free.
func TestVerifySchedulesSuiteKernels(t *testing.T) {
	for _, name := range []string{"ext_shared_reverse", "shared_negative_index"} {
		k, ok := suite.Lookup(name)
		if !ok {
			t.Fatalf("no suite kernel %s", name)
		}
		path, err := k.LLPath()
		if err != nil {
			t.Fatal(err)
		}
		m, err := gpucc.ParseIRFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := verifySchedules(m, k.Launch(1), gpucc.Options{OptLevel: 2}, emu.Options{}, 6); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestVerifySchedulesUsage(t *testing.T) {
	status, _, stderr := runCLI("verify", "--schedules", "0", filepath.Join("testdata", "races", "atomic_sum.ll"))
	if status != verifyUsage || !strings.Contains(stderr, "--schedules 0: need at least 1") {
		t.Errorf("status %d, stderr %q", status, stderr)
	}
}
