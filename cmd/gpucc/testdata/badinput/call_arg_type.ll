; a call passing an i64 for an i32 parameter
target triple = "nvptx64-nvidia-cuda"
define internal i32 @f(i32 %x) {
  ret i32 %x
}
define void @k(i32* %p, i64 %b) {
  %r = call i32 @f(i64 %b)
  store i32 %r, i32* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i64)* @k, !"kernel", i32 1}
