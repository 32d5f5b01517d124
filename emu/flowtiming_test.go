package emu

import (
	"fmt"
	"testing"
)

// TestCallWriteIsTimed checks that a CALL's write of its return address is
// timed (latency 4) whichever path runs it: the whole group's CALL
// (flowInline), a divergent one (flow), and both with the short paths off
// (launchJob's comparison). The callee reading R0 one cycle after the CALL is a
// RAW hazard naming the CALL; with the CALL's stall count at 4 it runs, and
// the calling lanes get the return address 0x30 plus one.
func TestCallWriteIsTimed(t *testing.T) {
	// The CALL issues at cycle 24 (S2R's 20 cycles, the ISETP's stall of
	// 4), its result is visible at 28. The whole warp's callee reads R0 at
	// 25; a divergent CALL's other lanes run their EXIT first (the lower
	// pc), so the callee reads it at 26.
	for _, c := range []struct {
		guard string
		read  int
	}{{"", 25}, {"@P0 ", 26}} {
		guard := c.guard
		prog := func(stall int) string {
			return fmt.Sprintf(`
				S2R R4, SR_LANEID $wsb=SB0 ;
				ISETP.LT.U32.AND P0, PT, R4, 0x8, PT $req=SB0 $sched=4 ;
				%sCALL R0, F $sched=%d ;
				EXIT $sched=1 ;
			F:
				IADD R2, R0, 0x1 $sched=4 ;
				RET R0 $sched=4 ;`, guard, stall)
		}
		// wantErr and mustRun compare the short paths with the general one.
		wantErr(t, job{src: prog(1), block: warp32, timed: true}, ErrHazard, fmt.Sprintf("RAW hazard: reads R0 at cycle %d", c.read),
			guard+"CALL R0, +0x10 $sched=1` (latency 4) makes it visible only at cycle 28")
		o := mustRun(t, job{src: prog(4), block: warp32, timed: true})
		o.lanes(t, "R2", func(l int) uint32 {
			if guard != "" && l >= 8 {
				return 0
			}
			return 0x31
		})
	}
}
