package launch

// Global address layout of buffer arguments. The emulator and the reference
// interpreter must place buffers at the same addresses: a kernel may observe
// an address (for example by storing (uintptr_t)p & 0xff), and only a shared
// layout keeps such kernels comparable byte for byte.

const (
	// SharedWindow is the generic address of shared-memory offset 0: the
	// generic addresses [SharedWindow, SharedWindow+2^32) are the CTA's
	// shared memory (docs/isa.md, "Generic addressing").
	SharedWindow uint64 = 0x0000_7000_0000_0000
	// LocalWindow is the generic address of local-memory offset 0: the
	// generic addresses [LocalWindow, LocalWindow+2^32) are the executing
	// thread's local memory.
	LocalWindow uint64 = 0x0000_7800_0000_0000
	// ConstWindow is the generic address of offset 0 of the module's
	// constant data (__constant__ variables, addrspace(4) globals; constant
	// bank 3 on the machine): the generic addresses [ConstWindow,
	// ConstWindow+2^32) read it. Like every window it is 2^32-aligned, so
	// the low word of a generic constant address is the bank offset.
	ConstWindow uint64 = 0x0000_7400_0000_0000
	// ParamWindow is the generic address of offset 0 of the parameter bank
	// (constant bank 0: the launch geometry, then the kernel parameters;
	// structs passed by value live there). The reference interpreter gives
	// each thread a copy of a byval struct instead, so only the compiler and
	// the emulator use this window.
	ParamWindow uint64 = 0x0000_7C00_0000_0000
	// WindowSize is the size of every window.
	WindowSize uint64 = 1 << 32
	// GlobalBase is the address of the first buffer argument.
	GlobalBase uint64 = 0x1000_0000
	// BufferAlign is the alignment of every buffer's address.
	BufferAlign uint64 = 256
	// BufferGap is the minimum unmapped gap after every buffer (including
	// empty ones), so that small overruns land outside every allocation.
	BufferGap uint64 = 256
)

// BufferAddrs returns the global address of every buffer argument, indexed
// like l.Args (0 for scalars). Buffers are laid out in argument order from
// GlobalBase, each aligned to BufferAlign and followed by at least BufferGap
// unmapped bytes, so no two buffers overlap or touch, and even an empty
// buffer has an address of its own.
func (l Launch) BufferAddrs() []uint64 {
	addrs := make([]uint64, len(l.Args))
	next := GlobalBase
	for i, a := range l.Args {
		if a.Kind != Buffer {
			continue
		}
		addrs[i] = next
		end := next + uint64(len(a.Data)) + BufferGap
		next = (end + BufferAlign - 1) &^ (BufferAlign - 1)
	}
	return addrs
}
