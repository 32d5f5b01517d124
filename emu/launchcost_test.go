package emu

import (
	"encoding/binary"
	"fmt"
	"runtime"
	"testing"
	"time"

	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
)

// launchCostSrc is an almost empty kernel: every thread stores its global
// index (gidStore) and exits, 8 warp instructions per warp. Launches of it
// cost what a launch costs besides issuing instructions.
const launchCostSrc = gidStore + "STG [R[4:5]], R3 ; EXIT ;"

// launchCostCTAs and launchCostThreads shape its launches like the suite's
// small ones: 64 CTAs of 4 warps.
const launchCostCTAs, launchCostThreads = 64, 128

// loadLaunchCost assembles launchCostSrc (with local memory and registers
// as a small suite kernel has them) and returns its program and a launch
// of it over a buffer of one word per thread.
func loadLaunchCost(t testing.TB) (*Program, launch.Launch) {
	t.Helper()
	insts := assemble(t, launchCostSrc)
	ConservativeControl(insts)
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		t.Fatal(err)
	}
	k := obj.Kernel{Name: "launchcost", Code: code, LocalBytes: 16}
	regs := obj.CountRegisters(insts)
	regs.GPRs = max(regs.GPRs, 16)
	k.SetRegisters(regs)
	p, err := Load(&k)
	if err != nil {
		t.Fatal(err)
	}
	l := launch.Launch{Grid: launch.Dim3{X: launchCostCTAs, Y: 1, Z: 1}, Block: launch.Dim3{X: launchCostThreads, Y: 1, Z: 1},
		Args: []launch.Arg{{Kind: launch.Buffer, Name: "out", Data: make([]byte, 4*launchCostCTAs*launchCostThreads), Elem: "u32"}}}
	return p, l
}

// TestLaunchCostKernel checks the benchmark's kernel: out[gid] = gid,
// with the same results and statistics serially and in parallel.
func TestLaunchCostKernel(t *testing.T) {
	p, l := loadLaunchCost(t)
	var stats [2]Stats
	for i, jobs := range []int{1, 2} {
		for rep := 0; rep < 3; rep++ { // later launches reuse the kept state
			res, st, err := Run(p, l, Options{Jobs: jobs})
			if err != nil {
				t.Fatal(err)
			}
			out := res.Buffers[0]
			for gid := 0; gid < launchCostCTAs*launchCostThreads; gid++ {
				if got := binary.LittleEndian.Uint32(out[4*gid:]); got != uint32(gid) {
					t.Fatalf("jobs %d, launch %d: out[%d] = %d, want %d", jobs, rep, gid, got, gid)
				}
			}
			if want := uint64(8 * 4 * launchCostCTAs); st.WarpInsts != want {
				t.Errorf("jobs %d: %d warp instructions, want %d", jobs, st.WarpInsts, want)
			}
			if want := uint64(8 * launchCostThreads * launchCostCTAs); st.ThreadInsts != want {
				t.Errorf("jobs %d: %d thread instructions, want %d", jobs, st.ThreadInsts, want)
			}
			stats[i] = *st
		}
	}
	if stats[0] != stats[1] {
		t.Errorf("statistics differ: serial %+v, parallel %+v", stats[0], stats[1])
	}
}

// BenchmarkLaunchCost runs launches of the almost empty kernel (64 CTAs of
// 128 threads) through Run with 1 job and with one per CPU, and reports
// the wall and process CPU time per launch and per CTA, and the bytes
// allocated per launch: the fixed costs of a CTA and of running CTAs in
// parallel; ctas=1 runs one CTA, which shows the cost of a launch.
func BenchmarkLaunchCost(b *testing.B) {
	p, l := loadLaunchCost(b)
	one := l
	one.Grid.X = 1
	for _, bc := range []struct {
		name string
		l    launch.Launch
		jobs int
	}{{"ctas=1", one, 1}, {"jobs=1", l, 1}, {fmt.Sprintf("jobs=%d", runtime.NumCPU()), l, runtime.NumCPU()}} {
		l, jobs := bc.l, bc.jobs
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.ResetTimer()
			start, cpu0 := time.Now(), cpuTime()
			for i := 0; i < b.N; i++ {
				if _, _, err := Run(p, l, Options{Jobs: jobs}); err != nil {
					b.Fatal(err)
				}
			}
			wall, cpu := time.Since(start), cpuTime()-cpu0
			b.ReportMetric(float64(wall.Nanoseconds())/float64(b.N*int(l.Grid.X)), "ns/cta")
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
		})
	}
}

// TestParallelLaunchesConcurrently runs parallel launches from several
// goroutines at once (each its own device, one program), with 2 and 3
// jobs and some launches of a single CTA, so that the helpers kept across
// launches (parhelpers.go) serve several launches at a time, are taken
// back unclaimed, and park and wake: every launch stores out[gid] = gid
// with the serial run's statistics.
func TestParallelLaunchesConcurrently(t *testing.T) {
	p, l := loadLaunchCost(t)
	_, want, err := Run(p, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	one := l
	one.Grid.X = 1
	errs := make(chan error, 4)
	for g := 0; g < 4; g++ {
		go func() {
			for i := 0; i < 40; i++ {
				ll, n := l, launchCostCTAs
				if i%5 == 4 {
					ll, n = one, 1
				}
				res, st, err := Run(p, ll, Options{Jobs: 2 + (g+i)%2})
				if err != nil {
					errs <- err
					return
				}
				for gid := 0; gid < n*launchCostThreads; gid++ {
					if got := binary.LittleEndian.Uint32(res.Buffers[0][4*gid:]); got != uint32(gid) {
						errs <- fmt.Errorf("goroutine %d launch %d: out[%d] = %d, want %d", g, i, gid, got, gid)
						return
					}
				}
				if n == launchCostCTAs && *st != *want {
					errs <- fmt.Errorf("goroutine %d launch %d: statistics %+v, serially %+v", g, i, *st, *want)
					return
				}
				if i%10 == 9 {
					time.Sleep(200 * time.Microsecond) // past helperSpin: the helpers park
				}
			}
			errs <- nil
		}()
	}
	for g := 0; g < 4; g++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
