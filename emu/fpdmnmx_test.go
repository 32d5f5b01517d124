package emu

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"gpucc/emu/fpu"
)

// dmnmxEdges are binary64 patterns at the edges of minNum/maxNum: signed
// zeros, infinities, quiet and signalling NaNs of both signs with
// payloads, the subnormal and normal extremes, and values one unit apart.
var dmnmxEdges = []uint64{0, 1 << 63, 0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000,
	0xfff8000000000001, 0x7ff0000000000001, 0xfff4000000000000, 0x7fffffffffffffff, 1, 0x800fffffffffffff,
	0x0010000000000000, 0x8010000000000000, 0x3ff0000000000000, 0x3ff0000000000001, 0xbff0000000000000,
	0xbff0000000000001, 0x7fefffffffffffff, 0xffefffffffffffff, 0x000fffffffffffff}

// TestDMNMXFast compares execDMNMX with fpu.F64's Min and Max (the path it
// replaces: execFMNMX) on every pair of edge patterns and random ones,
// with operand modifiers, pp and its negation, full and partial masks, and
// the destination pair the first source's; lanes outside the mask keep
// their value.
func TestDMNMXFast(t *testing.T) {
	forms := []struct {
		src     string
		fa, fb  func(uint64) uint64 // the modifiers on Ra and SrcB
		notP    bool
		inPlace bool // Rd is Ra
	}{
		{"DMNMX R[6:7], R[2:3], R[0:1], P0", nil, nil, false, false},
		{"DMNMX R[6:7], -R[2:3], -|R[0:1]|, !P0", func(v uint64) uint64 { return v ^ 1<<63 },
			func(v uint64) uint64 { return v | 1<<63 }, true, false},
		{"DMNMX R[2:3], |R[2:3]|, R[0:1], P0", func(v uint64) uint64 { return v &^ (1 << 63) }, nil, false, true},
	}
	r := rand.New(rand.NewPCG(8, 8))
	for _, f := range forms {
		t.Run(f.src, func(t *testing.T) {
			h := newLaneHarness(t, f.src)
			if h.in.fn == nil || fmt.Sprintf("%p", h.in.fn) != fmt.Sprintf("%p", execDMNMX) {
				t.Fatalf("%s does not run execDMNMX", f.src)
			}
			n := len(dmnmxEdges)
			for round := 0; round < n*n/32+40; round++ {
				m := ^uint32(0)
				if round%3 == 2 {
					m = r.Uint32()
				}
				var a, b, old [32]uint64
				for l := 0; l < 32; l++ {
					k := round*32 + l
					if k < n*n {
						a[l], b[l] = dmnmxEdges[k/n], dmnmxEdges[k%n]
					} else {
						a[l], b[l] = r.Uint64(), r.Uint64()
						if r.IntN(3) == 0 {
							b[l] = a[l] ^ uint64(r.IntN(2))<<63
						}
					}
					old[l] = r.Uint64()
					h.set64(2, l, a[l])
					h.set64(0, l, b[l])
					if !f.inPlace {
						h.set64(6, l, old[l])
					}
				}
				if f.inPlace {
					old = a
				}
				p0 := r.Uint32()
				h.w.p[0] = p0
				h.exec(t, m)
				dreg := 6
				if f.inPlace {
					dreg = 2
				}
				for l := 0; l < 32; l++ {
					want := old[l]
					if m>>l&1 != 0 {
						va, vb := a[l], b[l]
						if f.fa != nil {
							va = f.fa(va)
						}
						if f.fb != nil {
							vb = f.fb(vb)
						}
						if (p0>>l&1 != 0) != f.notP {
							want = fpu.F64.Min(va, vb, false)
						} else {
							want = fpu.F64.Max(va, vb, false)
						}
					}
					if got := h.get64(dreg, l); got != want {
						t.Fatalf("round %d lane %d (mask %#x): a %#x b %#x: got %#x, want %#x", round, l, m, a[l], b[l], got, want)
					}
				}
			}
		})
	}
}
