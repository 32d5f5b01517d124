; opt: 0
; opt: 2
; launch: --kernel inline_struct_types --grid 1,1,1 --block 32,1,1 out=buf:u32:32=zero s=bytes:0500000007000000
; A kernel with a struct passed by value and a struct alloca that calls a
; function the inliner must inline (clang -O0's shape): the rebuilt kernel's
; text must keep the named type %struct.P in `byval(%struct.P)`,
; `alloca %struct.P` and the GEPs (the inliner renamed it like a local,
; %k.struct.P, and the kernel did not parse).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { i32, i32 }

define internal i32 @pick(%struct.P* %p, i32 %k) #0 {
entry:
  %f = getelementptr inbounds %struct.P, %struct.P* %p, i32 0, i32 1
  %b = load i32, i32* %f, align 4
  %m = mul i32 %b, %k
  ret i32 %m
}

define void @inline_struct_types(i32* %out, %struct.P* byval(%struct.P) align 4 %s) {
entry:
  %loc = alloca %struct.P, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f1 = getelementptr inbounds %struct.P, %struct.P* %loc, i32 0, i32 1
  store i32 %tid, i32* %f1, align 4
  %a = call i32 @pick(%struct.P* %s, i32 %tid)
  %b = call i32 @pick(%struct.P* %loc, i32 3)
  %r = add i32 %a, %b
  %t64 = zext i32 %tid to i64
  %op = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %r, i32* %op, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline }

!nvvm.annotations = !{!0}
!0 = !{void (i32*, %struct.P*)* @inline_struct_types, !"kernel", i32 1}
