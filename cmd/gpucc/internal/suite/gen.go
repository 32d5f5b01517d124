package suite

import (
	"encoding/binary"
	"math"
	"math/rand/v2"

	"gpucc/launch"
)

// gen produces deterministic pseudo-random kernel inputs. Values are drawn
// from a mix that makes edge cases common: exact edge values (0, ±1, the
// minimum and maximum of the type, large 64-bit patterns), small values
// around zero, and full-range values.
type gen struct{ r *rand.Rand }

func newGen(seed int64, kernel string) *gen {
	// The kernel name keeps kernels launched with the same seed from seeing
	// the same data.
	var salt uint64 = 0xcbf29ce484222325
	for i := 0; i < len(kernel); i++ {
		salt = (salt ^ uint64(kernel[i])) * 0x100000001b3
	}
	return &gen{r: rand.New(rand.NewPCG(uint64(seed), salt))}
}

var edges32 = []int32{0, -1, 1, math.MinInt32, math.MaxInt32, math.MinInt32 + 1, -2, 0x100, 0x7fff, -0x8000}

var edges64 = []int64{0, -1, 1, math.MinInt64, math.MaxInt64, math.MinInt32, math.MaxUint32,
	1 << 32, -1 << 32, 0x123456789abcdef0, -0x0123456789abcdef}

func (g *gen) intn(n int) int { return g.r.IntN(n) }

// rangeInt returns a value in [lo, hi].
func (g *gen) rangeInt(lo, hi int64) int64 { return lo + g.r.Int64N(hi-lo+1) }

func (g *gen) i32() int32 {
	switch p := g.r.IntN(8); {
	case p == 0:
		return edges32[g.r.IntN(len(edges32))]
	case p <= 3:
		return int32(g.r.IntN(4001) - 2000)
	default:
		return int32(g.r.Uint32())
	}
}

func (g *gen) i64() int64 {
	switch p := g.r.IntN(8); {
	case p == 0:
		return edges64[g.r.IntN(len(edges64))]
	case p <= 2:
		return int64(g.r.IntN(4001) - 2000)
	case p == 3:
		return int64(g.i32())
	default:
		return int64(g.r.Uint64())
	}
}

// plantEdges puts every edge value at least once into s (when it is long
// enough), at seed-dependent positions.
func plantEdges[T any](g *gen, s []T, edges []T) {
	if len(s) < 2*len(edges) {
		return
	}
	for i, pos := range g.r.Perm(len(s))[:len(edges)] {
		s[pos] = edges[i]
	}
}

func (g *gen) i32s(n int) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = g.i32()
	}
	plantEdges(g, s, edges32)
	return s
}

func (g *gen) u32s(n int) []uint32 {
	s := make([]uint32, n)
	for i, v := range g.i32s(n) {
		s[i] = uint32(v)
	}
	return s
}

func (g *gen) i64s(n int) []int64 {
	s := make([]int64, n)
	for i := range s {
		s[i] = g.i64()
	}
	plantEdges(g, s, edges64)
	return s
}

func (g *gen) u64s(n int) []uint64 {
	s := make([]uint64, n)
	for i, v := range g.i64s(n) {
		s[i] = uint64(v)
	}
	return s
}

// junk returns n random bytes: the initial contents of an output buffer, so
// that an element no thread writes is visibly left alone rather than zero.
func (g *gen) junk(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
	return b
}

func dim(x, y uint32) launch.Dim3 { return launch.Dim3{X: x, Y: y, Z: 1} }

func buf(name, elem string, data []byte) launch.Arg {
	return launch.Arg{Kind: launch.Buffer, Name: name, Elem: elem, Data: data}
}

func bytesOf32[T int32 | uint32](vals []T) []byte {
	b := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	}
	return b
}

func bytesOf64[T int64 | uint64](vals []T) []byte {
	b := make([]byte, 8*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint64(b[8*i:], uint64(v))
	}
	return b
}

func bytesOf16[T int16 | uint16](vals []T) []byte {
	b := make([]byte, 2*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
	}
	return b
}

func scalar(name, elem string, size int, bits uint64) launch.Arg {
	mask := uint64(math.MaxUint64)
	if size < 8 {
		mask = 1<<(8*size) - 1
	}
	return launch.Arg{Kind: launch.Scalar, Name: name, Elem: elem, Value: bits & mask, Size: size}
}

func i8Arg(name string, v int8) launch.Arg    { return scalar(name, "i8", 1, uint64(v)) }
func i16Arg(name string, v int16) launch.Arg  { return scalar(name, "i16", 2, uint64(v)) }
func i32Arg(name string, v int32) launch.Arg  { return scalar(name, "i32", 4, uint64(v)) }
func u32Arg(name string, v uint32) launch.Arg { return scalar(name, "u32", 4, uint64(v)) }
func i64Arg(name string, v int64) launch.Arg  { return scalar(name, "i64", 8, uint64(v)) }
func u64Arg(name string, v uint64) launch.Arg { return scalar(name, "u64", 8, v) }

// bytesArg is a struct passed by value.
func bytesArg(name string, data []byte) launch.Arg {
	return launch.Arg{Kind: launch.Bytes, Name: name, Data: data, Size: len(data)}
}

// bytesParam is a struct parameter of size bytes passed by value.
func bytesParam(name string, size int) Param {
	return Param{Name: name, Kind: launch.Bytes, Size: size, Elem: "struct"}
}

func bufParam(name, elem string, size int) Param {
	return Param{Name: name, Kind: launch.Buffer, Size: size, Elem: elem}
}

func scalarParam(name, elem string, size int) Param {
	return Param{Name: name, Kind: launch.Scalar, Size: size, Elem: elem}
}
