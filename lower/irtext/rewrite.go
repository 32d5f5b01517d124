// Package irtext reads the LLVM IR text of newer clang releases (LLVM 15 to
// 18, as clang emits it for CUDA device code) by rewriting it, at the text
// level, into the LLVM 14 dialect that github.com/llir/llvm v0.3.6 parses:
// opaque `ptr` values become `i8*` in their address space, with bitcasts to
// the element type that a load, store, getelementptr, atomicrmw, cmpxchg or
// alloca states; the newer attribute and flag syntax that carries no
// meaning for code generation (memory(...), nneg, disjoint, samesign, ...)
// is dropped. Inserted instructions share the line of the instruction they
// serve, so line numbers of the rewritten text are those of the source.
package irtext

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// Info describes what the rewriter found in a module.
type Info struct {
	// Producer is the llvm.ident string ("clang version 16.0.6 ..."), if any.
	Producer string
	// Opaque is set when the module uses opaque pointers (LLVM 15 and later).
	Opaque bool
	// Newer lists the post-LLVM-14 constructs found, with the LLVM release
	// that introduced each (e.g. "memory(...) attributes (LLVM 16)").
	Newer []string
}

// Error is a rewriting failure at a source position.
type Error struct {
	Line, Col int
	Msg       string
	Source    string // the source line
}

func (e *Error) Error() string {
	return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg)
}

type global struct {
	t  *typ // value type (function type for functions)
	as int
}

type rewriter struct {
	named   map[string]*typ
	globals map[string]global
	tmp     int
	info    Info
	// rename maps the current function's typed pointer parameters to their
	// i8 pointer copies; entry holds the instructions making the copies,
	// placed before the first instruction of the body.
	rename map[string]string
	entry  []string
	// kernels are the functions !nvvm.annotations marks "kernel": only
	// their parameters get element types, since nothing calls them with
	// i8 pointers.
	kernels map[string]bool
	// ccKernels are the kernels marked by the ptx_kernel calling
	// convention (LLVM 20) instead of !nvvm.annotations.
	ccKernels []string
	seen      map[string]bool
}

// newerSyntax maps a construct's marker token to its description; the
// LLVM release is the first whose clang emits it.
var newerSyntax = map[string]string{
	"memory":         "memory(...) attributes (LLVM 16)",
	"nneg":           "the nneg flag (LLVM 18)",
	"disjoint":       "the disjoint flag on or (LLVM 18)",
	"samesign":       "the samesign flag on icmp (LLVM 20)",
	"nusw":           "getelementptr nusw (LLVM 19)",
	"captures":       "captures(...) attributes (LLVM 21)",
	"initializes":    "initializes(...) attributes (LLVM 19)",
	"range":          "range(...) attributes (LLVM 19)",
	"nofpclass":      "nofpclass(...) attributes (LLVM 17)",
	"writable":       "the writable attribute (LLVM 18)",
	"dead_on_unwind": "the dead_on_unwind attribute (LLVM 18)",
	"ptx_kernel":     "the ptx_kernel calling convention (LLVM 20)",
	"nocallback":     "the nocallback attribute (LLVM 15)",
	"#dbg_value":     "#dbg_ debug records (LLVM 19)",
	"splat":          "splat constants (LLVM 19)",
}

// dropped words are attributes and flags with no meaning for gpucc that
// llir cannot parse; droppedCalls also drop their parenthesised argument.
var droppedWords = map[string]bool{"nneg": true, "disjoint": true, "samesign": true, "nusw": true,
	"writable": true, "dead_on_unwind": true, "nocallback": true, "ptx_kernel": true}
var droppedCalls = map[string]bool{"memory": true, "captures": true, "initializes": true, "range": true, "nofpclass": true}

var reSplat = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`<(\d+) x ([a-z0-9]+)> splat \(([a-z0-9]+) ([^()]+)\)`)
})

