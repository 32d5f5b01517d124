package emu

import (
	"fmt"
	"slices"
	"testing"
)

// Strict-mode timing checks. Each hazard kind has a program with one stall
// too few (or a missing wait) that is rejected, naming both instructions,
// and the corrected program, which runs. Control bits are written out.
//
// Timing: an instruction issued at t lets the next issue at t+max(1,stall);
// a fixed-latency result is visible at t+latency (MOV/IADD/ISETP 4, IMAD 5,
// UMOV 3); S2R's result arrives after its typical delay of 20 cycles.

func TestHazards(t *testing.T) {
	cases := []struct {
		name       string
		bad, good  string
		frags      []string // in the error of bad
		checkGood  map[string]uint32
		badStrictk Kind
	}{
		{"fixed RAW",
			"MOV R1, 0x1 $sched=3 ; IADD R2, R1, 0x1 $sched=4 ;",
			"MOV R1, 0x1 $sched=4 ; IADD R2, R1, 0x1 $sched=4 ;",
			[]string{"RAW hazard: reads R1 at cycle 3", "`MOV R1, 0x1 $sched=3` (latency 4) makes it visible only at cycle 4", "1 more stall cycles",
				"pc 0x0010 `IADD R2, R1, 0x1 $sched=4`"},
			map[string]uint32{"R2": 2}, ErrHazard},
		{"fixed RAW latency 5",
			"MOV R2, 0x3 $sched=4 ; IMAD R1, R2, R2, RZ $sched=4 ; IADD R3, R1, 0x1 $sched=4 ;",
			"MOV R2, 0x3 $sched=4 ; IMAD R1, R2, R2, RZ $sched=5 ; IADD R3, R1, 0x1 $sched=4 ;",
			[]string{"reads R1", "IMAD R1, R2, R2, RZ"}, map[string]uint32{"R3": 10}, ErrHazard},
		{"stall spread over instructions",
			"MOV R1, 0x1 $sched=2 ; NOP $sched=1 ; IADD R2, R1, 0x1 $sched=4 ;",
			"MOV R1, 0x1 $sched=2 ; NOP $sched=2 ; IADD R2, R1, 0x1 $sched=4 ;",
			[]string{"reads R1 at cycle 3"}, map[string]uint32{"R2": 2}, ErrHazard},
		{"guard predicate",
			"ISETP.EQ.AND P0, PT, RZ, RZ, PT $sched=3 ; @P0 MOV R1, 0x1 $sched=4 ;",
			"ISETP.EQ.AND P0, PT, RZ, RZ, PT $sched=4 ; @P0 MOV R1, 0x1 $sched=4 ;",
			[]string{"reads P0", "ISETP.EQ.AND P0, RZ, RZ, PT $sched=3"}, map[string]uint32{"R1": 1}, ErrHazard},
		{"predicate operand",
			"ISETP.EQ.AND P0, PT, RZ, RZ, PT $sched=2 ; SEL R1, RZ, 0x5, !P0 $sched=4 ;",
			"ISETP.EQ.AND P0, PT, RZ, RZ, PT $sched=4 ; SEL R1, RZ, 0x5, !P0 $sched=4 ;",
			[]string{"reads P0 at cycle 2"}, map[string]uint32{"R1": 5}, ErrHazard},
		{"uniform register",
			"UMOV UR1, 0x7 $sched=2 ; IADD R1, RZ, UR1 $sched=4 ;",
			"UMOV UR1, 0x7 $sched=3 ; IADD R1, RZ, UR1 $sched=4 ;",
			[]string{"reads UR1 at cycle 2", "UMOV UR1, 0x7"}, map[string]uint32{"R1": 7}, ErrHazard},
		{"64-bit pair high half",
			"MOV R3, 0x1 $sched=1 ; MOV R2, 0x2 $sched=3 ; MOV.64 R[4:5], R[2:3] $sched=4 ;",
			"MOV R3, 0x1 $sched=1 ; MOV R2, 0x2 $sched=4 ; MOV.64 R[4:5], R[2:3] $sched=4 ;",
			[]string{"reads R2 at cycle 4"}, map[string]uint32{"R4": 2, "R5": 1}, ErrHazard},
		{"variable RAW without $req",
			"S2R R1, SR_LANEID $wsb=SB0 ; IADD R2, R1, 0x1 $sched=4 ;",
			"S2R R1, SR_LANEID $wsb=SB0 ; IADD R2, R1, 0x1 $req=SB0 $sched=4 ;",
			[]string{"reads R1 at cycle 1 before the variable-latency result of", "S2R R1, SR_LANEID $wsb=SB0", "arrives (cycle 20)",
				"should wait with $req on the producer's scoreboard (SB0)"}, map[string]uint32{"R2": 1}, ErrHazard},
		{"variable RAW waits on the wrong scoreboard",
			"S2R R1, SR_LANEID $wsb=SB1 ; IADD R2, R1, 0x1 $req=SB0 $sched=4 ;",
			"S2R R1, SR_LANEID $wsb=SB1 ; IADD R2, R1, 0x1 $req=SB1 $sched=4 ;",
			[]string{"reads R1", "(SB1)"}, map[string]uint32{"R2": 1}, ErrHazard},
		{"WAW on a pending variable result",
			"S2R R1, SR_LANEID $wsb=SB0 ; MOV R1, 0x5 $sched=4 ; IADD R2, R1, 0x1 $sched=4 ;",
			"S2R R1, SR_LANEID $wsb=SB0 ; MOV R1, 0x5 $req=SB0 $sched=4 ; IADD R2, R1, 0x1 $sched=4 ;",
			[]string{"WAW hazard: writes R1 at cycle 1 while the variable-latency", "S2R R1, SR_LANEID $wsb=SB0", "arrives at cycle 20"},
			map[string]uint32{"R2": 6}, ErrHazard},
		// Lanes 0..15 load R1 (variable latency) while lanes 16..31 write
		// it with a MOV: the loading lanes must still wait for their load.
		{"variable RAW after another group's write",
			"S2R R0, SR_LANEID $wsb=SB0 ; ISETP.LT.AND P0, PT, R0, 0x10, PT $req=SB0 $sched=4 ; @P0 S2R R1, SR_LANEID $wsb=SB1 ; @!P0 MOV R1, 0x5 $sched=4 ; @P0 IADD R2, R1, 0x1 $sched=4 ;",
			"S2R R0, SR_LANEID $wsb=SB0 ; ISETP.LT.AND P0, PT, R0, 0x10, PT $req=SB0 $sched=4 ; @P0 S2R R1, SR_LANEID $wsb=SB1 ; @!P0 MOV R1, 0x5 $sched=4 ; @P0 IADD R2, R1, 0x1 $req=SB1 $sched=4 ;",
			[]string{"reads R1", "before the variable-latency result of", "@P0 S2R R1, SR_LANEID $wsb=SB1"}, map[string]uint32{"R2": 1}, ErrHazard},
		{"$wsb on fixed latency",
			"MOV R1, 0x1 $sched=4 $wsb=SB2 ;",
			"MOV R1, 0x1 $sched=4 ;",
			[]string{"$wsb=SB2 on fixed-latency MOV (latency 4)"}, map[string]uint32{"R1": 1}, ErrHazard},
		{"variable latency without $wsb",
			"S2R R1, SR_LANEID $sched=15 ; NOP $sched=15 ; IADD R2, R1, 0x1 $sched=4 ;",
			"S2R R1, SR_LANEID $sched=15 $wsb=SB3 ; NOP $sched=15 ; IADD R2, R1, 0x1 $req=SB3 $sched=4 ;",
			[]string{"variable-latency S2R writes registers but sets no $wsb"}, map[string]uint32{"R2": 1}, ErrHazard},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantErr(t, job{src: c.bad + " EXIT ;", timed: true}, c.badStrictk, c.frags...)
			o := mustRun(t, job{src: c.good + " EXIT ;", timed: true})
			o.check(t, c.checkGood)
			// Lenient mode runs the bad program; reads see the newest values.
			if o := launchJob(t, job{src: c.bad + " EXIT ;", timed: true, opts: Options{Lenient: true}}); o.err != nil {
				t.Errorf("lenient: %v", o.err)
			}
		})
	}
}

