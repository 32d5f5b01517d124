package emu

import (
	"math/bits"
	"unsafe"

	"gpucc/launch"
)

// LDL and STL with few lanes active, as in the register saves and
// restores around a call (call_recursion: 12 registers per call, 5-6
// lanes; local_stack: 16): load32 and store32 with the space, its stride
// and the access size known, and no search for a uniform or consecutive
// shape (the lanes' bytes are a stride apart in local memory whatever
// their addresses). One walk checks and moves each lane; a lane that
// fails the check ends it with false, and execLoad's or execStore's
// per-lane path, which starts over, moves the lanes before it again to
// the same place. Fuller accesses go to load32 and store32 (their AVX2
// check and shapes); generic accesses whose lanes all address their own
// local memory (below) take a walk under 8 lanes.

// localFew says whether a generic access of m's lanes and size bytes
// takes genericLocal's walk: words or pairs, under 8 lanes, with local
// memory laid out as lanesFit requires (the stride and the space's bytes
// per lane are equal: 31*stride + stride bytes).
func (x *run) localFew(w *warp, size uint8, m uint32) bool {
	return x.localUnder(w, size, m, 8)
}

// localWalkLanes bounds the lanes of the LDL and STL that execLDL and
// execSTL walk: from 16 lanes on, load32's and store32's AVX2 check
// and block moves are faster (local_stack, 16 lanes: 6.53 -> 6.27 CPU ms
// per launch with the walk under 16 lanes instead of under 8; under 32:
// the same).
const localWalkLanes = 16

// underWalkLanes says whether m has fewer than localWalkLanes (16) lanes:
// execLDL's and execSTL's test, a popcount without bits.OnesCount32, whose
// fallback call for hosts without POPCNT made both functions spill their
// arguments at entry and reload them (TestUnderWalkLanes).
func underWalkLanes(m uint32) bool {
	v := m - m>>1&0x55555555
	v = v&0x33333333 + v>>2&0x33333333
	v = (v + v>>4) & 0x0f0f0f0f
	return v*0x01010101>>24 < localWalkLanes
}

// localAddrReg is addrReg's low word for LDL and STL without the bounds
// check: a GPR address register lies inside the register file (Load
// checks every register an instruction names), and any other address
// operand reads as zero, as x.address takes it.
func localAddrReg(w *warp, in *inst) *[32]uint32 {
	if in.a.kind != oGPR {
		return &zeroLanes.v
	}
	return gprRow(w, in.a.reg)
}

// gprRow is &w.r[d] without the bounds check, for a register (not RZ)
// the instruction names, which Load checked against the register file:
// LDL's destination (both of a pair) and address register.
func gprRow(w *warp, d uint8) *[32]uint32 {
	return (*[32]uint32)(unsafe.Add(w.base[oGPR], uintptr(d)*unsafe.Sizeof([32]uint32{})))
}

// localUnder is localFew for fewer than n lanes.
func (x *run) localUnder(w *warp, size uint8, m uint32, n int) bool {
	return (size == 4 || size == 8) && bits.OnesCount32(m) < n && uint64(len(w.local)) >= uint64(x.localBytes)<<5
}

// localLimit returns the bound lim for which an access of size bytes (4
// or 8) at a in a lane's local memory of stride bytes is aligned and
// inside it exactly when bits.RotateLeft32(a, -log2(size)) <= lim, and
// false when no address is (stride < size). The rotation moves the
// alignment bits to the top: when one is set the result is at least
// 2^29, above lim (lim < stride < 2^29; MaxLocalBytes is 2^20); when
// none is, it is a/size, and a/size <= (stride-size)/size (rounded down)
// exactly when a + size <= stride.
func localLimit(stride uint64, size uint8) (lim uint32, ok bool) {
	if stride < uint64(size) || stride >= 1<<29 {
		return 0, false
	}
	return uint32((stride - uint64(size)) >> (size>>2 + 1)), true // size 4: 2, 8: 3
}

