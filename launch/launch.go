// Package launch is the host-side description of one kernel launch: grid and
// block geometry, dynamic shared memory, and the kernel's arguments (global
// buffers with their initial contents, and scalars). The emulator and the
// reference interpreter both take a Launch, so one run description drives both
// and their results can be compared byte for byte.
package launch

// Dim3 is a CUDA-style three-dimensional extent or index.
type Dim3 struct{ X, Y, Z uint32 }

// Count is the number of elements the extent spans.
func (d Dim3) Count() uint64 { return uint64(d.X) * uint64(d.Y) * uint64(d.Z) }

// ArgKind says whether an argument is a global buffer or a scalar.
type ArgKind int

const (
	// Buffer is a global-memory allocation; the kernel receives its 64-bit address.
	Buffer ArgKind = iota
	// Scalar is a value passed by value in the parameter space.
	Scalar
	// Bytes is an aggregate (a struct) passed by value (a byval kernel
	// parameter): Data holds its bytes as the kernel's parameter bank
	// receives them, in the type's layout, padding included.
	Bytes
)

// Arg is one kernel argument, in parameter order.
type Arg struct {
	Kind ArgKind
	Name string
	// Data is a buffer's initial contents; its length is the buffer size in
	// bytes. For Bytes, the aggregate's bytes.
	Data []byte
	// Elem is a buffer's element type name ("u8", "i32", "u64", ...), used only
	// for printing; it does not change the bytes.
	Elem string
	// Value is a scalar's bits (little-endian, zero-extended) and Size its
	// width in bytes: 1, 2, 4 or 8.
	Value uint64
	Size  int
}

// Launch is everything needed to run one kernel once.
type Launch struct {
	Kernel      string
	Grid        Dim3
	Block       Dim3
	SharedBytes uint32 // dynamic shared memory per CTA
	Args        []Arg
}

// Result holds the final contents of every buffer argument, indexed like Args
// (nil for scalars).
type Result struct {
	Buffers [][]byte
}
