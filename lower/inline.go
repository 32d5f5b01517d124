package lower

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file inlines calls to device functions before selection (see
// "Calls" in docs/compiler.md). Every call to a function with a body that
// the call plan (callplan.go) does not keep as a subroutine call is
// replaced by a copy of the callee's body:
// parameters become the call's arguments, every `ret` a branch to a join
// block whose phi is the call's result, the callee's allocas move to the
// kernel's entry block (so a call in a loop does not allocate again each
// iteration). The kernel is rebuilt as LLVM text from the parsed module and
// parsed again into a copy of the module, as funnel.go does: the caller's
// module is never modified.
//
// Every local of the rebuilt kernel is renamed: the kernel's own locals to
// "k.NAME", those of the n-th inlined body to "iN.NAME"; the block after an
// inlined call is "iNret". Names are quoted, so numbered locals (clang's
// %5) need no renumbering.
//
// A call cycle (recursion) is never inlined: the plan keeps its functions
// as subroutines. Inlining that would nest deeper than maxInlineDepth or
// grow the kernel beyond maxInlinedInsts instructions is a located error.
// The same machinery rebuilds each subroutine (unify: its returns joined
// in one block).

const (
	maxInlineDepth  = 16
	maxInlinedInsts = 60000
)

// inlinableCallee returns the function a call instruction calls when it
// has a body (an inlining candidate), else nil.
func inlinableCallee(inst llir.Instruction) *llir.Func {
	if c, ok := inst.(*llir.InstCall); ok && translatableAsm(c) != nil {
		// Inline PTX is rewritten like a call (inlineasm.go).
		return asmPseudoCallee
	}
	c, ok := inst.(*llir.InstCall)
	if !ok {
		return nil
	}
	f, ok := c.Callee.(*llir.Func)
	if !ok || len(f.Blocks) == 0 || strings.HasPrefix(f.Name(), "llvm.") {
		return nil
	}
	return f
}

// asmPseudoCallee stands for the callee of inline asm calls.
var asmPseudoCallee = llir.NewFunc("inline asm", types.Void)

// translatableAsm returns the inline asm a call calls, unless selection
// handles the statement itself: activemask, the FP approximations of CUDA's
// headers (fpAsm) and texture instructions (texture.go, which rewrites
// tex1Dfetch and reports the others by texture name).
func translatableAsm(c *llir.InstCall) *llir.InlineAsm {
	a, ok := c.Callee.(*llir.InlineAsm)
	if !ok || isActiveMaskAsm(c) || fpAsm(c) != "" || texKind(c) != "" {
		return nil
	}
	return a
}

// hasInlinableCalls reports whether fn calls a function with a body.
func hasInlinableCalls(fn *llir.Func) bool {
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			if inlinableCallee(inst) != nil {
				return true
			}
		}
	}
	return false
}

// inlineCalls returns a copy of module m in which kernel fn has every call
// to a function with a body inlined, and the kernel's copy.
func inlineCalls(m *llir.Module, fn *llir.Func) (*llir.Module, *llir.Func, error) {
	in := &inliner{kernel: fn, endLabel: map[string]string{}, typeNames: typeNames(m)}
	text, err := in.kernelText()
	if err != nil {
		return nil, nil, err
	}
	// Replace the kernel's definition in the module's text.
	mtext, err := moduleTextWith(m, fn, text)
	if err != nil {
		return nil, nil, err
	}
	var names []string
	for name := range in.decls {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if declared(m, name) {
			continue
		}
		sig := in.decls[name]
		sp := strings.Index(sig, " (")
		if strings.HasPrefix(sig, "{") {
			sp = strings.Index(sig, "} (") + 1
		}
		mtext += fmt.Sprintf("\ndeclare %s @%s%s\n", sig[:sp], name, sig[sp+1:])
	}
	m2, err := asm.ParseString(fn.Name()+".inlined.ll", mtext)
	if err != nil {
		return nil, nil, &Error{Kernel: fn.Name(), Msg: fmt.Sprintf("internal compiler error: the kernel with its calls inlined does not parse: %v", err)}
	}
	for _, f := range m2.Funcs {
		if f.Name() == fn.Name() {
			return m2, f, nil
		}
	}
	return nil, nil, &Error{Kernel: fn.Name(), Msg: "internal compiler error: the inlined module lacks the kernel"}
}

