; br i1 on an i64
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %a, i64 %b) {
  br i1 %b, label %t, label %t
t:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i64)* @k, !"kernel", i32 1}
