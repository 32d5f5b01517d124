package bigmath

import (
	"math"
	"math/big"
	"testing"
)

// The functions agree with Go's math package (correct to about 1 ulp of
// binary64) at sample points, and with identities at a precision far beyond
// binary64 (which Go's math cannot check).
func TestAgainstGoMath(t *testing.T) {
	type fn struct {
		name string
		big  func(*big.Float, uint) *big.Float
		ref  func(float64) float64
		xs   []float64
	}
	std := []float64{-3.7, -1, -0.5, -1e-9, 1e-9, 0.25, 0.5, 1, 2.5, 10, 700}
	pos := []float64{1e-300, 1e-9, 0.3, 0.7071, 1, 1.5, 2, 10, 1e10, 1e300}
	unit := []float64{-0.999, -0.7, -0.5, -1e-7, 1e-7, 0.3, 0.5, 0.9, 0.999999}
	fns := []fn{
		{"Exp", Exp, math.Exp, std},
		{"Expm1", Expm1, math.Expm1, std},
		{"Log", Log, math.Log, pos},
		{"Log1p", Log1p, math.Log1p, append([]float64{-0.99, -1e-12, 1e-300}, pos...)},
		{"Sin", Sin, math.Sin, append([]float64{1e5, -1e10, 3.14159}, std[:len(std)-1]...)},
		{"Cos", Cos, math.Cos, append([]float64{1e5, -1e10, 1.5707963}, std[:len(std)-1]...)},
		{"Tan", Tan, math.Tan, std[:len(std)-1]},
		{"Atan", Atan, math.Atan, append([]float64{1e20, -1e20}, std...)},
		{"Asin", Asin, math.Asin, unit[:len(unit)-1]},
		{"Acos", Acos, math.Acos, unit[:len(unit)-1]},
		{"Atanh", Atanh, math.Atanh, unit},
		{"Sinh", Sinh, math.Sinh, std[:len(std)-1]},
		{"Cosh", Cosh, math.Cosh, std[:len(std)-1]},
		{"Tanh", Tanh, math.Tanh, std[:len(std)-1]},
		{"Erf", Erf, math.Erf, []float64{-5, -1, -1e-8, 0.1, 0.5, 1, 2, 3.5, 6}},
		{"Erfc", Erfc, math.Erfc, []float64{-3, -0.5, 0.1, 1, 3, 8, 15, 26}},
		{"Cbrt", Cbrt, math.Cbrt, []float64{-27, -1e-300, 2, 1e10, 3e-310}},
	}
	for _, f := range fns {
		for _, x := range f.xs {
			got, _ := f.big(big.NewFloat(x), 200).Float64()
			want := f.ref(x)
			if math.Abs(got-want) > 2e-15*math.Abs(want) {
				t.Errorf("%s(%g) = %.17g, math says %.17g", f.name, x, got, want)
			}
		}
	}
}

func TestHighPrecisionIdentities(t *testing.T) {
	const prec = 600
	tol := new(big.Float).SetMantExp(big.NewFloat(1), -590)
	check := func(what string, a, b *big.Float) {
		t.Helper()
		d := new(big.Float).SetPrec(prec).Sub(a, b)
		d.Abs(d)
		if d.Cmp(tol) > 0 {
			t.Errorf("%s: differ by %g", what, d)
		}
	}
	x := new(big.Float).SetPrec(prec).SetFloat64(0.8125)
	one := new(big.Float).SetPrec(prec).SetInt64(1)
	// log(exp(x)) = x
	check("log(exp(x))", Log(Exp(x, prec), prec), x)
	// sin^2 + cos^2 = 1
	s, c := Sin(x, prec), Cos(x, prec)
	s.Mul(s, s)
	c.Mul(c, c)
	check("sin^2+cos^2", s.Add(s, c), one)
	// atan(1) = pi/4
	q := Pi(prec)
	q.SetMantExp(q, -2)
	check("atan(1)", Atan(one, prec), q)
	// pi to 40 decimals
	pi := Pi(prec).Text('f', 40)
	if pi != "3.1415926535897932384626433832795028841972" {
		t.Errorf("pi = %s", pi)
	}
	// acos near 1, where Go's math.Acos loses about 12 bits (value from
	// mpmath at 200 bits).
	if got := Acos(new(big.Float).SetFloat64(0.999999), 200).Text('g', 30); got != "0.00141421368024458509353192120914" {
		t.Errorf("acos(0.999999) = %s", got)
	}
	// erf(x) + erfc(x) = 1 at 600 bits
	check("erf+erfc", new(big.Float).SetPrec(prec).Add(Erf(x, prec), Erfc(x, prec)), one)
}
