package emu

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"sort"

	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
)

// Memory spaces. Global memory is a set of allocations at 64-bit addresses;
// shared memory belongs to the CTA, local memory to the thread, constant
// banks to the launch. Every access must be aligned to its size and lie
// inside one allocation (space); lanes access memory in ascending lane order,
// so of several lanes storing to one address the highest wins.

type space uint8

const (
	spGlobal space = iota
	spShared
	spLocal
	spConst
	// spGeneric is an access through a generic address (LD, ST, ATOM):
	// memRef resolves it to one of the spaces above by the address's
	// window (launch.SharedWindow, launch.LocalWindow).
	spGeneric
)

var spaceNames = [...]string{"global", "shared", "local", "constant", "generic"}

// allocation is one global buffer.
type allocation struct {
	base uint64
	data []byte
	// ovBit is the allocation's bit in a parallel launch's allocation
	// masks (pageVersions.init sets it; ovdirect.go).
	ovBit uint64
}

// globalMem is the device's global memory: allocations at increasing,
// 256-byte aligned addresses from launch.GlobalBase, each followed by an
// unmapped gap of at least launch.BufferGap bytes (the layout of
// launch.Launch.BufferAddrs), so that small overruns fault.
type globalMem struct {
	allocs []*allocation // sorted by base
	next   uint64
	last   *allocation
}

func (g *globalMem) alloc(size uint64) uint64 { return g.allocData(make([]byte, size)) }

// allocData is alloc with data (which it keeps) as the contents.
func (g *globalMem) allocData(data []byte) uint64 {
	if g.next == 0 {
		g.next = launch.GlobalBase
	}
	size := uint64(len(data))
	a := &allocation{base: g.next, data: data}
	g.allocs = append(g.allocs, a)
	end := g.next + size + launch.BufferGap
	g.next = (end + launch.BufferAlign - 1) &^ (launch.BufferAlign - 1)
	return a.base
}

// find returns the allocation holding [addr, addr+size), or nil.
func (g *globalMem) find(addr, size uint64) *allocation { return g.findCached(addr, size, &g.last) }

// findCached is find with the caller's cache of the last allocation found
// (each CTA of a parallel launch has its own).
func (g *globalMem) findCached(addr, size uint64, last **allocation) *allocation {
	if a := *last; a != nil && addr >= a.base && addr-a.base+size <= uint64(len(a.data)) {
		return a
	}
	i := sort.Search(len(g.allocs), func(i int) bool { return g.allocs[i].base > addr }) - 1
	if i < 0 {
		return nil
	}
	a := g.allocs[i]
	if addr-a.base+size > uint64(len(a.data)) || addr-a.base+size < size {
		return nil
	}
	*last = a
	return a
}

// describe says where addr lies relative to the allocations, for faults.
func (g *globalMem) describe(addr uint64) string {
	i := sort.Search(len(g.allocs), func(i int) bool { return g.allocs[i].base > addr }) - 1
	if i >= 0 {
		a := g.allocs[i]
		end := a.base + uint64(len(a.data))
		if addr < end {
			return fmt.Sprintf("runs past the end of the %d-byte buffer at %#x", len(a.data), a.base)
		}
		return fmt.Sprintf("%d bytes past the end of the %d-byte buffer at %#x", addr-end, len(a.data), a.base)
	}
	return "below every buffer"
}

