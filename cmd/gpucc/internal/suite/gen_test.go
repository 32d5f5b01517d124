package suite

import (
	"math"
	"slices"
	"testing"
)

func TestGenPlantsEdgeValues(t *testing.T) {
	g := newGen(7, "x")
	s32 := g.i32s(40)
	for _, e := range []int32{0, -1, math.MinInt32, math.MaxInt32} {
		if !slices.Contains(s32, e) {
			t.Errorf("i32s(40) lacks %d", e)
		}
	}
	s64 := g.i64s(40)
	for _, e := range []int64{0, -1, math.MinInt64, math.MaxInt64, 1 << 32} {
		if !slices.Contains(s64, e) {
			t.Errorf("i64s(40) lacks %d", e)
		}
	}
	a, b := newGen(7, "x").i32s(40), newGen(7, "y").i32s(40)
	if slices.Equal(a, b) {
		t.Error("kernel name does not change the data")
	}
}
