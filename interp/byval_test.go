package interp

import (
	"encoding/binary"
	"testing"

	"gpucc/launch"
)

// A struct passed by value is each thread's own copy: thread t adds t to
// field a of its copy and reads it back with field b; no thread sees
// another's write.
func TestByvalPerThreadCopies(t *testing.T) {
	p := prepareText(t, kernelModule(`
%struct.S = type { i32, i64 }
define void @bv(i64* %out, %struct.S* byval(%struct.S) align 8 %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr %struct.S, %struct.S* %s, i64 0, i32 0
  %a = load i32, i32* %pa, align 8
  %a2 = add i32 %a, %tid
  store i32 %a2, i32* %pa, align 8
  call void @llvm.nvvm.barrier0()
  %a3 = load i32, i32* %pa, align 8
  %pb = getelementptr %struct.S, %struct.S* %s, i64 0, i32 1
  %b = load i64, i64* %pb, align 8
  %a64 = sext i32 %a3 to i64
  %sum = add i64 %b, %a64
  %t64 = zext i32 %tid to i64
  %po = getelementptr i64, i64* %out, i64 %t64
  store i64 %sum, i64* %po, align 8
  ret void
}
`, "void (i64*, %struct.S*)* @bv"))
	s := make([]byte, 16)
	binary.LittleEndian.PutUint32(s[0:], uint32(0xFFFFFFF0)) // a = -16
	binary.LittleEndian.PutUint64(s[8:], 1000)
	res, err := p.Run(launch.Launch{Kernel: "bv", Grid: dim(1), Block: dim(4), Args: []launch.Arg{
		buf("out", make([]byte, 32)), {Kind: launch.Bytes, Name: "s", Data: s, Size: 16}}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for tid := 0; tid < 4; tid++ {
		want := uint64(1000 - 16 + tid)
		if got := binary.LittleEndian.Uint64(res.Buffers[0][8*tid:]); got != want {
			t.Errorf("thread %d: got %d, want %d", tid, got, want)
		}
	}
}
