package isa

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// AsmError is an assembly error at a line and column (both 1-based).
type AsmError struct {
	File string
	Line int
	Col  int
	Msg  string
}

func (e *AsmError) Error() string {
	file := e.File
	if file == "" {
		file = "<asm>"
	}
	return fmt.Sprintf("%s:%d:%d: %s", file, e.Line, e.Col, e.Msg)
}

// arg is one parsed operand of an assembly line.
type arg struct {
	col   int    // 1-based column of the operand in the line
	text  string // the operand as written
	neg   byte   // '-' or '~' prefix, or 0
	not   bool   // '!' prefix
	kind  OperandKind
	reg   uint32 // register number (or bank for c[][])
	count int    // registers spanned: 1, or the size of an R[a:b] group
	reg2  uint32 // index register of c[bank][Rx+off], uniform register of R[URx+off]
	imm   int64  // immediate, offset, or relative branch target
	label string // label name of a branch target or an enum operand
	bsel  string // suffix such as B1 in R7.B1
	abs   bool   // written |x|
	float bool   // a decimal or INF literal that is not an integer
}

// mnemonics maps every mnemonic and alias to its optype, longest first
// (built on first use: a compiler that never assembles does not pay).
var mnemonics = sync.OnceValue(func() []struct {
	name string
	op   int
} {
	var list []struct {
		name string
		op   int
	}
	for i := range optypes {
		for _, n := range append([]string{optypes[i].Mnemonic}, optypes[i].Aliases...) {
			list = append(list, struct {
				name string
				op   int
			}{n, i})
		}
	}
	sort.Slice(list, func(a, b int) bool { return len(list[a].name) > len(list[b].name) })
	return list
})

// ParseInst parses one instruction (without a label). Branch targets must be
// relative offsets (+0x20); Assemble resolves labels.
func ParseInst(text string) (Inst, error) {
	in, pending, err := parseLine(text, 1, nil)
	if err != nil {
		if ae, ok := err.(*AsmError); ok {
			return Inst{}, fmt.Errorf("column %d: %s", ae.Col, ae.Msg)
		}
		return Inst{}, err
	}
	if pending != "" {
		return Inst{}, fmt.Errorf("branch target %s: a single instruction takes a relative offset (+0x20); labels need Assemble", pending)
	}
	return in, nil
}

// resolver resolves a label to a branch offset for the instruction being parsed.
type resolver func(label string) (int64, bool)

