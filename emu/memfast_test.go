package emu

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand"
	"reflect"
	"testing"
	"unsafe"

	"gpucc/launch"
	"gpucc/obj"
)

// memCase is one warp-wide load or store for TestMemFastAgreesWithLanes.
type memCase struct {
	store bool
	in    inst
	m     uint32
	regs  [16][32]uint32
	// written holds global addresses of words the CTA stored through
	// the overlay before the access (overlay fixtures: bytes written
	// before they are read are not marked read, nor logged as reduced).
	written []uint64
}

// memFixture is a launch's memory for comparing the paths: two global
// allocations, 300 bytes of shared memory, 48 bytes of local memory per
// lane (16 of them stack), the parameter bank and the module constant bank
// (bank 5 empty).
type memFixture struct {
	x          *run
	w          *warp
	g0, g1     uint64
	global     [][]byte // initial contents of the allocations
	shared     []byte
	local      []byte
	overlay    bool
	direct     bool // an overlay fixture's loads may read allocations directly (ovdirect.go)
	constBytes int
	useG1      bool // global addresses are in g1 (else g0) ...
	mixAllocs  bool // ... or in either, lane by lane
}

func newMemFixture(rng *rand.Rand, overlay bool) *memFixture {
	dev := NewDevice(Options{})
	f := &memFixture{overlay: overlay, constBytes: 200}
	f.g0, f.g1 = dev.mem.alloc(1000), dev.mem.alloc(64)
	dev.banks[obj.ConstBank] = randBytes(rng, f.constBytes)
	for _, a := range dev.mem.allocs {
		f.global = append(f.global, randBytes(rng, len(a.data)))
	}
	f.shared, f.local = randBytes(rng, 300), randBytes(rng, 32*48)
	f.x = &run{dev: dev, prog: &Program{Kernel: obj.Kernel{Name: "k", StackBytes: 16}}, localBytes: 48,
		bank0: randBytes(rng, 0x180)}
	f.w = &warp{cta: &cta{shared: make([]byte, 300)}, local: make([]byte, 32*48), r: make([][32]uint32, 16)}
	f.w.base[oZero], f.w.base[oGPR] = unsafe.Pointer(&zeroLanes.v), unsafe.Pointer(&f.w.r[0]) // as newCTA sets them
	return f
}

func randBytes(rng *rand.Rand, n int) []byte {
	b := make([]byte, n)
	rng.Read(b)
	return b
}

// memOutcome is everything an access can change.
type memOutcome struct {
	regs           [][32]uint32
	global         [][]byte
	shared, local  []byte
	pages          map[pageKey]ovPage
	wrote          bool // the overlay's
	direct         uint64
	log            []ovReduction
	err            *Error
	fast, tookFast bool
}

// reset puts the fixture's memory back to its initial state, loads c's
// registers and, for an overlay fixture, starts a fresh overlay over the
// device's page versions.
func (f *memFixture) reset(c *memCase) (*run, *warp) {
	x, w := f.x, f.w
	for i, a := range x.dev.mem.allocs {
		copy(a.data, f.global[i])
	}
	copy(w.cta.shared, f.shared)
	copy(w.local, f.local)
	copy(w.r, c.regs[:])
	x.lastAlloc, x.ov = nil, nil
	if f.overlay {
		vers := &pageVersions{}
		vers.init(&x.dev.mem)
		if !f.direct {
			// As if every allocation had a committed version: the loads
			// go through the overlay's pages and marks.
			vers.written.Store(^uint64(0))
		}
		x.ov = newOverlay(vers)
		for _, addr := range c.written {
			if a := x.dev.mem.find(addr, 4); a != nil {
				binary.LittleEndian.PutUint32(x.ov.ref(a, addr-a.base, 4, "store"), uint32(addr)*0x9e3779b9)
			}
		}
	}
	return x, w
}

// capture records the state an access left: registers, every memory
// space and, for an overlay fixture, the overlay's pages and whether it
// saw a store.
func (f *memFixture) capture(o *memOutcome) {
	x, w := f.x, f.w
	o.regs = append([][32]uint32(nil), w.r...)
	for _, a := range x.dev.mem.allocs {
		o.global = append(o.global, append([]byte(nil), a.data...))
	}
	o.shared, o.local = append([]byte(nil), w.cta.shared...), append([]byte(nil), w.local...)
	if f.overlay {
		o.pages = map[pageKey]ovPage{}
		for i, p := range x.ov.list {
			o.pages[x.ov.keys[i]] = *p
		}
		o.wrote, o.direct = x.ov.wrote, x.ov.direct
		o.log = append([]ovReduction(nil), x.ov.log...)
	}
}

