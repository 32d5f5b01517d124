package kgen

import (
	"fmt"
	"strings"
)

// Idioms that collapse into single instructions of the ISA (issue 16), in
// the exact IR shapes clang emits for them, with near misses that must not
// collapse (the compiler's result must still be right):
//
//   - IdDot4: acc + sum over k of ext(byte k of x) * ext(byte k of y), bytes
//     extracted with shl/ashr or lshr/and (IDP4A); IdDot2 the two 16-bit
//     halves of x times two bytes of y (IDP2A); near misses pair the lanes
//     wrongly;
//   - IdSet: sext/select -1,0 / select 0,-1 of a compare, of two compares
//     combined by and/or/xor, and the float 1.0 from uitofp or select (ISET);
//   - IdPack: fields clamped to a 2/4/8/16-bit range and packed with shifts
//     and masks, optionally with a filler above them (I2IP); near misses
//     clamp to a range no type has; a lone clamp (I2I);
//   - IdAsm: inline PTX dp4a, dp2a and cvt.pack.sat;
//   - IdMovm: inline PTX movmatrix (a warp collective: uniform control flow).

// IdiomKind selects an Idiom.
type IdiomKind uint8

// Idiom kinds.
const (
	IdDot4 IdiomKind = iota
	IdDot2
	IdSet
	IdPack
	IdAsm
	IdMovm
	nIdiomKinds
)

var idiomNames = [...]string{"dot4", "dot2", "set", "pack", "asm", "movm"}

// Idiom is one of the idioms above on i32 operands Args; Mode holds its
// variant (see lowerIdiom).
type Idiom struct {
	Kind IdiomKind
	Args []Expr
	Mode uint32
}

// Type is i32.
func (e *Idiom) Type() Type { return I32 }

// idiomArgs is the number of operands of each kind.
var idiomArgs = [...]int{3, 3, 4, 5, 3, 1}

// isaIdiom generates an idiom (ctx: uniform control flow, where the warp
// collective movmatrix may appear).
func (g *gen) isaIdiom(d int, ctx, uniOnly bool) Expr {
	r := g.r
	kinds := int(IdMovm)
	if ctx && !uniOnly && !g.cfg.NoCollectives {
		kinds++
	}
	e := &Idiom{Kind: IdiomKind(r.intn(kinds)), Mode: uint32(r.u64())}
	if g.cfg.NoFloat && e.Kind == IdSet {
		e.Mode &^= 4 // no float forms
	}
	for i := 0; i < idiomArgs[e.Kind]; i++ {
		e.Args = append(e.Args, g.expr(I32, d-1, ctx, uniOnly))
	}
	return e
}

// idiomUniform: every thread sees the same value when the operands are
// uniform, except movmatrix (lane-dependent).
func (c *checker) idiomUniform(e *Idiom) bool {
	if e.Kind == IdMovm {
		return false
	}
	for _, a := range e.Args {
		if !c.uniform(a) {
			return false
		}
	}
	return true
}

func (c *checker) idiomExpr(e *Idiom, ctx bool) {
	if e.Kind >= nIdiomKinds || len(e.Args) != idiomArgs[e.Kind] {
		c.fail("idiom %d with %d operands", e.Kind, len(e.Args))
		return
	}
	if e.Kind == IdMovm && !ctx {
		c.fail("movmatrix in divergent control flow")
	}
	for _, a := range e.Args {
		c.expr(a, ctx)
		if a.Type() != I32 {
			c.fail("idiom operand of type %s", a.Type())
		}
	}
}

func idiomString(e *Idiom) string {
	var args []string
	for _, a := range e.Args {
		args = append(args, exprString(a))
	}
	return fmt.Sprintf("%s#%x(%s)", idiomNames[e.Kind], e.Mode, strings.Join(args, ", "))
}

