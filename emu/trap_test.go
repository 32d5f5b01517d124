package emu

import (
	"fmt"
	"testing"

	"gpucc/launch"
	"gpucc/obj"
)

// TRAP n stops the kernel at the first lane whose guard holds, with entry n
// of the assert table in CUDA's words; lanes whose guard is false go on.
func TestTRAP(t *testing.T) {
	table := []obj.Assert{{Msg: "unused", File: "a.cu", Line: 1, Func: "f"}, {Msg: "i != 37", File: "k.cu", Line: 12, Func: "void k(int *)"}}
	src := func(lane uint32) string {
		return fmt.Sprintf("S2R R0, SR_TID.X ; ISETP.EQ.AND.U32 P0, R0, %#x, PT ; @P0 TRAP 0x1 ; EXIT ;", lane)
	}
	e := wantErr(t, job{src: src(37), block: launch.Dim3{X: 64, Y: 1, Z: 1}, asserts: table}, ErrTrap)
	want := "k.cu:12: void k(int *): block: [0,0,0], thread: [37,0,0] Assertion `i != 37` failed."
	if e.Msg != want || !e.HasThread || e.Thread.X != 37 || e.Warp != 1 || e.Lane != 5 {
		t.Errorf("got %q at thread %v warp %d lane %d, want %q at thread 37, warp 1 lane 5", e.Msg, e.Thread, e.Warp, e.Lane, want)
	}
	// No lane's guard holds: the kernel completes.
	mustRun(t, job{src: src(64), block: launch.Dim3{X: 64, Y: 1, Z: 1}, asserts: table})
	// An index beyond the table.
	wantErr(t, job{src: "TRAP 0x2 ; EXIT ;", asserts: table}, ErrProgram, "TRAP 2", "2 entries")
}
