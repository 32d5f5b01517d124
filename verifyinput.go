package gpucc

import (
	"fmt"
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/lower/irtext"
)

// verifyInput checks a parsed module for ill-typed IR that llir accepts
// and the compiler would otherwise trip over: an operand whose stated type
// differs from the type its value was defined with (llir takes an
// instruction's type from its operands, so `add i64` on i32 values parses
// as an i32 add), a branch condition that is not i1, and a use that its
// definition does not dominate. text is the text llir parsed and src the
// user's (the same lines; they differ when irtext rewrote newer IR).
// Missing terminators are syntax errors that llir reports itself.
func verifyInput(name, src, text string, m *llir.Module) error {
	srcLines := strings.Split(src, "\n")
	lines := srcLines // LLVM 14 input is parsed as it is
	if text != src {
		lines = strings.Split(text, "\n")
	}
	funcs := map[string]*llir.Func{}
	for _, f := range m.Funcs {
		funcs[f.Name()] = f
	}
	at := func(line int, token string, col int, format string, a ...any) error {
		e := &SourceError{File: name, Line: line + 1, Col: col, Msg: fmt.Sprintf(format, a...)}
		if line < len(srcLines) {
			e.Source = srcLines[line]
			if line < len(lines) && lines[line] != srcLines[line] {
				e.Col = wordColumn(srcLines[line], token)
			}
		}
		return e
	}
	var fn *llir.Func
	var types map[string]string
	start := 0
	for i, line := range lines {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "define "):
			fn, types, start = funcs[defineName(t)], nil, i
			if fn != nil {
				types = localTypes(fn)
			}
			continue
		case t == "}":
			if fn != nil {
				if err := checkDominance(fn, lines[start:i+1], func(line int, token, msg string) error {
					return at(start+line, token, wordColumn(lines[start+line], token), "%s", msg)
				}); err != nil {
					return err
				}
			}
			fn = nil
			continue
		}
		if fn == nil || t == "" || strings.HasSuffix(t, ":") {
			continue
		}
		// Instructions the rewriter inserted share the line, two spaces
		// apart; a line without them is one segment after its indentation.
		segs := []string{strings.TrimLeft(line, " \t")}
		if strings.Contains(segs[0], "  ") {
			segs = strings.Split(line, "  ")
		}
		for _, seg := range segs {
			op, ops := irtext.Operands(seg)
			for _, o := range ops {
				have, ok := types[o.Value]
				// Aggregates are left alone: llir types a cmpxchg's result
				// { T, i8 }, not { T, i1 }.
				if !ok || have == o.Type || strings.HasPrefix(o.Value, "%irt.") || isAggregate(have) || isAggregate(o.Type) {
					continue
				}
				col := strings.Index(line, seg) + o.Col
				if op == "br" {
					return at(i, o.Value, col, "branch condition %s is %s, not i1", o.Value, have)
				}
				return at(i, o.Value, col, "%s is %s, but this %s uses it as %s", o.Value, have, op, o.Type)
			}
		}
	}
	return nil
}

// defineName returns the name of the function a define line defines: the
// first @name or @"name" followed by "(" (spaces may come between).
func defineName(line string) string {
	for i := 0; i < len(line); i++ {
		if line[i] != '@' {
			continue
		}
		j := i + 1
		if j < len(line) && line[j] == '"' {
			k := strings.IndexByte(line[j+1:], '"')
			if k < 0 {
				continue
			}
			j += k + 2
		} else {
			for j < len(line) && isNameByte(line[j]) {
				j++
			}
			if j == i+1 {
				continue
			}
		}
		name := line[i+1 : j]
		for j < len(line) && (line[j] == ' ' || line[j] == '\t' || line[j] == '\n' || line[j] == '\r' || line[j] == '\f') {
			j++
		}
		if j < len(line) && line[j] == '(' {
			return strings.Trim(name, `"`)
		}
	}
	return ""
}

// wordColumn is the 1-based column of token as a whole word in line, or 1.
func wordColumn(line, token string) int {
	for i := 0; ; {
		j := strings.Index(line[i:], token)
		if j < 0 {
			return 1
		}
		k := i + j + len(token)
		if k >= len(line) || !isNameByte(line[k]) {
			return i + j + 1
		}
		i = k
	}
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '$' || c == '-'
}

// localTypes maps the parameters and instruction results of fn to their
// types.
func localTypes(fn *llir.Func) map[string]string {
	localTypes := map[string]string{}
	for _, p := range fn.Params {
		localTypes[p.Ident()] = p.Typ.String()
	}
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			if v, ok := inst.(value.Named); ok && !v.Type().Equal(types.Void) {
				localTypes[v.Ident()] = typeString(v.Type())
			}
		}
	}
	return localTypes
}

