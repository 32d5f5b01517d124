package emu

import (
	"testing"
)

// Divergence and reconvergence: programs in assembly whose results per
// lane follow from the branches each lane takes, and whose VOTE ballots
// show which lanes execute together.

func TestNestedIfElse(t *testing.T) {
	src := `
		S2R R1, SR_LANEID ; MOV R2, 0x0 ;
		ISETP.LT.AND P0, PT, R1, 0x10, PT ;
		BSSY B0, J0 ;
		@!P0 BRA ELSE0 ;
		LOP3.POR R3, R1, 0x1, RZ, 0xC0, !PT ;
		ISETP.NE.AND P1, PT, R3, RZ, PT ;
		BSSY B1, J1 ;
		@!P1 BRA ELSE1 ;
		MOV R2, 0x1 ;
		BRA J1 ;
	ELSE1:
		MOV R2, 0x2 ;
	J1:
		BSYNC B1 ;
		VOTE.ANY R4, P2, PT ;
		BRA J0 ;
	ELSE0:
		MOV R2, 0x3 ;
		VOTE.ANY R4, P2, PT ;
	J0:
		BSYNC B0 ;
		VOTE.ANY R5, P2, PT ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R2", func(l int) uint32 {
		switch {
		case l >= 16:
			return 3
		case l%2 == 1:
			return 1
		}
		return 2
	})
	// Inside the outer if the halves run apart; the inner BSYNC joins the
	// odd and even lanes of the low half; the outer BSYNC the whole warp.
	o.lanes(t, "R4", func(l int) uint32 {
		if l < 16 {
			return 0x0000ffff
		}
		return 0xffff0000
	})
	o.lanes(t, "R5", func(int) uint32 { return 0xffffffff })
}

// Without BSSY/BSYNC diverged lanes do not join again by themselves.
func TestNoReconvergenceWithoutBSYNC(t *testing.T) {
	src := `
		S2R R1, SR_LANEID ;
		ISETP.LT.AND P0, PT, R1, 0x10, PT ;
		@!P0 BRA ELSE ;
		MOV R2, 0x1 ;
		BRA J ;
	ELSE:
		MOV R2, 0x2 ;
	J:
		VOTE.ANY R5, P2, PT ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R5", func(l int) uint32 {
		if l < 16 {
			return 0x0000ffff
		}
		return 0xffff0000
	})
}

func TestLoopWithDivergentExit(t *testing.T) {
	// Lane l runs the loop l times: R2 = l, R3 = 0 + 1 + ... + (l-1).
	src := `
		S2R R1, SR_LANEID ; MOV R2, 0x0 ; MOV R3, 0x0 ;
		BSSY B0, DONE ;
	LOOP:
		ISETP.GE.AND P0, PT, R2, R1, PT ;
		@P0 BRA DONE ;
		IADD R3, R3, R2 ;
		IADD R2, R2, 0x1 ;
		BRA LOOP ;
	DONE:
		BSYNC B0 ;
		VOTE.ANY R5, P1, PT ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R2", func(l int) uint32 { return uint32(l) })
	o.lanes(t, "R3", func(l int) uint32 { return uint32(l * (l - 1) / 2) })
	o.lanes(t, "R5", func(int) uint32 { return 0xffffffff })
}

func TestNestedLoopsWithBreak(t *testing.T) {
	// for i in 0..3: for j in 0..(lane%4): if i+j == 4 break; R3 += 1.
	// Count per lane: sum over i of min(lane%4, max(0, 4-i)) -> for
	// n = lane%4: i=0: n, i=1: n, i=2: min(n,2), i=3: min(n,1).
	src := `
		S2R R1, SR_LANEID ; LOP3.POR R4, R1, 0x3, RZ, 0xC0, !PT ; MOV R3, 0x0 ; MOV R5, 0x0 ;
		BSSY B0, OUTEREND ;
	OUTER:
		ISETP.GE.AND P0, PT, R5, 0x4, PT ;
		@P0 BRA OUTEREND ;
		MOV R6, 0x0 ;
		BSSY B1, INNEREND ;
	INNER:
		ISETP.GE.AND P1, PT, R6, R4, PT ;
		@P1 BRA INNEREND ;
		IADD R7, R5, R6 ;
		ISETP.EQ.AND P2, PT, R7, 0x4, PT ;
		@P2 BRA INNEREND ;
		IADD R3, R3, 0x1 ;
		IADD R6, R6, 0x1 ;
		BRA INNER ;
	INNEREND:
		BSYNC B1 ;
		IADD R5, R5, 0x1 ;
		BRA OUTER ;
	OUTEREND:
		BSYNC B0 ;
		VOTE.ANY R8, P3, PT ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R3", func(l int) uint32 {
		n := l % 4
		return uint32(n + n + min(n, 2) + min(n, 1))
	})
	o.lanes(t, "R8", func(int) uint32 { return 0xffffffff })
}

