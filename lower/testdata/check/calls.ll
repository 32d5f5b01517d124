; A noinline helper is a subroutine (docs/compiler.md, "Calls"). The kernel
; sets the stack pointer R1 (to the size of its own frame, filled in after
; register allocation), moves the arguments to R3 and R2 (the last register
; first; the kernel's subroutines take at most two words, so its argument
; registers are R2..R3), CALLs with the return address in R0 and takes the
; result from R2. The subroutine copies its return address, frame base and
; parameters from R0, R1, R2 and R3 at its entry, and returns the result in
; R2 with RET R0. The selected code already knows nothing else: no barrier
; registers, no uniform registers in it.
; CHECK: MOV R1, 0x0
; CHECK: MOV R3, 0x7
; CHECK-NEXT: MOV R2, %r{{[0-9]+}}
; CHECK-NEXT: CALL R0, @helper
; CHECK-NEXT: MOV %r{{[0-9]+}}, R2
; CHECK: func helper
; CHECK: MOV %r{{[0-9]+}}, R0
; CHECK-NEXT: MOV %r{{[0-9]+}}, R1
; CHECK-NEXT: MOV %r{{[0-9]+}}, R2
; CHECK-NEXT: MOV %r{{[0-9]+}}, R3
; CHECK: MOV R2, %r{{[0-9]+}}
; CHECK-NEXT: MOV R0, %r{{[0-9]+}}
; CHECK-NEXT: RET R0
; CHECK-COUNT: 0 UR
target triple = "nvptx64-nvidia-cuda"

define i32 @helper(i32 %a, i32 %b) #0 {
  %c = mul i32 %a, %b
  %d = xor i32 %c, %a
  ret i32 %d
}

define void @calls(i32* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pt = getelementptr inbounds i32, i32* %p, i32 %tid
  %a = load i32, i32* %pt, align 4
  %r = call i32 @helper(i32 %a, i32 7)
  store i32 %r, i32* %pt, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline }

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @calls, !"kernel", i32 1}