// parseLine parses an instruction. It returns the label name of a branch
// target that resolve could not resolve yet (for the first pass of Assemble).
func parseLine(line string, lineNo int, resolve resolver) (Inst, string, error) {
	errAt := func(col int, format string, args ...any) error {
		return &AsmError{Line: lineNo, Col: col, Msg: fmt.Sprintf(format, args...)}
	}
	// Strip the comment and the terminating semicolon.
	if i := strings.Index(line, "//"); i >= 0 {
		line = line[:i]
	}
	end := len(strings.TrimRight(line, " \t"))
	if end > 0 && line[end-1] == ';' {
		end--
	}
	body := line[:end]
	pos := skipSpace(body, 0)
	if pos >= len(body) {
		return Inst{}, "", errAt(1, "empty instruction")
	}
	guard, guardNot := uint32(PT), false
	if body[pos] == '@' {
		start := pos
		pos++
		if pos < len(body) && body[pos] == '!' {
			guardNot = true
			pos++
		}
		tokEnd := tokenEnd(body, pos)
		p, ok := parsePredName(body[pos:tokEnd], "P")
		if !ok {
			return Inst{}, "", errAt(start+1, "bad guard predicate %q", body[start:tokEnd])
		}
		guard = p
		pos = skipSpace(body, tokEnd)
	}
	mnStart := pos
	mnEnd := tokenEnd(body, pos)
	mnText := body[mnStart:mnEnd]
	opIdx, rest := -1, ""
	for _, m := range mnemonics() {
		if mnText == m.name || strings.HasPrefix(mnText, m.name+".") {
			opIdx, rest = m.op, strings.TrimPrefix(mnText, m.name)
			break
		}
	}
	if opIdx < 0 {
		return Inst{}, "", errAt(mnStart+1, "unknown instruction %q", mnText)
	}
	op := &optypes[opIdx]
	// Modifiers: each token goes to the first modifier field (in printing
	// order) that is still unset and has a value of that name.
	f0 := &forms[op.Forms[0]]
	modVals := map[string]uint32{}
	col := mnStart + len(mnText) - len(rest) + 1
	for _, tok := range strings.Split(strings.TrimPrefix(rest, "."), ".") {
		if tok == "" {
			if rest != "" {
				return Inst{}, "", errAt(col, "empty modifier")
			}
			break
		}
		found := false
		for _, m := range op.Modifiers {
			if _, set := modVals[m]; set {
				continue
			}
			fl := &f0.Fields[f0.FieldIndex(m)]
			if v, ok := enums[fl.Enum].Lookup(tok); ok {
				modVals[m] = v
				found = true
				break
			}
		}
		if !found {
			return Inst{}, "", errAt(col+1, "unknown or repeated modifier .%s for %s", tok, op.Mnemonic)
		}
		col += len(tok) + 1
	}
	for _, m := range op.Modifiers {
		if _, set := modVals[m]; !set {
			fl := &f0.Fields[f0.FieldIndex(m)]
			if !fl.HasDefault {
				return Inst{}, "", errAt(mnStart+1, "%s needs a .%s modifier (one of %s)", op.Mnemonic, m,
					strings.Join(enums[fl.Enum].Asm, ", "))
			}
		}
	}
	// Operands and control bits.
	opsText := body[mnEnd:]
	ctrl := DefaultControl
	if i := strings.Index(opsText, "$"); i >= 0 {
		var err error
		ctrl, err = parseControl(opsText[i:], mnEnd+i+1, lineNo)
		if err != nil {
			return Inst{}, "", err
		}
		opsText = opsText[:i]
	}
	args, err := splitArgs(opsText, mnEnd, lineNo)
	if err != nil {
		return Inst{}, "", err
	}
	pending := ""
	for k := range args {
		if args[k].kind != OpTarget || args[k].label == "" {
			continue
		}
		if off, ok := resolveLabel(resolve, args[k].label); ok {
			args[k].imm = off
		} else {
			pending = args[k].label
		}
	}
	var firstErr error
	for _, fi := range op.Forms {
		in := NewInst(&forms[fi])
		in.Ctrl = ctrl
		in.Vals[in.Form.Guard] = guard
		if guardNot {
			in.Vals[in.Form.GuardNot] = 1
		}
		for m, v := range modVals {
			in.Vals[in.Form.FieldIndex(m)] = v
		}
		if in.match(args, 0, 0) {
			if err := in.Validate(); err != nil {
				if firstErr == nil {
					firstErr = errAt(mnStart+1, "%v", err)
				}
				continue
			}
			return in, pending, nil
		}
	}
	if firstErr != nil {
		return Inst{}, "", firstErr
	}
	var texts []string
	for _, a := range args {
		texts = append(texts, a.text)
	}
	var syn []string
	for _, s := range op.Syntax {
		if strings.Contains(s, "$sched") {
			syn = append(syn, strings.TrimSpace(s[:strings.Index(s, "$sched")]))
		}
	}
	return Inst{}, "", errAt(mnStart+1, "no form of %s takes the operands (%s); syntax: %s",
		op.Mnemonic, strings.Join(texts, ", "), strings.Join(syn, " | "))
}

func resolveLabel(resolve resolver, label string) (int64, bool) {
	if resolve == nil {
		return 0, false
	}
	return resolve(label)
}

