package emu

import (
	"encoding/binary"
	"math/rand"
	"reflect"
	"testing"
)

// TestOverlayWarpPathsAgreeWithRef compares loadWarp and storeWarp, the
// overlay's one-pass loops for 1-, 4- and 8-byte global accesses, with ref
// applied lane by lane (the definition of the overlay's marks and bytes):
// lanes clustered around page boundaries (the first and last words of a
// page, lanes on both sides), lanes that share an address (the last store
// wins), the destination register that is also the address register, and
// accesses that follow stores to the same page (a byte written before it
// is read is not marked read). Registers, every page's bytes and marks,
// and the overlay's wrote must be identical.
func TestOverlayWarpPathsAgreeWithRef(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	dev := NewDevice(Options{})
	base := dev.mem.alloc(6 * pageBytes)
	a := dev.mem.allocs[0]
	for i := range a.data {
		a.data[i] = byte(rng.Intn(256))
	}
	var vers pageVersions
	vers.init(&dev.mem)
	// state is one side of the comparison: a warp and an overlay over the
	// same memory, with the same history of accesses.
	type state struct {
		w  *warp
		ov *overlay
	}
	newState := func() *state {
		return &state{w: &warp{r: make([][32]uint32, 16)}, ov: newOverlay(&vers)}
	}
	var splits, dups int
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
			for _, s := range []*state{warpSide, refSide} {
				for l, ad := range addrs {
					ad -= uint64(int64(in.off))
					s.w.r[0][l], s.w.r[1][l] = uint32(ad), uint32(ad>>32)
				}
			}
			ra, rh := &warpSide.w.r[0], &warpSide.w.r[1]
			var ok bool
			if store {
				ok = warpSide.ov.storeWarp(warpSide.w, &in, m, a, a.base, ra, rh)
			} else {
				ok = warpSide.ov.loadWarp(warpSide.w, &in, m, a, a.base, ra, rh)
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
	if splits < 1000 || dups < 500 {
		t.Errorf("only %d accesses spread over two pages and %d with every lane at one address", splits, dups)
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
