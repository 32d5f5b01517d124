package launch

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseFloatValues(t *testing.T) {
	cases := []struct {
		elem, text string
		want       uint64
	}{
		// Hand-derived encodings: 0.1 = 0x1.99999ap-4 in binary32 (rounded
		// up), 0x1.999999999999ap-4 in binary64.
		{"f32", "0.1", 0x3dcccccd},
		{"f64", "0.1", 0x3fb999999999999a},
		{"f32", "0x1.8p3", 0x41400000}, // 12
		{"f64", "-0x1p-1074", 0x8000000000000001},
		{"f32", "16777217", 0x4b800000}, // halfway between 2^24 and 2^24+2: even
		{"f32", "16777219", 0x4b800002}, // halfway: rounds up to even
		{"f32", "1e-45", 1},             // nearest is the smallest subnormal 2^-149
		{"f32", "3.4028235e38", 0x7f7fffff},
		{"f32", "1e39", 0x7f800000},
		{"f32", "-0", 0x80000000},
		{"f32", "inf", 0x7f800000},
		{"f64", "-inf", 0xfff0000000000000},
		{"f32", "nan", 0x7fc00000},
		{"f64", "-nan", 0xfff8000000000000},
		{"f32", "nan(0x7fffffff)", 0x7fffffff},
		{"f64", "nan(0xfff0000000000001)", 0xfff0000000000001},
		{"f32", "0.25", 0x3e800000},
	}
	for _, c := range cases {
		a, err := ParseArg(c.elem+":"+c.text, 0)
		if err != nil {
			t.Errorf("%s:%s: %v", c.elem, c.text, err)
			continue
		}
		if a.Value != c.want || a.Size != ElemSize(c.elem) || a.Kind != Scalar {
			t.Errorf("%s:%s = %#x (size %d), want %#x", c.elem, c.text, a.Value, a.Size, c.want)
		}
	}
}

func TestFormatFloatValues(t *testing.T) {
	cases := []struct {
		elem string
		bits uint64
		want string
	}{
		{"f32", 0x3dcccccd, "0.1"},
		{"f32", 0x3f800001, "1.0000001"},
		{"f64", 0x3fb999999999999a, "0.1"},
		{"f64", 0x3fb999999999999b, "0.10000000000000002"},
		{"f32", 0x80000000, "-0"},
		{"f32", 1, "1e-45"},
		{"f32", 0x7f800000, "inf"},
		{"f64", 0xfff0000000000000, "-inf"},
		{"f32", 0x7fffffff, "nan(0x7fffffff)"},
		{"f32", 0x4b800000, "1.6777216e+07"},
	}
	for _, c := range cases {
		if got := FormatValue(c.elem, c.bits); got != c.want {
			t.Errorf("FormatValue(%s, %#x) = %s, want %s", c.elem, c.bits, got, c.want)
		}
		// Every printed value reads back to the same bits.
		back, err := parseValue(c.elem, c.want)
		if err != nil || back != c.bits {
			t.Errorf("parse(%s) = %#x, %v; want %#x", c.want, back, err, c.bits)
		}
	}
}

func TestParseFloatBuffers(t *testing.T) {
	l, err := Parse([]string{"x=buf:f32:4=1.5", "y=buf:f64:4=1.5,2.5,...", "z=buf:f32:3=0.5,-1,2", "a=f32:0.25"})
	if err != nil {
		t.Fatal(err)
	}
	f32s := func(b []byte) []float32 {
		var out []float32
		for i := 0; i < len(b); i += 4 {
			out = append(out, math.Float32frombits(uint32(getElem(b[i:], 4))))
		}
		return out
	}
	f64s := func(b []byte) []float64 {
		var out []float64
		for i := 0; i < len(b); i += 8 {
			out = append(out, math.Float64frombits(getElem(b[i:], 8)))
		}
		return out
	}
	if got := f32s(l.Args[0].Data); !cmp.Equal(got, []float32{1.5, 1.5, 1.5, 1.5}) {
		t.Errorf("single value fill: %v", got)
	}
	if got := f64s(l.Args[1].Data); !cmp.Equal(got, []float64{1.5, 2.5, 3.5, 4.5}) {
		t.Errorf("progression: %v", got)
	}
	if got := f32s(l.Args[2].Data); !cmp.Equal(got, []float32{0.5, -1, 2}) {
		t.Errorf("list: %v", got)
	}
	if a := l.Args[3]; a.Value != 0x3e800000 || a.Size != 4 || a.Elem != "f32" {
		t.Errorf("scalar: %+v", a)
	}
	text, err := FormatResult(l, Result{Buffers: [][]byte{l.Args[0].Data, nil, nil, nil}})
	if want := "x f32[4] = 1.5,1.5,1.5,1.5\n"; err != nil || text != want {
		t.Errorf("FormatResult = %q, %v; want %q", text, err, want)
	}
	// Round trip through the printed form, specials included.
	sp, err := ParseArg("s=buf:f64:16=special", 0)
	if err != nil {
		t.Fatal(err)
	}
	l.Args = append(l.Args, sp)
	args, err := FormatArgs(l)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(args)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(l, back); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
}

func TestFloatRandAndSpecial(t *testing.T) {
	for _, elem := range []string{"f32", "f64"} {
		a, err := ParseArg("buf:"+elem+":4096=rand:5", 0)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := ParseArg("buf:"+elem+":4096=rand:5", 1)
		if !cmp.Equal(a.Data, again.Data) {
			t.Errorf("%s rand is not deterministic", elem)
		}
		size := ElemSize(elem)
		quantum := 0x1p-23
		if elem == "f64" {
			quantum = 0x1p-52
		}
		sum, lo, hi := 0.0, 2.0, -2.0
		for i := 0; i < len(a.Data); i += size {
			x := bitsToF64(elem, getElem(a.Data[i:], size))
			if !(x >= -1 && x < 1) || x/quantum != math.Trunc(x/quantum) {
				t.Fatalf("%s rand value %v is not a multiple of %v in [-1, 1)", elem, x, quantum)
			}
			sum += x
			lo, hi = min(lo, x), max(hi, x)
		}
		// 4096 uniform values: the mean has standard deviation 0.009.
		if mean := sum / 4096; math.Abs(mean) > 0.05 || lo > -0.99 || hi < 0.99 {
			t.Errorf("%s rand: mean %v, range [%v, %v] does not look uniform on [-1, 1)", elem, mean, lo, hi)
		}
		sp, err := ParseArg("buf:"+elem+":20=special", 0)
		if err != nil {
			t.Fatal(err)
		}
		list := SpecialFloats(elem)
		for i := 0; i < 20; i++ {
			if got := getElem(sp.Data[i*size:], size); got != list[i%len(list)] {
				t.Errorf("%s special[%d] = %#x, want %#x", elem, i, got, list[i%len(list)])
			}
		}
	}
	// The special list has the documented values.
	want := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 0x1p-1074, -0x1p-1074,
		0x1p-1022 - 0x1p-1074, 0x1p-1022, -0x1p-1022, math.MaxFloat64, -math.MaxFloat64, 1, -1}
	for i, b := range SpecialFloats("f64") {
		x := math.Float64frombits(b)
		if !(x == want[i] && math.Signbit(x) == math.Signbit(want[i])) && !(math.IsNaN(x) && math.IsNaN(want[i])) {
			t.Errorf("special f64 %d = %v, want %v", i, x, want[i])
		}
	}
}
