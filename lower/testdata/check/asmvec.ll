; A vector store of inline PTX with an offset, [p+16] with four words, is
; four STGs at p+0x10 .. p+0x1C from one address: the translation makes the
; offsets constant GEPs that fold into the stores' immediates, not 64-bit
; adds (IADD.X pairs). A vector load likewise.
; CHECK: LDG %r{{[0-9]+}}, [%r{{[0-9]+}}+0x8]
; CHECK-NEXT: LDG %r{{[0-9]+}}, [%r{{[0-9]+}}+0xC]
; CHECK: STG [%r{{[0-9]+}}+0x10], %r{{[0-9]+}}
; CHECK-NEXT: STG [%r{{[0-9]+}}+0x14], %r{{[0-9]+}}
; CHECK: STG [%r{{[0-9]+}}+0x18], %r{{[0-9]+}}
; CHECK-NEXT: STG [%r{{[0-9]+}}+0x1C], %r{{[0-9]+}}
; CHECK-COUNT: 0 IADD.X
define void @asmvec(i32* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t8 = mul i32 %tid, 8
  %pt = getelementptr inbounds i32, i32* %p, i32 %t8
  %v = call { i32, i32 } asm sideeffect "ld.global.v2.u32 {$0, $1}, [$2+8];", "=r,=r,l"(i32* %pt)
  %a = extractvalue { i32, i32 } %v, 0
  %b = extractvalue { i32, i32 } %v, 1
  %c = add i32 %a, %b
  call void asm sideeffect "st.global.v4.u32 [$0+16], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}"(i32* %pt, i32 %a, i32 %b, i32 %c, i32 %tid)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @asmvec, !"kernel", i32 1}
