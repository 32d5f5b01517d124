package gpucc

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gpucc/ir"
	"gpucc/lower"
	"gpucc/obj"
)

// twoKernels has two kernels around a plain function; @fill has a loop, so
// its phis give out-of-SSA work to do.
const twoKernels = `
define void @scale(i32* %p, i32 %k) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %a = getelementptr inbounds i32, i32* %p, i64 %i
  %v = load i32, i32* %a, align 4
  %m = mul i32 %v, %k
  store i32 %m, i32* %a, align 4
  ret void
}

define void @helper() {
  ret void
}

define void @fill(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %ip = zext i32 %i to i64
  %a = getelementptr inbounds i32, i32* %p, i64 %ip
  store i32 %i, i32* %a, align 4
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i32*, i32)* @scale, !"kernel", i32 1}
!1 = !{void (i32*, i32)* @fill, !"kernel", i32 1}
`

func TestPipelineOrderCheck(t *testing.T) {
	if err := checkPipeline(pipeline); err != nil {
		t.Fatalf("the real pipeline is rejected: %v", err)
	}
	at := func(name string) int {
		i := slices.IndexFunc(pipeline, func(p pass) bool { return p.name == name })
		if i < 0 {
			t.Fatalf("no pass %s", name)
		}
		return i
	}
	swapped := slices.Clone(pipeline)
	i, j := at("out-of-ssa"), at("regalloc")
	swapped[i], swapped[j] = swapped[j], swapped[i]
	dropped := slices.Delete(slices.Clone(pipeline), at("out-of-ssa"), at("out-of-ssa")+1)
	twice := append(slices.Clone(pipeline), pipeline[at("sched")])
	late := slices.Clone(pipeline)
	k := at("encode")
	late[k-1], late[k] = late[k], late[k-1] // encode before sched
	for _, c := range []struct {
		name  string
		table []pass
		want  string
	}{
		{"regalloc before out-of-ssa", swapped, "pass regalloc must run after out-of-ssa"},
		{"no out-of-ssa", dropped, "must run after out-of-ssa, which is not in the pipeline"},
		{"sched twice", twice, "pass sched appears twice"},
		{"encode before sched", late, "pass encode must run after sched"},
	} {
		err := checkPipeline(c.table)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.name, err, c.want)
		}
	}
	// The constraint is real: without phi elimination, allocation refuses
	// the SSA function.
	m, err := ParseIR("t.ll", []byte(twoKernels))
	if err != nil {
		t.Fatal(err)
	}
	fns, err := lower.Kernels(m)
	if err != nil {
		t.Fatal(err)
	}
	c := &kernelCompile{mod: m, fn: fns[1], opts: Options{OptLevel: 2}}
	err = c.run(dropped)
	var ge *Error
	if !errors.As(err, &ge) || ge.Pass != "regalloc" || ge.Kernel != "fill" || !strings.Contains(err.Error(), "eliminate its phis first") {
		t.Errorf("running the pipeline without out-of-ssa: %v", err)
	}
}

