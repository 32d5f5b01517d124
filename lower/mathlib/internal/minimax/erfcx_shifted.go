package main

import (
	"fmt"
	"math/big"

	"gpucc/lower/mathlib/internal/bigmath"
)

// erfcx(x) = erfc(x) e^(x^2) (main.go) is the smooth factor of erfc that the f64
// erfc of src/double_erf.h approximates on intervals; xerfcx(t) =
// erfcx(1/t) / t is its form in t = 1/x for large x (it tends to
// 1/sqrt(pi)). A polynomial in x is badly conditioned away from 0, so the
// fits are in the shifted variable: "erfcx@c" is s -> erfcx(c + s) and
// "xerfcx@c" is s -> xerfcx(c + s), for the centres below.
var erfcxCentres = []string{"1.046875", "1.625", "2.5", "0.25", "0.125", "0.0625", "0.03125"}

func init() {
	for _, c := range erfcxCentres {
		cv, _, err := big.ParseFloat(c, 10, 64, big.ToNearestEven)
		if err != nil {
			panic(fmt.Sprintf("minimax: centre %q: %v", c, err))
		}
		functions["erfcx@"+c] = func(s *big.Float, p uint) *big.Float {
			return erfcx(new(big.Float).SetPrec(p+64).Add(s, cv), p)
		}
		xerfcx := func(s *big.Float, p uint) *big.Float {
			q := p + 64
			t := new(big.Float).SetPrec(q).Add(s, cv)
			x := new(big.Float).SetPrec(q).Quo(big.NewFloat(1), t)
			v := erfcx(x, q)
			return v.Mul(v, x).SetPrec(p)
		}
		functions["xerfcx@"+c] = xerfcx
		// The same minus its value at the centre rounded to binary64 (fit
		// with -err abs): the library adds that double back exactly, so the
		// rounding of the constant coefficient costs nothing.
		functions["erfcxr@"+c] = func(s *big.Float, p uint) *big.Float {
			v := erfcx(new(big.Float).SetPrec(p+64).Add(s, cv), p+64)
			c0, _ := erfcx(cv, p+64).Float64()
			return v.Sub(v, big.NewFloat(c0)).SetPrec(p)
		}
		functions["xerfcxr@"+c] = func(s *big.Float, p uint) *big.Float {
			v := xerfcx(s, p+64)
			c0, _ := xerfcx(new(big.Float), p+64).Float64()
			return v.Sub(v, big.NewFloat(c0)).SetPrec(p)
		}
	}
	// erf(x) - x, fitted as x R(x^2) (-form odd) for |x| < 0.84375.
	functions["erfmx"] = func(x *big.Float, p uint) *big.Float {
		v := bigmath.Erf(x, p+64)
		return v.Sub(v, x).SetPrec(p)
	}
}
