package emu

import (
	"encoding/binary"
	"math/bits"
	"unsafe"

	"gpucc/launch"
)

// The fast path of loads and stores: one instruction's lanes checked at
// once. A first pass over the active lanes computes their addresses'
// highest (and, for 64-bit addresses, lowest) value and their bitwise OR;
// from those alone the fast path decides that no lane can fault: every
// address aligned, all of them in one space (one generic window) and
// inside it. Then a second pass indexes the space's bytes directly, one
// loop per access width, with no call per lane. Anything else (a fault, a
// mix of windows, a global access outside one allocation, an empty
// constant bank) goes to the per-lane path (loadLanes, storeLanes), which
// decides every case exactly as before: the fast path is taken only when
// the per-lane path would find no fault, so the lanes' effects before a
// faulting lane are the per-lane path's alone.
//
// Addresses follow address's rule: shared, local and constant addresses
// are the 32-bit register plus the offset modulo 2^32 (the "32-bit"
// family below); global and generic ones the register pair plus the
// sign-extended offset (the "64-bit" family). Lane l's bytes start at
// mem[l*stride + addr - sub]: stride is the bytes of local memory per lane
// (0 elsewhere), sub the base of the generic window and of the global
// allocation.

// addrReg returns the register (pair) an access's address starts from:
// zeros for [RZ+off] and [off].
func addrReg(w *warp, in *inst, wide bool) (ra, rh *[32]uint32) {
	ra, rh = &zeroLanes.v, &zeroLanes.v
	if in.a.kind == oGPR {
		ra = &w.r[int(in.a.reg)]
		if wide {
			rh = &w.r[int(in.a.reg+1)]
		}
	}
	return ra, rh
}

// space32 returns the bytes of a 32-bit space (shared, local, constant
// bank in.bank), its per-lane stride and its size (nil for an empty bank).
func (x *run) space32(w *warp, in *inst, sp space) ([]byte, uint64, uint64) {
	switch sp {
	case spLocal:
		return w.local, uint64(x.localBytes), uint64(x.localBytes)
	case spShared:
		return w.cta.shared, 0, uint64(len(w.cta.shared))
	}
	mem := x.constBank(uint32(in.bank))
	return mem, 0, uint64(len(mem))
}

// wideRegion is where the lanes of a 64-bit-address access find their
// bytes: mem with stride and sub, or, for global memory in a parallel
// launch, the overlay's pages of alloc (mem nil).
type wideRegion struct {
	mem         []byte
	stride, sub uint64
	alloc       *allocation
	// The lanes' shape (scanWide): at one address or consecutive, the
	// lowest at mem[at] (lane*stride past it); every lane's bytes end
	// before mem[end].
	uniform, seq bool
	at, end      uint64
}

// region64 checks the lanes of m for an access of size bytes at global or
// generic addresses and fills r (zero on entry): false when some lane is
// misaligned, outside the allocation (or window space) of the others, or
// may fault otherwise. (r is the caller's: a region returned by value is
// copied whole after its fields are stored one by one, a failed store
// forwarding per access.)
func (x *run) region64(r *wideRegion, w *warp, in *inst, m uint32, sp space, ra, rh *[32]uint32, size uint64, what string) bool {
	lo, hi, low, seq := scanWide(ra, rh, uint64(int64(in.off)), m, size)
	if low&(size-1) != 0 {
		return false
	}
	r.uniform, r.seq = lo == hi, seq
	first, last := lo, hi
	bank := uint32(0)
	if sp == spGeneric {
		// Windows are 2^32-aligned and 2^32 long: the lanes are in one
		// window (or all in global memory) when their addresses agree
		// above bit 32.
		if lo>>32 != hi>>32 {
			return false
		}
		var wlo uint64
		sp, bank, wlo = genericSpace(lo)
		if sp == spLocal && what == "atomic" || sp == spConst && what != "load" {
			return false
		}
		r.sub = lo - wlo // the window's base (0 for global memory)
		lo, hi = wlo, hi-r.sub
	}
	var n uint64
	switch sp {
	case spGlobal:
		a := x.lastAlloc
		if a == nil || lo < a.base || hi-a.base+size > uint64(len(a.data)) {
			// The allocation of the lowest address must hold the
			// highest too.
			if a = x.dev.mem.findCached(lo, hi-lo+size, &x.lastAlloc); a == nil {
				return false
			}
		}
		r.sub += a.base
		if x.ov != nil && (what != "load" || !x.ov.readDirect(a)) { // ovdirect.go
			r.alloc = a
		} else {
			r.mem = a.data
		}
		r.at, r.end = first-r.sub, last-r.sub+size
		return true
	case spShared:
		r.mem = w.cta.shared
		n = uint64(len(r.mem))
	case spLocal:
		r.mem, r.stride = w.local, uint64(x.localBytes)
		n = r.stride
	case spConst:
		if r.mem = x.constBank(bank); r.mem == nil {
			return false
		}
		n = uint64(len(r.mem))
	}
	// lo and hi are window offsets, below 2^32: no overflow.
	r.at, r.end = first-r.sub, last-r.sub+size+31*r.stride
	return hi+size <= n
}

