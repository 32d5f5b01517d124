package suite

import (
	"bytes"
	"encoding/binary"
	"gpucc/lower/mathlib"
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/types"

	"gpucc/interp"
	"gpucc/launch"
)

// TestFPCatalog checks the floating-point entries: complete, named fp_*,
// disjoint from Kernels, at least 12, and tolerances only on float buffers
// the kernel has, each with its reason.
func TestFPCatalog(t *testing.T) {
	if len(FPKernels) < 12 {
		t.Errorf("%d FP kernels, want at least 12", len(FPKernels))
	}
	for _, k := range FPKernels {
		if !strings.HasPrefix(k.Name, "fp_") || k.Covers == "" || k.Shape == "" || k.body == nil || k.Reference == nil {
			t.Errorf("%s: catalog entry incomplete", k.Name)
		}
		if _, ok := Lookup(k.Name); ok {
			t.Errorf("%s is also in Kernels", k.Name)
		}
		for name, tol := range k.Tolerance {
			found := false
			for _, p := range k.Params {
				if p.Name == name && p.Kind == launch.Buffer && (p.Elem == "f32" || p.Elem == "f64") {
					found = true
				}
			}
			if !found || tol.Why == "" || (tol.ULP == 0 && tol.Abs == 0) {
				t.Errorf("%s: tolerance for %q names no float buffer or gives no bound and reason", k.Name, name)
			}
		}
	}
	if n := len(AllKernels()); n != len(Kernels)+len(FPKernels) {
		t.Errorf("AllKernels has %d entries", n)
	}
}

// TestFPParamsMatchIR checks the FP entries' parameters against the IR:
// buffers point to float, double or integers of the element size, scalars
// have the declared type.
func TestFPParamsMatchIR(t *testing.T) {
	for _, k := range FPKernels {
		mod, err := k.LoadModule()
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		f := findFunc(mod, k.Name)
		if f == nil || !isAnnotatedKernel(mod, f) {
			t.Fatalf("%s: not a kernel of its module", k.Name)
		}
		if len(f.Params) != len(k.Params) {
			t.Fatalf("%s: IR has %d parameters, catalog %d", k.Name, len(f.Params), len(k.Params))
		}
		for i, p := range k.Params {
			typ := f.Params[i].Typ
			if p.Kind == launch.Buffer {
				ptr, ok := typ.(*types.PointerType)
				if !ok || typeName(ptr.ElemType, p.Elem) != p.Elem {
					t.Errorf("%s: parameter %d (%s) is %s, catalog says buffer of %s", k.Name, i, p.Name, typ, p.Elem)
				}
				continue
			}
			if typeName(typ, p.Elem) != p.Elem {
				t.Errorf("%s: parameter %d (%s) is %s, catalog says %s", k.Name, i, p.Name, typ, p.Elem)
			}
		}
	}
}

// typeName names an IR type in the catalog's vocabulary; integers match
// any signedness of their width (want decides which).
func typeName(t types.Type, want string) string {
	switch t := t.(type) {
	case *types.FloatType:
		return map[types.FloatKind]string{types.FloatKindFloat: "f32", types.FloatKindDouble: "f64"}[t.Kind]
	case *types.IntType:
		if len(want) > 1 && (want[0] == 'i' || want[0] == 'u') && want[1:] == strings.TrimPrefix(t.String(), "i") {
			return want
		}
		return t.String()
	}
	return t.String()
}

