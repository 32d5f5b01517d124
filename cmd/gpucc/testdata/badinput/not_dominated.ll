; a use its definition does not dominate
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %a, i64 %b) {
  %c = icmp eq i32 %a, 0
  br i1 %c, label %t, label %e
t:
  %y = add i32 %a, 1
  br label %e
e:
  store i32 %y, i32* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i64)* @k, !"kernel", i32 1}
