package interp

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"gpucc/launch"
)

// ByvalBase is where the structs passed by value to a kernel (byval
// parameters, launch.Bytes arguments) live: each a read-only object of its
// own, in parameter order, 256-byte aligned with a 256-byte gap, below
// launch.GlobalBase. The parameter's value is the object's generic
// address. Like CUDA's kernel parameter space the object is shared by all
// threads and read-only: a store to it is reported (a kernel that writes
// its copy needs per-thread copies, which the interpreter does not model).
const ByvalBase uint64 = 0x0F00_0000

// byvalArg checks a launch.Bytes argument against byval parameter i and
// maps its bytes; next is the next free address.
func (r *run) byvalArg(i int, a launch.Arg, p *ir.Param, next *uint64) (uint64, error) {
	pt, ok := p.Typ.(*types.PointerType)
	if !ok {
		return 0, r.launchErr("byval parameter %d (%s) is not a pointer", i, p.Ident())
	}
	size, err := allocSize(pt.ElemType)
	if err != nil {
		return 0, r.launchErr("byval parameter %d (%s): %v", i, p.Ident(), err)
	}
	if a.Kind != launch.Bytes || uint64(len(a.Data)) != size {
		return 0, r.launchErr("parameter %d (%s) is a %d-byte struct passed by value: pass bytes:HEX with %d bytes", i, p.Ident(), size, size)
	}
	base := *next
	*next = (base + size + 256 + 255) &^ 255
	if *next > launch.GlobalBase {
		return 0, r.launchErr("the structs passed by value exceed %d bytes", launch.GlobalBase-ByvalBase)
	}
	s := &segment{base: base, data: append([]byte{}, a.Data...), readOnly: true, name: fmt.Sprintf("byval parameter %d (%s)", i, p.Ident())}
	r.globalSegs = append(r.globalSegs, s)
	return base, nil
}
