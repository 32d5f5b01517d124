package sched

import (
	"strings"
	"testing"

	"gpucc/ir"
	"gpucc/isa"
)

// Expected control bits below are derived by hand from the latency table
// of docs/isa.md (IADD 4, IMAD 5, ISETP 4, BSSY 4, LDG variable) and the
// rules of Schedule: issue as early as the operands allow, a stall of at
// least 1, EXIT/BSYNC wait for everything outstanding.

func TestFixedChain(t *testing.T) {
	f, b := newFunc(1)
	// IADD R1 at 0; IADD R2 reads R1, readable at 0+4 -> stall 4.
	// IADD R2 at 4 (ready 8); EXIT at 5 must let R2 land: stall 8-5 = 3.
	add(b[0], iadd(1, 0, 0), iadd(2, 1, 1), exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{4, false, none, 0}, ctl{1, false, none, 0}, ctl{3, false, none, 0})
}

func TestIndependentNoStall(t *testing.T) {
	f, b := newFunc(1)
	// IMAD R1 at 0 (ready 5), IADD R2 at 1 (independent), IADD R3 reads
	// R1 at 5: stall 4 on the IADD R2. EXIT at 6, R3 ready 9: stall 3.
	add(b[0], imad(1, 0, 0, 0), iadd(2, 4, 4), iadd(3, 1, 1), exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{1, false, none, 0}, ctl{4, false, none, 0}, ctl{1, false, none, 0}, ctl{3, false, none, 0})
}

func TestLoadFeedsAdd(t *testing.T) {
	f, b := newFunc(1)
	// LDG takes SB0 (all free, lowest index); the IADD waits for it.
	add(b[0], ldg(2, 4), iadd(3, 2, 2), exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{1, false, 0, 0}, ctl{1, false, none, 1 << 0}, ctl{3, false, none, 0})
}

func TestWAWOnPendingLoad(t *testing.T) {
	f, b := newFunc(1)
	// The IADD overwrites R2 while the LDG may still write it: wait SB0.
	add(b[0], ldg(2, 4), iadd(2, 0, 1), exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{1, false, 0, 0}, ctl{1, false, none, 1 << 0}, ctl{3, false, none, 0})
}

func TestFixedWAWOrder(t *testing.T) {
	f, b := newFunc(1)
	// IMAD R1 at 0 (ready 5), then IADD R1: it must not complete before
	// the IMAD, so it issues at >= 5-4 = 1, the next cycle anyway (ready
	// 5). IADD R2 reads R1 at 5: stall 4 on the second instruction.
	add(b[0], imad(1, 0, 0, 0), iadd(1, 4, 4), iadd(2, 1, 1), exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{1, false, none, 0}, ctl{4, false, none, 0}, ctl{1, false, none, 0}, ctl{3, false, none, 0})
}

func TestScoreboardsLRU(t *testing.T) {
	f, b := newFunc(1)
	// Two loads consumed (SB0, SB1 waited), then seven more outstanding
	// loads. Least recently used first: SB2..SB5 were never used, then SB0
	// (waited before SB1), then SB1. The ninth needs a scoreboard while all
	// six are busy: it waits for the oldest, SB2, and takes it.
	add(b[0],
		ldg(10, 20), ldg(11, 20), iadd(12, 10, 10), iadd(13, 11, 11),
		ldg(0, 20), ldg(1, 20), ldg(2, 20), ldg(3, 20), ldg(4, 20), ldg(5, 20), ldg(6, 20),
		exit())
	schedule(t, f, Options{})
	want := []ctl{
		{1, false, 0, 0}, {1, false, 1, 0}, {1, false, none, 1 << 0}, {1, false, none, 1 << 1},
		{1, false, 2, 0}, {1, false, 3, 0}, {1, false, 4, 0}, {1, false, 5, 0},
		{1, false, 0, 0}, {1, false, 1, 0}, {1, false, 2, 1 << 2},
		// EXIT waits for every outstanding scoreboard; the IADDs issued at
		// 2 and 3 landed long before (EXIT issues at 11).
		{1, false, none, 0x3f},
	}
	expectBlock(t, f, b[0], want...)
}

func TestSevenLoadsReuseOldest(t *testing.T) {
	f, b := newFunc(1)
	add(b[0], ldg(0, 8), ldg(1, 8), ldg(2, 8), ldg(3, 8), ldg(4, 8), ldg(5, 8), ldg(6, 8), iadd(7, 0, 6), exit())
	schedule(t, f, Options{})
	// The seventh load waits for SB0 (R0's load) and reuses it; the IADD
	// then reads R0 (landed) and R6 (SB0 again).
	expectBlock(t, f, b[0],
		ctl{1, false, 0, 0}, ctl{1, false, 1, 0}, ctl{1, false, 2, 0}, ctl{1, false, 3, 0},
		ctl{1, false, 4, 0}, ctl{1, false, 5, 0}, ctl{1, false, 0, 1 << 0},
		ctl{1, false, none, 1 << 0}, ctl{3, false, none, 0x3e})
}

