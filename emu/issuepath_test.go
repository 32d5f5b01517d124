package emu

import (
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// runWarp's short paths (inst.plain, the inline CALL, RET and WARPSYNC)
// must do exactly what the general path does. These tests run programs
// twice, once as loaded and once with every short path's flag cleared
// (generalOnly), and compare everything a launch leaves: the error text,
// the statistics, the registers, predicates, scoreboards, issue times,
// register timing and groups of every warp, and the global buffers.

// generalOnly makes every instruction of p take runWarp's general path,
// and runCTA compute ready times afresh.
func generalOnly(p *Program) {
	p.generalOnly = true
	for i := range p.insts {
		p.insts[i].plain = false
		p.insts[i].inlineFlow = false
	}
}

// warpState is what a launch leaves in a warp that the tests compare.
type warpState struct {
	R              [][32]uint32
	UR             [64]uint32
	P              [8]uint32
	UP             uint8
	SB             []int64
	T, TFixed      int64
	Last, End      int64
	Live           uint32
	Done           bool
	Groups         []group
	Cur            int
	NReady         int32
	Until          []int64
	Segs           [][]regSeg
	Local          []byte
	BRegs          [16]bReg
	Blocked        bool
	RedState       uint32
	BarWait        uint8
	ExitedWarpsCTA int
}

func stateOf(w *warp) warpState {
	s := warpState{R: w.r, UR: w.ur, P: w.p, UP: w.up, SB: w.sb[:], T: w.t, TFixed: w.tFixed, Last: w.last, End: w.end,
		Live: w.live, Done: w.done, Groups: w.groups, Cur: w.cur, NReady: w.nReady, Local: w.local, BRegs: w.breg, Blocked: w.blocked,
		RedState: w.redState, BarWait: w.barWait, ExitedWarpsCTA: w.cta.exitedWarps}
	for _, rt := range w.allT {
		s.Until = append(s.Until, rt.until)
		s.Segs = append(s.Segs, rt.segs)
	}
	return s
}

// compareIssuePaths runs j with and without the short paths and fails the
// test where the outcomes differ. It returns the outcome with them.
func compareIssuePaths(t testing.TB, j job) *outcome {
	t.Helper()
	fast := launchOnce(t, j)
	j.prep = generalOnly
	slow := launchOnce(t, j)
	if fmt.Sprint(fast.err) != fmt.Sprint(slow.err) {
		t.Fatalf("errors differ:\nshort paths: %v\ngeneral:     %v\ncode:\n%s", fast.err, slow.err, j.src)
	}
	if fast.stats == nil || slow.stats == nil {
		if (fast.stats == nil) != (slow.stats == nil) {
			t.Fatalf("one launch did not start: %v / %v", fast.err, slow.err)
		}
		return fast
	}
	if *fast.stats != *slow.stats {
		t.Fatalf("statistics differ:\nshort paths: %v\ngeneral:     %v\ncode:\n%s", fast.stats, slow.stats, j.src)
	}
	if j.opts.Jobs > 1 {
		return fast // which CTA's state the launch keeps depends on the workers' timing
	}
	for i, w := range fast.x.cta.warps {
		if n := w.countReady(); w.nReady != n {
			t.Fatalf("warp %d: nReady %d, but %d groups are ready: %+v\ncode:\n%s", i, w.nReady, n, w.groups, j.src)
		}
		if rs := w.readyBits(); w.readySet != rs {
			t.Fatalf("warp %d: readySet %#x, but groups %#x are ready: %+v\ncode:\n%s", i, w.readySet, rs, w.groups, j.src)
		}
		a, b := stateOf(w), stateOf(slow.x.cta.warps[i])
		if j.opts.Lenient {
			// In lenient mode nothing reads the registers' timing, and
			// the short path records it where the general path does not
			// (runWarp's short path tests no mode).
			a.Until, a.Segs, b.Until, b.Segs = nil, nil, nil, nil
		}
		if !reflect.DeepEqual(a, b) {
			va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
			for f := 0; f < va.NumField(); f++ {
				if !reflect.DeepEqual(va.Field(f).Interface(), vb.Field(f).Interface()) {
					t.Errorf("warp %d: %s differs:\nshort paths: %v\ngeneral:     %v", i, va.Type().Field(f).Name, va.Field(f), vb.Field(f))
				}
			}
			t.Fatalf("code:\n%s", j.src)
		}
	}
	for i, b := range j.bufs {
		if x, y := fast.buf(t, i, len(b)), slow.buf(t, i, len(b)); !reflect.DeepEqual(x, y) {
			t.Fatalf("buffer %d differs: %v / %v\ncode:\n%s", i, x, y, j.src)
		}
	}
	return fast
}

// randomTimedProgram writes a program of plain and non-plain instructions
// with random guards, stall counts, scoreboards and forward branches, so
// that runs of plain instructions start with writes in flight (fixed and
// variable latency, in some lanes) and some programs break the timing
// rules at a random instruction.
func randomTimedProgram(rng *rand.Rand) string {
	var b strings.Builder
	reg := func() string { return fmt.Sprintf("R%d", 1+rng.Intn(7)) }
	src := func() string {
		switch rng.Intn(6) {
		case 0:
			return fmt.Sprintf("%#x", rng.Intn(100))
		case 1:
			return "UR1"
		case 2:
			return "R0"
		}
		return reg()
	}
	guard := func() string {
		switch rng.Intn(5) {
		case 0:
			return "@P0 "
		case 1:
			return "@!P1 "
		}
		return ""
	}
	ctrl := func() string {
		c := fmt.Sprintf(" $sched=%d", 1+rng.Intn(5))
		if rng.Intn(4) == 0 {
			c += fmt.Sprintf(" $req=SB%d", rng.Intn(2))
		}
		return c
	}
	b.WriteString("S2R R0, SR_LANEID $wsb=SB0 $sched=1 ;\n")
	b.WriteString("UMOV UR1, 0x7 $sched=1 ;\n")
	fmt.Fprintf(&b, "ISETP.LT.AND P0, PT, R0, %#x, PT $req=SB0 $sched=2 ;\n", rng.Intn(33))
	fmt.Fprintf(&b, "ISETP.GE.AND P1, PT, R0, %#x, PT $sched=%d ;\n", rng.Intn(33), 1+rng.Intn(4))
	labels := 0
	n := 8 + rng.Intn(24)
	for i := 0; i < n; i++ {
		switch k := rng.Intn(20); {
		case k < 5:
			fmt.Fprintf(&b, "%sIADD %s, %s, %s%s ;\n", guard(), reg(), reg(), src(), ctrl())
		case k < 8:
			fmt.Fprintf(&b, "%sMOV %s, %#x%s ;\n", guard(), reg(), rng.Intn(1000), ctrl())
		case k < 10:
			fmt.Fprintf(&b, "%sIMAD %s, %s, %s, %s%s ;\n", guard(), reg(), reg(), src(), reg(), ctrl())
		case k < 11:
			fmt.Fprintf(&b, "%sIMAD.WIDE.U32 R[8:9], %s, %s, R[8:9]%s ;\n", guard(), reg(), src(), ctrl())
		case k < 12:
			fmt.Fprintf(&b, "%sISETP.LT.AND P2, PT, %s, %s, PT%s ;\n", guard(), reg(), src(), ctrl())
		case k < 13:
			fmt.Fprintf(&b, "%sSEL %s, %s, %s, !P2%s ;\n", guard(), reg(), reg(), src(), ctrl())
		case k < 15:
			// Variable latency: sometimes without a scoreboard (a
			// control-bit error) or with one a later $req may miss.
			wsb := fmt.Sprintf(" $wsb=SB%d", rng.Intn(2))
			if rng.Intn(8) == 0 {
				wsb = ""
			}
			fmt.Fprintf(&b, "%sS2R %s, SR_LANEID%s%s ;\n", guard(), reg(), wsb, ctrl())
		case k < 16:
			fmt.Fprintf(&b, "%sMOV %s, c[0x0][0x0]%s ;\n", guard(), reg(), ctrl())
		case k < 17 && labels < 3:
			fmt.Fprintf(&b, "@P%d BRA L%d%s ;\n", rng.Intn(2), labels, ctrl())
			fmt.Fprintf(&b, "%sIADD %s, %s, 0x1%s ;\n", guard(), reg(), reg(), ctrl())
			fmt.Fprintf(&b, "L%d:\n", labels)
			labels++
		default:
			fmt.Fprintf(&b, "NOP%s ;\n", ctrl())
		}
	}
	b.WriteString("EXIT ;\n")
	return b.String()
}

// TestPlainPathMatchesGeneral compares the short path of plain
// instructions with the general path on random timed programs in strict,
// lenient and stress mode. Both outcomes must occur often: programs that
// run to the end and programs stopped by a hazard.
func TestPlainPathMatchesGeneral(t *testing.T) {
	rng := rand.New(rand.NewSource(14))
	var ok, hazards int
	for round := 0; round < 400; round++ {
		src := randomTimedProgram(rng)
		for _, opts := range []Options{{}, {Lenient: true}, {Stress: true, Seed: uint64(round)}} {
			o := compareIssuePaths(t, job{src: src, timed: true, block: launchDim(uint32(1 + rng.Intn(64))), opts: opts})
			var e *Error
			switch {
			case o.err == nil:
				ok++
			case errors.As(o.err, &e) && e.Kind == ErrHazard:
				hazards++
			default:
				t.Fatalf("unexpected error %v\ncode:\n%s", o.err, src)
			}
		}
	}
	t.Logf("%d launches ran to the end, %d stopped at a hazard", ok, hazards)
	if ok < 200 || hazards < 100 {
		t.Errorf("%d programs ran and %d stopped at a hazard: the programs do not cover both", ok, hazards)
	}
}

// TestBSYNCJoinsWaitingGroup: lanes 16-31, not recorded in B0, wait at
// the BSYNC before lanes 0-15 (all of B0) arrive as one group. The BSYNC
// must merge the waiting group in (bsyncAlone is false: the arriving
// group does not pass alone) so that the rest runs once for the warp:
// 4 instructions for the warp (S2R and ISETP in all lanes, the guarded
// BSSY and BRA in lanes 0-15), BRA and BSYNC of lanes 16-31, MOV and
// BSYNC of lanes 0-15, then MOV and EXIT of the merged warp.
func TestBSYNCJoinsWaitingGroup(t *testing.T) {
	src := `S2R R0, SR_LANEID ;
		ISETP.LT.AND P0, PT, R0, 0x10, PT ;
		@P0 BSSY B0, JOIN ;
		@P0 BRA LOW ;
		BRA JOIN ;
	LOW:
		MOV R2, 0x1 ;
	JOIN:
		BSYNC B0 ;
		MOV R3, 0x5 ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R3", func(int) uint32 { return 5 })
	o.lanes(t, "R2", func(l int) uint32 { return b2u(l < 16) })
	if o.stats.WarpInsts != 10 || o.stats.ThreadInsts != 2*32+2*16+2*16+2*16+2*32 {
		t.Errorf("%d warp and %d thread instructions, want 10 and %d", o.stats.WarpInsts, o.stats.ThreadInsts, 2*32+2*16+2*16+2*16+2*32)
	}
}

// randomDenseProgram writes straight-line code over three registers and
// P0 with random stall counts, so that most instructions read results of
// the instructions just before and many programs read one a few cycles
// early.
func randomDenseProgram(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("S2R R0, SR_LANEID $wsb=SB0 $sched=1 ;\n")
	b.WriteString("ISETP.LT.AND P0, PT, R0, 0x8, PT $req=SB0 $sched=4 ;\n")
	reg := func() string { return fmt.Sprintf("R%d", 1+rng.Intn(3)) }
	n := 10 + rng.Intn(30)
	for i := 0; i < n; i++ {
		stall := 4 + rng.Intn(3)
		if rng.Intn(16) == 0 {
			stall = 1 + rng.Intn(3) // short: a hazard if the next instructions read the result
		}
		guard := ""
		if rng.Intn(6) == 0 {
			guard = "@!P0 "
		}
		switch rng.Intn(4) {
		case 0:
			fmt.Fprintf(&b, "%sMOV %s, %#x $sched=%d ;\n", guard, reg(), rng.Intn(50), stall)
		case 1:
			fmt.Fprintf(&b, "%sIMAD %s, %s, %s, %s $sched=%d ;\n", guard, reg(), reg(), reg(), reg(), stall)
		default:
			fmt.Fprintf(&b, "%sIADD %s, %s, %s $sched=%d ;\n", guard, reg(), reg(), reg(), stall)
		}
	}
	b.WriteString("EXIT ;\n")
	return b.String()
}

// TestDenseCodeMatchesGeneral compares the short path with the general
// path on dense straight-line programs, where a timing check the short
// path skipped or got one cycle wrong makes it miss a hazard the general
// path reports. (A short path that proved runs of instructions quiet
// from the ones before them, tried and dropped as no faster, failed it
// when its proof was one cycle too generous.)
func TestDenseCodeMatchesGeneral(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	var ok, hazards int
	for round := 0; round < 500; round++ {
		src := randomDenseProgram(rng)
		o := compareIssuePaths(t, job{src: src, timed: true, block: warp32})
		if o.err == nil {
			ok++
		} else {
			hazards++
		}
	}
	t.Logf("%d programs ran to the end, %d stopped at a hazard", ok, hazards)
	if ok < 50 || hazards < 200 {
		t.Errorf("the programs do not cover both outcomes")
	}
}

// TestHazardAfterCheckOfOtherLanes: the guarded IADD (cycle 29) finds R1
// in flight in lanes 8-31 (the MOV's), which it does not execute, so it
// passes; the next IADD, all of whose timed registers the guarded one
// touched, reads R1 in every lane at cycle 30 and must be checked and
// rejected (the MOV at 28 makes it visible at 32): a check that found
// something in flight is no proof that R1 is quiet (for a short path that
// skips the checks of instructions after quiet ones).
func TestHazardAfterCheckOfOtherLanes(t *testing.T) {
	src := `S2R R0, SR_LANEID $wsb=SB0 $sched=1 ;
		ISETP.LT.AND P0, PT, R0, 0x8, PT $req=SB0 $sched=4 ;
		MOV R5, 0x2 $sched=4 ;
		@!P0 MOV R1, 0x3 $sched=1 ;
		@P0 IADD RZ, R1, R5 $sched=1 ;
		IADD R5, R1, 0x1 $sched=4 ;
		EXIT ;`
	wantErr(t, job{src: src, timed: true, block: warp32}, ErrHazard, "RAW hazard: reads R1 at cycle 30", "visible only at cycle 32")
}

// TestHazardAcrossBackwardJump: the MOV just before the IADD in the code
// makes R1 quiet for it, but the IADD is reached by the branch at the
// end, right after another write of R1 (cycle 1, visible at 5): the IADD
// at cycle 3 must be checked and rejected (a short path that reasoned
// from the instructions before it in the code would miss it).
func TestHazardAcrossBackwardJump(t *testing.T) {
	src := `BRA LATE $sched=1 ;
		MOV R1, 0x5 $sched=4 ;
	AGAIN:
		IADD R1, R1, R1 $sched=4 ;
		EXIT ;
	LATE:
		MOV R1, 0x7 $sched=1 ;
		BRA AGAIN $sched=1 ;`
	wantErr(t, job{src: src, timed: true, block: warp32}, ErrHazard, "RAW hazard: reads R1 at cycle 3", "visible only at cycle 5")
}

// TestPlainWritesAfterSegments: R8 gets two segments (the lanes of !P0
// write it while the lanes of P0 still wait for their write), and once
// both have arrived a plain IMAD.WIDE writes R8 and R9. The short path
// records the pair in place, leaving each register one segment as
// noteWrite does (compareIssuePaths compares the segments).
func TestPlainWritesAfterSegments(t *testing.T) {
	src := `S2R R0, SR_LANEID $wsb=SB0 ;
		ISETP.LT.AND P0, PT, R0, 0x10, PT $req=SB0 $sched=4 ;
		@P0 MOV R8, 0x1 $sched=1 ;
		@!P0 MOV R8, 0x2 $sched=4 ;
		NOP $sched=4 ;
		IMAD.WIDE.U32 R[8:9], R0, 0x3, R[8:9] $sched=4 ;
		EXIT ;`
	o := compareIssuePaths(t, job{src: src, timed: true, block: warp32})
	if o.err != nil {
		t.Fatal(o.err)
	}
	for lane := 0; lane < 32; lane++ {
		want := uint32(3 * lane)
		if lane < 16 {
			want++
		} else {
			want += 2
		}
		if got, hi := o.reg(t, 0, lane, "R8"), o.reg(t, 0, lane, "R9"); got != want || hi != 0 {
			t.Errorf("lane %d: R[8:9] = %#x:%#x, want 0:%#x", lane, hi, got, want)
		}
	}
}
