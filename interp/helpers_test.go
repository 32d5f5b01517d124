package interp

import (
	"encoding/binary"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/llir/llvm/asm"

	"gpucc/launch"
)

func i32Bytes(vs ...int32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
	}
	return b
}

func u32Bytes(vs ...uint32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], v)
	}
	return b
}

func asI32(b []byte) []int32 {
	out := make([]int32, len(b)/4)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func asU32(b []byte) []uint32 {
	out := make([]uint32, len(b)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return out
}

func buf(name string, data []byte) launch.Arg {
	return launch.Arg{Kind: launch.Buffer, Name: name, Data: data}
}

func scalar(name string, v uint64, size int) launch.Arg {
	return launch.Arg{Kind: launch.Scalar, Name: name, Value: v, Size: size}
}

func dim(x uint32) launch.Dim3 { return launch.Dim3{X: x, Y: 1, Z: 1} }

var (
	cudaOnce sync.Once
	cudaProg *Program
	cudaErr  error
)

// cudaKernels is testdata/kernels.ll (clang-14 output of kernels.cu).
func cudaKernels(t *testing.T) *Program {
	t.Helper()
	cudaOnce.Do(func() {
		src, err := os.ReadFile("testdata/kernels.ll")
		if err != nil {
			cudaErr = err
			return
		}
		m, err := asm.ParseString("kernels.ll", string(src))
		if err != nil {
			cudaErr = err
			return
		}
		cudaProg, cudaErr = Prepare(m)
	})
	if cudaErr != nil {
		t.Fatal(cudaErr)
	}
	return cudaProg
}

func mustRun(t *testing.T, p *Program, l launch.Launch) launch.Result {
	t.Helper()
	res, err := p.Run(l, Options{})
	if err != nil {
		t.Fatalf("%s: %v", l.Kernel, err)
	}
	return res
}

func prepareText(t *testing.T, src string) *Program {
	t.Helper()
	m, err := asm.ParseString("test.ll", src)
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	p, err := Prepare(m)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func runText(t *testing.T, src string, l launch.Launch) launch.Result {
	t.Helper()
	return mustRun(t, prepareText(t, src), l)
}

// expectError runs the launch and checks that it fails with the given kind
// and that the message contains every fragment.
func expectError(t *testing.T, src string, l launch.Launch, kind Kind, fragments ...string) *Error {
	t.Helper()
	_, err := prepareText(t, src).Run(l, Options{MaxSteps: 1 << 20})
	if err == nil {
		t.Fatalf("expected a %v error, the run succeeded", kind)
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v is not an *Error", err)
	}
	if e.Kind != kind {
		t.Fatalf("error kind %v, want %v: %v", e.Kind, kind, err)
	}
	for _, f := range fragments {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("error %q does not contain %q", err.Error(), f)
		}
	}
	return e
}

// kernelModule wraps function definitions into a module whose listed
// functions are kernels, with the usual intrinsic declarations.
func kernelModule(body string, kernels ...string) string {
	var b strings.Builder
	b.WriteString(`target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

`)
	b.WriteString(body)
	b.WriteString(`
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
`)
	b.WriteString("\n!nvvm.annotations = !{")
	for i := range kernels {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("!" + string(rune('0'+i)))
	}
	b.WriteString("}\n")
	for i, k := range kernels {
		b.WriteString("!" + string(rune('0'+i)) + " = !{" + k + `, !"kernel", i32 1}` + "\n")
	}
	return b.String()
}
