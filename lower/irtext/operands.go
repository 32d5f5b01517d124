package irtext

import (
	"strings"
	"sync"
)

// Operand is a local value that an instruction line states the type of.
type Operand struct {
	Type  string // the stated type, printed as llir prints types
	Value string // the local, e.g. "%5"
	Col   int    // 1-based column of the value in the line
}

// untypedSecond are the instructions whose second operand takes the type
// stated before the first ("add i32 %a, %b").
var untypedSecond = map[string]bool{"add": true, "sub": true, "mul": true, "udiv": true, "sdiv": true,
	"urem": true, "srem": true, "shl": true, "lshr": true, "ashr": true, "and": true, "or": true,
	"xor": true, "icmp": true, "fcmp": true, "fadd": true, "fsub": true, "fmul": true, "fdiv": true, "frem": true}

// Operands lists the local values of one instruction line of LLVM 14 text
// together with the types the line states for them: every "TYPE %v" pair,
// the untyped second operand of binary operations and comparisons, and
// the incoming values of a phi. The input verifier compares them with the
// types the values were defined with (llir takes an instruction's type
// from its operands and does not check the stated one). Only the
// instruction's own operands are listed: the text of a call's callee type
// and of metadata is skipped.
func Operands(line string) (op string, ops []Operand) {
	// The tokens are not kept: one buffer serves line after line.
	buf := tokBuffers.Get().(*[]tok)
	defer tokBuffers.Put(buf)
	toks, _ := lexLineAppend((*buf)[:0], line)
	*buf = toks
	if len(toks) > 2 && strings.HasPrefix(toks[0].text, "%") && toks[1].text == "=" {
		toks = toks[2:]
	}
	if len(toks) == 0 {
		return "", nil
	}
	op = toks[0].text
	p := &typeParser{toks: toks, i: 1}
	var phiType string
	for p.peek() != "" {
		s := p.peek()
		if strings.HasPrefix(s, "!") || s == "label" || s == "to" && op == "invoke" {
			// Metadata attachments and labels end what is checked here.
			if s == "label" {
				p.next()
				p.next()
				continue
			}
			break
		}
		if !isTypeStart(s) || isLocalNumber(s) && strings.HasPrefix(s, "%") {
			p.next()
			continue
		}
		save := p.i
		t, err := p.parseType()
		if err != nil {
			p.i = save + 1
			continue
		}
		ts := t.String()
		if op == "phi" && phiType == "" {
			phiType = ts
		}
		// Skip parameter attributes between a type and its value.
		for isAttrWord(p.peek()) {
			p.next()
			if p.peek() == "(" {
				p.i = skipGroup(p.toks, p.i)
			} else if p.i < len(p.toks) && isInt(p.peek()) {
				p.next()
			}
		}
		v := p.peek()
		if !strings.HasPrefix(v, "%") || t.kind == kLeaf && t.text == "label" {
			continue
		}
		if p.i+1 < len(p.toks) && p.toks[p.i+1].text == "(" {
			// An indirect callee: the type before it is the result type.
			p.next()
			continue
		}
		ops = append(ops, Operand{Type: ts, Value: v, Col: p.toks[p.i].col})
		p.next()
		if untypedSecond[op] && len(ops) == 1 && p.peek() == "," {
			p.next()
			if w := p.peek(); strings.HasPrefix(w, "%") {
				ops = append(ops, Operand{Type: ts, Value: w, Col: p.toks[p.i].col})
				p.next()
			}
		}
	}
	if op == "phi" && phiType != "" {
		for i := 0; i+1 < len(toks); i++ {
			if toks[i].text == "[" && strings.HasPrefix(toks[i+1].text, "%") {
				ops = append(ops, Operand{Type: phiType, Value: toks[i+1].text, Col: toks[i+1].col})
			}
		}
	}
	return op, ops
}

// isAttrWord reports whether s is a parameter attribute clang writes
// between an argument's type and its value.
func isAttrWord(s string) bool {
	switch s {
	case "noundef", "nonnull", "noalias", "nocapture", "readonly", "writeonly", "readnone", "zeroext",
		"signext", "inreg", "returned", "immarg", "noelim", "align", "dereferenceable",
		"dereferenceable_or_null", "byval", "sret", "elementtype", "nofree", "nest", "swiftself", "swifterror":
		return true
	}
	return false
}

// tokBuffers holds token slices for Operands.
var tokBuffers = sync.Pool{New: func() any { return new([]tok) }}
