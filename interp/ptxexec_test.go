package interp

import (
	"strings"
	"testing"
)

// TestPTXSemantics checks PTX instructions on values worked out by hand from
// the PTX ISA's definitions.
func TestPTXSemantics(t *testing.T) {
	step := func(op string, bits int, signed bool, mods string, ins ...uint64) []uint64 {
		st := &ptxStep{op: op, bits: bits, signed: signed, mods: map[string]bool{}}
		for _, m := range strings.Fields(mods) {
			st.mods[m] = true
		}
		for range ins {
			st.inBits = append(st.inBits, 64)
		}
		return ptxCompute(st, ins)
	}
	for _, c := range []struct {
		name string
		got  []uint64
		want []uint64
	}{
		{"prmt b bytes", step("prmt", 32, false, "", 0x44332211, 0x88776655, 0x7654), []uint64{0x88776655}},
		{"prmt reversed", step("prmt", 32, false, "", 0x44332211, 0x88776655, 0x0123), []uint64{0x11223344}},
		{"prmt sign of b's top byte", step("prmt", 32, false, "", 0x44332211, 0x88776655, 0x000f), []uint64{0x111111ff}},
		{"bfe.u32", step("bfe", 32, false, "", 0xf0f0f0f0, 4, 8), []uint64{0x0f}},
		{"bfe.u32 past the top", step("bfe", 32, false, "", 0xf0000000, 28, 8), []uint64{0x0f}},
		{"bfe.s32 past the top", step("bfe", 32, true, "", 0x80000000, 28, 8), []uint64{0xfffffff8}},
		{"bfe.s32 len 0", step("bfe", 32, true, "", 0xffffffff, 3, 0), []uint64{0}},
		{"bfe.s32 pos beyond", step("bfe", 32, true, "", 0x80000000, 40, 4), []uint64{0xffffffff}},
		{"bfi at the top", step("bfi", 32, false, "", 0xff, 0, 28, 8), []uint64{0xf0000000}},
		{"bfi middle", step("bfi", 32, false, "", 0x5, 0xffffffff, 4, 4), []uint64{0xffffff5f}},
		{"bfind.u32 0", step("bfind", 32, false, "", 0), []uint64{0xffffffff}},
		{"bfind.s32 -1", step("bfind", 32, true, "", 0xffffffff), []uint64{0xffffffff}},
		{"bfind.s32 -2", step("bfind", 32, true, "", 0xfffffffe), []uint64{0}},
		{"bfind.u32 0x100", step("bfind", 32, false, "", 0x100), []uint64{8}},
		{"bfind.shiftamt.u32 1", step("bfind", 32, false, "shiftamt", 1), []uint64{31}},
		{"add.cc.u32", step("add", 32, false, "cc", 0xffffffff, 1), []uint64{0, 1}},
		{"addc.u32", step("addc", 32, false, "", 5, 6, 1), []uint64{12}},
		{"sub.cc.u32 borrow", step("sub", 32, false, "cc", 0, 1), []uint64{0xffffffff, 1}},
		{"subc.cc.u64", step("subc", 64, false, "cc", 5, 5, 1), []uint64{0xffffffffffffffff, 1}},
		{"mul.hi.s64", step("mul", 64, true, "hi", 0xffffffffffffffff, 1), []uint64{0xffffffffffffffff}},
		{"mul.hi.u64", step("mul", 64, false, "hi", 1<<63, 4), []uint64{2}},
		{"mul.wide.s32", step("mul", 32, true, "wide", 0xffffffff, 3), []uint64{0xfffffffffffffffd}},
		{"mad.hi.cc.u32", step("mad", 32, false, "hi cc", 0x80000000, 4, 0xfffffffe), []uint64{0, 1}},
		{"madc.lo.u32", step("madc", 32, false, "lo", 3, 5, 7, 1), []uint64{23}},
		{"shr.s32 clamps", step("shr", 32, true, "", 0x80000000, 40), []uint64{0xffffffff}},
		{"shl.b32 clamps", step("shl", 32, false, "", 1, 32), []uint64{0}},
		{"clz.b32 0", step("clz", 32, false, "", 0), []uint64{32}},
		{"popc.b64", step("popc", 64, false, "", 0xffffffffffffffff), []uint64{64}},
		{"brev.b32", step("brev", 32, false, "", 1), []uint64{0x80000000}},
		{"min.s32", step("min", 32, true, "", 0xfffffffe, 3), []uint64{0xfffffffe}},
		{"max.u32", step("max", 32, false, "", 0xfffffffe, 3), []uint64{0xfffffffe}},
		{"shf.l.wrap", step("shf", 32, false, "l wrap", 0x80000000, 1, 33), []uint64{3}},
		{"shf.r.clamp", step("shf", 32, false, "r clamp", 1, 2, 40), []uint64{2}},
		{"shf.r.wrap", step("shf", 32, false, "r wrap", 0x10, 0x3, 36), []uint64{0x30000001}},
		{"lop3 0xf0 is a", step("lop3", 32, false, "", 0x1234, 0xffff, 0, 0xf0), []uint64{0x1234}},
		{"lop3 0x96 is a^b^c", step("lop3", 32, false, "", 0xf0f0, 0xcccc, 0xaaaa, 0x96), []uint64{0x9696}},
		{"setp.lt.s32", step("setp", 32, true, "lt", 0xffffffff, 0), []uint64{1}},
		{"setp.lo.u32", step("setp", 32, false, "lo", 0xffffffff, 0), []uint64{0}},
	} {
		if len(c.got) != len(c.want) {
			t.Errorf("%s: %#x, want %#x", c.name, c.got, c.want)
			continue
		}
		for i := range c.want {
			if c.got[i] != c.want[i] {
				t.Errorf("%s: %#x, want %#x", c.name, c.got, c.want)
				break
			}
		}
	}
}