// match binds args[ai:] to the form's operands[oi:], leaving optional
// operands at their defaults where needed; it backtracks over choices.
func (in *Inst) match(args []arg, oi, ai int) bool {
	ops := in.Form.Operands
	if oi == len(ops) {
		return ai == len(args)
	}
	op := &ops[oi]
	if ai < len(args) {
		saved := in.Vals
		if in.bind(op, &args[ai]) && in.match(args, oi+1, ai+1) {
			return true
		}
		in.Vals = saved
	}
	if op.Optional {
		return in.match(args, oi+1, ai)
	}
	return false
}

// bind stores a into operand op if the kinds, prefixes and widths agree.
func (in *Inst) bind(op *Operand, a *arg) bool {
	f := in.Form
	// Prefixes.
	if a.not {
		if op.Not < 0 {
			return false
		}
		in.Vals[op.Not] = 1
	} else if op.Not >= 0 {
		in.Vals[op.Not] = 0
	}
	if a.neg != 0 && !(op.Kind == OpImm && a.neg == '-') {
		if op.Neg < 0 || in.negChar(op) != a.neg {
			return false
		}
		in.Vals[op.Neg] = 1
	} else if op.Neg >= 0 {
		in.Vals[op.Neg] = 0
	}
	if a.abs {
		if op.Abs < 0 {
			return false
		}
		in.Vals[op.Abs] = 1
	} else if op.Abs >= 0 {
		in.Vals[op.Abs] = 0
	}
	if a.bsel != "" {
		if op.Bsel < 0 {
			return false
		}
		v, ok := enums[f.Fields[op.Bsel].Enum].Lookup(a.bsel)
		if !ok {
			return false
		}
		in.Vals[op.Bsel] = v
	} else if op.Bsel >= 0 {
		in.Vals[op.Bsel] = f.Fields[op.Bsel].Default
	}
	set := func(i int8, v uint32) { in.Vals[i] = v }
	switch op.Kind {
	case OpReg, OpUReg:
		if a.kind != op.Kind || !in.widthOK(op.Field, a) {
			return false
		}
		set(op.Field, a.reg)
	case OpPred, OpUPred, OpBReg:
		if a.kind != op.Kind {
			return false
		}
		set(op.Field, a.reg)
	case OpImm, OpTarget:
		// A target is a resolved label or a number; an immediate only a number.
		if a.kind != OpImm && !(op.Kind == OpTarget && a.kind == OpTarget) {
			return false
		}
		if fl := &f.Fields[op.Field]; fl.Kind == KindFImm {
			raw, ok := parseFImm(a.text, fl.Type == "F64Imm")
			if !ok {
				return false
			}
			set(op.Field, raw)
			break
		} else if a.float {
			return false
		}
		v := a.imm
		if a.neg == '-' {
			v = -v
		}
		raw, ok := fitImm(v, &f.Fields[op.Field])
		if !ok {
			return false
		}
		set(op.Field, raw)
	case OpCMem:
		if a.kind != OpCMem || a.reg > 63 || a.imm < 0 || a.imm > 0xffff {
			return false
		}
		set(op.Field, a.reg<<16|uint32(a.imm))
	case OpEnum:
		if a.kind != OpEnum {
			return false
		}
		v, ok := enums[f.Fields[op.Field].Enum].Lookup(a.label)
		if !ok {
			return false
		}
		set(op.Field, v)
	case OpPR:
		return a.kind == OpPR
	case OpIndirect:
		if a.kind != OpIndirect {
			return false
		}
		raw, ok := fitImm(a.imm, &f.Fields[op.Aux])
		if !ok {
			return false
		}
		set(op.Field, a.reg2)
		set(op.Aux, raw)
	case OpMem:
		if a.kind != OpMem || !in.widthOK(op.Field, a) {
			return false
		}
		raw, ok := fitImm(a.imm, &f.Fields[op.Aux])
		if !ok {
			return false
		}
		set(op.Field, a.reg)
		set(op.Aux, raw)
	case OpCMemIdx:
		if a.kind != OpCMemIdx {
			return false
		}
		bank, ok1 := fitImm(int64(a.reg), &f.Fields[op.Field])
		off, ok2 := fitImm(a.imm, &f.Fields[op.Aux2])
		if !ok1 || !ok2 {
			return false
		}
		set(op.Field, bank)
		set(op.Aux, a.reg2)
		set(op.Aux2, off)
	default:
		return false
	}
	return true
}

