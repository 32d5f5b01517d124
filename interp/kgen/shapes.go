package kgen

import (
	"fmt"
	"strings"
)

// The shapes real kernels showed and the first generator never made:
// pointers chosen by phis and selects (into the middle of arrays, indexed
// below themselves), loops with two exits into two different regions,
// break/continue/return inside divergent loops, and do/while loops around
// grid-stride loops.

// Pick is a pointer into the middle of an array of Len elements, chosen
// at run time among len(Offs) candidates and then indexed, possibly below
// itself:
//
//	cand_k  = &a[Lo + (Offs[k] & (Span-1))]  (a Const gives a constant-offset GEP)
//	p       = the first cand_k whose Conds[k] holds, else the last one
//	element = p[(Idx & (M-1)) - D]
//
// Check demands 0 <= D <= Lo, Lo+Span-1 < Len and Lo-D+Span-1+M-1 < Len,
// so every candidate and every element is in bounds. With one candidate
// there is no choice (a plain pointer into the middle of the array).
type Pick struct {
	Conds          []*Cmp // len(Offs)-1 conditions, evaluated in divergent control flow
	Offs           []Expr
	Lo, Span, M, D int
	Idx            Expr
	Select         bool // choose by selects instead of branches and a phi
	Early          bool // compute every candidate before the branches
	Idx32          bool // index the chosen pointer with an i32 (GEP sign-extends it)
}

// PtrLoad loads an element through Pick from input buffer Arr (Local
// false) or local array Arr (Local true) into variable V, sign-extended or
// truncated to V's type.
type PtrLoad struct {
	Local bool
	Arr   int
	P     *Pick
	V     int
	// Mixed, when set, gives each candidate of P its own array (one per
	// offset), local or global: the picked pointer may point into either
	// space, so the compiler must access it through its generic address.
	// All have Local/Arr's element type.
	Mixed []ArrRef
	// ViaSlot stores the picked pointer to a per-thread slot (Prog.PtrSlot)
	// and loads it back before the access.
	ViaSlot bool
}

// ArrRef names a local array (Local) or an input buffer.
type ArrRef struct {
	Local bool
	Arr   int
}

// PtrStore stores E through Pick into local array Arr.
type PtrStore struct {
	Arr int
	P   *Pick
	E   Expr
}

// PtrAtomic applies atomicrmw Op of E through Pick to the i32 (Wide
// false) or i64 accumulator buffer; every counter the pick can reach must
// have operation Op, which keeps the final value order-independent.
type PtrAtomic struct {
	Op   string
	Wide bool
	P    *Pick
	E    Expr
}

// Search is the loop `while (i < trip && Test) { Body; i++ }` followed by
// `if (i < trip) Found else NotFound`, lowered the way LLVM merges the
// loop's exit test into the following branch: the loop header exits to
// NotFound when i reaches the trip count and the test block exits to Found
// when Test fails, so the loop has two exit edges into two regions.
// Counter counts from 0; the trip count is formed as in Loop.
type Search struct {
	Counter         int
	Trip            Expr
	Test            *Cmp
	Body            []Stmt
	Found, NotFound []Stmt
}

// DoWhile runs Body, then repeats it while Counter+1 < trip (formed as in
// Loop) and Cond (evaluated after the body) holds; Counter counts the
// iterations from 0.
type DoWhile struct {
	Counter int
	Trip    Expr
	Body    []Stmt
	Cond    *Cmp
}

// GridStride is `for (Counter = gid; Counter < bound; Counter += total
// threads of the grid) Body` with bound = Limit & (the largest power of
// two <= MaxTrip * total threads), so each thread runs at most MaxTrip
// iterations and threads run different numbers of them.
type GridStride struct {
	Counter int
	Limit   Expr // i32
	Body    []Stmt
}

// Break leaves, and Continue ends the iteration of, the innermost Loop,
// DoWhile or GridStride (not Search: its body has no jumps).
type Break struct{}

// Continue ends the iteration of the innermost Loop, DoWhile or
// GridStride.
type Continue struct{}

// Return stores the thread's variables to their output slots and ends the
// thread; the other threads continue.
type Return struct{}

