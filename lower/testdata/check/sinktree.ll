; Four 64-bit multiply-highs of one loaded value, each reduced to a word
; and stored. Each mulhi is a chain of IMAD.HI.X/IMAD carries, LOP3 sign
; fix-ups and an IADD3 pair whose steps each read one value and define
; one, so sinkToUsers (one instruction at a time) never moves them; the
; selector emits all four chains before the first store, so all are live
; at once (15 GPRs). The -O2 cleanup sinks each chain as a whole to just
; before its store (sinktree.go), since that lowers the peak pressure the
; chains cross (10 GPRs): no chain may start before the store of the one
; before it.
; CHECK: LDG.64
; CHECK: 0x5BD1E995
; CHECK-NOT: 0x85EBCA6B
; CHECK: STG [
; CHECK: 0x85EBCA6B
; CHECK-NOT: 0xC2B2AE35
; CHECK: STG [
; CHECK: 0xC2B2AE35
; CHECK-NOT: 0x27D4EB2F
; CHECK: STG [
; CHECK: 0x27D4EB2F
; CHECK: STG [
; CHECK-COUNT: 4 STG
define void @sinktree(i64* %in, i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i64, i64* %in, i64 %i
  %y = load i64, i64* %p, align 8
  %z0 = xor i64 %y, 1540483477
  %h0 = call i64 @llvm.nvvm.mulhi.ll(i64 %y, i64 %z0)
  %z1 = xor i64 %y, 2246822507
  %h1 = call i64 @llvm.nvvm.mulhi.ll(i64 %y, i64 %z1)
  %z2 = xor i64 %y, 3266489909
  %h2 = call i64 @llvm.nvvm.mulhi.ll(i64 %y, i64 %z2)
  %z3 = xor i64 %y, 668265263
  %h3 = call i64 @llvm.nvvm.mulhi.ll(i64 %y, i64 %z3)
  %l0 = trunc i64 %h0 to i32
  %u0 = lshr i64 %h0, 32
  %v0 = trunc i64 %u0 to i32
  %r0 = add i32 %l0, %v0
  %l1 = trunc i64 %h1 to i32
  %u1 = lshr i64 %h1, 32
  %v1 = trunc i64 %u1 to i32
  %r1 = add i32 %l1, %v1
  %l2 = trunc i64 %h2 to i32
  %u2 = lshr i64 %h2, 32
  %v2 = trunc i64 %u2 to i32
  %r2 = add i32 %l2, %v2
  %l3 = trunc i64 %h3 to i32
  %u3 = lshr i64 %h3, 32
  %v3 = trunc i64 %u3 to i32
  %r3 = add i32 %l3, %v3
  %o = mul i32 %t, 4
  %oi = zext i32 %o to i64
  %q0 = getelementptr inbounds i32, i32* %out, i64 %oi
  store i32 %r0, i32* %q0, align 4
  %q1 = getelementptr inbounds i32, i32* %q0, i64 1
  store i32 %r1, i32* %q1, align 4
  %q2 = getelementptr inbounds i32, i32* %q0, i64 2
  store i32 %r2, i32* %q2, align 4
  %q3 = getelementptr inbounds i32, i32* %q0, i64 3
  store i32 %r3, i32* %q3, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.mulhi.ll(i64, i64)
!nvvm.annotations = !{!0}
!0 = !{void (i64*, i32*)* @sinktree, !"kernel", i32 1}
