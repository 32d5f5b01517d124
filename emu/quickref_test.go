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
			vers := &pageVersions{}
			vers.init(&dev.mem)
			x.ov = newOverlay(vers)
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
			switch rng.Intn(4) {
			case 0:
				sp, addr = spGlobal, bases[rng.Intn(len(bases))]+uint64(rng.Intn(80))
			case 1:
				sp, addr = spShared, uint64(rng.Intn(320))
			case 2:
				sp, addr = spLocal, uint64(rng.Intn(64))
			case 3: // generic: every window, global memory, just below a window
				windows := []uint64{launch.SharedWindow, launch.LocalWindow, launch.ConstWindow, launch.ParamWindow,
					bases[rng.Intn(len(bases))], launch.SharedWindow - 64}
				sp, addr = spGeneric, windows[rng.Intn(len(windows))]+uint64(rng.Intn(320))
			}
			what := [...]string{"load", "store", "atomic"}[rng.Intn(3)]
			q := x.quickRef(w, lane, sp, addr, size, what)
			sharedOff := addr - launch.SharedWindow
			inBounds := addr%size == 0 && ((sp == spShared && addr+size <= 300) || (sp == spLocal && addr+size <= 48) ||
				(sp == spGeneric && sharedOff < 300 && sharedOff+size <= 300))
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
	vers := &pageVersions{}
	vers.init(&globalMem{allocs: []*allocation{long, short}})
	o := newOverlay(vers)
	copy(o.ref(long, 256, 16, "store"), []byte("0123456789abcdef"))
	o.ref(long, 300, 4, "load")
	vers.commit(o)
	if long.data[256] != 0xAA {
		t.Fatalf("a commit wrote the allocation while workers may read it")
	}
	vers.flush()
	if string(long.data[256:272]) != "0123456789abcdef" || long.data[272] != 0xAA || long.data[255] != 0xAA {
		t.Fatalf("first CTA's store not committed as it was: % x", long.data[254:274])
	}
	o.reset()
	// The page freed above is reused for the short allocation's page 0.
	b := o.ref(short, 8, 4, "load")
	if b[0] != 8 || b[3] != 11 {
		t.Fatalf("reused page reads % x at offset 8, want 08 09 0a 0b", b)
	}
	p := o.page(pageKey{short, 0})
	for i := 40; i < pageBytes; i++ {
		if p.data[i] != 0 {
			t.Fatalf("reused page keeps byte %d = %#x past the allocation's end", i, p.data[i])
		}
	}
	if p.written != [pageWords]uint64{} || p.read != [pageWords]uint64{0: 0xF << 8} {
		t.Fatalf("reused page marks read %x written %x, want read f00 and nothing written", p.read, p.written)
	}
	o.ref(short, 0, 1, "store")[0] = 0x77
	vers.commit(o)
	if v := vers.load(short, 0); v == nil || v[0] != 0x77 || v[8] != 8 || v[39] != 39 {
		t.Fatalf("second CTA's version of the page: % x", v)
	}
	if vers.load(long, 1) != nil {
		t.Fatalf("flush left a version of the long allocation's page 1")
	}
	vers.flush()
	if short.data[0] != 0x77 || short.data[8] != 8 || short.data[1] != 1 || len(short.data) != 40 {
		t.Fatalf("second CTA committed % x", short.data[:9])
	}
}

// TestOverlayVersionsMerge checks a commit against a byte-by-byte
// reference: random stores of every size (full 64-byte words, whole 8-byte
// groups and single bytes) over a page other CTAs committed before, and a
// later overlay that sees exactly the merged bytes; readsWritesOf reports
// exactly the overlays whose written bytes the reader read.
func TestOverlayVersionsMerge(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	a := &allocation{base: 0x1000, data: make([]byte, 3*pageBytes+40)}
	rng.Read(a.data)
	vers := &pageVersions{}
	vers.init(&globalMem{allocs: []*allocation{a}})
	want := append([]byte(nil), a.data...)
	for cta := 0; cta < 200; cta++ {
		o := newOverlay(vers)
		for i := rng.Intn(40); i > 0; i-- {
			size := uint64(1) << rng.Intn(5)
			off := uint64(rng.Intn(len(a.data))) &^ (size - 1)
			if off+size > uint64(len(a.data)) {
				continue
			}
			b := o.ref(a, off, size, "store")
			rng.Read(b)
			copy(want[off:], b)
		}
		if rng.Intn(4) == 0 { // a whole 64-byte word
			off := uint64(rng.Intn(3)) * 64
			for k := uint64(0); k < 64; k += 16 {
				b := o.ref(a, pageBytes+off+k, 16, "store")
				rng.Read(b)
				copy(want[pageBytes+off+k:], b)
			}
		}
		// A reader started before the commit reads one byte the writer
		// wrote and one it did not.
		r := newOverlay(vers)
		var hit bool
		for i, p := range o.list {
			key := o.keys[i]
			for i, m := range p.written {
				if m != 0 {
					r.ref(a, key.n<<pageBits+uint64(i*64+bitsTrailing64(m)), 1, "load")
					hit = true
					break
				}
			}
			break
		}
		if got := r.readsWritesOf(o); got != hit {
			t.Fatalf("CTA %d: readsWritesOf %v, want %v", cta, got, hit)
		}
		vers.commit(o)
		check := newOverlay(vers)
		for off := uint64(0); off < uint64(len(a.data)); off++ {
			if got := check.ref(a, off, 1, "load")[0]; got != want[off] {
				t.Fatalf("CTA %d: byte %d is %#x after the commit, want %#x", cta, off, got, want[off])
			}
		}
		if notWritten := newOverlay(vers); notWritten.readsWritesOf(o) {
			t.Fatalf("CTA %d: an overlay that read nothing conflicts", cta)
		}
	}
	vers.flush()
	if string(a.data) != string(want) {
		t.Fatalf("flushed memory differs from the byte-by-byte reference")
	}
}

func bitsTrailing64(m uint64) int {
	n := 0
	for m&1 == 0 {
		m >>= 1
		n++
	}
	return n
}
