; a value defined twice
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %x) {
  %y = add i32 %x, 1
  %y = add i32 %x, 2
  ret void
}
