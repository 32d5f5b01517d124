; an unknown instruction
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %x) {
  %y = frob i32 %x, 1
  ret void
}
