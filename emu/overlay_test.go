package emu

import (
	"encoding/binary"
	"math/bits"
	"math/rand"
	"reflect"
	"testing"
)

// overlaySide is one side of an overlay comparison test: a warp and an
// overlay over the same memory, with the same history of accesses.
type overlaySide struct {
	w  *warp
	ov *overlay
}

// randomOverlayMemory is the overlay comparison tests' memory: one
// allocation of pages pages of random bytes (drawn from rng), a copy of
// them to check that the overlays' stores leave them unchanged, and a
// constructor of sides (a warp with 16 registers and an overlay over the
// allocation).
func randomOverlayMemory(rng *rand.Rand, pages uint64) (a *allocation, initial []byte, newSide func() *overlaySide) {
	dev := NewDevice(Options{})
	dev.mem.alloc(pages * pageBytes)
	a = dev.mem.allocs[0]
	for i := range a.data {
		a.data[i] = byte(rng.Intn(256))
	}
	initial = append([]byte(nil), a.data...)
	vers := &pageVersions{}
	vers.init(&dev.mem)
	return a, initial, func() *overlaySide {
		return &overlaySide{w: &warp{r: make([][32]uint32, 16)}, ov: newOverlay(vers)}
	}
}

// TestOverlayWarpPathsAgreeWithRef compares loadWarp and storeWarp, the
// overlay's one-pass loops for 1-, 4- and 8-byte global accesses, with ref
// applied lane by lane (the definition of the overlay's marks and bytes):
// lanes clustered around page boundaries (the first and last words of a
// page, lanes on both sides), lanes that share an address (the last store
// wins), the destination register that is also the address register, and
// accesses that follow stores to the same page (a byte written before it
// is read is not marked read). Registers, every page's bytes and marks,
// and the overlay's wrote must be identical, and the allocation's bytes
// unchanged (stores go to the overlay only).
func TestOverlayWarpPathsAgreeWithRef(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	a, initial, newState := randomOverlayMemory(rng, 6)
	base := a.base
	var splits, dups, seqs, onePage, onePageStores, sparseLoads, sparseStores, denseWords int
	for iter := 0; iter < 4000; iter++ {
		warpSide, refSide := newState(), newState()
		for r := range warpSide.w.r {
			for l := range warpSide.w.r[r] {
				warpSide.w.r[r][l] = rng.Uint32()
			}
		}
		copy(refSide.w.r, warpSide.w.r)
		for step := 0; step < 4; step++ {
			size := [...]uint64{1, 4, 8}[rng.Intn(3)]
			store := rng.Intn(2) == 0
			in := inst{size: uint8(size), signed: rng.Intn(2) == 0, d: 4, a: operand{kind: oGPR, reg: 0}, b: operand{kind: oGPR, reg: 8}}
			in.off = [...]int32{0, 8, -16}[rng.Intn(3)]
			if !store && rng.Intn(6) == 0 {
				in.d = 0 // the address register
			}
			if store && rng.Intn(8) == 0 {
				in.b.kind = oZero
			}
			m := ^uint32(0)
			switch rng.Intn(4) {
			case 0:
				m = rng.Uint32()
			case 1:
				m = 1 << rng.Intn(32)
			}
			// Lanes start near a page boundary and step by size (or stay
			// put, or jump): most warps cross into the next page.
			page := uint64(1 + rng.Intn(4))
			start := page*pageBytes - uint64(rng.Intn(40))*size
			stride := size
			switch rng.Intn(5) {
			case 0:
				stride = 0
			case 1:
				stride = size * uint64(1+rng.Intn(20))
			}
			var pages [2]bool
			addrs := make([]uint64, 32)
			for l := range addrs {
				off := (start + uint64(l)*stride) % (6*pageBytes - size)
				if rng.Intn(10) == 0 {
					off = uint64(rng.Intn(6*pageBytes/int(size))) * size
				}
				addrs[l] = base + off
				if m>>l&1 != 0 {
					pages[off>>pageBits&1] = true
				}
			}
			if pages[0] && pages[1] {
				splits++
			}
			if stride == 0 {
				dups++
			}
			for _, s := range []*overlaySide{warpSide, refSide} {
				for l, ad := range addrs {
					ad -= uint64(int64(in.off))
					s.w.r[0][l], s.w.r[1][l] = uint32(ad), uint32(ad>>32)
				}
			}
			ra, rh := &warpSide.w.r[0], &warpSide.w.r[1]
			// Consecutive active lanes (what region64 calls seq) try the
			// one-block paths first, as loadRegion and storeRegion do.
			first := bits.TrailingZeros32(m) & 31
			seq := true
			for l := first; l < 32; l++ {
				seq = seq && (m>>l&1 == 0 || addrs[l] == addrs[first]+uint64(l-first)*size)
			}
			at := addrs[first] - a.base
			// The lowest and the end of the highest active lane's bytes,
			// as region64 passes them: loads in one page take loadPage.
			lo, hi := ^uint64(0), uint64(0)
			for l, ad := range addrs {
				if m>>l&1 != 0 {
					lo, hi = min(lo, ad-a.base), max(hi, ad-a.base+size)
				}
			}
			if !store && size != 1 && lo>>pageBits == (hi-1)>>pageBits {
				onePage++
			}
			var ok bool
			switch {
			case store && seq && warpSide.ov.storeSeqWarp(warpSide.w, &in, m, a, at),
				!store && seq && warpSide.ov.loadSeqWarp(warpSide.w, &in, m, a, at):
				ok = true
				seqs++
			case store && size != 1 && m != 0 && lo>>pageBits == (hi-1)>>pageBits:
				// Words or pairs in one page, as storeRegion passes them.
				p := warpSide.ov.pageOf(a, lo>>pageBits)
				warpSide.ov.storePage(warpSide.w, &in, m, p, uint64(int64(in.off))-a.base-lo&^(pageBytes-1), ra)
				warpSide.ov.wrote = true
				ok = true
				onePageStores++
			case store:
				ok = warpSide.ov.storeWarp(warpSide.w, &in, m, a, a.base, ra, rh, lo, hi)
				if size != 1 && m != 0 && hi-lo >= wordsSparseSpacing*uint64(bits.OnesCount32(m)) {
					sparseStores++ // storeSparse
				} else if size != 1 && m&(m-1) != 0 {
					denseWords++
				}
			default:
				ok = warpSide.ov.loadWarp(warpSide.w, &in, m, a, a.base, ra, rh, lo, hi)
				if size != 1 && lo>>pageBits != (hi-1)>>pageBits && hi-lo >= wordsSparseSpacing*uint64(bits.OnesCount32(m)) {
					sparseLoads++ // loadSparse
				} else if size != 1 && lo>>pageBits != (hi-1)>>pageBits {
					denseWords++
				}
			}
			if !ok {
				t.Fatalf("iteration %d: the warp path declines a %d-byte access", iter, size)
			}
			refLanes(refSide.w, refSide.ov, &in, m, a, store)
			if !reflect.DeepEqual(warpSide.w.r, refSide.w.r) {
				t.Fatalf("iteration %d step %d (store %v, size %d, mask %#x): registers differ", iter, step, store, size, m)
			}
			if msg := diffOverlays(warpSide.ov, refSide.ov); msg != "" {
				t.Fatalf("iteration %d step %d (store %v, size %d, mask %#x): %s", iter, step, store, size, m, msg)
			}
		}
	}
	// Stores never reach the allocation, which other workers read.
	if !reflect.DeepEqual(a.data, initial) {
		t.Errorf("the overlays' stores changed the allocation's bytes")
	}
	if splits < 1000 || dups < 500 || seqs < 500 || onePage < 1000 || onePageStores < 100 || sparseLoads < 1000 || sparseStores < 1000 || denseWords < 300 {
		t.Errorf("only %d accesses spread over two pages, %d with every lane at one address, %d consecutive in one page, %d loads and %d stores of words or pairs in one page, %d sparse loads and %d sparse stores, %d others of several lanes",
			splits, dups, seqs, onePage, onePageStores, sparseLoads, sparseStores, denseWords)
	}
}

