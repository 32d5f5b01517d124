package kgen

import (
	"fmt"
	"strings"
)

// Inline PTX from the compiler's subset (issue 12; docs/compiler.md
// "Inline PTX"), in the shapes CUDA code writes it: mov of special
// registers, carry chains (add.cc/addc, sub.cc/subc, mad.lo.cc/madc),
// bfe/bfi/prmt/popc/clz/brev/bfind, mul.hi, mov.b64 packing, loads of the
// kernel's input buffers with cache hints and vector widths, shfl.sync
// with its predicate output, vote and activemask (warp collectives:
// uniform control flow only), membar, with { .reg } scopes, tied operands
// (+r) and @p guards. The interpreter runs the same text with its own PTX
// executor, the compiler translates it.

// ptxTemplate is one asm statement: its text and constraints, the types of
// its operands and outputs. A memory template's first operand is the
// address of an input buffer element (Mem bytes read, aligned to Align).
type ptxTemplate struct {
	asm   string
	cons  string
	args  []Type
	outs  []Type
	coll  bool // a warp collective
	lane  bool // the value depends on the lane (not uniform)
	mem   int  // bytes read from the address operand's element onwards
	align int
}

var (
	r1 = []Type{I32}
	r2 = []Type{I32, I32}
	r3 = []Type{I32, I32, I32}
	l1 = []Type{I64}
	l2 = []Type{I64, I64}
)

