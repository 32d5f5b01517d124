package lower

import (
	"encoding/binary"
	"fmt"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"gpucc/obj"
)

// Module global variables (__device__ variables: addrspace(1), or generic
// addrspace(0), globals with an initializer) live in device memory at fixed
// addresses: laid out in module order from obj.GlobalDataBase, each aligned
// to its ABI alignment (or its declared one, if larger) and followed by a
// 16-byte gap, rounded to 16 - the layout of the reference interpreter, so
// that addresses agree. A kernel reads their address as a constant (a
// constant addrspacecast, bitcast or GEP of one folds into the address).
// Compile puts their initial contents into the module (obj.Global).

// GlobalLayout is the module's global variables: their addresses, and the
// variables as the binary carries them.
type GlobalLayout struct {
	Addr    map[*llir.Global]uint64
	Globals []obj.Global
	// Err, if not nil, is why the module's globals could not be laid out;
	// a kernel that uses one fails with it.
	Err error
}

// isDeviceGlobal reports whether g is a __device__ variable.
func isDeviceGlobal(g *llir.Global) bool {
	return !strings.HasPrefix(g.Name(), "llvm.") && g.Typ != nil && (g.Typ.AddrSpace == 0 || g.Typ.AddrSpace == 1) &&
		!isCUDABuiltinVar(g)
}

// isCUDABuiltinVar reports whether g is one of CUDA's builtin variables
// (threadIdx, blockIdx, blockDim, gridDim) as clang declares them at -O0:
// an external global of an empty %struct.__cuda_builtin_*_t whose member
// getters read the special registers. It holds no data and gets none.
func isCUDABuiltinVar(g *llir.Global) bool {
	if g.Init != nil {
		return false
	}
	switch g.Name() {
	case "threadIdx", "blockIdx", "blockDim", "gridDim":
	default:
		return false
	}
	st, ok := g.ContentType.(*types.StructType)
	return ok && strings.HasPrefix(st.TypeName, "struct.__cuda_builtin_")
}

// LayoutGlobals lays out the module's global variables.
func LayoutGlobals(m *llir.Module) *GlobalLayout {
	return layoutVars(m, varWindow{
		keep: isDeviceGlobal, what: "global variable", base: obj.GlobalDataBase, end: obj.GlobalDataEnd,
		// 16 bytes of padding after each variable and 16-byte steps: the
		// interpreter's layout, so that addresses agree.
		next: func(a, size uint64) uint64 { return alignUp(a+size+16, 16) },
		full: fmt.Sprintf("the module's global variables exceed %d bytes", obj.GlobalDataEnd-obj.GlobalDataBase),
	})
}

// varWindow describes where a kind of module variable is laid out.
type varWindow struct {
	keep      func(*llir.Global) bool
	what      string // "global variable", "__constant__ variable"
	base, end uint64 // the address window
	// next is the first free address after a variable of size bytes at a.
	next func(a, size uint64) uint64
	full string // the error when the window overflows
}

// layoutVars lays out the module's variables that w keeps, in module
// order, each at its alignment, and encodes their initializers.
func layoutVars(m *llir.Module, w varWindow) *GlobalLayout {
	gl := &GlobalLayout{Addr: map[*llir.Global]uint64{}}
	next := w.base
	var laid []*llir.Global
	for _, g := range m.Globals {
		if !w.keep(g) {
			continue
		}
		size, align, err := dataLayout(g.ContentType)
		if err != nil {
			gl.Err = fmt.Errorf("%s %s: %v", w.what, g.Ident(), err)
			return gl
		}
		if g.Init == nil {
			gl.Err = fmt.Errorf("%s %s is declared but not defined", w.what, g.Ident())
			return gl
		}
		a := alignUp(next, max(align, uint64(g.Align)))
		next = w.next(a, size)
		if a+size > w.end || a+size < a {
			gl.Err = fmt.Errorf("%s", w.full)
			return gl
		}
		gl.Addr[g] = a
		laid = append(laid, g)
	}
	// Initializers may hold the addresses of other variables.
	for _, g := range laid {
		size, _, _ := dataLayout(g.ContentType)
		data := make([]byte, size)
		if err := gl.encode(data, g.Init, g.ContentType); err != nil {
			gl.Err = fmt.Errorf("%s %s: initializer: %v", w.what, g.Ident(), err)
			return gl
		}
		gl.Globals = append(gl.Globals, obj.Global{Name: g.Name(), Addr: gl.Addr[g], Data: data})
	}
	return gl
}

func alignUp(x, a uint64) uint64 { return (x + a - 1) / a * a }

