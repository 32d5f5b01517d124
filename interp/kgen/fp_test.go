package kgen

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"gpucc/interp"
)

// The generated kernels use every FP construct the generator promises, and
// NoFloat removes them all.
func TestGeneratedFloatFeatures(t *testing.T) {
	features := []string{"fadd ", "fsub ", "fmul ", "fdiv ", "frem ", "fneg ", "sitofp", "uitofp", "fpext", "fptrunc",
		"fptosi", "fptoui", "phi float", "phi double", "select i1 %t", "load float", "load double", "store float", "store double",
		"fadd contract", "afn", "arcp", "reassoc nsz arcp contract afn", "0x7FF8000000000000", "0x7FF0000000000000"}
	for _, p := range fpPredicates {
		features = append(features, "fcmp "+p+" ")
	}
	for n := range fpIntrinsics {
		features = append(features, "@llvm."+n+"(")
	}
	count := map[string]int{}
	for seed := uint64(0); seed < 300; seed++ {
		k, err := GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range features {
			if strings.Contains(k.IR, f) {
				count[f]++
			}
		}
		q, err := GenerateSeed(seed, Config{NoFloat: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"float", "double", "fcmp", "fout"} {
			if strings.Contains(q.IR, f) {
				t.Fatalf("seed %d: %q in a kernel generated with NoFloat", seed, f)
			}
		}
	}
	t.Logf("kernels of 300 containing each FP construct: %v", count)
	for _, f := range features {
		if count[f] < 2 {
			t.Errorf("only %d of 300 kernels contain %q", count[f], f)
		}
	}
}

// Float outputs are launched as f32 and f64 buffers (so verify compares
// them as floats, with its tolerance where the IR allows approximation),
// one element per FP variable and float store and thread.
func TestFloatOutputBuffers(t *testing.T) {
	seen := 0
	for seed := uint64(0); seed < 50; seed++ {
		k, err := GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatal(err)
		}
		p := k.Prog
		l := k.Launch()
		threads := int(l.Block.Count()) * int(l.Grid.X)
		for _, a := range l.Args {
			switch a.Name {
			case "fout32", "fout64":
				seen++
				elem, size, n := "f32", 4, p.FStores[0]
				if a.Name == "fout64" {
					elem, size, n = "f64", 8, p.FStores[1]
				}
				for _, vt := range p.Vars {
					if vt.elem() == elem {
						n++
					}
				}
				if a.Elem != elem || len(a.Data) != threads*n*size {
					t.Errorf("seed %d: %s is %s of %d bytes, want %s of %d", seed, a.Name, a.Elem, len(a.Data), elem, threads*n*size)
				}
			}
		}
	}
	if seen != 100 {
		t.Errorf("%d float output buffers in 50 kernels, want 100", seen)
	}
}

// fpInput reads element gid of FP input 0.
var fpInput = func(t Type) Expr { return &Load{Buf: 0, Idx: &Special{Kind: SpGlobal}, T: t} }

// TestFloatToIntGuards checks the claim behind FConv: fptosi and fptoui of
// NaN, infinities, values just inside and outside every integer range are
// never poison (the interpreter reports poison reaching memory), and give
// the truncated value when it fits, else 0, as Go computes it.
func TestFloatToIntGuards(t *testing.T) {
	vals := []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, math.Copysign(0, -1), 0.5, -0.5, -0.99, -1, 1e-40, 1e300, -1e300}
	for _, w := range []int{8, 16, 32, 64} {
		for _, e := range []float64{math.Ldexp(1, w-1), math.Ldexp(1, w)} {
			vals = append(vals, e, -e, e-0.5, -e+0.5, e-1, -e-1, e+1, -e-0.75, math.Nextafter(e, 0), math.Nextafter(-e, 0))
		}
	}
	for _, ft := range floatTypes {
		var bits []uint64
		var xs []float64
		for i := 0; i < 64; i++ {
			x := vals[i%len(vals)]
			if ft == F32 {
				x = float64(float32(x))
				bits = append(bits, uint64(math.Float32bits(float32(x))))
			} else {
				bits = append(bits, math.Float64bits(x))
			}
			xs = append(xs, x)
		}
		for _, it := range dataTypes {
			for _, op := range []string{"fptosi", "fptoui"} {
				p := pairProg(ft, &FConv{Op: op, X: fpInput(ft), To: it})
				p.Vars = []Type{it}
				if err := p.Check(); err != nil {
					t.Fatal(err)
				}
				l := p.Launch()
				l.Args[0].Data = putValues(ft, bits)
				res, err := interp.RunText(p.IR(), l, interp.Options{})
				if err != nil {
					t.Fatalf("%s %s to %s: %v", op, ft, it, err)
				}
				out := res.Buffers[2]
				for i, x := range xs {
					got := binary.LittleEndian.Uint64(out[i*8:])
					if want := refToInt(op, x, it.bits()); got != want {
						t.Errorf("%s %s %v to %s: got %#x, want %#x", op, ft, x, it, got, want)
					}
				}
			}
		}
	}
}

