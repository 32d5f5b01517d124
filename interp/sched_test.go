package interp

import (
	"slices"
	"testing"

	"gpucc/launch"
)

// A racy increment: every thread loads the counter, works for a while and
// stores the loaded value plus one.
const racyIncrement = `
define void @racy(i32* %counter) {
entry:
  %v = load volatile i32, i32* %counter, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 200
  br i1 %c, label %loop, label %done
done:
  %v1 = add i32 %v, 1
  store volatile i32 %v1, i32* %counter, align 4
  ret void
}`

func TestScheduleSeedExposesRaces(t *testing.T) {
	p := prepareText(t, kernelModule(racyIncrement, "void (i32*)* @racy"))
	l := func() launch.Launch {
		return launch.Launch{Kernel: "racy", Grid: dim(1), Block: dim(64), Args: []launch.Arg{buf("counter", i32Bytes(0))}}
	}
	// In order, each thread runs its ~800 instructions in one time slice:
	// no interleaving, 64 increments.
	res, err := p.Run(l(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := asI32(res.Buffers[0])[0]; got != 64 {
		t.Errorf("in-order schedule: counter = %d, want 64", got)
	}
	// A seeded schedule keeps the 32 lanes of a warp in lockstep: they all
	// load the counter in the same round, before any of them stores, and
	// all store the loaded value plus one. The warp that stores last loaded
	// 0 (the warps overlapped) or 1 (the other warp had finished): 1 or 2.
	ones := 0
	for _, seed := range []uint64{1, 2, 3, 4, 99} {
		res, err := p.Run(l(), Options{ScheduleSeed: seed})
		if err != nil {
			t.Fatal(err)
		}
		switch got := asI32(res.Buffers[0])[0]; got {
		case 1:
			ones++
		case 2:
		default:
			t.Errorf("seed %d: counter = %d, want 1 or 2", seed, got)
		}
	}
	if ones == 0 {
		t.Error("no schedule interleaved the two warps")
	}
}

// Every thread stores tid + 1 to g[tid] and then loads g[tid ^ 1], the
// word of the neighbouring lane of its warp, with no synchronization.
const laneNeighbour = `
define void @neighbour(i32* %g, i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %t1 = add i32 %t, 1
  %p = getelementptr inbounds i32, i32* %g, i64 %t64
  store i32 %t1, i32* %p, align 4
  %n = xor i32 %t, 1
  %n64 = zext i32 %n to i64
  %q = getelementptr inbounds i32, i32* %g, i64 %n64
  %v = load i32, i32* %q, align 4
  %o = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %v, i32* %o, align 4
  ret void
}`

// Seeded schedules keep the lanes of a warp in lockstep, so every lane
// stores before any lane of its warp loads: out[t] = (t ^ 1) + 1. The
// in-order schedule runs each thread to its end before the next starts, so
// even threads read their neighbour's word before it is written (0).
func TestSeededSchedulesKeepLanesInLockstep(t *testing.T) {
	p := prepareText(t, kernelModule(laneNeighbour, "void (i32*, i32*)* @neighbour"))
	const n = 96
	l := func() launch.Launch {
		return launch.Launch{Kernel: "neighbour", Grid: dim(1), Block: dim(n), Args: []launch.Arg{
			buf("g", make([]byte, 4*n)), buf("out", make([]byte, 4*n))}}
	}
	res := mustRun(t, p, l())
	for i, v := range asI32(res.Buffers[1]) {
		want := int32(i) // odd i reads g[i-1] = i
		if i%2 == 0 {
			want = 0
		}
		if v != want {
			t.Fatalf("in-order schedule: out[%d] = %d, want %d", i, v, want)
		}
	}
	for seed := uint64(1); seed <= 8; seed++ {
		res, err := p.Run(l(), Options{ScheduleSeed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range asI32(res.Buffers[1]) {
			if want := int32(i^1) + 1; v != want {
				t.Fatalf("seed %d: out[%d] = %d, want %d", seed, i, v, want)
			}
		}
	}
}

// Lane 0 of every warp stores its warp number into out[0]: the value left
// is the warp that stored last. Seeded schedules run the warps in
// different orders, so both values occur; the in-order schedule leaves 1.
func TestSeededSchedulesReorderWarps(t *testing.T) {
	p := prepareText(t, kernelModule(`
define void @last(i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %write, label %done
write:
  %w = lshr i32 %t, 5
  store i32 %w, i32* %out, align 4
  br label %done
done:
  ret void
}`, "void (i32*)* @last"))
	l := func() launch.Launch {
		return launch.Launch{Kernel: "last", Grid: dim(1), Block: dim(64), Args: []launch.Arg{buf("out", i32Bytes(-1))}}
	}
	if got := asI32(mustRun(t, p, l()).Buffers[0])[0]; got != 1 {
		t.Errorf("in-order schedule: out[0] = %d, want 1", got)
	}
	seen := map[int32]bool{}
	for seed := uint64(1); seed <= 16; seed++ {
		res, err := p.Run(l(), Options{ScheduleSeed: seed})
		if err != nil {
			t.Fatal(err)
		}
		seen[asI32(res.Buffers[0])[0]] = true
	}
	if !seen[0] || !seen[1] || len(seen) != 2 {
		t.Errorf("values left by 16 seeded schedules: %v, want both 0 and 1 and nothing else", seen)
	}
}

// Race-free kernels give the same result under every schedule.
func TestScheduleSeedKeepsRaceFreeResults(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(11, 256, -1000, 1000)
	mk := func() launch.Launch {
		return launch.Launch{Kernel: "_Z7reversePKiPi", Grid: dim(2), Block: dim(128),
			Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("out", make([]byte, 1024))}}
	}
	base := mustRun(t, p, mk())
	for _, seed := range []uint64{3, 4, 5} {
		res, err := p.Run(mk(), Options{ScheduleSeed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(res.Buffers[1], base.Buffers[1]) {
			t.Errorf("seed %d changed the result", seed)
		}
	}
}

// The CUDA kernels with warp collectives, __activemask, barriers, dynamic
// shared memory and atomics (whose results cuda_test.go checks against
// hand-written references under schedule 0) give the same buffers under
// seeded schedules, which step warps in lockstep and fire their
// collectives as soon as every lane has arrived.
func TestSeededSchedulesKeepCollectiveResults(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(21, 512, -1<<20, 1<<20)
	z := func(n int) launch.Arg { return buf("out", make([]byte, n)) }
	launches := []launch.Launch{
		{Kernel: "_Z8warp_sumPKiPi", Grid: dim(2), Block: dim(256), Args: []launch.Arg{buf("in", i32Bytes(in...)), z(64)}},
		{Kernel: "_Z10bcast_scanPKiPiS1_", Grid: dim(1), Block: dim(128), Args: []launch.Arg{buf("in", i32Bytes(in[:128]...)), z(512), z(512)}},
		{Kernel: "_Z11collectivesPKiPiPjS2_S1_S2_S1_", Grid: dim(1), Block: dim(64), Args: []launch.Arg{buf("in", i32Bytes(in[:64]...)),
			z(256), z(256), z(256), z(256), z(256), z(256)}},
		{Kernel: "_Z9half_warpPKiPi", Grid: dim(1), Block: dim(64), Args: []launch.Arg{buf("in", i32Bytes(in[:64]...)), z(256)}},
		{Kernel: "_Z11reverse_dynPKiPi", Grid: dim(3), Block: dim(128), SharedBytes: 128 * 4, Args: []launch.Arg{buf("in", i32Bytes(in[:384]...)), z(1536)}},
	}
	for _, l := range launches {
		base := mustRun(t, p, l)
		for seed := uint64(1); seed <= 4; seed++ {
			res, err := p.Run(l, Options{ScheduleSeed: seed})
			if err != nil {
				t.Fatalf("%s, seed %d: %v", l.Kernel, seed, err)
			}
			for i := range base.Buffers {
				if !slices.Equal(res.Buffers[i], base.Buffers[i]) {
					t.Errorf("%s, seed %d: buffer %d differs from schedule 0", l.Kernel, seed, i)
				}
			}
		}
	}
}

// A Program may run launches concurrently.
func TestConcurrentRuns(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(13, 256, -1000, 1000)
	mk := func() launch.Launch {
		return launch.Launch{Kernel: "_Z7reversePKiPi", Grid: dim(2), Block: dim(128),
			Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("out", make([]byte, 1024))}}
	}
	want := mustRun(t, p, mk()).Buffers[1]
	type outcome struct {
		out []byte
		err error
	}
	done := make(chan outcome, 4)
	for i := 0; i < 4; i++ {
		go func() {
			res, err := p.Run(mk(), Options{})
			if err != nil {
				done <- outcome{err: err}
				return
			}
			done <- outcome{out: res.Buffers[1]}
		}()
	}
	for i := 0; i < 4; i++ {
		o := <-done
		if o.err != nil {
			t.Fatal(o.err)
		}
		if !slices.Equal(o.out, want) {
			t.Error("a concurrent run gave a different result")
		}
	}
}
