package emu

import (
	"encoding/binary"
	"math/rand"
	"reflect"
	"testing"

	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
)

// TestDirectReadsConflict runs CTAs that load words from two allocations
// (directly where readDirect allows it, as region64 and
// globalSmallOverlay do, else through the overlay) and store sums of what
// they loaded, committing them in order with CTAs that started before
// earlier ones committed (the conflict check as commitReady's: a CTA that
// read what a unit committed since its start wrote runs again), and
// compares the memory after the write-back with a serial run of the same
// CTAs. Stores go to both allocations, so a CTA often reads directly an
// allocation that a CTA committed meanwhile wrote: it fails when
// readsWritesOf misses such a conflict, when a commit does not set the
// allocation's written bit, or when a CTA reads directly an allocation it
// holds pages of.
func TestDirectReadsConflict(t *testing.T) {
	const size = 3 * pageBytes
	type op struct {
		store bool
		alloc int
		off   uint64
	}
	rng := rand.New(rand.NewSource(11))
	var directLoads, reruns int
	for scenario := 0; scenario < 400; scenario++ {
		g := &globalMem{}
		for i := 0; i < 2; i++ {
			g.allocData(make([]byte, size))
			for j := range g.allocs[i].data {
				g.allocs[i].data[j] = byte(rng.Intn(256))
			}
		}
		serial := [][]byte{append([]byte(nil), g.allocs[0].data...), append([]byte(nil), g.allocs[1].data...)}
		var vers pageVersions
		vers.init(g)
		n := 2 + rng.Intn(8)
		ops := make([][]op, n)
		for k := range ops {
			for range 1 + rng.Intn(6) {
				ops[k] = append(ops[k], op{store: rng.Intn(3) == 0, alloc: rng.Intn(2), off: 4 * uint64(rng.Intn(8+rng.Intn(2)*(size/4-8)))})
			}
		}
		// A CTA adds what it loads and stores the sum plus its index.
		run := func(o *overlay, k int) {
			sum := uint32(k)
			for _, p := range ops[k] {
				a := g.allocs[p.alloc]
				if p.store {
					binary.LittleEndian.PutUint32(o.ref(a, p.off, 4, "store"), sum)
					o.wrote = true
					continue
				}
				if o.readDirect(a) {
					directLoads++
					sum += binary.LittleEndian.Uint32(a.data[p.off:])
				} else {
					sum += binary.LittleEndian.Uint32(o.ref(a, p.off, 4, "load"))
				}
			}
		}
		for k := range ops { // the serial run
			sum := uint32(k)
			for _, p := range ops[k] {
				b := serial[p.alloc][p.off : p.off+4]
				if p.store {
					binary.LittleEndian.PutUint32(b, sum)
				} else {
					sum += binary.LittleEndian.Uint32(b)
				}
			}
		}
		ovs, start := make([]*overlay, n), make([]int, n)
		committed := 0
		commitNext := func() {
			k := committed
			for j := start[k]; j < k; j++ {
				if ovs[k].readsWritesOf(ovs[j]) {
					reruns++
					ovs[k].reset()
					run(ovs[k], k)
					break
				}
			}
			vers.commit(ovs[k])
			committed++
		}
		for k := range n {
			for target := max(0, k-3) + rng.Intn(min(k, 3)+1); committed < target; {
				commitNext()
			}
			ovs[k], start[k] = newOverlay(&vers), committed
			run(ovs[k], k)
		}
		for committed < n {
			commitNext()
		}
		vers.flush()
		for i := range serial {
			for j := range serial[i] {
				if g.allocs[i].data[j] != serial[i][j] {
					t.Fatalf("scenario %d: allocation %d byte %d is %#x after the flush, %#x in the serial run", scenario, i, j, g.allocs[i].data[j], serial[i][j])
				}
			}
		}
	}
	t.Logf("%d direct loads, %d CTAs run again", directLoads, reruns)
	if directLoads < 500 || reruns < 50 {
		t.Errorf("%d direct loads, %d CTAs run again: too few to test", directLoads, reruns)
	}
}

