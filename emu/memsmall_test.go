package emu

import (
	"math/bits"
	"math/rand"
	"reflect"
	"testing"
)

// TestOverlaySmallAgreesWithRef compares smallWarp, a parallel launch's
// walk for global bytes and halfwords, with ref applied lane by lane (the
// definition of the overlay's bytes, marks and page order, refLanes):
// lanes at one address (the last store wins), consecutive, 16, 64 and 200
// bytes apart (memcpy's loops over records: up to seven pages), in lane
// order or descending (pages first touched by a high lane), near page
// boundaries, with masks of every kind, loads signed and unsigned into
// the address register, and accesses that follow stores to the same bytes
// (a byte written before it is read is not marked read). Lanes spread over
// more than smallPages pages must be declined with nothing changed.
func TestOverlaySmallAgreesWithRef(t *testing.T) {
	rng := rand.New(rand.NewSource(14))
	const allocPages = 24 // room for 32 lanes 600 bytes apart
	a, initial, newState := randomOverlayMemory(rng, allocPages)
	var multiPage, declined, halves, signedLoads, aliased, sparse, dense int
	for iter := 0; iter < 3000; iter++ {
		fast, ref := newState(), newState()
		for r := range fast.w.r {
			for l := range fast.w.r[r] {
				fast.w.r[r][l] = rng.Uint32()
			}
		}
		copy(ref.w.r, fast.w.r)
		for step := 0; step < 5; step++ {
			size := uint64(1 + rng.Intn(2))
			store := rng.Intn(2) == 0
			in := inst{size: uint8(size), signed: rng.Intn(2) == 0, d: 4, a: operand{kind: oGPR, reg: 0}, b: operand{kind: oGPR, reg: 8}}
			in.off = [...]int32{0, 2, -6, 1000}[rng.Intn(4)]
			if !store && rng.Intn(5) == 0 {
				in.d = 0 // the address register
				aliased++
			}
			if store && rng.Intn(8) == 0 {
				in.b.kind = oZero
			}
			m := ^uint32(0)
			switch rng.Intn(4) {
			case 0:
				m = rng.Uint32() | 1<<rng.Intn(32)
			case 1:
				m = 1 << rng.Intn(32)
			}
			stride := [...]int64{0, 1, 16, 64, 200, 300}[rng.Intn(6)] * int64(size)
			if rng.Intn(4) == 0 {
				stride = -stride
			}
			// Start near a page boundary, inside the allocation for
			// every lane.
			span := 31 * abs64(stride)
			lo := uint64(rng.Intn(int(allocPages*pageBytes - uint64(span) - size)))
			if rng.Intn(2) == 0 {
				lo = (lo>>pageBits+1)<<pageBits - uint64(rng.Intn(8))*size
				lo = min(lo, allocPages*pageBytes-uint64(span)-size)
			}
			lo &^= size - 1
			addrs := make([]uint64, 32)
			for l := range addrs {
				if stride >= 0 {
					addrs[l] = lo + uint64(int64(l)*stride)
				} else {
					addrs[l] = lo + uint64(int64(31-l)*-stride)
				}
			}
			at, end := ^uint64(0), uint64(0)
			for l, ad := range addrs {
				if m>>l&1 != 0 {
					at, end = min(at, ad), max(end, ad+size)
				}
			}
			for _, s := range []*overlaySide{fast, ref} {
				for l, ad := range addrs {
					ad += a.base - uint64(int64(in.off))
					s.w.r[0][l], s.w.r[1][l] = uint32(ad), uint32(ad>>32)
				}
			}
			before := append([][32]uint32(nil), fast.w.r...)
			off32 := uint32(uint64(int64(in.off)) - a.base)
			if !fast.ov.smallWarp(fast.w, &in, m, a, off32, &fast.w.r[0], at, end, store) {
				if (end-1)>>pageBits-at>>pageBits < smallPages {
					t.Fatalf("iteration %d: smallWarp declines lanes in %d pages", iter, (end-1)>>pageBits-at>>pageBits+1)
				}
				if !reflect.DeepEqual(fast.w.r, before) {
					t.Fatalf("iteration %d: a declined access changed registers", iter)
				}
				if msg := diffOverlays(fast.ov, ref.ov); msg != "" {
					t.Fatalf("iteration %d: a declined access changed the overlay: %s", iter, msg)
				}
				declined++
				continue
			}
			if at>>pageBits != (end-1)>>pageBits {
				multiPage++
			}
			if end-at >= sparseSpacing*uint64(bits.OnesCount32(m)) { // smallSparse's walk
				sparse++
			} else if bits.OnesCount32(m) > 1 {
				dense++
			}
			if size == 2 {
				halves++
			}
			if !store && in.signed {
				signedLoads++
			}
			refLanes(ref.w, ref.ov, &in, m, a, store)
			if !reflect.DeepEqual(fast.w.r, ref.w.r) {
				t.Fatalf("iteration %d step %d (store %v, size %d, stride %d, mask %#x): registers differ", iter, step, store, size, stride, m)
			}
			if msg := diffOverlays(fast.ov, ref.ov); msg != "" {
				t.Fatalf("iteration %d step %d (store %v, size %d, stride %d, mask %#x): %s", iter, step, store, size, stride, m, msg)
			}
			for i, p := range fast.ov.list {
				if p.dirty != ref.ov.list[i].dirty {
					t.Fatalf("iteration %d step %d: page %d's dirty differs", iter, step, i)
				}
			}
		}
	}
	if !reflect.DeepEqual(a.data, initial) {
		t.Errorf("the overlays' stores changed the allocation's bytes")
	}
	if multiPage < 1000 || declined < 100 || halves < 2000 || signedLoads < 1000 || aliased < 500 || sparse < 2000 || dense < 2000 {
		t.Errorf("only %d accesses over several pages, %d declined, %d of halfwords, %d signed loads, %d into the address register, %d sparse, %d dense",
			multiPage, declined, halves, signedLoads, aliased, sparse, dense)
	}
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