func TestVerifyIRAfterEveryPass(t *testing.T) {
	m, err := ParseIR("t.ll", []byte(twoKernels))
	if err != nil {
		t.Fatal(err)
	}
	var verified []string
	var traced []string
	current := ""
	saved := verifyFunc
	defer func() { verifyFunc = saved }()
	verifyFunc = func(f *ir.Func) error {
		verified = append(verified, f.Name+":"+current)
		return saved(f)
	}
	trace := func(pass string, f *ir.Func) {
		current = pass
		traced = append(traced, f.Name+":"+pass)
	}
	var want []string
	for _, k := range []string{"scale", "fill"} {
		for _, p := range Passes() {
			want = append(want, k+":"+p)
		}
	}
	if _, err := Compile(m, Options{OptLevel: 2, Debug: Debug{VerifyIR: true, Trace: trace}}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(traced, want) {
		t.Errorf("trace saw %v, want %v", traced, want)
	}
	if !slices.Equal(verified, want) {
		t.Errorf("--verify-ir verified after %v, want %v", verified, want)
	}
	// Without --verify-ir only the cleaned-up selection is checked.
	verified, traced = nil, nil
	if _, err := Compile(m, Options{OptLevel: 0, Debug: Debug{Trace: trace}}); err != nil {
		t.Fatal(err)
	}
	if want := []string{"scale:cleanup", "fill:cleanup"}; !slices.Equal(verified, want) {
		t.Errorf("without --verify-ir verified after %v, want %v", verified, want)
	}
}

// TestVerifyIRCatchesABrokenPass plants a phi after phi elimination and a
// virtual register after allocation: the verifier rules of those stages
// must blame the pass.
func TestVerifyIRCatchesABrokenPass(t *testing.T) {
	m, err := ParseIR("t.ll", []byte(twoKernels))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		pass, want string
		plant      func(f *ir.Func)
	}{
		{"out-of-ssa", "phi after phi elimination", func(f *ir.Func) {
			b := f.Blocks[len(f.Blocks)-1]
			v := f.NewVReg(0, 1, "")
			b.Instrs = append([]*ir.Instr{{Op: ir.OpPhi, Dst: ir.Whole(v), Args: make([]ir.Reg, len(b.Preds))}}, b.Instrs...)
		}},
		{"regalloc", "still bound to virtual register", func(f *ir.Func) {
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					if in.Op == ir.OpMachine && in.Inst.Form.Name == "STG_R" {
						in.Regs[in.Field("rb")] = ir.Whole(1)
						return
					}
				}
			}
			t.Fatal("no STG_R")
		}},
	} {
		trace := func(pass string, f *ir.Func) {
			if pass == c.pass {
				c.plant(f)
			}
		}
		_, err := Compile(m, Options{OptLevel: 2, Kernel: "fill", Debug: Debug{VerifyIR: true, Trace: trace}})
		var ge *Error
		if !errors.As(err, &ge) || ge.Pass != c.pass || ge.Kernel != "fill" || !strings.Contains(err.Error(), c.want) {
			t.Errorf("planted after %s: got %v, want an *Error of pass %s containing %q", c.pass, err, c.pass, c.want)
		}
	}
}

