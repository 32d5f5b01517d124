package regalloc_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	ra "gpucc/regalloc"
)

// allocRun allocates a copy of f under cfg, applies the result, checks that
// no virtual register is left, and runs the original and the allocated
// program on every input vector, requiring equal outputs. It returns the
// result, the allocated program and the outputs of the original program.
func allocRun(t testing.TB, f *mFunc, cfg ra.Config, inputs [][]uint32) (*ra.Result, *mFunc, [][]uint32) {
	t.Helper()
	res, err := ra.Allocate(f, cfg)
	if err != nil {
		t.Fatalf("Allocate: %v\n%v", err, f)
	}
	g := f.clone()
	res.Apply(g)
	for b, blk := range g.blocks {
		for _, in := range blk.instrs {
			for _, o := range slices.Concat(in.defs, in.uses) {
				if o.Reg.IsVirtual() {
					t.Fatalf("b%d: %v: virtual operand left after Apply", b, in)
				}
			}
		}
	}
	var outs [][]uint32
	for _, in := range inputs {
		want, err := run(f, in)
		if err != nil {
			t.Fatalf("virtual program on %v: %v\n%v", in, err, f)
		}
		got, err := run(g, in)
		if err != nil {
			t.Fatalf("allocated program on %v: %v\nvirtual:\n%v\nallocated:\n%v", in, err, f, g)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("inputs %v: allocated program printed %v, virtual %v\nvirtual:\n%v\nallocated:\n%v", in, got, want, f, g)
		}
		outs = append(outs, want)
	}
	return res, g, outs
}

func countOps(f *mFunc, op opcode) int {
	n := 0
	for _, b := range f.blocks {
		for _, in := range b.instrs {
			if in.op == op {
				n++
			}
		}
	}
	return n
}

func gpr(i int) ra.PReg { return ra.MakePReg(ra.GPR, i) }

func capGPR(n int) ra.Config {
	var c ra.Config
	c.Allocatable[ra.GPR] = n
	return c
}

func TestStraightLine(t *testing.T) {
	f := mustParse(t, `
b0:
	v0 = input #0
	v1 = input #1
	v2 = add v0, v1
	v3 = mul v2, v0
	out v3, v1
	ret
`)
	res, _, outs := allocRun(t, f, ra.Config{}, [][]uint32{{5, 7}, {0, 1}})
	// v2 = 5+7, v3 = 12*5.
	if !slices.Equal(outs[0], []uint32{60, 7}) || !slices.Equal(outs[1], []uint32{0, 1}) {
		t.Errorf("outputs %v, want [60 7] and [0 1]", outs)
	}
	// v0, v1, v2 are live together (v2 is defined while v0 and v1 are still
	// needed); v3 only overlaps v1. Three registers are necessary and
	// lowest-first selection uses no more.
	if res.RegsUsed[ra.GPR] != 3 || res.SpilledVRegs != 0 || res.Rounds != 1 {
		t.Errorf("RegsUsed %v, spilled %d, rounds %d; want 3 GPRs, no spill, 1 round", res.RegsUsed, res.SpilledVRegs, res.Rounds)
	}
	for v, p := range res.Assignment {
		if p == ra.NoPReg || p.Class() != ra.GPR {
			t.Errorf("v%d assigned %v", v, p)
		}
	}
	a := res.Assignment
	if a[0] == a[1] || a[0] == a[2] || a[1] == a[2] || a[3] == a[1] {
		t.Errorf("interfering values share a register: %v", a)
	}
}

