package gpucc

import (
	"strings"
	"testing"
)

func TestStripReturnAlign(t *testing.T) {
	cases := map[string]string{
		"define dso_local noundef align 8 i32* @f(i32* noundef align 4 %p) #0 {": "define dso_local noundef i32* @f(i32* noundef align 4 %p) #0 {",
		"  %3 = call align 8 i8* @g(i8* align 16 %x)":                            "  %3 = call i8* @g(i8* align 16 %x)",
		"declare align 4 i32* @h()":                                              "declare i32* @h()",
		"  %v = load i32, i32* %p, align 4":                                      "  %v = load i32, i32* %p, align 4",
		"  store i32 %v, i32* %q, align 4":                                       "  store i32 %v, i32* %q, align 4",
	}
	for in, want := range cases {
		if got := stripReturnAlign(in); got != want {
			t.Errorf("stripReturnAlign(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParseIRRejectsGarbage(t *testing.T) {
	if _, err := ParseIR("x.ll", []byte("define void @k( {\n")); err == nil {
		t.Fatal("garbage parsed")
	}
}

// TestMaxGPRsMinimum checks the checked lower bound on the GPR cap: below
// MinMaxGPRs compiling is an error naming the kernel and the bound, at the
// bound a kernel whose f64 multiply-add names four 64-bit operands compiles.
func TestMaxGPRsMinimum(t *testing.T) {
	const src = `target triple = "nvptx64-nvidia-cuda"
define void @fma64(double* %p) {
  %a = load double, double* %p
  %q = getelementptr double, double* %p, i64 1
  %b = load double, double* %q
  %r = getelementptr double, double* %p, i64 2
  %c = load double, double* %r
  %d = call double @llvm.fma.f64(double %a, double %b, double %c)
  store double %d, double* %p
  ret void
}
declare double @llvm.fma.f64(double, double, double)
!nvvm.annotations = !{!0}
!0 = !{void (double*)* @fma64, !"kernel", i32 1}
`
	if MinMaxGPRs != 8 {
		t.Fatalf("MinMaxGPRs = %d, want 8 (four 64-bit operands)", MinMaxGPRs)
	}
	m, err := ParseIR("fma64.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Compile(m, Options{OptLevel: 2, Debug: Debug{MaxGPRs: 7}})
	if err == nil || !strings.Contains(err.Error(), "fma64") || !strings.Contains(err.Error(), "below the minimum of 8") {
		t.Errorf("MaxGPRs 7: error %v, want one naming fma64 and the minimum of 8", err)
	}
	if _, err := Compile(m, Options{OptLevel: 2, Debug: Debug{MaxGPRs: 8}}); err != nil {
		t.Errorf("MaxGPRs 8: %v", err)
	}
}
