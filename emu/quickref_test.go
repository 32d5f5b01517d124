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

// TestOverlayReuse checks that an overlay reset for another CTA forgets
// the last CTA's bytes and read/write marks: a reused page shows the new
// allocation's bytes (zero past a short allocation's end) and commits only
// the new CTA's stores.
func TestOverlayReuse(t *testing.T) {
	long := &allocation{base: 0x1000, data: make([]byte, 512)}
	short := &allocation{base: 0x2000, data: make([]byte, 40)}
	for i := range long.data {
		long.data[i] = 0xAA
	}
	for i := range short.data {
		short.data[i] = byte(i)
	}
	o := newOverlay()
	copy(o.ref(long, 256, 16, "store"), []byte("0123456789abcdef"))
	o.ref(long, 300, 4, "load")
	o.commit(map[pageKey]*[pageWords]uint64{})
	if string(long.data[256:272]) != "0123456789abcdef" {
		t.Fatalf("first CTA's store not committed: %q", long.data[256:272])
	}
	o.reset()
	// The page freed above is reused for the short allocation's page 0.
	b := o.ref(short, 8, 4, "load")
	if b[0] != 8 || b[3] != 11 {
		t.Fatalf("reused page reads % x at offset 8, want 08 09 0a 0b", b)
	}
	p := o.pages[pageKey{short, 0}]
	for i := 40; i < pageBytes; i++ {
		if p.data[i] != 0 {
			t.Fatalf("reused page keeps byte %d = %#x past the allocation's end", i, p.data[i])
		}
	}
	if p.written != [pageWords]uint64{} || p.read != [pageWords]uint64{0: 0xF << 8} {
		t.Fatalf("reused page marks read %x written %x, want read f00 and nothing written", p.read, p.written)
	}
	o.ref(short, 0, 1, "store")[0] = 0x77
	written := map[pageKey]*[pageWords]uint64{}
	o.commit(written)
	if short.data[0] != 0x77 || short.data[8] != 8 || written[pageKey{short, 0}][0] != 1 || len(written) != 1 {
		t.Fatalf("second CTA committed %x %x, written %v", short.data[0], short.data[8], written)
	}
}