func TestDiamondCoalescesPhiCopies(t *testing.T) {
	f := mustParse(t, `
b0:
	v0 = input #0
	v9 = const #5
	p0 = setlt v0, v9
	brif p0, b1, b2
b1:
	v1 = add v0, v0
	v3 = copy v1
	br b3
b2:
	v2 = mul v0, v9
	v3 = copy v2
	br b3
b3:
	out v3
	ret
`)
	res, g, outs := allocRun(t, f, ra.Config{}, [][]uint32{{3}, {7}})
	if outs[0][0] != 6 || outs[1][0] != 35 {
		t.Errorf("outputs %v, want [6] and [35]", outs)
	}
	// Neither copy's source is live after it, so both copies coalesce.
	if res.RemovedCopies != 2 || countOps(g, opCopy) != 0 {
		t.Errorf("RemovedCopies %d, copies left %d; want 2 and 0\n%v", res.RemovedCopies, countOps(g, opCopy), g)
	}
	a := res.Assignment
	v1, v2, v3 := f.vreg("v1"), f.vreg("v2"), f.vreg("v3")
	if a[v1] != a[v3] || a[v2] != a[v3] {
		t.Errorf("v1 %v, v2 %v, v3 %v: want one register", a[v1], a[v2], a[v3])
	}
}

func TestLoopCarriedValues(t *testing.T) {
	src := `
b0:
	v0 = input #0    // n
	v1 = input #1    // k, live across the loop and after it
	v2 = const #0    // sum
	v3 = const #0    // i
	v4 = const #1
	br b1
b1:
	v2 = add v2, v3
	v2 = xor v2, v1
	v2 = sub v2, v4
	v3 = add v3, v4
	p0 = setlt v3, v0
	brif p0, b1, b2
b2:
	out v2, v1, v3
	ret
`
	inputs := [][]uint32{{3, 16}, {1, 5}, {0, 2}}
	// By hand: n=3,k=16: sum 0→16→15, 15+1=16→0→-1, -1+2=1→17→16; i=3.
	want := [][]uint32{{16, 16, 3}, {4, 5, 1}, {1, 2, 1}}
	f := mustParse(t, src)
	res, _, outs := allocRun(t, f, ra.Config{}, inputs)
	if !slices.EqualFunc(outs, want, slices.Equal) {
		t.Errorf("outputs %v, want %v", outs, want)
	}
	// All five GPR values are live around the back edge.
	if res.RegsUsed[ra.GPR] != 5 || res.SpilledVRegs != 0 {
		t.Errorf("RegsUsed %v, spilled %d; want 5 GPRs and no spill", res.RegsUsed, res.SpilledVRegs)
	}

	// With four registers, at each use of a spilled value in the loop its
	// reload temporary is live with the other four, so two values must go
	// to memory. Spill cost weighs each occurrence by 10^loopdepth:
	// v0 = 1+10, v1 = 1+10+1, v4 = 1+20, v3 = 1+30+1, v2 = 1+60+1, and all
	// have four neighbors: v0 goes first, then v1.
	res, g, _ := allocRun(t, mustParse(t, src), capGPR(4), inputs)
	if res.SpilledVRegs != 2 || res.Slot[0] != 0 || res.Slot[1] != 1 || res.SpillSlots != 2 || res.RegsUsed[ra.GPR] > 4 {
		t.Errorf("spilled %d, slots %v (area %d), RegsUsed %v; want v0 in slot 0, v1 in slot 1, at most 4 GPRs\n%v",
			res.SpilledVRegs, res.Slot, res.SpillSlots, res.RegsUsed, g)
	}
	// One store after each def; reloads before the setlt (v0), the xor and
	// the out (v1).
	if countOps(g, opSpill) != 2 || countOps(g, opReload) != 3 {
		t.Errorf("%d spills and %d reloads, want 2 and 3\n%v", countOps(g, opSpill), countOps(g, opReload), g)
	}
}

func TestLoopDepthGuidesSpillChoice(t *testing.T) {
	// Four values are live around the loop and three registers exist. v1
	// has five uses, all after the loop; v0 and v3 one use each, inside it.
	// Weighted by 10^depth: v1 = 1+5 = 6, v0 = v3 = 1+10 = 11, v2 = 32, so
	// v1 is spilled (by plain use counts v0 or v3 would be), and once it
	// is, the loop fits in three registers.
	f := mustParse(t, `
b0:
	v1 = input #1
	v0 = input #0
	v2 = const #0
	v3 = const #1
	br b1
b1:
	v2 = add v2, v3
	p0 = setlt v2, v0
	brif p0, b1, b2
b2:
	out v1
	out v1
	out v1
	out v1
	out v1
	out v2
	ret
`)
	res, g, outs := allocRun(t, f, capGPR(3), [][]uint32{{3, 10}, {1, 2}})
	if !slices.Equal(outs[0], []uint32{10, 10, 10, 10, 10, 3}) {
		t.Errorf("outputs %v, want [10 10 10 10 10 3] first", outs)
	}
	if res.SpilledVRegs != 1 || res.Slot[f.vreg("v1")] != 0 {
		t.Errorf("spilled %d, slots %v: want only v1 spilled\n%v", res.SpilledVRegs, res.Slot, g)
	}
}

