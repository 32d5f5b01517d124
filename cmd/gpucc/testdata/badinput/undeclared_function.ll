; a call to a function that is not declared
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %x) {
  call void @nope()
  ret void
}