// Rewrite turns LLVM 15-18 IR text into LLVM 14 text with typed pointers.
// Text without opaque pointers or newer syntax comes back unchanged.
func Rewrite(src string) (string, Info, error) {
	r := &rewriter{named: map[string]*typ{}, globals: map[string]global{}, seen: map[string]bool{}}
	r.info.Producer = producer(src)
	if !mayHaveNewerTokens(src) {
		// LLVM 14 text, the common case: lexing every line would find
		// nothing to rewrite.
		return src, r.info, nil
	}
	lines := strings.Split(src, "\n")
	lexed := make([][]tok, len(lines))
	for i, l := range lines {
		lexed[i], _ = lexLine(l)
		for _, t := range lexed[i] {
			if t.text == "ptr" {
				r.info.Opaque = true
			}
			if d, ok := newerSyntax[t.text]; ok && !r.seen[d] {
				if t.text == "range" || t.text == "memory" || t.text == "captures" || t.text == "initializes" || t.text == "nofpclass" {
					if !strings.Contains(l, t.text+"(") {
						continue
					}
				}
				r.seen[d] = true
				r.info.Newer = append(r.info.Newer, d)
			}
			if strings.HasPrefix(t.text, "#dbg_") && !r.seen["#dbg"] {
				r.seen["#dbg"] = true
				r.info.Newer = append(r.info.Newer, newerSyntax["#dbg_value"])
			}
		}
	}
	if !r.info.Opaque && len(r.info.Newer) == 0 {
		return src, r.info, nil
	}
	if err := r.declarations(lexed); err != nil {
		return "", r.info, err
	}
	inFunc := false
	for i, toks := range lexed {
		if len(toks) == 0 {
			continue
		}
		first := toks[0].text
		if !r.needsRewrite(toks) && (r.entry == nil || !inFunc || first == "define") {
			if first == "define" {
				inFunc = true
				r.rename, r.entry = nil, nil
			} else if first == "}" {
				inFunc = false
			}
			continue
		}
		var out string
		var err error
		switch {
		case strings.HasPrefix(first, "#dbg_"):
			out = ""
		case first == "define":
			inFunc = true
			var elems map[string]*typ
			if r.kernels[defineName(toks)] {
				elems = inferParamElems(lexed[i+1:])
			}
			out, err = r.header(toks, elems)
		case first == "declare":
			out, err = r.header(toks, nil)
		case first == "}" && inFunc:
			inFunc = false
			out = "}"
		case inFunc && len(toks) >= 2 && toks[1].text == ":" && len(toks) == 2:
			out = lines[i] // a block label
		case inFunc:
			out, err = r.instruction(renamed(toks, r.rename))
			if err == nil && r.entry != nil {
				out = strings.Join(append(r.entry, out), "  ")
				r.entry = nil
			}
		case strings.HasPrefix(first, "!"):
			out, err = r.metadata(lines[i], toks)
		default:
			var o []string
			o, err = r.generic(toks, nil)
			out = join(o)
		}
		if err != nil {
			col := 1
			if len(toks) > 0 {
				col = toks[0].col
			}
			if pe, ok := err.(*posError); ok {
				col = pe.col
				err = pe.err
			}
			return "", r.info, &Error{Line: i + 1, Col: col, Msg: err.Error(), Source: lines[i]}
		}
		lines[i] = reSplat().ReplaceAllStringFunc(out, expandSplat)
	}
	lines = r.annotateKernels(lines)
	return strings.Join(lines, "\n"), r.info, nil
}

type posError struct {
	col int
	err error
}

func (e *posError) Error() string { return e.err.Error() }

func expandSplat(s string) string {
	m := reSplat().FindStringSubmatch(s)
	n, _ := strconv.Atoi(m[1])
	elems := make([]string, n)
	for i := range elems {
		elems[i] = m[3] + " " + m[4]
	}
	return fmt.Sprintf("<%s x %s> <%s>", m[1], m[2], strings.Join(elems, ", "))
}