func TestCoalescing(t *testing.T) {
	t.Run("legal", func(t *testing.T) {
		f := mustParse(t, `
b0:
	v0 = input #0
	v1 = copy v0
	v2 = add v1, v1
	out v2
	ret
`)
		res, g, outs := allocRun(t, f, ra.Config{}, [][]uint32{{21}})
		if outs[0][0] != 42 {
			t.Errorf("output %v, want [42]", outs[0])
		}
		if res.RemovedCopies != 1 || countOps(g, opCopy) != 0 || res.Assignment[0] != res.Assignment[1] {
			t.Errorf("RemovedCopies %d, assignment %v; want the copy gone\n%v", res.RemovedCopies, res.Assignment, g)
		}
	})
	t.Run("interfering", func(t *testing.T) {
		// v1 is still live when v0 is redefined, so they cannot share.
		f := mustParse(t, `
b0:
	v0 = input #0
	v1 = copy v0
	v0 = add v0, v0
	out v0, v1
	ret
`)
		res, g, outs := allocRun(t, f, ra.Config{}, [][]uint32{{5}})
		if !slices.Equal(outs[0], []uint32{10, 5}) {
			t.Errorf("output %v, want [10 5]", outs[0])
		}
		if res.RemovedCopies != 0 || countOps(g, opCopy) != 1 || res.Assignment[0] == res.Assignment[1] {
			t.Errorf("RemovedCopies %d, assignment %v; want the copy kept\n%v", res.RemovedCopies, res.Assignment, g)
		}
	})
	t.Run("source still live", func(t *testing.T) {
		// v1 copies v0 and neither is redefined while both live, so they
		// hold the same value and need not interfere (Chaitin's rule for
		// copies): the copy goes even though v0 is used after it.
		f := mustParse(t, `
b0:
	v0 = input #0
	v1 = copy v0
	v2 = add v1, v0
	out v2, v0, v1
	ret
`)
		res, g, outs := allocRun(t, f, ra.Config{}, [][]uint32{{4}})
		if !slices.Equal(outs[0], []uint32{8, 4, 4}) {
			t.Errorf("output %v, want [8 4 4]", outs[0])
		}
		if res.RemovedCopies != 1 || countOps(g, opCopy) != 0 {
			t.Errorf("RemovedCopies %d; want the copy gone\n%v", res.RemovedCopies, g)
		}
	})
	t.Run("wide", func(t *testing.T) {
		f := mustParse(t, `
b0:
	v0:2 = input #0
	v1:2 = copy v0
	v2 = add v1[1], v1[0]
	out v2
	ret
`)
		res, g, _ := allocRun(t, f, ra.Config{}, [][]uint32{{1}})
		if res.RemovedCopies != 1 || countOps(g, opCopy) != 0 {
			t.Errorf("RemovedCopies %d; want the pair copy gone\n%v", res.RemovedCopies, g)
		}
	})
}

// overlaps reports whether register groups [a, a+wa) and [b, b+wb) of one
// class share a register.
func overlaps(a ra.PReg, wa int, b ra.PReg, wb int) bool {
	return a.Class() == b.Class() && a.Index() < b.Index()+wb && b.Index() < a.Index()+wa
}

