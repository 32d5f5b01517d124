package lower

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// This file decides which calls stay calls (docs/compiler.md, "Calls"):
// a device function becomes a subroutine, compiled once per kernel that
// uses it and called with CALL, when
//   - it is marked noinline (clang's __noinline__) without optnone: clang
//     -O0 marks every function "noinline optnone", which records the
//     optimization level rather than a request, so those are inlined as
//     before;
//   - it is part of a call cycle (direct or mutual recursion), which
//     inlining cannot expand; or
//   - inlining it would not pay: its size (its instructions with its own
//     inlined callees) times the number of its call sites beyond the first
//     exceeds outlineBudget instructions of code growth.
// Everything else is inlined (inline.go).

// outlineBudget is the code growth (instructions) beyond which a function
// with several call sites is called instead of inlined at each.
const outlineBudget = 4000

// callPlan is the call structure of one kernel.
type callPlan struct {
	// keep holds the functions called with CALL, by name.
	keep map[string]bool
	// subs are the kept functions the kernel reaches, in a stable order
	// (first reached first).
	subs []*llir.Func
	// recursive holds the functions in a call cycle.
	recursive map[string]bool
}

// funcAttr reports whether fn has function attribute a, directly or
// through an attribute group.
func funcAttr(fn *llir.Func, a enum.FuncAttr) bool {
	for _, x := range fn.FuncAttrs {
		switch x := x.(type) {
		case enum.FuncAttr:
			if x == a {
				return true
			}
		case *llir.AttrGroupDef:
			for _, y := range x.FuncAttrs {
				if y == a {
					return true
				}
			}
		}
	}
	return false
}