// producer returns the llvm.ident string of src: the first string of the
// metadata node that the first !llvm.ident names.
func producer(src string) string {
	const ident = "!llvm.ident = !{!"
	var id string
	for from := 0; id == ""; {
		at := strings.Index(src[from:], ident)
		if at < 0 {
			return ""
		}
		digits := src[from+at+len(ident):]
		n := 0
		for n < len(digits) && digits[n] >= '0' && digits[n] <= '9' {
			n++
		}
		id = digits[:n]
		from += at + 1
	}
	def := "!" + id + ` = !{!"`
	for from := 0; ; {
		i := strings.Index(src[from:], def)
		if i < 0 {
			return ""
		}
		i += from
		if i == 0 || src[i-1] == '\n' {
			rest := src[i+len(def):]
			if end := strings.IndexByte(rest, '"'); end >= 0 {
				return rest[:end]
			}
			return ""
		}
		from = i + 1
	}
}

// newerTokens are the tokens whose presence makes Rewrite lex the whole
// text: the opaque pointer type and the markers of newerSyntax.
var newerTokens = func() []string {
	toks := make([]string, 1, 1+len(newerSyntax))
	toks[0] = "ptr"
	for t := range newerSyntax {
		if !strings.HasPrefix(t, "#") {
			toks = append(toks, t)
		}
	}
	return toks
}()

// mayHaveNewerTokens reports whether src may hold a token that Rewrite
// acts on: "ptr" or a newer-syntax marker as a whole word (not part of an
// identifier such as getelementptr or %range; in a string or a comment
// it is no token), or a #dbg_ record. It errs towards true (the markers
// that count only before "(" count anywhere), so false means that lexing
// would find none.
func mayHaveNewerTokens(src string) bool {
	if strings.Contains(src, "#dbg_") {
		return true
	}
	for _, w := range newerTokens {
		for from := 0; ; {
			i := strings.Index(src[from:], w)
			if i < 0 {
				break
			}
			i += from
			end := i + len(w)
			before := i == 0 || !isIdentByte(src[i-1]) && !strings.ContainsRune("%@!#", rune(src[i-1])) ||
				strings.HasSuffix(src[:i], "...") // lexed as "..." and the word
			after := end == len(src) || !isIdentByte(src[end])
			if before && after {
				// A candidate: lex its line to see whether it is a token
				// (not in a string such as an asm clobber "~{memory}", or a
				// comment).
				start := strings.LastIndexByte(src[:i], '\n') + 1
				stop := strings.IndexByte(src[i:], '\n')
				if stop < 0 {
					stop = len(src)
				} else {
					stop += i
				}
				toks, _ := lexLine(src[start:stop])
				for _, t := range toks {
					if t.text == w {
						return true
					}
				}
				from = stop
				continue
			}
			from = i + 1
		}
	}
	return false
}

// declarations records named struct types, globals and functions, which
// later lines may reference before their definition.
func (r *rewriter) declarations(lexed [][]tok) error {
	r.kernels = kernelNames(lexed)
	for _, toks := range lexed {
		if len(toks) > 0 && toks[0].text == "define" {
			for _, t := range toks {
				if t.text == "ptx_kernel" {
					r.kernels[defineName(toks)] = true
					r.ccKernels = append(r.ccKernels, defineName(toks))
				}
			}
		}
	}
	for i, toks := range lexed {
		if len(toks) < 3 {
			continue
		}
		var err error
		switch first := toks[0].text; {
		case strings.HasPrefix(first, "%") && toks[1].text == "=" && toks[2].text == "type":
			p := &typeParser{toks: toks, i: 3}
			var t *typ
			if t, err = p.parseType(); err == nil {
				r.named[first] = t
			}
		case strings.HasPrefix(first, "@") && toks[1].text == "=":
			err = r.globalDecl(toks)
		case first == "define" || first == "declare":
			var name string
			var ft *typ
			var params []param
			if name, ft, _, params, err = r.signatureParams(toks); err == nil {
				if first == "define" && r.kernels[name] {
					typeParams(ft, params, inferParamElems(lexed[i+1:]))
				}
				r.globals[name] = global{t: ft}
			}
		}
		if err != nil {
			return &Error{Line: i + 1, Col: toks[0].col, Msg: err.Error()}
		}
	}
	return nil
}