// exec runs c from the fixture's initial state through execLoad or
// execStore (the fast path, falling back to the per-lane path) or the
// per-lane path alone.
func (f *memFixture) exec(c *memCase, fast bool) memOutcome {
	x, w := f.reset(c)
	in := c.in
	sp := space(in.mode)
	var o memOutcome
	o.fast = fast
	switch {
	case fast && c.store:
		o.err = execStore(x, w, &in, c.m)
	case fast:
		o.err = execLoad(x, w, &in, c.m)
	case c.store:
		o.err = x.storeLanes(w, &in, c.m, sp)
	default:
		o.err = x.loadLanes(w, &in, c.m, sp)
	}
	f.capture(&o)
	if fast {
		// Whether execLoad or execStore took the fast path: its answer
		// on the same state (it writes only when it takes the access).
		copy(w.r, c.regs[:])
		in := c.in
		switch {
		case sp != spGlobal && sp != spGeneric && c.store:
			o.tookFast = x.store32(w, &in, c.m, sp)
		case sp != spGlobal && sp != spGeneric:
			o.tookFast = x.load32(w, &in, c.m, sp)
		case c.store:
			o.tookFast = x.store64(w, &in, c.m, sp)
		default:
			o.tookFast = x.load64(w, &in, c.m, sp)
		}
	}
	return o
}

// addrFor returns a lane's address in space sp (generic: in window) for
// an access of size bytes: aligned and inside, or when bad, one byte or
// more past the end, the last access inside, any byte (often misaligned),
// below the start or far beyond.
func (f *memFixture) addrFor(rng *rand.Rand, sp space, size uint64, window int, bad bool) uint64 {
	var n uint64
	var base uint64
	switch sp {
	case spShared:
		n = 300
	case spLocal:
		n = 48
	case spConst:
		n = uint64(f.constBytes)
	case spGlobal:
		base, n = f.g0, 1000
		if f.useG1 != (f.mixAllocs && rng.Intn(2) == 0) {
			base, n = f.g1, 64
		}
	case spGeneric:
		bases := []uint64{launch.SharedWindow, launch.LocalWindow, launch.ConstWindow, launch.ParamWindow, 0}
		spaces := []space{spShared, spLocal, spConst, spConst, spGlobal}
		if window == 3 && !bad { // the parameter bank
			return bases[3] + uint64(rng.Intn(0x180/int(size)))*size
		}
		return bases[window] + f.addrFor(rng, spaces[window], size, window, bad)
	}
	if !bad {
		return base + uint64(rng.Intn(int(n/size)))*size
	}
	switch rng.Intn(5) {
	case 0:
		return base + n - size + uint64(1+rng.Intn(int(size))) // one past the end or more
	case 1:
		return base + n - size // the last access inside
	case 2:
		return base + uint64(rng.Intn(int(n))) // any byte: often misaligned
	case 3:
		return base - size // below the start (global: in the gap)
	}
	return base + n + uint64(rng.Intn(300)) // beyond
}

