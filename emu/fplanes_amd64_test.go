//go:build amd64 && !purego

package emu

import (
	"math/rand/v2"
	"testing"
)

// TestDArith64AVX2MatchesGo compares darith64AVX2 with darith64Go on
// boundary and random operands with every sign mask: the results and the
// lanes handed to fpu must be the same (the latter are invisible in the
// instruction results, fpu agreeing with the host there).
func TestDArith64AVX2MatchesGo(t *testing.T) {
	if !useFMA {
		t.Skip("no AVX2 and FMA3")
	}
	r := rand.New(rand.NewPCG(5, 6))
	gen := fpOperands{r, true}
	for round := 0; round < 2000; round++ {
		var in [6][32]uint32
		for l := 0; l < 32; l++ {
			for k := 0; k < 3; k++ {
				v := gen.next()
				if k == 2 && r.IntN(3) == 0 { // c = ±0: the product's own zeros and subnormals show
					v = uint64(r.IntN(2)) << 63
				}
				in[2*k][l], in[2*k+1][l] = uint32(v), uint32(v>>32)
			}
		}
		var masks [6]uint64
		for k := range masks {
			if r.IntN(2) == 0 {
				masks[k] = 1 << 63
			}
		}
		op := uint8(round % 3)
		var loA, hiA, loG, hiG [32]uint32
		rowsA := [8]*[32]uint32{&in[0], &in[1], &in[2], &in[3], &in[4], &in[5], &loA, &hiA}
		rowsG := rowsA
		rowsG[6], rowsG[7] = &loG, &hiG
		ca, cg := darith64AVX2(op, &rowsA, &masks), darith64Go(op, &rowsG, &masks)
		if ca != cg || loA != loG || hiA != hiG {
			t.Fatalf("round %d op %d: check %#x vs %#x; results differ: %v", round, op, ca, cg, loA != loG || hiA != hiG)
		}
	}
}