// TestFPReferencesMatchInterpreter runs every FP kernel in the reference
// interpreter on three launches and compares with the Go reference. The
// interpreter defines the approximate functions exactly as the references
// do, so the results must agree bit for bit, tolerances notwithstanding;
// the kernels with atomics also run under a random schedule.
func TestFPReferencesMatchInterpreter(t *testing.T) {
	for _, k := range FPKernels {
		t.Run(k.Name, func(t *testing.T) {
			mod, err := k.LoadModule()
			if err != nil {
				t.Fatal(err)
			}
			// Kernels calling the math library run it as the compiler does.
			if err := mathlib.Link(mod); err != nil {
				t.Fatal(err)
			}
			p, err := interp.Prepare(mod)
			if err != nil {
				t.Fatal(err)
			}
			for seed := int64(1); seed <= 3; seed++ {
				l := k.Launch(seed)
				want, err := k.Expect(l)
				if err != nil {
					t.Fatalf("seed %d: reference: %v", seed, err)
				}
				got, err := p.RunDetailed(l, interp.Options{ScheduleSeed: uint64(seed - 1)})
				if err != nil {
					t.Fatalf("seed %d: interpreter: %v", seed, err)
				}
				for i, a := range l.Args {
					if a.Kind == launch.Buffer && !bytes.Equal(got.Buffers[i], want.Buffers[i]) && !k.MathLibrary {
						t.Errorf("seed %d: %v", seed, exactCheck(k, l, got.Result, want))
						break
					}
				}
				if err := k.Check(l, got.Result, want); err != nil {
					t.Errorf("seed %d: %v", seed, err)
				}
				if k.MathLibrary {
					// The library's results are exact IR arithmetic, not
					// approximable operations: only the tolerance applies.
					continue
				}
				// Only buffers with a stated tolerance may hold results of
				// approximate operations,
				// and every stated tolerance is needed.
				for i, marks := range got.Approx {
					_, tol := k.Tolerance[l.Args[i].Name]
					if approx := slices.Contains(marks, true); approx && !tol {
						t.Errorf("seed %d: buffer %s holds approximable results but has no tolerance", seed, l.Args[i].Name)
					} else if tol && !approx {
						t.Errorf("seed %d: buffer %s has a tolerance but no approximable result", seed, l.Args[i].Name)
					}
				}
			}
		})
	}
}

// exactCheck reports the first difference ignoring tolerances.
func exactCheck(k Kernel, l launch.Launch, got, want launch.Result) error {
	exact := k
	exact.Tolerance = nil
	return exact.Check(l, got, want)
}

// TestCheckTolerance perturbs single elements of a reference result and
// checks that Check accepts what the tolerance allows and nothing more.
func TestCheckTolerance(t *testing.T) {
	k, _ := lookupFP("fp_transcendental")
	l := k.Launch(1)
	want, err := k.Expect(l)
	if err != nil {
		t.Fatal(err)
	}
	if err := k.Check(l, want, want); err != nil {
		t.Fatalf("a result does not match itself: %v", err)
	}
	perturb := func(arg, elem int, f func(float32) float32) launch.Result {
		got := launch.Result{Buffers: make([][]byte, len(want.Buffers))}
		for i, b := range want.Buffers {
			got.Buffers[i] = append([]byte(nil), b...)
		}
		b := got.Buffers[arg][4*elem:]
		binary.LittleEndian.PutUint32(b, math.Float32bits(f(math.Float32frombits(binary.LittleEndian.Uint32(b)))))
		return got
	}
	up := func(n int) func(float32) float32 {
		return func(x float32) float32 {
			for ; n > 0; n-- {
				x = math.Nextafter32(x, float32(math.Inf(1)))
			}
			return x
		}
	}
	// ex2 (argument 1) allows 2 ulp.
	if err := k.Check(l, perturb(1, 5, up(2)), want); err != nil {
		t.Errorf("2 ulp on ex2 rejected: %v", err)
	}
	if err := k.Check(l, perturb(1, 5, up(3)), want); err == nil || !strings.Contains(err.Error(), "ex2") {
		t.Errorf("3 ulp on ex2 accepted (%v)", err)
	}
	// sin (argument 4) allows an absolute 2^-20.
	if err := k.Check(l, perturb(4, 7, func(x float32) float32 { return x + 0x1p-21 }), want); err != nil {
		t.Errorf("2^-21 on sin rejected: %v", err)
	}
	if err := k.Check(l, perturb(4, 7, func(x float32) float32 { return x + 0x1p-18 }), want); err == nil {
		t.Error("2^-18 on sin accepted")
	}
	// The input buffer x has no tolerance: one ulp fails.
	if err := k.Check(l, perturb(0, 3, up(1)), want); err == nil || !strings.Contains(err.Error(), "(x) element 3") {
		t.Errorf("1 ulp on the untoleranced input accepted (%v)", err)
	}
	// An exact kernel rejects one ulp anywhere.
	e, _ := lookupFP("fp_sgemm_tiled")
	el := e.Launch(1)
	ew, err := e.Expect(el)
	if err != nil {
		t.Fatal(err)
	}
	got := launch.Result{Buffers: append([][]byte(nil), ew.Buffers...)}
	got.Buffers[7] = append([]byte(nil), ew.Buffers[7]...)
	got.Buffers[7][0] ^= 1
	if err := e.Check(el, got, ew); err == nil {
		t.Error("fp_sgemm_tiled accepted a changed last bit")
	}
}