// scanWide is region64's check pass: the lowest and highest of the
// 64-bit addresses (ra|rh<<32)+off over the lanes of m, their OR's bits
// below the access size (low), and whether they are consecutive (lane l
// at the lowest plus (l-first)*size). No lanes give lo = ^0, hi = 0.
// With many lanes whose high words agree (one allocation, one generic
// window) and an offset aligned to the size, it is one AVX2 pass over the
// low words that also checks the high words' agreement (scanWideAVX2);
// otherwise a walk over the lanes.
func scanWide(ra, rh *[32]uint32, off uint64, m uint32, size uint64) (lo, hi, low uint64, seq bool) {
	if useAVX2 && bits.OnesCount32(m) >= 8 && off&(size-1) == 0 {
		first := bits.TrailingZeros32(m) & 31
		shift := uint32(bits.TrailingZeros64(size))
		alo, ahi, aor, same, seq32 := scanWideAVX2(ra, rh, m, shift, rh[first], ra[first]-uint32(first)<<shift)
		if same {
			h := uint64(rh[first]) << 32
			// Adding off keeps the order unless it wraps 2^64 between
			// the lowest and the highest.
			if lo, hi = h|uint64(alo)+off, h|uint64(ahi)+off; lo <= hi {
				// seq32: consecutive low words modulo 2^32; without a
				// wrap past 2^32 their span is that of the lanes.
				span := uint32(31-bits.LeadingZeros32(m)-first) << shift
				// off is aligned: the addresses' low bits are the low words'.
				return lo, hi, uint64(aor) & (size - 1), seq32 && ahi-alo == span
			}
		}
	}
	lo = ^uint64(0)
	var or uint64
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		a := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
		lo, hi, or = min(lo, a), max(hi, a), or|a
	}
	return lo, hi, or & (size - 1), false
}

// load64 is execLoad's fast path for global and generic addresses (load32
// for the others): false leaves the whole instruction to loadLanes
// (nothing has been written).
func (x *run) load64(w *warp, in *inst, m uint32, sp space) bool {
	ra, rh := addrReg(w, in, true)
	if sp == spGeneric && x.genericLocal(w, in, m, ra, rh) { // memlocal.go
		x.loadGenericLocal(w, in, m, ra, rh)
		return true
	}
	if sp == spGlobal && x.ov == nil {
		switch {
		case in.size <= 2:
			if x.globalSmall(w, in, m, ra, rh, false) { // memsmall.go
				return true
			}
		case in.size == 4 && useAVX2 && bits.OnesCount32(m) >= 8:
			if x.globalWords(w, in, m, false) { // memshared_amd64.go
				return true
			}
		}
	}
	if sp == spGlobal && in.size <= 2 && x.ov != nil && x.globalSmallOverlay(w, in, m, ra, rh, false) { // memsmall.go
		return true
	}
	if sp == spGlobal && in.size == 4 && x.ov != nil && useAVX2 && bits.OnesCount32(m) >= 8 && x.globalWords(w, in, m, false) { // memshared_amd64.go
		return true
	}
	var r wideRegion
	if !x.region64(&r, w, in, m, sp, ra, rh, uint64(in.size), "load") {
		return sp == spGeneric && x.splitGeneric(w, in, m, ra, rh, false)
	}
	x.loadRegion(w, in, m, &r, ra, rh)
	return true
}

