package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gpucc/obj"
)

// runCLI runs a gpucc command line in-process.
func runCLI(args ...string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = run(args, &out, &errOut)
	return status, out.String(), errOut.String()
}

// runTestModule doubles p[i] for i < n; the control bits follow the
// latencies (S2R 20, LDC 20 and LDG 200 cycles by default).
const runTestModule = `.kernel scale
.param n 0x160 4 4
.param p 0x168 8 8 ptr
        S2R R0, SR_TID.X $wsb=SB0 ;
        ISETP.GE.AND P0, PT, R0, c[0x0][0x160], PT $req=SB0 $sched=4 ;
  @P0   EXIT ;
        LDC.64 R[4:5], c[0x0][RZ+0x168] $wsb=SB1 ;
        IMAD.WIDE R[6:7], R0, 0x4, R[4:5] $req=SB1 $sched=5 ;
        LDG R3, [R[6:7]] $wsb=SB2 ;
        IADD R3, R3, R3 $req=SB2 $sched=4 ;
        STG [R[6:7]], R3 ;
        EXIT ;
`

func writeRunModule(t *testing.T) (asmPath, binPath string) {
	t.Helper()
	dir := t.TempDir()
	asmPath, binPath = filepath.Join(dir, "k.s"), filepath.Join(dir, "k.bin")
	if err := os.WriteFile(asmPath, []byte(runTestModule), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := obj.ParseAsm(asmPath, []byte(runTestModule))
	if err != nil {
		t.Fatal(err)
	}
	b, err := obj.Write(m)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(binPath, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return asmPath, binPath
}

func TestRunPrintsBuffersAndStatistics(t *testing.T) {
	asmPath, binPath := writeRunModule(t)
	// One warp of 8 threads; threads 6 and 7 exit at once. Issue cycles:
	// S2R 0, ISETP 20 ($req), EXIT 24, LDC 25, IMAD 45 ($req), LDG 50,
	// IADD 250 ($req), STG 254, EXIT 255: 256 cycles; stall counts
	// 3 + 4 + 3, scoreboard waits 19 + 19 + 199.
	want := `p i32[8] = 2,4,6,-8,10,12,7,8
cycles: 256
warp instructions: 9
thread instructions: 54
stall cycles (stall count): 10
stall cycles (scoreboard): 237
stall cycles (barrier): 0
`
	for _, file := range []string{asmPath, binPath} {
		st, out, errOut := runCLI("run", file, "--kernel", "scale", "--grid", "1", "--block", "8", "n=u32:6", "p=buf:i32:8=1,2,3,-4,5,6,7,8")
		if st != 0 || out != want {
			t.Errorf("gpucc run %s: status %d\nstdout:\n%s\nstderr:\n%s\nwant stdout:\n%s", filepath.Base(file), st, out, errOut, want)
		}
	}
	// The kernel may be left out when the module has one; flags may follow
	// the arguments; --time adds the host speed.
	st, out, _ := runCLI("run", "--lenient", binPath, "n=u32:1", "p=buf:u32:1=21", "--block=4", "-grid", "1", "--time")
	if st != 0 || !strings.HasPrefix(out, "p u32[1] = 42\n") || !strings.Contains(out, "million thread instructions per second") {
		t.Errorf("gpucc run --lenient: status %d, output:\n%s", st, out)
	}
}

func TestRunFault(t *testing.T) {
	_, binPath := writeRunModule(t)
	st, _, errOut := runCLI("run", binPath, "--grid", "1", "--block", "8", "n=u32:6", "p=buf:i32:4=zero")
	for _, frag := range []string{"kernel scale", "pc 0x0050", "LDG R3, [R[6:7]]", "CTA (0,0,0) thread (4,0,0)",
		"global load of 4 bytes at 0x10000010 is out of bounds", "statistics until the failure"} {
		if !strings.Contains(errOut, frag) {
			t.Errorf("stderr does not contain %q:\n%s", frag, errOut)
		}
	}
	if st != 1 {
		t.Errorf("status %d, want 1", st)
	}
}

func TestRunUsage(t *testing.T) {
	asmPath, _ := writeRunModule(t)
	for _, c := range []struct {
		args   []string
		status int
		frag   string
	}{
		{[]string{"run"}, 2, "missing kernel file"},
		{[]string{"run", asmPath, "--grid", "0"}, 2, "dimension 0 is 0"},
		{[]string{"run", asmPath, "--kernel", "nope"}, 1, `no kernel "nope"`},
		{[]string{"run", filepath.Join(t.TempDir(), "missing.bin")}, 1, "no such file"},
		{[]string{"run", asmPath, "--grid", "1", "--block", "8", "n=u32:1"}, 2, "kernel scale takes 2 parameters (%n 4-byte scalar, %p pointer), the launch passes 1 arguments"},
		// The launch is checked against the parameter metadata and CUDA's limits.
		{[]string{"run", asmPath, "n=u32:1", "p=buf:u32:1=0"}, 2, "missing --grid and --block"},
		{[]string{"run", asmPath, "--grid", "2", "n=u32:1", "p=buf:u32:1=0"}, 2, "missing --block"},
		{[]string{"run", asmPath, "--grid", "1", "--block", "1,1,65", "n=u32:1", "p=buf:u32:1=0"}, 2, "--block 1,1,65: CUDA allows at most 1024,1024,64"},
		{[]string{"run", asmPath, "--grid", "1", "--block", "64,32", "n=u32:1", "p=buf:u32:1=0"}, 2, "2048 threads, CUDA allows at most 1024 per block"},
		{[]string{"run", asmPath, "--grid", "1,65536", "--block", "1", "n=u32:1", "p=buf:u32:1=0"}, 2, "--grid 1,65536,1: CUDA allows at most"},
		{[]string{"run", asmPath, "--grid", "1", "--block", "1", "n=u32:1", "p=u64:4096"}, 2, "argument 1 (p): parameter %p is a pointer: pass a buffer"},
		{[]string{"run", asmPath, "--grid", "1", "--block", "1", "n=buf:u32:1=0", "p=buf:u32:1=0"}, 2, "argument 0 (n) is a buffer, but parameter %n is a 4-byte scalar"},
		{[]string{"run", asmPath, "--grid", "1", "--block", "1", "n=u64:1", "p=buf:u32:1=0"}, 2, "argument 0 (n) has 8 bytes, but parameter %n only 4"},
	} {
		st, _, errOut := runCLI(c.args...)
		if st != c.status || !strings.Contains(errOut, c.frag) {
			t.Errorf("%q: status %d, stderr %q; want status %d and %q", c.args, st, errOut, c.status, c.frag)
		}
	}
	if st, out, _ := runCLI("run", "--help"); st != 0 || !strings.Contains(out, "usage: gpucc run") {
		t.Errorf("--help: status %d, %q", st, out)
	}
}

// TestRunFloatNewtonProgram runs the hand-written FP program (MUFU.RCP and
// two Newton steps in FFMA) with f32 buffers given and printed in decimal:
// the result is the correctly rounded reciprocal, which Go computes as
// float32(1 / float64(x)) (one rounding of the float64 quotient, which is
// itself within half an ulp of a 53-bit value: no double-rounding case for
// binary32).
func TestRunFloatNewtonProgram(t *testing.T) {
	xs := []float32{2, 3, -7, 0.1, 1e-30, 3.4e38}
	var in, want []string
	for _, x := range xs {
		in = append(in, strconv.FormatFloat(float64(x), 'g', -1, 32))
		want = append(want, strconv.FormatFloat(float64(float32(1/float64(x))), 'g', -1, 32))
	}
	status, out, errOut := runCLI("run", "../../emu/testdata/newton_rcp.s", "--kernel", "newton_rcp", "--grid", "1", "--block", "8",
		"x=buf:f32:6="+strings.Join(in, ","), "y=buf:f32:6=0", "n=i32:6")
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	line := "y f32[6] = " + strings.Join(want, ",")
	if !strings.Contains(out, line+"\n") {
		t.Errorf("output lacks %q:\n%s", line, out)
	}
}

func TestRunJobsMatchSerial(t *testing.T) {
	_, binPath := writeRunModule(t)
	// 5 CTAs each double p[0..5] in place: every CTA reads what the one
	// before it wrote, so the parallel run must redo them in order. Each
	// CTA is the 256-cycle run of TestRunPrintsBuffersAndStatistics.
	want := `p i32[8] = 32,64,96,-128,160,192,7,8
cycles: 1280
warp instructions: 45
thread instructions: 270
stall cycles (stall count): 50
stall cycles (scoreboard): 1185
stall cycles (barrier): 0
`
	for _, jobs := range []string{"1", "3"} {
		st, out, errOut := runCLI("run", binPath, "--jobs", jobs, "--grid", "5", "--block", "8", "n=u32:6", "p=buf:i32:8=1,2,3,-4,5,6,7,8")
		if st != 0 || out != want {
			t.Errorf("--jobs %s: status %d\nstdout:\n%s\nstderr:\n%s\nwant:\n%s", jobs, st, out, errOut, want)
		}
	}
	if st, _, errOut := runCLI("run", binPath, "--jobs", "0", "n=u32:6", "p=buf:i32:8=zero"); st != 2 || !strings.Contains(errOut, "--jobs 0") {
		t.Errorf("--jobs 0: status %d, stderr %q", st, errOut)
	}
}
