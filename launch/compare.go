package launch

import (
	"fmt"
	"math"
)

// Comparing two results of one launch (the emulator's against the reference
// interpreter's). Every byte is compared exactly, except the elements the
// reference marks approximable (operations the IR lets be approximate, see
// interp.Outcome): in f32 and f64 buffers those may differ by up to
// Tolerance ulps from the reference value or from its alternative (the
// result with every contractable multiply-add fused), if it has one. Approximable elements of other buffers are still compared
// exactly: an integer computed from an approximate float has no meaningful
// ulp distance.
//
// The ulp distance counts the representable values between two numbers,
// with +0 and -0 at distance 0; two NaNs are at distance 0 and a NaN is
// infinitely far from any number.

// Marks is what a reference run knows about the freedom the IR leaves.
type Marks struct {
	// Approx marks, per buffer (nil entries: none), the bytes whose value
	// derives from an approximable operation.
	Approx [][]bool
	// Alt holds, per buffer, the alternative result some approximable
	// elements have (byte offset of the stored value -> the value): the
	// value the reference computes when every contractable multiply-add is
	// fused instead of rounded twice. An approximable element may match
	// either value.
	Alt []map[int]AltValue
}

// AltValue is an alternative stored value: its bits and its size in bytes.
type AltValue struct {
	Bits uint64
	Size int
}

// Tolerance is the ulp distance allowed for approximable elements.
type Tolerance struct {
	F32, F64 uint64
}

// DefaultTolerance allows 2 ulp for binary32 and 1 ulp for binary64: the
// error of one approximate operation (MUFU-style approximations and a fused
// versus unfused multiply-add differ by at most that much unless the sum
// cancels, which then shows as a mismatch marked approximate).
var DefaultTolerance = Tolerance{F32: 2, F64: 1}

// Comparison summarizes Compare.
type Comparison struct {
	BytesEqual  int // bytes compared exactly and found equal
	BuffersSeen int
	// Approx counts the approximable f32/f64 elements compared with the
	// tolerance, ApproxDiffer those among them whose bits differ (within
	// the tolerance), MaxULP their largest distance.
	Approx, ApproxDiffer int
	MaxULP               uint64
	// Mismatch is the first difference outside the rules, nil if none.
	Mismatch *Difference
}

// Difference is one element that differs.
type Difference struct {
	Arg    int    // argument index of the buffer
	Name   string // its name
	Elem   string // its element type
	Offset int    // byte offset of the first differing byte
	Got    []byte // the element as the checked run left it
	Want   []byte // and as the reference left it
	Approx bool   // the reference marks the element approximable
	ULP    uint64 // ulp distance for approximable float elements
}

func (d *Difference) Error() string {
	s := fmt.Sprintf("buffer %d (%s) differs at byte %d: emulator % x, interpreter % x", d.Arg, d.Name, d.Offset, d.Got, d.Want)
	if IsFloat(d.Elem) && len(d.Got) == ElemSize(d.Elem) && len(d.Want) == len(d.Got) {
		s += fmt.Sprintf(" (%s %s vs %s)", d.Elem, FormatValue(d.Elem, getElem(d.Got, len(d.Got))), FormatValue(d.Elem, getElem(d.Want, len(d.Want))))
	}
	if d.Approx {
		if IsFloat(d.Elem) {
			s += fmt.Sprintf("; the value is approximable and %d ulp apart, beyond the tolerance", d.ULP)
		} else {
			s += "; the value derives from an approximable operation but the buffer is not f32/f64, so it is compared exactly"
		}
	}
	return s
}

// Compare checks got against want for every buffer of l, using the
// reference's marks (the zero Marks: everything exact).
func Compare(l Launch, got, want Result, m Marks, tol Tolerance) Comparison {
	var c Comparison
	for i, a := range l.Args {
		if a.Kind != Buffer {
			continue
		}
		c.BuffersSeen++
		var g, w []byte
		if i < len(got.Buffers) {
			g = got.Buffers[i]
		}
		if i < len(want.Buffers) {
			w = want.Buffers[i]
		}
		var marks []bool
		if i < len(m.Approx) {
			marks = m.Approx[i]
		}
		var alts map[int]AltValue
		if i < len(m.Alt) {
			alts = m.Alt[i]
		}
		size := ElemSize(a.Elem)
		if size == 0 {
			size = 1
		}
		n := max(len(g), len(w))
		for start := 0; start < n; start += size {
			end := min(start+size, n)
			eg, ew := g[min(start, len(g)):min(end, len(g))], w[min(start, len(w)):min(end, len(w))]
			marked := anyTrue(marks, start, end)
			if marked && IsFloat(a.Elem) && len(eg) == size && len(ew) == size {
				d := ULPDistance(a.Elem, getElem(eg, size), getElem(ew, size))
				if alt, ok := alts[start]; ok && alt.Size == size {
					d = min(d, ULPDistance(a.Elem, getElem(eg, size), alt.Bits))
				}
				limit := tol.F32
				if a.Elem == "f64" {
					limit = tol.F64
				}
				if d <= limit {
					c.Approx++
					if getElem(eg, size) != getElem(ew, size) {
						c.ApproxDiffer++
					}
					c.MaxULP = max(c.MaxULP, d)
					continue
				}
				if c.Mismatch == nil {
					c.Mismatch = &Difference{Arg: i, Name: a.Name, Elem: a.Elem, Offset: start, Got: eg, Want: ew, Approx: true, ULP: d}
				}
				continue
			}
			for j := start; j < end; j++ {
				if j < len(g) && j < len(w) && g[j] == w[j] {
					c.BytesEqual++
					continue
				}
				if c.Mismatch == nil {
					c.Mismatch = &Difference{Arg: i, Name: a.Name, Elem: a.Elem, Offset: j, Got: eg, Want: ew, Approx: marked}
				}
				break
			}
		}
	}
	return c
}

func anyTrue(marks []bool, from, to int) bool {
	for j := from; j < to && j < len(marks); j++ {
		if marks[j] {
			return true
		}
	}
	return false
}

// ULPDistance is the number of representable elem values (f32 or f64)
// between the bit patterns a and b; see the comment at the top of the file.
func ULPDistance(elem string, a, b uint64) uint64 {
	var an, bn bool
	var sign uint64
	if elem == "f32" {
		a, b = a&math.MaxUint32, b&math.MaxUint32
		an, bn = math.IsNaN(float64(math.Float32frombits(uint32(a)))), math.IsNaN(float64(math.Float32frombits(uint32(b))))
		sign = 1 << 31
	} else {
		an, bn = math.IsNaN(math.Float64frombits(a)), math.IsNaN(math.Float64frombits(b))
		sign = 1 << 63
	}
	if an || bn {
		if an && bn {
			return 0
		}
		return math.MaxUint64
	}
	// Map the encodings onto a line: magnitudes for positive values,
	// negated magnitudes for negative ones (both zeros at 0).
	ord := func(v uint64) (neg bool, mag uint64) { return v&sign != 0, v &^ sign }
	na, ma := ord(a)
	nb, mb := ord(b)
	switch {
	case na == nb && ma >= mb:
		return ma - mb
	case na == nb:
		return mb - ma
	}
	return ma + mb
}
