package lower

import (
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
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
