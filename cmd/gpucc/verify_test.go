package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
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

// stridedHeadIR and stridedTailIR surround the body of a kernel whose
// thread i (i < n) writes elements from 4i (or STRIDE*i) on.
const stridedHeadIR = `target triple = "nvptx64-nvidia-cuda"

define void @strided(i32* %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done

body:
`

const stridedTailIR = `
done:
  ret void
}

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @strided, !"kernel", i32 1}
`

// stridedStoresIR is a kernel whose thread i writes elements
// stride*i..stride*i+3 of out (i < n): with random inputs (buffers of n
// elements, n threads) the last threads write beyond out unless verify grows
// the buffers stride times.
const stridedStoresIR = stridedHeadIR + `  %first = mul i32 %i, STRIDE
  br label %loop

loop:
  %k = phi i32 [ 0, %body ], [ %k1, %loop ]
  %e = add i32 %first, %k
  %e64 = sext i32 %e to i64
  %p = getelementptr inbounds i32, i32* %out, i64 %e64
  store i32 %e, i32* %p, align 4
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 4
  br i1 %more, label %loop, label %done
` + stridedTailIR

// TestVerifyGrowsRandomBuffers: with random inputs, a kernel whose threads
// write several elements each runs out of buffers of n elements in the
// reference; verify grows them (4x, then 16x) and checks again, and still
// reports an access beyond the largest.
func TestVerifyGrowsRandomBuffers(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		stride      string
		status      int
		grownTo     []string // the "buffers grown to" lines, in order
		notInStdout string
	}{
		// up to element 4*37+3 = 151: beyond 64, 4x (256) fits.
		{"4", verifyMatch, []string{"grown to 256 elements"}, "grown to 1024"},
		// up to 8*37+3 = 299: 4x is too small, 16x (1024) fits.
		{"8", verifyMatch, []string{"grown to 256 elements", "grown to 1024 elements"}, "grown to 4096"},
		// up to 64*37+3 = 2371: beyond 16x, the reference's out-of-bounds report stands.
		{"64", verifyInterpError, []string{"grown to 256 elements", "grown to 1024 elements"}, "grown to 4096"},
	} {
		path := filepath.Join(dir, "strided"+c.stride+".ll")
		if err := os.WriteFile(path, []byte(strings.ReplaceAll(stridedStoresIR, "STRIDE", c.stride)), 0o644); err != nil {
			t.Fatal(err)
		}
		// The scalar n is random, at most 64; seed 3 makes it 38, so the
		// last thread (37) writes up to element stride*37+3.
		status, stdout, stderr := runCLI("verify", "-n", "64", "--block-size", "32", "--seed", "3", path)
		if status != c.status {
			t.Errorf("stride %s: status %d, want %d\nstdout %s\nstderr %s", c.stride, status, c.status, stdout, stderr)
		}
		last := -1
		for _, g := range c.grownTo {
			i := strings.Index(stdout, g)
			if i <= last {
				t.Errorf("stride %s: stdout lacks %q after the earlier lines:\n%s", c.stride, g, stdout)
			}
			last = i
		}
		if strings.Contains(stdout, c.notInStdout) {
			t.Errorf("stride %s: stdout has %q:\n%s", c.stride, c.notInStdout, stdout)
		}
		if c.status == verifyInterpError && !strings.Contains(stderr, "is out of bounds") {
			t.Errorf("stride %s: stderr lacks the out-of-bounds report: %s", c.stride, stderr)
		}
	}
}

// stridedMemsetIR is stridedStoresIR's kernel (stride 4) with the loop
// replaced by a memset of the thread's 16 bytes: the reference reports the
// access beyond out as a memory intrinsic's destination.
const stridedMemsetIR = stridedHeadIR + `  %first = mul i32 %i, 4
  %first64 = sext i32 %first to i64
  %p = getelementptr inbounds i32, i32* %out, i64 %first64
  %b = bitcast i32* %p to i8*
  call void @llvm.memset.p0i8.i64(i8* %b, i8 7, i64 16, i1 false)
  br label %done
` + stridedTailIR

// TestVerifyGrowsRandomBuffersForMemset: a memory intrinsic's write beyond a
// random buffer grows the buffers too (the reference's message starts with
// "destination: ", its Space is global).
func TestVerifyGrowsRandomBuffersForMemset(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memset.ll")
	if err := os.WriteFile(path, []byte(stridedMemsetIR), 0o644); err != nil {
		t.Fatal(err)
	}
	// As in TestVerifyGrowsRandomBuffers, seed 3 makes n 38: thread 37
	// writes elements 148..151, beyond 64, within 4x.
	status, stdout, stderr := runCLI("verify", "-n", "64", "--block-size", "32", "--seed", "3", path)
	if status != verifyMatch || !strings.Contains(stdout, "grown to 256 elements") || strings.Contains(stdout, "grown to 1024") {
		t.Errorf("status %d, want %d, one growth to 256 elements\nstdout %s\nstderr %s", status, verifyMatch, stdout, stderr)
	}
}

// TestRandomLaunchGrownKeepsInputs: grown buffers start with randomLaunch's
// elements, and the scalars and grid are randomLaunch's.
func TestRandomLaunchGrownKeepsInputs(t *testing.T) {
	m, err := gpucc.ParseIR("strided.ll", []byte(strings.ReplaceAll(stridedStoresIR, "STRIDE", "4")))
	if err != nil {
		t.Fatal(err)
	}
	fn, err := pickKernel(m, "strided")
	if err != nil {
		t.Fatal(err)
	}
	base, err := randomLaunch(fn, 100, 32, 11)
	if err != nil {
		t.Fatal(err)
	}
	grown, err := randomLaunchGrown(fn, 100, 16, 32, 11)
	if err != nil {
		t.Fatal(err)
	}
	if base.Grid != grown.Grid || base.Block != grown.Block || len(base.Args) != 2 || len(grown.Args) != 2 {
		t.Fatalf("launches differ in shape: %+v vs %+v", base, grown)
	}
	if len(base.Args[0].Data) != 400 || len(grown.Args[0].Data) != 16*400 || !bytes.Equal(grown.Args[0].Data[:400], base.Args[0].Data) {
		t.Errorf("buffer: %d and %d bytes, prefix equal %v", len(base.Args[0].Data), len(grown.Args[0].Data),
			bytes.Equal(grown.Args[0].Data[:min(400, len(grown.Args[0].Data))], base.Args[0].Data))
	}
	if base.Args[1].Value != grown.Args[1].Value || base.Args[1].Value > 100 || launch.ElemSize(grown.Args[0].Elem) != 4 {
		t.Errorf("scalar n: %d and %d, want equal and at most 100", base.Args[1].Value, grown.Args[1].Value)
	}
}