// TestReadDirectDeclines checks readDirect's conditions: an allocation
// the CTA holds a page of, or one a commit published a page of, is read
// through the overlay; others directly, recorded in direct.
func TestReadDirectDeclines(t *testing.T) {
	g := &globalMem{}
	g.alloc(pageBytes)
	g.alloc(pageBytes)
	a, b := g.allocs[0], g.allocs[1]
	var vers pageVersions
	vers.init(g)
	o, w := newOverlay(&vers), newOverlay(&vers)
	if !o.readDirect(a) || o.direct != a.ovBit {
		t.Fatalf("a fresh allocation: readDirect false or direct %#x", o.direct)
	}
	o.ref(b, 0, 4, "load")
	if o.readDirect(b) || o.direct&b.ovBit != 0 {
		t.Fatalf("an allocation the CTA holds a page of is read directly")
	}
	o.ref(a, 8, 4, "store") // a holds a page of a now too
	if o.readDirect(a) {
		t.Fatalf("an allocation the CTA wrote is read directly")
	}
	w.ref(b, 4, 4, "store")
	w.wrote = true
	vers.commit(w)
	if r := newOverlay(&vers); r.readDirect(b) || !r.readDirect(a) {
		t.Fatalf("after a commit to b: readDirect(b) true or readDirect(a) false")
	}
	// o read a directly and b's byte 0 through its page; w wrote b's
	// bytes 4-7: no conflict. A CTA that writes any byte of a conflicts.
	if o.readsWritesOf(w) {
		t.Fatalf("a CTA conflicts with one that wrote bytes it did not read")
	}
	w2 := newOverlay(&vers)
	w2.ref(a, pageBytes-4, 4, "store")
	w2.wrote = true
	vers.commit(w2)
	if !o.readsWritesOf(w2) {
		t.Fatalf("a CTA that read a directly does not conflict with one that wrote a")
	}
}

// TestDirectReadsNoteWrites checks the program's note of what its last
// parallel launch wrote (dependentCTAs.written): none learned before the
// first (whose loads then read no allocation directly: written all ones),
// the allocations its commits wrote after it (out, the launch's one
// buffer and first allocation), and the launches starting with it give
// the serial launch's results.
func TestDirectReadsNoteWrites(t *testing.T) {
	p, l := loadLaunchCost(t)
	res1, st1, err := Run(p, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.dependent.learned.Load() {
		t.Fatalf("a serial launch left a note")
	}
	for i := 0; i < 2; i++ {
		res2, st2, err := Run(p, l, Options{Jobs: 2})
		if err != nil {
			t.Fatal(err)
		}
		if got := p.dependent.written.Load(); !p.dependent.learned.Load() || got != 1 {
			t.Fatalf("launch %d: the note is %#x (learned %v), want 1 (out)", i, got, p.dependent.learned.Load())
		}
		if !reflect.DeepEqual(res1, res2) || *st1 != *st2 {
			t.Fatalf("launch %d: the parallel launch differs from the serial one: statistics %+v and %+v", i, *st2, *st1)
		}
	}
}

// TestDirectReadsLaunches runs out[gid] = 3*in[gid] + out[gid] over 64 CTAs
// serially and then three times with 2 jobs on one program: the first
// parallel launch reads no allocation directly, the next ones read in
// (which no launch writes) directly and out (learned as written) through
// the overlay; every launch must give the serial one's buffers and
// statistics, which the test also checks against the formula.
func TestDirectReadsLaunches(t *testing.T) {
	const ctas, threads = 64, 96
	insts := assemble(t, gidStore+`MOV.64 R[8:9], c[0x0][0x168] ; IMAD.WIDE.U32 R[8:9], R3, 0x4, R[8:9] ;
		LDG R6, [R[8:9]] ; LDG R7, [R[4:5]] ; IMAD R7, R6, 0x3, R7 ; STG [R[4:5]], R7 ; EXIT ;`)
	ConservativeControl(insts)
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		t.Fatal(err)
	}
	k := obj.Kernel{Name: "direct", Code: code}
	regs := obj.CountRegisters(insts)
	regs.GPRs = max(regs.GPRs, 16)
	k.SetRegisters(regs)
	p, err := Load(&k)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(3))
	out, in := make([]byte, 4*ctas*threads), make([]byte, 4*ctas*threads)
	rng.Read(out)
	rng.Read(in)
	l := launch.Launch{Grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, Block: launch.Dim3{X: threads, Y: 1, Z: 1},
		Args: []launch.Arg{{Kind: launch.Buffer, Name: "out", Data: out, Elem: "u32"}, {Kind: launch.Buffer, Name: "in", Data: in, Elem: "u32"}}}
	res1, st1, err := Run(p, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := res1.Buffers[0]
	for i := 0; i < ctas*threads; i++ {
		want := 3*binary.LittleEndian.Uint32(in[4*i:]) + binary.LittleEndian.Uint32(out[4*i:])
		if g := binary.LittleEndian.Uint32(got[4*i:]); g != want {
			t.Fatalf("serial: out[%d] = %#x, want %#x", i, g, want)
		}
	}
	for i := 0; i < 3; i++ {
		res2, st2, err := Run(p, l, Options{Jobs: 2})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(res1, res2) || *st1 != *st2 {
			t.Fatalf("parallel launch %d differs from the serial one: statistics %+v and %+v", i, *st2, *st1)
		}
		if w := p.dependent.written.Load(); w != 1 {
			t.Fatalf("parallel launch %d: the note is %#x, want 1 (out)", i, w)
		}
	}
}