type inliner struct {
	kernel *llir.Func
	// plan says which calls stay calls (callplan.go); nil inlines all.
	plan *callPlan
	// unify joins the returns of the function being rebuilt (a
	// subroutine) in one block.
	unify bool
	// typeNames are the module's named types (frame.typeNames).
	typeNames map[string]bool
	n         int // inlined bodies so far
	insts     int // instructions written so far
	body      strings.Builder
	// allocas are the (renamed) allocas of inlined bodies, hoisted to the
	// kernel's entry block.
	allocas []string
	// endLabel maps "prefix|block" to the label of the block that holds
	// the original block's terminator (phis name it as their predecessor).
	endLabel map[string]string
	// nAsm counts translated inline asm statements; decls are the
	// intrinsics their translations call (name -> "RET (ARGS)");
	// asmOuts holds the outputs of asm calls returning a struct, by the
	// call's renamed name, for the extractvalues that read them.
	nAsm    int
	decls   map[string]string
	asmOuts map[string][]asmVal
}

// declare records an intrinsic the rebuilt kernel calls.
func (in *inliner) declare(name, sig string) {
	if in.decls == nil {
		in.decls = map[string]string{}
	}
	in.decls[name] = sig
}

// frame is one function body being written: the kernel (prefix "k.") or
// an inlined callee.
type frame struct {
	fn     *llir.Func
	prefix string
	args   map[string]string // callee parameter name -> argument text
	// retLabel is the join block of an inlined body's returns; rets are
	// the returned values with the blocks they come from.
	retLabel string
	rets     [][2]string // {value text, label of the returning block}
	stack    []*llir.Func
	call     *llir.InstCall // the call being inlined (nil for the kernel)
	returns  int            // rets written (a void function's count)
	// typeNames are the module's named types (%struct.pair), which are
	// not locals and keep their names.
	typeNames map[string]bool
}

const phiPlaceholder = "\x00"

func (in *inliner) kernelText() (string, error) {
	fn := in.kernel
	top := &frame{fn: fn, prefix: "k.", args: map[string]string{}, stack: []*llir.Func{fn}, typeNames: in.typeNames}
	// The kernel's parameters keep their names (the parameter table names
	// them); they are numbered from 0 or named, so they stay valid.
	for _, p := range fn.Params {
		top.args[localName(p.Ident())] = p.Ident()
	}
	full := headerOnly(fn).LLString()
	brace := strings.Index(full, "{\n")
	if brace < 0 {
		return "", &Error{Kernel: fn.Name(), Msg: "internal compiler error: unexpected text of the kernel's definition"}
	}
	header := top.rename(full[:brace])
	if in.plan != nil && in.plan.keep[fn.Name()] {
		header = dropByval(header) // its callers pass pointers to copies
	}
	if in.unify {
		top.retLabel = "k.return"
	}
	if err := in.writeBody(top); err != nil {
		return "", err
	}
	if in.unify {
		// The joined return block.
		in.body.WriteString(quoteLabel(top.retLabel) + "\n")
		rt := fn.Sig.RetType
		switch {
		case len(top.rets) == 0 && top.returns == 0:
			in.line("unreachable")
		case types.Equal(rt, types.Void):
			in.line("ret void")
		case len(top.rets) == 1:
			in.line(fmt.Sprintf("ret %s %s", rt.LLString(), top.rets[0][0]))
		default:
			st, isStruct := rt.(*types.StructType)
			if !isStruct {
				var incs []string
				for _, r := range top.rets {
					incs = append(incs, fmt.Sprintf("[ %s, %s ]", r[0], quoteLocal(r[1])))
				}
				in.line(fmt.Sprintf("%%\"k.retval\" = phi %s %s", rt.LLString(), strings.Join(incs, ", ")))
				in.line(fmt.Sprintf("ret %s %%\"k.retval\"", rt.LLString()))
				break
			}
			agg := "poison"
			for k, ft := range st.Fields {
				var incs []string
				for n, r := range top.rets {
					incs = append(incs, fmt.Sprintf("[ %%\"k.rv%d.%d\", %s ]", n+1, k, quoteLocal(r[1])))
				}
				in.line(fmt.Sprintf("%%\"k.retf%d\" = phi %s %s", k, ft.LLString(), strings.Join(incs, ", ")))
				in.line(fmt.Sprintf("%%\"k.reta%d\" = insertvalue %s %s, %s %%\"k.retf%d\", %d", k, st.LLString(), agg, ft.LLString(), k, k))
				agg = fmt.Sprintf("%%\"k.reta%d\"", k)
			}
			in.line(fmt.Sprintf("ret %s %s", st.LLString(), agg))
		}
	}
	body := in.body.String()
	// The entry block's label is the first line; hoisted allocas follow it.
	nl := strings.Index(body, "\n")
	var b strings.Builder
	b.WriteString(header)
	b.WriteString("{\n")
	b.WriteString(body[:nl+1])
	for _, a := range in.allocas {
		b.WriteString("  " + a + "\n")
	}
	rest := body[nl+1:]
	// Resolve the phi predecessors.
	for {
		i := strings.Index(rest, phiPlaceholder)
		if i < 0 {
			break
		}
		j := strings.Index(rest[i+1:], phiPlaceholder)
		key := rest[i+1 : i+1+j]
		b.WriteString(rest[:i])
		b.WriteString(quoteLocal(in.endLabel[key]))
		rest = rest[i+1+j+1:]
	}
	b.WriteString(rest)
	b.WriteString("}")
	return b.String(), nil
}