// refToInt is the guarded conversion's value, sign-extended from w bits
// like the output slot.
func refToInt(op string, x float64, w int) uint64 {
	tr := math.Trunc(x)
	var v uint64
	if op == "fptosi" {
		if x != x || tr < -math.Ldexp(1, w-1) || tr >= math.Ldexp(1, w-1) {
			return 0
		}
		v = uint64(int64(tr))
	} else {
		if x != x || tr < 0 || tr >= math.Ldexp(1, w) {
			return 0
		}
		if tr >= math.Ldexp(1, 63) {
			v = uint64(tr-math.Ldexp(1, 63)) + 1<<63
		} else {
			v = uint64(tr)
		}
	}
	s := uint(64 - w)
	return uint64(int64(v<<s) >> s)
}

// Approximable operations must stay at the top of a float store.
func TestCheckRejectsMisplacedApproximation(t *testing.T) {
	x := fpInput(F32)
	approx := []Expr{
		&FBin{Op: "fadd", Flags: "afn", X: x, Y: x},
		&FCall{Name: "nvvm.ex2.approx.f", T: F32, Args: []Expr{x}},
		&FCall{Name: "fmuladd.f32", T: F32, Args: []Expr{x, x, x}},
	}
	for _, a := range approx {
		for _, e := range []Expr{
			&FConv{Op: "fptosi", X: a, To: I32},
			&Select{C: &Cmp{Pred: "olt", X: a, Y: x}, X: &Const{T: I32, V: 1}, Y: &Const{T: I32, V: 2}},
			&FConv{Op: "fptoui", X: &FBin{Op: "fmul", X: a, Y: x}, To: I32},
		} {
			p := pairProg(F32, e)
			p.Vars = []Type{I32}
			if err := p.Check(); err == nil || !strings.Contains(err.Error(), "outside a float store") {
				t.Errorf("%s: got %v, want an approximation error", exprString(e), err)
			}
		}
		p := pairProg(F32, &Const{T: F32})
		p.Float, p.FStores = true, [2]int{1, 0}
		p.Body = append(p.Body, &FStore{E: a})
		if err := p.Check(); err != nil {
			t.Errorf("%s in a float store: %v", exprString(a), err)
		}
	}
	p := pairProg(F32, &Const{T: F32})
	p.Float, p.FStores = true, [2]int{1, 0}
	p.Body = append(p.Body, &FStore{E: &FBin{Op: "fadd", Flags: "fast", X: x, Y: x}})
	if err := p.Check(); err == nil {
		t.Error("fast (nnan ninf) accepted: NaN operands would be poison")
	}
}

// A float store's value lands in its slot: the interpreter's result for
// fadd of two loaded floats is Go's float32 sum.
func TestFloatStoreSlot(t *testing.T) {
	p := pairProg(F32, &FBin{Op: "fmul", X: fpInput(F32), Y: &Const{T: F32, V: uint64(math.Float32bits(3))}})
	p.Float, p.FStores = true, [2]int{1, 0}
	p.Body = append(p.Body, &FStore{E: &FBin{Op: "fadd", X: fpInput(F32), Y: &Load{Buf: 1, Idx: &Special{Kind: SpGlobal}, T: F32}}})
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	l := p.Launch()
	var xs, ys []uint64
	for i := 0; i < 64; i++ {
		xs = append(xs, uint64(math.Float32bits(float32(i)*0.25-3)))
		ys = append(ys, uint64(math.Float32bits(float32(i*i)+0.1)))
	}
	l.Args[0].Data, l.Args[1].Data = putValues(F32, xs), putValues(F32, ys)
	res, err := interp.RunText(p.IR(), l, interp.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var f32 []byte
	for i, a := range l.Args {
		if a.Name == "fout32" {
			f32 = res.Buffers[i]
		}
	}
	for i := 0; i < 64; i++ {
		x, y := math.Float32frombits(uint32(xs[i])), math.Float32frombits(uint32(ys[i]))
		for slot, want := range []float32{x * 3, x + y} {
			got := math.Float32frombits(binary.LittleEndian.Uint32(f32[(i*2+slot)*4:]))
			if got != want {
				t.Errorf("thread %d slot %d: %v, want %v", i, slot, got, want)
			}
		}
	}

}
