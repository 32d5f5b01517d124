package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
	"gpucc/launch"
)

// TestParallelCTAsMatchSerialOnSuite runs every suite kernel serially and
// with CTAs in parallel, in strict and stress mode: buffers, statistics
// and errors must be the same (docs/isa.md, "Parallel CTAs"), and the
// serial buffers those of the kernel's Go reference.
func TestParallelCTAsMatchSerialOnSuite(t *testing.T) {
	for _, k := range suite.Kernels {
		t.Run(k.Name, func(t *testing.T) {
			p := compileSuiteKernel(t, k, gpucc.Options{OptLevel: 2})
			for _, seed := range []int64{1, 2} {
				l := k.Launch(seed)
				want := k.Reference(l)
				for _, opts := range []emu.Options{{}, {Stress: true, Seed: uint64(seed)}} {
					serial, parallel := opts, opts
					serial.Jobs, parallel.Jobs = 1, 3
					r1, s1, e1 := emu.Run(p, l, serial)
					r2, s2, e2 := emu.Run(p, l, parallel)
					what := fmt.Sprintf("seed %d stress %v", seed, opts.Stress)
					if fmt.Sprint(e1) != fmt.Sprint(e2) {
						t.Errorf("%s: errors differ:\nserial:   %v\nparallel: %v", what, e1, e2)
					}
					if *s1 != *s2 {
						t.Errorf("%s: statistics differ:\nserial:   %v\nparallel: %v", what, s1, s2)
					}
					if !reflect.DeepEqual(r1, r2) {
						t.Errorf("%s: buffers differ", what)
					}
					if e1 == nil && !reflect.DeepEqual(r1.Buffers, want.Buffers) {
						t.Errorf("%s: the buffers differ from the reference's", what)
					}
				}
			}
		})
	}
}

// suiteBenchCTAs is at least how many CTAs each kernel's launch has in
// BenchmarkEmulateSuite: enough to keep every core of a large machine busy
// (the functional tests launch 1 to 12).
const suiteBenchCTAs = 64

// scaledLaunch returns l on a grid f times as wide in x, with every buffer f
// times as long (its contents repeated) and, with scaleN, the integer
// scalars named n (the element counts the kernels guard with) multiplied
// by f: the new CTAs then work on the repeated inputs like the first ones.
// A 64-bit scalar holding a buffer's address (a texture object) holds the
// buffer's address in the new layout.
func scaledLaunch(l launch.Launch, f uint32, scaleN bool) launch.Launch {
	s := l
	s.Grid.X *= f
	s.Args = make([]launch.Arg, len(l.Args))
	for i, a := range l.Args {
		switch {
		case a.Kind == launch.Buffer:
			a.Data = bytes.Repeat(a.Data, int(f))
		case a.Kind == launch.Scalar && scaleN && a.Name == "n":
			a.Value *= uint64(f)
			if a.Size < 8 {
				a.Value &= 1<<(8*a.Size) - 1
			}
		}
		s.Args[i] = a
	}
	old, moved := l.BufferAddrs(), s.BufferAddrs()
	for i := range s.Args {
		if a := &s.Args[i]; a.Kind == launch.Scalar && a.Size == 8 {
			for j, addr := range old {
				if l.Args[j].Kind == launch.Buffer && a.Value == addr {
					a.Value = moved[j]
				}
			}
		}
	}
	return s
}

