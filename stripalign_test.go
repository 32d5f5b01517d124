package gpucc

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/types"
)

// referenceStripReturnAlign is stripReturnAlign as a regexp over split
// lines, the way it was first written.
func referenceStripReturnAlign(src string) string {
	if !strings.Contains(src, "align ") {
		return src
	}
	re := regexp.MustCompile(`\balign \d+ `)
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		t := strings.TrimSpace(l)
		isDef := strings.HasPrefix(t, "define ") || strings.HasPrefix(t, "declare ")
		call := strings.Index(l, "call ")
		if !isDef && call < 0 {
			continue
		}
		at := strings.Index(l, "@")
		if at < 0 {
			continue
		}
		head := l[:at]
		if !isDef && call > at {
			continue
		}
		lines[i] = re.ReplaceAllString(head, "") + l[at:]
	}
	return strings.Join(lines, "\n")
}

// TestStripReturnAlignMatchesRegexp compares the scanner with the regexp
// on crafted lines and on every test kernel.
func TestStripReturnAlignMatchesRegexp(t *testing.T) {
	srcs := []string{
		"define align 8 i8* @f(i8* align 4 %p) {\n  ret i8* %p\n}\n",
		"  %1 = call align 16 i8* @g(i8* align 4 %p), !dbg !3",
		"declare noalign 4 realign 8 align 2 dereferenceable(8) i8* @h()",
		"  %2 = call align 4 align 8 i8* @g()\n  %3 = load i32, i32* %x, align 4",
		"align 4 define i8* @k()",
		"  call void @f(i32 align 4 %x)\ndefine align 4x i8* @m()\ndefine align  4 i8* @n()\ndefine align 4",
		"no newline at the end: call align 4 @x",
		"\n\n",
	}
	files, _ := filepath.Glob("testdata/kernels/*.ll")
	clang16, _ := filepath.Glob("testdata/kernels/clang16/*.ll")
	for _, f := range append(files, clang16...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, string(b))
	}
	for i, s := range srcs {
		if got, want := stripReturnAlign(s), referenceStripReturnAlign(s); got != want {
			t.Errorf("source %d: got\n%s\nwant\n%s", i, got, want)
		}
	}
}

// TestDefineNameMatchesRegexp compares defineName with the regexp it
// replaces on crafted lines and on every define line of the test kernels.
func TestDefineNameMatchesRegexp(t *testing.T) {
	re := regexp.MustCompile(`@([-a-zA-Z$._0-9]+|"[^"]*")\s*\(`)
	reference := func(line string) string {
		m := re.FindStringSubmatch(line)
		if m == nil {
			return ""
		}
		return strings.Trim(m[1], `"`)
	}
	lines := []string{
		"define void @k(i32* %p) {",
		`define internal void @"quoted name"(i32 %x) {`,
		"define void @_Z3fooPi  \t(i32* %p)",
		"define i32 @g.1$x-y(i32 %a) #0 {",
		"define void @ (",
		`define void @"unterminated(`,
		"define void @a @b(i32)",
		"define void bitcast @x @y()",
		"define void @f\v(i32)",
		"no function here",
	}
	files, _ := filepath.Glob("testdata/kernels/*.ll")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(l, "define ") {
				lines = append(lines, l)
			}
		}
	}
	for _, l := range lines {
		if got, want := defineName(l), reference(l); got != want {
			t.Errorf("defineName(%q) = %q, want %q", l, got, want)
		}
	}
}

// TestTypeStringMatchesLLIR: the integer type names verifyInput writes
// itself are llir's.
func TestTypeStringMatchesLLIR(t *testing.T) {
	for _, bits := range []uint64{1, 2, 7, 8, 16, 24, 32, 64, 128} {
		ty := types.NewInt(bits)
		if got, want := typeString(ty), ty.String(); got != want {
			t.Errorf("i%d: %q, want %q", bits, got, want)
		}
	}
	named := types.NewInt(32)
	named.SetName("myint")
	if got, want := typeString(named), named.String(); got != want {
		t.Errorf("named: %q, want %q", got, want)
	}
	if got, want := typeString(types.Float), "float"; got != want {
		t.Errorf("float: %q, want %q", got, want)
	}
	st := types.NewStruct(types.I32, types.Double)
	st.SetName("struct.S")
	crafted := []types.Type{
		types.NewPointer(types.NewArray(64, types.NewArray(4, types.I8))),
		&types.PointerType{ElemType: types.NewArray(3, types.Float), AddrSpace: 3},
		types.NewPointer(types.NewPointer(st)),
		types.NewArray(2, st),
		&types.PointerType{ElemType: named, AddrSpace: 1},
		types.NewPointer(types.NewFunc(types.Void, types.I32)),
	}
	// Every value of every test kernel, as llir prints its type.
	files, _ := filepath.Glob("testdata/kernels/*.ll")
	clang16, _ := filepath.Glob("testdata/kernels/clang16/*.ll")
	for _, f := range append(files, clang16...) {
		m, err := ParseIRFile(f)
		if err != nil {
			continue // rejected input has its own tests
		}
		for _, fn := range m.Funcs {
			for _, p := range fn.Params {
				crafted = append(crafted, p.Typ)
			}
			for _, b := range fn.Blocks {
				for _, inst := range b.Insts {
					if v, ok := inst.(interface{ Type() types.Type }); ok {
						crafted = append(crafted, v.Type())
					}
				}
			}
		}
	}
	for _, ty := range crafted {
		if got, want := typeString(ty), ty.String(); got != want {
			t.Errorf("typeString = %q, llir prints %q", got, want)
		}
	}
}