// TestMemFastAgreesWithLanes checks the loads' and stores' fast path
// against the per-lane path (loadLanes, storeLanes), which decides every
// access lane by lane as the emulator always did: on warp-wide accesses of
// every width in every space (generic addresses in one window, and lanes
// spread over several), with lanes one byte past the end, misaligned,
// below the start, and the registers written, the bytes of every space,
// the overlay's pages and marks in a parallel launch, and the error
// (kind, text, lane, address) must be identical. It also checks that
// the fast path takes most accesses without a fault, and that the per-lane
// path still sees the faulting ones.
func TestMemFastAgreesWithLanes(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	spaces := []space{spGlobal, spShared, spLocal, spConst, spGeneric}
	for _, mode := range []struct{ overlay, direct bool }{{false, false}, {true, false}, {true, true}} {
		overlay := mode.overlay
		f := newMemFixture(rng, overlay)
		f.direct = mode.direct
		var tookFast, faults, mixedOK, split, direct int
		for i := 0; i < 30000; i++ {
			sp := spaces[rng.Intn(len(spaces))]
			c := &memCase{store: sp != spConst && rng.Intn(2) == 0}
			size := uint64(1) << rng.Intn(5)
			c.in = inst{mode: uint8(sp), size: uint8(size), signed: rng.Intn(2) == 0, d: 4,
				a: operand{kind: oGPR, reg: 0}, b: operand{kind: oGPR, reg: 8}}
			if sp == spConst {
				c.in.bank = obj.ConstBank
				if rng.Intn(10) == 0 {
					c.in.bank = 5 // empty
				}
			}
			switch rng.Intn(10) {
			case 0:
				c.in.d = 255 // RZ: checked, nothing written
			case 1:
				c.in.d = 0 // the address register: each lane reads its own first
			}
			if rng.Intn(10) == 0 {
				c.in.b.kind = oZero // stores zeros
			}
			switch rng.Intn(5) {
			case 0:
				c.m = ^uint32(0)
			case 1:
				c.m = 1 << rng.Intn(32)
			case 2: // a few lanes (execLDL's and execSTL's own walk)
				for k := rng.Intn(8); k >= 0; k-- {
					c.m |= 1 << rng.Intn(32)
				}
			default:
				c.m = rng.Uint32() | 1<<rng.Intn(32)
			}
			for r := range c.regs {
				for l := range c.regs[r] {
					c.regs[r][l] = rng.Uint32()
				}
			}
			window := rng.Intn(5)
			f.useG1, f.mixAllocs = rng.Intn(4) == 0, rng.Intn(10) == 0
			mixed := rng.Intn(4) == 0 // generic: each lane in a window of its own choice
			badLane := -1
			if rng.Intn(3) == 0 {
				badLane = rng.Intn(32)
			}
			c.in.off = [...]int32{0, 4, -8, 0x10, 0x7FFFFF, -0x800000}[rng.Intn(6)]
			if rng.Intn(8) == 0 {
				// [RZ+off]: the same address in every lane.
				c.in.a.kind = oZero
				c.in.off = int32(f.addrFor(rng, sp, size, window, badLane >= 0))
				if sp == spGeneric || sp == spGlobal {
					c.in.off = int32(uint32(c.in.off)) // offsets are 24 bits: this case is out of bounds
				}
			} else {
				// Lanes at addresses of their own, at one address (a
				// broadcast, the same offset in every lane's local
				// memory), or consecutive (lane l at lane 0's plus
				// l*size, as coalesced accesses are).
				pattern := rng.Intn(4)
				first := f.addrFor(rng, sp, size, window, false)
				for l := 0; l < 32; l++ {
					if mixed {
						window = rng.Intn(5)
					}
					a := f.addrFor(rng, sp, size, window, l == badLane)
					switch {
					case l == badLane || mixed:
					case pattern == 0:
						a = first
					case pattern == 1:
						a = first + uint64(l)*size
					}
					reg := a - uint64(int64(c.in.off))
					c.regs[0][l], c.regs[1][l] = uint32(reg), uint32(reg>>32)
				}
			}
			fast, slow := f.exec(c, true), f.exec(c, false)
			if !reflect.DeepEqual(fast.err, slow.err) {
				t.Fatalf("overlay %v, case %d (%s): fast path error %v, per-lane path error %v", overlay, i, c, fast.err, slow.err)
			}
			if mode.direct {
				if fast.direct != 0 {
					direct++
				}
				dropDirectReads(&fast, &slow)
			}
			if msg := diffOutcome(&fast, &slow); msg != "" {
				t.Fatalf("overlay %v (direct %v), case %d (%s): %s", overlay, mode.direct, i, c, msg)
			}
			switch {
			case fast.tookFast:
				tookFast++
				if sp == spGeneric && c.windows() > 1 {
					split++
				}
			case slow.err != nil:
				faults++
			default:
				mixedOK++
			}
		}
		// Most accesses are fine and in one space; about a fifth fault.
		t.Logf("overlay %v: fast path %d (lanes in several windows %d), faults %d, declined without a fault %d",
			overlay, tookFast, split, faults, mixedOK)
		if mode.direct {
			t.Logf("direct reads in %d accesses", direct)
			if direct < 2000 {
				t.Errorf("direct reads in only %d accesses", direct)
			}
		}
		if tookFast < 12000 || split < 200 || faults < 3000 || mixedOK < 200 {
			t.Errorf("overlay %v: fast path %d (lanes in several windows %d), faults %d, declined without a fault %d of 30000",
				overlay, tookFast, split, faults, mixedOK)
		}
	}
}

