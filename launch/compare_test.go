package launch

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"
)

func TestULPDistance(t *testing.T) {
	cases := []struct {
		elem string
		a, b uint64
		want uint64
	}{
		{"f32", 0x3f800000, 0x3f800001, 1}, // 1 and the next float
		{"f32", 0x3f800001, 0x3f7fffff, 2}, // across the binade boundary
		{"f32", 0x80000001, 0x00000001, 2}, // -min subnormal to +min subnormal
		{"f32", 0x80000000, 0x00000000, 0}, // -0 and +0
		{"f32", 0x7f7fffff, 0x7f800000, 1}, // max finite and inf
		{"f32", 0x7fffffff, 0x7fc00000, 0}, // two NaNs
		{"f32", 0x7fffffff, 0x3f800000, math.MaxUint64},
		{"f64", 0x3ff0000000000000, 0x3feffffffffffffe, 2},
		{"f64", 0xbff0000000000000, 0x3ff0000000000000, 2 * 0x3ff0000000000000},
	}
	for _, c := range cases {
		if got := ULPDistance(c.elem, c.a, c.b); got != c.want {
			t.Errorf("ULPDistance(%s, %#x, %#x) = %d, want %d", c.elem, c.a, c.b, got, c.want)
		}
		if got := ULPDistance(c.elem, c.b, c.a); got != c.want {
			t.Errorf("ULPDistance(%s, %#x, %#x) = %d, want %d (symmetry)", c.elem, c.b, c.a, got, c.want)
		}
	}
}

func f32s(vs ...uint32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], v)
	}
	return b
}

func marks(n int, elems ...int) []bool {
	m := make([]bool, 4*n)
	for _, e := range elems {
		for k := 0; k < 4; k++ {
			m[4*e+k] = true
		}
	}
	return m
}

func TestCompareTolerance(t *testing.T) {
	l := Launch{Args: []Arg{
		{Kind: Buffer, Name: "x", Elem: "f32"},
		{Kind: Scalar, Name: "n", Elem: "i32", Size: 4},
		{Kind: Buffer, Name: "k", Elem: "i32"},
	}}
	want := Result{Buffers: [][]byte{f32s(0x3f800000, 0x40000000, 0x7fc00000, 0, 0x3f800000), nil, f32s(7, 8)}}
	// Elements 0, 2, 3 of x and element 1 of k are approximable.
	approx := [][]bool{marks(5, 0, 2, 3), nil, marks(2, 1)}
	cases := []struct {
		name    string
		got     Result
		agree   bool
		approx  int
		differ  int
		maxULP  uint64
		message string
	}{
		{"identical", want, true, 3, 0, 0, ""},
		{"approx within 2 ulp, NaN payload, -0",
			Result{Buffers: [][]byte{f32s(0x3f800002, 0x40000000, 0x7fffffff, 0x80000000, 0x3f800000), nil, f32s(7, 8)}}, true, 3, 3, 2, ""},
		{"approx 3 ulp away",
			Result{Buffers: [][]byte{f32s(0x3f800003, 0x40000000, 0x7fc00000, 0, 0x3f800000), nil, f32s(7, 8)}}, false, 2, 0, 0,
			"buffer 0 (x) differs at byte 0: emulator 03 00 80 3f, interpreter 00 00 80 3f (f32 1.0000004 vs 1); the value is approximable and 3 ulp apart"},
		{"exact element 1 ulp away",
			Result{Buffers: [][]byte{f32s(0x3f800000, 0x40000000, 0x7fc00000, 0, 0x3f800001), nil, f32s(7, 8)}}, false, 3, 0, 0,
			"buffer 0 (x) differs at byte 16"},
		{"approximable integer compared exactly",
			Result{Buffers: [][]byte{want.Buffers[0], nil, f32s(7, 9)}}, false, 3, 0, 0,
			"is not f32/f64, so it is compared exactly"},
	}
	for _, c := range cases {
		got := Compare(l, c.got, want, Marks{Approx: approx}, DefaultTolerance)
		if (got.Mismatch == nil) != c.agree || got.Approx != c.approx || got.ApproxDiffer != c.differ || got.MaxULP != c.maxULP || got.BuffersSeen != 2 {
			t.Errorf("%s: %+v (mismatch %v)", c.name, got, got.Mismatch)
			continue
		}
		if !c.agree && !strings.Contains(got.Mismatch.Error(), c.message) {
			t.Errorf("%s: message %q does not contain %q", c.name, got.Mismatch.Error(), c.message)
		}
	}
	// Without marks every byte is exact.
	if got := Compare(l, cases[1].got, want, Marks{}, DefaultTolerance); got.Mismatch == nil || got.Mismatch.Offset != 0 {
		t.Errorf("unmarked comparison: %+v", got)
	}
}

func TestCompareAlternative(t *testing.T) {
	l := Launch{Args: []Arg{{Kind: Buffer, Name: "y", Elem: "f32"}}}
	want := Result{Buffers: [][]byte{f32s(0x3f800000, 0x3f800000)}}
	m := Marks{Approx: [][]bool{marks(2, 0, 1)}, Alt: []map[int]AltValue{{4: {Bits: 0x3f000000, Size: 4}}}}
	// Element 1 has the alternative 0.5: 0.5 + 1 ulp matches it, element 0
	// (no alternative) does not.
	got := Result{Buffers: [][]byte{f32s(0x3f800000, 0x3f000001)}}
	if c := Compare(l, got, want, m, DefaultTolerance); c.Mismatch != nil || c.ApproxDiffer != 1 || c.MaxULP != 1 {
		t.Errorf("alternative not accepted: %+v %v", c, c.Mismatch)
	}
	got = Result{Buffers: [][]byte{f32s(0x3f000000, 0x3f800000)}}
	if c := Compare(l, got, want, m, DefaultTolerance); c.Mismatch == nil || c.Mismatch.Offset != 0 {
		t.Errorf("element 0 matched another element's alternative: %+v", c)
	}
}
