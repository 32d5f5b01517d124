package lower

import (
	"fmt"
	"reflect"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// inlinePlaceholder names the declaration that stands in the module's text
// where the rebuilt kernel goes.
const inlinePlaceholder = "gpucc.inlined.kernel.placeholder"

// moduleTextWith returns the text of module m with kernel fn's definition
// replaced by kernelText (the kernel with its calls inlined), for parsing
// into the module the kernel is selected from. Functions the rebuilt
// kernel does not refer to, directly or through the functions it does,
// are printed as declarations: their bodies were inlined already, and
// parsing them again cost as much as parsing the kernel (the math
// library's functions are most of a module that calls them). Globals,
// metadata and every function's name stay, so every reference resolves as
// before.
func moduleTextWith(m *llir.Module, fn *llir.Func, kernelText string) (string, error) {
	return moduleTextReplacing(m, fn, []*llir.Func{fn}, []string{kernelText})
}

// moduleTextReplacing is moduleTextWith for several functions: the
// definition of fns[i] is replaced by texts[i] (fns[0] is kernel, which
// error messages name).
func moduleTextReplacing(m *llir.Module, kernel *llir.Func, fns []*llir.Func, texts []string) (string, error) {
	byName := map[string]*llir.Func{}
	for _, f := range m.Funcs {
		byName[f.Name()] = f
	}
	placeholder := map[*llir.Func]string{}
	for i, f := range fns {
		placeholder[f] = inlinePlaceholder
		if i > 0 {
			placeholder[f] = fmt.Sprintf("%s.%d", inlinePlaceholder, i)
		}
	}
	keep := map[*llir.Func]bool{}
	var visit func(f *llir.Func)
	visit = func(f *llir.Func) {
		if f == nil || placeholder[f] != "" || keep[f] || len(f.Blocks) == 0 {
			return
		}
		keep[f] = true
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				for _, g := range referencedFuncs(inst) {
					visit(g)
				}
			}
		}
	}
	for _, text := range texts {
		for _, name := range globalNamesIn(text) {
			visit(byName[name])
		}
	}
	cp := &llir.Module{}
	copyExported(reflect.ValueOf(cp).Elem(), reflect.ValueOf(m).Elem())
	cp.Funcs = make([]*llir.Func, len(m.Funcs))
	for i, f := range m.Funcs {
		switch {
		case placeholder[f] != "":
			d := declarationOf(f)
			d.SetName(placeholder[f])
			cp.Funcs[i] = d
		case len(f.Blocks) > 0 && !keep[f]:
			cp.Funcs[i] = declarationOf(f)
		default:
			cp.Funcs[i] = f
		}
	}
	text := cp.String()
	for i, f := range fns {
		at := strings.Index(text, "@"+placeholder[f]+"(")
		if at < 0 {
			return "", &Error{Kernel: kernel.Name(), Msg: "internal compiler error: inlining cannot find @" + f.Name() + " in the module's text"}
		}
		start := strings.LastIndexByte(text[:at], '\n') + 1
		end := strings.IndexByte(text[at:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += at
		}
		text = text[:start] + texts[i] + text[end:]
	}
	return text, nil
}

// declarationOf returns a declaration with f's name, signature, parameters
// and attributes: what references to f need.
func declarationOf(f *llir.Func) *llir.Func {
	d := &llir.Func{}
	copyExported(reflect.ValueOf(d).Elem(), reflect.ValueOf(f).Elem())
	d.Blocks = nil
	// Linkages and properties a declaration cannot have.
	if d.Linkage != enum.LinkageExternWeak {
		d.Linkage = enum.LinkageNone
	}
	d.Comdat, d.Prefix, d.Prologue, d.Personality, d.Metadata = nil, nil, nil, nil, nil
	return d
}

// referencedFuncs returns the functions an instruction's operands name.
func referencedFuncs(inst llir.Instruction) []*llir.Func {
	u, ok := inst.(interface{ Operands() []*value.Value })
	if !ok {
		return nil
	}
	var out []*llir.Func
	for _, op := range u.Operands() {
		if f, ok := unwrapArg(*op).(*llir.Func); ok {
			out = append(out, f)
		}
	}
	return out
}

// globalNamesIn returns the global names (@name, @"name") text mentions.
func globalNamesIn(text string) []string {
	var names []string
	for i := strings.IndexByte(text, '@'); i >= 0; {
		name, n := scanLocal(text[i+1:])
		if n > 0 {
			names = append(names, name)
		}
		j := strings.IndexByte(text[i+1+n:], '@')
		if j < 0 {
			break
		}
		i += 1 + n + j
	}
	return names
}

// headerOnly returns a copy of definition f whose body is one unreachable
// block: it prints f's header exactly, without formatting the whole body.
func headerOnly(f *llir.Func) *llir.Func {
	h := &llir.Func{}
	copyExported(reflect.ValueOf(h).Elem(), reflect.ValueOf(f).Elem())
	b := llir.NewBlock("")
	b.Term = llir.NewUnreachable()
	b.Parent = h
	h.Blocks = []*llir.Block{b}
	return h
}
