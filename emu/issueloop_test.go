package emu

import (
	"errors"
	"testing"

	"gpucc/isa"
)

// TestScoreboardWaitMatchesEveryBit compares scoreboardWait, which visits
// only the set bits of req, with the definition: the latest of t and the
// scoreboards whose bit is set, bits from isa.NumScoreboards up ignored.
// Every req byte is tried, with scoreboards before, at and after t.
func TestScoreboardWaitMatchesEveryBit(t *testing.T) {
	var w warp
	for k := range w.sb {
		w.sb[k] = int64(10 + 7*k) // 10, 17, ..., 45: distinct, increasing
	}
	w.sb[2] = 3 // one scoreboard already clear at every t below
	for _, t0 := range []int64{0, 10, 17, 30, 45, 100} {
		for req := 0; req < 256; req++ {
			want := t0
			for k := 0; k < isa.NumScoreboards; k++ {
				if req>>k&1 != 0 && w.sb[k] > want {
					want = w.sb[k]
				}
			}
			if got := w.scoreboardWait(uint8(req), t0); got != want {
				t.Errorf("scoreboardWait(%#x, %d) = %d, want %d", req, t0, got, want)
			}
		}
	}
}

// TestIssueStatistics checks the statistics of a timed one-warp program
// whose issue cycles follow from the control bits (see TestHazards for the
// timing rules): S2R at 0; ISETP waits for SB0 until 20 (scoreboard stall
// 19); BRA at 24 splits the warp; lanes 0-15 issue MOV at 26, IADD at 30,
// EXIT at 32; then lanes 16-31 MOV at 33, EXIT at 38. Stall count part:
// the gaps minus one of every instruction but the last, 0+3+1+3+1+0+4.
// Several inner-loop runs (split at BRA and EXIT) are summed.
func TestIssueStatistics(t *testing.T) {
	src := `S2R R1, SR_TID.X $wsb=SB0 $sched=1 ;
		ISETP.GE.AND P0, PT, R1, 0x10, PT $req=SB0 $sched=4 ;
		@P0 BRA HIGH $sched=2 ;
		MOV R2, 0x1 $sched=4 ; IADD R3, R2, 0x1 $sched=2 ; EXIT $sched=1 ;
	HIGH:
		MOV R2, 0x2 $sched=5 ; EXIT $sched=1 ;`
	o := mustRun(t, job{src: src, timed: true, block: launchDim(32)})
	want := Stats{Cycles: 39, WarpInsts: 8, ThreadInsts: 2*32 + 16 + 3*16 + 2*16, // the BRA executes in the 16 lanes whose guard holds
		Stalls: [NumStallCauses]int64{StallCount: 12, StallScoreboard: 19}}
	if *o.stats != want {
		t.Errorf("stats %+v, want %+v", *o.stats, want)
	}
	// Every cycle but the issue cycles is a stall of one warp.
	if s := o.stats; s.Stalls[StallCount]+s.Stalls[StallScoreboard]+s.Stalls[StallBarrier] != s.Cycles-int64(s.WarpInsts) {
		t.Errorf("stalls %v do not add up to cycles %d - instructions %d", s.Stalls, s.Cycles, s.WarpInsts)
	}

	// The instruction limit stops the launch before the sixth instruction,
	// inside the first group's run, with exactly five counted.
	o = launchJob(t, job{src: src, timed: true, block: launchDim(32), opts: Options{MaxWarpInsts: 5}})
	var e *Error
	if !errors.As(o.err, &e) || e.Kind != ErrLimit {
		t.Fatalf("error %v, want an ErrLimit", o.err)
	}
	if o.stats.WarpInsts != 5 || o.stats.ThreadInsts != 2*32+3*16 {
		t.Errorf("at the limit: %d warp and %d thread instructions, want 5 and %d", o.stats.WarpInsts, o.stats.ThreadInsts, 2*32+3*16)
	}
}

// TestSpinLoopYieldsAfterForwardBranch checks runWarp's memo of othersWait
// (alone): a taken forward branch says nothing about the other groups, so
// the backward branch of a spin loop after it must still reschedule to the
// ready group that ends the spin. Lanes 0-15 spin on a shared word that
// lanes 16-31 (the higher pc, run only when the spin loop yields) set.
func TestSpinLoopYieldsAfterForwardBranch(t *testing.T) {
	src := `S2R R1, SR_TID.X ; ISETP.GE.AND P0, PT, R1, 0x10, PT ;
		@P0 BRA SETTER ;
		BRA SPIN ;
	SPIN:
		LDS R2, [RZ] ; ISETP.EQ.AND P1, PT, R2, RZ, PT ; @P1 BRA SPIN ;
		MOV R6, 0x2 ; EXIT ;
	SETTER:
		MOV R3, 0x1 ; STS [RZ], R3 ; EXIT ;`
	o := mustRun(t, job{src: src, block: launchDim(32), staticShared: 4, opts: Options{MaxWarpInsts: 2000}})
	if got := o.reg(t, 0, 0, "R6"); got != 2 {
		t.Errorf("lane 0 did not leave the spin loop: R6 = %d", got)
	}
}
