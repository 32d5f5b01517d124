; unnamed values out of order
target triple = "nvptx64-nvidia-cuda"
define void @k(i32 %x) {
  %1 = add i32 %x, 1
  %3 = add i32 %1, 1
  ret void
}