func lookupFP(name string) (Kernel, bool) {
	for _, k := range FPKernels {
		if k.Name == name {
			return k, true
		}
	}
	return Kernel{}, false
}

// TestFPHelpers checks the reference's rounding helpers on values whose
// results are known independently.
func TestFPHelpers(t *testing.T) {
	// (1+2^-12)^2 = 1 + 2^-11 + 2^-24 is a tie; adding 2^-40 exactly
	// rounds it up, while rounding the product first (to even, 1 + 2^-11)
	// loses the 2^-40.
	if got := fma32(1+0x1p-12, 1+0x1p-12, 0x1p-40); got != 1+0x1p-11+0x1p-23 {
		t.Errorf("fma32 = %g, want 1+2^-11+2^-23", got)
	}
	if got := add32(mul32(1+0x1p-12, 1+0x1p-12), 0x1p-40); got != 1+0x1p-11 {
		t.Errorf("mul32 then add32 = %g, want 1+2^-11", got)
	}
	if got := fma32(1+0x1p-23, 1-0x1p-23, -1); got != -0x1p-46 {
		t.Errorf("fma32(1+u, 1-u, -1) = %g, want -2^-46", got)
	}
	if got := fma32(1, 0, float32(math.Copysign(0, -1))); math.Signbit(float64(got)) {
		t.Error("fma32(1, +0, -0) is -0")
	}
	if got := d2f(1+0x1p-30, big.ToPositiveInf); got != 1+0x1p-23 {
		t.Errorf("d2f rp = %g", got)
	}
	if got := d2f(-(1 + 0x1p-30), big.ToZero); got != -1 {
		t.Errorf("d2f rz = %g", got)
	}
	if got := d2f(1e300, big.ToZero); got != math.MaxFloat32 {
		t.Errorf("d2f rz overflow = %g", got)
	}
	if got := rsqrt32(4); got != 0.5 {
		t.Errorf("rsqrt32(4) = %g", got)
	}
	if got := rsqrt32(2); got != float32(math.Sqrt(0.5)) {
		t.Errorf("rsqrt32(2) = %g", got)
	}
	if got := maxNum32(float32(math.Copysign(0, -1)), 0); math.Signbit(float64(got)) {
		t.Error("maxNum32(-0, +0) is -0")
	}
	if got := minNum32(float32(math.NaN()), 3); got != 3 {
		t.Errorf("minNum32(NaN, 3) = %g", got)
	}
	if got := satInt(math.RoundToEven(2.5), math.MinInt32, math.MaxInt32); got != 2 {
		t.Errorf("f2i.rn(2.5) = %d", got)
	}
	if got := satInt(math.NaN(), math.MinInt32, math.MaxInt32); got != 0 {
		t.Errorf("f2i(NaN) = %d", got)
	}
	if got := flush32(0x1p-130); got != 0 {
		t.Errorf("flush32(2^-130) = %g", got)
	}
}