// loadRegion loads the lanes of m, checked by region64, from r.
func (x *run) loadRegion(w *warp, in *inst, m uint32, r *wideRegion, ra, rh *[32]uint32) {
	if r.alloc != nil {
		// A parallel launch's global load: through the overlay, which
		// records what the CTA read. Lanes at one address read it once
		// (each would mark the same bytes read); consecutive lanes in one
		// page move as one block (loadSeqWarp); words, pairs and bytes
		// take loadWarp's one-pass loop; the other widths and loads to RZ
		// go lane by lane, looking a page up only where it changes.
		off, size := uint64(int64(in.off))-r.sub, uint64(in.size)
		if r.uniform && in.d != 255 && (size == 4 || size == 8) {
			b := x.ov.pageOf(r.alloc, r.at>>pageBits).load(r.at, size)
			loadUniform(w, in, m, b, 0, 0)
			return
		}
		if r.seq && x.ov.loadSeqWarp(w, in, m, r.alloc, r.at) || x.ov.loadWarp(w, in, m, r.alloc, r.sub, ra, rh, r.at, r.end) {
			return
		}
		var p *ovPage
		pn := ^uint64(0) // no page: page numbers are below 2^56
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			a := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			if a>>pageBits != pn {
				pn = a >> pageBits
				p = x.ov.pageOf(r.alloc, pn)
			}
			b := p.load(a, size)
			if in.d != 255 {
				loadLane(w, in, lane, b)
			}
		}
		return
	}
	if in.d == 255 || loadShaped(w, in, m, r.mem, r.stride, r.at, r.uniform, r.seq) { // memshape.go
		return
	}
	// Lane l's index is its address less sub, below len(r.mem): the low
	// words' sum modulo 2^32.
	off := uint32(uint64(int64(in.off)) - r.sub)
	if in.size == 4 && bits.OnesCount32(m) >= gatherLanes {
		gatherWords(&w.r[int(in.d)], ra, r.mem, off, uint32(r.stride), m, r.end)
		return
	}
	if in.size == 8 && gatherPairs(w, in, m, ra, r.mem, off, uint32(r.stride), r.end) {
		return
	}
	loadWide(w, in, m, r.mem, r.stride, r.sub, ra, rh)
}

// splitGeneric is the fast path of a generic access whose lanes lie in
// several windows (a pointer that is shared in some lanes, global in
// others): each window's lanes are checked on their own, and when none
// can fault, accessed window by window. Lanes in different windows never
// touch the same bytes, so only the order within a window matters, and
// that stays ascending.
func (x *run) splitGeneric(w *warp, in *inst, m uint32, ra, rh *[32]uint32, store bool) bool {
	var masks [5]uint32 // by windowClass
	off := uint64(int64(in.off))
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		masks[windowClass((uint64(ra[lane])|uint64(rh[lane])<<32)+off)] |= 1 << lane
	}
	n := 0
	for _, sm := range masks {
		if sm != 0 {
			n++
		}
	}
	if n < 2 {
		return false // one window: region64 has declined it
	}
	what := "load"
	if store {
		what = "store"
	}
	var regions [len(masks)]wideRegion
	for k, sm := range masks {
		if sm != 0 {
			if !x.region64(&regions[k], w, in, sm, spGeneric, ra, rh, uint64(in.size), what) {
				return false
			}
		}
	}
	for k, sm := range masks {
		switch {
		case sm == 0:
		case store:
			x.storeRegion(w, in, sm, &regions[k], ra, rh)
		default:
			x.loadRegion(w, in, sm, &regions[k], ra, rh)
		}
	}
	return true
}

// windowClass numbers the generic windows 0..3 (shared, local, constant,
// parameters) and global memory 4.
func windowClass(a uint64) int {
	switch a >> 32 {
	case launch.SharedWindow >> 32:
		return 0
	case launch.LocalWindow >> 32:
		return 1
	case launch.ConstWindow >> 32:
		return 2
	case launch.ParamWindow >> 32:
		return 3
	}
	return 4
}