// execLDL is execLoad for LDL (Load gives it to the local space's loads,
// without execLoad's switch on the space): under localWalkLanes lanes one
// walk, else load32, and the per-lane path loadLanes when these decline.
func execLDL(x *run, w *warp, in *inst, m uint32) *Error {
	off, stride := uint32(in.off), uint64(x.localBytes)
	if in.size != 4 && in.size != 8 || !underWalkLanes(m) || uint64(len(w.local)) < stride<<5 {
		if x.load32(w, in, m, spLocal) {
			return nil
		}
		return x.loadLanes(w, in, m, spLocal)
	}
	ra := localAddrReg(w, in)
	if in.d == 255 {
		hi, or := scanHiOr(ra, off, m)
		if or&uint32(in.size-1) == 0 && uint64(hi)+uint64(in.size) <= stride {
			return nil
		}
		return x.loadLanes(w, in, m, spLocal)
	}
	// lanesFit and the checks put every lane's bytes inside w.local.
	base := unsafe.Pointer(unsafe.SliceData(w.local))
	v0 := gprRow(w, in.d)
	if in.a.kind != oGPR || int(in.a.reg) < int(in.d) || int(in.a.reg) > int(in.d)+int(in.size)/4-1 {
		// The address register is not a destination: one walk checks
		// and loads each lane. A lane that fails the check ends it;
		// the lanes before it have loaded what the per-lane path, which
		// then starts over, loads again (their addresses unchanged).
		// One compare per lane checks the alignment and the bounds
		// (see localLimit).
		lim, ok := localLimit(stride, in.size)
		if !ok {
			return x.loadLanes(w, in, m, spLocal)
		}
		if in.size == 4 {
			for mm := m; mm != 0; mm &= mm - 1 {
				lane := bits.TrailingZeros32(mm) & 31
				a := ra[lane] + off
				if bits.RotateLeft32(a, -2) > lim {
					return x.loadLanes(w, in, m, spLocal)
				}
				v0[lane] = wordAt(unsafe.Add(base, uint64(lane)*stride+uint64(a)))
			}
			return nil
		}
		v1 := gprRow(w, in.d+1)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			a := ra[lane] + off
			if bits.RotateLeft32(a, -3) > lim {
				return x.loadLanes(w, in, m, spLocal)
			}
			p := unsafe.Add(base, uint64(lane)*stride+uint64(a))
			v0[lane], v1[lane] = wordAt(p), wordAt(unsafe.Add(p, 4))
		}
		return nil
	}
	hi, or := scanHiOr(ra, off, m)
	if or&uint32(in.size-1) != 0 || uint64(hi)+uint64(in.size) > stride {
		return x.loadLanes(w, in, m, spLocal)
	}
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			v0[lane] = wordAt(unsafe.Add(base, uint64(lane)*stride+uint64(ra[lane]+off)))
		}
		return nil
	}
	v1 := gprRow(w, in.d+1)
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		p := unsafe.Add(base, uint64(lane)*stride+uint64(ra[lane]+off))
		lo, hi := wordAt(p), wordAt(unsafe.Add(p, 4))
		v0[lane], v1[lane] = lo, hi
	}
	return nil
}

// execSTL is execStore for STL, as execLDL is execLoad for LDL. One
// walk checks and stores each lane; a lane that fails the check ends it, and the lanes
// before it have stored what the per-lane path, which then starts over
// (and also stores the lanes before a faulting one), stores again: the
// lanes' local memories are disjoint and a store changes no register.
func execSTL(x *run, w *warp, in *inst, m uint32) *Error {
	off, stride := uint32(in.off), uint64(x.localBytes)
	if in.size != 4 && in.size != 8 || !underWalkLanes(m) || uint64(len(w.local)) < stride<<5 {
		if x.store32(w, in, m, spLocal) {
			return nil
		}
		return x.storeLanes(w, in, m, spLocal)
	}
	ra := localAddrReg(w, in)
	base := unsafe.Pointer(unsafe.SliceData(w.local))
	v0 := storeVal(w, in, 0)
	lim, ok := localLimit(stride, in.size)
	if !ok {
		return x.storeLanes(w, in, m, spLocal)
	}
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			a := ra[lane] + off
			if bits.RotateLeft32(a, -2) > lim {
				return x.storeLanes(w, in, m, spLocal)
			}
			putWordAt(unsafe.Add(base, uint64(lane)*stride+uint64(a)), v0[lane])
		}
		return nil
	}
	v1 := storeVal(w, in, 1)
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		a := ra[lane] + off
		if bits.RotateLeft32(a, -3) > lim {
			return x.storeLanes(w, in, m, spLocal)
		}
		p := unsafe.Add(base, uint64(lane)*stride+uint64(a))
		putWordAt(p, v0[lane])
		putWordAt(unsafe.Add(p, 4), v1[lane])
	}
	return nil
}

