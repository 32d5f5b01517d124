; a use of a value that is never defined
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %x) {
  %y = add i32 %zz, 1
  ret void
}
