package lower_test

import (
	"encoding/binary"
	"math/big"
	"math/bits"
	"math/rand"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
)

const mulhiKernel = `define void @k(i64* %x, i64* %y, i64* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %i64 = zext i32 %i to i64
  %xp = getelementptr inbounds i64, i64* %x, i64 %i64
  %a = load i64, i64* %xp
  %yp = getelementptr inbounds i64, i64* %y, i64 %i64
  %b = load i64, i64* %yp
  %row = mul i64 %i64, 4
  %s = call i64 @llvm.nvvm.mulhi.ll(i64 %a, i64 %b)
  %u = call i64 @llvm.nvvm.mulhi.ull(i64 %a, i64 %b)
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %s32 = call i32 @llvm.nvvm.mulhi.i(i32 %a32, i32 %b32)
  %u32 = call i32 @llvm.nvvm.mulhi.ui(i32 %a32, i32 %b32)
  %s32x = zext i32 %s32 to i64
  %u32x = zext i32 %u32 to i64
  %p0 = getelementptr inbounds i64, i64* %out, i64 %row
  store i64 %s, i64* %p0
  %p1 = getelementptr inbounds i64, i64* %p0, i64 1
  store i64 %u, i64* %p1
  %p2 = getelementptr inbounds i64, i64* %p0, i64 2
  store i64 %s32x, i64* %p2
  %p3 = getelementptr inbounds i64, i64* %p0, i64 3
  store i64 %u32x, i64* %p3
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i64 @llvm.nvvm.mulhi.ll(i64, i64)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32)
!nvvm.annotations = !{!0}
!0 = !{void (i64*, i64*, i64*)* @k, !"kernel", i32 1}
`

// TestMulHi runs llvm.nvvm.mulhi.{ll,ull,i,ui} on the emulator for edge and
// random operands and compares with the exact products (math/big for the
// signed 128-bit one, math/bits.Mul64 for the unsigned).
func TestMulHi(t *testing.T) {
	m, err := gpucc.ParseIR("mulhi.ll", []byte(mulhiKernel))
	if err != nil {
		t.Fatal(err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}})
	if err != nil {
		t.Fatal(err)
	}
	p, err := emu.LoadKernel(res.Module, "k")
	if err != nil {
		t.Fatal(err)
	}
	edges := []uint64{0, 1, 2, 0xffffffff, 0x100000000, 0x7fffffff, 0x80000000, 1 << 63, 1<<63 - 1, ^uint64(0), ^uint64(0) - 1,
		0xffffffff00000000, 0x80000000ffffffff, 0x5bd1e995, 0xdeadbeefcafef00d}
	var xs, ys []uint64
	for _, a := range edges {
		for _, b := range edges {
			xs, ys = append(xs, a), append(ys, b)
		}
	}
	r := rand.New(rand.NewSource(5))
	for len(xs)%256 != 0 || len(xs) < 8192 {
		xs, ys = append(xs, r.Uint64()>>r.Intn(64)), append(ys, r.Uint64()>>r.Intn(64))
	}
	n := len(xs)
	xb, yb := make([]byte, 8*n), make([]byte, 8*n)
	for i := range xs {
		binary.LittleEndian.PutUint64(xb[8*i:], xs[i])
		binary.LittleEndian.PutUint64(yb[8*i:], ys[i])
	}
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: uint32(n / 256), Y: 1, Z: 1}, Block: launch.Dim3{X: 256, Y: 1, Z: 1},
		Args: []launch.Arg{{Name: "x", Kind: launch.Buffer, Data: xb}, {Name: "y", Kind: launch.Buffer, Data: yb},
			{Name: "out", Kind: launch.Buffer, Data: make([]byte, 32*n)}}}
	got, _, err := emu.Run(p, l, emu.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := got.Buffers[2]
	bad := 0
	for i := range xs {
		a, b := xs[i], ys[i]
		prod := new(big.Int).Mul(big.NewInt(int64(a)), big.NewInt(int64(b)))
		s := new(big.Int).Rsh(prod, 64).Int64()
		u, _ := bits.Mul64(a, b)
		s32 := uint64(uint32((int64(int32(a)) * int64(int32(b))) >> 32))
		u32 := uint64(uint32((a & 0xffffffff) * (b & 0xffffffff) >> 32))
		for k, want := range []uint64{uint64(s), u, s32, u32} {
			if g := binary.LittleEndian.Uint64(out[8*(4*i+k):]); g != want {
				if bad++; bad <= 10 {
					t.Errorf("mulhi #%d of %#x, %#x = %#x, want %#x", k, a, b, g, want)
				}
			}
		}
	}
}
