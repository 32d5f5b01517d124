; a syntax error
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %a, i64 %b) {
  %x = add i32 %a 1
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i64)* @k, !"kernel", i32 1}