func (*PtrLoad) isStmt()    {}
func (*PtrStore) isStmt()   {}
func (*PtrAtomic) isStmt()  {}
func (*Search) isStmt()     {}
func (*DoWhile) isStmt()    {}
func (*GridStride) isStmt() {}
func (*Break) isStmt()      {}
func (*Continue) isStmt()   {}
func (*Return) isStmt()     {}

// gridBound is the mask of a GridStride limit for the program's grid.
func (p *Prog) gridBound() int {
	total := p.threads() * int(p.Grid.X*p.Grid.Y*p.Grid.Z)
	b := 1
	for b*2 <= MaxTrip*total {
		b *= 2
	}
	return b
}

// pickString renders a pointer pick on array arr.
func pickString(arr string, pk *Pick) string {
	var b strings.Builder
	b.WriteString("pick(")
	for k, o := range pk.Offs {
		if k > 0 {
			fmt.Fprintf(&b, " : ")
		}
		if k < len(pk.Conds) {
			fmt.Fprintf(&b, "%s ? ", exprString(pk.Conds[k]))
		}
		fmt.Fprintf(&b, "&%s[%d + (%s & %d)]", arr, pk.Lo, exprString(o), pk.Span-1)
	}
	how := "phi"
	if pk.Select {
		how = "select"
	}
	fmt.Fprintf(&b, ")[(%s & %d) - %d] /*%s*/", exprString(pk.Idx), pk.M-1, pk.D, how)
	return b.String()
}

func writeShape(b *strings.Builder, s Stmt, depth int) {
	ind := strings.Repeat("  ", depth)
	switch s := s.(type) {
	case *PtrLoad:
		arr := fmt.Sprintf("in%d", s.Arr)
		if s.Local {
			arr = fmt.Sprintf("loc%d", s.Arr)
		}
		if s.Mixed != nil {
			var arrs []string
			for _, a := range s.Mixed {
				if a.Local {
					arrs = append(arrs, fmt.Sprintf("loc%d", a.Arr))
				} else {
					arrs = append(arrs, fmt.Sprintf("in%d", a.Arr))
				}
			}
			arr = "{" + strings.Join(arrs, ",") + "}"
		}
		via := ""
		if s.ViaSlot {
			via = " /*via slot*/"
		}
		fmt.Fprintf(b, "%sv%d = %s;%s\n", ind, s.V, pickString(arr, s.P), via)
	case *PtrStore:
		fmt.Fprintf(b, "%s%s = %s;\n", ind, pickString(fmt.Sprintf("loc%d", s.Arr), s.P), exprString(s.E))
	case *PtrAtomic:
		w := 32
		if s.Wide {
			w = 64
		}
		fmt.Fprintf(b, "%satomic_%s(&%s, %s);\n", ind, s.Op, pickString(fmt.Sprintf("acc%d", w), s.P), exprString(s.E))
	case *Search:
		fmt.Fprintf(b, "%sfor (v%d = 0; v%d < trip(%s) && %s; v%d++) {\n", ind, s.Counter, s.Counter, exprString(s.Trip), exprString(s.Test), s.Counter)
		writeStmts(b, s.Body, depth+1)
		fmt.Fprintf(b, "%s} if (v%d < trip) { // found\n", ind, s.Counter)
		writeStmts(b, s.Found, depth+1)
		fmt.Fprintf(b, "%s} else {\n", ind)
		writeStmts(b, s.NotFound, depth+1)
		fmt.Fprintf(b, "%s}\n", ind)
	case *DoWhile:
		fmt.Fprintf(b, "%sv%d = 0; do {\n", ind, s.Counter)
		writeStmts(b, s.Body, depth+1)
		fmt.Fprintf(b, "%s} while (++v%d < trip(%s) && %s);\n", ind, s.Counter, exprString(s.Trip), exprString(s.Cond))
	case *GridStride:
		fmt.Fprintf(b, "%sfor (v%d = gid; v%d < (%s & bound); v%d += grid threads) {\n", ind, s.Counter, s.Counter, exprString(s.Limit), s.Counter)
		writeStmts(b, s.Body, depth+1)
		fmt.Fprintf(b, "%s}\n", ind)
	case *Break:
		fmt.Fprintf(b, "%sbreak;\n", ind)
	case *Continue:
		fmt.Fprintf(b, "%scontinue;\n", ind)
	case *Return:
		fmt.Fprintf(b, "%sstore variables; return;\n", ind)
	}
}
