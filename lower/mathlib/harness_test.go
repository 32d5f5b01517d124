package mathlib_test

// The accuracy harness: a function of the library runs ON THE EMULATOR
// through a compiled wrapper kernel (out[i] = f(in[i]), pointer results
// through stack slots), and every result is compared with a reference
// (Go's math in float64 for binary32 functions; math/big references for
// binary64). It reports the maximum error in ulp of the result format,
// and requires the exact result (sign of zero included, any NaN) wherever
// the reference is +-0, +-inf or NaN or the function is exact.

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"os"
	"strings"
	"sync"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
	"gpucc/obj"
)

// inputsFlag sets the number of random inputs per function (besides the
// special values). The default keeps `go test` short; the accuracy table
// of docs/mathlib.md was measured with -mathlib.n=100000.
var inputsFlag = flag.Int("mathlib.n", 4096, "random inputs per function in the accuracy tests")

// Want is a reference result: an exact (or far more precise) value, or NaN.
// big.Float carries the sign of zero and infinities. Exact demands that
// value bit for bit (C99 Annex F's special cases) whatever the bound.
type Want struct {
	NaN   bool
	V     *big.Float
	Exact bool
}

// want64 makes a Want from a float64 reference.
func want64(x float64) Want {
	if math.IsNaN(x) {
		return Want{NaN: true}
	}
	return Want{V: new(big.Float).SetFloat64(x)}
}

// accCase is one function under test.
type accCase struct {
	Name   string   // library function, e.g. "__nv_expf"
	Ret    string   // "float", "double", "i32", "i64" or "void"
	Args   []string // input types: "float", "double", "i32", "i64"
	Outs   []string // results through pointer arguments after the inputs
	Domain string   // what the random inputs cover, for the table
	// Gen returns random input number i as bit patterns, one per argument.
	Gen func(r *rand.Rand, i int) []uint64
	// Specials are inputs tried besides the random ones: for one argument
	// each value; for several, every combination of them.
	Specials [][]uint64
	// Ref returns the reference results for inputs (bit patterns): the
	// return value first (if any), then each pointer result.
	Ref func(in []uint64) []Want
	// MaxULP is the allowed error in ulp; 0 means exact.
	MaxULP float64
	// MaxAbs, when set, bounds the absolute error instead (the fast
	// approximate intrinsics, documented that way); measure then reports
	// the absolute error.
	MaxAbs float64
}

// accResult is the outcome of one function's run.
type accResult struct {
	Inputs  int
	MaxULP  float64
	WorstIn []uint64 // input of the largest error
	Got     []uint64
}

func typeSize(t string) int {
	switch t {
	case "float", "i32":
		return 4
	}
	return 8
}