func TestCrossBlockFixed(t *testing.T) {
	f, b := newFunc(2)
	// b0 falls through; b1 reads R1 in its first instruction: the stall of
	// b0's IADD covers the whole latency.
	add(b[0], iadd(1, 0, 0))
	add(b[1], iadd(2, 1, 1), exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{4, false, none, 0})
	expectBlock(t, f, b[1], ctl{1, false, none, 0}, ctl{3, false, none, 0})
}

func TestCrossBlockTolerance(t *testing.T) {
	f, b := newFunc(2)
	// b1 reads R1 in its second instruction, at its cycle 1: b0 only needs
	// to leave 4-1 = 3 cycles after its IADD.
	add(b[0], iadd(1, 0, 0))
	add(b[1], iadd(5, 6, 6), iadd(2, 1, 1), exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{3, false, none, 0})
	// b1: IADD R5 at 0, IADD R2 at 1 (R1 ready at 0 relative to b1), EXIT
	// at 2 with R2 ready at 5: stall 3.
	expectBlock(t, f, b[1], ctl{1, false, none, 0}, ctl{1, false, none, 0}, ctl{3, false, none, 0})
}

func TestLoopReadsLoadBeforeLoop(t *testing.T) {
	f, b := newFunc(3)
	add(b[0], ldg(2, 4))
	// loop: R3 += R2; P0 = R3 < R6; @P0 BRA loop
	add(b[1], iadd(3, 3, 2), isetp(0, 3, 6), bra(b[1], 0))
	add(b[2], exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{1, false, 0, 0})
	// The IADD waits for SB0 on every iteration (harmless once clear);
	// ISETP reads R3 4 cycles later, BRA reads P0 4 cycles later; the
	// back edge yields.
	expectBlock(t, f, b[1], ctl{4, false, none, 1 << 0}, ctl{4, false, none, 0}, ctl{1, true, none, 0})
	expectBlock(t, f, b[2], ctl{1, false, none, 0})
}

func TestLoopCarriedLoad(t *testing.T) {
	f, b := newFunc(3)
	add(b[0], iadd(2, 0, 0))
	// loop: R3 = R2 + R2 (R2 from the previous iteration's load); load R2;
	// P0 = R3 < R6; @P0 BRA loop.
	add(b[1], iadd(3, 2, 2), ldg(2, 4), isetp(0, 3, 6), bra(b[1], 0))
	add(b[2], iadd(7, 2, 2), exit())
	schedule(t, f, Options{})
	// b0's IADD: b1 reads R2 first thing -> stall 4.
	expectBlock(t, f, b[0], ctl{4, false, none, 0})
	// In b1 the IADD waits for the previous iteration's load (SB0, pending
	// at the entry via the back edge). The LDG overwrites R2 at cycle 1
	// and takes SB0 again: scoreboards pending at a block entry count as
	// the least recently used, so the loop keeps a single one. ISETP reads
	// R3 at 4, BRA reads P0 at 8.
	expectBlock(t, f, b[1], ctl{1, false, none, 1 << 0}, ctl{3, false, 0, 0}, ctl{4, false, none, 0}, ctl{1, true, none, 0})
	// After the loop, R2 is pending on SB0.
	expectBlock(t, f, b[2], ctl{1, false, none, 1 << 0}, ctl{3, false, none, 0})
}

func TestDiamondOneArmLoads(t *testing.T) {
	f, b := newFunc(4)
	add(b[0], isetp(0, 0, 1), bra(b[2], 0))
	add(b[1], ldg(2, 4), bra(b[3], isa.PT))
	add(b[2], iadd(6, 0, 1))
	add(b[3], iadd(3, 2, 2), exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{4, false, none, 0}, ctl{1, false, none, 0})
	expectBlock(t, f, b[1], ctl{1, false, 0, 0}, ctl{1, false, none, 0})
	expectBlock(t, f, b[2], ctl{1, false, none, 0})
	// The join waits for SB0, set only on the b1 path. EXIT at 1: R6 from
	// b2 has 3 cycles left at the entry, R3 lands at 4: stall 3.
	expectBlock(t, f, b[3], ctl{1, false, none, 1 << 0}, ctl{3, false, none, 0})
}

