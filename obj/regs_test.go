package obj

import (
	"testing"

	"gpucc/isa"
)

func TestCountRegisters(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want RegisterCounts
	}{
		{"nothing", "EXIT ;", RegisterCounts{}},
		{"zero registers do not count", "IADD RZ, RZ, 0x1 ;\nISETP.NE.AND PT, PT, RZ, URZ, PT ;", RegisterCounts{}},
		{"32-bit", "IADD R7, R2, 0x1 ;", RegisterCounts{GPRs: 8}},
		{"source only", "IADD R0, R12, 0x1 ;", RegisterCounts{GPRs: 13}},
		// A 64-bit destination R[8:9] spans two registers.
		{"pair", "IMAD.WIDE R[8:9], R2, 0x4, RZ ;", RegisterCounts{GPRs: 10}},
		{"guard and predicates", "@P3 IADD R0, R0, 0x1 ;\nISETP.NE.AND P1, PT, R0, 0x0, PT ;", RegisterCounts{GPRs: 1, Preds: 4}},
		{"uniform", "ULDC UR9, c[0x0][0x0] ;\nUISETP.NE.AND UP5, UPT, UR1, 0x0, UPT ;", RegisterCounts{URs: 10, UPreds: 6}},
		{"barrier registers", "BSSY B3, l ;\nl: BSYNC B3 ;", RegisterCounts{BRegs: 4}},
		// P2R reads the whole predicate file.
		{"P2R", "P2R R9, PR, RZ, 0x7f ;", RegisterCounts{GPRs: 10, Preds: 7}},
		// GETGPR through URZ names a fixed register (R9); through UR2 any.
		{"GETGPR fixed", "GETGPR R0, R[URZ+0x9] ;", RegisterCounts{GPRs: 10}},
		{"GETGPR indexed", "GETGPR R0, R[UR2] ;", RegisterCounts{GPRs: 255, URs: 3}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			insts, err := isa.Assemble("t.s", tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if got := CountRegisters(insts); got != tc.want {
				t.Errorf("CountRegisters = %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestKernelRegisters(t *testing.T) {
	var k Kernel
	r := RegisterCounts{GPRs: 1, URs: 2, Preds: 3, UPreds: 4, BRegs: 5}
	k.SetRegisters(r)
	if k.GPRs != 1 || k.URs != 2 || k.Preds != 3 || k.UPreds != 4 || k.BRegs != 5 || k.Registers() != r {
		t.Errorf("SetRegisters/Registers: kernel %+v", k)
	}
}