// wrapperIR is the kernel k(ret*, outs*..., args*..., i32 n) running
// ret[i] = f(args[i]..., &outs[i]...) for i < n.
func wrapperIR(c *accCase) string {
	var params, callArgs, body []string
	var sigArgs []string
	if c.Ret != "void" {
		params = append(params, c.Ret+"* %ret")
	}
	for j, t := range c.Outs {
		params = append(params, fmt.Sprintf("%s* %%out%d", t, j))
	}
	for j, t := range c.Args {
		params = append(params, fmt.Sprintf("%s* %%in%d", t, j))
		body = append(body,
			fmt.Sprintf("%%pin%d = getelementptr %s, %s* %%in%d, i64 %%ix", j, t, t, j),
			fmt.Sprintf("%%a%d = load %s, %s* %%pin%d", j, t, t, j))
		callArgs = append(callArgs, fmt.Sprintf("%s %%a%d", t, j))
		sigArgs = append(sigArgs, t)
	}
	var entry []string
	for j, t := range c.Outs {
		entry = append(entry, fmt.Sprintf("%%slot%d = alloca %s", j, t))
		callArgs = append(callArgs, fmt.Sprintf("%s* %%slot%d", t, j))
		sigArgs = append(sigArgs, t+"*")
	}
	call := fmt.Sprintf("call %s @%s(%s)", c.Ret, c.Name, strings.Join(callArgs, ", "))
	if c.Ret != "void" {
		body = append(body, "%r = "+call,
			fmt.Sprintf("%%pret = getelementptr %s, %s* %%ret, i64 %%ix", c.Ret, c.Ret),
			fmt.Sprintf("store %s %%r, %s* %%pret", c.Ret, c.Ret))
	} else {
		body = append(body, call)
	}
	for j, t := range c.Outs {
		body = append(body,
			fmt.Sprintf("%%o%d = load %s, %s* %%slot%d", j, t, t, j),
			fmt.Sprintf("%%pout%d = getelementptr %s, %s* %%out%d, i64 %%ix", j, t, t, j),
			fmt.Sprintf("store %s %%o%d, %s* %%pout%d", t, j, t, j))
	}
	params = append(params, "i32 %n")
	var ptypes []string
	for _, p := range params {
		ptypes = append(ptypes, strings.Fields(p)[0])
	}
	return fmt.Sprintf(`define void @k(%s) {
entry:
  %s
  %%tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %%ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %%ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %%base = mul i32 %%ctaid, %%ntid
  %%i = add i32 %%base, %%tid
  %%ok = icmp slt i32 %%i, %%n
  br i1 %%ok, label %%body, label %%done
body:
  %%ix = sext i32 %%i to i64
  %s
  br label %%done
done:
  ret void
}
declare %s @%s(%s)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
!nvvm.annotations = !{!0}
!0 = !{void (%s)* @k, !"kernel", i32 1}
`, strings.Join(params, ", "), strings.Join(entry, "\n  "), strings.Join(body, "\n  "),
		c.Ret, c.Name, strings.Join(sigArgs, ", "), strings.Join(ptypes, ", "))
}

// runOnEmulator compiles the wrapper and runs it over inputs (per input,
// one bit pattern per argument); it returns per input the results (return
// value, then pointer results) as bit patterns.
func runOnEmulator(t testing.TB, c *accCase, inputs [][]uint64) [][]uint64 {
	t.Helper()
	m, err := gpucc.ParseIR(c.Name+"_wrapper.ll", []byte(wrapperIR(c)))
	if err != nil {
		t.Fatalf("%s: %v", c.Name, err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
	if err != nil {
		t.Fatalf("%s: %v", c.Name, err)
	}
	bin, err := res.ELF() // with the module's globals (the library's tables)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := obj.Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := emu.LoadKernel(mod, "k")
	if err != nil {
		t.Fatal(err)
	}
	n := len(inputs)
	var results []string
	if c.Ret != "void" {
		results = append(results, c.Ret)
	}
	results = append(results, c.Outs...)
	var args []launch.Arg
	for j, rt := range results {
		args = append(args, launch.Arg{Kind: launch.Buffer, Name: fmt.Sprintf("r%d", j), Data: make([]byte, n*typeSize(rt)), Elem: "u32"})
	}
	for j, at := range c.Args {
		sz := typeSize(at)
		data := make([]byte, n*sz)
		for i, in := range inputs {
			put(data[i*sz:], sz, in[j])
		}
		args = append(args, launch.Arg{Kind: launch.Buffer, Name: fmt.Sprintf("in%d", j), Data: data, Elem: "u32"})
	}
	args = append(args, launch.Arg{Kind: launch.Scalar, Name: "n", Value: uint64(n), Size: 4})
	const block = 128
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: uint32((n + block - 1) / block), Y: 1, Z: 1},
		Block: launch.Dim3{X: block, Y: 1, Z: 1}, Args: args}
	out, _, err := emu.Run(prog, l, emu.Options{MaxWarpInsts: 1 << 40, Jobs: 2})
	if err != nil {
		t.Fatalf("%s: emulator: %v", c.Name, err)
	}
	got := make([][]uint64, n)
	for i := range got {
		got[i] = make([]uint64, len(results))
		for j, rt := range results {
			sz := typeSize(rt)
			got[i][j] = get(out.Buffers[j][i*sz:], sz)
		}
	}
	return got
}

