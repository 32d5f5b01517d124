package emu

import (
	"flag"
	"fmt"
	"runtime"
	"testing"
	"time"

	"gpucc/launch"
)

// intLoop is an integer loop kernel scheduled by hand: every thread runs
// 2048 iterations of IADD, LOP3, IMAD, ISETP and BRA. The stall counts
// satisfy the latencies exactly (strict mode checks them).
const intLoop = `
	S2R R0, SR_TID.X $wsb=SB0 $sched=1 ;
	MOV R1, 0x0 $sched=1 ;
	MOV R2, 0x1 $sched=1 ;
	MOV R3, 0x9E3779B9 $req=SB0 $sched=4 ;
LOOP:
	IADD R1, R1, 0x1 $sched=1 ;
	LOP3.POR R2, R2, R0, R3, 0x96, !PT $sched=1 ;
	IMAD R3, R3, 0x5, R0 $sched=2 ;
	ISETP.LT.AND P0, PT, R1, 0x800, PT $sched=4 ;
	@P0 BRA LOOP $sched=1 ;
	MOV.64 R[4:5], c[0x0][0x160] $sched=4 ;
	IMAD.WIDE.U32 R[4:5], R0, 0x4, R[4:5] $sched=5 ;
	STG [R[4:5]], R2 $sched=1 ;
	EXIT ;`

var speedFlag = flag.Bool("emu.speed", false, "print the emulator's speed on the integer loop kernel")

func intLoopJob(n int) job {
	return job{src: intLoop, timed: true, block: launch.Dim3{X: 1024, Y: 1, Z: 1}, bufs: [][]byte{make([]byte, 4096)}}
}

// BenchmarkIntLoop reports thread instructions per second in the default
// (strict, timed) mode.
func BenchmarkIntLoop(b *testing.B) {
	j := intLoopJob(1024)
	var threadInsts uint64
	start, cpu0 := time.Now(), cpuTime()
	for i := 0; i < b.N; i++ {
		o := launchJob(b, j)
		if o.err != nil {
			b.Fatal(o.err)
		}
		threadInsts += o.stats.ThreadInsts
	}
	b.ReportMetric(float64(threadInsts)/time.Since(start).Seconds(), "thread-insts/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(threadInsts)/cpu.Seconds(), "thread-insts/cpu-s")
	}
}

// TestIntLoop checks the kernel's result and, with -emu.speed, prints the
// emulator's speed.
func TestIntLoop(t *testing.T) {
	if testing.Short() && !*speedFlag {
		t.Skip("short mode")
	}
	start := time.Now()
	o := mustRun(t, intLoopJob(1024))
	elapsed := time.Since(start)
	// Per thread: acc ^= tid ^ k; k = 5k + tid, 2048 times.
	out := u32s(o.buf(t, 0, 4096))
	for tid := uint32(0); tid < 1024; tid += 97 {
		acc, k := uint32(1), uint32(0x9e3779b9)
		for i := 0; i < 2048; i++ {
			acc ^= tid ^ k
			k = 5*k + tid
		}
		if out[tid] != acc {
			t.Errorf("out[%d] = %#x, want %#x", tid, out[tid], acc)
		}
	}
	// 4 + 2048*5 + 4 instructions per thread, less the last BRA, whose
	// guard is false in every lane.
	if want := uint64(1024 * (4 + 2048*5 + 4 - 1)); o.stats.ThreadInsts != want {
		t.Errorf("thread instructions %d, want %d", o.stats.ThreadInsts, want)
	}
	if *speedFlag {
		t.Logf("%d thread instructions in %v: %.0f million per second; %v", o.stats.ThreadInsts, elapsed,
			float64(o.stats.ThreadInsts)/elapsed.Seconds()/1e6, o.stats)
	}
}

// BenchmarkIntLoopGrid runs the integer loop over 8 CTAs (each storing the
// same values), serially and with CTAs in parallel on every core, and
// reports thread instructions per second of wall time and per second of
// CPU time spent by the whole process (user + system).
func BenchmarkIntLoopGrid(b *testing.B) {
	for _, jobs := range []int{1, runtime.NumCPU()} {
		b.Run(fmt.Sprintf("jobs=%d", jobs), func(b *testing.B) {
			j := intLoopJob(1024)
			j.grid = launch.Dim3{X: 8, Y: 1, Z: 1}
			j.opts.Jobs = jobs
			var threadInsts uint64
			start, cpu0 := time.Now(), cpuTime()
			for i := 0; i < b.N; i++ {
				o := launchJob(b, j)
				if o.err != nil {
					b.Fatal(o.err)
				}
				threadInsts += o.stats.ThreadInsts
			}
			b.ReportMetric(float64(threadInsts)/time.Since(start).Seconds(), "thread-insts/s")
			if cpu := cpuTime() - cpu0; cpu > 0 {
				b.ReportMetric(float64(threadInsts)/cpu.Seconds(), "thread-insts/cpu-s")
			}
		})
	}
}