// ptxTemplates is the subset the generator draws from.
var ptxTemplates = []ptxTemplate{
	{asm: "mov.u32 $0, %laneid;", cons: "=r", outs: r1, lane: true},
	{asm: "mov.u32 $0, %lanemask_lt;", cons: "=r", outs: r1, lane: true},
	{asm: "mov.u32 $0, %lanemask_le;", cons: "=r", outs: r1, lane: true},
	{asm: "mov.u32 $0, %lanemask_gt;", cons: "=r", outs: r1, lane: true},
	{asm: "mov.u32 $0, %lanemask_ge;", cons: "=r", outs: r1, lane: true},
	{asm: "mov.u32 $0, %lanemask_eq;", cons: "=r", outs: r1, lane: true},
	{asm: "bfe.u32 $0, $1, $2, $3;", cons: "=r,r,r,r", args: r3, outs: r1},
	{asm: "bfe.s32 $0, $1, $2, $3;", cons: "=r,r,r,r", args: r3, outs: r1},
	{asm: "bfi.b32 $0, $1, $2, $3, $4;", cons: "=r,r,r,r,r", args: []Type{I32, I32, I32, I32}, outs: r1},
	{asm: "prmt.b32 $0, $1, $2, $3;", cons: "=r,r,r,r", args: r3, outs: r1},
	{asm: "popc.b32 $0, $1;", cons: "=r,r", args: r1, outs: r1},
	{asm: "clz.b32 $0, $1;", cons: "=r,r", args: r1, outs: r1},
	{asm: "brev.b32 $0, $1;", cons: "=r,r", args: r1, outs: r1},
	{asm: "bfind.u32 $0, $1;", cons: "=r,r", args: r1, outs: r1},
	{asm: "bfind.s32 $0, $1;", cons: "=r,r", args: r1, outs: r1},
	{asm: "bfind.shiftamt.u32 $0, $1;", cons: "=r,r", args: r1, outs: r1},
	{asm: "mul.hi.u32 $0, $1, $2;", cons: "=r,r,r", args: r2, outs: r1},
	{asm: "mul.hi.s32 $0, $1, $2;", cons: "=r,r,r", args: r2, outs: r1},
	{asm: "mul.hi.u64 $0, $1, $2;", cons: "=l,l,l", args: l2, outs: l1},
	{asm: "mul.hi.s64 $0, $1, $2;", cons: "=l,l,l", args: l2, outs: l1},
	{asm: "add.cc.u32 $0, $3, $6;\n\taddc.cc.u32 $1, $4, $7;\n\taddc.u32 $2, $5, $8;", cons: "=r,=r,=r,r,r,r,r,r,r",
		args: []Type{I32, I32, I32, I32, I32, I32}, outs: r3},
	{asm: "{\n\t.reg .u32 al, ah, bl, bh;\n\tmov.b64 {al, ah}, $2;\n\tmov.b64 {bl, bh}, $3;\n\tsub.cc.u32 $0, al, bl;\n\tsubc.u32 $1, ah, bh;\n\t}",
		cons: "=r,=r,l,l", args: l2, outs: r2},
	{asm: "{\n\t.reg .u32 lo, hi;\n\tmov.b64 {lo, hi}, $1;\n\tadd.cc.u32 lo, lo, $2;\n\taddc.u32 hi, hi, 0;\n\tmov.b64 $0, {lo, hi};\n\t}",
		cons: "=l,l,r", args: []Type{I64, I32}, outs: l1},
	{asm: "mad.lo.cc.u32 $0, $2, $3, $4;\n\tmadc.hi.u32 $1, $2, $3, 0;", cons: "=r,=r,r,r,r", args: r3, outs: r2},
	{asm: "mov.b64 $0, {$1, $2};", cons: "=l,r,r", args: r2, outs: l1},
	{asm: "mov.b64 {$0, $1}, $2;", cons: "=r,=r,l", args: l1, outs: r2},
	// tied operands (+r: the tied input is the last operand) and guards
	{asm: "{\n\t.reg .pred p;\n\tsetp.lt.u32 p, $1, $2;\n\t@p add.u32 $0, $0, $3;\n\t}", cons: "=r,r,r,r,0",
		args: []Type{I32, I32, I32, I32}, outs: r1},
	{asm: "{\n\t.reg .pred p;\n\tsetp.ge.s32 p, $1, $2;\n\t@!p xor.b32 $0, $0, $3;\n\t}", cons: "=r,r,r,r,0",
		args: []Type{I32, I32, I32, I32}, outs: r1},
	{asm: "{\n\t.reg .pred p;\n\tsetp.ne.u64 p, $1, 0;\n\tselp.u64 $0, $1, $2, p;\n\t}", cons: "=l,l,l", args: l2, outs: l1},
	{asm: "membar.gl;\n\tmov.u32 $0, $1;", cons: "=r,r,~{memory}", args: r1, outs: r1},
	{asm: "membar.cta;\n\tadd.u32 $0, $1, 1;", cons: "=r,r,~{memory}", args: r1, outs: r1},
	// loads of input buffers
	{asm: "ld.global.nc.u32 $0, [$1];", cons: "=r,l", args: l1, outs: r1, mem: 4, align: 4},
	{asm: "ld.global.cg.u32 $0, [$1+4];", cons: "=r,l", args: l1, outs: r1, mem: 8, align: 4},
	{asm: "ld.global.u64 $0, [$1];", cons: "=l,l", args: l1, outs: l1, mem: 8, align: 8},
	{asm: "ld.global.nc.v2.u32 {$0, $1}, [$2];", cons: "=r,=r,l", args: l1, outs: r2, mem: 8, align: 8},
	{asm: "ld.global.nc.v4.u32 {$0, $1, $2, $3}, [$4];", cons: "=r,=r,=r,=r,l", args: l1, outs: []Type{I32, I32, I32, I32}, mem: 16, align: 16},
	{asm: "ld.global.cs.v2.u32 {$0, $1}, [$2];", cons: "=r,=r,l", args: l1, outs: r2, mem: 8, align: 8},
	// warp collectives
	{asm: "{\n\t.reg .pred p;\n\tshfl.sync.up.b32 $0|p, $2, 3, 0, 0xffffffff;\n\tselp.u32 $1, 1, 0, p;\n\t}", cons: "=r,=r,r",
		args: r1, outs: r2, coll: true, lane: true},
	{asm: "{\n\t.reg .pred p;\n\tshfl.sync.down.b32 $0|p, $2, $3, 0x1f, 0xffffffff;\n\tselp.u32 $1, 1, 0, p;\n\t}", cons: "=r,=r,r,r",
		args: r2, outs: r2, coll: true, lane: true},
	{asm: "{\n\t.reg .pred p;\n\tshfl.sync.idx.b32 $0|p, $2, $3, 0x1f, 0xffffffff;\n\tselp.u32 $1, 1, 0, p;\n\t}", cons: "=r,=r,r,r",
		args: r2, outs: r2, coll: true, lane: true},
	{asm: "shfl.sync.bfly.b32 $0, $1, 1, 0x1f, 0xffffffff;", cons: "=r,r", args: r1, outs: r1, coll: true, lane: true},
	{asm: "{\n\t.reg .pred p;\n\tsetp.ne.u32 p, $1, 0;\n\tvote.sync.ballot.b32 $0, p, 0xffffffff;\n\t}", cons: "=r,r",
		args: r1, outs: r1, coll: true, lane: true},
	{asm: "{\n\t.reg .pred p, q;\n\tsetp.lt.u32 p, $1, $2;\n\tvote.sync.any.pred q, p, 0xffffffff;\n\tselp.u32 $0, 1, 0, q;\n\t}", cons: "=r,r,r",
		args: r2, outs: r1, coll: true, lane: true},
	{asm: "{\n\t.reg .pred p, q;\n\tsetp.lt.u32 p, $1, $2;\n\tvote.sync.all.pred q, p, 0xffffffff;\n\tselp.u32 $0, 1, 0, q;\n\t}", cons: "=r,r,r",
		args: r2, outs: r1, coll: true, lane: true},
	{asm: "activemask.b32 $0;", cons: "=r", outs: r1, coll: true, lane: true},
}

// PTXAsm is inline PTX template Kind (ptxTemplates) on Args; a memory
// template's single operand is an index into input buffer Buf (masked so
// that the access stays inside the buffer). Several outputs are combined
// by xor.
type PTXAsm struct {
	Kind int
	Args []Expr
	Buf  int
}

// Type is the type of the template's (first) output.
func (e *PTXAsm) Type() Type {
	if e.Kind < 0 || e.Kind >= len(ptxTemplates) {
		return I32
	}
	return ptxTemplates[e.Kind].outs[0]
}

