package main

import (
	"testing"

	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
)

// BenchmarkEmulateLaunches is EmulateSuiteKernels (one kernel's large
// launch, serial) with the compiled and checked launch built once per
// process: the runs with -test.benchtime 1x and Nx then differ by N-1
// launches alone, so that the difference of two instruction counts
// (GOGC=off GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 valgrind
// --tool=callgrind on the test binary with -test.bench
// 'EmulateLaunches/NAME$') is the launches' cost without the compile and
// the reference check; -suite.jobs 2 against 1 gives a parallel launch's
// extra instructions. (callgrind's --toggle-collect loses track of Go's
// goroutine stacks.)
func BenchmarkEmulateLaunches(b *testing.B) {
	built := map[string]suiteBenchJob{}
	for _, k := range suite.AllKernels() {
		b.Run(k.Name, func(b *testing.B) {
			j, ok := built[k.Name]
			if !ok {
				j = newSuiteBenchJob(b, k)
				built[k.Name] = j
			}
			b.ResetTimer()
			if err := timedLaunches(j, b.N); err != nil {
				b.Fatalf("%s: %v", k.Name, err)
			}
		})
	}
}

//go:noinline
func timedLaunches(j suiteBenchJob, n int) error {
	for i := 0; i < n; i++ {
		if _, _, err := emu.Run(j.p, j.l, emu.Options{Jobs: *kernelBenchJobs}); err != nil {
			return err
		}
	}
	return nil
}