func (r *rewriter) globalDecl(toks []tok) error {
	as := 0
	for j := 2; j < len(toks); j++ {
		switch toks[j].text {
		case "addrspace":
			p := &typeParser{toks: toks, i: j + 1}
			n, err := p.parseAddrspaceArg()
			if err != nil {
				return err
			}
			as = n
		case "global", "constant":
			p := &typeParser{toks: toks, i: j + 1}
			t, err := p.parseType()
			if err != nil {
				return err
			}
			r.globals[toks[0].text] = global{t: t, as: as}
			return nil
		case "alias", "ifunc":
			return fmt.Errorf("global aliases are not supported")
		}
	}
	return nil
}

// param is one parameter of a define line: its type's token range and name.
type param struct {
	start, end int
	t          *typ
	name       string
	byval      *typ // the type of a byval(T) attribute: the parameter points at a T
}

// elemOf returns the element type a kernel's pointer parameter is declared
// with: its byval type, else the type the body accesses it as (elems).
func (pr param) elemOf(elems map[string]*typ) (*typ, bool) {
	if pr.name == "" || pr.t.kind != kPtr {
		return nil, false
	}
	if pr.byval != nil {
		return pr.byval, true
	}
	elem, ok := elems[pr.name]
	if !ok || elem.String() == "i8" {
		return nil, false
	}
	return elem, true
}

// signatureParams parses a define/declare line: the function's name, its
// type, the token index of its name and its parameters.
func (r *rewriter) signatureParams(toks []tok) (string, *typ, int, []param, error) {
	var params []param
	at := -1
	for j, t := range toks {
		if strings.HasPrefix(t.text, "@") {
			at = j
			break
		}
	}
	if at < 0 || at+1 >= len(toks) || toks[at+1].text != "(" {
		return "", nil, 0, nil, fmt.Errorf("expected a function name")
	}
	var ret *typ
	for j := 1; j < at && ret == nil; j++ {
		p := &typeParser{toks: toks[:at], i: j}
		if !isTypeStart(p.peek()) {
			continue
		}
		if t, err := p.parseType(); err == nil && p.i == at {
			ret = t
		}
	}
	if ret == nil {
		return "", nil, 0, nil, fmt.Errorf("expected a return type before %s", toks[at].text)
	}
	ft := &typ{kind: kFunc, ret: ret}
	p := &typeParser{toks: toks, i: at + 2}
	for p.peek() != ")" && p.peek() != "" {
		if p.peek() == "..." {
			p.next()
			ft.vararg = true
			continue
		}
		start := p.i
		t, err := p.parseType()
		if err != nil {
			return "", nil, 0, nil, err
		}
		ft.fields = append(ft.fields, t)
		pr := param{start: start, end: p.i, t: t}
		// Skip the parameter's attributes and name.
		for depth := 0; p.peek() != ""; p.next() {
			s := p.peek()
			if depth == 0 && (s == "," || s == ")") {
				break
			}
			if depth == 0 && strings.HasPrefix(s, "%") {
				pr.name = s
			}
			if depth == 0 && s == "byval" && p.i+1 < len(toks) && toks[p.i+1].text == "(" {
				q := &typeParser{toks: toks, i: p.i + 2}
				if bt, err := r.parseType(q); err == nil {
					pr.byval = bt
				}
			}
			if s == "(" {
				depth++
			} else if s == ")" {
				depth--
			}
		}
		params = append(params, pr)
		if p.peek() == "," {
			p.next()
		}
	}
	return toks[at].text, ft, at, params, nil
}

// header rewrites a define or declare line (the name is not an operand).
// Pointer parameters with an element type in elems are declared as typed
// pointers (so that tools sizing buffers from the signature, like gpucc
// verify's random inputs, see the element type); the body then uses an i8
// pointer copy made at entry, named in r.rename.
func (r *rewriter) header(toks []tok, elems map[string]*typ) (string, error) {
	_, _, at, params, err := r.signatureParams(toks)
	if err != nil {
		return "", err
	}
	r.rename = map[string]string{}
	r.entry = nil
	var typed []tok
	next := 0
	for _, pr := range params {
		if elems == nil {
			break // not a kernel
		}
		elem, ok := pr.elemOf(elems)
		if !ok {
			continue
		}
		typed = append(typed, toks[next:pr.start]...)
		typed = append(typed, tok{text: pointerTo(elem, pr.t.as).String(), col: toks[pr.start].col})
		next = pr.end
		copyName := "%irt.arg." + strings.TrimPrefix(pr.name, "%")
		r.rename[pr.name] = copyName
		r.entry = append(r.entry, fmt.Sprintf("%s = bitcast %s %s to %s", copyName, pointerTo(elem, pr.t.as), pr.name, pr.t))
	}
	if typed != nil {
		// The name precedes the parameters: its index is unchanged.
		typed = append(typed, toks[next:]...)
		toks = typed
	}
	out, err := r.generic(toks, map[int]bool{at: true})
	return join(out), err
}