// An error names both instructions in its fields.
func TestHazardSites(t *testing.T) {
	e := wantErr(t, job{src: "MOV R1, 0x1 $sched=3 ; IADD R2, R1, 0x1 $sched=4 ; EXIT ;", timed: true}, ErrHazard)
	if !e.HasSite || e.At.PC != 0x10 || !e.HasOther || e.Other.PC != 0 || e.Other.Inst != "MOV R1, 0x1 $sched=3" {
		t.Errorf("sites: %+v", e)
	}
}

func TestNoFalseHazards(t *testing.T) {
	cases := []struct {
		name string
		src  string
		want map[string]uint32
	}{
		// In-order pipeline: a later write of a register whose earlier
		// fixed-latency write is still in flight is fine; the value is
		// visible when both are (IMAD at 5 and MOV at 6: both at 10).
		{"fixed WAW", "MOV R2, 0x2 $sched=5 ; IMAD R1, R2, R2, RZ $sched=1 ; MOV R1, 0x5 $sched=4 ; IADD R5, R1, 0x1 $sched=4 ;",
			map[string]uint32{"R5": 6}},
		// RZ and PT are never written, so reading them never waits.
		{"RZ and PT", "MOV RZ, 0x1 $sched=1 ; ISETP.EQ.AND PT, PT, RZ, RZ, PT $sched=1 ; @PT IADD R1, RZ, 0x1 $sched=4 ;",
			map[string]uint32{"R1": 1}},
		// A variable-latency instruction reads its sources at issue: its
		// source may be overwritten at once.
		{"variable WAR", "MOV R1, 0x4 $sched=4 ; MOV R2, 0x0 $sched=4 ; SHFL.IDX PT, R3, R1, RZ, 0x1F $wsb=SB0 ; MOV R1, 0x9 $sched=4 ; IADD R4, R3, 0x1 $req=SB0 $sched=4 ;",
			map[string]uint32{"R4": 5, "R1": 9}},
		// Lanes whose guard is false do not read: the lanes of P0 write R1,
		// the others read it at once.
		{"disjoint lanes", "S2R R0, SR_LANEID $wsb=SB0 ; ISETP.LT.AND P0, PT, R0, 0x10, PT $req=SB0 $sched=4 ; @P0 MOV R1, 0x1 $sched=1 ; @!P0 IADD R2, R1, 0x1 $sched=4 ;",
			nil},
		// A variable-latency write pending in lanes 0..15 does not delay
		// the fixed-latency write of R1 in lanes 16..31 (found by
		// differential testing: the two sides of a divergent branch share
		// a register).
		{"variable write in other lanes", "S2R R0, SR_LANEID $wsb=SB0 ; ISETP.LT.AND P0, PT, R0, 0x10, PT $req=SB0 $sched=4 ; @P0 S2R R1, SR_LANEID $wsb=SB1 ; @!P0 MOV R1, 0x5 $sched=4 ; @!P0 IADD R2, R1, 0x1 $sched=4 ; @!P0 MOV R1, 0x7 $sched=4 ;",
			nil},
		{"wait exactly the latency", "MOV R1, 0x1 $sched=2 ; MOV R2, 0x2 $sched=4 ; IADD R3, R1, R2 $sched=4 ;", map[string]uint32{"R3": 3}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := mustRun(t, job{src: c.src + " EXIT ;", timed: true, block: warp32})
			o.check(t, c.want)
		})
	}
}

