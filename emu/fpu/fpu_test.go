package fpu

import (
	"flag"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// -fpu.n sets the number of random cases per operation, format and mode
// (plus the exhaustive special-value cases); CI uses the default.
var randomCases = flag.Int("fpu.n", 10000, "random operand tuples per operation, format and mode")

var formats = []struct {
	name string
	f    Format
}{{"f32", F32}, {"f64", F64}}

var modes = []Mode{RN, RZ, RM, RP}

func hex(f Format, x uint64) string {
	return fmt.Sprintf("%#0*x (%g)", f.Bits()/4+2, x, toF64(f, x))
}

// same compares results, any NaN matching the canonical NaN only.
func checkSame(t *testing.T, f Format, what string, got, want uint64) bool {
	t.Helper()
	if f.IsNaN(want) {
		want = f.NaN()
	}
	if got != want {
		t.Errorf("%s = %s, want %s", what, hex(f, got), hex(f, want))
		return false
	}
	return true
}

type binop struct {
	name string
	op   func(f Format, a, b, c uint64, m Mode, ftz bool) uint64
	ref  func(f Format, a, b, c uint64, m Mode, ftz bool) uint64
	ar   int
}

var arith = []binop{
	{"add", func(f Format, a, b, _ uint64, m Mode, z bool) uint64 { return f.Add(a, b, m, z) },
		func(f Format, a, b, _ uint64, m Mode, z bool) uint64 { return refAdd(f, a, b, m, z) }, 2},
	{"mul", func(f Format, a, b, _ uint64, m Mode, z bool) uint64 { return f.Mul(a, b, m, z) },
		func(f Format, a, b, _ uint64, m Mode, z bool) uint64 { return refMul(f, a, b, m, z) }, 2},
	{"fma", func(f Format, a, b, c uint64, m Mode, z bool) uint64 { return f.FMA(a, b, c, m, z) },
		func(f Format, a, b, c uint64, m Mode, z bool) uint64 { return refFMA(f, a, b, c, m, z) }, 3},
}

// TestArithmetic checks add, mul and fma against math/big on every
// combination of special values and on random operands, per format, mode
// and flush setting.
func TestArithmetic(t *testing.T) {
	for _, fm := range formats {
		f := fm.f
		for _, op := range arith {
			for _, mode := range modes {
				ftzs := []bool{false}
				if f == F32 {
					ftzs = []bool{false, true}
				}
				for _, ftz := range ftzs {
					name := fmt.Sprintf("%s/%s/%s/ftz=%v", fm.name, op.name, mode, ftz)
					t.Run(name, func(t *testing.T) {
						sp := specials(f)
						errs := 0
						check := func(a, b, c uint64) {
							got := op.op(f, a, b, c, mode, ftz)
							want := op.ref(f, a, b, c, mode, ftz)
							if !checkSame(t, f, fmt.Sprintf("%s(%s, %s, %s)", name, hex(f, a), hex(f, b), hex(f, c)), got, want) {
								errs++
								if errs > 10 {
									t.FailNow()
								}
							}
						}
						for _, a := range sp {
							for _, b := range sp {
								if op.ar == 2 {
									check(a, b, 0)
									continue
								}
								for _, c := range sp {
									check(a, b, c)
								}
							}
						}
						r := rand.New(rand.NewSource(int64(len(name)) * 7919))
						for i := 0; i < *randomCases; i++ {
							a, b, c := operand(f, r), operand(f, r), operand(f, r)
							switch r.Intn(4) {
							case 0: // cancellation: b (add) or c (fma) near -a (resp. -a*b)
								if op.name == "add" {
									b = near(f, f.Negate(a), r)
								} else if op.name == "fma" {
									c = near(f, f.Negate(f.Mul(a, b, Mode(r.Intn(4)), false)), r)
								}
							case 1: // halfway cases: exact sums of a value and half its ulp
								if op.name == "add" && finite(f, a) && !f.IsZero(a) {
									_, m, e := f.unpack(a)
									_ = m
									b = refRound(f, new(big.Float).SetMantExp(big.NewFloat(1), e-1+r.Intn(3)-1), RN) | (a & f.sign() * uint64(r.Intn(2)))
								}
							}
							check(a, b, c)
						}
					})
				}
			}
		}
	}
}

// TestRoundInt checks FRND against Go's math rounding functions.
func TestRoundInt(t *testing.T) {
	ref := map[Mode]func(float64) float64{RN: math.RoundToEven, RZ: math.Trunc, RM: math.Floor, RP: math.Ceil}
	for _, fm := range formats {
		f := fm.f
		r := rand.New(rand.NewSource(3))
		for _, mode := range modes {
			xs := append(specials(f), f.One()>>1|1) // just above 0.5 (pattern-wise, small)
			for i := 0; i < *randomCases; i++ {
				xs = append(xs, operand(f, r))
			}
			for _, x := range xs {
				for _, ftz := range []bool{false, true} {
					if ftz && f == F64 {
						continue
					}
					want := fromF64(f, ref[mode](toF64(f, refFlush(f, x, ftz))))
					checkSame(t, f, fmt.Sprintf("%s RoundInt(%s, %s, ftz=%v)", fm.name, hex(f, x), mode, ftz), f.RoundInt(x, mode, ftz), want)
				}
			}
		}
	}
}

var intTypes = []IntType{{8, true}, {8, false}, {16, true}, {16, false}, {32, true}, {32, false}, {64, true}, {64, false}}

// refToInt rounds with big.Float and clamps with big.Int bounds.
func refToInt(f Format, x uint64, t IntType, mode Mode) uint64 {
	v := toF64(f, x)
	if math.IsNaN(v) {
		return 0
	}
	lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), t.Bits)
	if t.Signed {
		lo.Neg(new(big.Int).Lsh(big.NewInt(1), t.Bits-1))
		hi.Rsh(hi, 1)
	}
	hi.Sub(hi, big.NewInt(1))
	var n *big.Int
	switch {
	case math.IsInf(v, 1):
		n = hi
	case math.IsInf(v, -1):
		n = lo
	default:
		rf := map[Mode]func(float64) float64{RN: math.RoundToEven, RZ: math.Trunc, RM: math.Floor, RP: math.Ceil}[mode](v)
		n, _ = new(big.Float).SetFloat64(rf).Int(nil)
		if n.Cmp(hi) > 0 {
			n = hi
		}
		if n.Cmp(lo) < 0 {
			n = lo
		}
	}
	if n.Sign() < 0 {
		return uint64(n.Int64())
	}
	return n.Uint64()
}

