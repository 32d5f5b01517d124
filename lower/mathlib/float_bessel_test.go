package mathlib_test

import (
	"math"
	"math/rand"
	"testing"
)

// TestFloatBessel measures the binary32 Bessel functions (the binary64 ones
// rounded) on the emulator: random bit patterns and [-40, 40] (I0, I1:
// [-90, 90]); references Go's math (J0, J1, Y0, Y1, Yn), besselJn and
// besselI in math/big, tinyBessel where Go's are wrong. Asserted per
// input: at most 1 ulp, or an absolute error at most 2^-50 (next to the
// zeros, where the binary64 function's absolute error counts); the log
// gives the largest ulp error where |f| >= 1/16 and the largest absolute
// error elsewhere.
func TestFloatBessel(t *testing.T) {
	type fcase struct {
		name string
		n    bool // jnf, ynf: (int, float)
		ref  func(n int, x float64) float64
	}
	j0 := func(_ int, x float64) float64 {
		if r, ok := tinyBessel("j0", x); ok {
			return r
		}
		return math.J0(x)
	}
	cases := []fcase{
		{"j0f", false, j0},
		{"j1f", false, func(_ int, x float64) float64 {
			if r, ok := tinyBessel("j1", x); ok {
				return r
			}
			return math.J1(x)
		}},
		{"y0f", false, func(_ int, x float64) float64 {
			if r, ok := tinyBessel("y0", x); ok {
				return r
			}
			return math.Y0(x)
		}},
		{"y1f", false, func(_ int, x float64) float64 {
			if r, ok := tinyBessel("y1", x); ok {
				return r
			}
			return math.Y1(x)
		}},
		{"jnf", true, func(n int, x float64) float64 {
			if x == 0 || math.IsNaN(x) || math.Abs(x) > 200 {
				return math.Jn(n, x) // far beyond n, Go's is the Hankel form
			}
			return besselJn(n, x)
		}},
		{"ynf", true, func(n int, x float64) float64 {
			if x < 0 || math.IsInf(x, -1) {
				return math.NaN()
			}
			return math.Yn(n, x)
		}},
		{"cyl_bessel_i0f", false, func(_ int, x float64) float64 {
			if math.IsInf(x, 0) || math.IsNaN(x) {
				return math.Abs(x)
			}
			return besselI(0, x)
		}},
		{"cyl_bessel_i1f", false, func(_ int, x float64) float64 {
			if math.IsInf(x, 0) || math.IsNaN(x) {
				return x
			}
			return besselI(1, x)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rng := rand.New(rand.NewSource(int64(len(c.name)) * 131))
			span := 40.0
			if c.name[0] == 'c' {
				span = 90
			}
			var in [][]uint64
			for _, s := range specials32 {
				x := f32(s)
				if c.name[0] == 'c' && math.Abs(x) > 720 && !math.IsInf(x, 0) {
					continue // besselI's series is slow there; the result overflows
				}
				in = append(in, []uint64{3, s})
			}
			for len(in) < *inputsFlag+len(specials32) {
				n := uint64(uint32(int32(rng.Intn(41) - 20)))
				var x float32
				if rng.Intn(3) == 0 && c.name[0] != 'c' {
					x = math.Float32frombits(rng.Uint32())
					if math.Abs(float64(x)) > 200 && c.n {
						// besselJn's series costs |x| terms of 1.5|x| bits.
						x = float32(math.Mod(float64(x), 200))
					}
				} else {
					x = float32(uniform(rng, -span, span))
				}
				in = append(in, []uint64{n, b32(x)})
			}
			ac := &accCase{Name: "__nv_" + c.name, Ret: "float", Args: []string{"i32", "float"}}
			args := in
			if !c.n {
				ac.Args = []string{"float"}
				args = make([][]uint64, len(in))
				for i, v := range in {
					args[i] = []uint64{v[1]}
				}
			}
			out := runOnEmulator(t, ac, args)
			worstUlp, worstAbs, bad := 0.0, 0.0, 0
			for i, v := range in {
				n, x := int(int32(uint32(v[0]))), f32(v[1])
				got := f32(out[i][0])
				ref := c.ref(n, x)
				if math.IsNaN(ref) || math.IsInf(ref, 0) || ref == 0 || math.IsNaN(got) {
					r32 := float64(float32(ref))
					if !sameFloat(got, r32) && !(r32 == 0 && got == 0) {
						if bad++; bad <= 10 {
							t.Errorf("%s(%d, %v) = %v, want %v", c.name, n, x, got, r32)
						}
					}
					continue
				}
				u, _ := binary32.ulpError(uint64(math.Float32bits(float32(got))), want64(ref), false)
				a := math.Abs(got - ref)
				if math.Abs(ref) >= 0x1p-4 {
					worstUlp = math.Max(worstUlp, u)
				} else {
					worstAbs = math.Max(worstAbs, a)
				}
				if !(u <= 1 || a <= 0x1p-50) {
					if bad++; bad <= 10 {
						t.Errorf("%s(%d, %v) = %v, want %v: %.2f ulp, absolute error %.3g", c.name, n, x, got, ref, u, a)
					}
				}
			}
			t.Logf("%s: %d inputs, max %.2f ulp where |f| >= 1/16, max absolute error %.3g elsewhere", c.name, len(in), worstUlp, worstAbs)
			record("__nv_"+c.name, "bit patterns, [-40, 40] ([-90, 90] for I)", len(in), worstUlp)
		})
	}
}
