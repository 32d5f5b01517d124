package interp

import (
	"fmt"

	"github.com/llir/llvm/ir/types"
)

// The NVPTX data layout clang-14 emits is
// "e-i64:64-i128:128-v16:16-v32:32-n16:32:64": little endian, 64-bit pointers
// in every address space, integers aligned to their size rounded up to the
// next listed integer type (i1/i8 -> 1, i16 -> 2, i32 -> 4, i64 -> 8,
// i128 -> 16).

func intAlign(bits uint64) uint64 {
	switch {
	case bits <= 8:
		return 1
	case bits <= 16:
		return 2
	case bits <= 32:
		return 4
	case bits <= 64:
		return 8
	default:
		return 16
	}
}

// abiAlign is the ABI alignment of t in bytes.
func abiAlign(t types.Type) (uint64, error) {
	switch t := t.(type) {
	case *types.IntType:
		return intAlign(t.BitSize), nil
	case *types.PointerType:
		return 8, nil
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 2, nil
		case types.FloatKindFloat:
			return 4, nil
		case types.FloatKindDouble:
			return 8, nil
		}
	case *types.ArrayType:
		return abiAlign(t.ElemType)
	case *types.StructType:
		if t.Opaque {
			break
		}
		if t.Packed {
			return 1, nil
		}
		a := uint64(1)
		for _, f := range t.Fields {
			fa, err := abiAlign(f)
			if err != nil {
				return 0, err
			}
			if fa > a {
				a = fa
			}
		}
		return a, nil
	}
	return 0, fmt.Errorf("type %s has no known layout", t)
}

// storeSize is the number of bytes a load or store of t touches.
func storeSize(t types.Type) (uint64, error) {
	switch t := t.(type) {
	case *types.IntType:
		return (t.BitSize + 7) / 8, nil
	case *types.FloatType:
		return abiAlign(t)
	case *types.PointerType:
		return 8, nil
	}
	return allocSize(t)
}

// allocSize is the distance between consecutive elements of type t in an
// array (the store size rounded up to the alignment).
func allocSize(t types.Type) (uint64, error) {
	switch t := t.(type) {
	case *types.IntType, *types.PointerType, *types.FloatType:
		s, err := storeSize(t)
		if err != nil {
			return 0, err
		}
		a, err := abiAlign(t)
		if err != nil {
			return 0, err
		}
		return alignUp(s, a), nil
	case *types.ArrayType:
		s, err := allocSize(t.ElemType)
		if err != nil {
			return 0, err
		}
		return s * t.Len, nil
	case *types.StructType:
		_, size, err := structLayout(t)
		return size, err
	}
	return 0, fmt.Errorf("type %s has no known layout", t)
}

// structLayout returns the byte offset of every field and the struct's
// allocation size.
func structLayout(t *types.StructType) ([]uint64, uint64, error) {
	if t.Opaque {
		return nil, 0, fmt.Errorf("opaque struct %s has no layout", t)
	}
	offs := make([]uint64, len(t.Fields))
	off := uint64(0)
	maxAlign := uint64(1)
	for i, f := range t.Fields {
		a := uint64(1)
		if !t.Packed {
			var err error
			if a, err = abiAlign(f); err != nil {
				return nil, 0, err
			}
		}
		if a > maxAlign {
			maxAlign = a
		}
		off = alignUp(off, a)
		offs[i] = off
		s, err := allocSize(f)
		if err != nil {
			return nil, 0, err
		}
		off += s
	}
	return offs, alignUp(off, maxAlign), nil
}

func alignUp(v, a uint64) uint64 {
	if a <= 1 {
		return v
	}
	return (v + a - 1) / a * a
}

// scalarWidth is the bit width of an integer, pointer or floating-point
// type, the scalar types the interpreter holds (floating-point values as
// their IEEE bit patterns; half only moves, it has no arithmetic).
func scalarWidth(t types.Type) (uint, bool) {
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize >= 1 && t.BitSize <= 64 {
			return uint(t.BitSize), true
		}
	case *types.PointerType:
		return 64, true
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 16, true
		case types.FloatKindFloat:
			return 32, true
		case types.FloatKindDouble:
			return 64, true
		}
	}
	return 0, false
}

// leafCount is the number of scalar slots a first-class value of type t
// occupies: 1 for integers and pointers, the sum over the members for
// structs and arrays. ok is false for types the interpreter cannot hold.
func leafCount(t types.Type) (int, bool) {
	switch t := t.(type) {
	case *types.IntType, *types.PointerType, *types.FloatType:
		_, ok := scalarWidth(t)
		return 1, ok
	case *types.StructType:
		if t.Opaque {
			return 0, false
		}
		n := 0
		for _, f := range t.Fields {
			c, ok := leafCount(f)
			if !ok {
				return 0, false
			}
			n += c
		}
		return n, true
	case *types.ArrayType:
		c, ok := leafCount(t.ElemType)
		return c * int(t.Len), ok
	}
	return 0, false
}

// leafPath returns the first leaf index and the leaf count of the member
// of t selected by the extractvalue/insertvalue indices.
func leafPath(t types.Type, indices []uint64) (first, count int, ok bool) {
	for _, idx := range indices {
		switch tt := t.(type) {
		case *types.StructType:
			if idx >= uint64(len(tt.Fields)) {
				return 0, 0, false
			}
			for _, f := range tt.Fields[:idx] {
				c, ok := leafCount(f)
				if !ok {
					return 0, 0, false
				}
				first += c
			}
			t = tt.Fields[idx]
		case *types.ArrayType:
			if idx >= tt.Len {
				return 0, 0, false
			}
			c, ok := leafCount(tt.ElemType)
			if !ok {
				return 0, 0, false
			}
			first += c * int(idx)
			t = tt.ElemType
		default:
			return 0, 0, false
		}
	}
	count, ok = leafCount(t)
	return first, count, ok
}