// refLanes is the lane-by-lane access the warp paths replace: ref for each
// active lane in ascending order, with the register values as loadLane
// and storeLane read and write them.
func refLanes(w *warp, o *overlay, in *inst, m uint32, a *allocation, store bool) {
	for lane := 0; lane < 32; lane++ {
		if m>>lane&1 == 0 {
			continue
		}
		addr := (uint64(w.r[int(in.a.reg)][lane]) | uint64(w.r[int(in.a.reg)+1][lane])<<32) + uint64(int64(in.off))
		what := "load"
		if store {
			what = "store"
		}
		b := o.ref(a, addr-a.base, uint64(in.size), what)
		if in.size == 1 {
			v := uint32(0)
			if in.b.kind == oGPR {
				v = w.r[int(in.b.reg)][lane]
			}
			switch {
			case store:
				b[0] = byte(v)
			case in.signed:
				w.r[int(in.d)][lane] = uint32(int32(int8(b[0])))
			default:
				w.r[int(in.d)][lane] = uint32(b[0])
			}
			continue
		}
		if in.size == 2 {
			v := uint32(0)
			if in.b.kind == oGPR {
				v = w.r[int(in.b.reg)][lane]
			}
			switch {
			case store:
				binary.LittleEndian.PutUint16(b, uint16(v))
			case in.signed:
				w.r[int(in.d)][lane] = uint32(int32(int16(binary.LittleEndian.Uint16(b))))
			default:
				w.r[int(in.d)][lane] = uint32(binary.LittleEndian.Uint16(b))
			}
			continue
		}
		for k := 0; k < int(in.size)/4; k++ {
			if store {
				v := uint32(0)
				if in.b.kind == oGPR {
					v = w.r[int(in.b.reg)+k][lane]
				}
				binary.LittleEndian.PutUint32(b[4*k:], v)
			} else {
				w.r[int(in.d)+k][lane] = binary.LittleEndian.Uint32(b[4*k:])
			}
		}
	}
}

