package lower

import (
	"strings"
	"testing"
)

func TestParseConstraints(t *testing.T) {
	cs, nOut, err := parseConstraints("=r,=&l,r,l,h,n,0,~{memory}")
	if err != nil {
		t.Fatal(err)
	}
	if nOut != 2 || len(cs) != 8 {
		t.Fatalf("nOut %d, %d constraints", nOut, len(cs))
	}
	want := []ptxConstraint{
		{output: true, class: 'r', tied: -1}, {output: true, class: 'l', tied: -1},
		{class: 'r', tied: -1}, {class: 'l', tied: -1}, {class: 'h', tied: -1}, {class: 'n', tied: -1},
		{class: 't', tied: 0}, {clobber: "memory", tied: -1},
	}
	for i := range want {
		if cs[i] != want[i] {
			t.Errorf("constraint %d = %+v, want %+v", i, cs[i], want[i])
		}
	}
	for _, bad := range []string{"=f", "x", "=*m"} {
		if _, _, err := parseConstraints(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestParsePTX(t *testing.T) {
	src := "{\n\t.reg .pred p, q;\n\t.reg .u32 t<2>;\n\t// comment; with a semicolon\n" +
		"\tshfl.sync.up.b32 $0|p, $2, 3, 0, 0xffffffff;\n\t@!p mov.b64 {t0, t1}, $3;\n" +
		"\t{ .reg .u32 t0; mov.u32 t0, -1; }\n\tld.global.nc.v2.u32 {t0, t1}, [$4+-8];\n\tst.global.u32 [16], t1;\n}"
	a, err := parsePTX(src, "=r,=r,r,l,l")
	if err != nil {
		t.Fatal(err)
	}
	if len(a.insts) != 5 {
		t.Fatalf("%d instructions, want 5", len(a.insts))
	}
	shfl := a.insts[0]
	if shfl.op != "shfl.sync.up.b32" || len(shfl.args) != 5 || shfl.args[0].name != "$0" || shfl.args[0].pred != "p#1" ||
		shfl.args[3].imm != 0 || shfl.args[4].kind != ptxImm || shfl.args[4].imm != 0xffffffff {
		t.Errorf("shfl parsed as %+v", shfl)
	}
	mov := a.insts[1]
	if mov.guard != "p#1" || !mov.guardNot || mov.args[0].kind != ptxVec || len(mov.args[0].elems) != 2 ||
		mov.args[0].elems[0].name != "t0#3" || mov.args[0].elems[1].name != "t1#4" || mov.args[1].name != "$3" {
		t.Errorf("mov parsed as %+v", mov)
	}
	// The inner scope's t0 is a different register; after the scope t0 is
	// the outer one again.
	if inner := a.insts[2]; inner.args[0].name != "t0#5" || inner.args[1].imm != -1 {
		t.Errorf("scoped mov parsed as %+v", inner)
	}
	ld := a.insts[3]
	if ld.args[0].elems[0].name != "t0#3" || ld.args[1].kind != ptxMem || ld.args[1].name != "$4" || ld.args[1].imm != -8 {
		t.Errorf("ld parsed as %+v", ld)
	}
	if st := a.insts[4]; st.args[0].kind != ptxMem || st.args[0].name != "" || st.args[0].imm != 16 {
		t.Errorf("st parsed as %+v", st)
	}
	if a.regs["p#1"] != "pred" || a.regs["t1#4"] != "u32" || a.regs["t0#5"] != "u32" {
		t.Errorf("registers %v", a.regs)
	}
	for _, bad := range []string{"mov.u32 $0, 1", "{ mov.u32 $0, 1;", "mov.u32 $0, 1; }", ".reg .u32 r<x>;", "add.u32 $0, $1, (2);"} {
		if _, err := parsePTX(bad, "=r,r"); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// TestUnsupportedAsmIsLocatedError: PTX outside the subset is an error that
// names the kernel and block and quotes the asm string and the instruction.
func TestUnsupportedAsmIsLocatedError(t *testing.T) {
	for _, c := range []struct{ asm, cons, args, want string }{
		{"mov.u32 $0, %clock;", "=r", "", "special register %clock is not supported"},
		{"ld.shared.u32 $0, [$1];", "=r,l", "i64 0", "ld of the .shared space is not supported"},
		{"addc.u32 $0, $1, 1;", "=r,r", "i32 5", "reads the carry flag"},
		{"dp4a.s16.s32 $0, $1, $1, $1;", "=r,r", "i32 5", "operand type .s16 is not .s32 or .u32"},
		{"dp2a.s32.s32 $0, $1, $1, $1;", "=r,r", "i32 5", "expected dp2a.{lo,hi}"},
		{"cvt.pack.sat.u8.s32 $0, $1, $1;", "=r,r", "i32 5", "needs a third source"},
		{"cvt.pack.sat.s32.s32 $0, $1, $1;", "=r,r", "i32 5", "unsupported type .s32"},
		{"movmatrix.sync.aligned.m8n8.b16 $0, $1;", "=r,r", "i32 5", "only movmatrix.sync.aligned.m8n8.trans.b16"},
	} {
		src := inlineKernelHead + `
define void @k(i32* %p, i32 %n) {
entry:
  %r = call i32 asm sideeffect "` + c.asm + `", "` + c.cons + `"(` + c.args + `)
  store i32 %r, i32* %p
  ret void
}
`
		_, err := lowerText(t, src, 2)
		if err == nil {
			t.Errorf("%s: lowered", c.asm)
			continue
		}
		for _, want := range []string{"kernel @k", "block %entry", "inline asm " + `"` + c.asm, c.want} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: error %q lacks %q", c.asm, err, want)
			}
		}
	}
}