// widthOK checks that a register operand is written as a single register
// for 32-bit operands and as an R[a:b] group (or RZ) of the right size for
// wider ones.
func (in *Inst) widthOK(field int8, a *arg) bool {
	n := in.RegCount(int(field))
	zero := a.reg == RZ && a.kind != OpUReg || a.reg == URZ && a.kind == OpUReg
	if zero {
		return true
	}
	return a.count == n
}

// fitImm checks that v fits the field and returns its raw bits. Signed
// 32-bit fields also take unsigned values up to 2^32-1.
func fitImm(v int64, fl *Field) (uint32, bool) {
	w := uint(fl.Width)
	switch fl.Kind {
	case KindSImm, KindTarget:
		lo, hi := -(int64(1) << (w - 1)), int64(1)<<(w-1)-1
		if w == 32 {
			hi = 1<<32 - 1
		}
		if v < lo || v > hi {
			return 0, false
		}
	default:
		if v < 0 || v >= int64(1)<<w {
			return 0, false
		}
	}
	return uint32(v) & uint32(uint64(1)<<w-1), true
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

func tokenEnd(s string, i int) int {
	for i < len(s) && s[i] != ' ' && s[i] != '\t' {
		i++
	}
	return i
}

// splitArgs splits the operand text at top-level commas and parses each
// operand. offset is the column offset of text within the line.
func splitArgs(text string, offset, lineNo int) ([]arg, error) {
	var args []arg
	depth, start := 0, 0
	flush := func(end int, last bool) error {
		raw := text[start:end]
		t := strings.TrimSpace(raw)
		col := offset + start + (len(raw) - len(strings.TrimLeft(raw, " \t"))) + 1
		if t == "" {
			if last && len(args) > 0 {
				return nil // a trailing comma, as in one of the spec's examples
			}
			if last && len(args) == 0 {
				return nil
			}
			return &AsmError{Line: lineNo, Col: col, Msg: "empty operand"}
		}
		a, err := parseArg(t)
		if err != nil {
			return &AsmError{Line: lineNo, Col: col, Msg: err.Error()}
		}
		a.col = col
		args = append(args, a)
		return nil
	}
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '[':
			depth++
		case ']':
			depth--
		case ',':
			if depth == 0 {
				if err := flush(i, false); err != nil {
					return nil, err
				}
				start = i + 1
			}
		}
	}
	if depth != 0 {
		return nil, &AsmError{Line: lineNo, Col: offset + 1, Msg: "unbalanced brackets"}
	}
	if err := flush(len(text), true); err != nil {
		return nil, err
	}
	return args, nil
}

func parsePredName(s, prefix string) (uint32, bool) {
	if !strings.HasPrefix(s, prefix) {
		return 0, false
	}
	r := s[len(prefix):]
	if r == "T" {
		return PT, true
	}
	if len(r) == 1 && r[0] >= '0' && r[0] <= '6' {
		return uint32(r[0] - '0'), true
	}
	return 0, false
}

// parseRegName parses R5, RZ, R[4:5] (prefix "R") or UR5, URZ, UR[4:5].
func parseRegName(s, prefix string) (reg uint32, count int, ok bool) {
	if !strings.HasPrefix(s, prefix) {
		return 0, 0, false
	}
	r := s[len(prefix):]
	zero := uint32(RZ)
	max := uint64(254)
	if prefix == "UR" {
		zero, max = URZ, 62
	}
	if r == "Z" {
		return zero, 1, true
	}
	if strings.HasPrefix(r, "[") && strings.HasSuffix(r, "]") {
		lo, hi, found := strings.Cut(r[1:len(r)-1], ":")
		if !found {
			return 0, 0, false
		}
		a, err1 := strconv.ParseUint(strings.TrimSpace(lo), 10, 8)
		b, err2 := strconv.ParseUint(strings.TrimSpace(hi), 10, 8)
		if err1 != nil || err2 != nil || b < a || b > max {
			return 0, 0, false
		}
		return uint32(a), int(b-a) + 1, true
	}
	n, err := strconv.ParseUint(r, 10, 8)
	if err != nil || n > max || len(r) > 1 && r[0] == '0' {
		return 0, 0, false
	}
	return uint32(n), 1, true
}

