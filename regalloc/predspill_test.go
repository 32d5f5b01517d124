package regalloc_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	ra "gpucc/regalloc"
)

// manyFlags builds a loop that keeps n compare results live across every
// iteration: flag k = input[k%4] < k*7, computed before the loop; each
// iteration adds, for every flag, k+1 to the sum if the flag is set. The
// loop runs input[1]+1 times.
func manyFlags(n int) string {
	var sb strings.Builder
	sb.WriteString("b0:\n\tv0 = const #0\n\tv1 = input #0\n\tv90 = const #5\n")
	for k := range n {
		sb.WriteString("\tv2 = input #" + itoa(k%4) + "\n\tv3 = const #" + itoa(k*7) + "\n")
		sb.WriteString("\tp" + itoa(k) + " = setlt v2, v3\n")
	}
	// The loop runs input[1]+1 times.
	sb.WriteString("\tv4 = input #1\n\tv91 = const #1\n\tv4 = add v4, v91\n\tbr b1\n")
	sb.WriteString("b1:\n")
	for k := range n {
		sb.WriteString("\tv5 = const #" + itoa(k+1) + "\n")
		sb.WriteString("\tv5 = sel p" + itoa(k) + ", v5, v0\n")
		sb.WriteString("\tv6 = add v6, v5\n")
	}
	sb.WriteString("\tv4 = sub v4, v91\n\tv7 = const #0\n\tp99 = setlt v7, v4\n\tbrif p99, b1, b2\n")
	sb.WriteString("b2:\n\tout v6\n")
	for k := range n {
		sb.WriteString("\tout p" + itoa(k) + "\n")
	}
	sb.WriteString("\tret\n")
	return sb.String()
}

// manyFlagsWant is the independent reference for manyFlags.
func manyFlagsWant(n int, in []uint32) []uint32 {
	sum := uint32(0)
	var flags []uint32
	for k := range n {
		f := uint32(0)
		if in[k%4] < uint32(k*7) {
			f = 1
		}
		flags = append(flags, f)
	}
	for range in[1] + 1 {
		for k := range n {
			if flags[k] != 0 {
				sum += uint32(k + 1)
			}
		}
	}
	return append([]uint32{sum}, flags...)
}

func TestPredicatesSpillToGPRs(t *testing.T) {
	const n = 12
	src := strings.Replace(manyFlags(n), "b0:\n", "b0:\n\tv6 = const #0\n", 1)
	f := mustParse(t, src)
	inputs := [][]uint32{{10, 2, 30, 40}, {0, 0, 90, 3}, {100, 3, 1, 77}}
	// Without predicate spilling, 12 live flags do not fit in P0..P6.
	if _, err := ra.Allocate(f, ra.Config{}); err == nil || !strings.Contains(err.Error(), "out of PR registers") {
		t.Fatalf("without SpillPredicates: error %v, want out of PR registers", err)
	}
	for _, cfg := range []ra.Config{{SpillPredicates: true}, {SpillPredicates: true, Allocatable: [ra.NumClasses]int{ra.GPR: 6}},
		{SpillPredicates: true, Allocatable: [ra.NumClasses]int{ra.PR: 2, ra.GPR: 5}}} {
		res, g, outs := allocRun(t, f, cfg, inputs)
		for k, in := range inputs {
			want := manyFlagsWant(n, in)
			if len(outs[k]) != len(want) {
				t.Fatalf("cfg %+v input %v: output %v, want %v", cfg.Allocatable, in, outs[k], want)
			}
			for j := range want {
				if outs[k][j] != want[j] {
					t.Fatalf("cfg %+v input %v: output %v, want %v", cfg.Allocatable, in, outs[k], want)
				}
			}
		}
		if countOps(g, opPSave) == 0 || countOps(g, opPRestore) == 0 {
			t.Errorf("cfg %+v: no predicate saves/restores in\n%v", cfg.Allocatable, g)
		}
		maxPR := 7
		if cfg.Allocatable[ra.PR] != 0 {
			maxPR = cfg.Allocatable[ra.PR]
		}
		if res.RegsUsed[ra.PR] > maxPR {
			t.Errorf("cfg %+v: RegsUsed %v", cfg.Allocatable, res.RegsUsed)
		}
		if c := cfg.Allocatable[ra.GPR]; c != 0 && (res.RegsUsed[ra.GPR] > c || res.SpillSlots == 0) {
			t.Errorf("cfg %+v: RegsUsed %v, %d spill slots: want GPRs <= %d and homes spilled to memory", cfg.Allocatable, res.RegsUsed, res.SpillSlots, c)
		}
	}
}

