package emu

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// atomicWarpLanes is the fewest active lanes for which atomicWarp's check
// of all lanes at once beats execAtomic's lane walk (warp_atomics' RED of
// the one elected lane took longer through it).
const atomicWarpLanes = 3

// atomicWarp is execAtomic's fast path (a parallel launch's global lanes
// through the CTA's overlay: atomicOverlay): the active lanes'
// addresses are checked at once, as the loads' and stores' fast path does
// (shared memory: scanLanes over the 32-bit addresses; global and generic
// ones: region64, generic lanes in several windows window by window, as
// splitGeneric does), and when none can fault the lanes' read-modify-writes
// run in ascending lane order on the bytes directly, without address,
// quickRef and their checks per lane. Each lane reads its operands before
// it writes its destination, as in execAtomic's loop, and lanes at one
// address see each other's writes in the same order (lanes in different
// windows never share bytes). false, having done nothing, leaves the
// instruction to execAtomic's loop.
func (x *run) atomicWarp(w *warp, in *inst, m uint32, sp space, size uint64, bl, bh, cl, ch *[32]uint32) bool {
	if bits.OnesCount32(m) < atomicWarpLanes {
		return false
	}
	ra, rh := &zeroLanes.v, &zeroLanes.v
	if in.a.kind == oGPR {
		ra = &w.r[int(in.a.reg)]
	}
	if sp == spShared {
		off := uint32(in.off)
		_, hi, or, _ := scanLanes(ra, off, m, uint32(bits.TrailingZeros64(size)))
		mem := w.cta.shared
		if uint64(or)&(size-1) != 0 || uint64(hi)+size > uint64(len(mem)) {
			return false
		}
		atomicLanes(w, in, m, size, unsafe.Pointer(unsafe.SliceData(mem)), off, ra, bl, bh, cl, ch)
		return true
	}
	if sp != spGlobal && sp != spGeneric {
		return false
	}
	if in.a.kind == oGPR {
		rh = &w.r[int(in.a.reg+1)]
	}
	// A parallel launch's global lanes go through the CTA's overlay:
	// region64 gives them an allocation (r.alloc) and no bytes, and
	// atomicOverlay walks them as ref would.
	var r wideRegion
	if x.atomicRegion(&r, w, in, m, sp, ra, rh, size) {
		if r.alloc != nil {
			x.atomicOverlay(w, in, m, size, r.alloc, uint64(int64(in.off))-r.sub, ra, rh, bl, bh, cl, ch)
		} else {
			atomicLanes(w, in, m, size, unsafe.Pointer(unsafe.SliceData(r.mem)), uint32(uint64(int64(in.off))-r.sub), ra, bl, bh, cl, ch)
		}
		return true
	}
	if sp != spGeneric {
		return false
	}
	// Lanes in several windows: every window's lanes checked before any
	// lane's effect.
	var masks [5]uint32 // by windowClass
	off := uint64(int64(in.off))
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		masks[windowClass((uint64(ra[lane])|uint64(rh[lane])<<32)+off)] |= 1 << lane
	}
	var regions [len(masks)]wideRegion
	n := 0
	for k, sm := range masks {
		if sm != 0 {
			n++
			if !x.atomicRegion(&regions[k], w, in, sm, sp, ra, rh, size) {
				return false
			}
		}
	}
	if n < 2 {
		return false // one window: atomicRegion has declined it
	}
	for k, sm := range masks {
		if r := &regions[k]; sm != 0 && r.alloc != nil {
			x.atomicOverlay(w, in, sm, size, r.alloc, off-r.sub, ra, rh, bl, bh, cl, ch)
		} else if sm != 0 {
			atomicLanes(w, in, sm, size, unsafe.Pointer(unsafe.SliceData(r.mem)), uint32(off-r.sub), ra, bl, bh, cl, ch)
		}
	}
	return true
}

// atomicRegion is region64's check for an atomic (generic lanes in one
// window, not the local or a constant one), limited to spaces without a
// stride of at most 2^32 bytes: there every lane's index in r.mem, its
// address less r.sub, is the low words' sum modulo 2^32.
func (x *run) atomicRegion(r *wideRegion, w *warp, in *inst, m uint32, sp space, ra, rh *[32]uint32, size uint64) bool {
	return x.region64(r, w, in, m, sp, ra, rh, size, "atomic") && r.stride == 0 && uint64(len(r.mem)) <= 1<<32
}

