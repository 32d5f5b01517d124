package irtext

import (
	"fmt"
	"strings"
)

// instruction rewrites one instruction line. Instructions that need a typed
// pointer get bitcasts placed before them on the same line.
func (r *rewriter) instruction(toks []tok) (string, error) {
	res := ""
	body := toks
	if len(toks) > 2 && strings.HasPrefix(toks[0].text, "%") && toks[1].text == "=" {
		res, body = toks[0].text, toks[2:]
	}
	b := &instBuilder{r: r}
	var text string
	var err error
	op := body[0].text
	switch op {
	case "load":
		text, err = b.load(body)
	case "store":
		text, err = b.store(body)
	case "getelementptr":
		text, err = b.gep(res, body)
		res = ""
	case "atomicrmw", "cmpxchg":
		text, err = b.atomic(body)
	case "alloca":
		text, err = b.alloca(res, body)
		res = ""
	case "phi":
		text, err = b.phi(body)
	case "icmp":
		text, err = b.icmp(body)
	case "call", "tail", "musttail", "notail":
		text, err = b.call(body)
	default:
		var out []string
		out, err = r.generic(body, nil)
		text = join(out)
	}
	if err != nil {
		return "", err
	}
	if res != "" {
		text = res + " = " + text
	}
	return strings.Join(append(b.pre, text), "  "), nil
}

// instBuilder collects the casts an instruction needs.
type instBuilder struct {
	r   *rewriter
	pre []string
}

func (b *instBuilder) fresh() string {
	b.r.tmp++
	return fmt.Sprintf("%%irt.%d", b.r.tmp)
}

// cast returns a value that is v (an i8 pointer in address space as) as a
// pointer to elem, adding a bitcast when needed.
func (b *instBuilder) cast(v value, elem *typ, as int) string {
	if v.global != "" && b.r.globals[v.global].t.String() == elem.String() {
		return v.global
	}
	if elem.String() == "i8" {
		return v.text
	}
	name := b.fresh()
	b.pre = append(b.pre, fmt.Sprintf("%s = bitcast %s %s to %s", name, pointerText("i8", as), v.text, pointerTo(elem, as)))
	return name
}

// flagsUntil copies leading keyword tokens (volatile, atomic, inbounds, ...)
// until one for which stop is true, dropping the newer flags.
func flagsUntil(p *typeParser, stop func(string) bool) []string {
	var out []string
	for p.peek() != "" && !stop(p.peek()) {
		s := p.next()
		if droppedWords[s] || s == "nuw" || s == "nsw" {
			continue
		}
		if s == "inrange" && p.peek() == "(" {
			p.i = skipGroup(p.toks, p.i)
			continue
		}
		out = append(out, s)
	}
	return out
}

// rest rewrites the tokens after p's position generically.
func (b *instBuilder) rest(p *typeParser) (string, error) {
	out, err := b.r.generic(p.toks[p.i:], nil)
	return join(out), err
}

// pointerOperand reads "ptr [addrspace(N)] VALUE".
func (b *instBuilder) pointerOperand(p *typeParser) (*typ, value, error) {
	col := 0
	if p.i < len(p.toks) {
		col = p.toks[p.i].col
	}
	t, v, err := b.r.typedOperand(p)
	if err != nil {
		return nil, value{}, &posError{col, err}
	}
	if t.kind != kPtr {
		return nil, value{}, &posError{col, fmt.Errorf("expected an opaque pointer operand (ptr), found %s", t)}
	}
	return t, v, nil
}

func (b *instBuilder) load(toks []tok) (string, error) {
	p := &typeParser{toks: toks, i: 1}
	flags := flagsUntil(p, isTypeStart)
	elem, err := p.parseType()
	if err != nil {
		return "", err
	}
	if p.peek() != "," {
		// LLVM 14 typed form: nothing to do.
		return b.rest(&typeParser{toks: toks})
	}
	p.next()
	pt, v, err := b.pointerOperand(p)
	if err != nil {
		return "", err
	}
	addr := b.cast(v, elem, pt.as)
	tail, err := b.rest(p)
	return join(append([]string{"load"}, flags...)) + " " + fmt.Sprintf("%s, %s %s", elem, pointerTo(elem, pt.as), addr) + tail, err
}

func (b *instBuilder) store(toks []tok) (string, error) {
	p := &typeParser{toks: toks, i: 1}
	flags := flagsUntil(p, isTypeStart)
	vt, v, err := b.r.typedOperand(p)
	if err != nil {
		return "", err
	}
	if err := p.expect(","); err != nil {
		return "", err
	}
	pt, addr, err := b.pointerOperand(p)
	if err != nil {
		return "", err
	}
	a := b.cast(addr, vt, pt.as)
	tail, err := b.rest(p)
	return join(append([]string{"store"}, flags...)) + " " + fmt.Sprintf("%s %s, %s %s", vt, v.text, pointerTo(vt, pt.as), a) + tail, err
}