// load32 is execLoad's fast path in the 32-bit spaces: the lanes of m load from
// mem at lane*stride + uint32(ra+off) when none can fault.
func (x *run) load32(w *warp, in *inst, m uint32, sp space) bool {
	if sp == spShared && in.size == 4 && useAVX2 && bits.OnesCount32(m) >= 8 && x.sharedWords(w, in, m, false) { // memshared_amd64.go
		return true
	}
	mem, stride, n := x.space32(w, in, sp)
	ra, _ := addrReg(w, in, false)
	off := uint32(in.off)
	// The check: every lane aligned and inside the space (an empty bank
	// has n = 0).
	var lo, hi, or uint32
	var seq bool
	shaped := stride == 0 || bits.OnesCount32(m) >= 8 // see scanHiOr
	if shaped {
		lo, hi, or, seq = scanLanes(ra, off, m, uint32(bits.TrailingZeros8(in.size)))
	} else {
		hi, or = scanHiOr(ra, off, m)
	}
	if or&uint32(in.size-1) != 0 || uint64(hi)+uint64(in.size) > n {
		return false
	}
	d := int(in.d)
	if d == 255 {
		return true
	}
	if shaped && loadShaped(w, in, m, mem, stride, uint64(lo), lo == hi, seq) { // memshape.go
		return true
	}
	switch in.size {
	case 1:
		v := &w.r[d]
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := mem[uint64(lane)*stride+uint64(ra[lane]+off)]
			if in.signed {
				v[lane] = uint32(int32(int8(b)))
			} else {
				v[lane] = uint32(b)
			}
		}
	case 4:
		v := &w.r[d]
		if bits.OnesCount32(m) >= gatherLanes {
			gatherWords(v, ra, mem, off, uint32(stride), m, 31*stride+uint64(hi)+4)
			break
		}
		if !lanesFit(mem, stride, n) {
			for mm := m; mm != 0; mm &= mm - 1 {
				lane := bits.TrailingZeros32(mm) & 31
				v[lane] = binary.LittleEndian.Uint32(mem[uint64(lane)*stride+uint64(ra[lane]+off):])
			}
			break
		}
		base := unsafe.Pointer(unsafe.SliceData(mem))
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			v[lane] = wordAt(unsafe.Add(base, uint64(lane)*stride+uint64(ra[lane]+off)))
		}
	case 8:
		if gatherPairs(w, in, m, ra, mem, off, uint32(stride), 31*stride+uint64(hi)+8) {
			break
		}
		v0, v1 := &w.r[d], &w.r[d+1]
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := mem[uint64(lane)*stride+uint64(ra[lane]+off):]
			b = b[:8]
			v0[lane] = binary.LittleEndian.Uint32(b)
			v1[lane] = binary.LittleEndian.Uint32(b[4:])
		}
	default:
		size := uint64(in.size)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			i := uint64(lane)*stride + uint64(ra[lane]+off)
			loadLane(w, in, lane, mem[i:i+size])
		}
	}
	return true
}

// scanHiOr is the check pass of load32 and store32 in local memory (a
// stride per lane) with few lanes active, as in the register saves and
// restores of a call: the highest address and the OR of ra[l]+off over
// the lanes of m. With few lanes, this walk is cheaper than scanLanes'
// AVX2 kernel, and a uniform access (loadShaped) gains little in local
// memory, where the lanes' bytes are a stride apart anyway.
func scanHiOr(ra *[32]uint32, off, m uint32) (hi, or uint32) {
	for mm := m; mm != 0; mm &= mm - 1 {
		a := ra[bits.TrailingZeros32(mm)&31] + off
		hi, or = max(hi, a), or|a
	}
	return hi, or
}

// gatherLanes is the fewest active lanes for which a load of words at
// scattered addresses takes gatherWords (AVX2 gathers on amd64) rather
// than a walk over the lanes (BenchmarkMemAccess, lds-scattered).
const gatherLanes = 8

// gatherPairs loads pairs of words (in.size 8) at lane*stride+ra+off in
// mem by two gathers (gatherWords: every lane's bytes end before end),
// of the low words and of the high words, when at least gatherLanes
// lanes are active and neither destination is the address register
// (the first gather would change the second's addresses): false, having
// written nothing, otherwise.
func gatherPairs(w *warp, in *inst, m uint32, ra *[32]uint32, mem []byte, off, stride uint32, end uint64) bool {
	d := int(in.d)
	if bits.OnesCount32(m) < gatherLanes || in.a.kind == oGPR && (int(in.a.reg) == d || int(in.a.reg) == d+1) {
		return false
	}
	gatherWords(&w.r[d], ra, mem, off, stride, m, end)
	gatherWords(&w.r[d+1], ra, mem, off+4, stride, m, end)
	return true
}

