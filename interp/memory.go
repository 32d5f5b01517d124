package interp

import (
	"encoding/binary"
	"fmt"
	"sort"

	"gpucc/launch"
)

// Address windows of the generic address space; see the package
// documentation.
const (
	// DeviceGlobalBase is where __device__ variables (addrspace(1) module
	// globals) are placed.
	DeviceGlobalBase uint64 = 0x0100_0000
	// ConstantBase is where __constant__ variables (addrspace(4) module
	// globals) are placed: the constant window of the generic address
	// space, where the machine reads constant bank 3 (launch.ConstWindow),
	// laid out as the compiler lays out the bank, so that the addresses
	// agree.
	ConstantBase = launch.ConstWindow
	// SharedWindow is the generic address of shared offset 0.
	SharedWindow = launch.SharedWindow
	// LocalWindow is the generic address of local offset 0.
	LocalWindow = launch.LocalWindow
	// windowSize is the size of the shared and the local window.
	windowSize = launch.WindowSize
	// LocalStackBase is the local offset of the first alloca of a thread.
	LocalStackBase uint64 = 0x10
	// maxLocalBytes bounds a thread's local stack.
	maxLocalBytes uint64 = 1 << 24
)

// Address spaces as numbered by NVPTX.
const (
	asGeneric  = 0
	asGlobal   = 1
	asShared   = 3
	asConstant = 4
	asLocal    = 5
)

var spaceNames = map[uint64]string{asGeneric: "generic", asGlobal: "global", asShared: "shared", asConstant: "constant", asLocal: "local"}

func spaceName(as uint64) string {
	if s, ok := spaceNames[as]; ok {
		return s
	}
	return fmt.Sprintf("addrspace(%d)", as)
}

// windowBase is the generic address of offset 0 of a specific address space
// (0 where pointers already hold generic addresses).
func windowBase(as uint64) uint64 {
	switch as {
	case asShared:
		return SharedWindow
	case asLocal:
		return LocalWindow
	}
	return 0
}

// segment is one live object: its bytes and, for memory that starts out
// undefined, which bytes have been written.
type segment struct {
	base     uint64 // address or offset within its space
	data     []byte
	init     []bool // nil: every byte is defined
	readOnly bool
	name     string // for messages
	from     *site  // the alloca that created a local object
	// apx marks the bytes written from approximable values (nil: none).
	apx []bool
	// alt maps the offset of a stored value that has an alternative
	// (fpalt.go) to that alternative and its size.
	alt map[uint64]altEntry
}

func (s *segment) label() string {
	if s.from != nil {
		return "alloca `" + s.from.text() + "`"
	}
	return s.name
}

func (s *segment) end() uint64 { return s.base + uint64(len(s.data)) }

// segTable is a set of non-overlapping segments sorted by base.
type segTable []*segment

// find returns the segment holding [addr, addr+size), or nil.
func (t segTable) find(addr, size uint64) *segment {
	i := sort.Search(len(t), func(i int) bool { return t[i].base > addr }) - 1
	if i < 0 {
		return nil
	}
	s := t[i]
	if addr+size < addr || addr+size > s.end() {
		return nil
	}
	if size == 0 && addr == s.end() && len(s.data) > 0 {
		return nil
	}
	return s
}

// near describes the segment closest to addr, to make out-of-bounds
// messages useful.
func (t segTable) near(addr uint64) string {
	var best *segment
	var dist uint64
	for _, s := range t {
		var d uint64
		switch {
		case addr < s.base:
			d = s.base - addr
		case addr >= s.end():
			d = addr - s.end() + 1
		}
		if best == nil || d < dist {
			best, dist = s, d
		}
	}
	if best == nil {
		return ""
	}
	return fmt.Sprintf(" (nearest object: %s at [0x%x, 0x%x))", best.label(), best.base, best.end())
}

