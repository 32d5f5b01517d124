; a branch to a label that does not exist
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %x) {
  br label %nowhere
}