// lanesFit says whether every lane's bytes of a space of n bytes per lane
// lie inside mem (lane*stride + n <= len(mem) for lanes 0..31): then
// load32's and store32's check (every lane's access inside n) proves
// every index in bounds, and their 32-bit loops index mem without a
// bounds check per lane (as w.local and the shared and constant spaces
// are always made; a shorter mem takes the checked loops).
func lanesFit(mem []byte, stride, n uint64) bool {
	return 31*stride+n <= uint64(len(mem))
}

// loadWide loads the lanes of m from mem at lane*stride + (ra|rh<<32) + off - sub
// (region64 has checked them: every lane's bytes lie inside mem).
func loadWide(w *warp, in *inst, m uint32, mem []byte, stride, sub uint64, ra, rh *[32]uint32) {
	off := uint64(int64(in.off)) - sub
	d := int(in.d)
	switch in.size {
	case 1:
		v := &w.r[d]
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := mem[uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off]
			if in.signed {
				v[lane] = uint32(int32(int8(b)))
			} else {
				v[lane] = uint32(b)
			}
		}
	case 4:
		v := &w.r[d]
		if stride == 0 { // region64 has proved every lane's word inside mem
			base := unsafe.Pointer(unsafe.SliceData(mem))
			for mm := m; mm != 0; mm &= mm - 1 {
				lane := bits.TrailingZeros32(mm) & 31
				v[lane] = wordAt(unsafe.Add(base, (uint64(ra[lane])|uint64(rh[lane])<<32)+off))
			}
			break
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			v[lane] = binary.LittleEndian.Uint32(mem[uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off:])
		}
	case 8:
		v0, v1 := &w.r[d], &w.r[d+1]
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := mem[uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off:]
			b = b[:8]
			v0[lane] = binary.LittleEndian.Uint32(b)
			v1[lane] = binary.LittleEndian.Uint32(b[4:])
		}
	default:
		size := uint64(in.size)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			i := uint64(lane)*stride + (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			loadLane(w, in, lane, mem[i:i+size])
		}
	}
}

// loadLane writes the bytes b a lane loaded to its destination registers
// (b holds in.size bytes; in.d is not RZ).
func loadLane(w *warp, in *inst, lane int, b []byte) {
	switch len(b) {
	case 1:
		v := uint32(b[0])
		if in.signed {
			v = uint32(int32(int8(b[0])))
		}
		w.r[int(in.d)][lane] = v
	case 2:
		v := uint32(binary.LittleEndian.Uint16(b))
		if in.signed {
			v = uint32(int32(int16(v)))
		}
		w.r[int(in.d)][lane] = v
	default:
		for k := 0; k < len(b)/4; k++ {
			w.r[int(in.d)+k][lane] = binary.LittleEndian.Uint32(b[4*k:])
		}
	}
}

// store64 is execStore's fast path for global and generic addresses
// (store32 for the others): false leaves the whole instruction to
// storeLanes (nothing has been written).
func (x *run) store64(w *warp, in *inst, m uint32, sp space) bool {
	ra, rh := addrReg(w, in, true)
	if sp == spGeneric && x.genericLocal(w, in, m, ra, rh) { // memlocal.go
		x.storeGenericLocal(w, in, m, ra, rh)
		return true
	}
	if sp == spGlobal && x.ov == nil {
		switch {
		case in.size <= 2:
			if x.globalSmall(w, in, m, ra, rh, true) { // memsmall.go
				return true
			}
		case in.size == 4 && useAVX2 && bits.OnesCount32(m) >= 8:
			if x.globalWords(w, in, m, true) { // memshared_amd64.go
				return true
			}
		}
	}
	if sp == spGlobal && in.size <= 2 && x.ov != nil && x.globalSmallOverlay(w, in, m, ra, rh, true) { // memsmall.go
		return true
	}
	if sp == spGlobal && in.size == 4 && x.ov != nil && useAVX2 && bits.OnesCount32(m) >= 8 && x.globalWords(w, in, m, true) { // memshared_amd64.go
		return true
	}
	var r wideRegion
	if !x.region64(&r, w, in, m, sp, ra, rh, uint64(in.size), "store") {
		return sp == spGeneric && x.splitGeneric(w, in, m, ra, rh, true)
	}
	x.storeRegion(w, in, m, &r, ra, rh)
	return true
}