func TestGuardedBranchEdgeStall(t *testing.T) {
	f, b := newFunc(4)
	// ISETP P0 at 0; IMAD R7 at 1 (ready 6); @P0 BRA b2 at 4 (P0 ready 4);
	// b2 reads R7 at once, so the taken edge needs 6-4 = 2 cycles; the
	// unconditional BRA b3 at 6 then needs none (b3 does not read R7, and
	// EXIT there lets it land).
	add(b[0], isetp(0, 0, 1), imad(7, 0, 0, 0), bra(b[2], 0), bra(b[3], isa.PT))
	add(b[1], exit())
	add(b[2], iadd(8, 7, 7), exit())
	add(b[3], exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{1, false, none, 0}, ctl{3, false, none, 0}, ctl{2, false, none, 0}, ctl{1, false, none, 0})
	expectBlock(t, f, b[2], ctl{1, false, none, 0}, ctl{3, false, none, 0})
}

func TestConvergenceDrains(t *testing.T) {
	f, b := newFunc(2)
	bssy := ir.NewInstr("BSSY_I").SetPhys("bd", 0)
	bssy.Target = b[1]
	bsync := ir.NewInstr("BSYNC_X").SetPhys("ba", 0)
	// BSSY B0 at 0 (B0 ready 4); LDG at 1; b1's BSYNC reads B0 at once:
	// the LDG's stall is 4-1 = 3. BSYNC waits for SB0 although it does not
	// read R2: another divergent path may run after it.
	add(b[0], bssy, ldg(2, 4))
	add(b[1], bsync, iadd(3, 2, 2), exit())
	schedule(t, f, Options{})
	expectBlock(t, f, b[0], ctl{1, false, none, 0}, ctl{3, false, 0, 0})
	expectBlock(t, f, b[1], ctl{1, true, none, 1 << 0}, ctl{1, false, none, 0}, ctl{3, false, none, 0})
}

func TestSerial(t *testing.T) {
	f, b := newFunc(1)
	add(b[0], iadd(1, 0, 0), iadd(5, 4, 4), ldg(6, 8), iadd(7, 0, 0), exit())
	schedule(t, f, Options{Serial: true})
	// Every instruction waits for everything before it.
	expectBlock(t, f, b[0],
		ctl{4, false, none, 0}, ctl{4, false, none, 0}, ctl{1, false, 0, 0},
		ctl{4, false, none, 1 << 0}, ctl{1, false, none, 0})
}

