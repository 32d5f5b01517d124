package interp

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"gpucc/launch"
)

// Every NVVM and LLVM FP intrinsic name the interpreter knows, called as
// clang-14 declares it (at -O0 clang keeps the NVVM names that -O2 folds
// into generic intrinsics), with an expected result derived by hand or
// from Go's math package.
func TestFPIntrinsicNames(t *testing.T) {
	f := func(x float32) uint64 { return uint64(math.Float32bits(x)) }
	d := math.Float64bits
	type tc struct {
		name, ret, args string
		want            uint64
	}
	cases := []tc{
		{"llvm.nvvm.ex2.approx.ftz.f", "float", "float 3.0", f(8)},
		{"llvm.nvvm.ex2.approx.f", "float", "float -1.0", f(0.5)},
		{"llvm.nvvm.ex2.approx.d", "double", "double 10.0", d(1024)},
		{"llvm.nvvm.lg2.approx.ftz.f", "float", "float 8.0", f(3)},
		{"llvm.nvvm.lg2.approx.f", "float", "float 0.5", f(-1)},
		{"llvm.nvvm.lg2.approx.d", "double", "double 4.0", d(2)},
		{"llvm.nvvm.sin.approx.ftz.f", "float", "float 1.0", f(float32(math.Sin(1)))},
		{"llvm.nvvm.sin.approx.f", "float", "float 0.0", 0},
		{"llvm.nvvm.cos.approx.ftz.f", "float", "float 0.0", f(1)},
		{"llvm.nvvm.cos.approx.f", "float", "float 2.0", f(float32(math.Cos(2)))},
		{"llvm.nvvm.sqrt.approx.ftz.f", "float", "float 4.0", f(2)},
		{"llvm.nvvm.sqrt.approx.f", "float", "float 2.0", 0x3fb504f3},
		{"llvm.nvvm.sqrt.rn.ftz.f", "float", "float 9.0", f(3)},
		{"llvm.nvvm.sqrt.rn.f", "float", "float 2.0", 0x3fb504f3},
		{"llvm.nvvm.sqrt.rz.f", "float", "float 2.0", 0x3fb504f3},
		{"llvm.nvvm.sqrt.rp.f", "float", "float 2.0", 0x3fb504f4},
		{"llvm.nvvm.sqrt.rm.ftz.f", "float", "float 2.0", 0x3fb504f3},
		{"llvm.nvvm.sqrt.f", "float", "float 16.0", f(4)},
		{"llvm.nvvm.sqrt.rn.d", "double", "double 2.0", d(math.Sqrt2)},
		{"llvm.nvvm.sqrt.rp.d", "double", "double 2.0", d(math.Sqrt2)}, // sqrt(2) rounds up in RN (math/big: sqrt(2) < float64 Sqrt2)
		{"llvm.nvvm.sqrt.rz.d", "double", "double 2.0", d(math.Sqrt2) - 1},
		{"llvm.nvvm.rsqrt.approx.ftz.f", "float", "float 4.0", f(0.5)},
		{"llvm.nvvm.rsqrt.approx.f", "float", "float 2.0", 0x3f3504f3}, // 1/sqrt(2) = 0x3f3504f3.33
		{"llvm.nvvm.rsqrt.approx.d", "double", "double 4.0", d(0.5)},
		{"llvm.nvvm.rcp.approx.ftz.d", "double", "double 4.0", d(0.25)},
		{"llvm.nvvm.rcp.rn.f", "float", "float 3.0", 0x3eaaaaab},
		{"llvm.nvvm.rcp.rz.ftz.f", "float", "float 3.0", 0x3eaaaaaa},
		{"llvm.nvvm.rcp.rm.f", "float", "float -3.0", 0xbeaaaaab},
		{"llvm.nvvm.rcp.rp.f", "float", "float 3.0", 0x3eaaaaab},
		{"llvm.nvvm.rcp.rn.d", "double", "double 3.0", d(1.0 / 3)},
		{"llvm.nvvm.rcp.rm.d", "double", "double 3.0", d(1.0 / 3)}, // 1/3 rounds down in RN (math/big)
		{"llvm.nvvm.rcp.rp.d", "double", "double 3.0", d(1.0/3) + 1},
		{"llvm.nvvm.div.approx.f", "float", "float 1.0, float 4.0", f(0.25)},
		{"llvm.nvvm.div.approx.ftz.f", "float", "float 3.0, float 2.0", f(1.5)},
		{"llvm.nvvm.div.rn.f", "float", "float 2.0, float 3.0", 0x3f2aaaab},
		{"llvm.nvvm.div.rz.f", "float", "float 2.0, float 3.0", 0x3f2aaaaa},
		{"llvm.nvvm.div.rm.ftz.f", "float", "float 2.0, float 3.0", 0x3f2aaaaa},
		{"llvm.nvvm.div.rp.ftz.f", "float", "float 2.0, float 3.0", 0x3f2aaaab},
		{"llvm.nvvm.div.rz.d", "double", "double 2.0, double 3.0", d(2.0 / 3)}, // 2/3 rounds down in RN (math/big)
		{"llvm.nvvm.div.rp.d", "double", "double 2.0, double 3.0", d(2.0/3) + 1},
		{"llvm.nvvm.fma.rn.f", "float", "float 2.0, float 3.0, float 1.0", f(7)},
		{"llvm.nvvm.fma.rz.ftz.f", "float", "float 2.0, float 3.0, float 1.0", f(7)},
		{"llvm.nvvm.fma.rm.d", "double", "double 2.0, double 3.0, double 1.0", d(7)},
		{"llvm.nvvm.fma.rp.f", "float", "float 0x3FF0000020000000, float 0x3FF0000020000000, float -1.0", 0x34800001}, // (1+2^-23)^2-1 = 2^-22+2^-46: half an ulp above 2^-22
		{"llvm.nvvm.add.rn.f", "float", "float 1.0, float 2.0", f(3)},
		{"llvm.nvvm.add.rz.ftz.f", "float", "float 1.0, float 0x3E70000000000000", f(1)}, // 1 + 2^-24
		{"llvm.nvvm.add.rp.ftz.f", "float", "float 1.0, float 0x3E70000000000000", 0x3f800001},
		{"llvm.nvvm.add.rm.d", "double", "double -1.0, double 0xBCA0000000000000", d(-1) + 1}, // -1 - 2^-53
		{"llvm.nvvm.mul.rn.f", "float", "float 3.0, float 0.5", f(1.5)},
		{"llvm.nvvm.mul.rp.ftz.f", "float", "float 0x3FF0000020000000, float 0x3FF0000020000000", 0x3f800003},
		{"llvm.nvvm.mul.rz.d", "double", "double 3.0, double 3.0", d(9)},
		{"llvm.nvvm.saturate.f", "float", "float 2.0", f(1)},
		{"llvm.nvvm.saturate.ftz.f", "float", "float -2.0", 0},
		{"llvm.nvvm.saturate.d", "double", "double 0.25", d(0.25)},
		{"llvm.nvvm.fmin.f", "float", "float 1.0, float -2.0", f(-2)},
		{"llvm.nvvm.fmin.ftz.f", "float", "float 1.0, float 0x7FF8000000000000", f(1)},
		{"llvm.nvvm.fmin.nan.f", "float", "float 1.0, float 0x7FF8000000000000", canonNaN32},
		{"llvm.nvvm.fmin.ftz.nan.f", "float", "float 1.0, float 2.0", f(1)},
		{"llvm.nvvm.fmax.f", "float", "float 1.0, float -2.0", f(1)},
		{"llvm.nvvm.fmax.ftz.f", "float", "float -0.0, float 0.0", 0},
		{"llvm.nvvm.fmax.nan.f", "float", "float 0x7FF8000000000000, float 1.0", canonNaN32},
		{"llvm.nvvm.fmax.ftz.nan.f", "float", "float 1.0, float 2.0", f(2)},
		{"llvm.nvvm.fmin.d", "double", "double 1.0, double 0.5", d(0.5)},
		{"llvm.nvvm.fmax.d", "double", "double 1.0, double 0.5", d(1)},
		{"llvm.nvvm.fabs.f", "float", "float -2.0", f(2)},
		{"llvm.nvvm.fabs.ftz.f", "float", "float 0x36A0000000000000", 0}, // 2^-149 flushes
		{"llvm.nvvm.fabs.d", "double", "double -2.0", d(2)},
		{"llvm.nvvm.floor.f", "float", "float -1.5", f(-2)},
		{"llvm.nvvm.floor.ftz.f", "float", "float 1.5", f(1)},
		{"llvm.nvvm.floor.d", "double", "double -0.5", d(-1)},
		{"llvm.nvvm.ceil.f", "float", "float 1.25", f(2)},
		{"llvm.nvvm.ceil.d", "double", "double -0.5", d(math.Copysign(0, -1))},
		{"llvm.nvvm.trunc.f", "float", "float -1.75", f(-1)},
		{"llvm.nvvm.trunc.d", "double", "double 2.5", d(2)},
		{"llvm.nvvm.round.f", "float", "float 2.5", f(3)},
		{"llvm.nvvm.round.d", "double", "double -2.5", d(-3)},
		{"llvm.nvvm.d2i.hi", "i32", "double 2.0", 0x40000000},
		{"llvm.nvvm.d2i.lo", "i32", "double 0x3FF0000000000001", 1},
		{"llvm.nvvm.lohi.i2d", "double", "i32 1, i32 1072693248", 0x3ff0000000000001},
		{"llvm.nvvm.f2i.rn", "i32", "float 2.5", 2},
		{"llvm.nvvm.f2i.rz", "i32", "float -2.5", uint64(uint32(0xfffffffe))},
		{"llvm.nvvm.f2i.rm.ftz", "i32", "float -2.5", uint64(uint32(0xfffffffd))},
		{"llvm.nvvm.f2i.rp", "i32", "float 2.25", 3},
		{"llvm.nvvm.f2ui.rm", "i32", "float -2.0", 0},
		{"llvm.nvvm.f2ui.rz", "i32", "float 0x41F0000000000000", 0xffffffff}, // 2^32 saturates
		{"llvm.nvvm.d2i.rp", "i32", "double 1.5", 2},
		{"llvm.nvvm.d2ui.rn", "i32", "double 3.5", 4},
		{"llvm.nvvm.f2ll.rz", "i64", "float -3.75", uint64(math.MaxUint64 - 2)},
		{"llvm.nvvm.d2ll.rm", "i64", "double 0x7FF8000000000000", 0},
		{"llvm.nvvm.f2ull.rp", "i64", "float 0.25", 1},
		{"llvm.nvvm.d2ull.rn", "i64", "double 1.0e30", math.MaxUint64},
		{"llvm.nvvm.i2f.rn", "float", "i32 16777217", f(16777216)},
		{"llvm.nvvm.i2f.rp", "float", "i32 16777217", f(16777218)},
		{"llvm.nvvm.ui2f.rz", "float", "i32 -1", f(4294967040)}, // 2^32-1 truncated to 24 bits
		{"llvm.nvvm.ll2f.rm", "float", "i64 -16777217", f(-16777218)},
		{"llvm.nvvm.ull2f.rn", "float", "i64 -1", f(18446744073709551616)},
		{"llvm.nvvm.i2d.rn", "double", "i32 -7", d(-7)},
		{"llvm.nvvm.ui2d.rn", "double", "i32 -1", d(4294967295)},
		{"llvm.nvvm.ll2d.rp", "double", "i64 9007199254740993", d(9007199254740994)},
		{"llvm.nvvm.ull2d.rz", "double", "i64 -1", d(18446744073709549568)},
		{"llvm.nvvm.d2f.rn", "float", "double 0x3FF0000010000000", f(1)},
		{"llvm.nvvm.d2f.rp", "float", "double 0x3FF0000010000000", 0x3f800001},
		{"llvm.nvvm.d2f.rz.ftz", "float", "double 0x36A0000000000000", 0},
		{"llvm.nvvm.bitcast.f2i", "i32", "float 1.0", 0x3f800000},
		{"llvm.nvvm.bitcast.i2f", "float", "i32 1073741824", f(2)},
		{"llvm.nvvm.bitcast.d2ll", "i64", "double 1.0", 0x3ff0000000000000},
		{"llvm.nvvm.bitcast.ll2d", "double", "i64 4611686018427387904", d(2)},
		{"llvm.fma.f32", "float", "float 2.0, float 3.0, float -1.0", f(5)},
		{"llvm.fmuladd.f64", "double", "double 2.0, double 3.0, double -1.0", d(5)},
		{"llvm.fabs.f64", "double", "double -0.0", 0},
		{"llvm.minnum.f32", "float", "float 0x7FF8000000000000, float 3.0", f(3)},
		{"llvm.maxnum.f64", "double", "double -0.0, double 0.0", 0},
		{"llvm.minimum.f32", "float", "float 0x7FF8000000000000, float 3.0", canonNaN32},
		{"llvm.copysign.f32", "float", "float 2.0, float -0.0", f(-2)},
		{"llvm.floor.f64", "double", "double -2.5", d(-3)},
		{"llvm.ceil.f32", "float", "float -2.5", f(-2)},
		{"llvm.trunc.f64", "double", "double -2.5", d(-2)},
		{"llvm.rint.f32", "float", "float 3.5", f(4)},
		{"llvm.nearbyint.f64", "double", "double 2.5", d(2)},
		{"llvm.round.f32", "float", "float -2.5", f(-3)},
		{"llvm.sqrt.f64", "double", "double 0x7FF0000000000000", 0x7ff0000000000000},
		{"llvm.sqrt.f32", "float", "float -1.0", canonNaN32},
	}
	var body strings.Builder
	decls := map[string]bool{}
	var kernels []string
	for k, c := range cases {
		var types []string
		for _, a := range strings.Split(c.args, ", ") {
			types = append(types, strings.Fields(a)[0])
		}
		if !decls[c.name] {
			decls[c.name] = true
			fmt.Fprintf(&body, "declare %s @%s(%s)\n", c.ret, c.name, strings.Join(types, ", "))
		}
		fmt.Fprintf(&body, "define void @t%d(%s* %%o) {\n  %%r = call %s @%s(%s)\n  store %s %%r, %s* %%o\n  ret void\n}\n",
			k, c.ret, c.ret, c.name, c.args, c.ret, c.ret)
		kernels = append(kernels, fmt.Sprintf("void (%s*)* @t%d", c.ret, k))
	}
	src := kernelModuleMany(body.String(), kernels)
	p := prepareText(t, src)
	for k, c := range cases {
		size := 4
		if c.ret == "double" || c.ret == "i64" {
			size = 8
		}
		res, err := p.Run(launch.Launch{Kernel: fmt.Sprintf("t%d", k), Grid: dim(1), Block: dim(1),
			Args: []launch.Arg{buf("o", make([]byte, size))}}, Options{})
		if err != nil {
			t.Errorf("%s(%s): %v", c.name, c.args, err)
			continue
		}
		if got := readLE(res.Buffers[0]); got != c.want {
			t.Errorf("%s(%s) = %#x, want %#x", c.name, c.args, got, c.want)
		}
	}
}

// kernelModuleMany is kernelModule for more than ten kernels.
func kernelModuleMany(body string, kernels []string) string {
	var b strings.Builder
	b.WriteString("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n")
	b.WriteString(body)
	b.WriteString("\n!nvvm.annotations = !{")
	for i := range kernels {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "!%d", i)
	}
	b.WriteString("}\n")
	for i, k := range kernels {
		fmt.Fprintf(&b, "!%d = !{%s, !\"kernel\", i32 1}\n", i, k)
	}
	return b.String()
}