func put(b []byte, size int, v uint64) {
	if size == 4 {
		binary.LittleEndian.PutUint32(b, uint32(v))
	} else {
		binary.LittleEndian.PutUint64(b, v)
	}
}

func get(b []byte, size int) uint64 {
	if size == 4 {
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

// format describes a binary floating-point format.
type format struct {
	bits, mant, emin int // total bits, fraction bits, minimum normal exponent
}

var (
	binary32 = format{32, 23, -126}
	binary64 = format{64, 52, -1022}
)

func formatOf(t string) (format, bool) {
	switch t {
	case "float":
		return binary32, true
	case "double":
		return binary64, true
	}
	return format{}, false
}

// decode returns the bit pattern's value (big.Float keeps signed zeros and
// infinities) and whether it is a NaN.
func (f format) decode(b uint64) (*big.Float, bool) {
	if f.bits == 32 {
		x := math.Float32frombits(uint32(b))
		if x != x {
			return nil, true
		}
		return new(big.Float).SetFloat64(float64(x)), false
	}
	x := math.Float64frombits(b)
	if x != x {
		return nil, true
	}
	return new(big.Float).SetFloat64(x), false
}

// round rounds an exact value to the format (to nearest even), as bits.
func (f format) round(v *big.Float) uint64 {
	if f.bits == 32 {
		x, _ := v.Float32()
		return uint64(math.Float32bits(x))
	}
	x, _ := v.Float64()
	return math.Float64bits(x)
}

// ulpError returns |got - want| in units of the last place of the format
// at want (the ulp of the binade of want; subnormal spacing below the
// normal range), and whether the result violates an exact requirement: a
// NaN, +-0 or +-inf reference demands that very result, and so does an
// exact function (MaxULP 0) or an exact Want, sign of zero included; an
// infinity where the exact value rounds to a finite number is wrong.
func (f format) ulpError(got uint64, w Want, exact bool) (float64, bool) {
	g, gNaN := f.decode(got)
	if w.NaN || gNaN {
		if w.NaN && gNaN {
			return 0, false
		}
		return math.Inf(1), true
	}
	rounded := f.round(w.V)
	if exact || w.Exact || w.V.IsInf() || w.V.Sign() == 0 {
		if got != rounded {
			return math.Inf(1), true
		}
		return 0, false
	}
	if rw, _ := f.decode(rounded); rw.IsInf() {
		// The exact value overflows the format: only that infinity is right.
		if got != rounded {
			return math.Inf(1), true
		}
		return 0, false
	}
	if g.IsInf() {
		return math.Inf(1), true
	}
	e := w.V.MantExp(nil) - 1 // w in [2^e, 2^(e+1))
	e = max(e, f.emin)
	d := new(big.Float).SetPrec(200).Sub(g, w.V)
	d.Abs(d)
	d.SetMantExp(d, f.mant-e)
	u, _ := d.Float64()
	return u, false
}

// measure runs c over its special values and n random inputs.
func measure(t testing.TB, c *accCase, n int, seed int64) accResult {
	t.Helper()
	var inputs [][]uint64
	switch {
	case len(c.Specials) == 0:
	case len(c.Args) == 1:
		for _, s := range c.Specials[0] {
			inputs = append(inputs, []uint64{s})
		}
	default:
		var rec func(j int, cur []uint64)
		rec = func(j int, cur []uint64) {
			if j == len(c.Args) {
				inputs = append(inputs, append([]uint64(nil), cur...))
				return
			}
			for _, s := range c.Specials[j] {
				rec(j+1, append(cur, s))
			}
		}
		if len(c.Specials) == len(c.Args) {
			rec(0, nil)
		}
	}
	r := rand.New(rand.NewSource(seed))
	for i := 0; i < n; i++ {
		inputs = append(inputs, c.Gen(r, i))
	}
	got := runOnEmulator(t, c, inputs)
	var results []string
	if c.Ret != "void" {
		results = append(results, c.Ret)
	}
	results = append(results, c.Outs...)
	res := accResult{Inputs: len(inputs)}
	failures := 0
	for i, in := range inputs {
		wants := c.Ref(in)
		for j, rt := range results {
			f, isFloat := formatOf(rt)
			var u float64
			var bad bool
			if isFloat && c.MaxAbs != 0 {
				g, gNaN := f.decode(got[i][j])
				if gNaN || wants[j].NaN {
					u, bad = math.Inf(1), !(gNaN && wants[j].NaN)
					if !bad {
						u = 0
					}
				} else {
					d := new(big.Float).Sub(g, wants[j].V)
					u, _ = new(big.Float).Abs(d).Float64()
				}
				if u > c.MaxAbs {
					bad = true
				}
			} else if isFloat {
				u, bad = f.ulpError(got[i][j], wants[j], c.MaxULP == 0)
			} else {
				// Integer results are exact.
				w, _ := wants[j].V.Int64()
				g := int64(got[i][j])
				if rt == "i32" {
					g = int64(int32(uint32(got[i][j])))
				}
				if wants[j].NaN || g != w {
					u, bad = math.Inf(1), true
				}
			}
			if bad || (c.MaxAbs == 0 && u > c.MaxULP) {
				failures++
				if failures <= 10 {
					t.Errorf("%s(%s): result %d is %s, want %s (%.3g ulp)", c.Name, fmtInputs(c.Args, in), j,
						fmtValue(rt, got[i][j]), fmtWant(rt, wants[j]), u)
				}
			}
			if u > res.MaxULP || res.WorstIn == nil {
				if u >= res.MaxULP {
					res.MaxULP, res.WorstIn, res.Got = u, in, got[i]
				}
			}
		}
	}
	if failures > 10 {
		t.Errorf("%s: %d failures in all", c.Name, failures)
	}
	return res
}

// result is one function's measured max error, for TestMain's table.
type result struct {
	name, domain string
	inputs       int
	maxUlp       float64
}

var (
	resultsMu sync.Mutex
	results   []result
)

// record adds a measured figure to TestMain's table.
func record(name, domain string, inputs int, maxUlp float64) {
	resultsMu.Lock()
	results = append(results, result{name, domain, inputs, maxUlp})
	resultsMu.Unlock()
}

// TestMain prints the accuracy table after the tests (with -v) so that the
// figures for docs/mathlib.md come from one run.
func TestMain(m *testing.M) {
	code := m.Run()
	if testing.Verbose() && len(results) > 0 {
		fmt.Println("| function | domain tested | inputs | max error (ulp) |")
		fmt.Println("| --- | --- | --- | --- |")
		for _, r := range results {
			fmt.Printf("| %s | %s | %d | %.3f |\n", r.name, r.domain, r.inputs, r.maxUlp)
		}
	}
	os.Exit(code)
}

func fmtValue(t string, b uint64) string {
	switch t {
	case "float":
		return fmt.Sprintf("%g (%#08x)", math.Float32frombits(uint32(b)), uint32(b))
	case "double":
		return fmt.Sprintf("%g (%#016x)", math.Float64frombits(b), b)
	case "i32":
		return fmt.Sprint(int32(uint32(b)))
	}
	return fmt.Sprint(int64(b))
}

func fmtWant(t string, w Want) string {
	if w.NaN {
		return "NaN"
	}
	if f, ok := formatOf(t); ok {
		return fmt.Sprintf("%s (exact %s)", fmtValue(t, f.round(w.V)), w.V.Text('g', 20))
	}
	return w.V.Text('g', 20)
}

func fmtInputs(types []string, in []uint64) string {
	var s []string
	for j, b := range in {
		s = append(s, fmtValue(types[j], b))
	}
	return strings.Join(s, ", ")
}
