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
	// With slices of at most 64 instructions every thread loads the counter
	// in the first round, long before any thread stores: all load 0.
	for _, seed := range []uint64{1, 2, 99} {
		res, err := p.Run(l(), Options{ScheduleSeed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if got := asI32(res.Buffers[0])[0]; got != 1 {
			t.Errorf("seed %d: counter = %d, want 1", seed, got)
		}
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