func readLE(b []byte) uint64 {
	switch len(b) {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	case 8:
		return binary.LittleEndian.Uint64(b)
	}
	var v uint64
	for i := len(b) - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

func writeLE(b []byte, v uint64) {
	switch len(b) {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(b, v)
	default:
		for i := range b {
			b[i] = byte(v)
			v >>= 8
		}
	}
}

// memRef is a resolved memory reference.
type memRef struct {
	seg *segment
	off uint64 // offset inside seg.data
}

func (m memRef) bytes(n uint64) []byte { return m.seg.data[m.off : m.off+n] }

// defined reports whether all n bytes have been written.
func (m memRef) defined(n uint64) bool {
	if m.seg.init == nil {
		return true
	}
	for _, ok := range m.seg.init[m.off : m.off+n] {
		if !ok {
			return false
		}
	}
	return true
}

func (m memRef) markDefined(n uint64) {
	if m.seg.init == nil {
		return
	}
	for i := m.off; i < m.off+n; i++ {
		m.seg.init[i] = true
	}
}

func (m memRef) markUndefined(n uint64) {
	if m.seg.init == nil {
		return
	}
	for i := m.off; i < m.off+n; i++ {
		m.seg.init[i] = false
	}
}

// approx reports whether any of n bytes holds an approximable value.
func (m memRef) approx(n uint64) bool {
	if m.seg.apx == nil {
		return false
	}
	for _, a := range m.seg.apx[m.off : m.off+n] {
		if a {
			return true
		}
	}
	return false
}

// setApprox marks n bytes as holding an approximable value or not.
func (m memRef) setApprox(n uint64, a bool) {
	if m.seg.apx == nil {
		if !a {
			return
		}
		m.seg.apx = make([]bool, len(m.seg.data))
	}
	for i := m.off; i < m.off+n; i++ {
		m.seg.apx[i] = a
	}
}

// copyApprox copies the approximation marks of n bytes from src.
func (m memRef) copyApprox(src memRef, n uint64) {
	if src.seg.apx == nil {
		m.setApprox(n, false)
		return
	}
	if m.seg.apx == nil {
		m.seg.apx = make([]bool, len(m.seg.data))
	}
	copy(m.seg.apx[m.off:m.off+n], src.seg.apx[src.off:src.off+n])
}

// accessKind names an access for messages.
type accessKind uint8

const (
	accLoad accessKind = iota
	accStore
	accAtomic
	accCopy    // memcpy/memset destination
	accCopySrc // memcpy source
)

var accessNames = [...]string{"load", "store", "atomic", "memory intrinsic write", "memory intrinsic read"}

// accessFault is why an access cannot be made: its error kind (0 when it
// can), the message, and the address space the access resolved to (the one
// Error.Space names).
type accessFault struct {
	kind  Kind
	msg   string
	space uint64
}

// resolve maps a pointer of address space as to the object it points into.
// It returns a fault when the access of size bytes is out of bounds,
// misaligned, or writes read-only memory.
func (r *run) resolve(t *thread, as, addr, size, align uint64, acc accessKind) (memRef, accessFault) {
	space := as
	off := addr
	if as == asGeneric {
		// Addresses up to 2^32 below a window (a pointer into shared or
		// local memory indexed below the space) count as that space, so
		// that the message names it; they are out of bounds either way.
		switch {
		case addr-SharedWindow < windowSize || SharedWindow-addr <= windowSize:
			space, off = asShared, addr-SharedWindow
		case addr-LocalWindow < windowSize || LocalWindow-addr <= windowSize:
			space, off = asLocal, addr-LocalWindow
		default:
			space = asGlobal
		}
	}
	var table segTable
	switch space {
	case asGlobal, asConstant:
		table = r.globalSegs
	case asShared:
		table = r.sharedSegs
	case asLocal:
		table = t.allocas
	default:
		return memRef{}, accessFault{ErrUnsupported, fmt.Sprintf("%s %s through addrspace(%d) is not supported", spaceName(as), accessNames[acc], as), space}
	}
	desc := func() string {
		if as == asGeneric && space != asGlobal {
			return fmt.Sprintf("%s %s of %d bytes at offset %s (generic address 0x%x)", spaceName(space), accessNames[acc], size, signedHex(off), addr)
		}
		return fmt.Sprintf("%s %s of %d bytes at 0x%x", spaceName(space), accessNames[acc], size, addr)
	}
	natural := naturalAlign(size)
	if acc == accCopy || acc == accCopySrc {
		natural = 1
	}
	if (acc == accLoad || acc == accStore) && align > 0 && align < natural {
		// An access the IR marks under-aligned (align 1 or 2 on a wider
		// type, as packed structs produce) is defined at any multiple of
		// the stated alignment.
		natural = align
	}
	if off%natural != 0 || (align > 1 && off%align != 0) {
		need := natural
		if align > need {
			need = align
		}
		return memRef{}, accessFault{ErrMisaligned, fmt.Sprintf("%s is misaligned (needs %d-byte alignment)", desc(), need), space}
	}
	if (space == asShared || space == asLocal) && off >= windowSize {
		// The machine keeps only the low 32 bits of a shared or local
		// address and would wrap this offset into the space; in the IR no
		// object lies outside [0, 2^32), so the access is undefined.
		return memRef{}, accessFault{ErrOutOfBounds, fmt.Sprintf("%s is out of bounds: offset %s is outside the 32-bit %s address space%s",
			desc(), signedHex(off), spaceName(space), table.near(off)), space}
	}
	seg := table.find(off, size)
	if seg == nil {
		return memRef{}, accessFault{ErrOutOfBounds, desc() + " is out of bounds" + table.near(off), space}
	}
	if seg.readOnly && acc != accLoad && acc != accCopySrc {
		return memRef{}, accessFault{ErrReadOnly, fmt.Sprintf("%s writes read-only %s", desc(), seg.label()), space}
	}
	if as == asConstant && !seg.readOnly {
		return memRef{}, accessFault{ErrOutOfBounds, desc() + " does not point into constant memory", space}
	}
	return memRef{seg, off - seg.base}, accessFault{}
}

// signedHex writes a 64-bit offset as a signed hexadecimal number, so that
// an offset below the start of a space reads as -0x4.
func signedHex(off uint64) string {
	if int64(off) < 0 {
		return fmt.Sprintf("-0x%x", -off)
	}
	return fmt.Sprintf("0x%x", off)
}

// naturalAlign is the alignment hardware needs for an access of size bytes.
func naturalAlign(size uint64) uint64 {
	switch size {
	case 2, 4, 8, 16:
		return size
	}
	return 1
}
