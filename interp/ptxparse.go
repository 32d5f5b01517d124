package interp

import (
	"fmt"
	"strconv"
	"strings"
)

// This file parses the PTX of an inline `asm` statement as LLVM IR carries
// it: the text with $N operand references and the constraint list.
// ptxasm.go translates the instructions into interpreter code whose PTX
// semantics ptxexec.go implements (independently of the compiler's
// translation into LLVM IR).

// ptxOperand is one operand of a PTX instruction.
type ptxOperand struct {
	kind  ptxOpKind
	name  string       // register: "$0", a declared local, or a special register "%laneid"
	imm   int64        // immediate, or the offset of a memory operand
	elems []ptxOperand // vector {a, b, ...}
	// not negates a predicate source ("!p").
	not bool
	// pred is the second destination of `d|p` (shfl's predicate output).
	pred string
}

type ptxOpKind uint8

const (
	ptxReg ptxOpKind = iota
	ptxImm
	ptxVec
	ptxMem // [name+imm] or [imm]
)

// ptxInst is one PTX instruction: an optional guard predicate, the dotted
// opcode ("shfl.sync.idx.b32") and the operands.
type ptxInst struct {
	guard    string
	guardNot bool
	op       string
	args     []ptxOperand
	text     string // the instruction as written, for errors
}

// ptxConstraint is one entry of the constraint list.
type ptxConstraint struct {
	output  bool
	class   byte // 'r', 'l', 'h', 'n', 'c' (16-bit), or 0 for a clobber
	tied    int  // for an input tied to an output ("0"): the output's index, else -1
	clobber string
}

// ptxAsm is a parsed inline asm statement.
type ptxAsm struct {
	insts       []ptxInst
	constraints []ptxConstraint
	nOut        int // outputs are $0..$nOut-1, inputs follow
	// regs are the .reg declarations: unique name -> PTX type ("pred", "u32", ...).
	regs map[string]string
}

// parseConstraints parses an LLVM inline asm constraint string.
func parseConstraints(s string) ([]ptxConstraint, int, error) {
	var out []ptxConstraint
	nOut := 0
	if strings.TrimSpace(s) == "" {
		return nil, 0, nil
	}
	for _, c := range strings.Split(s, ",") {
		c = strings.TrimSpace(c)
		switch {
		case strings.HasPrefix(c, "~{"):
			out = append(out, ptxConstraint{clobber: strings.TrimSuffix(strings.TrimPrefix(c, "~{"), "}"), tied: -1})
		case strings.HasPrefix(c, "="):
			cl := strings.TrimPrefix(strings.TrimPrefix(c, "="), "&")
			if len(cl) != 1 || !strings.Contains("rlhcn", cl) {
				return nil, 0, fmt.Errorf("unsupported output constraint %q", c)
			}
			out = append(out, ptxConstraint{output: true, class: cl[0], tied: -1})
			nOut++
		default:
			if n, err := strconv.Atoi(c); err == nil {
				out = append(out, ptxConstraint{class: 't', tied: n})
				continue
			}
			if len(c) != 1 || !strings.Contains("rlhcn", c) {
				return nil, 0, fmt.Errorf("unsupported input constraint %q", c)
			}
			out = append(out, ptxConstraint{class: c[0], tied: -1})
		}
	}
	return out, nOut, nil
}

// parsePTX parses the asm text: instructions separated by ';', `{ }`
// scopes, `.reg .TYPE name, name<N>;` declarations and `//` comments.
// Names declared in a scope are renamed so that each declaration is
// distinct ("t" in the second scope becomes "t#2").
func parsePTX(text, constraints string) (*ptxAsm, error) {
	cs, nOut, err := parseConstraints(constraints)
	if err != nil {
		return nil, err
	}
	a := &ptxAsm{constraints: cs, nOut: nOut, regs: map[string]string{}}
	scopes := []map[string]string{{}}
	decls := 0
	lookup := func(n string) string {
		for i := len(scopes) - 1; i >= 0; i-- {
			if u, ok := scopes[i][n]; ok {
				return u
			}
		}
		return n
	}
	// Strip comments.
	var clean strings.Builder
	for _, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		clean.WriteString(line + "\n")
	}
	// Split into statements at ';' and scopes at '{' and '}' where a
	// statement starts (elsewhere braces are vector operands).
	src := clean.String()
	var stmt strings.Builder
	depth := 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		cur := strings.TrimSpace(stmt.String())
		switch {
		case c == '{' && cur == "":
			scopes = append(scopes, map[string]string{})
		case c == '}' && depth == 0:
			if cur != "" {
				return nil, fmt.Errorf("%q is not ended by ';'", cur)
			}
			if len(scopes) == 1 {
				return nil, fmt.Errorf("unbalanced '}'")
			}
			scopes = scopes[:len(scopes)-1]
		case c == ';' && depth == 0:
			stmt.Reset()
			if cur == "" {
				continue
			}
			if err := a.statement(cur, scopes, &decls, lookup); err != nil {
				return nil, err
			}
		default:
			if c == '{' {
				depth++
			} else if c == '}' {
				depth--
			}
			stmt.WriteByte(c)
		}
	}
	if cur := strings.TrimSpace(stmt.String()); cur != "" {
		return nil, fmt.Errorf("%q is not ended by ';'", cur)
	}
	if len(scopes) != 1 {
		return nil, fmt.Errorf("unbalanced '{'")
	}
	return a, nil
}