func (c *memCase) String() string {
	op := "load"
	switch {
	case c.store:
		op = "store"
	case c.in.size == 0:
		op = fmt.Sprintf("atomic (type %d, operation %d)", c.in.mode2, c.in.imm)
	}
	return fmt.Sprintf("%s %s of %d bytes, off %#x, lanes %#08x, lane 0 address %#x", spaceNames[c.in.mode], op, c.in.size,
		c.in.off, c.m, uint64(c.regs[1][0])<<32|uint64(c.regs[0][0]))
}

// windows counts the generic windows (global memory counting as one) the
// active lanes' addresses lie in.
func (c *memCase) windows() int {
	seen := map[uint64]bool{}
	for l := 0; l < 32; l++ {
		if c.m>>l&1 != 0 {
			a := uint64(c.regs[1][l])<<32 | uint64(c.regs[0][l])
			if c.in.a.kind != oGPR {
				a = 0
			}
			a += uint64(int64(c.in.off))
			if a>>32 < launch.SharedWindow>>32 {
				a = 0
			}
			seen[a>>32] = true
		}
	}
	return len(seen)
}

// dropDirectReads prepares the outcomes of a load with direct reads
// (ovdirect.go) for diffOutcome: the per-lane path (slow) reads through
// the overlay, copying pages and marking bytes read, where the fast path
// may have read an allocation's bytes directly, unmarked, recording the
// allocation in fast.direct (the commit's conflict check then counts any
// write to it). So for allocations in fast.direct only, slow's pages the
// fast path did not make (those must hold no written marks) and slow's
// read marks are left out of the comparison, and fast's read marks there
// must be a subset of slow's; everything else must be identical.
func dropDirectReads(fast, slow *memOutcome) {
	for key, sp := range slow.pages {
		if key.a.ovBit&fast.direct == 0 {
			continue
		}
		fp, ok := fast.pages[key]
		if !ok {
			if sp.written == ([pageWords]uint64{}) && !sp.dirty {
				delete(slow.pages, key)
			}
			continue
		}
		for i := range fp.read {
			if fp.read[i]&^sp.read[i] != 0 {
				return // diffOutcome reports the difference
			}
		}
		sp.read = fp.read
		slow.pages[key] = sp
	}
	slow.direct = fast.direct
}

func diffOutcome(a, b *memOutcome) string {
	for r := range a.regs {
		if a.regs[r] != b.regs[r] {
			return fmt.Sprintf("R%d differs:\n fast % x\nlanes % x", r, a.regs[r], b.regs[r])
		}
	}
	for i := range a.global {
		if !bytes.Equal(a.global[i], b.global[i]) {
			return fmt.Sprintf("global allocation %d differs", i)
		}
	}
	if !bytes.Equal(a.shared, b.shared) {
		return "shared memory differs"
	}
	if !bytes.Equal(a.local, b.local) {
		return "local memory differs"
	}
	if !reflect.DeepEqual(a.pages, b.pages) {
		return "the overlay's pages differ"
	}
	if a.wrote != b.wrote {
		return fmt.Sprintf("the overlay's wrote: fast %v, lanes %v", a.wrote, b.wrote)
	}
	if !reflect.DeepEqual(a.log, b.log) {
		return "the overlay's reduction logs differ"
	}
	return ""
}

// atomicLanesRef is execAtomic as it was before its lanes tried quickRef:
// every lane's bytes from memRef.
func atomicLanesRef(x *run, w *warp, in *inst, m uint32) *Error {
	sp := space(in.mode)
	size := uint64(4)
	if in.mode2 == atomU64 || in.mode2 == atomF64 {
		size = 8
	}
	read := func(o *operand, lane int) uint64 {
		if o.kind != oGPR {
			return 0
		}
		v := uint64(w.r[int(o.reg)][lane])
		if size == 8 {
			v |= uint64(w.r[int(o.reg+1)][lane]) << 32
		}
		return v
	}
	if x.ov != nil {
		x.ov.reducing = in.d == 255 // the overlay's protocol for reductions
	}
	for l := 0; l < 32; l++ {
		if m>>l&1 == 0 {
			continue
		}
		b, err := x.memRef(w, in, l, sp, x.address(w, in, l, sp), size, "atomic")
		if err != nil {
			return err
		}
		var old uint64
		for k := int(size) - 1; k >= 0; k-- {
			old = old<<8 | uint64(b[k])
		}
		nv := atomicOp(uint8(in.imm), in.mode2, old, read(&in.b, l), read(&in.c, l))
		for k := 0; k < int(size); k++ {
			b[k] = byte(nv >> (8 * k))
		}
		if x.ov != nil && x.ov.reducing {
			x.ov.logReduction(uint8(in.imm), in.mode2, read(&in.b, l), read(&in.c, l))
		}
		if in.d != 255 {
			w.r[int(in.d)][l] = uint32(old)
			if size == 8 {
				w.r[int(in.d+1)][l] = uint32(old >> 32)
			}
		}
	}
	return nil
}

