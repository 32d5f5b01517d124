package lgammazeros

import (
	"math"
	"math/big"
	"strings"
	"testing"
)

// digits parses a decimal at the working precision.
func digits(t *testing.T, s string) *big.Float {
	t.Helper()
	v, _, err := big.ParseFloat(s, 10, prec, big.ToNearestEven)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// agree reports whether a and b agree to about bits bits relative to b.
func agree(a, b *big.Float, bits int) bool {
	d := newF().Sub(a, b)
	if d.Sign() == 0 {
		return true
	}
	return d.MantExp(nil) <= b.MantExp(nil)-bits
}

func TestBernoulli(t *testing.T) {
	b := bernoulli(12)
	for i, want := range map[int]*big.Rat{0: big.NewRat(1, 1), 2: big.NewRat(1, 6), 4: big.NewRat(-1, 30),
		6: big.NewRat(1, 42), 8: big.NewRat(-1, 30), 10: big.NewRat(5, 66), 12: big.NewRat(-691, 2730)} {
		if b[i].Cmp(want) != 0 {
			t.Errorf("B_%d = %s, want %s", i, b[i], want)
		}
	}
	for i := 3; i <= 11; i += 2 {
		if b[i].Sign() != 0 {
			t.Errorf("B_%d = %s, want 0", i, b[i])
		}
	}
}

// TestLgammaValues: log((n-1)!) at the integers across the Stirling
// threshold, Gamma(1/2) = sqrt(pi), Gamma(-1/2) = -2 sqrt(pi), psi(1) =
// -gamma (Euler's constant, published digits), psi(-1/2) = psi(3/2) =
// 2 - gamma - 2 ln 2.
func TestLgammaValues(t *testing.T) {
	fact := big.NewInt(1)
	for n := 2; n <= 70; n++ {
		fact.Mul(fact, big.NewInt(int64(n-1)))
		want := logF(newF().SetInt(fact))
		if got := lgammaPos(num(float64(n))); !agree(got, want, 370) {
			t.Errorf("lgamma(%d) = %s, want %s", n, got.Text('g', 40), want.Text('g', 40))
		}
	}
	sqrtPi := newF().Sqrt(pi())
	if got, want := lgammaPos(num(0.5)), logF(sqrtPi); !agree(got, want, 370) {
		t.Errorf("lgamma(1/2) = %s, want %s", got.Text('g', 40), want.Text('g', 40))
	}
	if got, want := LgammaNeg(num(0.5)), logF(newF().Mul(sqrtPi, num(2))); !agree(got, want, 370) {
		t.Errorf("lgamma(-1/2) = %s, want %s", got.Text('g', 40), want.Text('g', 40))
	}
	euler := digits(t, "0.57721566490153286060651209008240243104215933593992359880576723488486772677766467")
	if got := digammaPos(num(1)); !agree(got, newF().Neg(euler), 260) {
		t.Errorf("psi(1) = %s, want -%s", got.Text('g', 40), euler.Text('g', 40))
	}
	// d/da lgamma(-a) = -psi(-a); psi(-1/2) = 2 - gamma - 2 ln 2.
	want := newF().Sub(num(2), euler)
	want.Sub(want, newF().Mul(logF(num(2)), num(2)))
	if got := dLgammaNeg(num(0.5)); !agree(got, newF().Neg(want), 260) {
		t.Errorf("d/da lgamma(-a) at 1/2 = %s, want %s", got.Text('g', 40), newF().Neg(want).Text('g', 40))
	}
}

// TestZeros: the zeros against mpmath's (findroot on log|gamma| at 80
// digits), and the windows' ends at the threshold.
func TestZeros(t *testing.T) {
	want := []string{
		"2.45702473822080062303945414765117954323659791",
		"2.7476826467274126013914884826914996958616394",
		"3.1435808883499800586943587818202278995666696",
		"3.95529428485859792853279728324720842355947559",
		"4.03936183974053687423457709637535461968952725",
	}
	zs := append(ZerosIn(2, 1.0/16), ZerosIn(3, 1.0/16)...)
	zs = append(zs, ZerosIn(4, 1.0/16)[0])
	for i, w := range want {
		if !agree(zs[i].A, digits(t, w), 140) {
			t.Errorf("zero %d = %s, want %s", i, zs[i].A.Text('g', 45), w)
		}
		for _, end := range []*big.Float{zs[i].Lo, zs[i].Hi} {
			v, _ := LgammaNeg(end).Float64()
			if math.Abs(math.Abs(v)-1.0/16) > 1e-30 {
				t.Errorf("lgamma at the window end %s is %v, want +-1/16", end.Text('g', 20), v)
			}
		}
	}
	// The zeros of (-17, -16), which a direct Newton start in float64
	// cannot separate from -16 and -17.
	for _, c := range []struct {
		n    int
		want []string
	}{{15, []string{"15.0000000000007647163731803787273046293171307", "15.9999999999999522052266761197428469804121793"}},
		{16, []string{"16.0000000000000477947733238674487957445649286", "16.9999999999999971885427456544566120550347189"}}} {
		z := ZerosIn(c.n, 1.0/16)
		for i, w := range c.want {
			if got := z[i].A; !agree(got, digits(t, w), 3*len(w)-10) {
				t.Errorf("zero in (%d, %d) = %s, want %s", c.n, c.n+1, got.Text('g', 45), w)
			}
		}
	}
}

// TestFit: a fitted polynomial's constant term is Q(0) = d/da lgamma(-a) at
// the zero, computed here from digamma instead; its error is within the
// target; and the rendered table holds the zero's parts.
func TestFit(t *testing.T) {
	z := ZerosIn(3, 1.0/16)[1] // next to -4
	f, err := FitZero(z, false, Target64, maxDeg)
	if err != nil {
		t.Fatal(err)
	}
	c0 := newF().Add(num(f.C[0]), num(f.CLo[0]))
	if d := dLgammaNeg(z.A); !agree(c0, d, 58) {
		t.Errorf("c0 = %s, want lgamma's slope %s", c0.Text('g', 30), d.Text('g', 30))
	}
	if !(f.MaxRelErr <= Target64) || f.Empty {
		t.Errorf("fit: error %g, empty %v", f.MaxRelErr, f.Empty)
	}
	sum := newF().Add(num(f.Parts[0]), num(f.Parts[1]))
	sum.Add(sum, num(f.Parts[2]))
	if !agree(sum, z.A, 150) {
		t.Errorf("a0 + a1 + a2 = %s, want %s", sum.Text('g', 50), z.A.Text('g', 50))
	}
	text := Render64([]Fit{f})
	if !strings.Contains(text, hex(f.Parts[0])) || !strings.Contains(text, hex(f.C[0])) {
		t.Errorf("the rendered table lacks the zero or c0:\n%s", text)
	}
}