// Generic loads and stores of words or pairs with few lanes active whose
// lanes all address their own local memory (pointers into the caller's
// frame: call_recursion's quicksort reaches its array through them) skip
// region64's search for a window, an allocation and a shape: one walk
// over the lanes finds the lowest and highest address and their OR, as
// scanWide's walk does. When the lowest is in the local window and the
// highest's bytes end inside the lane's local memory (so both lie in the
// one window, 2^32-aligned, that genericSpace names for the lowest), and
// the OR is aligned, region64 would succeed with the local window and
// every lane's bytes are w.local[lane*stride + address - LocalWindow],
// which loadRegion and storeRegion read and write whatever shape they
// find; otherwise load64 and store64 go on as before.

// genericLocal says whether the generic access in of the lanes of m (the
// address in ra, rh) takes loadGenericLocal's or storeGenericLocal's
// path: words or pairs, under 8 lanes, the layout localFew requires, and
// every lane's bytes aligned and inside its local memory.
func (x *run) genericLocal(w *warp, in *inst, m uint32, ra, rh *[32]uint32) bool {
	if !x.localFew(w, in.size, m) {
		return false
	}
	off := uint64(int64(in.off))
	lo, hi, or := ^uint64(0), uint64(0), uint64(0)
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		a := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
		lo, hi, or = min(lo, a), max(hi, a), or|a
	}
	// No lanes leave lo = ^0, outside the window. lo in the window and
	// hi >= lo: hi - LocalWindow does not wrap.
	return or&uint64(in.size-1) == 0 && lo-launch.LocalWindow < launch.WindowSize &&
		hi-launch.LocalWindow+uint64(in.size) <= uint64(x.localBytes)
}

// loadGenericLocal loads the lanes of m, checked by genericLocal, from
// their local memories. Each lane reads its address registers before it
// writes its destination, and the lanes' registers are their own: a
// destination that is an address register changes no other lane's
// address.
func (x *run) loadGenericLocal(w *warp, in *inst, m uint32, ra, rh *[32]uint32) {
	if in.d == 255 {
		return
	}
	off, stride := uint64(int64(in.off))-launch.LocalWindow, uint64(x.localBytes)
	base := unsafe.Pointer(unsafe.SliceData(w.local))
	v0 := &w.r[int(in.d)]
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			v0[lane] = wordAt(unsafe.Add(base, uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off))
		}
		return
	}
	v1 := &w.r[int(in.d)+1]
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		p := unsafe.Add(base, uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off)
		lo, hi := wordAt(p), wordAt(unsafe.Add(p, 4))
		v0[lane], v1[lane] = lo, hi
	}
}

// storeGenericLocal stores the lanes of m, checked by genericLocal, to
// their local memories (disjoint: the order of the lanes does not matter).
func (x *run) storeGenericLocal(w *warp, in *inst, m uint32, ra, rh *[32]uint32) {
	off, stride := uint64(int64(in.off))-launch.LocalWindow, uint64(x.localBytes)
	base := unsafe.Pointer(unsafe.SliceData(w.local))
	v0 := storeVal(w, in, 0)
	if in.size == 4 {
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			putWordAt(unsafe.Add(base, uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off), v0[lane])
		}
		return
	}
	v1 := storeVal(w, in, 1)
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		p := unsafe.Add(base, uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off)
		putWordAt(p, v0[lane])
		putWordAt(unsafe.Add(p, 4), v1[lane])
	}
}