// statement adds one statement: a .reg declaration or an instruction.
func (a *ptxAsm) statement(stmt string, scopes []map[string]string, decls *int, lookup func(string) string) error {
	if !strings.HasPrefix(stmt, ".reg") {
		in, err := parsePTXInst(stmt, lookup)
		if err != nil {
			return err
		}
		a.insts = append(a.insts, in)
		return nil
	}
	f := strings.Fields(stmt)
	if len(f) < 3 || !strings.HasPrefix(f[1], ".") {
		return fmt.Errorf("bad register declaration %q", stmt)
	}
	typ := strings.TrimPrefix(f[1], ".")
	for _, n := range strings.Split(strings.Join(f[2:], ""), ",") {
		if n == "" {
			continue
		}
		names := []string{n}
		if lt := strings.IndexByte(n, '<'); lt > 0 && strings.HasSuffix(n, ">") {
			cnt, err := strconv.Atoi(n[lt+1 : len(n)-1])
			if err != nil || cnt <= 0 || cnt > 4096 {
				return fmt.Errorf("bad register range %q", n)
			}
			names = nil
			for k := 0; k < cnt; k++ {
				names = append(names, n[:lt]+strconv.Itoa(k))
			}
		}
		for _, n := range names {
			*decls++
			u := fmt.Sprintf("%s#%d", n, *decls)
			scopes[len(scopes)-1][n] = u
			a.regs[u] = typ
		}
	}
	return nil
}

// parsePTXInst parses one instruction; lookup maps a register name to its
// scoped unique name.
func parsePTXInst(stmt string, lookup func(string) string) (ptxInst, error) {
	in := ptxInst{text: stmt}
	s := stmt
	if strings.HasPrefix(s, "@") {
		sp := strings.IndexAny(s, " \t")
		if sp < 0 {
			return in, fmt.Errorf("guard without instruction in %q", stmt)
		}
		g := s[1:sp]
		if strings.HasPrefix(g, "!") {
			in.guardNot, g = true, g[1:]
		}
		in.guard = lookup(g)
		s = strings.TrimSpace(s[sp:])
	}
	sp := strings.IndexAny(s, " \t\n")
	if sp < 0 {
		in.op = s
		return in, nil
	}
	in.op = s[:sp]
	ops, err := splitOperands(strings.TrimSpace(s[sp:]))
	if err != nil {
		return in, fmt.Errorf("%v in %q", err, stmt)
	}
	for _, o := range ops {
		op, err := parsePTXOperand(o, lookup)
		if err != nil {
			return in, fmt.Errorf("%v in %q", err, stmt)
		}
		in.args = append(in.args, op)
	}
	return in, nil
}

// splitOperands splits at top-level commas (not inside {} or []).
func splitOperands(s string) ([]string, error) {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth < 0 {
				return nil, fmt.Errorf("unbalanced %q", s[i])
			}
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if depth != 0 {
		return nil, fmt.Errorf("unbalanced brackets")
	}
	return append(out, strings.TrimSpace(s[start:])), nil
}

func parsePTXOperand(o string, lookup func(string) string) (ptxOperand, error) {
	switch {
	case o == "":
		return ptxOperand{}, fmt.Errorf("empty operand")
	case strings.HasPrefix(o, "{") && strings.HasSuffix(o, "}"):
		parts, err := splitOperands(o[1 : len(o)-1])
		if err != nil {
			return ptxOperand{}, err
		}
		v := ptxOperand{kind: ptxVec}
		for _, p := range parts {
			e, err := parsePTXOperand(p, lookup)
			if err != nil {
				return ptxOperand{}, err
			}
			v.elems = append(v.elems, e)
		}
		return v, nil
	case strings.HasPrefix(o, "[") && strings.HasSuffix(o, "]"):
		in := strings.ReplaceAll(o[1:len(o)-1], " ", "")
		m := ptxOperand{kind: ptxMem}
		if n, ok := parsePTXInt(in); ok {
			m.imm = n
			return m, nil
		}
		base, off := in, ""
		if i := strings.IndexAny(in[1:], "+-"); i >= 0 {
			base, off = in[:i+1], in[i+1:]
		}
		m.name = lookup(base)
		if off != "" {
			n, ok := parsePTXInt(strings.TrimPrefix(off, "+"))
			if !ok {
				return ptxOperand{}, fmt.Errorf("bad address offset %q", off)
			}
			m.imm = n
		}
		return m, nil
	}
	if n, ok := parsePTXInt(o); ok {
		return ptxOperand{kind: ptxImm, imm: n}, nil
	}
	r := ptxOperand{kind: ptxReg}
	if strings.HasPrefix(o, "!") {
		r.not, o = true, strings.TrimSpace(o[1:])
	}
	if i := strings.IndexByte(o, '|'); i > 0 {
		r.pred = lookup(strings.TrimSpace(o[i+1:]))
		o = strings.TrimSpace(o[:i])
	}
	if !isPTXName(o) {
		return ptxOperand{}, fmt.Errorf("bad operand %q", o)
	}
	r.name = lookup(o)
	return r, nil
}

func isPTXName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		ok := c == '_' || c == '$' || c == '%' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9'
		if !ok {
			return false
		}
	}
	return true
}

// parsePTXInt parses a PTX integer literal: decimal, 0x hex, 0b binary,
// with an optional sign and U suffix.
func parsePTXInt(s string) (int64, bool) {
	s = strings.TrimSuffix(s, "U")
	neg := false
	if strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	}
	if s == "" || s[0] < '0' || s[0] > '9' {
		return 0, false
	}
	u, err := strconv.ParseUint(s, 0, 64)
	if err != nil {
		return 0, false
	}
	if neg {
		return -int64(u), true
	}
	return int64(u), true
}
