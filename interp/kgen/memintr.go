package kgen

import (
	"fmt"
	"slices"
)

// llvm.memset and llvm.memcpy (issue 12) as clang emits them for local
// arrays, struct copies and array initializers: MemOp sets or fills a
// range of a local array (the destination typed generic, p0, or as
// addrspace(5), p5) from an input buffer (generic or addrspace(1), p1) or
// another local array; Exchange.Memcpy stores an exchange's value to
// shared memory (p3, or generic) by a memcpy from a local temporary.
// Lengths are constant or variable (i32 or i64), alignments 1, 2, 4 or 8
// (always true of the addresses), values of memset any i8, ranges always
// inside their arrays and never overlapping.

// MemOp is a memset (Set) or memcpy into local array Dst at byte offset
// DstOff.
type MemOp struct {
	Set    bool
	Dst    int
	DstOff int
	// Space5 types the destination pointer as addrspace(5).
	Space5 bool
	// Val is memset's value (i8).
	Val Expr
	// The memcpy source: local array Src at byte offset SrcConst when
	// SrcLocal, else input buffer Src at byte offset (SrcOff & SrcMask) *
	// Align, through an addrspace(1) pointer when Global1.
	SrcLocal bool
	Src      int
	SrcConst int
	SrcOff   Expr
	SrcMask  int
	Global1  bool
	// Len is the length in bytes, or with LenE the mask of the variable
	// length LenE & Len.
	Len   int
	LenE  Expr
	Len64 bool // an i64 length operand, else i32
	Align int
}

func (*MemOp) isStmt() {}

// memOp generates a MemOp, or nil without local arrays.
func (g *gen) memOp(ctx bool) Stmt {
	r, p := g.r, g.p
	if g.cfg.NoLocals {
		return nil
	}
	if len(p.Locals) < 2 && (len(p.Locals) == 0 || r.chance(1, 3)) {
		p.Locals = append(p.Locals, pick(r, dataTypes))
	}
	s := &MemOp{Set: r.chance(1, 3), Dst: r.intn(len(p.Locals)), Space5: r.chance(1, 4), Len64: r.chance(3, 4)}
	total := LocalLen * p.Locals[s.Dst].Bytes()
	s.Align = pick(r, []int{1, 2, 4, 8})
	// The destination offset, a multiple of the alignment, leaving room.
	s.DstOff = s.Align * r.intn(total/s.Align)
	room := total - s.DstOff
	if r.chance(1, 3) {
		mask := 1
		for mask*2-1 <= room {
			mask *= 2
		}
		s.Len, s.LenE = mask-1, g.expr(pick(r, []Type{I32, I64}), 1, ctx, false)
	} else {
		s.Len = 1 + r.intn(room)
	}
	if s.Set {
		s.Val = g.expr(I8, 2, ctx, false)
		return s
	}
	var others []int
	for k := range p.Locals {
		if k != s.Dst && LocalLen*p.Locals[k].Bytes() >= s.Len {
			others = append(others, k)
		}
	}
	if len(others) > 0 && r.chance(1, 3) {
		s.SrcLocal, s.Src = true, pick(r, others)
		srcTotal := LocalLen * p.Locals[s.Src].Bytes()
		s.SrcConst = s.Align * r.intn((srcTotal-s.Len)/s.Align+1)
		return s
	}
	s.Src = r.intn(len(p.Inputs))
	bytes := p.Inputs[s.Src].Len * p.Inputs[s.Src].Elem.Bytes() // >= 16
	for s.Len > bytes {
		if s.LenE == nil {
			s.Len = bytes
		} else {
			s.Len >>= 1 // still a mask
		}
	}
	s.SrcMask = 1
	for (s.SrcMask*2-1)*s.Align+s.Len <= bytes {
		s.SrcMask *= 2
	}
	s.SrcMask--
	s.SrcOff = g.expr(pick(r, dataTypes), 1, ctx, false)
	s.Global1 = r.chance(1, 2)
	return s
}