func TestConversions(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for _, fm := range formats {
		f := fm.f
		xs := specials(f)
		for i := 0; i < *randomCases; i++ {
			x := operand(f, r)
			if r.Intn(2) == 0 { // values in the integer types' ranges and at their edges
				e := f.bias + r.Intn(66)
				x = uint64(e)<<f.frac | r.Uint64()&f.fracMask() | uint64(r.Intn(2))*f.sign()
			}
			xs = append(xs, x)
		}
		for _, x := range xs {
			for _, it := range intTypes {
				for _, mode := range modes {
					got := f.ToInt(x, it, mode, false)
					want := refToInt(f, x, it, mode)
					if got != want {
						t.Fatalf("%s ToInt(%s, %+v, %s) = %#x, want %#x", fm.name, hex(f, x), it, mode, got, want)
					}
				}
			}
		}
		// Integers to floats.
		for i := 0; i < *randomCases; i++ {
			v := r.Uint64() >> uint(r.Intn(64))
			if r.Intn(2) == 0 {
				v = -v
			}
			for _, it := range intTypes {
				for _, mode := range modes {
					got := f.FromInt(v, it, mode)
					w := v
					if it.Bits < 64 {
						w &= 1<<it.Bits - 1
					}
					bv := new(big.Int).SetUint64(w)
					if it.Signed && w>>(it.Bits-1) != 0 {
						bv.Sub(bv, new(big.Int).Lsh(big.NewInt(1), it.Bits))
					}
					want := uint64(0)
					if bv.Sign() != 0 {
						want = refRound(f, new(big.Float).SetPrec(200).SetInt(bv), mode)
					}
					if got != want {
						t.Fatalf("%s FromInt(%#x, %+v, %s) = %s, want %s", fm.name, v, it, mode, hex(f, got), hex(f, want))
					}
				}
			}
		}
	}
	// f64 -> f32 rounds; f32 -> f64 is exact.
	for i := 0; i < 4**randomCases; i++ {
		x := operand(F64, r)
		if i%2 == 0 {
			x = uint64(1023+r.Intn(320)-160)<<52 | r.Uint64()&F64.fracMask() | uint64(r.Intn(2))<<63
		}
		for _, mode := range modes {
			for _, ftz := range []bool{false, true} {
				var want uint64
				v := math.Float64frombits(x)
				switch {
				case math.IsNaN(v) || math.IsInf(v, 0) || v == 0:
					want = fromF64(F32, v)
				default:
					want = refFlush(F32, refRound(F32, exact(F64, x), mode), ftz)
				}
				checkSame(t, F32, fmt.Sprintf("Convert(f32, f64 %s, %s, ftz=%v)", hex(F64, x), mode, ftz), Convert(F32, F64, x, mode, ftz), want)
			}
		}
		y := operand(F32, r)
		for _, ftz := range []bool{false, true} {
			want := fromF64(F64, toF64(F32, refFlush(F32, y, ftz)))
			checkSame(t, F64, fmt.Sprintf("Convert(f64, f32 %s, ftz=%v)", hex(F32, y), ftz), Convert(F64, F32, y, RN, ftz), want)
		}
	}
}