// memRef resolves one lane's access of size bytes at addr in a space to
// the bytes it touches.
func (x *run) memRef(w *warp, in *inst, lane int, sp space, addr uint64, size uint64, what string) ([]byte, *Error) {
	generic := addr
	bank := uint32(in.bank)
	if sp == spGeneric {
		sp, bank, addr = genericSpace(addr)
		if sp == spLocal && what == "atomic" {
			e := x.laneErr(w, in.pc, lane, ErrFault, "generic atomic at %#x is in the local window (local memory has no atomics)", generic)
			e.HasAddr, e.Addr = true, generic
			return nil, e
		}
		if sp == spConst && what != "load" {
			e := x.laneErr(w, in.pc, lane, ErrFault, "generic %s at %#x is in the window of constant bank %d (read-only)", what, generic, bank)
			e.HasAddr, e.Addr = true, generic
			return nil, e
		}
	}
	// The error text is built by memFault, on the error paths only (no
	// closure: it would be built for every lane's access).
	if addr%size != 0 {
		return nil, x.memFault(w, in, lane, sp, addr, generic, size, what, "is misaligned")
	}
	var mem []byte
	switch sp {
	case spGlobal:
		a := x.dev.mem.findCached(addr, size, &x.lastAlloc)
		if a == nil {
			return nil, x.memFault(w, in, lane, sp, addr, generic, size, what, fmt.Sprintf("is out of bounds (%s)", x.dev.mem.describe(addr)))
		}
		off := addr - a.base
		if x.ov != nil {
			return x.ov.ref(a, off, size, what), nil
		}
		return a.data[off : off+size], nil
	case spShared:
		mem = w.cta.shared
	case spLocal:
		mem = w.local[uint64(lane)*uint64(x.localBytes) : uint64(lane+1)*uint64(x.localBytes)]
	case spConst:
		mem = x.constBank(bank)
		if mem == nil {
			return nil, x.memFault(w, in, lane, sp, addr, generic, size, what, fmt.Sprintf("is out of bounds (constant bank %d is empty)", bank))
		}
	}
	if addr >= uint64(len(mem)) || uint64(len(mem))-addr < size {
		if st := uint64(x.prog.Kernel.StackBytes); sp == spLocal && st > 0 && addr+size > uint64(len(mem)) && addr < 1<<31 {
			// The stack grows up to the end of local memory: the frames
			// of this thread's calls need more than the kernel has.
			e := x.memFault(w, in, lane, sp, addr, generic, size, what, fmt.Sprintf("is beyond the end of the thread's %d bytes of local memory", len(mem)))
			e.Kind = ErrStackOverflow
			e.Msg = fmt.Sprintf("stack overflow: the thread's call stack of %d bytes (local memory %#x..%#x) is exhausted: %s", st, uint64(len(mem))-st, len(mem), e.Msg)
			return nil, e
		}
		return nil, x.memFault(w, in, lane, sp, addr, generic, size, what, fmt.Sprintf("is out of bounds (the space has %d bytes)", len(mem)))
	}
	return mem[addr : addr+size], nil
}

// quickRef is memRef's common case without its calls: an aligned access
// inside shared memory, the lane's local memory, or the global allocation
// the last access found (shared and global also through a generic
// address). nil sends the caller to memRef, which decides
// every other case and words any fault exactly as before. Access sizes are
// powers of two (1..16), so alignment is a mask test.
func (x *run) quickRef(w *warp, lane int, sp space, addr, size uint64, what string) []byte {
	if addr&(size-1) != 0 {
		return nil
	}
	if sp == spGeneric {
		// Shared and global memory as memRef finds them (the windows are
		// 2^32-aligned: the alignment is the generic address's); the
		// other windows, with their faults, are memRef's.
		gsp, _, ga := genericSpace(addr)
		if gsp != spShared && gsp != spGlobal {
			return nil
		}
		sp, addr = gsp, ga
	}
	var mem []byte
	switch sp {
	case spGlobal:
		if a := x.lastAlloc; a != nil && addr >= a.base && addr-a.base+size <= uint64(len(a.data)) {
			off := addr - a.base
			if x.ov != nil {
				return x.ov.ref(a, off, size, what)
			}
			return a.data[off : off+size]
		}
		return nil
	case spShared:
		mem = w.cta.shared
	case spLocal:
		lb := uint64(x.localBytes)
		mem = w.local[uint64(lane)*lb : uint64(lane+1)*lb]
	default:
		return nil
	}
	if addr < uint64(len(mem)) && uint64(len(mem))-addr >= size {
		return mem[addr : addr+size]
	}
	return nil
}

// memFault is memRef's fault error for an access of size bytes at addr in
// space sp (generic: the address before the generic window was resolved).
func (x *run) memFault(w *warp, in *inst, lane int, sp space, addr, generic, size uint64, what, why string) *Error {
	where := fmt.Sprintf("%#x", addr)
	if generic != addr {
		where = fmt.Sprintf("offset %#x (generic address %#x)", addr, generic)
	}
	e := x.laneErr(w, in.pc, lane, ErrFault, "%s %s of %d bytes at %s %s", spaceNames[sp], what, size, where, why)
	e.HasAddr, e.Addr = true, generic
	return e
}

// genericSpace maps a generic address to its space (and constant bank) and
// the address within that space (docs/isa.md, "Generic addressing").
func genericSpace(addr uint64) (space, uint32, uint64) {
	switch {
	case addr-launch.SharedWindow < launch.WindowSize:
		return spShared, 0, addr - launch.SharedWindow
	case addr-launch.LocalWindow < launch.WindowSize:
		return spLocal, 0, addr - launch.LocalWindow
	case addr-launch.ConstWindow < launch.WindowSize:
		return spConst, obj.ConstBank, addr - launch.ConstWindow
	case addr-launch.ParamWindow < launch.WindowSize:
		return spConst, 0, addr - launch.ParamWindow
	}
	return spGlobal, 0, addr
}