func (c *checker) memOp(s *MemOp, check func(Expr)) {
	p := c.p
	if s.Dst < 0 || s.Dst >= len(p.Locals) || !slices.Contains([]int{1, 2, 4, 8}, s.Align) || s.DstOff%s.Align != 0 || s.DstOff < 0 {
		c.fail("malformed memory intrinsic")
		return
	}
	total := LocalLen * p.Locals[s.Dst].Bytes()
	if s.Len < 0 || s.DstOff+s.Len > total || s.LenE != nil && s.Len&(s.Len+1) != 0 {
		c.fail("memory intrinsic of %d bytes at %d of a %d-byte array", s.Len, s.DstOff, total)
	}
	if s.LenE != nil {
		check(s.LenE)
		if t := s.LenE.Type(); t == I1 || t.IsFloat() {
			c.fail("length of type %s", t)
		}
	}
	switch {
	case s.Set:
		if s.Val == nil || s.Val.Type() != I8 {
			c.fail("memset value")
			return
		}
		check(s.Val)
	case s.SrcLocal:
		if s.Src == s.Dst || s.Src < 0 || s.Src >= len(p.Locals) || s.SrcConst%s.Align != 0 || s.SrcConst < 0 ||
			s.SrcConst+s.Len > LocalLen*p.Locals[s.Src].Bytes() {
			c.fail("memcpy from local array %d", s.Src)
		}
	default:
		if s.Src < 0 || s.Src >= len(p.Inputs) || s.SrcOff == nil || s.SrcMask&(s.SrcMask+1) != 0 ||
			s.SrcMask*s.Align+s.Len > p.Inputs[s.Src].Len*p.Inputs[s.Src].Elem.Bytes() {
			c.fail("memcpy from input %d", s.Src)
			return
		}
		check(s.SrcOff)
		if t := s.SrcOff.Type(); t == I1 || t.IsFloat() {
			c.fail("offset of type %s", t)
		}
	}
}

// bytePtr is an i8* at byte offset off (a constant or an i64 operand) of
// the pointer ptr of type pt.
func (b *builder) bytePtr(ptr, pt, off string) string {
	p8 := b.def("bitcast %s %s to i8*", pt, ptr)
	if off == "0" {
		return p8
	}
	return b.def("getelementptr inbounds i8, i8* %s, i64 %s", p8, off)
}

// memOp lowers a MemOp.
func (b *builder) memOp(s *MemOp) {
	p := b.p
	lt := p.Locals[s.Dst]
	dst, dt := b.bytePtr(fmt.Sprintf("%%loc%d", s.Dst), fmt.Sprintf("[%d x %s]*", LocalLen, lt), fmt.Sprint(s.DstOff)), "i8*"
	if s.Space5 {
		dst, dt = b.def("addrspacecast i8* %s to i8 addrspace(5)*", dst), "i8 addrspace(5)*"
	}
	lt64, lenT := "i32", "i32"
	if s.Len64 {
		lt64, lenT = "i64", "i64"
	}
	n := fmt.Sprint(s.Len)
	if s.LenE != nil {
		v := b.expr(s.LenE)
		switch w := s.LenE.Type(); {
		case w == I64 && !s.Len64:
			v = b.def("trunc i64 %s to i32", v)
		case w != I64 && s.Len64 || w < I32:
			v = b.def("zext %s %s to %s", w, v, lenT)
		}
		n = b.def("and %s %s, %d", lenT, v, s.Len)
	}
	space := map[string]string{"i8*": "p0i8", "i8 addrspace(5)*": "p5i8", "i8 addrspace(1)*": "p1i8"}
	if s.Set {
		v := b.expr(s.Val)
		name := fmt.Sprintf("llvm.memset.%s.%s", space[dt], lt64)
		b.declare(fmt.Sprintf("declare void @%s(%s nocapture writeonly, i8, %s, i1 immarg)", name, dt, lenT))
		b.emit("call void @%s(%s align %d %s, i8 %s, %s %s, i1 false)", name, dt, s.Align, dst, v, lenT, n)
		return
	}
	var src, st string
	if s.SrcLocal {
		src, st = b.bytePtr(fmt.Sprintf("%%loc%d", s.Src), fmt.Sprintf("[%d x %s]*", LocalLen, p.Locals[s.Src]), fmt.Sprint(s.SrcConst)), "i8*"
	} else {
		off := b.index64(s.SrcOff, s.SrcMask+1)
		if s.Align > 1 {
			off = b.def("mul i64 %s, %d", off, s.Align)
		}
		src, st = b.bytePtr(fmt.Sprintf("%%in%d", s.Src), p.Inputs[s.Src].Elem.String()+"*", off), "i8*"
		if s.Global1 {
			src, st = b.def("addrspacecast i8* %s to i8 addrspace(1)*", src), "i8 addrspace(1)*"
		}
	}
	b.memcpy(dst, dt, src, st, s.Align, lenT, n)
}

