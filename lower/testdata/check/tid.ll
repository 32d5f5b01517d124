; blockIdx.x * blockDim.x + threadIdx.x: the block index and size are warp
; uniform (S2UR and the c[0x0][0x0] word in uniform registers, multiplied by
; UIMAD); only the thread index is per-thread.
; CHECK-COUNT: 1 S2UR %u{{[0-9]+}}, SR_CTAID.X
; CHECK-COUNT: 1 ULDC %u{{[0-9]+}}, c[0x0][0x0]
; CHECK-COUNT: 1 UIMAD %u{{[0-9]+}}, %u{{[0-9]+}}, %u{{[0-9]+}}, URZ
; CHECK-COUNT: 1 S2R %r{{[0-9]+}}, SR_TID.X
; CHECK-COUNT: 1 IADD %r{{[0-9]+}}, %r{{[0-9]+}}, %u{{[0-9]+}}
; CHECK-COUNT: 0 S2R %r{{[0-9]+}}, SR_CTAID
define void @tid(i32* %p) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %b, %d
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %m, %t
  %e = sext i32 %i to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %e
  store i32 %i, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @tid, !"kernel", i32 1}
