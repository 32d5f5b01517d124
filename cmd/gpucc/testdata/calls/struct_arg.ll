; A struct of an i32, an i64 and an i1 passed by value (not byval) to a noinline
; subroutine: its fields travel in R4, R[6:7] and R8 (docs/compiler.md, "Calls").
target triple = "nvptx64-nvidia-cuda"
%pair = type { i32, i64, i1 }
define i32 @h(%pair %p, i32 %k) #0 {
  %a = extractvalue %pair %p, 0
  %b = extractvalue %pair %p, 1
  %c = extractvalue %pair %p, 2
  %bl = trunc i64 %b to i32
  %bh = lshr i64 %b, 32
  %bh32 = trunc i64 %bh to i32
  %s = add i32 %a, %bl
  %t = xor i32 %s, %bh32
  %u = select i1 %c, i32 %t, i32 %k
  ret i32 %u
}
define void @sarg(i32* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = zext i32 %tid to i64
  %w2 = shl i64 %w, 33
  %c = icmp ult i32 %tid, 10
  %p0 = insertvalue %pair undef, i32 %tid, 0
  %p1 = insertvalue %pair %p0, i64 %w2, 1
  %p2 = insertvalue %pair %p1, i1 %c, 2
  %r = call i32 @h(%pair %p2, i32 77)
  %pt = getelementptr inbounds i32, i32* %out, i32 %tid
  store i32 %r, i32* %pt, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { noinline }
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @sarg, !"kernel", i32 1}
