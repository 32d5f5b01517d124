; a block that runs into the next label without a terminator
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %x) {
entry:
  %y = add i32 %x, 1
next:
  ret void
}