// diffOverlays describes how two overlays' pages (bytes, marks, the order
// they were touched) and wrote differ ("" if they do not).
func diffOverlays(x, y *overlay) string {
	if len(x.list) != len(y.list) {
		return "different numbers of pages"
	}
	for i, p := range x.list {
		q := y.list[i]
		switch {
		case x.keys[i] != y.keys[i]:
			return "pages touched in a different order"
		case p.data != q.data:
			return "page bytes differ"
		case p.read != q.read:
			return "read marks differ"
		case p.written != q.written:
			return "written marks differ"
		case p.dirty != q.dirty:
			return "dirty differs"
		}
	}
	if x.wrote != y.wrote {
		return "wrote differs"
	}
	return ""
}

// TestOverlayIndexAcrossResets checks the overlay's page index: pages
// found after it grows, none of a previous CTA's pages found after reset,
// and page contents taken afresh from memory for the next CTA.
func TestOverlayIndexAcrossResets(t *testing.T) {
	dev := NewDevice(Options{})
	const pages = 700 // several growths of the index
	dev.mem.alloc(pages * pageBytes)
	a := dev.mem.allocs[0]
	for i := range a.data {
		a.data[i] = byte(i / pageBytes)
	}
	var vers pageVersions
	vers.init(&dev.mem)
	o := newOverlay(&vers)
	for cta := 0; cta < 3; cta++ {
		for n := uint64(0); n < pages; n += uint64(1 + cta) {
			b := o.ref(a, n*pageBytes+4, 4, "store")
			if b[0] != byte(n) {
				t.Fatalf("CTA %d page %d reads %d, want %d", cta, n, b[0], byte(n))
			}
			b[0] = 0xEE
		}
		for n := uint64(0); n < pages; n++ {
			p := o.page(pageKey{a, n})
			if touched := n%uint64(1+cta) == 0; (p != nil) != touched {
				t.Fatalf("CTA %d: page %d found %v, touched %v", cta, n, p != nil, touched)
			}
		}
		o.reset()
		if p := o.page(pageKey{a, 0}); p != nil {
			t.Fatalf("after reset, page 0 is still found")
		}
	}
}

