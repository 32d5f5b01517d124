package kgen

import (
	"fmt"
	"strings"

	"gpucc/launch"
)

// __constant__ arrays and textures (issue 12).
//
// ConstArr is an initialized addrspace(4) global, one-dimensional
// ([Len x T]) or two-dimensional ([Rows x [Len/Rows x T]]), as clang emits
// a __constant__ table; ConstLoad reads it at uniform or varying indices,
// through the addrspace(4) pointer, through clang's constant
// addrspacecast to a generic pointer, or through a chain of two GEPs.
//
// A texture is an i64 kernel parameter (a texture object) bound to an
// input buffer of 4-byte elements: gpucc's convention (docs/isa.md) is
// that the object is the buffer's global address, which the launch
// passes. TexFetch is tex1Dfetch as the CUDA headers write it (inline
// tex.1d.v4.{s32,u32,f32}.s32 returning four components, of which the
// kernel uses the first) at an index masked to the buffer's length.

// ConstArr is a __constant__ array.
type ConstArr struct {
	Elem Type
	Rows int // 1, or the rows of a two-dimensional array
	Vals []uint64
}

// ConstLen is the element count of every constant array.
const ConstLen = 16

// ConstLoad reads element Idx (masked to ConstLen) of ConstArrs[Arr];
// Generic reads through clang's constant addrspacecast of the array to a
// generic pointer, Chain through a row GEP and an element GEP.
type ConstLoad struct {
	Arr     int
	Idx     Expr
	T       Type
	Generic bool
	Chain   bool
}

// TexFetch reads element Idx (masked to the buffer's length) of the input
// buffer bound to texture Tex (Prog.Textures) as Kind (s32, u32 or f32).
type TexFetch struct {
	Tex  int
	Idx  Expr
	Kind string
}

func (e *ConstLoad) Type() Type { return e.T }

// Type is i32, or float for an f32 fetch.
func (e *TexFetch) Type() Type {
	if e.Kind == "f32" {
		return F32
	}
	return I32
}

// constSetup adds constant arrays and textures to the program.
func (g *gen) constSetup() {
	r, p := g.r, g.p
	if !g.cfg.NoConstArrays && r.chance(1, 2) {
		for i, n := 0, 1+r.intn(2); i < n; i++ {
			ts := dataTypes
			if p.Float {
				ts = append(ts, F32, F64)
			}
			a := ConstArr{Elem: pick(r, ts), Rows: pick(r, []int{1, 1, 2, 4})}
			for k := 0; k < ConstLen; k++ {
				if a.Elem.IsFloat() {
					a.Vals = append(a.Vals, g.fconst(a.Elem).V)
				} else {
					a.Vals = append(a.Vals, g.constant(a.Elem).V)
				}
			}
			p.ConstArrs = append(p.ConstArrs, a)
		}
	}
	if !g.cfg.NoTextures && r.chance(1, 3) {
		for k, in := range p.Inputs {
			if in.Elem.Bytes() == 4 && len(p.Textures) < 2 {
				p.Textures = append(p.Textures, k)
			}
		}
	}
}

// constExpr reads a constant array, or returns nil without one.
func (g *gen) constExpr(t Type, d int, ctx, uniOnly bool) Expr {
	r, p := g.r, g.p
	if len(p.ConstArrs) == 0 {
		return nil
	}
	k := r.intn(len(p.ConstArrs))
	e := &ConstLoad{Arr: k, T: p.ConstArrs[k].Elem, Generic: r.chance(1, 3), Chain: p.ConstArrs[k].Rows > 1 && r.chance(1, 2)}
	if r.chance(1, 4) {
		e.Idx = &Const{T: I32, V: uint64(r.intn(ConstLen))}
	} else {
		e.Idx = g.expr(pick(r, dataTypes), d-1, ctx, uniOnly)
	}
	return g.convert(e, t)
}

// texExpr fetches from a texture, or returns nil without one.
func (g *gen) texExpr(t Type, d int, ctx, uniOnly bool) Expr {
	r, p := g.r, g.p
	if len(p.Textures) == 0 {
		return nil
	}
	k := r.intn(len(p.Textures))
	kind := pick(r, []string{"s32", "u32"})
	if p.Inputs[p.Textures[k]].Elem == F32 {
		kind = "f32"
	}
	return g.convert(&TexFetch{Tex: k, Idx: g.expr(I32, d-1, ctx, uniOnly), Kind: kind}, t)
}

func (c *checker) constLoad(e *ConstLoad, ctx bool) {
	p := c.p
	if e.Arr < 0 || e.Arr >= len(p.ConstArrs) || p.ConstArrs[e.Arr].Elem != e.T || len(p.ConstArrs[e.Arr].Vals) != ConstLen {
		c.fail("load of constant array %d as %s", e.Arr, e.T)
		return
	}
	if a := p.ConstArrs[e.Arr]; a.Rows < 1 || ConstLen%a.Rows != 0 || e.Chain && a.Rows == 1 {
		c.fail("constant array of %d rows", a.Rows)
	}
	c.expr(e.Idx, ctx)
	if t := e.Idx.Type(); t == I1 || t.IsFloat() {
		c.fail("index of type %s", t)
	}
}

