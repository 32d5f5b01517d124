package gpucc_test

import (
	"encoding/binary"
	"fmt"
	"log"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
	"gpucc/obj"
)

// Example is the frontend's path end to end: build a kernel with llir's
// builder API, compile it, load the binary on the emulator, run it and
// check the result against the same computation in Go.
//
//	__global__ void axpb(const int *x, int *y, int a, int b) {
//	    int i = blockIdx.x * blockDim.x + threadIdx.x;
//	    y[i] = a * x[i] + b;
//	}
func Example() {
	// 1. Build the LLVM module.
	m := ir.NewModule()
	sreg := func(name string) *ir.Func { return m.NewFunc("llvm.nvvm.read.ptx.sreg."+name, types.I32) }
	tid, ntid, ctaid := sreg("tid.x"), sreg("ntid.x"), sreg("ctaid.x")
	x := ir.NewParam("x", types.NewPointer(types.I32))
	y := ir.NewParam("y", types.NewPointer(types.I32))
	a := ir.NewParam("a", types.I32)
	b := ir.NewParam("b", types.I32)
	kernel := m.NewFunc("axpb", types.Void, x, y, a, b)
	entry := kernel.NewBlock("entry")
	blockStart := entry.NewMul(entry.NewCall(ctaid), entry.NewCall(ntid))
	i := entry.NewZExt(entry.NewAdd(blockStart, entry.NewCall(tid)), types.I64)
	xi := entry.NewLoad(types.I32, entry.NewGetElementPtr(types.I32, x, i))
	entry.NewStore(entry.NewAdd(entry.NewMul(a, xi), b), entry.NewGetElementPtr(types.I32, y, i))
	entry.NewRet(nil)
	// Mark it a kernel: !nvvm.annotations = !{!{@axpb, !"kernel", i32 1}}.
	m.NamedMetadataDefs["nvvm.annotations"] = &metadata.NamedDef{Name: "nvvm.annotations", Nodes: []metadata.Node{
		&metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{kernel, &metadata.String{Value: "kernel"}, constant.NewInt(types.I32, 1)}},
	}}
	if err := kernel.AssignIDs(); err != nil {
		log.Fatal(err)
	}

	// 2. Compile it. A failure would be a *gpucc.Error naming the kernel,
	// block and instruction.
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
	if err != nil {
		log.Fatal(err)
	}
	k := res.Kernel("axpb")
	fmt.Printf("kernel %s: %d parameter bytes\n", k.Name, k.Report.ParamBytes)

	// 3. Load the binary, as a runtime would, and launch 2 blocks of 32 threads.
	bin, err := k.ELF()
	if err != nil {
		log.Fatal(err)
	}
	mod, err := obj.Read(bin)
	if err != nil {
		log.Fatal(err)
	}
	prog, err := emu.LoadKernel(mod, "axpb")
	if err != nil {
		log.Fatal(err)
	}
	const n = 64
	alpha, beta := int32(-7), int32(1000)
	in := make([]byte, 4*n)
	for j := 0; j < n; j++ {
		binary.LittleEndian.PutUint32(in[4*j:], uint32(j*j-300))
	}
	l := launch.Launch{Kernel: "axpb", Grid: launch.Dim3{X: 2, Y: 1, Z: 1}, Block: launch.Dim3{X: n / 2, Y: 1, Z: 1},
		Args: []launch.Arg{
			{Kind: launch.Buffer, Name: "x", Data: in, Elem: "i32"},
			{Kind: launch.Buffer, Name: "y", Data: make([]byte, 4*n), Elem: "i32"},
			{Kind: launch.Scalar, Name: "a", Value: uint64(uint32(alpha)), Size: 4},
			{Kind: launch.Scalar, Name: "b", Value: uint64(uint32(beta)), Size: 4},
		}}
	out, _, err := emu.Run(prog, l, emu.Options{})
	if err != nil {
		log.Fatal(err)
	}

	// 4. Check every element against Go.
	mismatches := 0
	for j := 0; j < n; j++ {
		want := alpha*int32(j*j-300) + beta
		got := int32(binary.LittleEndian.Uint32(out.Buffers[1][4*j:]))
		if got != want {
			mismatches++
		}
		if j < 3 || j == n-1 {
			fmt.Printf("y[%d] = %d\n", j, got)
		}
	}
	fmt.Printf("%d of %d elements differ from Go\n", mismatches, n)
	// Output:
	// kernel axpb: 24 parameter bytes
	// y[0] = 3100
	// y[1] = 3093
	// y[2] = 3072
	// y[63] = -24683
	// 0 of 64 elements differ from Go
}