func TestPredicateCopiesAcrossSpill(t *testing.T) {
	// Copies between spilled predicates (a phi-like swap in a loop) become
	// save/restore pairs; the swap must still be exact.
	f := mustParse(t, `
b0:
	v0 = input #0
	v1 = input #1
	v9 = const #1
	v8 = const #0
	v3 = const #0
	p0 = setlt v0, v1
	p1 = setlt v1, v0
	p2 = copy PT
	p3 = setlt v8, v9
	br b1
b1:
	p4 = copy p0
	p0 = copy p1
	p1 = copy p4
	v2 = sel p0, v9, v8
	v3 = add v3, v2
	v0 = sub v0, v9
	p5 = setlt v8, v0
	brif p5, b1, b2
b2:
	out v3
	out p0
	out p1
	out p2
	out p3
	ret
`)
	cfg := ra.Config{SpillPredicates: true, Allocatable: [ra.NumClasses]int{ra.PR: 2}}
	_, g, outs := allocRun(t, f, cfg, [][]uint32{{3, 1}, {4, 9}})
	// {3,1}: p0=0, p1=1; three iterations swap them (p0 = 1, 0, 1), and v3
	// counts the iterations where p0 is set after the swap: 2.
	if !slices.Equal(outs[0], []uint32{2, 1, 0, 1, 1}) {
		t.Errorf("outputs %v, want [2 1 0 1 1]", outs[0])
	}
	// {4,9}: p0=1, p1=0; four swaps (p0 = 0, 1, 0, 1): v3 = 2, flags back.
	if !slices.Equal(outs[1], []uint32{2, 1, 0, 1, 1}) {
		t.Errorf("outputs %v, want [2 1 0 1 1]", outs[1])
	}
	if countOps(g, opPSave) == 0 {
		t.Errorf("no predicate saves in\n%v", g)
	}
}

func TestPredicateSpillTooManyAtOnce(t *testing.T) {
	// One instruction reads three predicates but only two are allocatable:
	// no spilling helps, and the error names the instruction.
	f := mustParse(t, `
b0:
	v0 = input #0
	p0 = setlt v0, v0
	p1 = setlt v0, v0
	p2 = setlt v0, v0
	out p0, p1, p2
	ret
`)
	_, err := ra.Allocate(f, ra.Config{SpillPredicates: true, Allocatable: [ra.NumClasses]int{ra.PR: 2}})
	if err == nil || !strings.Contains(err.Error(), "needs more PR registers than the 2 allocatable") || !strings.Contains(err.Error(), "(out v1, v2, v3)") {
		t.Errorf("error %v, want one naming the out instruction", err)
	}
}

// TestUniformPredicatesSpillToURs: nine uniform predicates live at once
// do not fit in UP0..UP6; two (at least) are kept in UR homes. With no UR
// to spare, the error names the UR file.
func TestUniformPredicatesSpillToURs(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("b0:\n\tv0 = input #0\n\tv1 = input #1\n")
	for k := range 9 {
		sb.WriteString("\tv2 = const #" + itoa(k*5) + "\n\tq" + itoa(k) + " = setlt v0, v2\n")
	}
	for k := range 9 {
		sb.WriteString("\tout q" + itoa(k) + "\n")
	}
	sb.WriteString("\tret\n")
	f := mustParse(t, sb.String())
	inputs := [][]uint32{{17, 0}, {0, 0}, {41, 0}}
	res, g, outs := allocRun(t, f, ra.Config{SpillPredicates: true}, inputs)
	for i, in := range inputs {
		for k := range 9 {
			want := uint32(0)
			if in[0] < uint32(k*5) {
				want = 1
			}
			if outs[i][k] != want {
				t.Errorf("input %v: q%d = %d, want %d", in, k, outs[i][k], want)
			}
		}
	}
	if countOps(g, opPSave) < 2 || res.RegsUsed[ra.UPR] > 7 || res.RegsUsed[ra.UR] == 0 {
		t.Errorf("%d saves, RegsUsed %v: want >= 2 saves into URs", countOps(g, opPSave), res.RegsUsed)
	}
	_, err := ra.Allocate(f, ra.Config{SpillPredicates: true, Allocatable: [ra.NumClasses]int{ra.UR: 1}})
	if err == nil || !strings.Contains(err.Error(), "out of UR registers") {
		t.Errorf("with one UR: error %v, want out of UR registers", err)
	}
}

