package besselfit

import (
	"math"
	"testing"
)

// TestAgainstGo: J0, J1, Y0, Y1 against Go's math (independent fdlibm
// ports) at points away from the zeros, to 2^-50 relative.
func TestAgainstGo(t *testing.T) {
	for _, x := range []float64{0.25, 0.5, 1, 1.5, 3, 4.5, 6.25, 7.75, 10, 17.5, 30, 44} {
		for _, c := range []struct {
			name string
			got  float64
			want float64
		}{{"J0", Float(J(0, num(x))), math.J0(x)}, {"J1", Float(J(1, num(x))), math.J1(x)},
			{"Y0", Float(Y(0, num(x))), math.Y0(x)}, {"Y1", Float(Y(1, num(x))), math.Y1(x)}} {
			if math.Abs(c.got-c.want) > 0x1p-50*math.Abs(c.want) {
				t.Errorf("%s(%v) = %v, Go's %v", c.name, x, c.got, c.want)
			}
		}
	}
}

// TestSeriesMeet: at the switch to the asymptotic series (45) both forms
// of P, Q and I agree to 2^-80.
func TestSeriesMeet(t *testing.T) {
	x := num(asymptoticFrom)
	for n := 0; n <= 1; n++ {
		p, q := PQ(n, x)
		ap, aq := asymptotic(n, x, 0), asymptotic(n, x, 1)
		for _, d := range []float64{Float(newF().Sub(p, ap)), Float(newF().Sub(q, aq))} {
			if math.Abs(d) > 0x1p-80 {
				t.Errorf("n = %d: the series and the asymptotic form differ by %g at %d", n, d, asymptoticFrom)
			}
		}
		xi := num(asymptoticFrom - 1e-9)
		if d := Float(newF().Sub(IScaled(n, xi), IScaled(n, x))); math.Abs(d) > 1e-11 {
			t.Errorf("I%d: scaled values across %d differ by %g", n, asymptoticFrom, d)
		}
	}
}

// TestKnownValues: I0(1), I1(1) (published digits) and Wronskian
// J1 Y0 - J0 Y1 = 2/(pi x) at a few points.
func TestKnownValues(t *testing.T) {
	if v := Float(I(0, num(1))); math.Abs(v-1.266065877752008336) > 1e-16 {
		t.Errorf("I0(1) = %v", v)
	}
	if v := Float(I(1, num(1))); math.Abs(v-0.565159103992485027) > 1e-16 {
		t.Errorf("I1(1) = %v", v)
	}
	for _, xv := range []float64{0.3, 2.5, 8, 33} {
		x := num(xv)
		w := newF().Sub(newF().Mul(J(1, x), Y(0, x)), newF().Mul(J(0, x), Y(1, x)))
		want := newF().Quo(num(2), newF().Mul(pi(), x))
		if d := Float(newF().Sub(w, want)); math.Abs(d) > 0x1p-150 {
			t.Errorf("Wronskian at %v off by %g", xv, d)
		}
	}
}
