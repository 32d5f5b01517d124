package main

import (
	"bytes"
	"math"
	"math/big"
	"strings"
	"testing"
)

func f64(c *big.Float) float64 { v, _ := c.Float64(); return v }

// The best degree-3 approximation of x^4 on [-1, 1] in the maximum norm is
// x^4 - T4(x)/8 = x^2 - 1/8 (Chebyshev), error 1/8.
func TestChebyshevKnownCase(t *testing.T) {
	p := &Problem{
		F: func(x *big.Float, prec uint) *big.Float {
			y := new(big.Float).SetPrec(prec).Mul(x, x)
			return y.Mul(y, y)
		},
		Lo: -1, Hi: 1, Degree: 3,
	}
	res, err := Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []float64{-0.125, 0, 1, 0}
	for i, c := range res.Coeffs {
		if math.Abs(f64(c)-want[i]) > 1e-12 {
			t.Errorf("c%d = %.15g, want %g", i, f64(c), want[i])
		}
	}
	if math.Abs(res.Error-0.125) > 1e-12 {
		t.Errorf("error %g, want 0.125", res.Error)
	}
}

// The best line through e^x on [0, 1] (absolute error) has slope e - 1 and
// equioscillates at 0, ln(e-1) and 1: E = (1 + m ln m - m)/2, b = 1 - E.
func TestLinearExpKnownCase(t *testing.T) {
	res, err := Solve(&Problem{F: functions["exp"], Lo: 0, Hi: 1, Degree: 1})
	if err != nil {
		t.Fatal(err)
	}
	m := math.E - 1
	e := (1 + m*math.Log(m) - m) / 2
	if got := f64(res.Coeffs[1]); math.Abs(got-m) > 1e-12 {
		t.Errorf("slope %.15g, want %.15g", got, m)
	}
	if got := f64(res.Coeffs[0]); math.Abs(got-(1-e)) > 1e-12 {
		t.Errorf("intercept %.15g, want %.15g", got, 1-e)
	}
	if math.Abs(res.Error-e) > 1e-12 {
		t.Errorf("error %.15g, want %.15g", res.Error, e)
	}
	if want := []float64{0, math.Log(m), 1}; len(res.Reference) != 3 || math.Abs(res.Reference[1]-want[1]) > 1e-6 ||
		res.Reference[0] != 0 || res.Reference[2] != 1 {
		t.Errorf("reference %v, want %v", res.Reference, want)
	}
}

// A relative-error fit of exp equioscillates: the error at the n+2
// reference points alternates in sign with equal magnitude, and nowhere on
// the interval (checked independently in float64 against math.Exp) does it
// exceed that magnitude.
func TestEquioscillation(t *testing.T) {
	p := &Problem{F: functions["exp"], Lo: -0.35, Hi: 0.35, Degree: 5, Relative: true}
	res, err := Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	q := res.Coeffs
	var prev float64
	for i, r := range res.Reference {
		e := p.weightedError(q, p.sample(p.bf(r)))
		if math.Abs(math.Abs(e)-res.Error) > 1e-6*res.Error {
			t.Errorf("reference point %d (%g): |error| %g, levelled %g", i, r, math.Abs(e), res.Error)
		}
		if i > 0 && (e > 0) == (prev > 0) {
			t.Errorf("reference points %d and %d: errors %g and %g do not alternate", i-1, i, prev, e)
		}
		prev = e
	}
	c := make([]float64, len(q))
	for i := range q {
		c[i] = f64(q[i])
	}
	worst := 0.0
	for i := 0; i <= 20000; i++ {
		x := -0.35 + 0.7*float64(i)/20000
		s := 0.0
		for j := len(c) - 1; j >= 0; j-- {
			s = s*x + c[j]
		}
		worst = math.Max(worst, math.Abs(s/math.Exp(x)-1))
	}
	if worst > res.Error*1.001+1e-15 {
		t.Errorf("float64 check: max relative error %g exceeds the levelled %g", worst, res.Error)
	}
	if worst < res.Error*0.99 {
		t.Errorf("float64 check: max relative error %g, the levelled error %g is not attained", worst, res.Error)
	}
}

// Odd form with fixed terms: sin(x) = x (1 + t Q(t)) keeps the leading 1;
// compared in float64 with math.Sin.
func TestOddFormFixed(t *testing.T) {
	p := &Problem{F: functions["sin"], Lo: 0, Hi: math.Pi / 4, Form: "odd", Fixed: []float64{1}, Degree: 3, Relative: true}
	res, err := Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	if res.Error > 1e-10 || res.Error < 1e-14 {
		t.Fatalf("error %g outside the expected range for degree 9 in x", res.Error)
	}
	worst := 0.0
	for i := 1; i <= 5000; i++ {
		x := math.Pi / 4 * float64(i) / 5000
		tt := x * x
		s := 0.0
		for j := len(res.Coeffs) - 1; j >= 0; j-- {
			s = s*tt + f64(res.Coeffs[j])
		}
		worst = math.Max(worst, math.Abs(x*(1+tt*s)/math.Sin(x)-1))
	}
	if worst > res.Error*1.01+1e-15 {
		t.Errorf("float64 check: %g > levelled %g", worst, res.Error)
	}
}

func TestCommandLine(t *testing.T) {
	var out bytes.Buffer
	if err := run(strings.Fields("-f exp -lo -0.35 -hi 0.35 -deg 5 -prec float"), &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "c5  = 0x1.") || !strings.Contains(out.String(), "with float coefficients") {
		t.Errorf("output:\n%s", out.String())
	}
	if err := run(strings.Fields("-f nosuch -lo 0 -hi 1 -deg 2"), &out); err == nil || !strings.Contains(err.Error(), "unknown function") {
		t.Errorf("unknown function: %v", err)
	}
	if err := run(strings.Fields("-f sin -form odd -lo -1 -hi 1 -deg 2"), &out); err == nil {
		t.Error("odd form with lo < 0 accepted")
	}
}