// lowerIdiom writes the IR of an idiom. Mode bits: see each case.
func (b *builder) lowerIdiom(e *Idiom) string {
	var a []string
	for _, x := range e.Args {
		a = append(a, b.expr(x))
	}
	m := e.Mode
	bit := func(k uint) bool { return m>>k&1 != 0 }
	add := func(acc, p string, swap bool) string {
		if swap {
			return b.def("add i32 %s, %s", acc, p)
		}
		return b.def("add i32 %s, %s", p, acc)
	}
	switch e.Kind {
	case IdDot4:
		// bit 0/1: x/y signed; bit 2: near miss (byte k of x times byte
		// (k+1)%4 of y); bit 3: reverse order; bit 4: accumulator first.
		acc := a[2]
		for j := 0; j < 4; j++ {
			k := j
			if bit(3) {
				k = 3 - j
			}
			ky := k
			if bit(2) {
				ky = (k + 1) % 4
			}
			p := b.def("mul i32 %s, %s", b.lane(a[0], k, 8, bit(0)), b.lane(a[1], ky, 8, bit(1)))
			acc = add(acc, p, bit(4))
		}
		return acc
	case IdDot2:
		// bit 0/1: signed halves/bytes; bit 2: high bytes (2, 3); bit 3:
		// near miss (bytes 0 and 2).
		acc := a[2]
		for k := 0; k < 2; k++ {
			ky := k
			switch {
			case bit(3):
				ky = 2 * k
			case bit(2):
				ky = k + 2
			}
			p := b.def("mul i32 %s, %s", b.lane(a[0], k, 16, bit(0)), b.lane(a[1], ky, 8, bit(1)))
			acc = add(acc, p, bit(4))
		}
		return acc
	case IdSet:
		// bits 8..: the predicate; bits 0..2: the form.
		preds := []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
		c := b.def("icmp %s i32 %s, %s", preds[m>>8%uint32(len(preds))], a[0], a[1])
		switch m & 7 {
		case 0:
			return b.def("sext i1 %s to i32", c)
		case 1:
			return b.def("select i1 %s, i32 -1, i32 0", c)
		case 2:
			return b.def("select i1 %s, i32 0, i32 -1", c)
		case 3:
			c2 := b.def("icmp %s i32 %s, %s", preds[m>>12%uint32(len(preds))], a[2], a[3])
			op := []string{"and", "or", "xor"}[m>>16%3]
			return b.def("sext i1 %s to i32", b.def("%s i1 %s, %s", op, c, c2))
		case 4, 6:
			f := b.def("uitofp i1 %s to float", c)
			return b.def("bitcast float %s to i32", f)
		case 5, 7:
			f := b.def("select i1 %s, float 1.000000e+00, float 0.000000e+00", c)
			return b.def("bitcast float %s to i32", f)
		}
	case IdPack:
		return b.pack(a, m)
	case IdAsm:
		return b.idiomAsm(a, m)
	case IdMovm:
		return b.def(`call i32 asm sideeffect "movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;", "=r,r"(i32 %s)`, a[0])
	}
	panic(fmt.Sprintf("kgen: idiom kind %d", e.Kind))
}

// lane extracts lane k (of width bits) of x, sign- or zero-extended, in
// clang's shapes.
func (b *builder) lane(x string, k, width int, signed bool) string {
	top := 32 - width
	if signed {
		if k*width == top {
			return b.def("ashr i32 %s, %d", x, top)
		}
		return b.def("ashr i32 %s, %d", b.def("shl i32 %s, %d", x, top-k*width), top)
	}
	if k*width == top {
		return b.def("lshr i32 %s, %d", x, top)
	}
	if k == 0 {
		return b.def("and i32 %s, %d", x, 1<<width-1)
	}
	return b.def("and i32 %s, %d", b.def("lshr i32 %s, %d", x, k*width), 1<<width-1)
}