// TestOverlayReductionLog checks the reductions' protocol on overlays of
// three CTAs over one allocation of 32-bit words, each word's expected
// value worked out from the serial order (CTA 0, then 1, then 2):
// word 0: CTAs 0 and 1 add 5 and 7 (logged, no conflict): 100+5+7;
// word 1: CTA 0 stores 40 then adds 2 (an atomic on its own store, not
// logged): 42, then CTA 1 adds 1: 43;
// word 2: CTA 0 adds 9 then stores 11 (the store wins): 11;
// word 3: CTA 1 exchanges in 77 (the old value unused): 77;
// CTA 2 loads word 0, which CTAs 0 and 1 reduced: it conflicts with both.
func TestOverlayReductionLog(t *testing.T) {
	a := &allocation{base: 0x1000, data: make([]byte, 64)}
	for i := 0; i < 4; i++ {
		binary.LittleEndian.PutUint32(a.data[4*i:], 100)
	}
	var vers pageVersions
	vers.init(&globalMem{allocs: []*allocation{a}})
	atomic := func(o *overlay, off uint64, op uint8, v uint32) {
		o.reducing = true
		b := o.ref(a, off, 4, "atomic")
		binary.LittleEndian.PutUint32(b, uint32(atomicOp(op, atomU32, uint64(binary.LittleEndian.Uint32(b)), uint64(v), 0)))
		o.logReduction(op, atomU32, uint64(v), 0)
		o.reducing = false
	}
	store := func(o *overlay, off uint64, v uint32) {
		binary.LittleEndian.PutUint32(o.ref(a, off, 4, "store"), v)
	}
	o0, o1, o2 := newOverlay(&vers), newOverlay(&vers), newOverlay(&vers)
	atomic(o0, 0, atomADD, 5)
	store(o0, 4, 40)
	atomic(o0, 4, atomADD, 2)
	atomic(o0, 8, atomADD, 9)
	store(o0, 8, 11)
	atomic(o1, 0, atomADD, 7)
	atomic(o1, 4, atomADD, 1)
	atomic(o1, 12, atomEXCH, 77)
	o2.ref(a, 0, 4, "load")
	if len(o0.log) != 2 || len(o1.log) != 3 {
		t.Fatalf("logged %d and %d reductions, want 2 (words 0 and 2) and 3", len(o0.log), len(o1.log))
	}
	if o1.readsWritesOf(o0) {
		t.Errorf("CTA 1 conflicts with CTA 0: reductions read nothing")
	}
	if !o2.readsWritesOf(o0) || !o2.readsWritesOf(o1) {
		t.Errorf("CTA 2 loaded a word CTAs 0 and 1 reduced but does not conflict with them")
	}
	vers.commit(o0)
	vers.commit(o1)
	vers.flush()
	for i, want := range []uint32{112, 43, 11, 77} {
		if got := binary.LittleEndian.Uint32(a.data[4*i:]); got != want {
			t.Errorf("word %d = %d, want %d", i, got, want)
		}
	}
}