// metadata rewrites a metadata line: a pointer to a global is written with
// the global's own pointer type (lower.Kernels reads kernels from
// !nvvm.annotations by that type). Only the pointer types are replaced, in
// place: specialized nodes (!DICompileUnit(language: ...)) must keep their
// text as it is.
func (r *rewriter) metadata(line string, toks []tok) (string, error) {
	var b strings.Builder
	done := 0 // bytes of line copied
	p := &typeParser{toks: toks}
	for p.peek() != "" {
		if p.peek() != "ptr" {
			p.next()
			continue
		}
		start := toks[p.i].col - 1
		t, err := p.parseType()
		if err != nil {
			return "", err
		}
		repl := t.String()
		if g, ok := r.globals[p.peek()]; ok && t.kind == kPtr {
			repl = pointerTo(g.t, g.as).String()
		}
		end := len(line)
		if p.i < len(toks) {
			end = toks[p.i].col - 1
		}
		b.WriteString(line[done:start])
		b.WriteString(repl + " ")
		done = end
	}
	b.WriteString(line[done:])
	return b.String(), nil
}

func (r *rewriter) parseType(p *typeParser) (*typ, error) {
	return p.parseType()
}

// generic rewrites a token list without knowing its grammar: every ptr type
// becomes an i8 pointer, a global or constant expression after a pointer
// type is rewritten as an operand, and the newer syntax is dropped. Token
// indexes in keep are copied as they are.
// skipArgAttrs reads the parameter attributes at p (with their
// parenthesised or numeric arguments), dropping those without meaning for
// LLVM 14, and returns the tokens to keep.
func (r *rewriter) skipArgAttrs(p *typeParser) []string {
	var out []string
	for {
		s := p.peek()
		switch {
		case droppedWords[s]:
			p.next()
		case droppedCalls[s] && p.i+1 < len(p.toks) && p.toks[p.i+1].text == "(":
			p.i = skipGroup(p.toks, p.i+1)
		case isAttrWord(s):
			out = append(out, p.next())
			if p.peek() == "(" {
				end := skipGroup(p.toks, p.i)
				for p.i < end {
					out = append(out, p.next())
				}
			} else if s == "align" {
				if _, err := strconv.Atoi(p.peek()); err == nil {
					out = append(out, p.next())
				}
			}
		default:
			return out
		}
	}
}

func (r *rewriter) generic(toks []tok, keep map[int]bool) ([]string, error) {
	var out []string
	p := &typeParser{toks: toks}
	for p.peek() != "" {
		s := p.peek()
		if keep[p.i] {
			out = append(out, p.next())
			continue
		}
		if droppedWords[s] {
			p.next()
			continue
		}
		if droppedCalls[s] && p.i+1 < len(toks) && toks[p.i+1].text == "(" {
			end := matchClose(toks, p.i+1)
			if end < 0 {
				return nil, &posError{toks[p.i].col, fmt.Errorf("unbalanced parentheses after %s", s)}
			}
			p.i = end + 1
			continue
		}
		if s == "nuw" || s == "nsw" {
			if prev := last(out); prev == "trunc" || prev == "getelementptr" || prev == "inbounds" {
				p.next()
				continue
			}
		}
		if s == "inrange" && p.i+1 < len(toks) && toks[p.i+1].text == "(" {
			p.i = skipGroup(toks, p.i+1)
			continue
		}
		if s != "ptr" {
			if constexprOps[s] && r.isOperandStart(p) && len(out) > 0 && isTypeEnd(last(out)) {
				// A constant expression of non-pointer type (ptrtoint).
				v, err := r.constexpr(&typ{kind: kLeaf, text: last(out)}, p)
				if err != nil {
					return nil, err
				}
				out = append(out, v.text)
				continue
			}
			out = append(out, p.next())
			continue
		}
		col := toks[p.i].col
		t, err := p.parseType()
		if err != nil {
			return nil, &posError{col, err}
		}
		out = append(out, t.String())
		// Parameter attributes may stand between an argument's type and
		// its value (call @f(ptr noundef nonnull @.str)).
		out = append(out, r.skipArgAttrs(p)...)
		if !keep[p.i] && r.isOperandStart(p) {
			v, err := r.operand(t, p)
			if err != nil {
				return nil, &posError{col, err}
			}
			out = append(out, v.text)
		}
	}
	return out, nil
}

