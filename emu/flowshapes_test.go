package emu

import (
	"testing"

	"gpucc/launch"
)

// Divergent shapes for the scheduling events runWarp's flowInline runs
// (flowRan: a whole group's WARPSYNC that waits or passes with another
// group ready, divergent and backward branches) and the one walk of
// warpsyncGroup. Each runs on two warps (runCTA switches between them at
// their global instructions) and, through mustRun, with the short paths
// off too (launchJob's comparison of groups, timing, statistics and
// errors). The expected registers are worked out in Go.

var warp64 = launch.Dim3{X: 64, Y: 1, Z: 1}

// bothWarps checks register name in every lane of warps 0 and 1.
func (o *outcome) bothWarps(t *testing.T, name string, want func(lane int) uint32) {
	t.Helper()
	for w := 0; w < 2; w++ {
		for l := 0; l < 32; l++ {
			if got, wl := o.reg(t, w, l, name), want(l); got != wl {
				t.Errorf("warp %d: %s lane %d = %#x, want %#x", w, name, l, got, wl)
			}
		}
	}
}

// TestRecursionTwoCallsPerLevel: fib with two recursive calls a level, the
// argument (lane ^ lane>>3) & 7 per lane, so that lanes return at different
// depths in both calls and several levels' groups wait at their WARPSYNCs
// at once (call_recursion's shape).
func TestRecursionTwoCallsPerLevel(t *testing.T) {
	src := `
		S2R R5, SR_LANEID ;
		MOV R1, 0x0 ;
		SHF.R.U32 R6, R5, 0x3, RZ ;
		LOP3.POR R4, R5, R6, RZ, 0x3C, !PT ;
		LOP3.POR R4, R4, 0x7, RZ, 0xC0, !PT ;
		CALL R0, FIB ;
		MOV R2, R7 ;
		VOTE.ANY R10, P2, PT ;
		EXIT ;
	FIB:                                     // R7 = fib(R4); R4 and R8 preserved
		VOTE.ANY R9, P2, PT ;
		STL [R1], R0 ;
		STL [R1+0x4], R4 ;
		STL [R1+0x8], R9 ;
		STL [R1+0xC], R8 ;
		IADD R1, R1, 0x10 ;
		ISETP.LT.U32.AND P0, PT, R4, 0x2, PT ;
		MOV R7, R4 ;
		@P0 BRA JOIN ;
		IADD R4, R4, -0x1 ;
		CALL R0, FIB ;
		MOV R8, R7 ;
		IADD R4, R4, -0x1 ;
		CALL R0, FIB ;
		IADD R7, R7, R8 ;
		IADD R4, R4, 0x2 ;
	JOIN:
		IADD R1, R1, -0x10 ;
		LDL R9, [R1+0x8] ;
		WARPSYNC R9 ;
		LDL R8, [R1+0xC] ;
		LDL R4, [R1+0x4] ;
		LDL R0, [R1] ;
		RET R0 ;`
	o := mustRun(t, job{src: src, block: warp64, local: 256})
	fib := func(n int) uint32 {
		a, b := 0, 1
		for ; n > 0; n-- {
			a, b = b, a+b
		}
		return uint32(a)
	}
	o.bothWarps(t, "R2", func(l int) uint32 { return fib((l ^ l>>3) & 7) })
	// The outermost WARPSYNC gathered the whole warp before its RET.
	o.bothWarps(t, "R10", func(int) uint32 { return 0xffffffff })
}

// TestPartialReturnAndExitedLanes: lanes 28-31 exit; of the others, those
// with lane&3 != 0 call G (a divergent CALL), whose loop runs per lane and
// whose @P1 RET returns some of the group's lanes early (a RET of part of a
// group), the rest with the final RET; the caller's WARPSYNC on all lanes
// gathers the live ones (the exited lanes do not hold it back).
func TestPartialReturnAndExitedLanes(t *testing.T) {
	src := `
		S2R R5, SR_LANEID ;
		ISETP.GE.U32.AND P3, PT, R5, 0x1C, PT ;
		@P3 EXIT ;
		LOP3.POR R4, R5, 0x3, RZ, 0xC0, !PT ;
		ISETP.NE.AND P0, PT, R4, RZ, PT ;
		MOV R2, 0x0 ;
		@P0 CALL R0, G ;
		WARPSYNC 0xFFFFFFFF ;
		VOTE.ANY R10, P2, PT ;
		EXIT ;
	G:
		IADD R2, R2, R5 ;
		LOP3.POR R6, R4, 0x1, RZ, 0xC0, !PT ;
		ISETP.NE.AND P1, PT, R6, RZ, PT ;
		@P1 RET R0 ;
		IADD R4, R4, -0x1 ;
		ISETP.NE.AND P0, PT, R4, RZ, PT ;
		@P0 BRA G ;
		RET R0 ;`
	o := mustRun(t, job{src: src, block: warp64})
	want := func(l int) uint32 {
		if l >= 28 {
			return 0
		}
		r := uint32(0)
		for k := l & 3; k != 0; k-- { // G's loop
			r += uint32(l)
			if k&1 != 0 {
				break
			}
		}
		return r
	}
	o.bothWarps(t, "R2", want)
	o.bothWarps(t, "R10", func(l int) uint32 {
		if l >= 28 {
			return 0
		}
		return 0x0fffffff
	})
}

