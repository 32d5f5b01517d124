package lower

import (
	"strings"
	"testing"
)

// Texture accesses other than tex1Dfetch on a texture object, and stores
// to __constant__ memory, are errors that name the texture (or variable),
// the block and the instruction.
func TestTextureAndConstantErrors(t *testing.T) {
	const head = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n"
	const tail = "\n!nvvm.annotations = !{!0}\n!0 = !{void (i64, i32*)* @k, !\"kernel\", i32 1}\n"
	cases := []struct{ src, want string }{
		{`define void @k(i64 %tex, i32* %out) {
entry:
  %v = call { float, float, float, float } asm "tex.2d.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6}];", "=f,=f,=f,=f,l,f,f"(i64 %tex, float 0.5, float 0.25)
  ret void
}`, "block %entry, instruction \"%v = call { float, float, float, float } asm \\\"tex.2d.v4.f32.f32\\\\09{$0, $1, $2, $3}, [$4, {$5, $6}];\\\", \\\"=f,=f,=f,=f,l,f,f\\\"(i64 %tex, float 0.5, float 0.25)\": texture access `tex.2d.v4.f32.f32\t{$0, $1, $2, $3}, [$4, {$5, $6}];` through texture %tex is not supported"},
		{`@texRef = addrspace(1) externally_initialized global i64 undef, align 4
define void @k(i64 %tex, i32* %out) {
entry:
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1i64(i64 addrspace(1)* @texRef)
  %v = call { i32, i32, i32, i32 } asm "tex.1d.v4.s32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"(i64 %h, i32 3)
  %x = extractvalue { i32, i32, i32, i32 } %v, 0
  store i32 %x, i32* %out
  ret void
}
declare i64 @llvm.nvvm.texsurf.handle.internal.p1i64(i64 addrspace(1)*)`, "texture reference @texRef is not supported: use a texture object"},
		{`define void @k(i64 %tex, i32* %out) {
entry:
  %v = call { i32, i32, i32, i32 } asm "tex.1d.v4.s32.s32\09{$0, $1, $2, $3}, [$4, {$5}];", "=r,=r,=r,=r,l,r"(i64 %tex, i32 3)
  %p = bitcast i32* %out to { i32, i32, i32, i32 }*
  store { i32, i32, i32, i32 } %v, { i32, i32, i32, i32 }* %p
  ret void
}`, "the result of a tex1Dfetch through texture %tex is used whole, which is not supported"},
		{`@c = addrspace(4) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
define void @k(i64 %tex, i32* %out) {
entry:
  store i32 7, i32* getelementptr ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @c to [4 x i32]*), i64 0, i64 1), align 4
  ret void
}`, "a store to __constant__ memory (read-only) is not supported"},
		// Through a phi of two constant pointers (planPointers proves the
		// space): the store is located at its instruction.
		{`@c = addrspace(4) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
define void @k(i64 %tex, i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = icmp eq i32 %t, 0
  br i1 %c0, label %a, label %j
a:
  br label %j
j:
  %p = phi i32* [ getelementptr ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @c to [4 x i32]*), i64 0, i64 1), %a ], [ getelementptr ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @c to [4 x i32]*), i64 0, i64 2), %entry ]
  store i32 7, i32* %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()`, "block %j, instruction \"store i32 7, i32* %p, align 4\": a store to __constant__ memory (read-only) is not supported"},
	}
	for _, c := range cases {
		_, err := lowerText(t, head+c.src+tail, 2)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "kernel @k") {
			t.Errorf("got %v\nwant an error containing %q", err, c.want)
		}
	}
}
