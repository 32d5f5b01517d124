package mathlib_test

import (
	"math"
	"math/big"
	"math/bits"
	"math/rand"
	"testing"
)

// intCase is an integer function with a Go reference on bit patterns.
func intCase(name, ret string, args []string, ref func(in []uint64) int64) *accCase {
	return &accCase{
		Name: name, Ret: ret, Args: args, Domain: "random bit patterns",
		Gen: func(r *rand.Rand, i int) []uint64 {
			in := make([]uint64, len(args))
			for j, a := range args {
				in[j] = r.Uint64()
				if a == "i32" {
					in[j] = uint64(uint32(in[j] >> uint(r.Intn(32)))) // small values too
				} else {
					in[j] >>= uint(r.Intn(64))
				}
				if r.Intn(2) == 0 && a == "i32" {
					in[j] = uint64(uint32(-int32(in[j])))
				} else if r.Intn(2) == 0 {
					in[j] = -in[j]
				}
			}
			return in
		},
		Ref: func(in []uint64) []Want { return []Want{{V: new(big.Float).SetInt64(ref(in))}} },
	}
}

func TestIntegerFunctions(t *testing.T) {
	s32 := func(v uint64) int64 { return int64(int32(uint32(v))) }
	u32 := func(v uint64) int64 { return int64(uint32(v)) }
	i := []string{"i32"}
	ii := []string{"i32", "i32"}
	ll := []string{"i64", "i64"}
	cases := []*accCase{
		intCase("__nv_clz", "i32", i, func(in []uint64) int64 { return int64(bits.LeadingZeros32(uint32(in[0]))) }),
		intCase("__nv_clzll", "i32", []string{"i64"}, func(in []uint64) int64 { return int64(bits.LeadingZeros64(in[0])) }),
		intCase("__nv_ffs", "i32", i, func(in []uint64) int64 {
			if uint32(in[0]) == 0 {
				return 0
			}
			return int64(bits.TrailingZeros32(uint32(in[0])) + 1)
		}),
		intCase("__nv_popc", "i32", i, func(in []uint64) int64 { return int64(bits.OnesCount32(uint32(in[0]))) }),
		intCase("__nv_popcll", "i32", []string{"i64"}, func(in []uint64) int64 { return int64(bits.OnesCount64(in[0])) }),
		intCase("__nv_brev", "i32", i, func(in []uint64) int64 { return s32(uint64(bits.Reverse32(uint32(in[0])))) }),
		intCase("__nv_brevll", "i64", []string{"i64"}, func(in []uint64) int64 { return int64(bits.Reverse64(in[0])) }),
		intCase("__nv_abs", "i32", i, func(in []uint64) int64 {
			v := int32(uint32(in[0]))
			if v < 0 {
				v = -v // wraps at MinInt32 as CUDA's abs does
			}
			return int64(v)
		}),
		intCase("__nv_mulhi", "i32", ii, func(in []uint64) int64 { return s32(uint64((s32(in[0]) * s32(in[1])) >> 32)) }),
		intCase("__nv_umulhi", "i32", ii, func(in []uint64) int64 { return s32(uint64((u32(in[0]) * u32(in[1])) >> 32)) }),
		intCase("__nv_umul64hi", "i64", ll, func(in []uint64) int64 { h, _ := bits.Mul64(in[0], in[1]); return int64(h) }),
		intCase("__nv_mul64hi", "i64", ll, func(in []uint64) int64 {
			p := new(big.Int).Mul(big.NewInt(int64(in[0])), big.NewInt(int64(in[1])))
			return new(big.Int).Rsh(p, 64).Int64()
		}),
		intCase("__nv_hadd", "i32", ii, func(in []uint64) int64 { return (s32(in[0]) + s32(in[1])) >> 1 }),
		intCase("__nv_rhadd", "i32", ii, func(in []uint64) int64 { return (s32(in[0]) + s32(in[1]) + 1) >> 1 }),
		intCase("__nv_mul24", "i32", ii, func(in []uint64) int64 {
			a, b := int64(int32(uint32(in[0])<<8)>>8), int64(int32(uint32(in[1])<<8)>>8)
			return s32(uint64(a * b))
		}),
		intCase("__nv_sad", "i32", []string{"i32", "i32", "i32"}, func(in []uint64) int64 {
			d := s32(in[0]) - s32(in[1])
			if d < 0 {
				d = -d
			}
			return s32(uint64(d + u32(in[2])))
		}),
		intCase("__nv_byte_perm", "i32", []string{"i32", "i32", "i32"}, func(in []uint64) int64 {
			v := in[1]<<32 | uint64(uint32(in[0]))
			var r uint32
			for k := 0; k < 4; k++ {
				sel := (uint32(in[2]) >> (4 * k)) & 7
				r |= uint32(byte(v>>(8*sel))) << (8 * k)
			}
			return s32(uint64(r))
		}),
		intCase("__nv_llmin", "i64", ll, func(in []uint64) int64 { return min(int64(in[0]), int64(in[1])) }),
		intCase("__nv_umax", "i32", ii, func(in []uint64) int64 { return s32(uint64(max(uint32(in[0]), uint32(in[1])))) }),
	}
	llround := func(name string, round func(float64) float64) *accCase {
		return &accCase{
			Name: name, Ret: "i64", Args: []string{"float"}, Domain: "all floats; [-1e6, 1e6]",
			Gen: gen32(-1e6, 1e6), Specials: [][]uint64{specials32},
			Ref: func(in []uint64) []Want {
				x := f32(in[0])
				if math.IsNaN(x) {
					return []Want{want64(0)} // the conversion saturates; NaN gives 0 (docs/isa.md F2I)
				}
				r := round(x)
				if r >= 0x1p63 {
					return []Want{{V: new(big.Float).SetInt64(math.MaxInt64)}}
				}
				return []Want{want64(math.Max(r, -0x1p63))}
			},
		}
	}
	cases = append(cases, llround("__nv_llrintf", math.RoundToEven), llround("__nv_llroundf", math.Round))
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			res := measure(t, c, *inputsFlag, 4)
			t.Logf("| `%s` | %s | %d | exact |", c.Name, c.Domain, res.Inputs)
		})
	}
}