func isTypeEnd(s string) bool { return isIntType(s) || s == "float" || s == "double" }

func last(out []string) string {
	if len(out) == 0 {
		return ""
	}
	return out[len(out)-1]
}

// typeParams gives ft's pointer parameters the element types found for
// them, as header declares them.
func typeParams(ft *typ, params []param, elems map[string]*typ) {
	for k, pr := range params {
		if elem, ok := pr.elemOf(elems); ok {
			ft.fields[k] = pointerTo(elem, pr.t.as)
		}
	}
}

// kernelNames finds the functions that metadata marks "kernel" (as in
// !0 = !{ptr @k, !"kernel", i32 1}).
func kernelNames(lexed [][]tok) map[string]bool {
	names := map[string]bool{}
	for _, toks := range lexed {
		if len(toks) == 0 || !strings.HasPrefix(toks[0].text, "!") {
			continue
		}
		for j := 0; j+2 < len(toks); j++ {
			if strings.HasPrefix(toks[j].text, "@") && toks[j+1].text == "," && toks[j+2].text == `!"kernel"` {
				names[toks[j].text] = true
			}
		}
	}
	return names
}

// defineName is the @name of a define line's function.
func defineName(toks []tok) string {
	for _, t := range toks {
		if strings.HasPrefix(t.text, "@") {
			return t.text
		}
	}
	return ""
}

var reMetadataID = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^!(\d+) = `) })

// annotateKernels adds the !nvvm.annotations entries that LLVM 14 needs for
// the kernels LLVM 20 marks with the ptx_kernel calling convention. The new
// lines go at the end, so that the numbers of the others do not change.
func (r *rewriter) annotateKernels(lines []string) []string {
	if len(r.ccKernels) == 0 {
		return lines
	}
	next := 0
	for _, l := range lines {
		if m := reMetadataID().FindStringSubmatch(l); m != nil {
			if n, err := strconv.Atoi(m[1]); err == nil && n >= next {
				next = n + 1
			}
		}
	}
	var refs []string
	for _, k := range r.ccKernels {
		g := r.globals[k]
		lines = append(lines, fmt.Sprintf("!%d = !{%s %s, !\"kernel\", i32 1}", next, pointerTo(g.t, 0), k))
		refs = append(refs, fmt.Sprintf("!%d", next))
		next++
	}
	for i, l := range lines {
		if rest, ok := strings.CutPrefix(l, "!nvvm.annotations = !{"); ok {
			lines[i] = "!nvvm.annotations = !{" + strings.Join(refs, ", ") + ", " + rest
			return lines
		}
	}
	return append(lines, "!nvvm.annotations = !{"+strings.Join(refs, ", ")+"}")
}

// needsRewrite reports whether a line has anything the rewriter changes:
// an opaque pointer, newer syntax, or a renamed kernel parameter.
func (r *rewriter) needsRewrite(toks []tok) bool {
	for _, t := range toks {
		s := t.text
		// An alloca's result is a pointer without the word ptr in sight.
		if s == "ptr" || droppedWords[s] || droppedCalls[s] || s == "splat" || s == "nuw" || s == "nsw" ||
			s == "inrange" || strings.HasPrefix(s, "#dbg_") || s == "alloca" && r.info.Opaque {
			return true
		}
		if _, ok := r.rename[s]; ok {
			return true
		}
	}
	return false
}