// directCallees lists the functions with a body that fn calls, once each,
// in order of first call.
func directCallees(fn *llir.Func) []*llir.Func {
	var out []*llir.Func
	seen := map[*llir.Func]bool{}
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			c := inlinableCallee(inst)
			if c == nil || c == asmPseudoCallee || seen[c] {
				continue
			}
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// planCalls computes the call plan of kernel fn; with outlineAll every
// function but the math library's is kept.
func planCalls(fn *llir.Func, outlineAll bool) *callPlan {
	p := &callPlan{keep: map[string]bool{}, recursive: map[string]bool{}}
	// Reachable functions and their call edges.
	var order []*llir.Func
	callees := map[*llir.Func][]*llir.Func{}
	var visit func(f *llir.Func)
	visit = func(f *llir.Func) {
		if _, ok := callees[f]; ok {
			return
		}
		cs := directCallees(f)
		callees[f] = cs
		order = append(order, f)
		for _, c := range cs {
			visit(c)
		}
	}
	visit(fn)
	// Call cycles: Tarjan's strongly connected components.
	index, low := map[*llir.Func]int{}, map[*llir.Func]int{}
	onStack := map[*llir.Func]bool{}
	var stack []*llir.Func
	next := 0
	var strong func(f *llir.Func)
	strong = func(f *llir.Func) {
		index[f], low[f] = next, next
		next++
		stack = append(stack, f)
		onStack[f] = true
		for _, c := range callees[f] {
			if _, ok := index[c]; !ok {
				strong(c)
				low[f] = min(low[f], low[c])
			} else if onStack[c] {
				low[f] = min(low[f], index[c])
			}
		}
		if low[f] != index[f] {
			return
		}
		var comp []*llir.Func
		for {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			onStack[x] = false
			comp = append(comp, x)
			if x == f {
				break
			}
		}
		selfCall := false
		for _, c := range callees[f] {
			selfCall = selfCall || c == f
		}
		if len(comp) > 1 || selfCall {
			for _, x := range comp {
				p.recursive[x.Name()] = true
			}
		}
	}
	for _, f := range order {
		if _, ok := index[f]; !ok {
			strong(f)
		}
	}
	for _, f := range order[1:] {
		if outlineAll && !isMathLibrary(f) || p.recursive[f.Name()] || funcAttr(f, enum.FuncAttrNoInline) && !funcAttr(f, enum.FuncAttrOptNone) {
			p.keep[f.Name()] = true
		}
	}
	p.outlineLarge(fn, order, callees)
	for _, f := range order[1:] {
		if p.keep[f.Name()] {
			p.subs = append(p.subs, f)
		}
	}
	return p
}

// outlineLarge keeps the functions whose inlining would grow the code by
// more than outlineBudget: size x (call sites - 1), where the size counts
// the function's instructions and those of the callees inlined into it,
// and the call sites are counted in the kernel and the subroutines with
// their inlined bodies. Functions in the library of math functions are
// always inlined (their call sites are few, their bodies specialize).
func (p *callPlan) outlineLarge(kernel *llir.Func, order []*llir.Func, callees map[*llir.Func][]*llir.Func) {
	size := map[*llir.Func]int{}
	var sizeOf func(f *llir.Func) int
	sizeOf = func(f *llir.Func) int {
		if n, ok := size[f]; ok {
			return n
		}
		size[f] = 0 // cycles are kept anyway
		n := 0
		for _, b := range f.Blocks {
			n += len(b.Insts) + 1
			for _, inst := range b.Insts {
				if c := inlinableCallee(inst); c != nil && c != asmPseudoCallee && !p.keep[c.Name()] {
					n += sizeOf(c)
				}
			}
		}
		size[f] = n
		return n
	}
	for changed := true; changed; {
		changed = false
		// Call sites of each function in the code as inlined: the roots
		// (the kernel and kept functions) count once.
		sites := map[*llir.Func]int{}
		var count func(f *llir.Func, mult int, depth int)
		count = func(f *llir.Func, mult int, depth int) {
			if depth > maxInlineDepth {
				return
			}
			for _, b := range f.Blocks {
				for _, inst := range b.Insts {
					c := inlinableCallee(inst)
					if c == nil || c == asmPseudoCallee {
						continue
					}
					sites[c] += mult
					if !p.keep[c.Name()] {
						count(c, mult, depth+1)
					}
				}
			}
		}
		count(kernel, 1, 0)
		for _, f := range order[1:] {
			if p.keep[f.Name()] {
				count(f, 1, 0)
			}
		}
		for _, f := range order[1:] {
			if p.keep[f.Name()] || isMathLibrary(f) {
				continue
			}
			if n := sites[f]; n > 1 && sizeOf(f)*(n-1) > outlineBudget {
				p.keep[f.Name()] = true
				size = map[*llir.Func]int{}
				changed = true
			}
		}
	}
}

// isMathLibrary reports whether f is a function of the linked math library
// (lower/mathlib) or libdevice.
func isMathLibrary(f *llir.Func) bool {
	n := f.Name()
	return strings.HasPrefix(n, "__nv_") || strings.HasPrefix(n, "__gpucc_") || strings.HasPrefix(n, "__internal_")
}

// rewriteForCalls returns a copy of module m in which kernel fn has its
// inlinable calls inlined and each subroutine of the plan has its own
// inlinable calls inlined and its returns joined in one block (so that its
// threads reconverge before they return), with the copies of the kernel and
// of the subroutines.
func rewriteForCalls(m *llir.Module, fn *llir.Func, plan *callPlan) (*llir.Module, *llir.Func, []*llir.Func, error) {
	// The kernel and the subroutines rebuilt, in the module's text with
	// every other function that they no longer call as a declaration
	// (moduleTextReplacing: their bodies were inlined; parsing them again
	// cost as much as the rest).
	fns := append([]*llir.Func{fn}, plan.subs...)
	texts := make([]string, len(fns))
	var declLines []string
	added := map[string]bool{}
	for i, f := range fns {
		in := &inliner{kernel: f, endLabel: map[string]string{}, plan: plan, unify: i > 0, typeNames: typeNames(m)}
		text, err := in.kernelText()
		if err != nil {
			return nil, nil, nil, err
		}
		texts[i] = text
		for _, name := range sortedNames(keys(in.decls)) {
			sig := in.decls[name]
			if !declared(m, name) && !added[name] {
				added[name] = true
				sp := strings.Index(sig, " (")
				if strings.HasPrefix(sig, "{") {
					sp = strings.Index(sig, "} (") + 1
				}
				declLines = append(declLines, "\ndeclare "+sig[:sp]+" @"+name+sig[sp+1:]+"\n")
			}
		}
	}
	mtext, err := moduleTextReplacing(m, fn, fns, texts)
	if err != nil {
		return nil, nil, nil, err
	}
	mtext += strings.Join(declLines, "")
	m2, err := asm.ParseString(fn.Name()+".calls.ll", mtext)
	if err != nil {
		return nil, nil, nil, &Error{Kernel: fn.Name(), Msg: "internal compiler error: the kernel with its calls planned does not parse: " + err.Error()}
	}
	byName := map[string]*llir.Func{}
	for _, f := range m2.Funcs {
		byName[f.Name()] = f
	}
	k := byName[fn.Name()]
	if k == nil {
		return nil, nil, nil, &Error{Kernel: fn.Name(), Msg: "internal compiler error: the rewritten module lacks the kernel"}
	}
	var subs []*llir.Func
	for _, f := range plan.subs {
		subs = append(subs, byName[f.Name()])
	}
	return m2, k, subs, nil
}

func keys(m map[string]string) map[string]bool {
	out := map[string]bool{}
	for k := range m {
		out[k] = true
	}
	return out
}

// sortedNames returns the keys of a set in order.
func sortedNames(set map[string]bool) []string {
	var out []string
	for n := range set {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// hasByval reports whether a function has a parameter passed by value
// (byval).
func hasByval(f *llir.Func) bool {
	for _, p := range f.Params {
		if byvalType(p) != nil {
			return true
		}
	}
	return false
}

// byvalAttr is compiled on first use: most modules pass no struct by
// value, and compiling it at start-up costs every process.
var byvalAttr = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`byval\([^()]*\) ?`) })

