package emu

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/rand"
	"os"
	"testing"

	"gpucc/launch"
	"gpucc/obj"
)

// rn24 rounds an exact value to the nearest binary32 (ties to even); the
// test keeps every value in the normal range, where big.Float's rounding
// at 24 bits is binary32's.
func rn24(v *big.Float) *big.Float {
	return new(big.Float).SetPrec(24).SetMode(big.ToNearestEven).Set(v)
}

// newtonRef is the reference for emu/testdata/newton_rcp.s, in math/big:
// r = RN(1/x); twice e = RN(1 - x*r), r = RN(r + r*e).
func newtonRef(x float32) uint32 {
	exact := func() *big.Float { return new(big.Float).SetPrec(400) }
	bx := exact().SetFloat64(float64(x))
	r := rn24(exact().Quo(big.NewFloat(1), bx))
	for k := 0; k < 2; k++ {
		e := rn24(exact().Sub(big.NewFloat(1), exact().Mul(bx, r)))
		r = rn24(exact().Add(r, exact().Mul(r, e)))
	}
	f, _ := r.Float32()
	return math.Float32bits(f)
}

// TestNewtonReciprocalProgram runs the hand-written FP program through the
// Go API (raw binary32 patterns in, out) in strict and stress mode.
func TestNewtonReciprocalProgram(t *testing.T) {
	src, err := os.ReadFile("testdata/newton_rcp.s")
	if err != nil {
		t.Fatal(err)
	}
	m, err := obj.ParseAsm("testdata/newton_rcp.s", src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(&m.Kernels[0])
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(1))
	const n = 200
	xs := []uint32{0x40000000, 0x40400000, 0xc0e00000, 0x3f800000, 0x00000000, 0x7f800000, 0x7fc00000}
	special := map[int]uint32{
		// 1/2 = 0.5 exactly; 1/1 = 1.
		0: 0x3f000000, 3: 0x3f800000,
		// x = +0: RCP = +inf, e = FFMA(-0, inf, 1) = NaN, so the result is the canonical NaN.
		4: 0x7fffffff,
		// x = +inf: RCP = +0, e = FFMA(-inf, 0, 1) = NaN.
		5: 0x7fffffff, 6: 0x7fffffff,
	}
	for len(xs) < n {
		// |x| in [2^-60, 2^60): every intermediate stays normal.
		e := uint32(127 - 60 + r.Intn(120))
		xs = append(xs, uint32(r.Intn(2))<<31|e<<23|uint32(r.Intn(1<<23)))
	}
	for _, opts := range []Options{{}, {Stress: true, Seed: 7}} {
		d := NewDevice(opts)
		in := make([]byte, 4*n)
		for i, x := range xs {
			binary.LittleEndian.PutUint32(in[4*i:], x)
		}
		xa, _ := d.Alloc(4 * n)
		ya, _ := d.Alloc(4 * n)
		if err := d.Write(xa, in); err != nil {
			t.Fatal(err)
		}
		params := binary.LittleEndian.AppendUint64(nil, xa)
		params = binary.LittleEndian.AppendUint64(params, ya)
		params = binary.LittleEndian.AppendUint32(params, n-3) // the last 3 threads do nothing
		if _, err := d.Launch(p, Config{Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: n, Y: 1, Z: 1}, Params: params}); err != nil {
			t.Fatal(err)
		}
		out, err := d.Read(ya, 4*n)
		if err != nil {
			t.Fatal(err)
		}
		exactRecip := 0
		for i, x := range xs {
			got := binary.LittleEndian.Uint32(out[4*i:])
			want, ok := special[i]
			switch {
			case i >= n-3:
				want = 0
			case !ok:
				want = newtonRef(math.Float32frombits(x))
				rn := rn24(new(big.Float).SetPrec(400).Quo(big.NewFloat(1), big.NewFloat(float64(math.Float32frombits(x)))))
				if f, _ := rn.Float32(); math.Float32bits(f) == got {
					exactRecip++
				}
			}
			if got != want {
				t.Errorf("stress=%v: x=%#08x (%g): y=%#08x, want %#08x", opts.Stress, x, math.Float32frombits(x), got, want)
			}
		}
		t.Logf("stress=%v: %d of %d random inputs give the correctly rounded 1/x", opts.Stress, exactRecip, n-3-len(special))
	}
}