// constBank returns the bytes of constant bank b for this launch.
func (x *run) constBank(b uint32) []byte {
	if b == 0 {
		return x.bank0
	}
	if b < uint32(len(x.dev.banks)) {
		return x.dev.banks[b]
	}
	return nil
}

// address returns a lane's address: a 64-bit register pair plus the
// sign-extended offset for global memory. Shared, local and constant-bank
// addresses are 32 bits: the 32-bit register plus the sign-extended offset
// wraps modulo 2^32 (docs/isa.md, "Address arithmetic"), so [R4+0x400]
// with R4 = -220 is 0x324, and [R4+0x10] with R4 = 0xFFFFFFF8 is 0x8.
func (x *run) address(w *warp, in *inst, lane int, sp space) uint64 {
	var base uint64
	if in.a.kind == oGPR {
		base = uint64(w.r[int(in.a.reg)][lane])
		if sp == spGlobal || sp == spGeneric {
			base |= uint64(w.r[int(in.a.reg+1)][lane]) << 32
		}
	}
	if sp != spGlobal && sp != spGeneric {
		return uint64(uint32(base) + uint32(in.off))
	}
	return base + uint64(int64(in.off))
}

// memSpace is the space of a memory optype, from its properties in the
// machine description.
func memSpace(op isa.Optype) space {
	switch op.Props().Space {
	case isa.SpaceShared:
		return spShared
	case isa.SpaceLocal:
		return spLocal
	case isa.SpaceConst:
		return spConst
	case isa.SpaceGeneric:
		return spGeneric
	}
	return spGlobal
}

// execLoad executes LDG, LDS, LDL, LDC and LD.
func execLoad(x *run, w *warp, in *inst, m uint32) *Error {
	sp := space(in.mode)
	switch sp {
	case spLocal:
		return execLDL(x, w, in, m) // memlocal.go
	case spShared, spConst:
		if x.load32(w, in, m, sp) { // memfast.go
			return nil
		}
	default:
		if x.load64(w, in, m, sp) {
			return nil
		}
	}
	return x.loadLanes(w, in, m, sp)
}

// loadLanes is execLoad lane by lane: the lanes before a faulting lane
// have loaded.
func (x *run) loadLanes(w *warp, in *inst, m uint32, sp space) *Error {
	size := uint64(in.size)
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		addr := x.address(w, in, lane, sp)
		b := x.quickRef(w, lane, sp, addr, size, "load")
		if b == nil {
			var err *Error
			if b, err = x.memRef(w, in, lane, sp, addr, size, "load"); err != nil {
				return err
			}
		}
		if in.d == 255 {
			continue
		}
		loadLane(w, in, lane, b[:size])
	}
	return nil
}

// execStore executes STG, STS, STL and ST.
func execStore(x *run, w *warp, in *inst, m uint32) *Error {
	sp := space(in.mode)
	switch sp {
	case spLocal:
		return execSTL(x, w, in, m) // memlocal.go
	case spShared, spConst:
		if x.store32(w, in, m, sp) { // memfast.go
			return nil
		}
	default:
		if x.store64(w, in, m, sp) {
			return nil
		}
	}
	return x.storeLanes(w, in, m, sp)
}

// storeLanes is execStore lane by lane: the lanes before a faulting lane
// have stored.
func (x *run) storeLanes(w *warp, in *inst, m uint32, sp space) *Error {
	size := uint64(in.size)
	valGPR := in.b.kind == oGPR
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		addr := x.address(w, in, lane, sp)
		b := x.quickRef(w, lane, sp, addr, size, "store")
		if b == nil {
			var err *Error
			if b, err = x.memRef(w, in, lane, sp, addr, size, "store"); err != nil {
				return err
			}
		}
		val := func(k int) uint32 {
			if !valGPR {
				return 0
			}
			return w.r[int(in.b.reg)+k][lane]
		}
		switch size {
		case 1:
			b[0] = byte(val(0))
		case 2:
			binary.LittleEndian.PutUint16(b, uint16(val(0)))
		default:
			for k := 0; k < int(size/4); k++ {
				binary.LittleEndian.PutUint32(b[4*k:], val(k))
			}
		}
	}
	return nil
}

// Atomic operations and types, in their enumerations' order.
const (
	atomADD = iota
	atomMIN
	atomMAX
	atomAND
	atomOR
	atomXOR
	atomEXCH
	atomCAS
	atomINC
	atomDEC
)

const (
	atomU32 = iota
	atomS32
	atomU64
	atomF32
	atomF64
)