// TestPredicateRematerialization: twelve flags, each a compare of one
// value defined once (p_k = 0 < w_k), live across a loop. Those that do
// not fit are recomputed before each use (a copy of their setlt) instead
// of being saved to a home GPR; with Rematerializable off they are saved.
func TestPredicateRematerialization(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("b0:\n\tv0 = input #0\n\tv1 = input #1\n\tv9 = const #1\n\tv8 = const #0\n\tv7 = const #0\n")
	for k := range 12 {
		c, w := "v"+itoa(100+k), "v"+itoa(200+k) // each defined once
		sb.WriteString("\t" + c + " = const #" + itoa(k*3) + "\n")
		sb.WriteString("\t" + w + " = sub v0, " + c + "\n")
		sb.WriteString("\tp" + itoa(k) + " = setlt RZ, " + w + "\n")
	}
	sb.WriteString("\tbr b1\nb1:\n")
	for k := range 12 {
		sb.WriteString("\tv5 = sel p" + itoa(k) + ", v9, v8\n\tv7 = add v7, v5\n")
	}
	sb.WriteString("\tv1 = sub v1, v9\n\tp99 = setlt v8, v1\n\tbrif p99, b1, b2\nb2:\n\tout v7\n\tret\n")
	f := mustParse(t, sb.String())
	inputs := [][]uint32{{20, 3}, {0, 1}, {100, 2}}
	_, g, outs := allocRun(t, f, ra.Config{SpillPredicates: true}, inputs)
	for i, in := range inputs {
		// Flag k is set when v0 - 3k != 0 (unsigned 0 < w); the loop runs in[1] times.
		set := uint32(0)
		for k := range 12 {
			if in[0]-uint32(3*k) != 0 {
				set++
			}
		}
		if want := set * in[1]; outs[i][0] != want {
			t.Errorf("input %v: %d, want %d", in, outs[i][0], want)
		}
	}
	if countOps(g, opPSave) != 0 || countOps(g, opSetLT) <= 13 {
		t.Errorf("%d saves and %d setlt: want the flags recomputed, not saved\n%v", countOps(g, opPSave), countOps(g, opSetLT), g)
	}
	f.noRemat = true
	_, g, _ = allocRun(t, f, ra.Config{SpillPredicates: true}, inputs)
	if countOps(g, opPSave) == 0 || countOps(g, opSetLT) != 13 {
		t.Errorf("without remat: %d saves and %d setlt, want saves and the 13 original setlt", countOps(g, opPSave), countOps(g, opSetLT))
	}
}

// TestRandomRematAndCopies mixes predicates that can be recomputed (each
// p_k = 0 < w_k of a value defined once at the entry) with predicates
// defined by copies of them (s_j = copy p_k or s_i, inside a loop) under
// small predicate and GPR caps, and checks the allocated program prints
// what the virtual one prints.
func TestRandomRematAndCopies(t *testing.T) {
	for seed := range uint64(150) {
		r := rand.New(rand.NewPCG(seed, 3))
		var sb strings.Builder
		nf, ns := 4+r.IntN(8), 1+r.IntN(5)
		sb.WriteString("b0:\n\tv0 = input #0\n\tv1 = input #1\n\tv9 = const #1\n\tv8 = const #0\n\tv7 = const #0\n")
		for k := range nf {
			c, w := "v"+itoa(100+k), "v"+itoa(200+k)
			sb.WriteString("\t" + c + " = const #" + itoa(r.IntN(40)) + "\n\t" + w + " = sub v0, " + c + "\n")
			sb.WriteString("\tp" + itoa(k) + " = setlt RZ, " + w + "\n")
		}
		for j := range ns {
			sb.WriteString("\tp" + itoa(50+j) + " = copy p" + itoa(r.IntN(nf)) + "\n")
		}
		sb.WriteString("\tbr b1\nb1:\n")
		for range 6 + r.IntN(10) {
			var p string
			switch r.IntN(3) {
			case 0:
				p = "p" + itoa(r.IntN(nf))
			case 1:
				p = "p" + itoa(50+r.IntN(ns))
			default:
				d, s := "p"+itoa(50+r.IntN(ns)), "p"+itoa(r.IntN(nf))
				if r.IntN(2) == 0 {
					s = "p" + itoa(50+r.IntN(ns))
				}
				sb.WriteString("\t" + d + " = copy " + s + "\n")
				p = d
			}
			sb.WriteString("\tv5 = sel " + p + ", v9, v8\n\tv7 = add v7, v5\n\tv7 = add v7, v7\n")
		}
		sb.WriteString("\tv1 = sub v1, v9\n\tp99 = setlt v8, v1\n\tbrif p99, b1, b2\nb2:\n\tout v7\n")
		for k := range nf {
			sb.WriteString("\tout p" + itoa(k) + "\n")
		}
		for j := range ns {
			sb.WriteString("\tout p" + itoa(50+j) + "\n")
		}
		sb.WriteString("\tret\n")
		f := mustParse(t, sb.String())
		cfg := capGPR([]int{6, 8, 0}[r.IntN(3)])
		cfg.Allocatable[ra.PR] = 2 + r.IntN(3)
		cfg.SpillPredicates = true
		t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
			allocRun(t, f, cfg, [][]uint32{{r.Uint32() % 50, 1 + r.Uint32()%4}, {7, 3}, {0, 2}})
		})
	}
}
