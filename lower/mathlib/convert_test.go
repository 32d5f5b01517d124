package mathlib_test

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// round32 rounds an exact value to binary32 in a rounding mode with IEEE
// overflow (to infinity or the largest finite value, by mode) and
// subnormals (rounded at the quantum 2^-149).
func round32(v *big.Float, mode big.RoundingMode) float64 {
	if v.IsInf() {
		f, _ := v.Float64()
		return f
	}
	if v.Sign() == 0 {
		f, _ := v.Float64()
		return f
	}
	q := new(big.Float).SetPrec(24).SetMode(mode)
	if v.MantExp(nil) <= -126 { // |v| < 2^-126: round on the subnormal grid
		s := new(big.Float).SetMantExp(v, 149)
		n := new(big.Float).SetPrec(200).SetMode(mode).Set(s)
		i := roundInt(n, mode)
		q.SetInt(i)
		q.SetMantExp(q, -149)
		f, _ := q.Float64()
		if f == 0 {
			return math.Copysign(0, float64(v.Sign()))
		}
		return f
	}
	q.Set(v)
	f, _ := q.Float64()
	if math.Abs(f) > math.MaxFloat32 {
		toInf := mode == big.ToNearestEven || mode == big.AwayFromZero ||
			(mode == big.ToPositiveInf && f > 0) || (mode == big.ToNegativeInf && f < 0)
		if toInf {
			return math.Inf(int(math.Copysign(1, f)))
		}
		return math.Copysign(math.MaxFloat32, f)
	}
	return f
}

// roundInt rounds a value to an integer in a mode.
func roundInt(v *big.Float, mode big.RoundingMode) *big.Int {
	f, _ := v.Float64() // exact enough: callers pass values below 2^60
	var r float64
	switch mode {
	case big.ToZero:
		r = math.Trunc(f)
	case big.ToPositiveInf:
		r = math.Ceil(f)
	case big.ToNegativeInf:
		r = math.Floor(f)
	default:
		r = math.RoundToEven(f)
	}
	i, _ := big.NewFloat(r).Int(nil)
	return i
}

var modes = map[string]big.RoundingMode{"rn": big.ToNearestEven, "rz": big.ToZero, "ru": big.ToPositiveInf, "rd": big.ToNegativeInf}

// f2iRef is cvt.rXi.s32.f32: rounded in the mode, saturated, NaN -> 0.
func f2iRef(x float64, mode string) float64 {
	if math.IsNaN(x) {
		return 0
	}
	var r float64
	switch mode {
	case "rn":
		r = math.RoundToEven(x)
	case "rz":
		r = math.Trunc(x)
	case "ru":
		r = math.Ceil(x)
	case "rd":
		r = math.Floor(x)
	}
	return math.Max(math.MinInt32, math.Min(math.MaxInt32, r))
}

// conversionCases are the exact conversions and rounded operations.
func conversionCases() []*accCase {
	var cases []*accCase
	for _, mode := range []string{"rn", "rz", "ru", "rd"} {
		cases = append(cases, &accCase{
			Name: "__nv_float2int_" + mode, Ret: "i32", Args: []string{"float"},
			Domain: "all floats; [-3e9, 3e9]", Gen: gen32(-3e9, 3e9), Specials: [][]uint64{specials32},
			Ref: func(in []uint64) []Want { return []Want{want64(f2iRef(f32(in[0]), mode))} },
		})
		cases = append(cases, &accCase{
			Name: "__nv_int2float_" + mode, Ret: "float", Args: []string{"i32"},
			Domain:   "all int32",
			Gen:      func(r *rand.Rand, i int) []uint64 { return []uint64{uint64(r.Uint32())} },
			Specials: [][]uint64{intSpecials},
			Ref: func(in []uint64) []Want {
				return []Want{want64(round32(new(big.Float).SetInt64(int64(int32(uint32(in[0])))), modes[mode]))}
			},
		})
		for _, op := range []string{"add", "mul", "div"} {
			cases = append(cases, &accCase{
				Name: "__nv_f" + op + "_" + mode, Ret: "float", Args: []string{"float", "float"},
				Domain: "all float pairs; [-100, 100]^2", Gen: gen32x(2, -100, 100), Specials: [][]uint64{specials32, specials32},
				Ref: func(in []uint64) []Want {
					x, y := f32(in[0]), f32(in[1])
					var ieee float64
					switch op {
					case "add":
						ieee = x + y
					case "mul":
						ieee = x * y
					default:
						ieee = x / y
					}
					if math.IsNaN(ieee) || math.IsInf(x, 0) || math.IsInf(y, 0) || y == 0 && op == "div" || ieee == 0 {
						// Specials and exact zeros as IEEE defines them (the
						// binary64 result); an exact zero sum of operands
						// that are not both +0 is -0 when rounding down.
						if op == "add" && ieee == 0 && mode == "rd" && (math.Signbit(x) || math.Signbit(y) || x != 0) {
							return []Want{want64(math.Copysign(0, -1))}
						}
						return []Want{want64(ieee)}
					}
					v := new(big.Float).SetPrec(400)
					switch op {
					case "add":
						v.Add(big.NewFloat(x), big.NewFloat(y))
					case "mul":
						v.Mul(big.NewFloat(x), big.NewFloat(y))
					default:
						v.Quo(big.NewFloat(x), big.NewFloat(y))
					}
					return []Want{want64(round32(v, modes[mode]))}
				},
			})
		}
	}
	cases = append(cases,
		unary32("__nv_frcp_rn", func(x float64) float64 { return 1 / x }, -100, 100, 0),
		unary32("__nv_fsqrt_rn", math.Sqrt, 0, 100, 0),
		&accCase{
			Name: "__nv_frsqrt_rn", Ret: "float", Args: []string{"float"}, Domain: "all floats; [0, 100]",
			Gen: gen32(0, 100), Specials: [][]uint64{specials32},
			Ref: func(in []uint64) []Want {
				// 1/sqrt(x) to 300 bits (never at a binary32 midpoint).
				x := f32(in[0])
				if math.IsNaN(x) || x < 0 || x == 0 || math.IsInf(x, 0) {
					return []Want{want64(1 / math.Sqrt(x))}
				}
				s := new(big.Float).SetPrec(300).Sqrt(new(big.Float).SetFloat64(x))
				return []Want{{V: new(big.Float).SetPrec(300).Quo(big.NewFloat(1), s)}}
			},
		},
		unary32("__nv_saturatef", func(x float64) float64 {
			if math.IsNaN(x) {
				return 0
			}
			return math.Max(0, math.Min(1, x))
		}, -2, 2, 0),
		unary32("__nv_float_as_int", nil, 0, 0, 0),
	)
	cases[len(cases)-1] = &accCase{
		Name: "__nv_float_as_int", Ret: "i32", Args: []string{"float"}, Domain: "all floats", Gen: gen32(-1, 1),
		Specials: [][]uint64{specials32},
		Ref:      func(in []uint64) []Want { return []Want{want64(float64(int32(uint32(in[0]))))} },
	}
	return cases
}

func TestConversions(t *testing.T) {
	for _, c := range conversionCases() {
		t.Run(c.Name, func(t *testing.T) {
			res := measure(t, c, *inputsFlag, 2)
			t.Logf("| `%s` | %s | %d | %.2f |", c.Name, c.Domain, res.Inputs, res.MaxULP)
		})
	}
}