// atomicOp computes the new memory value from the old one.
func atomicOp(op, typ uint8, old, b, c uint64) uint64 {
	less := func(p, q uint64) bool {
		switch typ {
		case atomS32:
			return int32(p) < int32(q)
		case atomU64:
			return p < q
		}
		return uint32(p) < uint32(q)
	}
	switch op {
	case atomADD:
		switch typ {
		case atomF32: // as FADD: RN, denormals kept, NaNs canonical
			return addF32Bits(old, b) // fpu.F32.Add(old, b, fpu.RN, false): atomfloat.go
		case atomF64:
			return addF64Bits(old, b) // fpu.F64.Add(old, b, fpu.RN, false)
		}
		return old + b
	case atomMIN:
		if less(b, old) {
			return b
		}
		return old
	case atomMAX:
		if less(old, b) {
			return b
		}
		return old
	case atomAND:
		return old & b
	case atomOR:
		return old | b
	case atomXOR:
		return old ^ b
	case atomEXCH:
		return b
	case atomINC, atomDEC:
		return atomicWrap(op, typ, old, b)
	}
	// CAS
	if old == b {
		return c
	}
	return old
}

// atomicWrap is .INC and .DEC, CUDA's wrapping counters (atomicInc,
// atomicDec), compared unsigned at the operand width:
// INC: (old >= b) ? 0 : old+1; DEC: (old == 0 || old > b) ? b : old-1.
func atomicWrap(op, typ uint8, old, b uint64) uint64 {
	if typ != atomU64 {
		old, b = uint64(uint32(old)), uint64(uint32(b))
	}
	if op == atomINC {
		if old >= b {
			return 0
		}
		return old + 1
	}
	if old == 0 || old > b {
		return b
	}
	return old - 1
}

// execAtomic executes ATOMG, ATOMS and RED: a read-modify-write per lane,
// lanes in ascending order; Rd receives the old value.
func execAtomic(x *run, w *warp, in *inst, m uint32) *Error {
	sp := space(in.mode)
	typ := in.mode2
	size := uint64(4)
	if typ == atomU64 || typ == atomF64 {
		size = 8
	}
	// The operands' registers (zeros for RZ; the high words of 32-bit
	// operands), read lane by lane.
	bl, bh, cl, ch := &zeroLanes.v, &zeroLanes.v, &zeroLanes.v, &zeroLanes.v
	if in.b.kind == oGPR {
		bl = &w.r[int(in.b.reg)]
		if size == 8 {
			bh = &w.r[int(in.b.reg+1)]
		}
	}
	if in.c.kind == oGPR {
		cl = &w.r[int(in.c.reg)]
		if size == 8 {
			ch = &w.r[int(in.c.reg+1)]
		}
	}
	if x.atomicWarp(w, in, m, sp, size, bl, bh, cl, ch) { // mematomic.go
		return nil
	}
	if x.ov != nil {
		x.ov.reducing = in.d == 255 // the old values are not seen (overlay.go)
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		addr := x.address(w, in, lane, sp)
		b := x.quickRef(w, lane, sp, addr, size, "atomic")
		if b == nil {
			var err *Error
			if b, err = x.memRef(w, in, lane, sp, addr, size, "atomic"); err != nil {
				return err
			}
		}
		var old uint64
		if size == 8 {
			old = binary.LittleEndian.Uint64(b)
		} else {
			old = uint64(binary.LittleEndian.Uint32(b))
		}
		nv := atomicOp(uint8(in.imm), typ, old, uint64(bl[lane])|uint64(bh[lane])<<32, uint64(cl[lane])|uint64(ch[lane])<<32)
		if x.ov != nil && x.ov.reducing {
			x.ov.logReduction(uint8(in.imm), typ, uint64(bl[lane])|uint64(bh[lane])<<32, uint64(cl[lane])|uint64(ch[lane])<<32)
		}
		if size == 8 {
			binary.LittleEndian.PutUint64(b, nv)
		} else {
			binary.LittleEndian.PutUint32(b, uint32(nv))
		}
		if in.d != 255 {
			w.r[int(in.d)][lane] = uint32(old)
			if size == 8 {
				w.r[int(in.d+1)][lane] = uint32(old >> 32)
			}
		}
	}
	return nil
}

// execULDC loads a 32- or 64-bit constant into uniform registers.
func execULDC(x *run, w *warp, in *inst, m uint32) *Error {
	w.setUR(in.d, x.consts[in.b.slot][0])
	if in.b.wide && in.d != 63 {
		w.setUR(in.d+1, x.consts[in.b.slot+1][0])
	}
	return nil
}