func TestWideValuesAlignedAndDisjoint(t *testing.T) {
	src := `
b0:
	v0 = input #0
	v1:2 = input #1
	v2 = input #2
	v3:2 = input #3
	v4:4 = input #0
	v5 = add v0, v2
	v6:2 = add v1, v3
	v7:4 = add v4, v4
	out v5
	out v6
	out v7
	out v0
	out v1
	out v2
	out v3
	out v4
	ret
`
	inputs := [][]uint32{{1, 2, 3, 4}, {9, 8, 7, 6}}
	f := mustParse(t, src)
	res, _, _ := allocRun(t, f, ra.Config{}, inputs)
	// Every value is live at the first out, so all eight groups must be
	// pairwise disjoint, and each must start at a multiple of its width.
	for v := range f.vregs {
		w := f.vregs[v].width
		p := res.Assignment[v]
		if p == ra.NoPReg || p.Index()%w != 0 {
			t.Errorf("v%d (width %d) assigned %v: not aligned", v, w, p)
		}
		for u := range v {
			if overlaps(p, w, res.Assignment[u], f.vregs[u].width) {
				t.Errorf("v%d at %v and v%d at %v overlap", v, p, u, res.Assignment[u])
			}
		}
	}
	// 4+4+2+2+2+1+1+1 = 17 registers are live at once.
	if res.RegsUsed[ra.GPR] < 17 {
		t.Errorf("RegsUsed %v, want at least 17", res.RegsUsed)
	}

	// Sixteen registers cannot hold 17 units: something is spilled, and
	// spill slots are aligned to the width of their value.
	f = mustParse(t, src)
	res, _, _ = allocRun(t, f, capGPR(16), inputs)
	if res.SpilledVRegs == 0 || res.RegsUsed[ra.GPR] > 16 {
		t.Errorf("spilled %d, RegsUsed %v: want a spill and at most 16 GPRs", res.SpilledVRegs, res.RegsUsed)
	}
	for v, s := range res.Slot {
		if s >= 0 && s%f.vregs[v].width != 0 {
			t.Errorf("v%d (width %d) in slot %d: misaligned", v, f.vregs[v].width, s)
		}
	}
}