// dropByval removes the byval attributes of a subroutine's header: a
// struct passed by value arrives as a pointer to a copy its caller made.
func dropByval(header string) string { return byvalAttr().ReplaceAllString(header, "") }

// byvalCall writes a call to subroutine callee whose struct arguments
// passed by value (byval) are copied, with llvm.memcpy, into a slot of the
// caller's frame (an alloca hoisted to the entry block), and returns the
// call passing pointers to the copies: the callee may change its copy,
// never the caller's struct.
func (in *inliner) byvalCall(fr *frame, blk *llir.Block, call *llir.InstCall, callee *llir.Func) (text string, err error) {
	if len(call.Args) != len(callee.Params) || callee.Sig.Variadic {
		return "", in.errAt(fr, blk, call, fmt.Sprintf("call to @%s: variadic or mismatched calls are not supported", callee.Name()))
	}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			err = in.errAt(fr, blk, call, e.Msg)
		}
	}()
	sizer := &sel{fn: callee}
	var args []string
	for k, p := range callee.Params {
		arg := in.valueText(fr, call.Args[k])
		t := byvalType(p)
		if t == nil {
			args = append(args, p.Typ.LLString()+" "+arg)
			continue
		}
		in.n++
		slot := fmt.Sprintf("%%\"bv%d\"", in.n)
		align := max(sizer.typeAlign(t), int64(paramAlign(p)), 1)
		in.allocas = append(in.allocas, fmt.Sprintf("%s = alloca %s, align %d", slot, t.LLString(), align))
		in.line(fmt.Sprintf("%%\"bv%d.d\" = bitcast %s* %s to i8*", in.n, t.LLString(), slot))
		in.line(fmt.Sprintf("%%\"bv%d.s\" = bitcast %s %s to i8*", in.n, p.Typ.LLString(), arg))
		in.declare("llvm.memcpy.p0i8.p0i8.i64", "void (i8*, i8*, i64, i1)")
		in.line(fmt.Sprintf("call void @llvm.memcpy.p0i8.p0i8.i64(i8* align %d %%\"bv%d.d\", i8* align %d %%\"bv%d.s\", i64 %d, i1 false)",
			align, in.n, align, in.n, sizer.allocSize(t)))
		args = append(args, p.Typ.LLString()+" "+slot)
	}
	text = fmt.Sprintf("call %s @%s(%s)", callee.Sig.RetType.LLString(), callee.Name(), strings.Join(args, ", "))
	if !types.Equal(call.Type(), types.Void) {
		text = fr.rename(call.Ident()) + " = " + text
	}
	return text, nil
}