// order returns the instructions' positions in the original list.
func order(b *ir.Block, orig []*ir.Instr) []int {
	var pos []int
	for _, in := range b.Instrs {
		for i, o := range orig {
			if o == in {
				pos = append(pos, i)
			}
		}
	}
	return pos
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestReorderFillsLatency(t *testing.T) {
	f, b := newFunc(1)
	add(b[0], iadd(1, 0, 0), iadd(2, 1, 1), iadd(5, 4, 4), exit())
	orig := append([]*ir.Instr(nil), b[0].Instrs...)
	schedule(t, f, Options{Reorder: true})
	// Heights: R1 chain 8, R2 4, R5 4. Cycle 0 R1; cycle 1 R5 (R2 waits
	// for cycle 4); R2 at 4; EXIT at 5 with R2 ready at 8.
	if got := order(b[0], orig); !equalInts(got, []int{0, 2, 1, 3}) {
		t.Fatalf("order %v, want [0 2 1 3]", got)
	}
	expectBlock(t, f, b[0], ctl{1, false, none, 0}, ctl{3, false, none, 0}, ctl{1, false, none, 0}, ctl{3, false, none, 0})
}

func TestReorderLoadFirst(t *testing.T) {
	f, b := newFunc(1)
	add(b[0], iadd(1, 0, 0), iadd(2, 1, 1), ldg(6, 4), iadd(7, 6, 6), exit())
	orig := append([]*ir.Instr(nil), b[0].Instrs...)
	schedule(t, f, Options{Reorder: true})
	if got := order(b[0], orig); !equalInts(got, []int{2, 0, 1, 3, 4}) {
		t.Fatalf("order %v, want [2 0 1 3 4]", got)
	}
}

func TestReorderMemorySpaces(t *testing.T) {
	f, b := newFunc(2)
	// A global load may pass a shared store, not a global store.
	add(b[0], sts(3, 0), ldg(1, 4), iadd(9, 1, 1), stg(4, 0), ldg(2, 6), iadd(10, 2, 2), bra(b[1], isa.PT))
	add(b[1], exit())
	orig := append([]*ir.Instr(nil), b[0].Instrs...)
	schedule(t, f, Options{Reorder: true})
	pos := order(b[0], orig)
	idx := func(i int) int {
		for k, p := range pos {
			if p == i {
				return k
			}
		}
		return -1
	}
	if idx(1) > idx(0) {
		t.Errorf("LDG did not move above the STS: order %v", pos)
	}
	if idx(4) < idx(3) {
		t.Errorf("LDG moved above the STG of the same space: order %v", pos)
	}
	if idx(6) != 6 {
		t.Errorf("branch moved: order %v", pos)
	}
}

func TestReorderKeepsFences(t *testing.T) {
	f, b := newFunc(1)
	bar := ir.NewInstr("BAR_I").SetMod("mode", "SYNC")
	// The LDG after the barrier heads the longest path but must stay after
	// it, and the STS before it must stay before.
	add(b[0], iadd(9, 8, 8), sts(3, 0), bar, ldg(1, 4), iadd(2, 1, 1), exit())
	orig := append([]*ir.Instr(nil), b[0].Instrs...)
	schedule(t, f, Options{Reorder: true})
	pos := order(b[0], orig)
	idx := func(i int) int {
		for k, p := range pos {
			if p == i {
				return k
			}
		}
		return -1
	}
	if !(idx(1) < idx(2) && idx(2) < idx(3)) {
		t.Errorf("memory access crossed the barrier: order %v", pos)
	}
}

func TestReorderKeepsBoundsCheck(t *testing.T) {
	f, b := newFunc(1)
	// if (R0 >= R1) exit; R3 = c[0x3][R0]: the indexed constant load heads
	// the longest path but must not run for the lanes that exit.
	ldc := ir.NewInstr("LDC_R").SetPhys("rd", 3).SetPhys("ra", 0).SetVal("bank", 3)
	guardedExit := ir.NewInstr("EXIT_X").SetPhys("pg", 0)
	add(b[0], isetp(0, 1, 0), guardedExit, iadd(5, 6, 6), ldc, iadd(4, 3, 3), exit())
	orig := append([]*ir.Instr(nil), b[0].Instrs...)
	schedule(t, f, Options{Reorder: true})
	pos := order(b[0], orig)
	idx := func(i int) int {
		for k, p := range pos {
			if p == i {
				return k
			}
		}
		return -1
	}
	if idx(3) < idx(1) {
		t.Errorf("LDC moved above the guarded EXIT: order %v", pos)
	}
}

func TestErrors(t *testing.T) {
	f, b := newFunc(1)
	add(b[0], iadd(1, 0, 0), exit())
	f.Allocated = false
	if err := Schedule(f, Options{}); err == nil || !strings.Contains(err.Error(), "not allocated") {
		t.Errorf("unallocated: %v", err)
	}
	f.Allocated = true
	b[0].Instrs = append([]*ir.Instr{{Op: ir.OpCopy}}, b[0].Instrs...)
	if err := Schedule(f, Options{}); err == nil || !strings.Contains(err.Error(), "bb0.b0: instruction 0") {
		t.Errorf("copy: %v", err)
	}
	f2, b2 := newFunc(1)
	add(b2[0], bra(nil, isa.PT))
	if err := Schedule(f2, Options{}); err == nil || !strings.Contains(err.Error(), "without a target") {
		t.Errorf("branch: %v", err)
	}
	f3, b3 := newFunc(1)
	add(b3[0], ir.NewInstr("LDG_R").SetPhys("rd", 0).SetPhys("ra", 254), exit())
	if err := Schedule(f3, Options{}); err == nil || !strings.Contains(err.Error(), "outside the GPR file") {
		t.Errorf("register range: %v", err)
	}
}

func TestReorderGenericAliasesEverySpace(t *testing.T) {
	// A generic store (ST) may write shared, local or global memory: no
	// load of any space passes it, and a generic load passes no store.
	st := func() *ir.Instr { return ir.NewInstr("ST_R").SetPhys("ra", 4).SetPhys("rb", 0) }
	ldl := func() *ir.Instr { return ir.NewInstr("LDL_R").SetPhys("rd", 1).SetPhys("ra", 8) }
	ld := func() *ir.Instr { return ir.NewInstr("LD_R").SetPhys("rd", 1).SetPhys("ra", 6) }
	for _, tc := range []struct {
		name  string
		first *ir.Instr
		then  *ir.Instr
	}{
		{"LDG after ST", st(), ldg(1, 6)},
		{"LDL after ST", st(), ldl()},
		{"LD after STS", sts(3, 0), ld()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, b := newFunc(1)
			// The load heads the longest path: only the memory order keeps it
			// below the store.
			add(b[0], iadd(9, 8, 8), tc.first, tc.then, iadd(10, 1, 1), exit())
			orig := append([]*ir.Instr(nil), b[0].Instrs...)
			schedule(t, f, Options{Reorder: true})
			pos := order(b[0], orig)
			var store, load int
			for k, p := range pos {
				switch p {
				case 1:
					store = k
				case 2:
					load = k
				}
			}
			if load < store {
				t.Errorf("%s: the load moved above the store: order %v", tc.name, pos)
			}
		})
	}
}