func (b *instBuilder) gep(res string, toks []tok) (string, error) {
	p := &typeParser{toks: toks, i: 1}
	flags := flagsUntil(p, isTypeStart)
	src, err := p.parseType()
	if err != nil {
		return "", err
	}
	if err := p.expect(","); err != nil {
		return "", err
	}
	pt, base, err := b.pointerOperand(p)
	if err != nil {
		return "", err
	}
	addr := b.cast(base, src, pt.as)
	idx, elem, err := b.r.gepIndices(src, p)
	if err != nil {
		return "", err
	}
	tail, err := b.rest(p)
	if err != nil {
		return "", err
	}
	head := join(append([]string{"getelementptr"}, flags...))
	gep := fmt.Sprintf("%s %s, %s %s%s%s", head, src, pointerTo(src, pt.as), addr, idx, tail)
	if res == "" {
		return gep, nil
	}
	if elem.String() == "i8" {
		return res + " = " + gep, nil
	}
	tmp := b.fresh()
	b.pre = append(b.pre, tmp+" = "+gep)
	return fmt.Sprintf("%s = bitcast %s %s to %s", res, pointerTo(elem, pt.as), tmp, pt), nil
}

func (b *instBuilder) atomic(toks []tok) (string, error) {
	p := &typeParser{toks: toks, i: 1}
	flags := flagsUntil(p, func(s string) bool { return s == "ptr" })
	pt, addr, err := b.pointerOperand(p)
	if err != nil {
		return "", err
	}
	if err := p.expect(","); err != nil {
		return "", err
	}
	// The value operand's type is the element type.
	save := p.i
	vt, err := p.parseType()
	if err != nil {
		return "", err
	}
	p.i = save
	a := b.cast(addr, vt, pt.as)
	tail, err := b.rest(p)
	return join(append([]string{toks[0].text}, flags...)) + " " + fmt.Sprintf("%s %s, ", pointerTo(vt, pt.as), a) + tail, err
}

func (b *instBuilder) alloca(res string, toks []tok) (string, error) {
	p := &typeParser{toks: toks, i: 1}
	flags := flagsUntil(p, isTypeStart)
	elem, err := p.parseType()
	if err != nil {
		return "", err
	}
	tail, err := b.rest(p)
	if err != nil {
		return "", err
	}
	as := 0
	for j := p.i; j+2 < len(toks); j++ {
		if toks[j].text == "addrspace" {
			q := &typeParser{toks: toks, i: j + 1}
			if n, err := q.parseAddrspaceArg(); err == nil {
				as = n
			}
		}
	}
	text := join(append([]string{"alloca"}, flags...)) + " " + elem.String() + tail
	if res == "" {
		return text, nil
	}
	if elem.String() == "i8" {
		return res + " = " + text, nil
	}
	tmp := b.fresh()
	b.pre = append(b.pre, tmp+" = "+text)
	return fmt.Sprintf("%s = bitcast %s %s to %s", res, pointerTo(elem, as), tmp, pointerText("i8", as)), nil
}

// phi rewrites "phi T [ v, %bb ], ...": the incoming values have no type
// of their own.
func (b *instBuilder) phi(toks []tok) (string, error) {
	p := &typeParser{toks: toks, i: 1}
	flags := flagsUntil(p, isTypeStart)
	t, err := p.parseType()
	if err != nil {
		return "", err
	}
	out := append([]string{"phi"}, flags...)
	out = append(out, t.String())
	inside := false
	for p.peek() != "" {
		switch p.peek() {
		case "[":
			inside = true
			out = append(out, p.next())
			v, err := b.r.operand(t, p)
			if err != nil {
				return "", err
			}
			out = append(out, v.text)
			continue
		case "]":
			inside = false
		}
		if !inside && p.peek() == "," && p.i+1 < len(toks) && toks[p.i+1].text != "[" {
			// Instruction metadata follows.
			tail, err := b.rest(p)
			return join(out) + tail, err
		}
		out = append(out, p.next())
	}
	return join(out), nil
}

// icmp rewrites "icmp PRED T a, b" (b has no type of its own).
func (b *instBuilder) icmp(toks []tok) (string, error) {
	p := &typeParser{toks: toks, i: 1}
	flags := flagsUntil(p, isTypeStart)
	t, x, err := b.r.typedOperand(p)
	if err != nil {
		return "", err
	}
	if err := p.expect(","); err != nil {
		return "", err
	}
	y, err := b.r.operand(t, p)
	if err != nil {
		return "", err
	}
	tail, err := b.rest(p)
	return join(append([]string{"icmp"}, flags...)) + fmt.Sprintf(" %s %s, %s", t, x.text, y.text) + tail, err
}

// call rewrites a call: the callee is not an operand (in `call ptr @f(...)`
// the ptr is the result type).
func (b *instBuilder) call(toks []tok) (string, error) {
	keep := map[int]bool{}
	for j := 0; j+1 < len(toks); j++ {
		if (strings.HasPrefix(toks[j].text, "@") || strings.HasPrefix(toks[j].text, "%")) && toks[j+1].text == "(" {
			keep[j] = true
			break
		}
	}
	out, err := b.r.generic(toks, keep)
	return join(out), err
}