// storeRegion stores the lanes of m, checked by region64, to r.
func (x *run) storeRegion(w *warp, in *inst, m uint32, r *wideRegion, ra, rh *[32]uint32) {
	if r.alloc != nil {
		// A parallel launch's global store: through the overlay, which
		// records what the CTA wrote. Of lanes at one address the highest
		// stores (each would mark the same bytes written); consecutive
		// lanes in one page move as one block (storeSeqWarp); words, pairs
		// and bytes take storeWarp's one-pass loop; the other widths go
		// lane by lane, looking a page up only where it changes.
		off, size := uint64(int64(in.off))-r.sub, uint64(in.size)
		if r.uniform && m != 0 && (size == 4 || size == 8) {
			storeUniform(w, in, m, x.ov.pageOf(r.alloc, r.at>>pageBits).store(r.at, size), 0, 0)
			x.ov.wrote = true
			return
		}
		if r.seq && x.ov.storeSeqWarp(w, in, m, r.alloc, r.at) {
			return
		}
		if (size == 4 || size == 8) && m != 0 && r.at>>pageBits == (r.end-1)>>pageBits {
			x.ov.storePage(w, in, m, x.ov.pageOf(r.alloc, r.at>>pageBits), off-r.at&^(pageBytes-1), ra) // overlay.go
			x.ov.wrote = true
			return
		}
		if x.ov.storeWarp(w, in, m, r.alloc, r.sub, ra, rh, r.at, r.end) {
			return
		}
		var p *ovPage
		pn := ^uint64(0) // no page: page numbers are below 2^56
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			a := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			if a>>pageBits != pn {
				pn = a >> pageBits
				p = x.ov.pageOf(r.alloc, pn)
			}
			storeLane(w, in, lane, p.store(a, size))
		}
		if m != 0 {
			x.ov.wrote = true
		}
		return
	}
	if storeShaped(w, in, m, r.mem, r.stride, r.at, r.uniform, r.seq) { // memshape.go
		return
	}
	storeWide(w, in, m, r.mem, r.stride, r.sub, ra, rh)
}

// storeVal returns value register k of a store (zeros for RZ).
func storeVal(w *warp, in *inst, k int) *[32]uint32 {
	if in.b.kind != oGPR {
		return &zeroLanes.v
	}
	return &w.r[int(in.b.reg)+k]
}

// store32 is execStore's fast path in the 32-bit spaces: the lanes of m store to mem
// at lane*stride + uint32(ra+off) when none can fault.
func (x *run) store32(w *warp, in *inst, m uint32, sp space) bool {
	if sp == spShared && in.size == 4 && useAVX2 && bits.OnesCount32(m) >= 8 && x.sharedWords(w, in, m, true) { // memshared_amd64.go
		return true
	}
	mem, stride, n := x.space32(w, in, sp)
	ra, _ := addrReg(w, in, false)
	off := uint32(in.off)
	// The check: every lane aligned and inside the space (an empty bank
	// has n = 0).
	var lo, hi, or uint32
	var seq bool
	shaped := stride == 0 || bits.OnesCount32(m) >= 8 // see scanHiOr
	if shaped {
		lo, hi, or, seq = scanLanes(ra, off, m, uint32(bits.TrailingZeros8(in.size)))
	} else {
		hi, or = scanHiOr(ra, off, m)
	}
	if or&uint32(in.size-1) != 0 || uint64(hi)+uint64(in.size) > n {
		return false
	}
	if shaped && storeShaped(w, in, m, mem, stride, uint64(lo), lo == hi, seq) { // memshape.go
		return true
	}
	switch in.size {
	case 1:
		v := storeVal(w, in, 0)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			mem[uint64(lane)*stride+uint64(ra[lane]+off)] = byte(v[lane])
		}
	case 4:
		v := storeVal(w, in, 0)
		if !lanesFit(mem, stride, n) {
			for mm := m; mm != 0; mm &= mm - 1 {
				lane := bits.TrailingZeros32(mm) & 31
				binary.LittleEndian.PutUint32(mem[uint64(lane)*stride+uint64(ra[lane]+off):], v[lane])
			}
			break
		}
		base := unsafe.Pointer(unsafe.SliceData(mem))
		if m == ^uint32(0) {
			// A whole warp: ascending lanes without the lane walk (of
			// lanes storing to one address the highest still wins).
			if stride == 0 { // shared memory: no per-lane stride to add
				for lane := range v {
					putWordAt(unsafe.Add(base, ra[lane]+off), v[lane])
				}
				break
			}
			for lane := range v {
				putWordAt(unsafe.Add(base, uint64(lane)*stride+uint64(ra[lane]+off)), v[lane])
			}
			break
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			putWordAt(unsafe.Add(base, uint64(lane)*stride+uint64(ra[lane]+off)), v[lane])
		}
	case 8:
		v0, v1 := storeVal(w, in, 0), storeVal(w, in, 1)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := mem[uint64(lane)*stride+uint64(ra[lane]+off):]
			b = b[:8]
			binary.LittleEndian.PutUint32(b, v0[lane])
			binary.LittleEndian.PutUint32(b[4:], v1[lane])
		}
	default:
		size := uint64(in.size)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			i := uint64(lane)*stride + uint64(ra[lane]+off)
			storeLane(w, in, lane, mem[i:i+size])
		}
	}
	return true
}

