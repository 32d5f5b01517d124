; The leader of the active lanes, `__ffs(__activemask()) - 1` (clang:
; cttz(activemask)), is ELECTU into a uniform register in converged code and
; ELECT into a GPR in divergent code, with no VOTE for the mask and no
; software count of trailing zeros; `lane == leader` then compares with it.
; NOEXEC
; CHECK: ELECTU PT, %u{{[0-9]+}}
; CHECK: BSSY
; CHECK: ELECT PT, %r{{[0-9]+}}
; CHECK: BSYNC
; CHECK-COUNT: 0 VOTE
; CHECK-COUNT: 0 SHF
define void @elect(i32* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %m = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %l = call i32 @llvm.cttz.i32(i32 %m, i1 true)
  %first = icmp eq i32 %lane, %l
  %q = getelementptr inbounds i32, i32* %p, i32 %tid
  %x = load i32, i32* %q, align 4
  %v = select i1 %first, i32 %l, i32 %x
  store i32 %v, i32* %q, align 4
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join
then:
  %m2 = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %l2 = call i32 @llvm.cttz.i32(i32 %m2, i1 true)
  %q2 = getelementptr inbounds i32, i32* %q, i32 64
  store i32 %l2, i32* %q2, align 4
  br label %join
join:
  %q3 = getelementptr inbounds i32, i32* %q, i32 128
  store i32 %tid, i32* %q3, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.cttz.i32(i32, i1)
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @elect, !"kernel", i32 1}