// largeSuiteLaunch returns the kernel's seed-1 launch scaled to at least
// suiteBenchCTAs CTAs, checked once. It scales n where the emulator then
// does at most 4 times the original launch's work per CTA (a bound that
// also stops kernels whose loops never end with a larger n) and its results
// match the kernel's Go reference on the scaled launch; otherwise it keeps
// the scalars as they were (the new CTAs find little or nothing to do, as a
// kernel's threads past n do), again checked against the reference. A
// kernel whose reference simulates only its test launch's shape (it
// disagrees with the scaled launch whatever the code does) is run
// unchecked by the reference: the emulator must finish, and serial and
// parallel runs must agree. It returns the launch, its thread instructions
// and how it was chosen.
func largeSuiteLaunch(p *emu.Program, k suite.Kernel) (launch.Launch, uint64, string, error) {
	l := k.Launch(1)
	_, st, err := emu.Run(p, l, emu.Options{})
	if err != nil {
		return launch.Launch{}, 0, "", fmt.Errorf("%s: %w", k.Name, err)
	}
	f := uint32((suiteBenchCTAs + l.Grid.Count() - 1) / l.Grid.Count())
	opts := emu.Options{Jobs: runtime.NumCPU(), MaxWarpInsts: max(4*uint64(f)*st.WarpInsts, 1<<20)}
	var errs []error
	for _, scaleN := range []bool{true, false} {
		s := scaledLaunch(l, f, scaleN)
		// The emulator first: the reference has no bound on its loops.
		got, st, err := emu.Run(p, s, opts)
		if err == nil {
			var want launch.Result
			if want, err = k.Expect(s); err == nil {
				err = k.Check(s, got, want)
			}
		}
		if err == nil {
			return s, st.ThreadInsts, fmt.Sprintf("n scaled %v, checked by the reference", scaleN), nil
		}
		errs = append(errs, fmt.Errorf("n scaled %v: %w", scaleN, err))
	}
	s := scaledLaunch(l, f, false)
	serial := opts
	serial.Jobs = 1
	r1, s1, err1 := emu.Run(p, s, serial)
	r2, s2, err2 := emu.Run(p, s, opts)
	if err1 == nil && err2 == nil && *s1 == *s2 && reflect.DeepEqual(r1, r2) {
		return s, s1.ThreadInsts, "n as it was, not checked by the reference (" + errors.Join(errs...).Error() + ")", nil
	}
	errs = append(errs, fmt.Errorf("unchecked: serial %v, parallel %v", err1, err2))
	return launch.Launch{}, 0, "", fmt.Errorf("%s on %dx the grid: %w", k.Name, f, errors.Join(errs...))
}

// suiteBenchJob is one suite kernel compiled at -O2 with its large launch
// (largeSuiteLaunch).
type suiteBenchJob struct {
	p *emu.Program
	k suite.Kernel
	l launch.Launch
}

// suiteBenchJobs builds every suite kernel's large launch, inputs checked
// against the reference (largeSuiteLaunch), before any timer starts.
func suiteBenchJobs(b *testing.B) []suiteBenchJob {
	var jobs []suiteBenchJob
	for _, k := range suite.AllKernels() {
		jobs = append(jobs, newSuiteBenchJob(b, k))
	}
	return jobs
}

// newSuiteBenchJob compiles kernel k and builds its large launch.
func newSuiteBenchJob(b *testing.B, k suite.Kernel) suiteBenchJob {
	path, err := k.LLPath()
	if err != nil {
		b.Fatal(err)
	}
	res, err := compileFile(path, gpucc.Options{OptLevel: 2, Kernel: k.Name})
	if err != nil {
		b.Fatal(err)
	}
	p, err := emu.LoadKernel(res.Module, k.Name)
	if err != nil {
		b.Fatal(err)
	}
	l, _, how, err := largeSuiteLaunch(p, k)
	if err != nil {
		b.Fatal(err)
	}
	if !strings.HasSuffix(how, "checked by the reference") {
		b.Logf("%s, grid %v: %s", k.Name, l.Grid, how)
	}
	return suiteBenchJob{p, k, l} // built once: Run copies the buffers
}

// BenchmarkEmulateSuite runs every suite kernel on a grid of at least
// suiteBenchCTAs CTAs (largeSuiteLaunch; inputs built and checked against
// the reference before the timer starts) with CTAs on all cores, and
// reports thread instructions per second of wall time and of process CPU
// time (a shared machine makes wall time noisy), and the total thread
// instructions per iteration.
func BenchmarkEmulateSuite(b *testing.B) {
	jobs := suiteBenchJobs(b)
	opts := emu.Options{Jobs: runtime.NumCPU()}
	var threadInsts uint64
	b.ResetTimer()
	start, cpu0 := time.Now(), processCPU()
	for i := 0; i < b.N; i++ {
		for _, j := range jobs {
			_, st, err := emu.Run(j.p, j.l, opts)
			if err != nil {
				b.Fatalf("%s: %v", j.k.Name, err)
			}
			threadInsts += st.ThreadInsts
		}
	}
	b.ReportMetric(float64(threadInsts)/time.Since(start).Seconds(), "thread-insts/s")
	if cpu := processCPU() - cpu0; cpu > 0 {
		b.ReportMetric(float64(threadInsts)/cpu.Seconds(), "thread-insts/cpu-s")
	}
	b.ReportMetric(float64(threadInsts)/float64(b.N), "thread-insts/op")
}