// intTypeNames are the common integer types' texts.
var intTypeNames = [...]string{1: "i1", 8: "i8", 16: "i16", 32: "i32", 64: "i64"}

// typeString is t.String(), without fmt for the unnamed integer, pointer
// and array types that most values have.
func typeString(t types.Type) string {
	switch t := t.(type) {
	case *types.IntType:
		if t.TypeName == "" && t.BitSize < uint64(len(intTypeNames)) && intTypeNames[t.BitSize] != "" {
			return intTypeNames[t.BitSize]
		}
	case *types.PointerType:
		if t.TypeName == "" {
			var b strings.Builder
			appendTypeString(&b, t)
			return b.String()
		}
	case *types.ArrayType:
		if t.TypeName == "" {
			var b strings.Builder
			appendTypeString(&b, t)
			return b.String()
		}
	}
	return t.String()
}

// appendTypeString writes typeString(t) to b.
func appendTypeString(b *strings.Builder, t types.Type) {
	switch t := t.(type) {
	case *types.PointerType:
		if t.TypeName == "" {
			appendTypeString(b, t.ElemType)
			if t.AddrSpace != 0 {
				b.WriteString(" addrspace(")
				b.WriteString(strconv.FormatUint(uint64(t.AddrSpace), 10))
				b.WriteString(")")
			}
			b.WriteString("*")
			return
		}
	case *types.ArrayType:
		if t.TypeName == "" {
			b.WriteString("[")
			b.WriteString(strconv.FormatUint(t.Len, 10))
			b.WriteString(" x ")
			appendTypeString(b, t.ElemType)
			b.WriteString("]")
			return
		}
	}
	b.WriteString(typeString(t))
}