// atomicDst returns the rows an atomic's old value goes to: its low and
// high words (the sink for the high word of a 32-bit atomic), or nil for
// one without destination.
func atomicDst(w *warp, in *inst, size uint64) (d0, d1 *[32]uint32) {
	if in.d == 255 {
		return nil, nil
	}
	if size == 8 {
		return &w.r[int(in.d)], &w.r[int(in.d+1)]
	}
	return &w.r[int(in.d)], &w.sink
}

// atomicLanes runs the read-modify-writes of the lanes of m, lane l's on
// the size bytes at base + (ra[l] + off32 modulo 2^32), checked by the
// caller, in ascending lane order.
func atomicLanes(w *warp, in *inst, m uint32, size uint64, base unsafe.Pointer, off32 uint32, ra, bl, bh, cl, ch *[32]uint32) {
	op, typ := uint8(in.imm), in.mode2
	d0, d1 := atomicDst(w, in, size)
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
}

// atomicOverlay is atomicLanes for a parallel launch's global lanes of m,
// checked by region64 to lie in allocation a (lane l's bytes at offset
// (ra[l] | rh[l]<<32) + off of a): the lanes' read-modify-writes in
// ascending lane order on the overlay's pages, each lane's bytes marked
// and its reduction logged as ref and logReduction do in execAtomic's lane
// walk (a reduction, an atomic without destination, is logged where the
// CTA has not written its bytes, else read and written as any atomic),
// the page looked up only where it changes.
func (x *run) atomicOverlay(w *warp, in *inst, m uint32, size uint64, a *allocation, off uint64, ra, rh, bl, bh, cl, ch *[32]uint32) {
	o := x.ov
	o.reducing = in.d == 255 // as execAtomic sets it (overlay.go)
	op, typ := uint8(in.imm), in.mode2
	d0, d1 := atomicDst(w, in, size)
	var p *ovPage
	pn := ^uint64(0) // no page: page numbers are below 2^54
	lanes := uint64(1)<<size - 1
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		b := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
		if b>>pageBits != pn {
			pn = b >> pageBits
			if p = o.cached(a, pn); p == nil {
				p = o.missOf(a, pn)
			}
			p.dirty = true
		}
		i := b & (pageBytes - 1)
		k, mask := i>>6&(pageWords-1), lanes<<(i&63)
		bv, cv := uint64(bl[lane])|uint64(bh[lane])<<32, uint64(cl[lane])|uint64(ch[lane])<<32
		logged := o.reducing && p.written[k]&mask == 0
		if logged {
			p.reduced[k] |= mask
		} else {
			p.read[k] |= mask &^ p.written[k]
			p.written[k] |= mask
		}
		var old uint64
		if size == 8 {
			old = binary.LittleEndian.Uint64(p.data[i&(pageBytes-8):])
		} else {
			old = uint64(binary.LittleEndian.Uint32(p.data[i&(pageBytes-4):]))
		}
		var nv uint64
		if op == atomADD && typ <= atomU64 { // the integer adds, as atomicOp computes them
			nv = old + bv
		} else {
			nv = atomicOp(op, typ, old, bv, cv)
		}
		if logged {
			// ref's pending entry and logReduction's log entry, field by
			// field as they store them.
			o.pending.page, o.pending.in, o.pending.size = p.idx, uint16(i), uint8(size)
			e := o.newLogEntry()
			e.b, e.c, e.page, e.in, e.size, e.op, e.typ, e.ok = bv, cv, p.idx, uint16(i), uint8(size), op, typ, false
		}
		if size == 8 {
			binary.LittleEndian.PutUint64(p.data[i&(pageBytes-8):], nv)
		} else {
			binary.LittleEndian.PutUint32(p.data[i&(pageBytes-4):], uint32(nv))
		}
		if d0 != nil {
			d0[lane] = uint32(old)
			d1[lane] = uint32(old >> 32)
		}
	}
	o.wrote = true
}