func parseImm(s string) (int64, bool) {
	neg := false
	if strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	} else if strings.HasPrefix(s, "+") {
		s = s[1:]
	}
	if s == "" {
		return 0, false
	}
	base := 10
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		base, s = 16, s[2:]
	}
	v, err := strconv.ParseUint(s, base, 64)
	if err != nil || v > 1<<40 {
		return 0, false
	}
	if neg {
		return -int64(v), true
	}
	return int64(v), true
}

// parseAddr parses `Rx`, `R[a:b]`, `RZ` optionally followed by +imm / -imm,
// or a bare immediate (base RZ).
func parseAddr(s, prefix string) (reg uint32, count int, off int64, ok bool) {
	s = strings.ReplaceAll(s, " ", "")
	cut := len(s)
	for i := 1; i < len(s); i++ {
		if (s[i] == '+' || s[i] == '-') && s[i-1] != '[' {
			cut = i
			break
		}
	}
	base, rest := s[:cut], s[cut:]
	if v, isImm := parseImm(base); isImm && rest == "" {
		zero := uint32(RZ)
		if prefix == "UR" {
			zero = URZ
		}
		return zero, 1, v, true
	}
	reg, count, ok = parseRegName(base, prefix)
	if !ok {
		return 0, 0, 0, false
	}
	if rest != "" {
		if off, ok = parseImm(rest); !ok {
			return 0, 0, 0, false
		}
	}
	return reg, count, off, true
}