// TestOverlayCommitWholePage runs CTAs' global accesses through overlays
// as a parallel launch does (each CTA started after a random number of
// the earlier ones committed, commits in order, a CTA that read bytes a
// CTA committed since its start run again first) and compares the memory
// after the flush with the CTAs' accesses applied in order to a plain
// copy (the serial run): stores, reductions (logged) and atomics (read
// and written) of 4 and 8 bytes, clustered in a few words of three pages
// of which the last is short. It does so with pageVersions.commit taking
// a page whose base is still the newest version whole and with that path
// off, and checks that both paths ran.
func TestOverlayCommitWholePage(t *testing.T) {
	type access struct {
		kind      int // 0 load, 1 store, 2 reduction, 3 atomic
		off, size uint64
		v         uint64
		op        uint8
	}
	const size = 3*pageBytes - 40
	get := func(b []byte) uint64 {
		if len(b) == 8 {
			return binary.LittleEndian.Uint64(b)
		}
		return uint64(binary.LittleEndian.Uint32(b))
	}
	put := func(b []byte, v uint64) {
		if len(b) == 8 {
			binary.LittleEndian.PutUint64(b, v)
		} else {
			binary.LittleEndian.PutUint32(b, uint32(v))
		}
	}
	typ := func(size uint64) uint8 {
		if size == 8 {
			return atomU64
		}
		return atomU32
	}
	var whole, slow int
	for _, noWhole := range []bool{false, true} {
		rng := rand.New(rand.NewSource(5))
		for scenario := 0; scenario < 300; scenario++ {
			a := &allocation{base: 0x1000, data: make([]byte, size)}
			for i := range a.data {
				a.data[i] = byte(rng.Intn(256))
			}
			serial := append([]byte(nil), a.data...)
			var vers pageVersions
			vers.noWhole = noWhole
			vers.init(&globalMem{allocs: []*allocation{a}})
			n := 2 + rng.Intn(10)
			accesses := make([][]access, n)
			for k := range accesses {
				for range 1 + rng.Intn(8) {
					ac := access{kind: rng.Intn(4), size: uint64(4 << rng.Intn(2)), v: rng.Uint64(), op: [...]uint8{atomADD, atomEXCH, atomMAX}[rng.Intn(3)]}
					switch rng.Intn(3) {
					case 0: // the first words of a page
						ac.off = uint64(rng.Intn(3))*pageBytes + 8*uint64(rng.Intn(4))
					case 1: // the last words of a page (of the allocation for the last)
						ac.off = min(uint64(1+rng.Intn(3))*pageBytes, size) - 8*uint64(1+rng.Intn(4))
					default:
						ac.off = 8 * uint64(rng.Intn(size/8))
					}
					accesses[k] = append(accesses[k], ac)
				}
			}
			run := func(o *overlay, acs []access) {
				for _, ac := range acs {
					switch ac.kind {
					case 0:
						o.ref(a, ac.off, ac.size, "load")
					case 1:
						put(o.ref(a, ac.off, ac.size, "store"), ac.v)
					default:
						o.reducing = ac.kind == 2
						b := o.ref(a, ac.off, ac.size, "atomic")
						nv := atomicOp(ac.op, typ(ac.size), get(b), ac.v, 0)
						if o.reducing {
							o.logReduction(ac.op, typ(ac.size), ac.v, 0)
						}
						put(b, nv)
						o.reducing = false
					}
				}
			}
			for _, acs := range accesses { // the serial run
				for _, ac := range acs {
					b := serial[ac.off : ac.off+ac.size]
					switch ac.kind {
					case 1:
						put(b, ac.v)
					case 2, 3:
						put(b, atomicOp(ac.op, typ(ac.size), get(b), ac.v, 0))
					}
				}
			}
			ovs, start := make([]*overlay, n), make([]int, n)
			committed := 0
			commitNext := func() {
				k := committed
				for j := start[k]; j < k; j++ {
					if ovs[k].readsWritesOf(ovs[j]) {
						ovs[k].reset()
						run(ovs[k], accesses[k])
						break
					}
				}
				before := vers.wholeCommits
				vers.commit(ovs[k])
				dirty := 0
				for _, p := range ovs[k].list {
					if p.dirty {
						dirty++
					}
				}
				whole += vers.wholeCommits - before
				slow += dirty - (vers.wholeCommits - before)
				committed++
			}
			for k := range n {
				for target := max(0, k-3) + rng.Intn(min(k, 3)+1); committed < target; {
					commitNext()
				}
				ovs[k], start[k] = newOverlay(&vers), committed
				run(ovs[k], accesses[k])
			}
			for committed < n {
				commitNext()
			}
			vers.flush()
			if !reflect.DeepEqual(a.data, serial) {
				for i := range serial {
					if a.data[i] != serial[i] {
						t.Fatalf("noWhole %v, scenario %d: byte %d is %#x after the flush, %#x in the serial run", noWhole, scenario, i, a.data[i], serial[i])
					}
				}
			}
		}
		if noWhole && whole != 0 || !noWhole && (whole < 100 || slow < 100) {
			t.Fatalf("noWhole %v: %d pages committed whole, %d merged", noWhole, whole, slow)
		}
		whole, slow = 0, 0
	}
}

// TestOverlayReusedPagesStartClean checks that pages reused from an
// earlier CTA (newPage) start with no marks, whether that CTA wrote,
// reduced or only read them: one CTA stores to a page, reduces into
// another and loads a third; after reset the next CTA's pages (the same
// ones, reused) carry no mark and are not dirty until it touches them.
func TestOverlayReusedPagesStartClean(t *testing.T) {
	dev := NewDevice(Options{})
	dev.mem.alloc(8 * pageBytes)
	a := dev.mem.allocs[0]
	var vers pageVersions
	vers.init(&dev.mem)
	o := newOverlay(&vers)
	o.ref(a, 0*pageBytes+8, 4, "store")
	o.reducing = true
	o.ref(a, 1*pageBytes+16, 4, "atomic")
	o.logReduction(0, 0, 1, 0)
	o.reducing = false
	o.ref(a, 2*pageBytes+24, 8, "load")
	o.reset()
	for n := uint64(4); n < 7; n++ {
		p := o.pageOf(a, n)
		if p.dirty || p.read != [pageWords]uint64{} || p.written != [pageWords]uint64{} || p.reduced != [pageWords]uint64{} {
			t.Fatalf("reused page %d starts with marks (dirty %v)", n, p.dirty)
		}
	}
	// A load of a reused page marks exactly its bytes read.
	o.ref(a, 4*pageBytes+64, 4, "load")
	if p := o.pageOf(a, 4); p.read[1] != 0xf || p.written[1] != 0 {
		t.Errorf("a load of a reused page marks read %#x, written %#x; want 0xf, 0", p.read[1], p.written[1])
	}
}
