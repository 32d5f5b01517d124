package irtext

import (
	"fmt"
	"strconv"
	"strings"
)

// value is a rewritten operand: text is a value of the rewritten type (i8*
// in the right address space for an opaque pointer). global is set when
// the operand is a global's address, so that a cast to the global's own
// pointer type can use the global directly.
type value struct {
	text   string
	global string
}

// constexprOps are the constant-expression keywords that take a
// parenthesised operand list.
var constexprOps = map[string]bool{"getelementptr": true, "bitcast": true, "addrspacecast": true,
	"ptrtoint": true, "inttoptr": true, "trunc": true, "zext": true, "sext": true, "add": true,
	"sub": true, "mul": true, "shl": true, "xor": true, "and": true, "or": true, "icmp": true,
	"select": true, "extractelement": true, "insertelement": true, "shufflevector": true}

// isOperandStart reports whether the token at p begins a value that needs
// rewriting when it has pointer type: a global, or a constant expression.
func (r *rewriter) isOperandStart(p *typeParser) bool {
	s := p.peek()
	if strings.HasPrefix(s, "@") {
		return true
	}
	if constexprOps[s] && p.i+1 < len(p.toks) {
		n := p.toks[p.i+1].text
		return n == "(" || n == "inbounds" || n == "nuw" || n == "nsw" || n == "nusw" || n == "exact"
	}
	return false
}

// operand reads one value of type t (already read) and rewrites it.
func (r *rewriter) operand(t *typ, p *typeParser) (value, error) {
	s := p.peek()
	switch {
	case strings.HasPrefix(s, "@"):
		p.next()
		if t.kind != kPtr {
			return value{text: s}, nil
		}
		g, ok := r.globals[s]
		if !ok {
			return value{}, fmt.Errorf("%s is not defined in the module", s)
		}
		if g.t.String() == "i8" {
			return value{text: s, global: s}, nil
		}
		return value{text: fmt.Sprintf("bitcast (%s %s to %s)", pointerTo(g.t, t.as), s, t), global: s}, nil
	case constexprOps[s]:
		return r.constexpr(t, p)
	case s == "[" || s == "{" || s == "<":
		// An aggregate constant: rewrite its element operands in place.
		end := matchClose(p.toks, p.i)
		if end < 0 {
			return value{}, fmt.Errorf("unbalanced %q", s)
		}
		out, err := r.generic(p.toks[p.i:end+1], nil)
		p.i = end + 1
		return value{text: join(out)}, err
	}
	p.next()
	return value{text: s}, nil
}

// skipGroup returns the index after the bracket closing toks[i], or
// len(toks) when it is not closed.
func skipGroup(toks []tok, i int) int {
	if end := matchClose(toks, i); end >= 0 {
		return end + 1
	}
	return len(toks)
}