// writeBody writes the blocks of fr's function.
func (in *inliner) writeBody(fr *frame) error {
	for bi, blk := range fr.fn.Blocks {
		bname := localName(blk.Ident())
		label := fr.prefix + bname
		if bi == 0 && fr.call != nil {
			// The caller's branch into the body.
			in.line("br label " + quoteLocal(label))
		}
		in.body.WriteString(quoteLabel(label) + "\n")
		cur := label
		for _, inst := range blk.Insts {
			in.insts++
			if in.insts > maxInlinedInsts {
				return in.errAt(fr, blk, inst, fmt.Sprintf("inlining grows the kernel beyond %d instructions", maxInlinedInsts))
			}
			callee := inlinableCallee(inst)
			if callee != nil && callee != asmPseudoCallee && in.plan != nil && in.plan.keep[callee.Name()] {
				// A call to a subroutine stays a call; a struct passed by
				// value (byval) becomes a pointer to a copy (callplan.go).
				if hasByval(callee) {
					text, err := in.byvalCall(fr, blk, inst.(*llir.InstCall), callee)
					if err != nil {
						return err
					}
					in.line(text)
					continue
				}
				callee = nil
			}
			if callee == nil {
				text := in.instText(fr, inst)
				if _, ok := inst.(*llir.InstAlloca); ok && fr.call != nil {
					in.allocas = append(in.allocas, text)
					continue
				}
				in.line(text)
				continue
			}
			call := inst.(*llir.InstCall)
			if a := translatableAsm(call); a != nil {
				if err := in.writeAsm(fr, blk, call, a); err != nil {
					return err
				}
				continue
			}
			for i, f := range fr.stack {
				if f == callee {
					var names []string
					for _, g := range fr.stack[i:] {
						names = append(names, "@"+g.Name())
					}
					names = append(names, "@"+callee.Name())
					return in.errAt(fr, blk, inst, fmt.Sprintf("internal compiler error: recursive call cycle %s reached the inliner (the call plan keeps cycles as subroutines)", strings.Join(names, " -> ")))
				}
			}
			if len(fr.stack) > maxInlineDepth {
				return in.errAt(fr, blk, inst, fmt.Sprintf("calls nest deeper than %d inlined levels", maxInlineDepth))
			}
			if callee.Sig.Variadic || len(call.Args) != len(callee.Params) {
				return in.errAt(fr, blk, inst, fmt.Sprintf("call to @%s: variadic or mismatched calls cannot be inlined", callee.Name()))
			}
			in.n++
			sub := &frame{
				typeNames: in.typeNames,
				fn:        callee,
				prefix:    fmt.Sprintf("i%d.", in.n),
				args:      map[string]string{},
				retLabel:  fmt.Sprintf("i%dret", in.n),
				stack:     append(append([]*llir.Func{}, fr.stack...), callee),
				call:      call,
			}
			for k, p := range callee.Params {
				sub.args[localName(p.Ident())] = in.valueText(fr, call.Args[k])
			}
			if err := in.writeBody(sub); err != nil {
				return err
			}
			in.body.WriteString(quoteLabel(sub.retLabel) + "\n")
			cur = sub.retLabel
			if len(sub.rets) > 0 && !types.Equal(call.Type(), types.Void) {
				var incs []string
				for _, r := range sub.rets {
					incs = append(incs, fmt.Sprintf("[ %s, %s ]", r[0], quoteLocal(r[1])))
				}
				in.line(fmt.Sprintf("%s = phi %s %s", fr.rename(call.Ident()), call.Type().LLString(), strings.Join(incs, ", ")))
			} else if !types.Equal(call.Type(), types.Void) {
				// The callee never returns: the result is never used.
				in.line(fmt.Sprintf("%s = freeze %s undef", fr.rename(call.Ident()), call.Type().LLString()))
			}
		}
		in.endLabel[fr.prefix+"|"+bname] = cur
		if ret, ok := blk.Term.(*llir.TermRet); ok && (fr.call != nil || in.unify && len(fr.stack) == 1) {
			fr.returns++
			if ret.X != nil {
				fr.rets = append(fr.rets, [2]string{in.valueText(fr, ret.X), cur})
				if st, ok := ret.X.Type().(*types.StructType); ok && fr.call == nil {
					// A subroutine's struct result: its fields, for
					// phis in the joined return block (no phi of a
					// struct is selected).
					for k := range st.Fields {
						in.line(fmt.Sprintf("%%\"k.rv%d.%d\" = extractvalue %s %s, %d", fr.returns, k, st.LLString(), in.valueText(fr, ret.X), k))
					}
				}
			}
			in.line("br label " + quoteLocal(fr.retLabel))
			continue
		}
		in.line(fr.rename(blk.Term.LLString()))
	}
	return nil
}