// pack: bits 0..2 the type (S2 U2 S4 U4 S8 U8 S16 U16), bit 3 .SATRELU-style
// range for signed types, bits 4..5 the clamp form, bit 6 mask before the
// shift, bit 7 four fields (8-bit and smaller), bit 8 a filler above the
// fields, bit 9 near miss (hi one too large), bit 10 a lone clamp.
func (b *builder) pack(a []string, m uint32) string {
	bit := func(k uint) bool { return m>>k&1 != 0 }
	size := 2 << (m & 7 / 2)
	signed := m&1 == 0
	lo, hi := int64(0), int64(1)<<size-1
	if signed {
		lo, hi = -1<<(size-1), 1<<(size-1)-1
		if bit(3) {
			lo = 0
		}
	}
	if bit(9) {
		hi++
	}
	n := 2
	if bit(7) && size <= 8 {
		n = 4
	}
	clamp := func(x string) string {
		switch m >> 4 & 3 {
		case 0: // min then max, icmp + select
			t := b.def("select i1 %s, i32 %s, i32 %d", b.def("icmp slt i32 %s, %d", x, hi), x, hi)
			return b.def("select i1 %s, i32 %s, i32 %d", b.def("icmp sgt i32 %s, %d", t, lo), t, lo)
		case 1: // max then min, intrinsics
			b.declare("declare i32 @llvm.smax.i32(i32, i32)")
			b.declare("declare i32 @llvm.smin.i32(i32, i32)")
			t := b.def("call i32 @llvm.smax.i32(i32 %s, i32 %d)", x, lo)
			return b.def("call i32 @llvm.smin.i32(i32 %s, i32 %d)", t, hi)
		case 2: // C's x < lo ? lo : (x > hi ? hi : x)
			t := b.def("select i1 %s, i32 %d, i32 %s", b.def("icmp sgt i32 %s, %d", x, hi), hi, x)
			return b.def("select i1 %s, i32 %d, i32 %s", b.def("icmp slt i32 %s, %d", x, lo), lo, t)
		default: // x > hi ? hi : max(x, lo), max as select(x < lo, lo, x)
			t := b.def("select i1 %s, i32 %d, i32 %s", b.def("icmp slt i32 %s, %d", x, lo), lo, x)
			return b.def("select i1 %s, i32 %d, i32 %s", b.def("icmp sgt i32 %s, %d", x, hi), hi, t)
		}
	}
	if bit(10) {
		return clamp(a[0]) // a lone clamp (I2I for 8 and 16 bits)
	}
	mask := int64(1)<<size - 1
	var acc string
	for k := 0; k < n; k++ {
		c := clamp(a[k%4])
		off := k * size
		var f string
		switch {
		case off == 0:
			f = b.def("and i32 %s, %d", c, mask)
		case bit(6):
			f = b.def("shl i32 %s, %d", b.def("and i32 %s, %d", c, mask), off)
		default:
			f = b.def("and i32 %s, %d", b.def("shl i32 %s, %d", c, off), int32(uint32(mask<<off)))
		}
		if acc == "" {
			acc = f
		} else {
			acc = b.def("or i32 %s, %s", acc, f)
		}
	}
	if bit(8) && n*size < 32 {
		acc = b.def("or i32 %s, %s", b.def("shl i32 %s, %d", a[4], n*size), acc)
	}
	return acc
}

// idiomAsm: inline PTX. bits 0..1 select dp4a, dp2a.lo, dp2a.hi or
// cvt.pack.sat, bits 2..3 the signedness of a and b, bits 4..6 the pack's
// type.
func (b *builder) idiomAsm(a []string, m uint32) string {
	ty := func(k uint) string {
		if m>>k&1 != 0 {
			return "s32"
		}
		return "u32"
	}
	switch m & 3 {
	case 0:
		return b.def(`call i32 asm sideeffect "dp4a.%s.%s $0, $1, $2, $3;", "=r,r,r,r"(i32 %s, i32 %s, i32 %s)`, ty(2), ty(3), a[0], a[1], a[2])
	case 1, 2:
		mode := map[uint32]string{1: "lo", 2: "hi"}[m&3]
		return b.def(`call i32 asm sideeffect "dp2a.%s.%s.%s $0, $1, $2, $3;", "=r,r,r,r"(i32 %s, i32 %s, i32 %s)`, mode, ty(2), ty(3), a[0], a[1], a[2])
	}
	t := []string{"s2", "u2", "s4", "u4", "s8", "u8", "s16", "u16"}[m>>4&7]
	if strings.HasSuffix(t, "16") {
		return b.def(`call i32 asm "cvt.pack.sat.%s.s32 $0, $1, $2;", "=r,r,r"(i32 %s, i32 %s)`, t, a[0], a[1])
	}
	return b.def(`call i32 asm "cvt.pack.sat.%s.s32.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %s, i32 %s, i32 %s)`, t, a[0], a[1], a[2])
}
