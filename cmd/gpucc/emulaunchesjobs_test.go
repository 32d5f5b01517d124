package main

import (
	"flag"
	"testing"

	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
)

var launchJobs = flag.Int("launch.jobs", 1, "Options.Jobs of BenchmarkEmulateLaunchesJobs")

// BenchmarkEmulateLaunchesJobs is EmulateLaunches with Options.Jobs set by
// -launch.jobs: callgrind counts of 2 jobs against 1 give the parallel
// launch's extra instructions.
func BenchmarkEmulateLaunchesJobs(b *testing.B) {
	built := map[string]suiteBenchJob{}
	for _, k := range suite.AllKernels() {
		b.Run(k.Name, func(b *testing.B) {
			j, ok := built[k.Name]
			if !ok {
				j = newSuiteBenchJob(b, k)
				built[k.Name] = j
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, _, err := emu.Run(j.p, j.l, emu.Options{Jobs: *launchJobs}); err != nil {
					b.Fatalf("%s: %v", k.Name, err)
				}
			}
		})
	}
}