func (in *inliner) line(s string) { in.body.WriteString("  " + s + "\n") }

func (in *inliner) errAt(fr *frame, blk *llir.Block, inst llir.Instruction, msg string) error {
	e := &Error{Kernel: in.kernel.Name(), Msg: msg}
	if fr.call != nil {
		msg += fmt.Sprintf(" (in @%s, inlined)", fr.fn.Name())
		e.Msg = msg
	}
	e.Block = blk.Ident()
	if s, ok := inst.(interface{ LLString() string }); ok {
		e.Inst = s.LLString()
	}
	e.Pos = debugPos(inst)
	return e
}

// instText is an instruction's text with its locals renamed; a phi's
// predecessors become placeholders resolved once every block is written.
func (in *inliner) instText(fr *frame, inst llir.Instruction) string {
	if ev, ok := inst.(*llir.InstExtractValue); ok && len(ev.Indices) == 1 {
		if outs, ok := in.asmOuts[in.valueText(fr, ev.X)]; ok && int(ev.Indices[0]) < len(outs) {
			v := outs[ev.Indices[0]]
			return fmt.Sprintf("%s = freeze %s %s", fr.rename(ev.Ident()), ity(v.bits), v.text)
		}
	}
	phi, ok := inst.(*llir.InstPhi)
	if !ok {
		return fr.rename(inst.LLString())
	}
	var incs []string
	for _, inc := range phi.Incs {
		pred := localName(inc.Pred.Ident())
		incs = append(incs, fmt.Sprintf("[ %s, %s%s|%s%s ]", in.valueText(fr, inc.X), phiPlaceholder, fr.prefix, pred, phiPlaceholder))
	}
	return fmt.Sprintf("%s = phi %s %s", fr.rename(phi.Ident()), phi.Typ.LLString(), strings.Join(incs, ", "))
}

// valueText is the text of an operand value (without its type) in the
// rebuilt kernel.
func (in *inliner) valueText(fr *frame, v value.Value) string {
	v = unwrapArg(v)
	return fr.rename(v.Ident())
}

