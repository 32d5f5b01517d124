package irtext

import (
	"fmt"
	"strconv"
	"strings"
)

// typ is an LLVM type as the rewriter needs it: enough structure to print
// the typed-pointer form and to compute a getelementptr's result type.
type typ struct {
	kind   typeKind
	text   string // leaf types: the keyword (i32, float, void, ...); named: the %name
	as     int    // ptr: address space
	elem   *typ   // array, vector: element; pointer (typed form): pointee
	n      int    // array, vector: length
	fields []*typ // struct fields; func: params
	packed bool
	ret    *typ // func: result
	vararg bool
}

type typeKind int

const (
	kLeaf    typeKind = iota
	kPtr              // opaque ptr: printed as i8 addrspace(N)*
	kPointer          // typed pointer to elem (only produced by the rewriter)
	kArray
	kVector
	kStruct
	kNamed
	kFunc
)

func (t *typ) String() string {
	switch t.kind {
	case kPtr:
		return pointerText("i8", t.as)
	case kPointer:
		return pointerText(t.elem.String(), t.as)
	case kArray:
		return fmt.Sprintf("[%d x %s]", t.n, t.elem)
	case kVector:
		return fmt.Sprintf("<%d x %s>", t.n, t.elem)
	case kStruct:
		var parts []string
		for _, f := range t.fields {
			parts = append(parts, f.String())
		}
		s := "{ " + strings.Join(parts, ", ") + " }"
		if len(parts) == 0 {
			s = "{}"
		}
		if t.packed {
			return "<" + s + ">"
		}
		return s
	case kFunc:
		var parts []string
		for _, p := range t.fields {
			parts = append(parts, p.String())
		}
		if t.vararg {
			parts = append(parts, "...")
		}
		return t.ret.String() + " (" + strings.Join(parts, ", ") + ")"
	}
	return t.text
}

func pointerText(elem string, as int) string {
	if as == 0 {
		return elem + "*"
	}
	return fmt.Sprintf("%s addrspace(%d)*", elem, as)
}

// pointerTo is the typed pointer to t in address space as.
func pointerTo(t *typ, as int) *typ { return &typ{kind: kPointer, elem: t, as: as} }

// typeParser reads types from a token slice.
type typeParser struct {
	toks []tok
	i    int
}

func (p *typeParser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i].text
	}
	return ""
}

func (p *typeParser) next() string {
	s := p.peek()
	if p.i < len(p.toks) {
		p.i++
	}
	return s
}

func (p *typeParser) expect(s string) error {
	if got := p.next(); got != s {
		return fmt.Errorf("expected %q, found %q", s, got)
	}
	return nil
}

var leafTypes = map[string]bool{"void": true, "half": true, "bfloat": true, "float": true, "double": true,
	"x86_fp80": true, "fp128": true, "ppc_fp128": true, "label": true, "metadata": true, "token": true,
	"x86_mmx": true, "x86_amx": true, "opaque": true}

// isTypeStart reports whether s can begin a type.
func isTypeStart(s string) bool {
	return s == "ptr" || leafTypes[s] || isIntType(s) || s == "[" || s == "<" || s == "{" ||
		strings.HasPrefix(s, "%") && !isLocalNumber(s)
}

func isIntType(s string) bool {
	if len(s) < 2 || s[0] != 'i' {
		return false
	}
	_, err := strconv.Atoi(s[1:])
	return err == nil
}

func isLocalNumber(s string) bool { return len(s) > 1 && s[1] >= '0' && s[1] <= '9' }

// parseType reads one type, including function-type and typed-pointer
// suffixes.
func (p *typeParser) parseType() (*typ, error) {
	t, err := p.parseBase()
	if err != nil {
		return nil, err
	}
	for {
		switch p.peek() {
		case "*":
			p.next()
			t = pointerTo(t, 0)
		case "addrspace":
			save := p.i
			p.next()
			as, err := p.parseAddrspaceArg()
			if err != nil || p.peek() != "*" {
				p.i = save
				return t, nil
			}
			p.next()
			t = pointerTo(t, as)
		case "(":
			// A function type: only after a return type, and only when what
			// follows parses as a parameter type list.
			save := p.i
			ft, err := p.parseFuncParams(t)
			if err != nil {
				p.i = save
				return t, nil
			}
			t = ft
		default:
			return t, nil
		}
	}
}

func (p *typeParser) parseAddrspaceArg() (int, error) {
	if err := p.expect("("); err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(p.next())
	if err != nil {
		return 0, fmt.Errorf("expected an address space number")
	}
	return n, p.expect(")")
}

func (p *typeParser) parseFuncParams(ret *typ) (*typ, error) {
	if err := p.expect("("); err != nil {
		return nil, err
	}
	ft := &typ{kind: kFunc, ret: ret}
	if p.peek() == ")" {
		p.next()
		return ft, nil
	}
	for {
		if p.peek() == "..." {
			p.next()
			ft.vararg = true
		} else {
			pt, err := p.parseType()
			if err != nil {
				return nil, err
			}
			ft.fields = append(ft.fields, pt)
		}
		switch p.next() {
		case ",":
			continue
		case ")":
			return ft, nil
		default:
			return nil, fmt.Errorf("not a function type")
		}
	}
}

func (p *typeParser) parseBase() (*typ, error) {
	s := p.next()
	switch {
	case s == "ptr":
		t := &typ{kind: kPtr}
		if p.peek() == "addrspace" {
			p.next()
			as, err := p.parseAddrspaceArg()
			if err != nil {
				return nil, err
			}
			t.as = as
		}
		return t, nil
	case leafTypes[s] || isIntType(s):
		return &typ{kind: kLeaf, text: s}, nil
	case s == "[" || s == "<":
		if s == "<" && p.peek() == "{" {
			st, err := p.parseBase()
			if err != nil {
				return nil, err
			}
			st.packed = true
			return st, p.expect(">")
		}
		close := "]"
		kind := kArray
		if s == "<" {
			close, kind = ">", kVector
		}
		if p.peek() == "vscale" {
			return nil, fmt.Errorf("scalable vectors are not supported")
		}
		n, err := strconv.Atoi(p.next())
		if err != nil {
			return nil, fmt.Errorf("expected an element count")
		}
		if err := p.expect("x"); err != nil {
			return nil, err
		}
		elem, err := p.parseType()
		if err != nil {
			return nil, err
		}
		return &typ{kind: kind, n: n, elem: elem}, p.expect(close)
	case s == "{":
		st := &typ{kind: kStruct}
		if p.peek() == "}" {
			p.next()
			return st, nil
		}
		for {
			f, err := p.parseType()
			if err != nil {
				return nil, err
			}
			st.fields = append(st.fields, f)
			switch p.next() {
			case ",":
			case "}":
				return st, nil
			default:
				return nil, fmt.Errorf("expected ',' or '}' in a struct type")
			}
		}
	case strings.HasPrefix(s, "%") && !isLocalNumber(s):
		return &typ{kind: kNamed, text: s}, nil
	}
	return nil, fmt.Errorf("expected a type, found %q", s)
}