// In stress mode the delay of S2R is drawn from [1, 80]: 30 cycles of
// stalls cover the typical 20 but not every draw, while $req always works.
func TestStressFindsMissingWait(t *testing.T) {
	bad := "S2R R1, SR_LANEID $wsb=SB0 $sched=15 ; NOP $sched=15 ; IADD R2, R1, 0x1 $sched=4 ; EXIT ;"
	good := "S2R R1, SR_LANEID $wsb=SB0 $sched=15 ; NOP $sched=15 ; IADD R2, R1, 0x1 $req=SB0 $sched=4 ; EXIT ;"
	mustRun(t, job{src: bad, timed: true}) // the typical delay hides the missing wait
	failures := 0
	for seed := uint64(1); seed <= 32; seed++ {
		if o := launchJob(t, job{src: bad, timed: true, opts: Options{Stress: true, Seed: seed}}); o.err != nil {
			failures++
		}
		o := mustRun(t, job{src: good, timed: true, opts: Options{Stress: true, Seed: seed}})
		o.check(t, map[string]uint32{"R2": 1})
	}
	// P(delay <= 30) = 30/80 per seed: all 32 passing would be a broken draw.
	if failures == 0 {
		t.Errorf("stress mode never caught the missing $req in 32 seeds")
	}
}