func TestWidePressureSpillsPairs(t *testing.T) {
	// Eight 64-bit values live across a loop, eight registers: pairs must be
	// spilled, reloaded into aligned pairs, and the loop still computes the
	// same thing.
	var sb strings.Builder
	sb.WriteString("b0:\n\tv99 = input #0\n\tv98 = const #1\n")
	for i := range 8 {
		sb.WriteString("\tv" + itoa(i) + ":2 = input #" + itoa(i%3+1) + "\n")
	}
	sb.WriteString("\tbr b1\nb1:\n")
	for i := range 8 {
		sb.WriteString("\tv" + itoa(i) + " = add v" + itoa(i) + ", v" + itoa((i+1)%8) + "\n")
	}
	sb.WriteString("\tv99 = sub v99, v98\n\tv97 = const #0\n\tp0 = setlt v97, v99\n\tbrif p0, b1, b2\nb2:\n")
	for i := range 8 {
		sb.WriteString("\tout v" + itoa(i) + "\n")
	}
	sb.WriteString("\tret\n")
	f := mustParse(t, sb.String())
	res, _, _ := allocRun(t, f, capGPR(8), [][]uint32{{3, 1, 2, 3}, {1, 5, 6, 7}, {6, 0, 1, 0xFFFFFFFF}})
	if res.SpilledVRegs == 0 || res.RegsUsed[ra.GPR] > 8 {
		t.Errorf("spilled %d, RegsUsed %v: want spills within 8 GPRs", res.SpilledVRegs, res.RegsUsed)
	}
	for v, s := range res.Slot {
		if s >= 0 && s%f.vregs[v].width != 0 {
			t.Errorf("v%d (width %d) in slot %d: misaligned", v, f.vregs[v].width, s)
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

func TestPreColored(t *testing.T) {
	f := mustParse(t, `
b0:
	v0 = input #0
	v1 = input #1
	R0 = copy v0
	v2 = add v1, v1
	v3 = add R0, v2
	out v3, v1
	ret
`)
	res, g, outs := allocRun(t, f, ra.Config{}, [][]uint32{{3, 4}})
	if !slices.Equal(outs[0], []uint32{11, 4}) {
		t.Errorf("output %v, want [11 4]", outs[0])
	}
	a := res.Assignment
	// v1 and v2 are live while R0 holds v0's copy; v0 itself can live in R0.
	if a[f.vreg("v1")] == gpr(0) || a[f.vreg("v2")] == gpr(0) {
		t.Errorf("assignment %v: v1 or v2 in R0 while R0 is live", a)
	}
	if a[f.vreg("v0")] != gpr(0) || res.RemovedCopies != 1 {
		t.Errorf("assignment %v, RemovedCopies %d: want v0 coalesced into R0\n%v", a, res.RemovedCopies, g)
	}
}

func TestPreColoredPairAndReserved(t *testing.T) {
	// R2:R3 is pinned from its copy to its use; v1 (a pair) and v2 are live
	// across it, and R0 is reserved.
	f := mustParse(t, `
b0:
	v0:2 = input #0
	v1:2 = input #1
	v2 = input #2
	R2:2 = copy v0
	v3:2 = add v1, v2
	v4:2 = add R2:2, v3
	out v4, v1, v2
	ret
`)
	cfg := capGPR(8)
	cfg.Reserved = []ra.PReg{gpr(0)}
	res, _, _ := allocRun(t, f, cfg, [][]uint32{{1, 2, 3}, {7, 100, 1000}})
	a := res.Assignment
	for _, name := range []string{"v1", "v2", "v3"} {
		v := f.vreg(name)
		if overlaps(a[v], f.vregs[v].width, gpr(2), 2) {
			t.Errorf("%s in %v overlaps the live pre-colored R2:R3", name, a[v])
		}
	}
	for v, p := range a {
		if overlaps(p, f.vregs[v].width, gpr(0), 1) {
			t.Errorf("v%d in %v covers reserved R0", v, p)
		}
	}
}

func TestSpillTwentyLiveValues(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("b0:\n")
	for i := range 20 {
		sb.WriteString("\tv" + itoa(i) + " = input #" + itoa(i%4) + "\n")
		sb.WriteString("\tv99 = const #" + itoa(i) + "\n")
		sb.WriteString("\tv" + itoa(i) + " = add v" + itoa(i) + ", v99\n")
	}
	for i := range 20 {
		sb.WriteString("\tout v" + itoa(i) + "\n")
	}
	sb.WriteString("\tret\n")
	f := mustParse(t, sb.String())
	inputs := [][]uint32{{10, 20, 30, 40}, {0, 1, 2, 3}}
	res, _, outs := allocRun(t, f, capGPR(8), inputs)
	for k, in := range inputs {
		for i := range 20 {
			if want := in[i%4] + uint32(i); outs[k][i] != want {
				t.Errorf("input %v: value %d is %d, want %d", in, i, outs[k][i], want)
			}
		}
	}
	// After the last definition all 20 values are live and only 8 fit in
	// registers: at least 12 must be in memory then, each with its own slot.
	if res.SpilledVRegs < 12 || res.SpillSlots < 12 || res.RegsUsed[ra.GPR] > 8 {
		t.Errorf("spilled %d, slots %d, RegsUsed %v: want >= 12, >= 12, <= 8", res.SpilledVRegs, res.SpillSlots, res.RegsUsed)
	}
}

func TestPartialDefsDoNotExtendLiveness(t *testing.T) {
	// The pair v2 is built half by half; its first partial def starts its
	// live range, so it does not overlap v0 or v1 and two registers suffice.
	f := mustParse(t, `
b0:
	v0 = input #0
	v1 = add v0, v0
	v2:2[0] = copy v1
	v2[1] = input #1
	v3 = add v2[1], v2[0]
	out v2, v3
	ret
`)
	res, _, outs := allocRun(t, f, capGPR(3), [][]uint32{{3, 9}})
	if !slices.Equal(outs[0], []uint32{6, 9, 15}) {
		t.Errorf("output %v, want [6 9 15]", outs[0])
	}
	if res.SpilledVRegs != 0 || res.Assignment[f.vreg("v2")] != gpr(0) {
		t.Errorf("spilled %d, v2 in %v: want no spill and v2 in R0:R1 (R2 holds v3)", res.SpilledVRegs, res.Assignment[f.vreg("v2")])
	}
}

func TestPartialDefInLoopReadsOld(t *testing.T) {
	// v1's high half is loop-carried while the low half is rewritten each
	// iteration: the partial def must keep v1 live around the back edge.
	f := mustParse(t, `
b0:
	v0 = input #0
	v1:2 = input #1
	v5 = const #1
	br b1
b1:
	v1[0] = add v1[1], v0
	v1[1] = xor v1[0], v5
	v2 = add v0, v5
	v0 = copy v2
	v4 = const #6
	p0 = setlt v0, v4
	brif p0, b1, b2
b2:
	out v1, v0
	ret
`)
	for _, cap := range []int{0, 3, 4} {
		allocRun(t, f, capGPR(cap), [][]uint32{{0, 1}, {4, 10}, {5, 0}})
	}
}

func TestPairRebuiltInLoopEndsOldValue(t *testing.T) {
	// v1 is rebuilt half by half in every iteration (the second half-write
	// reads the first) before anything reads its old value: the old pair is
	// dead at the first half-write, so v1 is live only from there to its
	// last use and shares registers with v6 and v8 to v11, which die before
	// it. Peak pressure is 6 (v0 v5 v4 v6 v8 v9), so a 7-register cap (one
	// to spare for the pair's alignment) needs no spill; taking the first
	// half-write as a read-modify-write keeps v1 live around the loop,
	// needs 8 and spills.
	f := mustParse(t, `
b0:
	v0 = input #0
	v5 = const #1
	v4 = const #60
	br b1
b1:
	v6 = add v0, v5
	v8 = add v0, v6
	v9 = add v8, v6
	v10 = add v9, v8
	v11 = add v10, v6
	v0 = add v11, v0
	v1:2[0] = add v0, v5
	v1[1] = xor v1[0], v5
	v7 = add v1[1], v1[0]
	p0 = setlt v0, v4
	brif p0, b1, b2
b2:
	out v7, v0
	ret
`)
	ref := func(v0 uint32) []uint32 {
		for {
			v6 := v0 + 1
			v8 := v0 + v6
			v9 := v8 + v6
			v10 := v9 + v8
			v0 += v10 + v6
			lo := v0 + 1
			v7 := (lo ^ 1) + lo
			if !(int32(v0) < 60) {
				return []uint32{v7, v0}
			}
		}
	}
	inputs := [][]uint32{{0}, {1}, {7}, {100}}
	res, _, outs := allocRun(t, f, capGPR(7), inputs)
	for k, in := range inputs {
		if want := ref(in[0]); !slices.Equal(outs[k], want) {
			t.Errorf("input %d: output %v, want %v", in[0], outs[k], want)
		}
	}
	if res.SpilledVRegs != 0 {
		t.Errorf("spilled %d values under a 7-register cap, want none", res.SpilledVRegs)
	}
}

func TestEarlyClobber(t *testing.T) {
	f := mustParse(t, `
b0:
	v0 = input #0
	v1 = input #1
	!v2 = add v0, v1
	out v2
	ret
`)
	res, _, outs := allocRun(t, f, ra.Config{}, [][]uint32{{2, 3}})
	if outs[0][0] != 5 {
		t.Errorf("output %v, want [5]", outs[0])
	}
	// Without early clobber v2 could reuse v0's register; with it, three.
	if res.RegsUsed[ra.GPR] != 3 {
		t.Errorf("RegsUsed %v, want 3 GPRs", res.RegsUsed)
	}
}

func TestUniformAndPredicateClasses(t *testing.T) {
	f := mustParse(t, `
b0:
	u0 = const #7
	u1 = const #8
	u2:2 = const #9
	v0 = input #0
	v1 = add v0, u0
	p0 = setlt v0, u1
	q0 = copy UPT
	v2 = sel p0, v1, u2[1]
	out v2, u2, q0
	ret
`)
	res, _, outs := allocRun(t, f, ra.Config{}, [][]uint32{{1}, {100}})
	// v0=1: 1<8, v2 = 8; v0=100: v2 = u2[1] = 9+1000.
	if !slices.Equal(outs[0], []uint32{8, 9, 1009, 1}) || !slices.Equal(outs[1], []uint32{1009, 9, 1009, 1}) {
		t.Errorf("outputs %v", outs)
	}
	if res.Assignment[f.vreg("u2")].Index()%2 != 0 || res.Assignment[f.vreg("p0")].Class() != ra.PR ||
		res.Assignment[f.vreg("q0")].Class() != ra.UPR {
		t.Errorf("assignment %v", res.Assignment)
	}
}

func TestNonSpillableClassesReportErrors(t *testing.T) {
	cases := []struct {
		name, src string
		cfg       ra.Config
		want      string
	}{
		{"UR", `
b0:
	u0 = const #1
	u1 = const #2
	u2 = const #3
	out u0
	out u1
	out u2
	ret
`, ra.Config{Allocatable: [ra.NumClasses]int{ra.UR: 2}}, "out of UR registers"},
		{"PR", `
b0:
	v0 = input #0
	p0 = setlt v0, v0
	p1 = setlt v0, v0
	out p0, p1
	ret
`, ra.Config{Allocatable: [ra.NumClasses]int{ra.PR: 1}}, "out of PR registers"},
		{"GPR operands", `
b0:
	v0 = input #0
	v1 = input #1
	v2 = input #2
	v3 = add v0, v1
	out v0, v1, v2, v3
	ret
`, capGPR(3), "needs more GPR registers than the 3 allocatable"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ra.Allocate(mustParse(t, c.src), c.cfg)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "block 0, instr") {
				t.Errorf("error %v, want one naming the place and containing %q", err, c.want)
			}
		})
	}
}

func TestBadInput(t *testing.T) {
	cases := []struct {
		name string
		f    func() *mFunc
		want string
	}{
		{"vreg out of range", func() *mFunc {
			f := mustParse(t, "b0:\n\tv0 = input #0\n\tret\n")
			f.blocks[0].instrs[0].defs[0].Reg = ra.Virt(5)
			return f
		}, "block 0, instr 0 (v5 = input #0): operand v5 out of range"},
		{"misaligned pair", func() *mFunc { return mustParse(t, "b0:\n\tv0:2 = input #0\n\tR3:2 = copy v0\n\tret\n") },
			"block 0, instr 1"},
		{"sub-register past the end", func() *mFunc { return mustParse(t, "b0:\n\tv0:2 = input #0\n\tv1 = copy v0[2]\n\tret\n") },
			"block 0, instr 1"},
		{"copy of different widths", func() *mFunc { return mustParse(t, "b0:\n\tv0:2 = input #0\n\tv1 = copy v0\n\tret\n") },
			"block 0, instr 1 (v1 = copy v0): copy between different classes or widths"},
		{"successor out of range", func() *mFunc {
			f := mustParse(t, "b0:\n\tret\n")
			f.blocks[0].succs = []int{3}
			return f
		}, "block 0: successor 3 out of range"},
		{"bad width", func() *mFunc {
			f := mustParse(t, "b0:\n\tv0 = input #0\n\tret\n")
			f.vregs[0].width = 3
			return f
		}, "v0 has width 3"},
		{"early clobber use", func() *mFunc { return mustParse(t, "b0:\n\tv0 = input #0\n\tout !v0\n\tret\n") },
			"block 0, instr 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ra.Allocate(c.f(), ra.Config{})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one containing %q", err, c.want)
			}
		})
	}
	f := mustParse(t, "b0:\n\tret\n")
	if _, err := ra.Allocate(f, ra.Config{Allocatable: [ra.NumClasses]int{ra.PR: 8}}); err == nil {
		t.Errorf("Allocatable[PR] = 8 accepted")
	}
	if _, err := ra.Allocate(f, ra.Config{Reserved: []ra.PReg{ra.MakePReg(ra.GPR, 255)}}); err == nil {
		t.Errorf("reserving RZ accepted")
	}
	if _, err := ra.Allocate(&mFunc{}, ra.Config{}); err == nil {
		t.Errorf("function without blocks accepted")
	}
	// Empty blocks and a function without registers are fine.
	f = mustParse(t, "b0:\nb1:\n\tret\n")
	f.blocks[0].succs = []int{1}
	if res, err := ra.Allocate(f, ra.Config{}); err != nil || res.RegsUsed != [ra.NumClasses]int{} || res.SpillSlots != 0 {
		t.Errorf("empty function: %+v, %v", res, err)
	}
}