// checkDominance reports a use of an instruction's result that its
// definition does not dominate. lines are the function's text, from its
// define to its closing brace, used to place the error.
func checkDominance(fn *llir.Func, lines []string, errAt func(line int, token, msg string) error) error {
	if len(fn.Blocks) == 0 {
		return nil
	}
	index := map[*llir.Block]int{}
	for i, b := range fn.Blocks {
		index[b] = i
	}
	preds := make([][]int, len(fn.Blocks))
	for i, b := range fn.Blocks {
		if b.Term == nil {
			continue
		}
		for _, s := range b.Term.Succs() {
			if j, ok := index[s]; ok {
				preds[j] = append(preds[j], i)
			}
		}
	}
	idom := dominators(len(fn.Blocks), preds)
	dominates := func(a, b int) bool { // block a dominates block b
		for b != -1 {
			if a == b {
				return true
			}
			if b == 0 {
				return false
			}
			b = idom[b]
		}
		return false
	}
	type def struct{ block, pos int }
	defs := map[value.Value]def{}
	for bi, b := range fn.Blocks {
		for pos, inst := range b.Insts {
			if v, ok := inst.(value.Value); ok {
				defs[v] = def{bi, pos}
			}
		}
	}
	labels := blockLines(lines)
	for bi, b := range fn.Blocks {
		if bi != 0 && idom[bi] == -1 {
			continue // unreachable
		}
		check := func(pos int, x value.Value, userBlock int, atEnd bool) error {
			d, ok := defs[x]
			if !ok {
				return nil
			}
			okDom := false
			if d.block == userBlock {
				okDom = atEnd || d.pos < pos
			} else {
				okDom = dominates(d.block, userBlock)
			}
			if okDom {
				return nil
			}
			tok := x.(value.Named).Ident()
			line := findUse(lines, labels, b.Ident(), tok)
			if d.block == userBlock {
				return errAt(line, tok, fmt.Sprintf("%s is used before its definition in block %s", tok, fn.Blocks[d.block].Ident()))
			}
			return errAt(line, tok, fmt.Sprintf("%s is defined in block %s, which does not dominate this use in block %s", tok, fn.Blocks[d.block].Ident(), b.Ident()))
		}
		for pos, inst := range b.Insts {
			if err := checkMemoryTypes(inst, func(tok, msg string) error {
				return errAt(findUse(lines, labels, b.Ident(), tok), tok, msg)
			}); err != nil {
				return err
			}
			if phi, ok := inst.(*llir.InstPhi); ok {
				for _, inc := range phi.Incs {
					pb, ok := inc.Pred.(*llir.Block)
					if !ok {
						continue
					}
					if pi, ok := index[pb]; ok {
						if err := check(pos, inc.X, pi, true); err != nil {
							return err
						}
					}
				}
				continue
			}
			if ops, ok := inst.(interface{ Operands() []*value.Value }); ok {
				for _, o := range ops.Operands() {
					if err := check(pos, *o, bi, false); err != nil {
						return err
					}
				}
			}
		}
		if b.Term != nil {
			for _, o := range b.Term.Operands() {
				if err := check(len(b.Insts), *o, bi, false); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// dominators computes immediate dominators (Cooper, Harvey and Kennedy's
// iterative algorithm over a reverse postorder); -1 marks unreachable
// blocks and the entry's own entry is 0.
func dominators(n int, preds [][]int) []int {
	succs := make([][]int, n)
	for b, ps := range preds {
		for _, p := range ps {
			succs[p] = append(succs[p], b)
		}
	}
	order := make([]int, 0, n)
	seen := make([]bool, n)
	var visit func(int)
	visit = func(b int) {
		seen[b] = true
		for _, s := range succs[b] {
			if !seen[s] {
				visit(s)
			}
		}
		order = append(order, b)
	}
	visit(0)
	rpo := make([]int, n)
	for i := range rpo {
		rpo[i] = -1
	}
	for i, b := range order {
		rpo[b] = len(order) - 1 - i
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for rpo[a] > rpo[b] {
				a = idom[a]
			}
			for rpo[b] > rpo[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(order) - 1; i >= 0; i-- {
			b := order[i]
			if b == 0 {
				continue
			}
			nd := -1
			for _, p := range preds[b] {
				if idom[p] == -1 {
					continue
				}
				if nd == -1 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != idom[b] {
				idom[b], changed = nd, true
			}
		}
	}
	return idom
}

// blockLines maps block identifiers ("%5", "%body") to the line their
// label is on; the entry block starts on line 0 (the define).
func blockLines(lines []string) map[string]int {
	m := map[string]int{}
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if c := strings.Index(t, ":"); c > 0 && !strings.ContainsAny(t[:c], " =") {
			m["%"+strings.Trim(t[:c], `"`)] = i
		}
	}
	return m
}

// findUse is the first line of block b's text that mentions token.
func findUse(lines []string, labels map[string]int, b, token string) int {
	start, ok := labels[b]
	if !ok {
		start = 0
	}
	for i := start + 1; i < len(lines); i++ {
		if wordColumn(lines[i], token) > 1 || strings.HasPrefix(strings.TrimSpace(lines[i]), token) {
			return i
		}
	}
	return start
}

// checkMemoryTypes reports a load or store whose value type is not the
// pointer's element type (typed-pointer IR states both).
func checkMemoryTypes(inst llir.Instruction, errAt func(tok, msg string) error) error {
	var elem, ptr types.Type
	var what string
	var addr value.Value
	switch in := inst.(type) {
	case *llir.InstCall:
		return checkCall(in, errAt)
	case *llir.InstStore:
		elem, addr, what = in.Src.Type(), in.Dst, "stores"
	case *llir.InstLoad:
		elem, addr, what = in.ElemType, in.Src, "loads"
	default:
		return nil
	}
	ptr = addr.Type()
	pt, ok := ptr.(*types.PointerType)
	if !ok {
		return errAt(ident(addr), fmt.Sprintf("the address %s is %s, not a pointer", ident(addr), ptr))
	}
	if !pt.ElemType.Equal(elem) {
		return errAt(ident(addr), fmt.Sprintf("this instruction %s %s through %s, a pointer to %s", what, elem, ident(addr), pt.ElemType))
	}
	return nil
}

func ident(v value.Value) string {
	if n, ok := v.(value.Named); ok {
		return n.Ident()
	}
	return v.Ident()
}

func isAggregate(t string) bool {
	return strings.HasPrefix(t, "{") || strings.HasPrefix(t, "<{") || strings.HasPrefix(t, "[")
}

// checkCall compares a direct call's arguments with the callee's
// parameters.
func checkCall(call *llir.InstCall, errAt func(tok, msg string) error) error {
	callee, ok := call.Callee.(*llir.Func)
	if !ok {
		return nil
	}
	name := callee.Ident()
	if len(call.Args) != len(callee.Params) && !(callee.Sig.Variadic && len(call.Args) > len(callee.Params)) {
		return errAt(name, fmt.Sprintf("this call passes %d arguments to %s, which takes %d", len(call.Args), name, len(callee.Params)))
	}
	for i, p := range callee.Params {
		if have := call.Args[i].Type(); !have.Equal(p.Typ) {
			return errAt(name, fmt.Sprintf("argument %d of this call to %s is %s, but the parameter is %s", i+1, name, have, p.Typ))
		}
	}
	return nil
}
