package lower

import (
	"path/filepath"
	"testing"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// kernelFiles are the test kernels in both dialects (LLVM 14 and clang-16
// output read by irtext is not llir's input, so only the LLVM 14 ones).
func kernelFiles(t *testing.T) []string {
	files, err := filepath.Glob("../testdata/kernels/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no kernels: %v", err)
	}
	return files
}

// TestCloneKernelIsFaithfulAndIndependent copies every function with a
// body of every test kernel file: the copy prints exactly as the original
// (llir's printer is the independent judge of what the copy holds), the
// module copy prints as the module, and changing every operand, name and
// block of the copy leaves the original's text as it was.
func TestCloneKernelIsFaithfulAndIndependent(t *testing.T) {
	for _, file := range kernelFiles(t) {
		m, err := asm.ParseFile(file)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for _, fn := range m.Funcs {
			if len(fn.Blocks) == 0 {
				continue
			}
			want, wantModule := fn.LLString(), m.String()
			m2, fn2, ok := cloneKernel(m, fn)
			if !ok {
				t.Errorf("%s: @%s: no in-memory copy", file, fn.Name())
				continue
			}
			if got := fn2.LLString(); got != want {
				t.Errorf("%s: @%s: the copy prints differently:\n%s\nwant\n%s", file, fn.Name(), got, want)
				continue
			}
			if got := m2.String(); got != wantModule {
				t.Errorf("%s: @%s: the module copy prints differently", file, fn.Name())
				continue
			}
			if fn2.Parent != m2 || fn2 == fn {
				t.Errorf("%s: @%s: the copy is not the module copy's", file, fn.Name())
			}
			scribble(fn2)
			if got := fn.LLString(); got != want {
				t.Errorf("%s: @%s: changing the copy changed the original:\n%s", file, fn.Name(), got)
			}
			if got := m.String(); got != wantModule {
				t.Errorf("%s: @%s: changing the copy changed the module", file, fn.Name())
			}
		}
	}
}

// scribble overwrites every operand (through call arguments with
// attributes), every name and every parameter of fn, and cuts its blocks.
func scribble(fn *llir.Func) {
	seven := constant.NewInt(types.I32, 7)
	for _, p := range fn.Params {
		p.SetName("scribbled.param")
		p.Typ = types.I1
	}
	for _, b := range fn.Blocks {
		b.SetName("scribbled.block")
		for _, inst := range b.Insts {
			scribbleOperands(inst, seven)
			if n, ok := inst.(interface{ SetName(string) }); ok {
				n.SetName("scribbled")
			}
		}
		scribbleOperands(b.Term, seven)
		b.Insts = b.Insts[:0]
	}
	fn.Blocks = fn.Blocks[:1]
}

func scribbleOperands(u any, c value.Value) {
	user, ok := u.(interface{ Operands() []*value.Value })
	if !ok {
		return
	}
	for _, op := range user.Operands() {
		if a, isArg := (*op).(*llir.Arg); isArg {
			a.Value = c
			a.Attrs = nil
			continue
		}
		*op = c
	}
}

// TestRewritesLeaveCallersModule: the kernels whose memory intrinsics,
// byval copies (which declare llvm.memcpy) and texture fetches are
// rewritten before selection, and whose loops are funnelled, are rewritten
// on a copy: the caller's module prints as before.
func TestRewritesLeaveCallersModule(t *testing.T) {
	for _, name := range []string{"mem_intrinsics", "byval_params", "tex_fetch", "local_stack", "loop_jumps"} {
		for _, lvl := range []int{0, 2} {
			before, after, _ := lowerFile(t, "../testdata/kernels/"+name+".ll", lvl)
			if before != after {
				t.Errorf("%s -O%d: Lower modified the caller's module", name, lvl)
			}
		}
	}
}
