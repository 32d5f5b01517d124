package lower

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Registers as arrays (issue 16, GETGPR/SETGPR): the cost model for a small
// local array indexed by a variable. GETGPR and SETGPR address
// R[URb+SImm9]: the index is a uniform register holding an absolute GPR
// number. So an array kept in registers needs a block of physical GPRs taken
// out of allocation for the whole kernel and a warp-uniform index, and a
// kernel using a run-time register index is charged the whole register file
// (obj.RegCounts: the metadata cannot declare a bound), which costs far more
// occupancy than the LDL/STL it saves. The model therefore keeps every such
// array in local memory, and says why in a remark (`gpucc -v`): a
// per-thread index cannot use register indexing at all; a warp-uniform one
// could but is not worth the register file. docs/compiler.md, "Optype
// selection", has the decision.

// localArrayRemarks adds a remark for every alloca'd array that some GEP
// indexes with a value that is not a constant.
func (s *sel) localArrayRemarks() {
	for _, b := range s.fn.Blocks {
		for _, inst := range b.Insts {
			a, ok := inst.(*llir.InstAlloca)
			if !ok {
				continue
			}
			at, ok := a.ElemType.(*types.ArrayType)
			if !ok {
				continue
			}
			idx, found := s.variableIndex(a, map[value.Value]bool{})
			if !found {
				continue
			}
			bytes := s.allocSize(a.ElemType)
			why := "its index varies per thread, and GETGPR/SETGPR take a warp-uniform register index"
			if !s.div[idx] {
				why = "its index is warp-uniform, but a run-time register index would charge the kernel the whole register file"
			}
			s.f.Remarks = append(s.f.Remarks, fmt.Sprintf("local array %s (%s, %d bytes) indexed by %s stays in local memory (LDL/STL): %s",
				a.Ident(), at, bytes, idx.Ident(), why))
		}
	}
}

// variableIndex returns a non-constant GEP index applied to ptr or to a
// pointer derived from it by GEPs and casts.
func (s *sel) variableIndex(ptr value.Value, seen map[value.Value]bool) (value.Value, bool) {
	if seen[ptr] {
		return nil, false
	}
	seen[ptr] = true
	for _, u := range s.users[ptr] {
		switch u := u.(type) {
		case *llir.InstGetElementPtr:
			if u.Src != ptr {
				continue
			}
			for _, x := range u.Indices {
				if _, c := constValue(x); !c {
					return x, true
				}
			}
			if v, ok := s.variableIndex(u, seen); ok {
				return v, true
			}
		case *llir.InstBitCast:
			if v, ok := s.variableIndex(u, seen); ok {
				return v, true
			}
		case *llir.InstAddrSpaceCast:
			if v, ok := s.variableIndex(u, seen); ok {
				return v, true
			}
		}
	}
	return nil, false
}
