package interp

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"gpucc/launch"
)

// Structs passed by value (byval parameters, launch.Bytes arguments). C
// semantics give every thread its own copy of a by-value argument, which
// it may write: each thread starts with one local object per byval
// parameter (in its local memory, below its allocas), initialized with
// the argument's bytes, and the parameter's value is the object's generic
// address.

// byvalParam is one byval argument of a launch.
type byvalParam struct {
	index int
	data  []byte
	align uint64
	name  string
}

// byvalArg checks a launch.Bytes argument against byval parameter i and
// records it.
func (r *run) byvalArg(i int, a launch.Arg, p *ir.Param) error {
	pt, ok := p.Typ.(*types.PointerType)
	if !ok {
		return r.launchErr("byval parameter %d (%s) is not a pointer", i, p.Ident())
	}
	size, err := allocSize(pt.ElemType)
	if err != nil {
		return r.launchErr("byval parameter %d (%s): %v", i, p.Ident(), err)
	}
	align, err := abiAlign(pt.ElemType)
	if err != nil {
		return r.launchErr("byval parameter %d (%s): %v", i, p.Ident(), err)
	}
	for _, at := range p.Attrs {
		if a, ok := at.(ir.Align); ok && uint64(a) > align {
			align = uint64(a)
		}
	}
	if a.Kind != launch.Bytes || uint64(len(a.Data)) != size {
		return r.launchErr("parameter %d (%s) is a %d-byte struct passed by value: pass bytes:HEX with %d bytes", i, p.Ident(), size, size)
	}
	r.byvals = append(r.byvals, byvalParam{index: i, data: a.Data, align: align, name: fmt.Sprintf("byval parameter %d (%s)", i, p.Ident())})
	return nil
}

// setupByval gives thread t its copies of the byval arguments; vals are
// the kernel frame's values.
func (r *run) setupByval(t *thread, vals []uint64) {
	for _, b := range r.byvals {
		off := alignUp(t.sp, b.align)
		seg := &segment{base: off, data: append([]byte(nil), b.data...), name: b.name}
		t.allocas = append(t.allocas, seg)
		t.sp = off + uint64(len(b.data))
		vals[b.index] = LocalWindow + off
	}
}
