package emu

import (
	"math/rand"
	"testing"
	"unsafe"
)

// TestLEAHiAgreesWithLEA compares execLEAHi with execLEA's general loop
// on the forms build gives it (LEA.HI with and without .X and .SX32, every
// shift 0..31, guard masks, Rd the same register as Ra, pp negated or not)
// on random and edge operands: the destination, every predicate and the
// other registers must be identical.
func TestLEAHiAgreesWithLEA(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	edges := []uint32{0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe}
	val := func() uint32 {
		if rng.Intn(3) == 0 {
			return edges[rng.Intn(len(edges))]
		}
		return rng.Uint32()
	}
	x := &run{}
	var carries int
	for i := 0; i < 20000; i++ {
		w := &warp{r: make([][32]uint32, 8)}
		w.base[oZero], w.base[oGPR] = unsafe.Pointer(&zeroLanes.v), unsafe.Pointer(&w.r[0])
		for r := range w.r {
			for l := range w.r[r] {
				w.r[r][l] = val()
			}
		}
		for p := range w.p {
			w.p[p] = rng.Uint32()
		}
		w.p[7] = ^uint32(0)
		in := &inst{hi: true, ext: rng.Intn(2) == 0, sx32: rng.Intn(2) == 0, imm: uint32(rng.Intn(32)),
			a: operand{kind: oGPR, reg: 0}, b: operand{kind: oGPR, reg: 1}, c: operand{kind: oGPR, reg: 2},
			d: uint8(3 + rng.Intn(2)), pp: uint8(rng.Intn(8)), ppNot: rng.Intn(2) == 0, pu: uint8(rng.Intn(8))}
		if rng.Intn(4) == 0 {
			in.d = 0 // Rd is Ra
		}
		if rng.Intn(8) == 0 {
			in.c.kind = oZero
		}
		if err := (&decoder{p: &Program{nGPR: 8}, in: in}).operandOffsets(); err != nil {
			t.Fatal(err)
		}
		m := rng.Uint32()
		if rng.Intn(4) == 0 {
			m = ^uint32(0)
		}
		w2 := &warp{r: append([][32]uint32(nil), w.r...), p: w.p}
		w2.base[oZero], w2.base[oGPR] = unsafe.Pointer(&zeroLanes.v), unsafe.Pointer(&w2.r[0])
		execLEAHi(x, w, in, m)
		execLEA(x, w2, in, m)
		for r := range w.r {
			if w.r[r] != w2.r[r] {
				t.Fatalf("case %d (%+v, lanes %#x): R%d\n got % x\nwant % x", i, *in, m, r, w.r[r], w2.r[r])
			}
		}
		if w.p != w2.p {
			t.Fatalf("case %d (%+v, lanes %#x): predicates %x, want %x", i, *in, m, w.p, w2.p)
		}
		if in.pu != 7 && w.p[in.pu]&m != 0 {
			carries++
		}
	}
	if carries < 5000 {
		t.Fatalf("only %d of 20000 cases carry out of some lane", carries)
	}
}