// storeWide stores the lanes of m to mem at lane*stride + (ra|rh<<32) + off - sub
// (region64 has checked them: every lane's bytes lie inside mem).
func storeWide(w *warp, in *inst, m uint32, mem []byte, stride, sub uint64, ra, rh *[32]uint32) {
	off := uint64(int64(in.off)) - sub
	switch in.size {
	case 1:
		v := storeVal(w, in, 0)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			mem[uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off] = byte(v[lane])
		}
	case 4:
		v := storeVal(w, in, 0)
		if stride == 0 {
			// region64's check has proved every lane's word inside mem:
			// no bounds check per lane.
			storeWordsAscending(unsafe.Pointer(unsafe.SliceData(mem)), v, ra, rh, off, m)
			break
		}
		if m == ^uint32(0) { // a whole warp, in ascending order without the lane walk
			for lane := range v {
				binary.LittleEndian.PutUint32(mem[uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off:], v[lane])
			}
			break
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			binary.LittleEndian.PutUint32(mem[uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off:], v[lane])
		}
	case 8:
		v0, v1 := storeVal(w, in, 0), storeVal(w, in, 1)
		if stride == 0 { // (no bounds check per lane, as for words)
			base := unsafe.Pointer(unsafe.SliceData(mem))
			for mm := m; mm != 0; mm &= mm - 1 {
				lane := bits.TrailingZeros32(mm) & 31
				p := unsafe.Add(base, (uint64(ra[lane])|uint64(rh[lane])<<32)+off)
				putWordAt(p, v0[lane])
				putWordAt(unsafe.Add(p, 4), v1[lane])
			}
			break
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			b := mem[uint64(lane)*stride+(uint64(ra[lane])|uint64(rh[lane])<<32)+off:]
			b = b[:8]
			binary.LittleEndian.PutUint32(b, v0[lane])
			binary.LittleEndian.PutUint32(b[4:], v1[lane])
		}
	default:
		size := uint64(in.size)
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			i := uint64(lane)*stride + (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
			storeLane(w, in, lane, mem[i:i+size])
		}
	}
}

// storeLane writes a lane's value to b (in.size bytes).
func storeLane(w *warp, in *inst, lane int, b []byte) {
	switch len(b) {
	case 1:
		b[0] = byte(storeVal(w, in, 0)[lane])
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(storeVal(w, in, 0)[lane]))
	default:
		for k := 0; k < len(b)/4; k++ {
			binary.LittleEndian.PutUint32(b[4*k:], storeVal(w, in, k)[lane])
		}
	}
}

// storeWordsAscending stores v's words of the lanes of m at base plus each
// lane's 64-bit address (ra, rh) plus off, in ascending lane order (of
// lanes at one address the highest wins). The caller's check has proved
// every lane's word inside the memory at base: no bounds check per lane.
func storeWordsAscending(base unsafe.Pointer, v, ra, rh *[32]uint32, off uint64, m uint32) {
	if m == ^uint32(0) { // a whole warp, in ascending order without the lane walk
		for lane := range v {
			putWordAt(unsafe.Add(base, (uint64(ra[lane])|uint64(rh[lane])<<32)+off), v[lane])
		}
		return
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		putWordAt(unsafe.Add(base, (uint64(ra[lane])|uint64(rh[lane])<<32)+off), v[lane])
	}
}
