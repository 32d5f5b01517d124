package sched

import (
	"fmt"
	"math/rand"
	"testing"

	"gpucc/ir"
	"gpucc/isa"
)

// gen builds random allocated programs over a few registers so that
// dependences are dense: R0..R11 or R0..R31 (pairs and quads aligned),
// P0..P2, UR0..UR3, B0..B1.
type gen struct {
	r     *rand.Rand
	nregs int // GPRs R0..R(nregs-1) in use, a multiple of 4; 0 means 12
}

func (g *gen) n() int {
	if g.nregs == 0 {
		return 12
	}
	return g.nregs
}

func (g *gen) gpr() uint32 {
	if g.r.Intn(12) == 0 {
		return isa.RZ
	}
	return uint32(g.r.Intn(g.n()))
}
func (g *gen) pair() uint32 { return uint32(2 * g.r.Intn(g.n()/2)) }
func (g *gen) quad() uint32 { return uint32(4 * g.r.Intn(g.n()/4)) }
func (g *gen) pred() uint32 {
	if g.r.Intn(4) == 0 {
		return isa.PT
	}
	return uint32(g.r.Intn(3))
}
func (g *gen) ur() uint32 { return uint32(g.r.Intn(4)) }

// instr returns a random non-control instruction.
func (g *gen) instr() *ir.Instr {
	var in *ir.Instr
	switch g.r.Intn(22) {
	case 0, 1, 2:
		in = iadd(g.gpr(), g.gpr(), g.gpr())
	case 3:
		in = imad(g.gpr(), g.gpr(), g.gpr(), g.gpr())
	case 4:
		in = isetp(g.pred(), g.gpr(), g.gpr())
	case 5:
		in = ir.NewInstr("SEL_RR").SetPhys("rd", g.gpr()).SetPhys("ra", g.gpr()).SetPhys("rb", g.gpr()).SetPhys("pp", g.pred())
	case 6:
		in = ir.NewInstr("IMAD_WIDE_RRR").SetPhys("rd", g.pair()).SetPhys("ra", g.gpr()).SetPhys("rb", g.gpr()).SetPhys("rc", g.pair())
	case 7:
		in = ir.NewInstr("UIADD_RR").SetPhys("urd", g.ur()).SetPhys("ura", g.ur()).SetPhys("urb", g.ur())
	case 8:
		in = ir.NewInstr("R2UR_R").SetPhys("urd", g.ur()).SetPhys("rb", g.gpr())
	case 9:
		in = ir.NewInstr("S2R_X").SetPhys("rd", g.gpr()).SetVal("sr", uint32(g.r.Intn(4)))
	case 10, 11:
		in = ldg(g.gpr(), g.pair())
	case 12:
		in = ir.NewInstr("LDG_R").SetMod("memtype", "64").SetPhys("rd", g.pair()).SetPhys("ra", g.pair())
	case 13:
		in = ir.NewInstr("LDG_R").SetMod("memtype", "128").SetPhys("rd", g.quad()).SetPhys("ra", g.pair())
	case 14:
		in = ir.NewInstr("LDS_R").SetPhys("rd", g.gpr()).SetPhys("ra", g.gpr())
	case 15:
		in = stg(g.pair(), g.gpr())
	case 16:
		in = sts(g.gpr(), g.gpr())
	case 17:
		in = ir.NewInstr("ATOMG_R").SetMod("atomop", "ADD").SetPhys("rd", g.gpr()).SetPhys("ra", g.pair()).SetPhys("rb", g.gpr())
	case 18:
		in = ir.NewInstr("P2R_RI").SetPhys("rd", g.gpr()).SetPhys("ra", g.gpr()).SetVal("vb", 0x7f)
	case 19:
		in = ir.NewInstr("R2P_RI").SetPhys("ra", g.gpr()).SetVal("vb", 0x7f)
	case 20:
		in = ir.NewInstr("ULDC_C").SetPhys("urd", g.ur()).SetVal("vb", 0x160)
	case 21:
		in = ir.NewInstr("SHFL_RRR").SetMod("mode", "BFLY").SetPhys("rd", g.gpr()).SetPhys("pu", g.pred()).
			SetPhys("ra", g.gpr()).SetPhys("rb", g.gpr()).SetPhys("rc", g.gpr())
	}
	if g.r.Intn(5) == 0 {
		in.SetPhys("pg", uint32(g.r.Intn(3)))
	}
	return in
}