func (c *checker) texFetch(e *TexFetch, ctx bool) {
	p := c.p
	if e.Tex < 0 || e.Tex >= len(p.Textures) || p.Textures[e.Tex] >= len(p.Inputs) {
		c.fail("fetch from texture %d", e.Tex)
		return
	}
	el := p.Inputs[p.Textures[e.Tex]].Elem
	if el.Bytes() != 4 || (e.Kind == "f32") != (el == F32) || e.Kind != "s32" && e.Kind != "u32" && e.Kind != "f32" {
		c.fail("%s fetch from a texture of %s", e.Kind, el)
	}
	c.expr(e.Idx, ctx)
	if e.Idx.Type() != I32 {
		c.fail("texture coordinate of type %s", e.Idx.Type())
	}
}

// constArrType is the IR type of constant array a.
func constArrType(a ConstArr) string {
	if a.Rows == 1 {
		return fmt.Sprintf("[%d x %s]", ConstLen, a.Elem)
	}
	return fmt.Sprintf("[%d x [%d x %s]]", a.Rows, ConstLen/a.Rows, a.Elem)
}

// constGlobals writes the constant arrays' definitions.
func (p *Prog) constGlobals(sb *strings.Builder) {
	for k, a := range p.ConstArrs {
		var init string
		if a.Rows == 1 {
			init = constRow(a.Elem, a.Vals)
		} else {
			var rows []string
			n := ConstLen / a.Rows
			for r := 0; r < a.Rows; r++ {
				rows = append(rows, fmt.Sprintf("[%d x %s] %s", n, a.Elem, constRow(a.Elem, a.Vals[r*n:(r+1)*n])))
			}
			init = "[" + strings.Join(rows, ", ") + "]"
		}
		fmt.Fprintf(sb, "@cst%d = dso_local addrspace(4) externally_initialized global %s %s, align %d\n", k, constArrType(a), init, a.Elem.Bytes())
	}
}

func constRow(t Type, vals []uint64) string {
	var elems []string
	for _, v := range vals {
		elems = append(elems, fmt.Sprintf("%s %s", t, literal(t, v)))
	}
	return "[" + strings.Join(elems, ", ") + "]"
}

// constLoad lowers a ConstLoad.
func (b *builder) constLoad(e *ConstLoad) string {
	a := b.p.ConstArrs[e.Arr]
	at := constArrType(a)
	idx := b.index64(e.Idx, ConstLen)
	base, sp := fmt.Sprintf("@cst%d", e.Arr), " addrspace(4)"
	if e.Generic {
		base, sp = fmt.Sprintf("addrspacecast (%[1]s addrspace(4)* @cst%[2]d to %[1]s*)", at, e.Arr), ""
	}
	var ptr string
	switch {
	case a.Rows == 1:
		ptr = b.def("getelementptr inbounds %[1]s, %[1]s%[2]s* %[3]s, i64 0, i64 %[4]s", at, sp, base, idx)
	default:
		n := ConstLen / a.Rows
		row := b.def("lshr i64 %s, %d", idx, log2(n))
		col := b.def("and i64 %s, %d", idx, n-1)
		if e.Chain {
			rp := b.def("getelementptr inbounds %[1]s, %[1]s%[2]s* %[3]s, i64 0, i64 %[4]s", at, sp, base, row)
			ptr = b.def("getelementptr inbounds [%[1]d x %[2]s], [%[1]d x %[2]s]%[3]s* %[4]s, i64 0, i64 %[5]s", n, a.Elem, sp, rp, col)
		} else {
			ptr = b.def("getelementptr inbounds %[1]s, %[1]s%[2]s* %[3]s, i64 0, i64 %[4]s, i64 %[5]s", at, sp, base, row, col)
		}
	}
	return b.def("load %[1]s, %[1]s%[2]s* %[3]s, align %[4]d", e.T, sp, ptr, e.T.Bytes())
}

func log2(n int) int {
	k := 0
	for 1<<k < n {
		k++
	}
	return k
}

// texFetch lowers a TexFetch as the CUDA headers' inline assembly.
func (b *builder) texFetch(e *TexFetch) string {
	in := b.p.Inputs[b.p.Textures[e.Tex]]
	x := b.def("and i32 %s, %d", b.expr(e.Idx), in.Len-1)
	t, c := "i32", "r"
	if e.Kind == "f32" {
		t, c = "float", "f"
	}
	st := fmt.Sprintf("{ %[1]s, %[1]s, %[1]s, %[1]s }", t)
	v := b.def(`call %[1]s asm "tex.1d.v4.%[2]s.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=%[3]s,=%[3]s,=%[3]s,=%[3]s,l,r"(i64 %%tex%[4]d, i32 %[5]s)`,
		st, e.Kind, c, e.Tex, x)
	return b.def("extractvalue %s %s, 0", st, v)
}

// textureArgs appends the texture objects to a launch: each is its
// buffer's address.
func (p *Prog) textureArgs(l *launch.Launch) {
	addrs := l.BufferAddrs()
	for k, buf := range p.Textures {
		l.Args = append(l.Args, launch.Arg{Kind: launch.Scalar, Name: fmt.Sprintf("tex%d", k), Value: addrs[buf], Size: 8})
	}
}

func constLoadString(e *ConstLoad) string {
	return fmt.Sprintf("cst%d[%s]", e.Arr, exprString(e.Idx))
}

func texFetchString(e *TexFetch) string {
	return fmt.Sprintf("tex1Dfetch<%s>(tex%d, %s)", e.Kind, e.Tex, exprString(e.Idx))
}
