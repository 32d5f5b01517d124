; add i64 on i32 operands
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %a, i64 %b) {
  %x = add i64 %a, %a
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i64)* @k, !"kernel", i32 1}
