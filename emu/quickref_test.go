package emu

import (
	"math/rand"
	"testing"

	"gpucc/launch"
)

// TestQuickRefAgreesWithMemRef checks the loads' and stores' fast path
// against memRef, which decides every access alone: wherever quickRef
// answers, memRef finds no fault and the same bytes (same backing memory),
// with and without a parallel launch's overlay; and the fast path answers
// every aligned in-bounds access of shared and local memory.
func TestQuickRefAgreesWithMemRef(t *testing.T) {
	for _, withOverlay := range []bool{false, true} {
		dev := NewDevice(Options{})
		a0 := dev.mem.alloc(1000)
		a1 := dev.mem.alloc(64)
		x := &run{dev: dev, prog: &Program{}, localBytes: 48}
		if withOverlay {
			x.ov = newOverlay()
		}
		w := &warp{cta: &cta{shared: make([]byte, 300)}, local: make([]byte, 32*48)}
		in := &inst{}
		rng := rand.New(rand.NewSource(1))
		bases := []uint64{a0, a1, a0 + 990, a1 + 60, launch.GlobalBase - 16}
		fast := 0
		for i := 0; i < 20000; i++ {
			size := uint64(1) << rng.Intn(5)
			lane := rng.Intn(32)
			var sp space
			var addr uint64
			switch rng.Intn(3) {
			case 0:
				sp, addr = spGlobal, bases[rng.Intn(len(bases))]+uint64(rng.Intn(80))
			case 1:
				sp, addr = spShared, uint64(rng.Intn(320))
			case 2:
				sp, addr = spLocal, uint64(rng.Intn(64))
			}
			what := [...]string{"load", "store"}[rng.Intn(2)]
			q := x.quickRef(w, lane, sp, addr, size, what)
			inBounds := addr%size == 0 && ((sp == spShared && addr+size <= 300) || (sp == spLocal && addr+size <= 48))
			if inBounds && q == nil {
				t.Fatalf("space %d, %d bytes at %#x: quickRef leaves an aligned in-bounds access to memRef", sp, size, addr)
			}
			if q == nil {
				continue
			}
			fast++
			m, err := x.memRef(w, in, lane, sp, addr, size, what)
			if err != nil {
				t.Fatalf("space %d, %d bytes at %#x: quickRef answered, memRef faults: %v", sp, size, addr, err)
			}
			if len(m) != len(q) || &m[0] != &q[0] {
				t.Fatalf("space %d, %d bytes at %#x: quickRef and memRef return different bytes", sp, size, addr)
			}
		}
		if fast < 3000 {
			t.Fatalf("overlay %v: the fast path answered only %d of 20000 accesses", withOverlay, fast)
		}
	}
}
