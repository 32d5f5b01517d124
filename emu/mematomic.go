package emu

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// atomicWarp is execAtomic's fast path in a serial launch (a parallel
// launch's atomics go through the overlay lane by lane): the active lanes'
// addresses are checked at once, as the loads' and stores' fast path does
// (shared memory: scanLanes over the 32-bit addresses; global memory:
// scanWide and one allocation), and when none can fault the lanes' read-
// modify-writes run in ascending lane order on the bytes directly, without
// address, quickRef and their checks per lane. Each lane reads its operands
// before it writes its destination, as in execAtomic's loop, and lanes at
// one address see each other's writes in the same order. false, having
// done nothing, leaves the instruction to execAtomic's loop.
func (x *run) atomicWarp(w *warp, in *inst, m uint32, sp space, size uint64, bl, bh, cl, ch *[32]uint32) bool {
	if x.ov != nil || m == 0 {
		return false
	}
	var base unsafe.Pointer
	var off32 uint32
	var ra, rh *[32]uint32 = &zeroLanes.v, &zeroLanes.v
	if in.a.kind == oGPR {
		ra = &w.r[int(in.a.reg)]
	}
	switch sp {
	case spShared:
		off := uint32(in.off)
		_, hi, or, _ := scanLanes(ra, off, m, uint32(bits.TrailingZeros64(size)))
		mem := w.cta.shared
		if uint64(or)&(size-1) != 0 || uint64(hi)+size > uint64(len(mem)) {
			return false
		}
		base, off32 = unsafe.Pointer(unsafe.SliceData(mem)), off
	case spGlobal:
		if in.a.kind == oGPR {
			rh = &w.r[int(in.a.reg+1)]
		}
		off := uint64(int64(in.off))
		lo, hi, low, _ := scanWide(ra, rh, off, m, size)
		if low != 0 {
			return false
		}
		al := x.lastAlloc
		if al == nil || lo < al.base || hi-al.base+size > uint64(len(al.data)) {
			if al = x.dev.mem.findCached(lo, hi-lo+size, &x.lastAlloc); al == nil {
				return false
			}
		}
		if uint64(len(al.data)) > 1<<32 {
			return false // (the low words' sum indexes at most 2^32 bytes)
		}
		// Every lane's index in al.data, the address less al.base, is
		// below 2^32: the low words' sum modulo 2^32.
		base, off32 = unsafe.Pointer(unsafe.SliceData(al.data)), uint32(off-al.base)
	default:
		return false
	}
	op, typ := uint8(in.imm), in.mode2
	var d0, d1 *[32]uint32
	if in.d != 255 {
		d0, d1 = &w.r[int(in.d)], &w.sink
		if size == 8 {
			d1 = &w.r[int(in.d+1)]
		}
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		p := unsafe.Add(base, ra[lane]+off32)
		var old uint64
		if size == 8 {
			old = binary.LittleEndian.Uint64((*[8]byte)(p)[:])
		} else {
			old = uint64(wordAt(p))
		}
		bv, cv := uint64(bl[lane])|uint64(bh[lane])<<32, uint64(cl[lane])|uint64(ch[lane])<<32
		var nv uint64
		if op == atomADD && typ <= atomU64 { // the integer adds, as atomicOp computes them
			nv = old + bv
		} else {
			nv = atomicOp(op, typ, old, bv, cv)
		}
		if size == 8 {
			binary.LittleEndian.PutUint64((*[8]byte)(p)[:], nv)
		} else {
			putWordAt(p, uint32(nv))
		}
		if d0 != nil {
			d0[lane] = uint32(old)
			d1[lane] = uint32(old >> 32)
		}
	}
	return true
}
