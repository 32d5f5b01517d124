; NOEXEC
; MOVM (lower/inlineasm_isa.go, lower/warp.go): PTX movmatrix in inline asm
; is MOVM behind a WARPSYNC of the whole warp (.aligned: every lane executes
; it); inline PTX dp4a.s32.u32 is IDP.4A.S8.U8 and dp2a.hi.u32.s32
; IDP.2A.HI.U16.S8, through the LLVM 17+ intrinsics.
; CHECK: WARPSYNC -0x1
; CHECK-NEXT: MOVM %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: IDP.4A.S8.U8 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x9
; CHECK: IDP.2A.HI.U16.S8 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
define void @movmk(i32* %o) {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds i32, i32* %o, i64 %i
  %x = load i32, i32* %p, align 4
  %t = tail call i32 asm sideeffect "movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;", "=r,r"(i32 %x)
  store i32 %t, i32* %p, align 4
  %d = tail call i32 asm sideeffect "dp4a.s32.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %x, i32 %t, i32 9)
  %q = getelementptr inbounds i32, i32* %p, i64 64
  store i32 %d, i32* %q, align 4
  %e = tail call i32 asm sideeffect "dp2a.hi.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %x, i32 %t, i32 0)
  %r = getelementptr inbounds i32, i32* %p, i64 128
  store i32 %e, i32* %r, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @movmk, !"kernel", i32 1}
