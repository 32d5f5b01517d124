package lower

import (
	"path/filepath"
	"strings"
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

// TestInlinedModuleKeepsOnlyReferencedBodies: the module the inlined
// kernel is parsed into declares the functions whose bodies were inlined
// (@f, and @g that only @f calls) and keeps the body of a function the
// kernel still refers to (@h, whose address it stores) and of what that
// one calls (@h2); the kernel itself is the rebuilt text, another kernel is
// declared (the annotations name it) and the globals stay.
func TestInlinedModuleKeepsOnlyReferencedBodies(t *testing.T) {
	src := `target triple = "nvptx64-nvidia-cuda"
@tab = internal addrspace(1) global [2 x i32] [i32 3, i32 4]
define internal i32 @g(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}
define internal i32 @f(i32 %x) {
  %y = call i32 @g(i32 %x)
  %z = add i32 %y, 1
  ret i32 %z
}
define internal void @h2() {
  ret void
}
define internal void @h() {
  call void @h2()
  ret void
}
define void @k(i32* %p, void ()** %q) {
  %v = load i32, i32* %p
  %r = call i32 @f(i32 %v)
  store i32 %r, i32* %p
  store void ()* @h, void ()** %q
  ret void
}
define void @other(i32* %p) {
  store i32 0, i32* %p
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{void (i32*, void ()**)* @k, !"kernel", i32 1}
!1 = !{void (i32*)* @other, !"kernel", i32 1}
`
	m, err := asm.ParseString("t.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	var k *llir.Func
	for _, f := range m.Funcs {
		if f.Name() == "k" {
			k = f
		}
	}
	before := m.String()
	m2, k2, err := inlineCalls(m, k)
	if err != nil {
		t.Fatal(err)
	}
	if m.String() != before {
		t.Error("inlining modified the caller's module")
	}
	bodies := map[string]int{}
	for _, f := range m2.Funcs {
		bodies[f.Name()] = len(f.Blocks)
	}
	for name, want := range map[string]bool{"f": false, "g": false, "h": true, "h2": true, "other": false, "k": true} {
		if n, ok := bodies[name]; !ok || (n > 0) != want {
			t.Errorf("@%s: present %v with %d blocks, want a body: %v", name, ok, n, want)
		}
	}
	if len(m2.Globals) != 1 || m2.Globals[0].Name() != "tab" {
		t.Errorf("globals of the inlined module: %v", m2.Globals)
	}
	text := k2.LLString()
	for _, want := range []string{`mul i32`, `add i32`, `store void ()* @h`} {
		if !strings.Contains(text, want) {
			t.Errorf("inlined kernel lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "call i32") {
		t.Errorf("inlined kernel still calls:\n%s", text)
	}
}

// TestHeaderOnlyPrintsTheHeader: the stand-in prints every test kernel
// function's definition line as llir prints it for the whole function.
func TestHeaderOnlyPrintsTheHeader(t *testing.T) {
	for _, file := range kernelFiles(t) {
		m, err := asm.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, fn := range m.Funcs {
			if len(fn.Blocks) == 0 {
				continue
			}
			full, head := fn.LLString(), headerOnly(fn).LLString()
			want, got := full[:strings.Index(full, "{\n")], head[:strings.Index(head, "{\n")]
			if got != want {
				t.Errorf("%s: @%s: header %q, want %q", file, fn.Name(), got, want)
			}
			if fn.LLString() != full {
				t.Errorf("%s: @%s: printing the header changed the function", file, fn.Name())
			}
		}
	}
}
