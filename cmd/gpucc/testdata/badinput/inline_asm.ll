; inline assembly outside the translated PTX subset (%clock: docs/isa.md)
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, i32 %a, i64 %b) {
  %x = call i32 asm sideeffect "mov.u32 $0, %clock;", "=r"()
  store i32 %x, i32* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i64)* @k, !"kernel", i32 1}
