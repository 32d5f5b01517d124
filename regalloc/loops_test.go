package regalloc

import (
	"slices"
	"testing"
)

// cfgOnly is a Function with empty blocks: only its CFG matters.
type cfgOnly struct {
	succs [][]int
	depth []int // if non-nil, also a LoopDepther
}

func (f *cfgOnly) NumBlocks() int               { return len(f.succs) }
func (f *cfgOnly) Succs(b int, buf []int) []int { return append(buf, f.succs[b]...) }
func (f *cfgOnly) NumInstrs(int) int            { return 0 }
func (f *cfgOnly) Instr(int, int) Instr         { return nil }
func (f *cfgOnly) NumVRegs() int                { return 0 }
func (f *cfgOnly) VRegInfo(VReg) (Class, int)   { return GPR, 1 }

type cfgWithDepth struct{ cfgOnly }

func (f *cfgWithDepth) LoopDepth(b int) int { return f.depth[b] }

func TestNaturalLoopWeights(t *testing.T) {
	f := &cfgOnly{succs: [][]int{
		0:  {1},
		1:  {2},    // outer loop header
		2:  {3},    // inner loop header
		3:  {2, 4}, // inner back edge
		4:  {1, 5}, // outer back edge
		5:  {6},
		6:  {6, 8}, // self loop
		7:  {1},    // unreachable
		8:  {9, 10},
		9:  {10},
		10: {9}, // 9 <-> 10 is irreducible: neither dominates the other
	}}
	a, err := newAllocator(f, Config{})
	if err != nil {
		t.Fatal(err)
	}
	// Depths by hand: 1 and 4 are in the outer loop, 2 and 3 in both, 6 in
	// its own; the irreducible cycle has no natural loop.
	want := []float64{1, 10, 100, 100, 10, 1, 10, 1, 1, 1, 1}
	if !slices.Equal(a.weight, want) {
		t.Errorf("weights %v, want %v", a.weight, want)
	}

	g := &cfgWithDepth{cfgOnly{succs: [][]int{{1}, {0}}, depth: []int{0, 3}}}
	if a, err = newAllocator(g, Config{}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a.weight, []float64{1, 1000}) {
		t.Errorf("weights with LoopDepther %v, want [1 1000]", a.weight)
	}
}

func TestRegMaskGroups(t *testing.T) {
	var m regMask
	m.setRange(0, 3)  // R0..R2
	m.setRange(4, 4)  // R4..R7
	m.setRange(62, 4) // R62..R65 straddles a word: pair 62 and 64 are whole, no quad
	if got := m.groupStarts(1).count(); got != 11 {
		t.Errorf("single registers %d, want 11", got)
	}
	pairs := m.groupStarts(2)
	for _, i := range []int{0, 4, 6, 62, 64} {
		if !pairs.has(i) {
			t.Errorf("pair at %d missing", i)
		}
	}
	if pairs.count() != 5 {
		t.Errorf("%d pairs, want 5 (R0, R4, R6, R62, R64)", pairs.count())
	}
	quads := m.groupStarts(4)
	if quads.count() != 1 || quads.first() != 4 {
		t.Errorf("quads %v, want only R4", quads)
	}
}

func TestEdgeSetForms(t *testing.T) {
	for _, limit := range []int{1 << 20, 0} {
		old := matrixLimit
		matrixLimit = limit
		s := newEdgeSet(3000)
		matrixLimit = old
		for i := int32(0); i < 3000; i += 3 {
			if !s.add(i, (i*7+1)%3000) {
				t.Fatalf("limit %d: edge %d new but add returned false", limit, i)
			}
		}
		for i := int32(0); i < 3000; i++ {
			j := (i*7 + 1) % 3000
			if got, want := s.has(j, i), i%3 == 0; got != want {
				t.Fatalf("limit %d: has(%d, %d) = %v, want %v", limit, j, i, got, want)
			}
		}
		if s.add(3, 22) {
			t.Errorf("limit %d: duplicate edge reported new", limit)
		}
	}
}