func TestEdgeHashSetMatchesMatrix(t *testing.T) {
	restore := ra.SetMatrixLimit(0)
	defer restore()
	TestWideValuesAlignedAndDisjoint(t)
	TestLoopCarriedValues(t)
	randomPrograms(t, 60)
}

// pairsRebuiltInLoop returns a loop carrying n pairs, each rebuilt half by
// half every iteration into a fresh pair (whose first half-write starts a
// new value) that is then copied back, with 2n registers of pairs live
// across the loop.
func pairsRebuiltInLoop(n int) string {
	var sb strings.Builder
	sb.WriteString("b0:\n\tv0 = input #0\n\tv98 = const #1\n\tv99 = const #0\n")
	for i := range n {
		sb.WriteString("\tv" + itoa(10+i) + ":2 = input #" + itoa(i%3+1) + "\n")
	}
	sb.WriteString("\tbr b1\nb1:\n")
	for i := range n {
		a, b := itoa(10+i), itoa(10+(i+1)%n)
		sb.WriteString("\tv" + itoa(40+i) + ":2[0] = add v" + a + "[1], v" + b + "[0]\n")
		sb.WriteString("\tv" + itoa(40+i) + "[1] = xor v" + a + "[0], v" + b + "[1]\n")
	}
	for i := range n {
		sb.WriteString("\tv" + itoa(10+i) + " = copy v" + itoa(40+i) + "\n")
	}
	sb.WriteString("\tv99 = add v99, v98\n\tp0 = setlt v99, v0\n\tbrif p0, b1, b2\nb2:\n")
	for i := range n {
		sb.WriteString("\tout v" + itoa(10+i) + "\n")
	}
	sb.WriteString("\tret\n")
	return sb.String()
}

