package emu

import (
	"fmt"
	"math/bits"
	"testing"
)

// BenchmarkALUInst times one ALU instruction's exec function on its own
// (no issue loop) under masks of 32, 24, 12 and 5 active lanes: the cost
// of the lane work a warp instruction adds to runWarp's fixed cost.
func BenchmarkALUInst(b *testing.B) {
	g := func(r uint8) operand { return gprOperand(r) }
	forms := []struct {
		name string
		fn   execFn
		in   inst
	}{
		{"IADD", execIADD, inst{a: g(0), b: g(1), d: 3, pu: 7}},
		{"IADD.carry", execIADD, inst{a: g(0), b: g(1), d: 3, pu: 1}},
		{"IADD.X", execIADD, inst{a: g(0), b: g(1), d: 3, pu: 7, ext: true, pp: 1}},
		{"IMAD", execIMAD, inst{a: g(0), b: g(1), c: g(2), d: 3, pu: 7}},
		{"IMAD.HI", execIMAD, inst{a: g(0), b: g(1), c: g(2), d: 3, pu: 7, hi: true, pp: 7}},
		{"IMAD.WIDE", execIMADWide, inst{a: g(0), b: g(1), c: g(4), d: 6, pu: 7}},
		{"LEA", execLEA, inst{a: g(0), b: g(1), d: 3, pu: 1, imm: 2}},
		{"LEA.HI", execLEAHiLanes, inst{a: g(0), b: g(1), c: g(2), d: 3, pu: 7, pp: 1, imm: 2}},
		{"ISETP", execISETP, inst{a: g(0), b: g(1), pu: 1, pv: 7, pp: 7, mode: 2}},
		{"MOV", execMOV, inst{b: g(1), d: 3, dn: 1}},
		{"SEL", execSEL, inst{a: g(0), b: g(1), d: 3, pp: 1}},
		{"LOP3.0x3c", execLOP3, inst{a: g(0), b: g(1), c: g(2), d: 3, pu: 7, imm: 0x3c, lut: makeLUT(0x3c)}},
		{"SHF.R.U32.HI", execSHF, inst{a: g(0), b: operand{kind: oZero}, c: g(2), d: 3, mode: 3, right: true, hi: true}},
	}
	for _, f := range forms {
		for _, m := range []uint32{^uint32(0), 0x00ff_ffff, 0x0000_0fff, 0x1f} {
			b.Run(fmt.Sprintf("%s/%d", f.name, bits.OnesCount32(m)), func(b *testing.B) {
				h := newALUHarness()
				h.fill(1, false)
				in := f.in
				for i := 0; i < b.N; i++ {
					f.fn(h.x, h.w, &in, m)
				}
			})
		}
	}
}