func TestPrintAfter(t *testing.T) {
	m, err := ParseIR("t.ll", []byte(twoKernels))
	if err != nil {
		t.Fatal(err)
	}
	header := regexp.MustCompile(`(?m)^# \*\*\* IR Dump After (\S+) \(.*\) on @(\w+) \*\*\*$`)
	var out bytes.Buffer
	if _, err := Compile(m, Options{OptLevel: 2, Kernel: "fill", Debug: Debug{PrintAfter: []string{"all"}, PrintTo: &out}}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, h := range header.FindAllStringSubmatch(out.String(), -1) {
		got = append(got, h[1]+"@"+h[2])
	}
	var want []string
	for _, p := range Passes() {
		want = append(want, p+"@fill")
	}
	if !slices.Equal(got, want) {
		t.Errorf("--print-after=all printed sections %v, want %v", got, want)
	}
	sections := header.Split(out.String(), -1)[1:]
	// After lower the loop counter is a phi of virtual registers; after
	// out-of-ssa the phi is gone; after encode the text is assembly.
	if s := sections[0]; !strings.Contains(s, "= PHI %") {
		t.Errorf("after lower: no phi in\n%s", s)
	}
	if s := sections[2]; strings.Contains(s, "PHI") || !strings.Contains(s, "= COPY %") {
		t.Errorf("after out-of-ssa: want copies and no phis in\n%s", s)
	}
	if s := sections[len(sections)-1]; !strings.Contains(s, "\n.kernel fill\n") {
		t.Errorf("after encode: want the assembly in\n%s", s)
	}

	out.Reset()
	if _, err := Compile(m, Options{OptLevel: 2, Debug: Debug{PrintAfter: []string{"regalloc", "sched"}, PrintTo: &out}}); err != nil {
		t.Fatal(err)
	}
	if n := len(header.FindAllString(out.String(), -1)); n != 4 {
		t.Errorf("--print-after=regalloc,sched on two kernels printed %d sections, want 4", n)
	}

	if names, err := ParsePassList("regalloc, sched,all"); err != nil || !slices.Equal(names, []string{"regalloc", "sched", "all"}) {
		t.Errorf("ParsePassList: %v, %v", names, err)
	}
	if _, err := ParsePassList("lower,,sched"); err == nil {
		t.Error("ParsePassList accepted an empty pass name")
	}
	_, err = Compile(m, Options{Debug: Debug{PrintAfter: []string{"regalloc", "isel"}}})
	if err == nil || !strings.Contains(err.Error(), `unknown pass "isel"`) || !strings.Contains(err.Error(), strings.Join(Passes(), ", ")) {
		t.Errorf("unknown pass: got %v, want an error listing the passes", err)
	}
}

func TestKernelsAndPerKernelResults(t *testing.T) {
	m, err := ParseIR("t.ll", []byte(twoKernels))
	if err != nil {
		t.Fatal(err)
	}
	names, err := Kernels(m)
	if err != nil || !slices.Equal(names, []string{"scale", "fill"}) {
		t.Fatalf("Kernels = %v, %v; want [scale fill]", names, err)
	}
	res, err := Compile(m, Options{OptLevel: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Kernels) != 2 || res.Kernels[0].Name != "scale" || res.Kernels[1].Name != "fill" || res.Kernel("helper") != nil {
		t.Fatalf("kernels %v", res.Kernels)
	}
	whole, err := res.ELF()
	if err != nil {
		t.Fatal(err)
	}
	mod, err := obj.Read(whole)
	if err != nil {
		t.Fatal(err)
	}
	for i, k := range res.Kernels {
		if k.Report.Name != k.Name || k.Report.Instructions != len(k.Insts) || len(mod.Kernels[i].Code) != 16*len(k.Insts) {
			t.Errorf("%s: report %+v, %d instructions, %d code bytes in the module", k.Name, k.Report, len(k.Insts), len(mod.Kernels[i].Code))
		}
		one, err := k.ELF()
		if err != nil {
			t.Fatal(err)
		}
		single, err := obj.Read(one)
		if err != nil {
			t.Fatal(err)
		}
		if len(single.Kernels) != 1 || single.Kernels[0].Name != k.Name || !bytes.Equal(single.Kernels[0].Code, mod.Kernels[i].Code) {
			t.Errorf("%s: the one-kernel binary holds %d kernels", k.Name, len(single.Kernels))
		}
		asm := k.Assembly()
		if !strings.HasPrefix(asm, ".kernel "+k.Name+"\n") || strings.Count(asm, ".kernel ") != 1 || !strings.Contains(res.Assembly(), asm) {
			t.Errorf("%s: assembly\n%s", k.Name, asm)
		}
	}
}

func TestLocatedErrors(t *testing.T) {
	const src = `
define void @k(i32* %p, i32 %a) !dbg !5 {
entry:
  br label %work
work:
  %f = sitofp i32 %a to half
  %q = fptosi half %f to i32, !dbg !9
  store i32 %q, i32* %p, align 4
  ret void
}
!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @k, !"kernel", i32 1}
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!3 = !DIFile(filename: "k.cu", directory: "/tmp")
!5 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !DILocation(line: 7, column: 12, scope: !5)
`
	m, err := ParseIR("k.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Compile(m, Options{OptLevel: 2})
	wrapped := fmt.Errorf("frontend: %w", err)
	var ge *Error
	if !errors.As(wrapped, &ge) {
		t.Fatalf("not a *gpucc.Error: %v", err)
	}
	want := Error{Kernel: "k", Block: "%work", Instr: "%q = fptosi half %f to i32, !dbg !9", Pos: "k.cu:7:12", Pass: "lower"}
	got := *ge
	got.Err = nil
	if got != want {
		t.Errorf("error fields %+v, want %+v", got, want)
	}
	const cause = "type half is not supported (only float and double are)"
	if ge.Err == nil || ge.Err.Error() != cause {
		t.Errorf("cause %v, want %q", ge.Err, cause)
	}
	const text = `lower: kernel @k, block %work, instruction "%q = fptosi half %f to i32, !dbg !9" at k.cu:7:12: ` + cause
	if err.Error() != text {
		t.Errorf("message %q, want %q", err.Error(), text)
	}
	// Parse errors are located: a *SourceError with the line and column.
	_, err = ParseIR("bad.ll", []byte("define void @k( {\n"))
	var se *SourceError
	if !errors.As(err, &se) || se.File != "bad.ll" || se.Line != 2 || se.Col != 1 || !strings.HasPrefix(err.Error(), "bad.ll:2:1: ") {
		t.Errorf("parse error %v is not a *SourceError at bad.ll:2:1 (the end of the file)", err)
	}
}