// TestAtomicAgreesWithMemRef checks execAtomic, whose lanes take quickRef's
// bytes where it answers (or atomicWarp's), against atomicLanesRef on
// random warp-wide atomics (every operation and type, global, shared and
// generic addresses, generic lanes in one window or several, with lanes
// colliding on one address, one lane out of bounds or
// misaligned, the generic local and constant windows that fault), with and
// without the overlay: registers, memory, overlay marks and errors must be
// identical.
func TestAtomicAgreesWithMemRef(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	spaces := []space{spGlobal, spShared, spGeneric}
	for _, overlay := range []bool{false, true} {
		f := newMemFixture(rng, overlay)
		faults := 0
		for i := 0; i < 6000; i++ {
			sp := spaces[rng.Intn(len(spaces))]
			typ := uint8(rng.Intn(5))
			op := uint32(rng.Intn(10))
			if typ == atomF32 || typ == atomF64 {
				op = atomADD
			}
			size := uint64(4)
			if typ == atomU64 || typ == atomF64 {
				size = 8
			}
			c := &memCase{m: rng.Uint32() | 1<<rng.Intn(32)}
			c.in = inst{mode: uint8(sp), mode2: typ, imm: op, d: 4, a: operand{kind: oGPR, reg: 0},
				b: operand{kind: oGPR, reg: 8}, c: operand{kind: oGPR, reg: 10}}
			switch rng.Intn(8) {
			case 0:
				c.in.d = 255
			case 1:
				c.in.d = 0 // the address register: each lane reads its own first
			case 2:
				c.in.d = 8 // the operand register
			}
			if rng.Intn(8) == 0 {
				c.in.c.kind = oZero
			}
			if rng.Intn(6) == 0 {
				c.m = ^uint32(0)
			}
			for r := range c.regs {
				for l := range c.regs[r] {
					c.regs[r][l] = rng.Uint32()
				}
			}
			window := [...]int{0, 4, 4, 1, 2}[rng.Intn(5)] // generic: mostly shared or global; local and constant fault
			f.useG1, f.mixAllocs = rng.Intn(4) == 0, false
			badLane := -1
			if rng.Intn(4) == 0 {
				badLane = rng.Intn(32)
			}
			c.in.off = [...]int32{0, 8, -8}[rng.Intn(3)]
			shared := f.addrFor(rng, sp, size, window, false) // lanes colliding on one address
			mixed := sp == spGeneric && rng.Intn(3) == 0      // generic: lanes in several windows
			for l := 0; l < 32; l++ {
				wl := window
				if mixed {
					wl = [...]int{0, 4, 4, 0, 0, 4, 1}[rng.Intn(7)]
				}
				a := f.addrFor(rng, sp, size, wl, l == badLane)
				if rng.Intn(3) == 0 && l != badLane {
					a = shared
				}
				reg := a - uint64(int64(c.in.off))
				c.regs[0][l], c.regs[1][l] = uint32(reg), uint32(reg>>32)
				if overlay && rng.Intn(4) == 0 {
					c.written = append(c.written, a&^3) // the lane's (first) word stored before
				}
			}
			got, want := f.execAtomic(c, execAtomic), f.execAtomic(c, atomicLanesRef)
			if !reflect.DeepEqual(got.err, want.err) {
				t.Fatalf("overlay %v, case %d (%s): execAtomic error %v, reference error %v", overlay, i, c, got.err, want.err)
			}
			if msg := diffOutcome(&got, &want); msg != "" {
				t.Fatalf("overlay %v, case %d (%s): %s", overlay, i, c, msg)
			}
			if want.err != nil {
				faults++
			}
		}
		if faults < 1000 || faults > 4000 {
			t.Errorf("overlay %v: %d of 6000 atomics fault", overlay, faults)
		}
	}
}

