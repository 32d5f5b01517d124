package bigmath

import (
	"math/big"
	"testing"
)

// TestSolveLinear: a system built from the solution (1, 2, 3), each
// right-hand side computed by hand, whose first pivot is zero so that the
// elimination must swap rows; at 200 bits the unknowns round to exactly
// 1, 2 and 3.
func TestSolveLinear(t *testing.T) {
	// 0 + 2*2 + 3 = 7; 1 + 2 + 3 = 6; 4*1 - 2 + 2*3 = 8.
	rows := [][]float64{{0, 2, 1, 7}, {1, 1, 1, 6}, {4, -1, 2, 8}}
	m := make([][]*big.Float, len(rows))
	for i, r := range rows {
		for _, v := range r {
			m[i] = append(m[i], new(big.Float).SetPrec(200).SetFloat64(v))
		}
	}
	x := SolveLinear(m, 200)
	for i, want := range []float64{1, 2, 3} {
		if got, _ := x[i].Float64(); got != want {
			t.Errorf("x[%d] = %v, want %v", i, x[i], want)
		}
	}
}
