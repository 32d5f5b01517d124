package emu

import (
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