func TestSpilledPairsRebuiltHalfByHalf(t *testing.T) {
	// Six pairs (12 registers) live around a loop under caps of 5 to 12:
	// they spill, and each instruction names only halves of them. The
	// temporary of a spilled pair in an instruction that names one half
	// must hold just that half: a whole-pair temporary written in one half
	// and stored whole read its other half, undefined on the first
	// iteration, so inside the loop it stayed live around the back edge
	// with all the others, and allocation failed ("the instruction needs
	// more GPR registers than the N allocatable") under each of these caps.
	f := mustParse(t, pairsRebuiltInLoop(6))
	inputs := [][]uint32{{3, 1, 2, 3}, {1, 5, 6, 7}, {6, 0, 1, 0xFFFFFFFF}}
	for _, c := range []int{5, 6, 8, 10, 12} {
		res, _, _ := allocRun(t, f, capGPR(c), inputs)
		if res.RegsUsed[ra.GPR] > c || res.SpilledVRegs == 0 {
			t.Errorf("cap %d: RegsUsed %d, spilled %d: want spills within the cap", c, res.RegsUsed[ra.GPR], res.SpilledVRegs)
		}
	}
}

func TestSpilledHalfTemporaryIsNarrow(t *testing.T) {
	// An instruction that reads the high halves of two spilled pairs and
	// writes the high half of a third needs three registers, not six: a
	// 4-register cap must allocate it (with whole-pair temporaries it
	// failed).
	f := mustParse(t, `
b0:
	v2:2 = input #2
	v3:2 = input #3
	v4:2 = input #1
	v4[1] = add v2[1], v3[1]
	out v2
	out v3
	out v4
	ret
`)
	allocRun(t, f, capGPR(4), [][]uint32{{1, 2, 3, 4}, {0xFFFFFFFF, 7, 0x80000000, 9}})
}