// Statistics of a known schedule: S2R at 0 (SB0 until 20), IADD at 20
// ($req), IADD at 24, EXIT at 28; the warp ends at 29.
func TestStatistics(t *testing.T) {
	src := "S2R R1, SR_LANEID $wsb=SB0 $sched=1 ; IADD R2, R1, 0x1 $req=SB0 $sched=4 ; IADD R3, R2, 0x1 $sched=4 ; EXIT ;"
	o := mustRun(t, job{src: src, timed: true, block: warp32})
	want := Stats{Cycles: 29, WarpInsts: 4, ThreadInsts: 4 * 32, Stalls: [NumStallCauses]int64{6, 19, 0}}
	if *o.stats != want {
		t.Errorf("stats %v, want %v", o.stats, &want)
	}
	// Two CTAs run one after the other; half a warp counts half the threads.
	o = mustRun(t, job{src: src, timed: true, block: launchDim(16), grid: launchDim(2)})
	want = Stats{Cycles: 58, WarpInsts: 8, ThreadInsts: 8 * 16, Stalls: [NumStallCauses]int64{12, 38, 0}}
	if *o.stats != want {
		t.Errorf("stats %v, want %v", o.stats, &want)
	}
	// The load's consumer issues when its 200-cycle delay has passed.
	src = "MOV.64 R[2:3], c[0x0][0x160] $sched=4 ; LDG R4, [R[2:3]] $wsb=SB0 ; S2R R5, SR_CLOCKLO $req=SB0 $wsb=SB1 ; IADD R6, R5, RZ $req=SB1 $sched=4 ; EXIT ;"
	o = mustRun(t, job{src: src, timed: true, bufs: [][]byte{make([]byte, 4)}})
	o.check(t, map[string]uint32{"R6": 204})
	if s := fmt.Sprint(o.stats); s == "" {
		t.Error("empty stats text")
	}
}

// TestQuietCheckCoversEveryTimedRegister checks the list runWarp's quiet
// check reads (inst.timed): an instruction is let through without
// checkHazards only when none of these registers has a write in flight, so
// it must name the guard, every source and every destination, each once.
// The expected sets are read off the instructions by hand.
func TestQuietCheckCoversEveryTimedRegister(t *testing.T) {
	src := `S2R R0, SR_TID.X ; UMOV UR1, 0x3 ; MOV.64 R[2:3], c[0x0][0x160] ;
		ISETP.LT.AND P1, PT, R0, 0x800, PT ; @P1 IADD R1, R1, R0 ;
		IMAD.WIDE.U32 R[4:5], R0, 0x4, R[2:3] ; @!P1 IADD R6, R0, UR1 ; STG [R[4:5]], R1 ; EXIT ;`
	insts := assemble(t, src)
	ConservativeControl(insts)
	p, err := LoadInsts("quiet", insts, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	gpr := func(r int) uint16 { return uint16(r) }
	ur := func(r int) uint16 { return uint16(p.nGPR + r) }
	pr := func(r int) uint16 { return uint16(p.nGPR + 64 + r) }
	want := [][]uint16{
		{gpr(0)},                                 // S2R R0
		{ur(1)},                                  // UMOV UR1
		{gpr(2), gpr(3)},                         // MOV.64 R[2:3]
		{gpr(0), pr(1)},                          // ISETP P1 from R0
		{pr(1), gpr(1), gpr(0)},                  // @P1 IADD R1 = R1 + R0
		{gpr(0), gpr(2), gpr(3), gpr(4), gpr(5)}, // IMAD.WIDE R[4:5] from R0, R[2:3]
		{pr(1), gpr(0), ur(1), gpr(6)},           // @!P1 IADD R6 = R0 + UR1
		{gpr(4), gpr(5), gpr(1)},                 // STG [R[4:5]], R1
		nil,                                      // EXIT
	}
	for i, in := range p.insts {
		got := slices.Clone(in.timed)
		w := slices.Clone(want[i])
		slices.Sort(got)
		slices.Sort(w)
		if !slices.Equal(got, w) {
			t.Errorf("%s: timed registers %v, want %v", p.Insts[i].String(), got, w)
		}
	}
}