// dataLayout is the allocation size (the store size rounded up to the
// alignment) and ABI alignment of a type in the NVPTX data layout.
func dataLayout(t types.Type) (size, align uint64, err error) {
	switch t := t.(type) {
	case *types.IntType:
		align = 1
		for align < 16 && align*8 < t.BitSize {
			align *= 2
		}
		return alignUp((t.BitSize+7)/8, align), align, nil
	case *types.PointerType:
		return 8, 8, nil
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 2, 2, nil
		case types.FloatKindFloat:
			return 4, 4, nil
		case types.FloatKindDouble:
			return 8, 8, nil
		}
	case *types.ArrayType:
		es, ea, err := dataLayout(t.ElemType)
		return es * t.Len, ea, err
	case *types.StructType:
		if t.Opaque {
			break
		}
		align = 1
		for _, f := range t.Fields {
			fs, fa, err := dataLayout(f)
			if err != nil {
				return 0, 0, err
			}
			if t.Packed {
				fa = 1
			}
			size = alignUp(size, fa) + fs
			align = max(align, fa)
		}
		return alignUp(size, align), align, nil
	}
	return 0, 0, fmt.Errorf("type %s has no data layout", t)
}

// encode writes the bytes of constant c of type t into b.
func (gl *GlobalLayout) encode(b []byte, c constant.Constant, t types.Type) error {
	le := binary.LittleEndian
	switch c := c.(type) {
	case *constant.ZeroInitializer, *constant.Null, *constant.Undef, *constant.Poison:
		return nil // b is zeroed
	case *constant.Int:
		x := c.X.Uint64()
		if c.X.Sign() < 0 {
			x = uint64(c.X.Int64())
		}
		for i := range b {
			if i < 8 {
				b[i] = byte(x >> (8 * i))
			}
		}
		return nil
	case *constant.Float:
		// floatConst, not c.X: llir marks a NaN with c.NaN and leaves
		// c.X meaningless (a NaN in a __constant__ table read back as -1).
		x, _ := floatConst(c)
		switch len(b) {
		case 4:
			le.PutUint32(b, uint32(x))
			return nil
		case 8:
			le.PutUint64(b, x)
			return nil
		}
	case *constant.CharArray:
		copy(b, c.X)
		return nil
	case *constant.Array:
		at, ok := t.(*types.ArrayType)
		if !ok {
			break
		}
		es, _, err := dataLayout(at.ElemType)
		if err != nil {
			return err
		}
		for i, e := range c.Elems {
			if err := gl.encode(b[uint64(i)*es:uint64(i+1)*es], e, at.ElemType); err != nil {
				return err
			}
		}
		return nil
	case *constant.Struct:
		st, ok := t.(*types.StructType)
		if !ok {
			break
		}
		off := uint64(0)
		for i, f := range st.Fields {
			fs, fa, err := dataLayout(f)
			if err != nil {
				return err
			}
			if st.Packed {
				fa = 1
			}
			off = alignUp(off, fa)
			if err := gl.encode(b[off:off+fs], c.Fields[i], f); err != nil {
				return err
			}
			off += fs
		}
		return nil
	default:
		// The address of a global (possibly cast or offset).
		if g, off, ok := constGlobalOffset(c); ok {
			if a, laid := gl.Addr[g]; laid && len(b) == 8 {
				le.PutUint64(b, a+uint64(off))
				return nil
			}
		}
	}
	return fmt.Errorf("constant %s is not supported in an initializer", c.Ident())
}

// constGlobalOffset returns the global a constant pointer expression
// (addrspacecasts, bitcasts and GEPs with constant indices) is based on and
// its byte offset from it.
func constGlobalOffset(c constant.Constant) (*llir.Global, int64, bool) {
	switch c := c.(type) {
	case *llir.Global:
		return c, 0, true
	case *constant.ExprAddrSpaceCast:
		return constGlobalOffset(c.From)
	case *constant.ExprBitCast:
		return constGlobalOffset(c.From)
	case *constant.ExprGetElementPtr:
		g, off, ok := constGlobalOffset(c.Src)
		if !ok {
			return nil, 0, false
		}
		t := c.ElemType
		for i, x := range c.Indices {
			if ix, ok := x.(*constant.Index); ok {
				x = ix.Constant
			}
			v, ok := constValue(x)
			if !ok {
				return nil, 0, false
			}
			iv := int64(signExtend(v, intBits(x.Type())))
			if i > 0 {
				switch tt := t.(type) {
				case *types.ArrayType:
					t = tt.ElemType
				case *types.StructType:
					fo := uint64(0)
					for k, f := range tt.Fields {
						fs, fa, err := dataLayout(f)
						if err != nil {
							return nil, 0, false
						}
						if tt.Packed {
							fa = 1
						}
						fo = alignUp(fo, fa)
						if k == int(iv) {
							break
						}
						fo += fs
					}
					if iv < 0 || int(iv) >= len(tt.Fields) {
						return nil, 0, false
					}
					off += int64(fo)
					t = tt.Fields[iv]
					continue
				default:
					return nil, 0, false
				}
			}
			es, _, err := dataLayout(t)
			if err != nil {
				return nil, 0, false
			}
			off += iv * int64(es)
		}
		return g, off, true
	}
	return nil, 0, false
}