func TestMinMaxCompare(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	for _, fm := range formats {
		f := fm.f
		xs := specials(f)
		for i := 0; i < 200; i++ {
			xs = append(xs, operand(f, r))
		}
		for _, a := range xs {
			for _, b := range xs {
				va, vb := toF64(f, a), toF64(f, b)
				na, nb := math.IsNaN(va), math.IsNaN(vb)
				// minNum / maxNum, -0 < +0.
				less := va < vb || va == 0 && vb == 0 && math.Signbit(va) && !math.Signbit(vb)
				wantMin, wantMax := b, a
				if less {
					wantMin, wantMax = a, b
				}
				switch {
				case na && nb:
					wantMin, wantMax = f.NaN(), f.NaN()
				case na:
					wantMin, wantMax = b, b
				case nb:
					wantMin, wantMax = a, a
				}
				if va == vb && !less && !(math.Signbit(vb) && !math.Signbit(va)) {
					// equal values (not a signed-zero pair): either operand is the same pattern
					wantMin, wantMax = f.Min(a, b, false), f.Max(a, b, false)
					if wantMin != a && wantMin != b {
						t.Errorf("Min of equal values %s %s gave a third value", hex(f, a), hex(f, b))
					}
				}
				checkSame(t, f, fmt.Sprintf("Min(%s, %s)", hex(f, a), hex(f, b)), f.Min(a, b, false), wantMin)
				checkSame(t, f, fmt.Sprintf("Max(%s, %s)", hex(f, a), hex(f, b)), f.Max(a, b, false), wantMax)
				un := na || nb
				want := map[Cmp]bool{
					EQ: va == vb, NE: !un && va != vb, LT: va < vb, LE: va <= vb, GT: va > vb, GE: va >= vb,
					EQU: un || va == vb, NEU: va != vb, LTU: un || va < vb, LEU: un || va <= vb, GTU: un || va > vb,
					GEU: un || va >= vb, NUM: !un, NAN: un,
				}
				for c := EQ; c <= NAN; c++ {
					if got := f.Compare(a, b, c, false); got != want[c] {
						t.Errorf("Compare(%s, %s, %d) = %v, want %v", hex(f, a), hex(f, b), c, got, want[c])
					}
				}
			}
		}
	}
	// FTZ compares denormals as zero.
	if !F32.Compare(1, 0x80000000, EQ, true) || F32.Compare(1, 0, EQ, false) {
		t.Error("FTZ compare of a denormal with zero")
	}
}

func TestSaturateFlush(t *testing.T) {
	cases := []struct{ in, want uint32 }{
		{0x7fffffff, 0}, {0xffc00000, 0}, {0x80000000, 0}, {0xbf800000, 0}, {0xff800000, 0},
		{0x3f000000, 0x3f000000}, {0x3f800000, 0x3f800000}, {0x3f800001, 0x3f800000}, {0x7f800000, 0x3f800000},
		{0x00000001, 0x00000001},
	}
	for _, c := range cases {
		if got := F32.Saturate(uint64(c.in)); got != uint64(c.want) {
			t.Errorf("Saturate(%#x) = %#x, want %#x", c.in, got, c.want)
		}
	}
	if F32.Flush(0x807fffff) != 0x80000000 || F32.Flush(0x00800000) != 0x00800000 {
		t.Error("Flush")
	}
}