// ptxExpr generates inline PTX converted to t (ctx: uniform control flow,
// where the collectives may appear).
func (g *gen) ptxExpr(t Type, d int, ctx, uniOnly bool) Expr {
	r := g.r
	var kinds []int
	for k, tp := range ptxTemplates {
		if tp.coll && (!ctx || uniOnly || g.cfg.NoCollectives) || tp.lane && uniOnly {
			continue
		}
		kinds = append(kinds, k)
	}
	e := &PTXAsm{Kind: pick(r, kinds)}
	tp := ptxTemplates[e.Kind]
	if tp.mem > 0 {
		e.Buf = r.intn(len(g.p.Inputs))
		e.Args = []Expr{g.expr(pick(r, dataTypes), d-1, ctx, uniOnly)}
	} else {
		for _, at := range tp.args {
			e.Args = append(e.Args, g.expr(at, d-1, ctx, uniOnly))
		}
	}
	return g.convert(e, t)
}

func (c *checker) ptxUniform(e *PTXAsm) bool {
	if e.Kind < 0 || e.Kind >= len(ptxTemplates) || ptxTemplates[e.Kind].lane {
		return false
	}
	for _, a := range e.Args {
		if !c.uniform(a) {
			return false
		}
	}
	return true // input buffers are read-only
}

func (c *checker) ptxExpr(e *PTXAsm, ctx bool) {
	if e.Kind < 0 || e.Kind >= len(ptxTemplates) {
		c.fail("inline PTX template %d", e.Kind)
		return
	}
	tp := ptxTemplates[e.Kind]
	if tp.coll && !ctx {
		c.fail("inline PTX collective in divergent control flow")
	}
	if tp.mem > 0 {
		if len(e.Args) != 1 || e.Buf < 0 || e.Buf >= len(c.p.Inputs) {
			c.fail("inline PTX load from input %d", e.Buf)
			return
		}
		c.expr(e.Args[0], ctx)
		if t := e.Args[0].Type(); t == I1 || t.IsFloat() {
			c.fail("index of type %s", t)
		}
		return
	}
	if len(e.Args) != len(tp.args) {
		c.fail("inline PTX with %d operands", len(e.Args))
		return
	}
	for i, a := range e.Args {
		c.expr(a, ctx)
		if a.Type() != tp.args[i] {
			c.fail("inline PTX operand %d of type %s", i, a.Type())
		}
	}
}

// ptxAsm lowers inline PTX.
func (b *builder) ptxAsm(e *PTXAsm) string {
	tp := ptxTemplates[e.Kind]
	var ops []string
	if tp.mem > 0 {
		// The address of an element of the buffer: a multiple of the
		// alignment, with room for the bytes read.
		in := b.p.Inputs[e.Buf]
		n := (in.Len*in.Elem.Bytes() - tp.mem) / tp.align
		mask := 1
		for mask*2 <= n+1 {
			mask *= 2
		}
		off := b.index64(e.Args[0], mask)
		off = b.def("mul i64 %s, %d", off, tp.align)
		p8 := b.def("bitcast %s* %s to i8*", in.Elem, b.bufPtr(e.Buf))
		ptr := b.def("bitcast i8* %s to i32*", b.def("getelementptr inbounds i8, i8* %s, i64 %s", p8, off))
		ops = append(ops, "i32* "+ptr)
	} else {
		for i, a := range e.Args {
			ops = append(ops, fmt.Sprintf("%s %s", tp.args[i], b.expr(a)))
		}
	}
	var rt string
	if len(tp.outs) == 1 {
		rt = tp.outs[0].String()
	} else {
		var ts []string
		for _, t := range tp.outs {
			ts = append(ts, t.String())
		}
		rt = "{ " + strings.Join(ts, ", ") + " }"
	}
	side := ""
	if tp.coll || tp.mem > 0 || strings.Contains(tp.cons, "memory") {
		side = "sideeffect "
	}
	text := strings.NewReplacer("\n", `\0A`, "\t", `\09`).Replace(tp.asm)
	v := b.def(`call %s asm %s"%s", "%s"(%s)`, rt, side, text, tp.cons, strings.Join(ops, ", "))
	if len(tp.outs) == 1 {
		return v
	}
	acc := b.def("extractvalue %s %s, 0", rt, v)
	for k := 1; k < len(tp.outs); k++ {
		acc = b.def("xor i32 %s, %s", acc, b.def("extractvalue %s %s, %d", rt, v, k))
	}
	return acc
}

func ptxString(e *PTXAsm) string {
	var args []string
	for _, a := range e.Args {
		args = append(args, exprString(a))
	}
	asm := strings.NewReplacer("\n\t", " ", "\n", " ").Replace(ptxTemplates[e.Kind].asm)
	if ptxTemplates[e.Kind].mem > 0 {
		return fmt.Sprintf("asm(%q, &in%d[%s])", asm, e.Buf, strings.Join(args, ", "))
	}
	return fmt.Sprintf("asm(%q, %s)", asm, strings.Join(args, ", "))
}
