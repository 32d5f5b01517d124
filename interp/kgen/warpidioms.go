package kgen

import (
	"fmt"
	"slices"
	"strings"
)

// Warp idioms the compiler recognises (issue 16): the shuffle reductions
// over all 32 lanes that lower/warpreduce.go turns into one REDUX, and
// their near misses, which must keep their shuffles and still compute the
// same values. Atomics on uniform addresses (the accumulators), which the
// compiler aggregates per warp, and collectives of uniform values come
// from the generator's existing statements and expressions.

// WarpReduce is a chain of full-warp shuffles (Mode "bfly" or "down", one
// stage per offset, membermask 0xffffffff, width 32) each
// combined with the previous value by Op: add, and, or, xor (the IR
// operation), or smin, smax, umin, umax (an icmp + select when Select,
// else the llvm intrinsic). With the five offsets 16, 8, 4, 2, 1 in any
// order, a butterfly is the idiom; anything else (a missing or repeated
// offset, a shift-down tree, whose value every lane uses here) is a near
// miss.
type WarpReduce struct {
	Mode    string
	Op      string
	Select  bool
	Offsets []int
	X       Expr // i32
}

// Type implements Expr.
func (e *WarpReduce) Type() Type { return I32 }

var warpReduceOps = []string{"add", "and", "or", "xor", "smin", "smax", "umin", "umax"}

// warpReduce generates a shuffle reduction: mostly the idiom, sometimes a
// near miss.
func (g *gen) warpReduce(d int, ctx bool) Expr {
	r := g.r
	offs := []int{16, 8, 4, 2, 1}
	switch r.intn(6) {
	case 0: // a shuffled order (still the idiom for a butterfly)
		for i := len(offs) - 1; i > 0; i-- {
			j := r.intn(i + 1)
			offs[i], offs[j] = offs[j], offs[i]
		}
	case 1: // a missing stage
		offs = append(offs[:r.intn(5)], offs[r.intn(5)+1:]...)
		if len(offs) == 0 {
			offs = []int{16}
		}
	case 2: // a repeated offset
		offs[r.intn(5)] = pick(r, []int{16, 8, 4, 2, 1})
	}
	e := &WarpReduce{Mode: pick(r, []string{"bfly", "bfly", "bfly", "down"}), Op: pick(r, warpReduceOps),
		Offsets: offs, X: g.expr(I32, d-1, ctx, false)}
	e.Select = !slices.Contains([]string{"add", "and", "or", "xor"}, e.Op) && r.chance(1, 2)
	return e
}

// checkWarpReduce checks a WarpReduce (in uniform control flow only).
func (c *checker) checkWarpReduce(e *WarpReduce, ctx bool) {
	if !ctx {
		c.fail("shuffle reduction in divergent control flow")
	}
	c.expr(e.X, ctx)
	if e.X.Type() != I32 || e.Mode != "bfly" && e.Mode != "down" || !slices.Contains(warpReduceOps, e.Op) ||
		len(e.Offsets) == 0 || len(e.Offsets) > 8 {
		c.fail("malformed shuffle reduction")
	}
	for _, o := range e.Offsets {
		if o < 1 || o > 31 {
			c.fail("shuffle reduction offset %d", o)
		}
	}
}

// formatWarpReduce prints a WarpReduce.
func formatWarpReduce(e *WarpReduce) string {
	op := e.Op
	if e.Select {
		op += "/select"
	}
	return fmt.Sprintf("warp_reduce_%s_%s(%s, offsets %v)", e.Mode, op, exprString(e.X), e.Offsets)
}

// lowerWarpReduce lowers a WarpReduce to its unrolled shuffle stages.
func (b *builder) lowerWarpReduce(e *WarpReduce) string {
	v := b.expr(e.X)
	b.declare(fmt.Sprintf("declare i32 @llvm.nvvm.shfl.sync.%s.i32(i32, i32, i32, i32)", e.Mode))
	for _, o := range e.Offsets {
		s := b.def("call i32 @llvm.nvvm.shfl.sync.%s.i32(i32 -1, i32 %s, i32 %d, i32 31)", e.Mode, v, o)
		switch {
		case !strings.Contains("smin smax umin umax", e.Op):
			v = b.def("%s i32 %s, %s", e.Op, v, s)
		case e.Select:
			pred := map[string]string{"smin": "slt", "smax": "sgt", "umin": "ult", "umax": "ugt"}[e.Op]
			c := b.def("icmp %s i32 %s, %s", pred, s, v)
			v = b.def("select i1 %s, i32 %s, i32 %s", c, s, v)
		default:
			b.declare(fmt.Sprintf("declare i32 @llvm.%s.i32(i32, i32)", e.Op))
			v = b.def("call i32 @llvm.%s.i32(i32 %s, i32 %s)", e.Op, v, s)
		}
	}
	return v
}
