package kgen

import (
	"fmt"
	"strings"
)

// String renders the program as C-like pseudo code, for reading reduced
// test cases.
func (p *Prog) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "// grid %d, block %dx%d", p.Grid.X, p.Block.X, p.Block.Y)
	for k, in := range p.Inputs {
		fmt.Fprintf(&b, ", in%d %s[%d]", k, in.Elem, in.Len)
	}
	for k, s := range p.Scalars {
		fmt.Fprintf(&b, ", s%d %s = %#x", k, s.T, s.Value)
	}
	b.WriteString("\n")
	p.funcsString(&b)
	for v, t := range p.Vars {
		fmt.Fprintf(&b, "%s v%d = 0;\n", t, v)
	}
	writeStmts(&b, p.Body, 0)
	return b.String()
}

func writeStmts(b *strings.Builder, ss []Stmt, depth int) {
	for _, s := range ss {
		writeStmt(b, s, depth)
	}
}

func writeStmt(b *strings.Builder, s Stmt, depth int) {
	ind := strings.Repeat("  ", depth)
	switch s := s.(type) {
	case *Assign:
		fmt.Fprintf(b, "%sv%d = %s;\n", ind, s.V, exprString(s.E))
	case *If:
		cond := exprString(s.C)
		for _, o := range s.Or {
			cond += " || " + exprString(o)
		}
		fmt.Fprintf(b, "%sif (%s) {\n", ind, cond)
		writeStmts(b, s.Then, depth+1)
		fmt.Fprintf(b, "%s} else {\n", ind)
		writeStmts(b, s.Else, depth+1)
		fmt.Fprintf(b, "%s}\n", ind)
	case *Switch:
		fmt.Fprintf(b, "%sswitch (%s & 3) {\n", ind, exprString(s.X))
		for k, c := range s.Cases {
			fmt.Fprintf(b, "%scase %d:\n", ind, k)
			writeStmts(b, c, depth+1)
		}
		fmt.Fprintf(b, "%sdefault:\n", ind)
		writeStmts(b, s.Default, depth+1)
		fmt.Fprintf(b, "%s}\n", ind)
	case *Loop:
		fmt.Fprintf(b, "%sfor (v%d = 0; v%d < trip(%s); v%d++) {\n", ind, s.Counter, s.Counter, exprString(s.Trip), s.Counter)
		writeStmts(b, s.Body, depth+1)
		fmt.Fprintf(b, "%s}\n", ind)
	case *Store:
		fmt.Fprintf(b, "%sout[slot %d] = %s;\n", ind, s.Slot, exprString(s.E))
	case *LocalStore:
		fmt.Fprintf(b, "%sloc%d[%s] = %s;\n", ind, s.Arr, exprString(s.Idx), exprString(s.E))
	case *Atomic:
		w := 32
		if s.Wide {
			w = 64
		}
		fmt.Fprintf(b, "%satomic_%s(&acc%d[%d], %s);\n", ind, s.Op, w, s.Counter, exprString(s.E))
	case *Exchange:
		arr := fmt.Sprintf("sh%d", s.Arr)
		if s.Arr == DynArr {
			arr = "dsh"
		}
		if s.Memset {
			fmt.Fprintf(b, "%smemset(&%s[linear], %s, sizeof *%s); __syncthreads();", ind, arr, exprString(s.E), arr)
		} else {
			fmt.Fprintf(b, "%s%s[linear] = %s; __syncthreads();", ind, arr, exprString(s.E))
		}
		for _, r := range s.Reads {
			if r.P != nil {
				fmt.Fprintf(b, " v%d = %s;", r.V, pickString(arr, r.P))
				continue
			}
			fmt.Fprintf(b, " v%d = %s[%s];", r.V, arr, exprString(r.Idx))
		}
		b.WriteString(" __syncthreads();\n")
	case *Barrier:
		fmt.Fprintf(b, "%s__syncthreads();\n", ind)
	case *DevStore:
		fmt.Fprintf(b, "%sdglob[gid] = %s;\n", ind, exprString(s.E))
	case *SharedWrap:
		fmt.Fprintf(b, "%swsh = %d; __syncthreads(); if (%s) atomic%s(&wsh, %d); __syncthreads(); v%d = wsh; __syncthreads();\n",
			ind, s.Init, exprString(s.C), map[bool]string{false: "Inc", true: "Dec"}[s.Dec], s.Limit, s.V)
	case *FStore:
		fmt.Fprintf(b, "%sfout[%d] = %s;\n", ind, s.Slot, exprString(s.E))
	case *MemOp:
		fmt.Fprintf(b, "%s%s\n", ind, memOpString(s))
	case *NamedBarrier:
		fmt.Fprintf(b, "%s%s\n", ind, namedBarrierString(s))
	default:
		writeShape(b, s, depth)
	}
}

