package sched

import (
	"math/rand"
	"testing"
	"time"

	"gpucc/ir"
	"gpucc/isa"
)

// bigFunc builds an allocated function of about n instructions over 64
// registers: blocks of blockLen instructions, each ending in a guarded
// branch (backward every third block, so there are loops) or a fall-through.
func bigFunc(n, blockLen int, seed int64) *ir.Func {
	r := rand.New(rand.NewSource(seed))
	nb := (n + blockLen - 1) / blockLen
	f, bs := newFunc(nb)
	reg := func() uint32 { return uint32(r.Intn(64)) }
	pair := func() uint32 { return uint32(2 * r.Intn(32)) }
	for bi, b := range bs {
		for i := 0; i < blockLen-1; i++ {
			switch r.Intn(10) {
			case 0:
				b.Append(ldg(reg(), pair()))
			case 1:
				b.Append(stg(pair(), reg()))
			case 2:
				b.Append(imad(reg(), reg(), reg(), reg()))
			case 3:
				b.Append(isetp(uint32(r.Intn(3)), reg(), reg()))
			case 4:
				b.Append(ir.NewInstr("LDS_R").SetPhys("rd", reg()).SetPhys("ra", reg()))
			default:
				b.Append(iadd(reg(), reg(), reg()))
			}
		}
		switch {
		case bi == nb-1:
			b.Append(exit())
		case bi%3 == 2:
			b.Append(bra(bs[bi-2], uint32(r.Intn(3))))
		case bi%3 == 1:
			b.Append(bra(bs[bi+1], isa.PT))
		default:
			b.Append(iadd(reg(), reg(), reg()))
		}
	}
	f.ComputeCFG()
	return f
}

func benchmarkSchedule(b *testing.B, blockLen int) {
	f := bigFunc(20000, blockLen, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := Schedule(f, Options{Reorder: true}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSchedule20kOneBlock: one block of 20,000 instructions.
func BenchmarkSchedule20kOneBlock(b *testing.B) { benchmarkSchedule(b, 20000) }

// BenchmarkSchedule20kBlocks: 2,000 blocks of 10 instructions with loops.
func BenchmarkSchedule20kBlocks(b *testing.B) { benchmarkSchedule(b, 10) }

// TestLargeFunctionIsFast guards against quadratic behaviour: 20,000
// instructions must schedule well under a second (the limit allows for
// slow, shared CI machines and the race detector).
func TestLargeFunctionIsFast(t *testing.T) {
	for _, blockLen := range []int{20000, 10} {
		f := bigFunc(20000, blockLen, 2)
		start := time.Now()
		if err := Schedule(f, Options{Reorder: true}); err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("blocks of %d: scheduling 20k instructions took %v", blockLen, d)
		}
	}
}

// TestLargeFunctionChecked runs the timing checker over larger generated
// functions than the random tests build: many blocks with loops, and one
// long block.
func TestLargeFunctionChecked(t *testing.T) {
	for _, blockLen := range []int{10, 3000} {
		f := bigFunc(3000, blockLen, 3)
		if err := Schedule(f, Options{Reorder: true}); err != nil {
			t.Fatal(err)
		}
		if err := checkTiming(f, 1<<20); err != nil {
			t.Fatalf("blocks of %d: %v", blockLen, err)
		}
	}
}
