package mathlib_test

import (
	"encoding/binary"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
	"gpucc/lower/mathlib/internal/bigref"
	"gpucc/obj"
)

// A frontend builds IR with LLVM's f64 math intrinsics through llir's
// builder API: out[10 i + j] is the j-th intrinsic of x = in[i]. Linking
// maps each to the binary64 library function; every result must be within
// 1 ulp of the exact value.
func TestFrontendIntrinsicsDouble(t *testing.T) {
	m := ir.NewModule()
	f64 := types.Double
	unary := []string{"sin", "cos", "tan", "exp", "exp2", "log", "log2", "log10"}
	var fns []*ir.Func
	for _, n := range unary {
		fns = append(fns, m.NewFunc("llvm."+n+".f64", f64, ir.NewParam("", f64)))
	}
	pow := m.NewFunc("llvm.pow.f64", f64, ir.NewParam("", f64), ir.NewParam("", f64))
	powi := m.NewFunc("llvm.powi.f64.i32", f64, ir.NewParam("", f64), ir.NewParam("", types.I32))
	tid := m.NewFunc("llvm.nvvm.read.ptx.sreg.tid.x", types.I32)
	out := ir.NewParam("out", types.NewPointer(f64))
	in := ir.NewParam("in", types.NewPointer(f64))
	k := m.NewFunc("k", types.Void, out, in)
	b := k.NewBlock("entry")
	i := b.NewZExt(b.NewCall(tid), types.I64)
	x := b.NewLoad(f64, b.NewGetElementPtr(f64, in, i))
	base := b.NewMul(i, constant.NewInt(types.I64, 10))
	store := func(j int64, v *ir.InstCall) {
		b.NewStore(v, b.NewGetElementPtr(f64, out, b.NewAdd(base, constant.NewInt(types.I64, j))))
	}
	for j, f := range fns {
		store(int64(j), b.NewCall(f, x))
	}
	store(8, b.NewCall(pow, x, constant.NewFloat(f64, 2.5)))
	store(9, b.NewCall(powi, x, constant.NewInt(types.I32, -3)))
	b.NewRet(nil)
	m.NamedMetadataDefs["nvvm.annotations"] = &metadata.NamedDef{Name: "nvvm.annotations", Nodes: []metadata.Node{
		&metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{k, &metadata.String{Value: "kernel"}, constant.NewInt(types.I32, 1)}},
	}}
	if err := k.AssignIDs(); err != nil {
		t.Fatal(err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range m.Funcs {
		if strings.HasPrefix(f.Name(), "llvm.sin") || strings.HasPrefix(f.Name(), "llvm.pow") {
			t.Errorf("@%s still declared after linking", f.Name())
		}
		if f.Name() == "__nv_asin" || f.Name() == "__nv_sinf" {
			t.Errorf("@%s linked in but not used", f.Name())
		}
	}
	bin, err := res.ELF()
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
	xs := []float64{0.125, 0.5, 1, 1.5, 2, 3, 4.25, 7, 9.5, 10, 100.75, 1e22, 0x1p-1000, 700}
	data := make([]byte, 8*len(xs))
	for j, v := range xs {
		binary.LittleEndian.PutUint64(data[8*j:], math.Float64bits(v))
	}
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: uint32(len(xs)), Y: 1, Z: 1},
		Args: []launch.Arg{
			{Kind: launch.Buffer, Name: "out", Data: make([]byte, 80*len(xs)), Elem: "f64"},
			{Kind: launch.Buffer, Name: "in", Data: data, Elem: "f64"},
		}}
	outb, _, err := emu.Run(prog, l, emu.Options{})
	if err != nil {
		t.Fatal(err)
	}
	refs := []func(float64) *big.Float{bigref.Sin, bigref.Cos, bigref.Tan, bigref.Exp, bigref.Exp2, bigref.Log, bigref.Log2, bigref.Log10,
		func(x float64) *big.Float { return bigref.Pow(x, 2.5) }, func(x float64) *big.Float { return bigref.Pow(x, -3) }}
	names := append(unary, "pow(x, 2.5)", "powi(x, -3)")
	for n, xv := range xs {
		for j, ref := range refs {
			got := math.Float64frombits(binary.LittleEndian.Uint64(outb.Buffers[0][8*(10*n+j):]))
			if u := bigref.Ulps(got, ref(xv)); u > 1 {
				t.Errorf("%s at %v = %v: %.3f ulp", names[j], xv, got, u)
			}
		}
	}
}