// memcpy emits llvm.memcpy of n bytes (an operand of type lenT).
func (b *builder) memcpy(dst, dt, src, st string, align int, lenT, n string) {
	space := map[string]string{"i8*": "p0i8", "i8 addrspace(5)*": "p5i8", "i8 addrspace(1)*": "p1i8", "i8 addrspace(3)*": "p3i8"}
	name := fmt.Sprintf("llvm.memcpy.%s.%s.%s", space[dt], space[st], lenT)
	b.declare(fmt.Sprintf("declare void @%s(%s noalias nocapture writeonly, %s noalias nocapture readonly, %s, i1 immarg)", name, dt, st, lenT))
	b.emit("call void @%s(%s align %d %s, %s align %d %s, %s %s, i1 false)", name, dt, align, dst, st, align, src, lenT, n)
}

// exchangeMemcpy stores v (type t) to the shared element ptr (of pointer
// type pt) through a local temporary and a memcpy, as clang copies a
// struct.
func (b *builder) exchangeMemcpy(t Type, v, ptr, pt string) {
	tmp := b.entryAlloca(t)
	b.emit("store %[1]s %[2]s, %[1]s* %[3]s, align %[4]d", t, v, tmp, t.Bytes())
	dt := "i8*"
	if pt != t.String()+"*" {
		dt = "i8 addrspace(3)*"
	}
	dst := b.def("bitcast %s %s to %s", pt, ptr, dt)
	src := b.def("bitcast %s* %s to i8*", t, tmp)
	b.memcpy(dst, dt, src, "i8*", t.Bytes(), "i64", fmt.Sprint(t.Bytes()))
}

// exchangeMemset fills the shared element ptr (of pointer type pt, element
// type t) with the low byte of v, as clang writes memset on a shared
// array.
func (b *builder) exchangeMemset(t Type, v, ptr, pt string) {
	if t != I8 {
		v = b.def("trunc %s %s to i8", t, v)
	}
	dt := "i8*"
	if pt != t.String()+"*" {
		dt = "i8 addrspace(3)*"
	}
	dst := b.def("bitcast %s %s to %s", pt, ptr, dt)
	name := "llvm.memset.p0i8.i64"
	if dt != "i8*" {
		name = "llvm.memset.p3i8.i64"
	}
	b.declare(fmt.Sprintf("declare void @%s(%s nocapture writeonly, i8, i64, i1 immarg)", name, dt))
	b.emit("call void @%s(%s align %d %s, i8 %s, i64 %d, i1 false)", name, dt, t.Bytes(), dst, v, t.Bytes())
}

func memOpString(s *MemOp) string {
	dst := fmt.Sprintf("(char *)loc%d + %d", s.Dst, s.DstOff)
	n := fmt.Sprint(s.Len)
	if s.LenE != nil {
		n = fmt.Sprintf("(%s & %d)", exprString(s.LenE), s.Len)
	}
	switch {
	case s.Set:
		return fmt.Sprintf("memset(%s, %s, %s) /*align %d*/;", dst, exprString(s.Val), n, s.Align)
	case s.SrcLocal:
		return fmt.Sprintf("memcpy(%s, (char *)loc%d + %d, %s) /*align %d*/;", dst, s.Src, s.SrcConst, n, s.Align)
	}
	return fmt.Sprintf("memcpy(%s, (char *)in%d + (%s & %d) * %d, %s) /*align %d*/;", dst, s.Src, exprString(s.SrcOff), s.SrcMask, s.Align, n, s.Align)
}