func TestDivergentExit(t *testing.T) {
	src := `
		S2R R1, SR_LANEID ;
		BSSY B0, J ;
		LOP3.POR R2, R1, 0x1, RZ, 0xC0, !PT ;
		ISETP.NE.AND P0, PT, R2, RZ, PT ;
		@P0 BRA ODD ;
		MOV R3, 0x5 ;
		BRA J ;
	ODD:
		MOV R3, 0x7 ;
		EXIT ;
	J:
		BSYNC B0 ;
		VOTE.ANY R4, P1, PT ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R3", func(l int) uint32 { return uint32(5 + 2*(l%2)) })
	// The BSYNC does not wait for the exited odd lanes.
	o.lanes(t, "R4", func(l int) uint32 {
		if l%2 == 0 {
			return 0x55555555
		}
		return 0
	})
}

func TestWARPSYNC(t *testing.T) {
	src := `
		S2R R1, SR_LANEID ;
		ISETP.LT.AND P0, PT, R1, 0x8, PT ;
		@P0 BRA A ;
		MOV R2, 0x1 ;
		BRA W ;
	A:
		MOV R2, 0x2 ;
	W:
		WARPSYNC 0xFFFFFFFF ;
		VOTE.ANY R4, P1, PT ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R4", func(int) uint32 { return 0xffffffff })
	o.lanes(t, "R2", func(l int) uint32 { return uint32(1 + b2u(l < 8)) })

	// A register mask naming only half of the warp joins that half.
	src = `
		S2R R1, SR_LANEID ; MOV R9, 0xFFFF ;
		LOP3.POR R2, R1, 0x1, RZ, 0xC0, !PT ;
		ISETP.NE.AND P0, PT, R2, RZ, PT ;
		ISETP.LT.AND P1, PT, R1, 0x10, PT ;
		@!P1 EXIT ;
		@P0 BRA A ;
		NOP ;
	A:
		WARPSYNC R9 ;
		VOTE.ANY R4, P2, PT ;
		EXIT ;`
	o = mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R4", func(l int) uint32 {
		if l < 16 {
			return 0xffff
		}
		return 0
	})
	wantErr(t, job{src: "WARPSYNC 0x1 ; EXIT ;", block: warp32}, ErrCollective, "does not name executing lanes")

	// Lanes 5 and 9 name other masks than lane 0: the error names the
	// lowest of them.
	src = `S2R R1, SR_LANEID ; MOV R9, 0xFFFFFFFF ;
		ISETP.EQ.AND P0, PT, R1, 0x9, PT ; ISETP.EQ.AND P1, PT, R1, 0x5, PT ;
		@P0 MOV R9, 0x3 ; @P1 MOV R9, 0x7 ;
		WARPSYNC R9 ; EXIT ;`
	wantErr(t, job{src: src, block: warp32}, ErrCollective, "WARPSYNC masks differ between lanes: 0xffffffff in lane 0, 0x00000007 in lane 5")
}

func TestIntraWarpDeadlock(t *testing.T) {
	// The halves wait at two different BSYNC B0 instructions for each other.
	src := `
		S2R R1, SR_LANEID ;
		ISETP.LT.AND P0, PT, R1, 0x10, PT ;
		BSSY B0, J ;
		@P0 BRA X ;
	J:
		BSYNC B0 ;
		EXIT ;
	X:
		BSYNC B0 ;
		EXIT ;`
	wantErr(t, job{src: src, block: warp32}, ErrDeadlock, "wait for each other", "BSYNC B0")
}

// A lane spinning on a flag that another lane of its warp sets must not
// starve the setter: after a backward branch the warp switches groups.
func TestSpinLoopDoesNotStarve(t *testing.T) {
	src := `
		S2R R1, SR_LANEID ;
		ISETP.NE.AND P0, PT, R1, RZ, PT ;
		BSSY B0, J ;
		@P0 BRA SETTER ;
	SPIN:
		LDS R2, [RZ] ;
		ISETP.EQ.AND P1, PT, R2, RZ, PT ;
		@P1 BRA SPIN ;
		BRA J ;
	SETTER:
		MOV R3, 0x1 ;
		STS [RZ], R3 ;
	J:
		BSYNC B0 ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp32, staticShared: 4, opts: Options{MaxWarpInsts: 100000}})
	if got := o.reg(t, 0, 0, "R2"); got != 1 {
		t.Errorf("lane 0 left the spin loop with R2 = %d", got)
	}
}

func TestProgramErrors(t *testing.T) {
	wantErr(t, job{src: "MOV R1, 0x1 ;"}, ErrProgram, "outside the code", "missing EXIT")
	// A run of plain instructions that ends the code: runWarp's short path
	// steps onto the instruction Load puts past the end, which must send
	// it to the general path at pc 2 (0x20).
	for _, opts := range []Options{{}, {Lenient: true}} {
		e := wantErr(t, job{src: "MOV R1, 0x1 ; IADD R2, RZ, 0x2 ;", opts: opts}, ErrProgram,
			"reached pc 0x20, outside the code (2 instructions; missing EXIT?)")
		if e.At.PC != 0x20 {
			t.Errorf("error at pc %#x, want 0x20", e.At.PC)
		}
	}
	wantErr(t, job{src: "L: BRA L ; EXIT ;", opts: Options{MaxWarpInsts: 1000}}, ErrLimit, "more than 1000 warp instructions")
}
