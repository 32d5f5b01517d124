package lower

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/obj"
)

// Structs passed by value (byval kernel parameters, CUDA's
// `f(struct Div d)`). The CUDA ABI puts the struct's bytes in the
// parameter bank at the struct's alignment (or the parameter's align, if
// larger), in declaration order with the other parameters; obj.Param
// records its size and alignment and the launch passes the bytes
// (launch.Bytes). The parameter's value, a pointer to the struct, is
// lowered as a pointer into the parameter bank (spaceParam, like a shared
// or local one: a 32-bit offset that remembers its space through GEPs and
// casts). A load at a fixed offset is a ULDC of c[0x0][off] (a c[] operand
// in the prologue), one at a variable offset (an array field indexed by a
// variable) an LDC from c[0x0][Ra+off] (constbank.go).
//
// The pointer's 64-bit value is its generic address in the parameter
// window (launch.ParamWindow), so it may merge with other pointers in phis
// and selects: where every origin is the bank the access stays an LDC,
// else it is a generic LD through the window (planPointers). The bank is
// read-only and shared by all threads while C gives each thread its own
// copy, so a struct whose pointer is used any other way - written through,
// stored, passed on, compared, converted - is first copied into a local
// alloca at the kernel's entry (a memcpy, expanded with the other memory
// intrinsics), and the copy stands for the parameter.

// spaceParam is the parameter-bank space of a lowered pointer.
const spaceParam = 101

// byvalType is the struct type of a byval parameter, or nil.
func byvalType(p *llir.Param) types.Type {
	pt, ok := p.Typ.(*types.PointerType)
	if !ok {
		return nil
	}
	for _, a := range p.Attrs {
		switch a := a.(type) {
		case llir.Byval:
			if a.Typ != nil {
				return a.Typ
			}
			return pt.ElemType
		case *llir.Byval:
			if a.Typ != nil {
				return a.Typ
			}
			return pt.ElemType
		}
	}
	return nil
}

// paramAlign is a parameter's align attribute (0 without one).
func paramAlign(p *llir.Param) uint32 {
	for _, a := range p.Attrs {
		switch a := a.(type) {
		case llir.Align:
			return uint32(a)
		case *llir.Align:
			return uint32(*a)
		}
	}
	return 0
}

// byvalLayout is the size and alignment of byval parameter i in the bank.
func (s *sel) byvalLayout(i int, p *llir.Param, t types.Type) (size, align uint32) {
	sz, al, err := dataLayout(t)
	if err != nil {
		panic(&Error{Kernel: s.fn.Name(), Msg: fmt.Sprintf("parameter %d (%s) is passed by value: %v", i, p.Ident(), err)})
	}
	align = max(uint32(al), paramAlign(p))
	if align > 16 || sz == 0 || sz > obj.MaxParamBytes {
		panic(&Error{Kernel: s.fn.Name(), Msg: fmt.Sprintf("parameter %d (%s) is a %d-byte struct aligned to %d passed by value, which is not supported", i, p.Ident(), sz, align)})
	}
	return uint32(sz), align
}

// byvalPointer is the lowered value of a byval parameter.
func (s *sel) byvalPointer(p *llir.Param) (*lval, bool) {
	info := s.params[p]
	if info == nil || !info.byval {
		return nil, false
	}
	lv := spacePtr(spaceParam, imm(0), int64(info.off))
	lv.hi = imm(windowHi(spaceParam)) // its generic address (launch.ParamWindow)
	return lv, true
}

