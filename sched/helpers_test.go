package sched

import (
	"fmt"
	"strings"
	"testing"

	"gpucc/ir"
	"gpucc/isa"
)

// Builders of allocated instructions for hand-written tests. Register
// arguments are physical numbers.

func iadd(rd, ra, rb uint32) *ir.Instr {
	return ir.NewInstr("IADD_RR").SetPhys("rd", rd).SetPhys("ra", ra).SetPhys("rb", rb)
}

func imad(rd, ra, rb, rc uint32) *ir.Instr {
	return ir.NewInstr("IMAD_RRR").SetPhys("rd", rd).SetPhys("ra", ra).SetPhys("rb", rb).SetPhys("rc", rc)
}

func isetp(pu, ra, rb uint32) *ir.Instr {
	return ir.NewInstr("ISETP_RR").SetMod("compop", "LT").SetMod("boolop", "AND").
		SetPhys("pu", pu).SetPhys("ra", ra).SetPhys("rb", rb).SetPhys("pp", isa.PT)
}

// ldg loads 32 bits into rd from the address in the pair ra:ra+1.
func ldg(rd, ra uint32) *ir.Instr {
	return ir.NewInstr("LDG_R").SetPhys("rd", rd).SetPhys("ra", ra)
}

func stg(ra, rb uint32) *ir.Instr {
	return ir.NewInstr("STG_R").SetPhys("ra", ra).SetPhys("rb", rb)
}

func sts(ra, rb uint32) *ir.Instr {
	return ir.NewInstr("STS_R").SetPhys("ra", ra).SetPhys("rb", rb)
}

func exit() *ir.Instr { return ir.NewInstr("EXIT_X") }

// bra branches to t; guard is a predicate number or isa.PT.
func bra(t *ir.Block, guard uint32) *ir.Instr {
	in := ir.NewInstr("BRA_I").SetPhys("pg", guard)
	in.Target = t
	return in
}

// newFunc returns an allocated function with the given number of blocks.
func newFunc(nblocks int) (*ir.Func, []*ir.Block) {
	f := ir.NewFunc("k")
	f.Allocated = true
	var bs []*ir.Block
	for i := 0; i < nblocks; i++ {
		bs = append(bs, f.NewBlock(fmt.Sprintf("b%d", i)))
	}
	return f, bs
}

func add(b *ir.Block, ins ...*ir.Instr) {
	for _, in := range ins {
		b.Append(in)
	}
}

// ctl is a compact expected control: stall, yield, wsb, req.
type ctl struct {
	stall uint8
	yield bool
	wsb   uint8
	req   uint8
}

func (c ctl) String() string {
	var parts []string
	parts = append(parts, fmt.Sprintf("stall=%d", c.stall))
	if c.yield {
		parts = append(parts, "Y")
	}
	if c.wsb != isa.NoScoreboard {
		parts = append(parts, fmt.Sprintf("wsb=SB%d", c.wsb))
	}
	if c.req != 0 {
		parts = append(parts, fmt.Sprintf("req=%06b", c.req))
	}
	return strings.Join(parts, " ")
}

const none = isa.NoScoreboard

func gotCtl(in *ir.Instr) ctl {
	c := in.Inst.Ctrl
	return ctl{c.Stall, c.Yield, c.WSB, c.Req}
}

// expectBlock compares the control bits of a block's instructions.
func expectBlock(t *testing.T, f *ir.Func, b *ir.Block, want ...ctl) {
	t.Helper()
	if len(b.Instrs) != len(want) {
		t.Fatalf("%s has %d instructions, want %d", b.Label(), len(b.Instrs), len(want))
	}
	for i, in := range b.Instrs {
		if got := gotCtl(in); got != want[i] {
			t.Errorf("%s #%d %s: got %v, want %v", b.Label(), i, f.FormatInstr(in), got, want[i])
		}
	}
}

// schedule runs Schedule and the independent checker.
func schedule(t *testing.T, f *ir.Func, opts Options) {
	t.Helper()
	f.ComputeCFG()
	if err := Schedule(f, opts); err != nil {
		t.Fatal(err)
	}
	if err := checkTiming(f, 1<<16); err != nil {
		t.Fatalf("checker: %v\n%s", err, f)
	}
}