// matchClose returns the index of the bracket closing toks[i], or -1.
func matchClose(toks []tok, i int) int {
	depth := 0
	for j := i; j < len(toks); j++ {
		switch toks[j].text {
		case "(", "[", "{", "<":
			depth++
		case ")", "]", "}", ">":
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// typedOperand reads "TYPE VALUE".
func (r *rewriter) typedOperand(p *typeParser) (*typ, value, error) {
	t, err := r.parseType(p)
	if err != nil {
		return nil, value{}, err
	}
	v, err := r.operand(t, p)
	return t, v, err
}

// constexpr rewrites a constant expression whose result has type t.
func (r *rewriter) constexpr(t *typ, p *typeParser) (value, error) {
	op := p.next()
	var flags []string
	for p.peek() != "(" && p.peek() != "" {
		f := p.next()
		if f == "inrange" {
			if end := matchClose(p.toks, p.i); end > 0 {
				p.i = end + 1
			}
			continue
		}
		if op == "getelementptr" && (f == "nuw" || f == "nusw") {
			continue
		}
		flags = append(flags, f)
	}
	if err := p.expect("("); err != nil {
		return value{}, err
	}
	head := strings.Join(append([]string{op}, flags...), " ")
	switch op {
	case "getelementptr":
		src, err := r.parseType(p)
		if err != nil {
			return value{}, err
		}
		if err := p.expect(","); err != nil {
			return value{}, err
		}
		bt, base, err := r.typedOperand(p)
		if err != nil {
			return value{}, err
		}
		if bt.kind != kPtr {
			return value{}, fmt.Errorf("getelementptr on a vector of pointers is not supported")
		}
		idx, resElem, err := r.gepIndices(src, p)
		if err != nil {
			return value{}, err
		}
		if err := p.expect(")"); err != nil {
			return value{}, err
		}
		typedBase := r.castConst(base, src, bt.as)
		gep := fmt.Sprintf("%s (%s, %s %s%s)", head, src, pointerTo(src, bt.as), typedBase, idx)
		return value{text: fmt.Sprintf("bitcast (%s %s to %s)", pointerTo(resElem, bt.as), gep, bt)}, nil
	case "bitcast", "addrspacecast", "ptrtoint", "inttoptr", "trunc", "zext", "sext":
		ft, v, err := r.typedOperand(p)
		if err != nil {
			return value{}, err
		}
		if err := p.expect("to"); err != nil {
			return value{}, err
		}
		tt, err := r.parseType(p)
		if err != nil {
			return value{}, err
		}
		if err := p.expect(")"); err != nil {
			return value{}, err
		}
		if op == "bitcast" && ft.String() == tt.String() {
			return v, nil
		}
		return value{text: fmt.Sprintf("%s (%s %s to %s)", head, ft, v.text, tt)}, nil
	}
	// Binary and other expressions: a list of typed operands.
	var parts []string
	for {
		ot, v, err := r.typedOperand(p)
		if err != nil {
			return value{}, err
		}
		parts = append(parts, ot.String()+" "+v.text)
		switch p.next() {
		case ",":
			continue
		case ")":
			return value{text: head + " (" + strings.Join(parts, ", ") + ")"}, nil
		default:
			return value{}, fmt.Errorf("unexpected token in a constant %s expression", op)
		}
	}
}

// castConst is the constant v (an i8 pointer) as a pointer to elem.
func (r *rewriter) castConst(v value, elem *typ, as int) string {
	if v.global != "" && r.globals[v.global].t.String() == elem.String() {
		return v.global
	}
	return fmt.Sprintf("bitcast (%s %s to %s)", pointerText("i8", as), v.text, pointerTo(elem, as))
}

// gepIndices reads ", TYPE IDX" pairs after a getelementptr's base and
// returns them as text (with leading commas) and the type they select in
// src.
func (r *rewriter) gepIndices(src *typ, p *typeParser) (string, *typ, error) {
	var b strings.Builder
	cur := src
	first := true
	for p.peek() == "," {
		save := p.i
		p.next()
		if !isTypeStart(p.peek()) {
			// Instruction metadata or an alignment: the end of the indices.
			p.i = save
			break
		}
		it, v, err := r.typedOperand(p)
		if err != nil {
			return "", nil, err
		}
		fmt.Fprintf(&b, ", %s %s", it, v.text)
		if first {
			first = false
			continue
		}
		cur = r.resolve(cur)
		switch cur.kind {
		case kArray, kVector:
			cur = cur.elem
		case kStruct:
			n, err := strconv.Atoi(v.text)
			if err != nil || n < 0 || n >= len(cur.fields) {
				return "", nil, fmt.Errorf("struct index %s out of range", v.text)
			}
			cur = cur.fields[n]
		default:
			return "", nil, fmt.Errorf("getelementptr indexes into %s, which is not an aggregate", cur)
		}
	}
	return b.String(), cur, nil
}

// resolve follows a named struct type to its body.
func (r *rewriter) resolve(t *typ) *typ {
	for i := 0; t.kind == kNamed && i < 100; i++ {
		body, ok := r.named[t.text]
		if !ok {
			return t
		}
		t = body
	}
	return t
}
