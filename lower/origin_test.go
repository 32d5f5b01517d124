package lower

import (
	"reflect"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"gpucc/ir"
)

// TestOriginsNameLLVMInstructions: every selected instruction of a test
// kernel (one that is selected as it is, not rewritten first) names,
// through OriginText, an instruction or terminator of the kernel as llir
// prints it, or the special register it reads.
func TestOriginsNameLLVMInstructions(t *testing.T) {
	for _, name := range []string{"vadd_guard", "fp_black_scholes", "collatz"} {
		_, _, f := lowerFile(t, "../testdata/kernels/"+name+".ll", 2)
		m, err := asm.ParseFile("../testdata/kernels/" + name + ".ll")
		if err != nil {
			t.Fatal(err)
		}
		ks, err := Kernels(m)
		if err != nil {
			t.Fatal(err)
		}
		texts := map[string]bool{}
		for _, b := range ks[0].Blocks {
			for _, inst := range b.Insts {
				texts[inst.LLString()] = true
			}
			texts[b.Term.LLString()] = true
		}
		named := 0
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				o := in.OriginText()
				if o == "" {
					continue
				}
				if !texts[o] && !strings.HasPrefix(o, "llvm.nvvm.read.ptx.sreg.") {
					t.Errorf("%s: an instruction of block %s comes from %q, not an instruction of the kernel", name, b.Name, o)
				}
				named++
			}
		}
		if named == 0 {
			t.Errorf("%s: no instruction names its origin", name)
		}
	}
}

// TestAppendOperandsMatchUsesDefs: the buffer-reusing operand lists equal
// Uses and Defs for every instruction of selected and cleaned-up kernels,
// appended after what the buffer held.
func TestAppendOperandsMatchUsesDefs(t *testing.T) {
	for _, name := range []string{"vadd_guard", "fp_black_scholes", "graph_multi_exit", "mem_intrinsics"} {
		_, _, f := lowerFile(t, "../testdata/kernels/"+name+".ll", 2)
		prefix := []ir.Operand{{Field: 99}}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if got := in.AppendUses(append([]ir.Operand(nil), prefix...)); !reflect.DeepEqual(got[1:], in.Uses()) && len(in.Uses())+len(got[1:]) > 0 || got[0].Field != 99 {
					t.Errorf("%s: AppendUses %v, Uses %v", name, got, in.Uses())
				}
				if got := in.AppendDefs(append([]ir.Operand(nil), prefix...)); !reflect.DeepEqual(got[1:], in.Defs()) || got[0].Field != 99 {
					t.Errorf("%s: AppendDefs %v, Defs %v", name, got, in.Defs())
				}
			}
		}
	}
}