// rename rewrites every local identifier (%name, %"name", %12) in text:
// a parameter of an inlined body becomes its argument, any other local
// gets the frame's prefix. Quoted strings (inline assembly, metadata) are
// copied unchanged.
func (fr *frame) rename(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '"':
			j := strings.IndexByte(text[i+1:], '"')
			if j < 0 {
				b.WriteString(text[i:])
				return b.String()
			}
			b.WriteString(text[i : i+j+2])
			i += j + 2
		case c == '@' || c == '!' || c == '#' || c == '$':
			// Global, metadata, attribute group or comdat names: copy the
			// sigil and a quoted name after it whole.
			b.WriteByte(c)
			i++
			if i < len(text) && text[i] == '"' {
				j := strings.IndexByte(text[i+1:], '"')
				if j < 0 {
					b.WriteString(text[i:])
					return b.String()
				}
				b.WriteString(text[i : i+j+2])
				i += j + 2
			}
		case c == '%':
			name, n := scanLocal(text[i+1:])
			if n == 0 {
				b.WriteByte(c)
				i++
				continue
			}
			if a, ok := fr.args[name]; ok {
				b.WriteString(a)
			} else if fr.typeNames[name] {
				b.WriteString(text[i : i+1+n])
			} else {
				b.WriteString(quoteLocal(fr.prefix + name))
			}
			i += 1 + n
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

// typeNames returns the names of module m's named types.
func typeNames(m *llir.Module) map[string]bool {
	out := map[string]bool{}
	for _, t := range m.TypeDefs {
		out[t.Name()] = true
	}
	return out
}

// scanLocal reads a local name after '%': a quoted string or a run of
// identifier characters. It returns the name (without quotes) and the
// number of bytes read.
func scanLocal(s string) (string, int) {
	if strings.HasPrefix(s, "\"") {
		j := strings.IndexByte(s[1:], '"')
		if j < 0 {
			return "", 0
		}
		return s[1 : 1+j], j + 2
	}
	n := 0
	for n < len(s) {
		c := s[n]
		if c == '-' || c == '$' || c == '.' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			n++
			continue
		}
		break
	}
	return s[:n], n
}

// localName returns the name of a local identifier ("%5" -> "5").
func localName(ident string) string {
	name, _ := scanLocal(strings.TrimPrefix(ident, "%"))
	return name
}

func quoteLocal(name string) string { return "%\"" + name + "\"" }
func quoteLabel(name string) string { return "\"" + name + "\":" }

// declared reports whether module m has a function named name.
func declared(m *llir.Module, name string) bool {
	for _, f := range m.Funcs {
		if f.Name() == name {
			return true
		}
	}
	return false
}

// writeAsm writes the translation of an inline asm call and defines its
// result.
func (in *inliner) writeAsm(fr *frame, blk *llir.Block, call *llir.InstCall, a *llir.InlineAsm) error {
	outs, err := in.translateAsm(fr, call, a.Asm, a.Constraint)
	if err != nil {
		return in.errAt(fr, blk, call, fmt.Sprintf("inline asm %q: %v", a.Asm, err))
	}
	switch rt := call.Type().(type) {
	case *types.IntType:
		if len(outs) != 1 {
			return in.errAt(fr, blk, call, fmt.Sprintf("inline asm %q: %d outputs for one result", a.Asm, len(outs)))
		}
		in.line(fmt.Sprintf("%s = freeze %s %s", fr.rename(call.Ident()), rt.LLString(), outs[0].text))
	case *types.StructType:
		if in.asmOuts == nil {
			in.asmOuts = map[string][]asmVal{}
		}
		in.asmOuts[fr.rename(call.Ident())] = outs
		for _, u := range in.asmUsers(fr, call) {
			if _, ok := u.(*llir.InstExtractValue); !ok {
				return in.errAt(fr, blk, call, fmt.Sprintf("inline asm %q: its results are used other than by extractvalue", a.Asm))
			}
		}
	default:
		if !types.Equal(call.Type(), types.Void) {
			return in.errAt(fr, blk, call, fmt.Sprintf("inline asm %q: result type %s is not supported", a.Asm, call.Type()))
		}
	}
	return nil
}

// asmUsers returns the instructions of fr's function that use call.
func (in *inliner) asmUsers(fr *frame, call *llir.InstCall) []llir.Instruction {
	var out []llir.Instruction
	for _, b := range fr.fn.Blocks {
		for _, inst := range b.Insts {
			u, ok := inst.(value.User)
			if !ok {
				continue
			}
			for _, op := range operandValues(u) {
				if op == value.Value(call) {
					out = append(out, inst)
				}
			}
		}
	}
	return out
}
