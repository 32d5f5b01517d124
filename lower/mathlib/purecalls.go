package mathlib

import (
	"fmt"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// mergeRepeatedCalls replaces, within each basic block of m's defined
// functions, a call of a library function that is a pure function of its
// arguments by the result of an earlier call in the block with the same
// callee and the same operands, and deletes the repeated call. Library
// functions without pointer parameters read no memory but constant tables
// and write none, so the two calls compute the same value. Kernels written
// as in CUDA's samples call the same function twice on one value
// (Black-Scholes evaluates each CND twice); once inlined, the copies are
// distinct code that nothing merges, and a binary32 erfcf is over a hundred
// instructions.
func mergeRepeatedCalls(m *llir.Module) error {
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 || strings.HasPrefix(f.Name(), "__nv_") {
			continue
		}
		changed := false
		for _, b := range f.Blocks {
			seen := map[string]*llir.InstCall{}
			insts := b.Insts[:0]
			for _, inst := range b.Insts {
				c, ok := inst.(*llir.InstCall)
				if !ok || !pureLibraryCall(c) {
					insts = append(insts, inst)
					continue
				}
				key := callKey(c)
				if first := seen[key]; first != nil {
					replaceUses(f, c, first)
					changed = true
					continue
				}
				seen[key] = c
				insts = append(insts, inst)
			}
			b.Insts = insts
		}
		if changed {
			// Unnamed locals are numbered in order; renumber them from
			// scratch (AssignIDs keeps IDs that are already set).
			clearIDs(f)
			if err := f.AssignIDs(); err != nil {
				return fmt.Errorf("mathlib: @%s: %v", f.Name(), err)
			}
		}
	}
	return nil
}

// pureLibraryCall reports whether c calls a library function (defined, named
// __nv_*) that returns a value and takes no pointers.
func pureLibraryCall(c *llir.InstCall) bool {
	callee, ok := c.Callee.(*llir.Func)
	if !ok || len(callee.Blocks) == 0 || !strings.HasPrefix(callee.Name(), "__nv_") {
		return false
	}
	if types.Equal(callee.Sig.RetType, types.Void) {
		return false
	}
	for _, p := range callee.Params {
		if _, isPtr := p.Typ.(*types.PointerType); isPtr {
			return false
		}
	}
	return true
}

// callKey identifies a call by callee and operands: locals by identity
// (their names are unique in the function), constants by their text.
func callKey(c *llir.InstCall) string {
	var b strings.Builder
	b.WriteString(c.Callee.Ident())
	for _, a := range c.Args {
		if arg, ok := a.(*llir.Arg); ok {
			a = arg.Value
		}
		b.WriteString("," + a.Type().LLString() + " " + a.Ident())
	}
	return b.String()
}

// replaceUses replaces every use of old in fn by new.
func replaceUses(fn *llir.Func, old, new value.Value) {
	visit := func(u any) {
		if user, ok := u.(interface{ Operands() []*value.Value }); ok {
			for _, op := range user.Operands() {
				if *op == old {
					*op = new
				} else if a, ok := (*op).(*llir.Arg); ok && a.Value == old {
					a.Value = new
				}
			}
		}
	}
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			visit(inst)
		}
		visit(b.Term)
	}
}

// clearIDs zeroes the IDs of fn's unnamed parameters, blocks and
// instruction results, for AssignIDs to number them again.
func clearIDs(fn *llir.Func) {
	type numbered interface {
		IsUnnamed() bool
		SetID(int64)
	}
	clear := func(v any) {
		if n, ok := v.(numbered); ok && n.IsUnnamed() {
			n.SetID(0)
		}
	}
	for _, p := range fn.Params {
		clear(p)
	}
	for _, b := range fn.Blocks {
		clear(b)
		for _, inst := range b.Insts {
			clear(inst)
		}
	}
}
