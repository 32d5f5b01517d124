package emu

import (
	"math/rand"
	"testing"

	"gpucc/launch"
)

// BenchmarkMemAccess times execLoad and execStore on the access shapes of
// the suite's kernels: the same local offset in a few lanes (the register
// saves and restores of a call), a shared-memory broadcast, consecutive
// words in every lane (coalesced shared and global accesses) and words
// scattered over a space, global ones also through a parallel launch's
// overlay (cpu-ns/op: CPU time, for a shared machine).
func BenchmarkMemAccess(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	type shape struct {
		name  string
		sp    space
		store bool
		size  uint8
		m     uint32
		addr  func(l int) uint64
	}
	f, fov := newMemFixture(rng, false), newMemFixture(rng, true) // fov: a parallel launch's overlay
	if fov.g0 != f.g0 {
		b.Fatalf("the fixtures' allocations differ (%#x, %#x): the shapes' addresses are f's", f.g0, fov.g0)
	}
	scattered := func(n uint64) func(int) uint64 {
		return func(l int) uint64 { return uint64(l*37%int(n/4)) * 4 }
	}
	six := uint32(0b1011_0110_0001_0001) // 6 lanes
	shapes := []shape{
		{"ldl-uniform-6", spLocal, false, 4, six, func(int) uint64 { return 16 }},
		{"stl-uniform-6", spLocal, true, 4, six, func(int) uint64 { return 16 }},
		{"ldl-uniform-6-x8", spLocal, false, 8, six, func(int) uint64 { return 16 }},
		{"ldl-uniform-32", spLocal, false, 4, ^uint32(0), func(int) uint64 { return 16 }},
		{"stl-uniform-32", spLocal, true, 4, ^uint32(0), func(int) uint64 { return 16 }},
		{"lds-broadcast-32", spShared, false, 4, ^uint32(0), func(int) uint64 { return 40 }},
		{"sts-uniform-32", spShared, true, 4, ^uint32(0), func(int) uint64 { return 40 }},
		{"lds-consecutive-32", spShared, false, 4, ^uint32(0), func(l int) uint64 { return 8 + 4*uint64(l) }},
		{"sts-consecutive-32", spShared, true, 4, ^uint32(0), func(l int) uint64 { return 8 + 4*uint64(l) }},
		{"lds-scattered-32", spShared, false, 4, ^uint32(0), scattered(300)},
		{"sts-scattered-32", spShared, true, 4, ^uint32(0), scattered(300)},
		{"ldg-consecutive-32", spGlobal, false, 4, ^uint32(0), func(l int) uint64 { return f.g0 + 4*uint64(l) }},
		{"stg-consecutive-32", spGlobal, true, 4, ^uint32(0), func(l int) uint64 { return f.g0 + 4*uint64(l) }},
		{"ldg-consecutive-x8-32", spGlobal, false, 8, ^uint32(0), func(l int) uint64 { return f.g0 + 8*uint64(l) }},
		{"stg-consecutive-x8-32", spGlobal, true, 8, ^uint32(0), func(l int) uint64 { return f.g0 + 8*uint64(l) }},
		{"lds-consecutive-x8-32", spShared, false, 8, ^uint32(0), func(l int) uint64 { return 8 + 8*uint64(l) }},
		{"ldg-uniform-32", spGlobal, false, 4, ^uint32(0), func(int) uint64 { return f.g0 + 64 }},
		{"ldg-scattered-32", spGlobal, false, 4, ^uint32(0), func(l int) uint64 { return f.g0 + scattered(1000)(l) }},
		{"stg-scattered-32", spGlobal, true, 4, ^uint32(0), func(l int) uint64 { return f.g0 + scattered(1000)(l) }},
		{"ldg-strided16-32", spGlobal, false, 4, ^uint32(0), func(l int) uint64 { return f.g0 + 16*uint64(l) }},
		{"stg-strided16-32", spGlobal, true, 4, ^uint32(0), func(l int) uint64 { return f.g0 + 16*uint64(l) }},
		{"stg-strided12-x8-32", spGlobal, true, 8, ^uint32(0), func(l int) uint64 { return f.g0 + 24*uint64(l) }},
		// memcpy's and memset's byte loops: lanes 1, 16 and 30 bytes apart (the allocation holds 1000 bytes).
		{"ldg-bytes-32", spGlobal, false, 1, ^uint32(0), func(l int) uint64 { return f.g0 + 3 + uint64(l) }},
		{"stg-bytes-32", spGlobal, true, 1, ^uint32(0), func(l int) uint64 { return f.g0 + 3 + uint64(l) }},
		{"ldg-bytes-strided16-32", spGlobal, false, 1, ^uint32(0), func(l int) uint64 { return f.g0 + 1 + 16*uint64(l) }},
		{"stg-bytes-strided16-32", spGlobal, true, 1, ^uint32(0), func(l int) uint64 { return f.g0 + 1 + 16*uint64(l) }},
		{"stg-bytes-strided30-32", spGlobal, true, 1, ^uint32(0), func(l int) uint64 { return f.g0 + 5 + 30*uint64(l) }},
		{"ldg-halves-strided16-32", spGlobal, false, 2, ^uint32(0), func(l int) uint64 { return f.g0 + 2 + 16*uint64(l) }},
		{"stg-halves-strided16-32", spGlobal, true, 2, ^uint32(0), func(l int) uint64 { return f.g0 + 2 + 16*uint64(l) }},
		{"ld-generic-global-32", spGeneric, false, 4, ^uint32(0), func(l int) uint64 { return f.g0 + 4*uint64(l) }},
		{"ld-generic-shared-32", spGeneric, false, 4, ^uint32(0), func(l int) uint64 { return launch.SharedWindow + 4*uint64(l) }},
	}
	for _, s := range shapes {
		for _, ov := range []bool{false, true} {
			if ov && (s.sp != spGlobal || s.m != ^uint32(0)) {
				continue
			}
			name, fx := s.name, f
			if ov {
				name, fx = s.name+"-overlay", fov
			}
			b.Run(name, func(b *testing.B) {
				c := &memCase{store: s.store, m: s.m}
				c.in = inst{mode: uint8(s.sp), size: s.size, d: 4, a: operand{kind: oGPR, reg: 0}, b: operand{kind: oGPR, reg: 8}}
				for l := 0; l < 32; l++ {
					a := s.addr(l)
					c.regs[0][l], c.regs[1][l] = uint32(a), uint32(a>>32)
				}
				x, w := fx.reset(c)
				in := c.in
				exec := execLoad
				if s.store {
					exec = execStore
				}
				if err := exec(x, w, &in, c.m); err != nil {
					b.Fatal(err)
				}
				b.ResetTimer()
				cpu0 := cpuTime()
				for i := 0; i < b.N; i++ {
					exec(x, w, &in, c.m)
				}
				b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
			})
		}
	}
}
