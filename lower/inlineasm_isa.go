package lower

import (
	"strings"
)

// PTX instructions of the inline asm subset that map onto single
// instructions of the ISA: dp4a/dp2a (IDP4A/IDP2A), cvt.pack.sat (I2IP) and
// movmatrix (MOVM). The dot products become the LLVM 17+ intrinsics
// llvm.nvvm.idp4a/idp2a, the pack the clamp-and-or form that i2ip.go selects,
// movmatrix a call that warp.go lowers to MOVM.

// isaInst translates those instructions; ok is false for the others.
func (t *asmTr) isaInst(in *ptxInst) (ok bool) {
	parts := strings.Split(in.op, ".")
	switch parts[0] {
	case "dp4a", "dp2a":
		t.dot(in, parts)
	case "cvt":
		if len(parts) < 3 || parts[1] != "pack" {
			return false
		}
		t.pack(in, parts)
	case "movmatrix":
		if in.op != "movmatrix.sync.aligned.m8n8.trans.b16" {
			t.fail("only movmatrix.sync.aligned.m8n8.trans.b16 is supported")
		}
		if in.guard != "" {
			t.fail("a guarded movmatrix is not supported")
		}
		t.need(in, 2)
		t.set(in.args[0], t.call(32, movmatrixIntrinsic, "i32 (i32)", t.get(in.args[1], 32, false)))
	default:
		return false
	}
	return true
}

// movmatrixIntrinsic is the call the translation of movmatrix makes (not an
// LLVM intrinsic: the name only lives between the inliner and the selector).
const movmatrixIntrinsic = "llvm.nvvm.movmatrix.sync.aligned.m8n8.trans.b16"

// dot: dp4a.atype.btype d, a, b, c and dp2a.{lo,hi}.atype.btype d, a, b, c
// with atype, btype .s32 or .u32 (the signedness of a's and b's elements).
func (t *asmTr) dot(in *ptxInst, parts []string) {
	t.need(in, 4)
	hi := false
	types := parts[1:]
	if parts[0] == "dp2a" {
		if len(parts) != 4 || parts[1] != "lo" && parts[1] != "hi" {
			t.fail("expected dp2a.{lo,hi}.{s32,u32}.{s32,u32}")
		}
		hi, types = parts[1] == "hi", parts[2:]
	}
	if len(types) != 2 {
		t.fail("expected %s.{s32,u32}.{s32,u32}", parts[0])
	}
	var sign [2]string
	for k, ty := range types {
		switch ty {
		case "s32":
			sign[k] = "s"
		case "u32":
			sign[k] = "u"
		default:
			t.fail("%s: operand type .%s is not .s32 or .u32", in.op, ty)
		}
	}
	a, b, c := t.get(in.args[1], 32, false), t.get(in.args[2], 32, false), t.get(in.args[3], 32, false)
	if parts[0] == "dp4a" {
		t.set(in.args[0], t.call(32, "llvm.nvvm.idp4a."+sign[0]+"."+sign[1], "i32 (i32, i32, i32)", a, b, c))
		return
	}
	t.set(in.args[0], t.call(32, "llvm.nvvm.idp2a."+sign[0]+"."+sign[1], "i32 (i32, i32, i1, i32)", a, b, konst(map[bool]int64{false: 0, true: 1}[hi], 1), c))
}

// pack: cvt.pack.sat.{u16,s16}.s32 d, a, b and
// cvt.pack.sat.{u8,s8,u4,s4,u2,s2}.s32.b32 d, a, b, c: a and b saturated to
// the type, b in the low field, a above it, then the low bits of c.
func (t *asmTr) pack(in *ptxInst, parts []string) {
	if len(parts) < 5 || parts[2] != "sat" || parts[4] != "s32" {
		t.fail("only cvt.pack.sat.TYPE.s32 is supported")
	}
	ty := parts[3]
	size := map[string]int{"u16": 16, "s16": 16, "u8": 8, "s8": 8, "u4": 4, "s4": 4, "u2": 2, "s2": 2}[ty]
	if size == 0 {
		t.fail("cvt.pack.sat: unsupported type .%s", ty)
	}
	withC := size < 16
	switch {
	case withC && (len(parts) != 6 || parts[5] != "b32"):
		t.fail("cvt.pack.sat.%s.s32 needs a third source: cvt.pack.sat.%s.s32.b32 d, a, b, c", ty, ty)
	case !withC && len(parts) != 5:
		t.fail("cvt.pack.sat.%s.s32 takes no third source", ty)
	}
	n := 3
	if withC {
		n = 4
	}
	t.need(in, n)
	lo, hi := int64(0), int64(1)<<size-1
	if ty[0] == 's' {
		lo, hi = -1<<(size-1), 1<<(size-1)-1
	}
	clamp := func(v asmVal) asmVal {
		v = t.sel(t.cmp("slt", v, konst(hi, 32)), v, konst(hi, 32))
		return t.sel(t.cmp("sgt", v, konst(lo, 32)), v, konst(lo, 32))
	}
	mask := konst(1<<size-1, 32)
	ta := t.bin("and", clamp(t.get(in.args[1], 32, true)), mask)
	tb := t.bin("and", clamp(t.get(in.args[2], 32, true)), mask)
	d := t.bin("or", t.bin("shl", ta, konst(int64(size), 32)), tb)
	if withC {
		d = t.bin("or", d, t.bin("shl", t.get(in.args[3], 32, false), konst(int64(2*size), 32)))
	}
	t.set(in.args[0], d)
}