func exprString(e Expr) string {
	switch e := e.(type) {
	case *Const:
		if e.T.IsFloat() {
			return fmt.Sprintf("%s(%s)", e.T, floatLiteral(e.T, e.V))
		}
		return fmt.Sprintf("%s(%d)", e.T, int64(e.V<<(64-uint(e.T)))>>(64-uint(e.T)))
	case *VarRef:
		return fmt.Sprintf("v%d", e.V)
	case *ParamRef:
		return fmt.Sprintf("s%d", e.P)
	case *Special:
		return specialNames[e.Kind]
	case *Bin:
		return fmt.Sprintf("(%s %s %s)", exprString(e.X), e.Op, exprString(e.Y))
	case *Shift:
		return fmt.Sprintf("(%s %s %s)", exprString(e.X), e.Op, exprString(e.Amt))
	case *Div:
		return fmt.Sprintf("(%s %s safe(%s))", exprString(e.X), e.Op, exprString(e.Y))
	case *Flagged:
		return fmt.Sprintf("flagged%d/%d(%s, %s)", e.Kind, e.N, exprString(e.X), exprString(e.Y))
	case *Cast:
		return fmt.Sprintf("%s.%s(%s)", e.Op, e.To, exprString(e.X))
	case *Cmp:
		return fmt.Sprintf("(%s %s %s)", exprString(e.X), e.Pred, exprString(e.Y))
	case *Select:
		return fmt.Sprintf("(%s ? %s : %s)", exprString(e.C), exprString(e.X), exprString(e.Y))
	case *Load:
		return fmt.Sprintf("in%d[%s]", e.Buf, exprString(e.Idx))
	case *LocalLoad:
		return fmt.Sprintf("loc%d[%s]", e.Arr, exprString(e.Idx))
	case *Intrin:
		var args []string
		for _, a := range e.Args {
			args = append(args, exprString(a))
		}
		return fmt.Sprintf("%s(%s)", e.Name, strings.Join(args, ", "))
	case *Shfl:
		return fmt.Sprintf("shfl_%s(%s, %s, width %d)", e.Mode, exprString(e.X), exprString(e.Lane), e.Width)
	case *Vote:
		return fmt.Sprintf("vote_%s(%s)", e.Kind, exprString(e.C))
	case *Match:
		return fmt.Sprintf("match_any(%s)", exprString(e.X))
	case *WarpReduce:
		return formatWarpReduce(e)
	case *Redux:
		return fmt.Sprintf("redux_%s(%s)", e.Op, exprString(e.X))
	case *Call:
		return callString(e)
	case *ConstLoad:
		return constLoadString(e)
	case *PTXAsm:
		return ptxString(e)
	case *TexFetch:
		return texFetchString(e)
	case *ArgLoad:
		return fmt.Sprintf("in%d[%s]", e.Buf, exprString(e.Idx))
	case *BarCount:
		return fmt.Sprintf("__syncthreads_%s(%s)", e.Kind, exprString(e.C))
	case *Idiom:
		return idiomString(e)
	case *DevLoad:
		if e.Own {
			return "dglob[gid]"
		}
		return fmt.Sprintf("dtab[%s]", exprString(e.Idx))
	case *FBin:
		return fmt.Sprintf("(%s %s %s)", exprString(e.X), flagged(e.Op, e.Flags), exprString(e.Y))
	case *FNeg:
		return fmt.Sprintf("%s(%s)", flagged("fneg", e.Flags), exprString(e.X))
	case *FConv:
		return fmt.Sprintf("%s.%s(%s)", e.Op, e.To, exprString(e.X))
	case *FCall:
		var args []string
		for _, a := range e.Args {
			args = append(args, exprString(a))
		}
		return fmt.Sprintf("%s(%s)", flagged(e.Name, e.Flags), strings.Join(args, ", "))
	}
	return fmt.Sprintf("%T", e)
}