// program returns a random allocated function: random bodies, random
// forward and backward branches, occasional convergence and barrier
// instructions, and a final EXIT.
func (g *gen) program() *ir.Func {
	nb := 1 + g.r.Intn(6)
	f, bs := newFunc(nb)
	for bi, b := range bs {
		n := g.r.Intn(9)
		for i := 0; i < n; i++ {
			switch g.r.Intn(30) {
			case 0:
				in := ir.NewInstr("BSSY_I").SetPhys("bd", uint32(g.r.Intn(2)))
				in.Target = bs[g.r.Intn(nb)]
				b.Append(in)
			case 1:
				b.Append(ir.NewInstr("BSYNC_X").SetPhys("ba", uint32(g.r.Intn(2))))
			case 2:
				b.Append(ir.NewInstr("BAR_I").SetMod("mode", "SYNC"))
			case 3:
				b.Append(ir.NewInstr("NOP_X"))
			case 4:
				b.Append(ir.NewInstr("EXIT_X").SetPhys("pg", uint32(g.r.Intn(3))))
			default:
				b.Append(g.instr())
			}
		}
		if bi == nb-1 {
			b.Append(exit())
			continue
		}
		switch g.r.Intn(5) {
		case 0: // fall through
		case 1:
			b.Append(bra(bs[g.r.Intn(nb)], uint32(g.r.Intn(3))))
		case 2:
			add(b, bra(bs[g.r.Intn(nb)], uint32(g.r.Intn(3))), bra(bs[g.r.Intn(nb)], isa.PT))
		case 3:
			b.Append(bra(bs[g.r.Intn(nb)], isa.PT))
		case 4:
			b.Append(exit())
		}
	}
	f.ComputeCFG()
	return f
}

func TestRandomPrograms(t *testing.T) {
	modes := []Options{{}, {Reorder: true}, {Serial: true}, {Reorder: true, Serial: true}}
	n := 2000
	if testing.Short() {
		n = 300
	}
	for seed := 0; seed < n; seed++ {
		for _, opts := range modes {
			g := &gen{r: rand.New(rand.NewSource(int64(seed))), nregs: 12 + 20*(seed%2)}
			f := g.program()
			orig := make([][]*ir.Instr, len(f.Blocks))
			for i, b := range f.Blocks {
				orig[i] = append([]*ir.Instr(nil), b.Instrs...)
			}
			before := f.String()
			if err := Schedule(f, opts); err != nil {
				t.Fatalf("seed %d %+v: %v\n%s", seed, opts, err, before)
			}
			for i, b := range f.Blocks {
				if err := checkOrder(f, b, orig[i]); err != nil {
					t.Fatalf("seed %d %+v: %v\nbefore:\n%s\nafter:\n%s", seed, opts, err, before, dump(f))
				}
			}
			if err := checkTiming(f, 200000); err != nil {
				t.Fatalf("seed %d %+v: %v\n%s", seed, opts, err, dump(f))
			}
		}
	}
}

// dump prints a function with its control bits.
func dump(f *ir.Func) string {
	s := ""
	for _, b := range f.Blocks {
		s += b.Label() + ":\n"
		for _, in := range b.Instrs {
			s += fmt.Sprintf("    %-40s %v\n", f.FormatInstr(in), gotCtl(in))
		}
	}
	return s
}

// TestCheckerCatchesViolations makes sure the checker is not vacuous: it
// must reject hand-broken control bits.
func TestCheckerCatchesViolations(t *testing.T) {
	cases := []struct {
		name    string
		build   func() *ir.Func
		breakIt func(f *ir.Func)
	}{
		{"short stall", func() *ir.Func {
			f, b := newFunc(1)
			add(b[0], iadd(1, 0, 0), iadd(2, 1, 1), exit())
			return f
		}, func(f *ir.Func) { f.Blocks[0].Instrs[0].Inst.Ctrl.Stall = 3 }},
		{"missing wait", func() *ir.Func {
			f, b := newFunc(1)
			add(b[0], ldg(2, 4), iadd(3, 2, 2), exit())
			return f
		}, func(f *ir.Func) { f.Blocks[0].Instrs[1].Inst.Ctrl.Req = 0 }},
		{"missing wsb", func() *ir.Func {
			f, b := newFunc(1)
			add(b[0], ldg(2, 4), iadd(3, 2, 2), exit())
			return f
		}, func(f *ir.Func) { f.Blocks[0].Instrs[0].Inst.Ctrl.WSB = isa.NoScoreboard }},
		{"cross-block stall", func() *ir.Func {
			f, b := newFunc(2)
			add(b[0], iadd(1, 0, 0))
			add(b[1], iadd(2, 1, 1), exit())
			return f
		}, func(f *ir.Func) { f.Blocks[0].Instrs[0].Inst.Ctrl.Stall = 2 }},
		{"loop back edge wait", func() *ir.Func {
			f, b := newFunc(3)
			add(b[0], iadd(2, 0, 0))
			add(b[1], iadd(3, 2, 2), ldg(2, 4), isetp(0, 3, 6), bra(b[1], 0))
			add(b[2], exit())
			return f
		}, func(f *ir.Func) { f.Blocks[1].Instrs[0].Inst.Ctrl.Req = 0 }},
	}
	for _, c := range cases {
		f := c.build()
		schedule(t, f, Options{})
		c.breakIt(f)
		if err := checkTiming(f, 1000); err == nil {
			t.Errorf("%s: checker accepted a broken schedule:\n%s", c.name, dump(f))
		}
	}
}