func parseArg(t string) (arg, error) {
	a := arg{text: t}
	s := t
	for len(s) > 0 {
		switch s[0] {
		case '!':
			a.not = true
		case '~':
			a.neg = '~'
		case '-':
			if len(s) > 1 && (s[1] >= '0' && s[1] <= '9') {
				goto body // a negative number
			}
			a.neg = '-'
		case '|':
			if len(s) < 3 || s[len(s)-1] != '|' || a.abs {
				return a, fmt.Errorf("bad absolute value %q: want |x| or -|x|", t)
			}
			a.abs = true
			s = strings.TrimSpace(s[1 : len(s)-1])
			goto body
		default:
			goto body
		}
		s = strings.TrimSpace(s[1:])
	}
body:
	if s == "" {
		return a, fmt.Errorf("missing operand after prefix in %q", t)
	}
	if v, ok := parseImm(s); ok {
		a.kind, a.imm = OpImm, v
		return a, nil
	}
	if isFloatLiteral(s) {
		a.kind, a.float = OpImm, true
		return a, nil
	}
	switch {
	case s == "PR":
		a.kind = OpPR
		return a, nil
	case strings.HasPrefix(s, "c[") || strings.HasPrefix(s, "C["):
		i := strings.Index(s, "]")
		if i < 0 || i+1 >= len(s) || s[i+1] != '[' || !strings.HasSuffix(s, "]") {
			return a, fmt.Errorf("bad constant reference %q: want c[bank][offset]", t)
		}
		bank, ok := parseImm(strings.TrimSpace(s[2:i]))
		if !ok || bank < 0 || bank > 63 {
			return a, fmt.Errorf("bad constant bank in %q (0..0x3f)", t)
		}
		inner := s[i+2 : len(s)-1]
		if off, ok := parseImm(strings.TrimSpace(inner)); ok {
			a.kind, a.reg, a.imm = OpCMem, uint32(bank), off
			return a, nil
		}
		r, count, off, ok := parseAddr(inner, "R")
		if !ok || count != 1 {
			return a, fmt.Errorf("bad constant offset in %q", t)
		}
		a.kind, a.reg, a.reg2, a.imm = OpCMemIdx, uint32(bank), r, off
		return a, nil
	case strings.HasPrefix(s, "R[UR") || strings.HasPrefix(s, "R[ UR"):
		r, _, off, ok := parseAddr(s[2:len(s)-1], "UR")
		if !ok || !strings.HasSuffix(s, "]") {
			return a, fmt.Errorf("bad indexed register %q: want R[URx+imm]", t)
		}
		a.kind, a.reg2, a.imm = OpIndirect, r, off
		return a, nil
	case strings.HasPrefix(s, "["):
		if !strings.HasSuffix(s, "]") {
			return a, fmt.Errorf("bad address %q", t)
		}
		r, count, off, ok := parseAddr(s[1:len(s)-1], "R")
		if !ok {
			return a, fmt.Errorf("bad address %q: want [Rx+imm] or [R[a:b]+imm]", t)
		}
		a.kind, a.reg, a.count, a.imm = OpMem, r, count, off
		return a, nil
	}
	// A suffix such as R7.B1.
	name := s
	if i := strings.LastIndex(s, "."); i > 0 && (strings.HasPrefix(s, "R") || strings.HasPrefix(s, "UR")) && !strings.HasPrefix(s, "SR_") {
		name, a.bsel = s[:i], s[i+1:]
	}
	if r, n, ok := parseRegName(name, "UR"); ok {
		a.kind, a.reg, a.count = OpUReg, r, n
		return a, nil
	}
	if r, n, ok := parseRegName(name, "R"); ok {
		a.kind, a.reg, a.count = OpReg, r, n
		return a, nil
	}
	a.bsel = ""
	if p, ok := parsePredName(s, "UP"); ok {
		a.kind, a.reg = OpUPred, p
		return a, nil
	}
	if p, ok := parsePredName(s, "P"); ok {
		a.kind, a.reg = OpPred, p
		return a, nil
	}
	if strings.HasPrefix(s, "B") {
		if n, err := strconv.ParseUint(s[1:], 10, 8); err == nil && n < NumBReg {
			a.kind, a.reg = OpBReg, uint32(n)
			return a, nil
		}
	}
	if isIdent(s) {
		if strings.HasPrefix(s, "SR_") {
			a.kind, a.label = OpEnum, s
		} else {
			a.kind, a.label = OpTarget, s
		}
		return a, nil
	}
	return a, fmt.Errorf("cannot parse operand %q", t)
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		letter := c == '_' || c == '.' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && !(i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// parseControl parses `$sched=N[.Y] $req=SBa|SBb $wsb=SBn` in any order.
func parseControl(s string, col, lineNo int) (Control, error) {
	c := DefaultControl
	for _, tok := range strings.Fields(s) {
		bad := &AsmError{Line: lineNo, Col: col, Msg: fmt.Sprintf("bad control bits %q: want $sched=N[.Y], $req=SBa|SBb, $wsb=SBn", tok)}
		key, val, ok := strings.Cut(tok, "=")
		if !ok {
			return c, bad
		}
		switch key {
		case "$sched":
			if v, found := strings.CutSuffix(val, ".Y"); found {
				c.Yield, val = true, v
			}
			n, err := strconv.ParseUint(val, 10, 8)
			if err != nil || n > 15 {
				return c, bad
			}
			c.Stall = uint8(n)
		case "$req":
			for _, sb := range strings.Split(val, "|") {
				n, ok := parseSB(sb)
				if !ok {
					return c, bad
				}
				c.Req |= 1 << n
			}
		case "$wsb":
			n, ok := parseSB(val)
			if !ok {
				return c, bad
			}
			c.WSB = uint8(n)
		default:
			return c, bad
		}
		col += len(tok) + 1
	}
	return c, nil
}

func parseSB(s string) (uint, bool) {
	if !strings.HasPrefix(s, "SB") || len(s) != 3 || s[2] < '0' || s[2] >= '0'+NumScoreboards {
		return 0, false
	}
	return uint(s[2] - '0'), true
}
