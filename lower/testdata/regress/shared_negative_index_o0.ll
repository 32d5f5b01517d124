; opt: 0
; launch: --kernel negidx --grid 2,1,1 --block 256,1,1 in=buf:i32:512=rand:5 out=buf:i32:512=zero
; Issue 17: px = &cx[256]; out[tid] = px[tid - 55] (a pointer into the middle
; of a shared array, indexed below it, through a generic pointer as clang
; emits it) compiled to LDS R4, [R4+0x400] with R4 = -220; the emulator
; added the offset in 64 bits (0x1_0000_0324) and faulted. Shared and local
; addresses wrap modulo 2^32 (docs/isa.md), so the address is 0x324.
@cx = internal addrspace(3) global [512 x i32] undef, align 4
define void @negidx(i32* %in, i32* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 8
  %g = add nuw nsw i32 %base, %tid
  %g64 = zext i32 %g to i64
  %t64 = zext i32 %tid to i64
  %ip = getelementptr inbounds i32, i32* %in, i64 %g64
  %v0 = load i32, i32* %ip, align 4
  %s0 = getelementptr inbounds [512 x i32], [512 x i32] addrspace(3)* @cx, i64 0, i64 %t64
  store i32 %v0, i32 addrspace(3)* %s0, align 4
  %hi = add nuw nsw i32 %tid, 256
  %hi64 = zext i32 %hi to i64
  %v1 = xor i32 %v0, 23130
  %s1 = getelementptr inbounds [512 x i32], [512 x i32] addrspace(3)* @cx, i64 0, i64 %hi64
  store i32 %v1, i32 addrspace(3)* %s1, align 4
  call void @llvm.nvvm.barrier0()
  %i = add nsw i32 %tid, -55
  %i64 = sext i32 %i to i64
  %px = getelementptr inbounds i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* addrspacecast ([512 x i32] addrspace(3)* @cx to [512 x i32]*), i64 0, i64 256), i64 %i64
  %v = load i32, i32* %px, align 4
  %op = getelementptr inbounds i32, i32* %out, i64 %g64
  store i32 %v, i32* %op, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*)* @negidx, !"kernel", i32 1}
