package gpucc

import "testing"

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
