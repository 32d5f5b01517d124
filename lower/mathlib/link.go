package mathlib

import (
	_ "embed"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

//go:embed libm.ll
var libText string

// library is libm.ll split into pieces that can be linked one by one: each
// definition's text with the global names it references, the declarations
// and the globals.
type library struct {
	defs    map[string]*piece // __nv_* functions and internal helpers
	decls   map[string]string // declarations (LLVM intrinsics the library calls)
	globals map[string]*piece // constant tables
}

type piece struct {
	text string
	self string // the piece's own name, never among its references
	// refs are the @names the text references, found on first use (the
	// library is a megabyte; a kernel links a few of its pieces).
	once sync.Once
	refs []string
}

var (
	libOnce sync.Once
	lib     *library
)

var (
	defineName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^define [^@]*@([-\w.$]+)\(`) })
	declName   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^declare [^@]*@([-\w.$]+)\(`) })
	globalName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^@([-\w.$]+) =`) })
)

// loadLibrary splits libm.ll into pieces. The pieces' texts are slices of
// the embedded text, not copies.
func loadLibrary() *library {
	libOnce.Do(func() {
		lib = &library{defs: map[string]*piece{}, decls: map[string]string{}, globals: map[string]*piece{}}
		text := libText
		if !strings.HasSuffix(text, "\n") {
			text += "\n"
		}
		// nextLine returns the end of the line starting at i, its newline
		// included.
		nextLine := func(i int) int {
			if k := strings.IndexByte(text[i:], '\n'); k >= 0 {
				return i + k + 1
			}
			return len(text)
		}
		for i := 0; i < len(text); {
			end := nextLine(i)
			line := text[i : end-1]
			switch {
			case strings.HasPrefix(line, "define "):
				name := defineName().FindStringSubmatch(line)[1]
				j := i
				for j < len(text) {
					e := nextLine(j)
					closing := text[j:e-1] == "}"
					j = e
					if closing {
						break
					}
				}
				lib.defs[name] = &piece{text: text[i:j], self: name}
				end = j
			case strings.HasPrefix(line, "declare "):
				lib.decls[declName().FindStringSubmatch(line)[1]] = text[i:end]
			case strings.HasPrefix(line, "@"):
				name := globalName().FindStringSubmatch(line)[1]
				lib.globals[name] = &piece{text: text[i:end], self: name}
			}
			i = end
		}
	})
	return lib
}

// references returns the distinct @names p's text references other than
// its own, in order of first appearance.
func (p *piece) references() []string {
	p.once.Do(func() {
		seen := map[string]bool{p.self: true}
		t := p.text
		for i := 0; i < len(t); i++ {
			if t[i] != '@' {
				continue
			}
			j := i + 1
			for j < len(t) && isNameByte(t[j]) {
				j++
			}
			if j == i+1 {
				continue
			}
			if name := t[i+1 : j]; !seen[name] {
				seen[name] = true
				p.refs = append(p.refs, name)
			}
			i = j - 1
		}
	})
	return p.refs
}

// isNameByte reports whether c may appear in an unquoted LLVM name
// ([-\w.$]).
func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c == '$'
}

// LibraryText returns the embedded library module (libm.ll).
func LibraryText() string { return libText }

// Has reports whether the library defines the function (a libdevice name
// such as "__nv_expf").
func Has(name string) bool {
	_, ok := loadLibrary().defs[name]
	return ok
}

// Functions lists the libdevice functions the library defines, sorted.
func Functions() []string {
	var names []string
	for name := range loadLibrary().defs {
		if strings.HasPrefix(name, "__nv_") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// intrinsics maps LLVM math intrinsics (name without the type suffix) to
// the library's float and double functions. The intrinsics gpucc selects
// directly (sqrt, fabs, fma, floor, copysign, minnum, ...) are not here.
var intrinsics = map[string][2]string{
	"llvm.exp":   {"__nv_expf", "__nv_exp"},
	"llvm.exp2":  {"__nv_exp2f", "__nv_exp2"},
	"llvm.exp10": {"__nv_exp10f", "__nv_exp10"},
	"llvm.log":   {"__nv_logf", "__nv_log"},
	"llvm.log2":  {"__nv_log2f", "__nv_log2"},
	"llvm.log10": {"__nv_log10f", "__nv_log10"},
	"llvm.sin":   {"__nv_sinf", "__nv_sin"},
	"llvm.cos":   {"__nv_cosf", "__nv_cos"},
	"llvm.tan":   {"__nv_tanf", "__nv_tan"},
	"llvm.asin":  {"__nv_asinf", "__nv_asin"},
	"llvm.acos":  {"__nv_acosf", "__nv_acos"},
	"llvm.atan":  {"__nv_atanf", "__nv_atan"},
	"llvm.atan2": {"__nv_atan2f", "__nv_atan2"},
	"llvm.sinh":  {"__nv_sinhf", "__nv_sinh"},
	"llvm.cosh":  {"__nv_coshf", "__nv_cosh"},
	"llvm.tanh":  {"__nv_tanhf", "__nv_tanh"},
	"llvm.pow":   {"__nv_powf", "__nv_pow"},
	"llvm.powi":  {"__nv_powif", "__nv_powi"},
	"llvm.ldexp": {"__nv_ldexpf", "__nv_ldexp"},
	// Rounding to a 64-bit integer (the integer type comes first in the
	// name: llvm.llround.i64.f32).
	"llvm.llround": {"__nv_llroundf", "__nv_llround"},
	"llvm.lround":  {"__nv_llroundf", "__nv_llround"},
	"llvm.llrint":  {"__nv_llrintf", "__nv_llrint"},
	"llvm.lrint":   {"__nv_llrintf", "__nv_llrint"},
}

// IntrinsicTarget returns the library function an LLVM math intrinsic
// (llvm.exp.f32, llvm.powi.f64.i32, ...) maps to.
func IntrinsicTarget(name string) (string, bool) {
	parts := strings.Split(name, ".")
	if len(parts) < 3 || parts[0] != "llvm" {
		return "", false
	}
	t, ok := intrinsics["llvm."+parts[1]]
	if !ok {
		return "", false
	}
	ty := parts[2]
	if strings.HasPrefix(ty, "i") && len(parts) == 4 {
		ty = parts[3] // llvm.llround.i64.f32
	}
	switch ty {
	case "f32":
		return t[0], true
	case "f64":
		return t[1], true
	}
	return "", false
}

// UnknownFunctionError is a call to a libdevice function (__nv_*) or an
// LLVM math intrinsic the library does not provide.
type UnknownFunctionError struct {
	Name     string // the called function
	Target   string // the library function an intrinsic maps to ("" for __nv_ names)
	Function string // the calling function
	Block    string
	Inst     string // the call instruction's text
}

func (e *UnknownFunctionError) Error() string {
	what := "gpucc's math library has no " + e.Name
	if e.Target != "" {
		what = fmt.Sprintf("%s maps to %s, which gpucc's math library does not define yet", e.Name, e.Target)
	}
	if e.Function == "" {
		return "mathlib: " + what + " (declared, no call found)"
	}
	return fmt.Sprintf("mathlib: @%s, block %s, instruction %q: %s", e.Function, e.Block, e.Inst, what)
}

// Link resolves the module's calls to libdevice functions (declarations
// named __nv_*) and LLVM math intrinsics with the library: each such
// intrinsic call is redirected to its library function, and the library
// functions the module needs (transitively) are copied in, a declaration
// of the module receiving the library's body. A module without such calls
// is left as it is. Unknown names are an *UnknownFunctionError naming the
// first call.
func Link(m *llir.Module) error {
	needed := map[string]bool{}
	redirect := map[*llir.Func]string{} // intrinsic declaration -> library name
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			continue
		}
		name := f.Name()
		if target, ok := IntrinsicTarget(name); ok {
			redirect[f] = target
			needed[target] = true
		} else if strings.HasPrefix(name, "__nv_") {
			needed[name] = true
		}
	}
	if len(needed) == 0 {
		return nil
	}
	l := loadLibrary()
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			continue
		}
		name, target := f.Name(), redirect[f]
		lookup := name
		if target != "" {
			lookup = target
		}
		if needed[lookup] && l.defs[lookup] == nil {
			return unknownError(m, f, target)
		}
	}
	text, err := l.closure(needed)
	if err != nil {
		return err
	}
	libMod, err := asm.ParseString("libm.ll", text)
	if err != nil {
		return fmt.Errorf("mathlib: the embedded library does not parse: %v", err)
	}
	if err := merge(m, libMod, redirect); err != nil {
		return err
	}
	return mergeRepeatedCalls(m)
}

// closure returns the text of a module with the needed definitions, all
// they reference, and the declarations and globals of those.
func (l *library) closure(needed map[string]bool) (string, error) {
	var order []string
	seen := map[string]bool{}
	var visit func(name string) error
	visit = func(name string) error {
		if seen[name] {
			return nil
		}
		seen[name] = true
		var p *piece
		switch {
		case l.defs[name] != nil:
			p = l.defs[name]
		case l.globals[name] != nil:
			p = l.globals[name]
		case l.decls[name] != "":
			order = append(order, name)
			return nil
		default:
			return fmt.Errorf("mathlib: the library references @%s, which it does not define (regenerate libm.ll)", name)
		}
		for _, r := range p.references() {
			if err := visit(r); err != nil {
				return err
			}
		}
		order = append(order, name)
		return nil
	}
	names := make([]string, 0, len(needed))
	for n := range needed {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := visit(n); err != nil {
			return "", err
		}
	}
	var b strings.Builder
	for _, n := range order {
		switch {
		case l.globals[n] != nil:
			b.WriteString(l.globals[n].text)
		case l.decls[n] != "":
			b.WriteString(l.decls[n])
		}
	}
	for _, n := range order {
		if d := l.defs[n]; d != nil {
			b.WriteString(d.text)
		}
	}
	return b.String(), nil
}

// merge moves the library module's functions and globals into m.
func merge(m, libMod *llir.Module, redirect map[*llir.Func]string) error {
	byName := map[string]*llir.Func{}
	for _, f := range m.Funcs {
		byName[f.Name()] = f
	}
	for _, g := range libMod.Globals {
		for _, mg := range m.Globals {
			if mg.Name() == g.Name() {
				return fmt.Errorf("mathlib: the module defines @%s, a name the math library uses", g.Name())
			}
		}
		m.Globals = append(m.Globals, g)
	}
	replace := map[*llir.Func]*llir.Func{} // library or intrinsic function -> the one to call
	retype := map[*llir.Func]*llir.Func{}  // declaration -> library function with other pointer types
	var added []*llir.Func
	for _, lf := range libMod.Funcs {
		mf := byName[lf.Name()]
		if mf == nil {
			m.Funcs = append(m.Funcs, lf)
			byName[lf.Name()] = lf
			if len(lf.Blocks) > 0 {
				added = append(added, lf)
			}
			continue
		}
		if mf.Sig.String() != lf.Sig.String() {
			if len(mf.Blocks) > 0 || !pointerCompatible(mf.Sig, lf.Sig) {
				return fmt.Errorf("mathlib: @%s is declared as %s, the math library defines it as %s", lf.Name(), mf.Sig, lf.Sig)
			}
			// Declared with other pointer element types (opaque-pointer IR
			// read as i8*): the library function takes the name, the
			// declaration steps aside, and its calls cast their pointer
			// arguments.
			mf.SetName("gpucc.untyped." + mf.Name())
			m.Funcs = append(m.Funcs, lf)
			byName[lf.Name()] = lf
			retype[mf] = lf
			if len(lf.Blocks) > 0 {
				added = append(added, lf)
			}
			continue
		}
		replace[lf] = mf
		if len(mf.Blocks) == 0 && len(lf.Blocks) > 0 {
			// The module's declaration receives the library's body, so
			// every use of it (calls, and anything else) now sees it.
			mf.Params = lf.Params
			mf.Blocks = lf.Blocks
			for _, b := range mf.Blocks {
				b.Parent = mf
			}
			added = append(added, mf)
		}
	}
	for f, target := range redirect {
		to := byName[target]
		if f.Sig.String() != to.Sig.String() {
			return fmt.Errorf("mathlib: @%s has type %s, its library function @%s has %s", f.Name(), f.Sig, target, to.Sig)
		}
		replace[f] = to
	}
	casts := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			var insts []llir.Instruction
			for _, inst := range b.Insts {
				if c, ok := inst.(*llir.InstCall); ok {
					if callee, ok := c.Callee.(*llir.Func); ok && replace[callee] != nil {
						c.Callee = replace[callee]
					} else if ok && retype[callee] != nil {
						to := retype[callee]
						for i, a := range c.Args {
							if want := to.Sig.Params[i]; a.Type().String() != want.String() {
								v := a
								if arg, ok := a.(*llir.Arg); ok { // an argument with attributes
									v = arg.Value
								}
								cast := llir.NewBitCast(v, want)
								cast.SetName(fmt.Sprintf("mathlib.cast%d", casts))
								casts++
								insts = append(insts, cast)
								if arg, ok := a.(*llir.Arg); ok {
									arg.Value = cast
								} else {
									c.Args[i] = cast
								}
							}
						}
						c.Callee = to
					}
				}
				insts = append(insts, inst)
			}
			b.Insts = insts
		}
	}
	// The redirected intrinsics have no calls left; drop their declarations.
	kept := m.Funcs[:0]
	for _, f := range m.Funcs {
		if _, gone := redirect[f]; !gone {
			kept = append(kept, f)
		}
	}
	m.Funcs = kept
	for _, f := range added {
		if err := f.AssignIDs(); err != nil {
			return fmt.Errorf("mathlib: @%s: %v", f.Name(), err)
		}
	}
	return nil
}

// pointerCompatible reports whether two signatures differ at most in the
// element types of pointer parameters in the same address space.
func pointerCompatible(a, b *types.FuncType) bool {
	if a.RetType.String() != b.RetType.String() || len(a.Params) != len(b.Params) || a.Variadic != b.Variadic {
		return false
	}
	for i := range a.Params {
		pa, okA := a.Params[i].(*types.PointerType)
		pb, okB := b.Params[i].(*types.PointerType)
		if okA && okB {
			if pa.AddrSpace != pb.AddrSpace {
				return false
			}
			continue
		}
		if a.Params[i].String() != b.Params[i].String() {
			return false
		}
	}
	return true
}

// unknownError locates the first call to f.
func unknownError(m *llir.Module, f *llir.Func, target string) error {
	e := &UnknownFunctionError{Name: "@" + f.Name(), Target: target}
	for _, fn := range m.Funcs {
		for _, b := range fn.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*llir.InstCall); ok && c.Callee == value.Value(f) {
					e.Function, e.Block, e.Inst = fn.Name(), b.Ident(), strings.TrimSpace(c.LLString())
					return e
				}
			}
		}
	}
	return e
}
