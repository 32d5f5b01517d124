; a block without a terminator
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %a, i64 %b) {
  %x = add i32 %a, 1
  store i32 %x, i32* %p
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i64)* @k, !"kernel", i32 1}
