package main

import (
	"fmt"
	"reflect"
	"runtime"
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

// BenchmarkEmulateSuite runs every suite kernel's launch (seed 1, inputs
// generated before the timer starts) with CTAs
// on all cores and reports thread instructions per second of wall time and
// of process CPU time (a shared machine makes wall time noisy).
func BenchmarkEmulateSuite(b *testing.B) {
	type job struct {
		p *emu.Program
		k suite.Kernel
		l launch.Launch
	}
	var jobs []job
	for _, k := range suite.Kernels {
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
		jobs = append(jobs, job{p, k, k.Launch(1)}) // built once: Run copies the buffers
	}
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
}

// processCPU is the CPU time (user + system) the process has used.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