// kernelBenchJobs is Options.Jobs of BenchmarkEmulateSuiteKernels and
// BenchmarkEmulateLaunches: 1 measures the emulator's work alone, more the
// cost of running CTAs in parallel (with valgrind's callgrind, the
// instructions they take).
var kernelBenchJobs = flag.Int("suite.jobs", 1, "Options.Jobs of BenchmarkEmulateSuiteKernels and BenchmarkEmulateLaunches")

// BenchmarkEmulateSuiteKernels runs each suite kernel's large launch on one
// core (-suite.jobs sets another number of jobs) (a sub-benchmark per kernel, e.g. -bench EmulateSuiteKernels/collatz)
// and reports its thread instructions per second, the cost of a warp
// instruction and the active lanes per warp instruction: where the suite's
// time goes (BenchmarkEmulateSuite's total is their sum).
func BenchmarkEmulateSuiteKernels(b *testing.B) {
	for _, k := range suite.AllKernels() {
		b.Run(k.Name, func(b *testing.B) {
			// Built here, so that a run of one sub-benchmark compiles
			// only its kernel.
			j := newSuiteBenchJob(b, k)
			b.ResetTimer()
			var st *emu.Stats
			var err error
			for i := 0; i < b.N; i++ {
				if _, st, err = emu.Run(j.p, j.l, emu.Options{Jobs: *kernelBenchJobs}); err != nil {
					b.Fatalf("%s: %v", j.k.Name, err)
				}
			}
			per := b.Elapsed().Seconds() / float64(b.N)
			b.ReportMetric(float64(st.ThreadInsts)/per, "thread-insts/s")
			b.ReportMetric(per*1e9/float64(st.WarpInsts), "ns/warp-inst")
			b.ReportMetric(float64(st.ThreadInsts)/float64(st.WarpInsts), "lanes/warp-inst")
		})
	}
}

// processCPU is the CPU time (user + system) the process has used.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkEmulateSuiteSpeedup runs every suite kernel's large launch with
// one job and with one job per CPU, alternately (the machine's load then
// affects both alike), and reports the total time per iteration of each,
// from every kernel's fastest run, their ratio (what running CTAs in
// parallel gains on the same binary), and the process CPU time of each
// (what it costs: on a loaded machine the wall times say little, the CPU
// times still do). -v prints the figures per kernel.
func BenchmarkEmulateSuiteSpeedup(b *testing.B) {
	jobs := suiteBenchJobs(b)
	par := runtime.NumCPU()
	b.ResetTimer()
	var total, cpu [2]time.Duration
	for _, j := range jobs {
		best := [2]time.Duration{time.Hour, time.Hour}
		var kcpu [2]time.Duration
		for i := 0; i < b.N; i++ {
			for k, n := range []int{1, par} {
				t0, c0 := time.Now(), processCPU()
				if _, _, err := emu.Run(j.p, j.l, emu.Options{Jobs: n}); err != nil {
					b.Fatalf("%s: %v", j.k.Name, err)
				}
				best[k] = min(best[k], time.Since(t0))
				kcpu[k] += processCPU() - c0
			}
		}
		for k := range total {
			total[k] += best[k]
			cpu[k] += kcpu[k]
		}
		if testing.Verbose() {
			b.Logf("%-24s jobs 1 %8.3f ms, jobs %d %8.3f ms: %.2fx; CPU %8.3f and %8.3f ms", j.k.Name, best[0].Seconds()*1e3, par, best[1].Seconds()*1e3,
				best[0].Seconds()/best[1].Seconds(), kcpu[0].Seconds()*1e3/float64(b.N), kcpu[1].Seconds()*1e3/float64(b.N))
		}
	}
	b.ReportMetric(total[0].Seconds()*1e3, "ms-jobs-1")
	b.ReportMetric(total[1].Seconds()*1e3, "ms-jobs-all")
	b.ReportMetric(total[0].Seconds()/total[1].Seconds(), "speedup")
	b.ReportMetric(cpu[0].Seconds()*1e3/float64(b.N), "cpu-ms-jobs-1")
	b.ReportMetric(cpu[1].Seconds()*1e3/float64(b.N), "cpu-ms-jobs-all")
}