// byvalReadOnly reports whether every use of v (a byval parameter or a
// pointer derived from it by GEPs, casts, phis and selects) reads through
// it: loads, and the source of a memcpy or memmove.
func byvalReadOnly(fn *llir.Func, p *llir.Param) bool {
	derived := map[value.Value]bool{p: true}
	for changed := true; changed; {
		changed = false
		for _, b := range fn.Blocks {
			for _, inst := range b.Insts {
				var from bool
				switch inst := inst.(type) {
				case *llir.InstGetElementPtr:
					from = derived[inst.Src]
				case *llir.InstBitCast:
					from = derived[inst.From]
				case *llir.InstAddrSpaceCast:
					from = derived[inst.From]
				case *llir.InstSelect:
					from = derived[inst.ValueTrue] || derived[inst.ValueFalse]
				case *llir.InstPhi:
					for _, inc := range inst.Incs {
						from = from || derived[inc.X]
					}
				default:
					continue
				}
				if v := inst.(value.Value); from && !derived[v] {
					derived[v] = true
					changed = true
				}
			}
		}
	}
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			user, ok := inst.(interface{ Operands() []*value.Value })
			if !ok {
				continue
			}
			for k, op := range user.Operands() {
				x := *op
				if a, ok := x.(*llir.Arg); ok {
					x = a.Value
				}
				if !derived[x] {
					continue
				}
				switch inst := inst.(type) {
				case *llir.InstGetElementPtr, *llir.InstBitCast, *llir.InstAddrSpaceCast:
					if k == 0 {
						continue
					}
				case *llir.InstPhi, *llir.InstSelect:
					// Merged with other pointers: the result is derived and
					// its uses are checked in turn (a generic pointer
					// reads the bank through launch.ParamWindow).
					continue
				case *llir.InstLoad:
					if !inst.Volatile {
						continue
					}
				case *llir.InstCall:
					if kind := memIntrinsicKind(inst); (kind == "memcpy" || kind == "memmove") && len(inst.Args) > 1 && argValue(inst.Args[1]) == x && argValue(inst.Args[0]) != x {
						continue
					}
				}
				return false
			}
		}
		if user, ok := b.Term.(interface{ Operands() []*value.Value }); ok {
			for _, op := range user.Operands() {
				if derived[*op] {
					return false
				}
			}
		}
	}
	return true
}

func argValue(v value.Value) value.Value {
	if a, ok := v.(*llir.Arg); ok {
		return a.Value
	}
	return v
}

// byvalNeedsCopy lists the byval parameters that need a local copy.
func byvalNeedsCopy(fn *llir.Func) []*llir.Param {
	var out []*llir.Param
	for _, p := range fn.Params {
		if byvalType(p) != nil && !byvalReadOnly(fn, p) {
			out = append(out, p)
		}
	}
	return out
}

// copyByval gives each parameter in ps a local copy at the entry of fn
// (a copy of the module's function): an alloca, a memcpy from the
// parameter, and every use of the parameter moved to the copy.
func copyByval(fn *llir.Func, ps []*llir.Param) error {
	entry := fn.Blocks[0]
	var pre []llir.Instruction
	for k, p := range ps {
		t := byvalType(p)
		size, align, err := dataLayout(t)
		if err != nil {
			return err
		}
		align = max(align, uint64(paramAlign(p)))
		a := llir.NewAlloca(t)
		a.Align = llir.Align(align)
		a.SetName(fmt.Sprintf("byval%d.copy", k))
		// Every use of the parameter moves to the copy (before the copy's
		// own memcpy reads the parameter).
		for _, b := range fn.Blocks {
			for _, inst := range b.Insts {
				if user, ok := inst.(interface{ Operands() []*value.Value }); ok {
					for _, op := range user.Operands() {
						if *op == value.Value(p) {
							*op = a
						} else if arg, ok := (*op).(*llir.Arg); ok && arg.Value == value.Value(p) {
							arg.Value = a
						}
					}
				}
			}
			if user, ok := b.Term.(interface{ Operands() []*value.Value }); ok {
				for _, op := range user.Operands() {
					if *op == value.Value(p) {
						*op = a
					}
				}
			}
		}
		var pv value.Value = p
		var av value.Value = a
		i8p := types.NewPointer(types.I8)
		dc := llir.NewBitCast(av, i8p)
		dc.SetName(fmt.Sprintf("byval%d.dst", k))
		sc := llir.NewBitCast(pv, i8p)
		sc.SetName(fmt.Sprintf("byval%d.src", k))
		memcpy := byvalMemcpyDecl(fn)
		call := llir.NewCall(memcpy, llir.NewArg(dc, llir.Align(align)), llir.NewArg(sc, llir.Align(align)),
			constant.NewInt(types.I64, int64(size)), constant.False)
		pre = append(pre, a, dc, sc, call)
	}
	entry.Insts = append(pre, entry.Insts...)
	return nil
}

// byvalMemcpyDecl is the module's llvm.memcpy.p0i8.p0i8.i64 (declared if
// missing).
func byvalMemcpyDecl(fn *llir.Func) *llir.Func {
	const name = "llvm.memcpy.p0i8.p0i8.i64"
	m := fn.Parent
	for _, f := range m.Funcs {
		if f.Name() == name {
			return f
		}
	}
	i8p := types.NewPointer(types.I8)
	f := m.NewFunc(name, types.Void, llir.NewParam("", i8p), llir.NewParam("", i8p), llir.NewParam("", types.I64), llir.NewParam("", types.I1))
	return f
}