// execAtomic runs an atomic case from the fixture's initial state.
func (f *memFixture) execAtomic(c *memCase, exec execFn) memOutcome {
	x, w := f.reset(c)
	in := c.in
	var o memOutcome
	o.err = exec(x, w, &in, c.m)
	f.capture(&o)
	return o
}

// TestLocalFewBoundaries drives the local paths that walk the lanes
// (execLDL's and execSTL's walk under 16 lanes, one walk that a failing
// lane ends after the lanes before it have moved, and the generic accesses
// of the local window under 8 lanes: genericLocal) with every lane's
// address at or around the last one whose
// bytes fit in the lane's 48 bytes (stride less size), misaligned, or
// wrapping past 2^32 or 2^64 with the offset, destinations that are the
// address register or overlap it (pairs), and compares them with the
// per-lane path as TestMemFastAgreesWithLanes does: registers, memory
// and the error must agree, and a fault must leave what the per-lane path
// leaves (the lanes before the faulting lane loaded, no others).
func TestLocalFewBoundaries(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	f := newMemFixture(rng, false)
	const stride = 48
	var took, faults int
	for i := 0; i < 20000; i++ {
		size := uint64(4) << rng.Intn(2)
		generic := rng.Intn(2) == 0
		sp := spLocal
		if generic {
			sp = spGeneric
		}
		c := &memCase{store: rng.Intn(2) == 0}
		c.in = inst{mode: uint8(sp), size: uint8(size), d: 4, a: operand{kind: oGPR, reg: 0}, b: operand{kind: oGPR, reg: 8}}
		switch rng.Intn(4) {
		case 0:
			c.in.d = 0 // the address register
		case 1:
			c.in.a.reg, c.in.d = 5, 4 // pairs: d+1 is the address register's low word
			if generic {
				c.in.a.reg = 6
			}
		}
		c.in.off = [...]int32{0, 4, -8, 8}[rng.Intn(4)]
		n := 1 + rng.Intn(7) // the generic walk's lanes
		if rng.Intn(3) == 0 {
			n = 8 + rng.Intn(12) // LDL's and STL's walk's up to 15, and past it
		}
		for k := n; k > 0; k-- {
			c.m |= 1 << rng.Intn(32)
		}
		if rng.Intn(4) == 0 {
			// Many lanes, not all (load32 and store32, region64).
			c.m = (rng.Uint32() | 1) &^ (1 << (1 + rng.Intn(31)))
		}
		for r := range c.regs {
			for l := range c.regs[r] {
				c.regs[r][l] = rng.Uint32()
			}
		}
		lim := uint64(stride) - size
		bad := rng.Intn(3) == 0
		for l := 0; l < 32; l++ {
			a := lim - size*uint64(rng.Intn(3))
			if bad && rng.Intn(3) == 0 {
				a = [...]uint64{lim + 4, lim + 8, stride, lim + 2, lim - 2, 1 << 32, 1<<32 - 4}[rng.Intn(7)]
			}
			if generic {
				a += launch.LocalWindow
				if bad && rng.Intn(8) == 0 {
					a = launch.LocalWindow - 4 // below the window
				}
			}
			reg := a - uint64(int64(c.in.off))
			if !generic {
				reg = uint64(uint32(reg))
			}
			c.regs[c.in.a.reg][l] = uint32(reg)
			if generic {
				c.regs[c.in.a.reg+1][l] = uint32(reg >> 32)
			}
		}
		fast, slow := f.exec(c, true), f.exec(c, false)
		if !reflect.DeepEqual(fast.err, slow.err) {
			t.Fatalf("case %d (%s): fast path error %v, per-lane path error %v", i, c, fast.err, slow.err)
		}
		if msg := diffOutcome(&fast, &slow); msg != "" {
			t.Fatalf("case %d (%s): %s", i, c, msg)
		}
		if fast.tookFast {
			took++
		} else if slow.err != nil {
			faults++
		}
	}
	if took < 5000 || faults < 1000 {
		t.Fatalf("the fast paths took %d cases, %d faulted: too few", took, faults)
	}
}