// TestNestedDivergentLoops: lanes 16-31 loop (lane&7)+1 times; of lanes
// 0-15, the odd ones loop (lane>>1)+1 times in another loop and the even
// ones take a forward branch; every loop's exit is divergent and its
// backward branch is taken while other groups are ready. A WARPSYNC on all
// lanes joins the three.
func TestNestedDivergentLoops(t *testing.T) {
	src := `
		S2R R5, SR_LANEID ;
		ISETP.LT.U32.AND P0, PT, R5, 0x10, PT ;
		MOV R2, 0x0 ;
		@P0 BRA A ;
		LOP3.POR R4, R5, 0x7, RZ, 0xC0, !PT ;
	L1:
		IADD R2, R2, 0x3 ;
		ISETP.NE.AND P1, PT, R4, RZ, PT ;
		IADD R4, R4, -0x1 ;
		@P1 BRA L1 ;
		BRA J ;
	A:
		LOP3.POR R6, R5, 0x1, RZ, 0xC0, !PT ;
		ISETP.NE.AND P2, PT, R6, RZ, PT ;
		@!P2 BRA E ;
		SHF.R.U32 R4, R5, 0x1, RZ ;
	L2:
		IADD R2, R2, 0x5 ;
		ISETP.NE.AND P1, PT, R4, RZ, PT ;
		IADD R4, R4, -0x1 ;
		@P1 BRA L2 ;
		BRA J ;
	E:
		IADD R2, R2, 0x64 ;
	J:
		WARPSYNC 0xFFFFFFFF ;
		VOTE.ANY R10, P3, PT ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp64})
	o.bothWarps(t, "R2", func(l int) uint32 {
		switch {
		case l >= 16:
			return 3 * uint32(l&7+1)
		case l&1 != 0:
			return 5 * uint32(l>>1+1)
		}
		return 100
	})
	o.bothWarps(t, "R10", func(int) uint32 { return 0xffffffff })
}

// TestWarpsyncPassesWithOtherGroupReady: lanes 0-15 (A) pass a WARPSYNC on
// their own lanes alone while lanes 16-31 (B) are ready in a loop at a lower
// pc, so the pass is a scheduling event: pick chooses B, whose second
// iteration runs before A reads the counter B increments in global memory.
// Order: B's first iteration (the lower pc after the divergent branch),
// its backward branch rotates to A, A's WARPSYNC hands back to B (the
// lowest pc), B's second iteration rotates to A again: A reads 2.
func TestWarpsyncPassesWithOtherGroupReady(t *testing.T) {
	src := `
		S2R R5, SR_LANEID ;
		MOV.64 R[2:3], c[0x0][0x160] ;
		ISETP.LT.U32.AND P0, PT, R5, 0x10, PT ;
		MOV R4, 0x3 ;
		@P0 BRA W ;
	L:
		LDG R6, [R[2:3]] ;
		IADD R6, R6, 0x1 ;
		STG [R[2:3]], R6 ;
		IADD R4, R4, -0x1 ;
		ISETP.NE.AND P1, PT, R4, RZ, PT ;
		@P1 BRA L ;
		EXIT ;
	W:
		WARPSYNC 0xFFFF ;
		LDG R7, [R[2:3]] ;
		EXIT ;`
	o := mustRun(t, job{src: src, block: warp32, bufs: [][]byte{make([]byte, 4)}})
	o.lanes(t, "R7", func(l int) uint32 {
		if l < 16 {
			return 2
		}
		return 0
	})
	if b := o.buf(t, 0, 4); b[0] != 3 {
		t.Errorf("counter = %d, want 3 (B's three iterations)", b[0])
	}
}
