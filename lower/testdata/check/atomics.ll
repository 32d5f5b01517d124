; Signed i64 atomicrmw min is a CAS loop between the active-lane mask
; (VOTE.ANY) and a WARPSYNC on it; cmpxchg is ATOM.CAS with the success
; flag from comparing the old value; fence is MEMBAR (.CTA for "block",
; else the default .GPU), and so are llvm.nvvm.membar.{sys,cta,gl}.
; NOEXEC
; CHECK: VOTE.ANY %r4, PT, PT
; CHECK: LDG.64 %r{{[0-9]+}}, [%r3]
; CHECK: BRA bb1.entry.cas1
; CHECK: bb1.entry.cas1:  // preds bb0.entry bb1.entry.cas1
; CHECK-NEXT: %r6.0 = PHI %r5, %r7
; CHECK-NEXT: ISETP.LT.AND.U32 %p9, %r1.0, %r6.0, PT
; CHECK-NEXT: ISETP.LT.AND.X %p10, %r1.1, %r6.1, PT, %p9
; CHECK-NEXT: SEL %r8.0, %r1.0, %r6.0, %p10
; CHECK-NEXT: SEL %r8.1, %r1.1, %r6.1, %p10
; CHECK-NEXT: ATOMG.CAS.U64 %r7, [%r3], %r6, %r8
; CHECK-NEXT: ISETP.NE.AND.U32 %p11, %r7.0, %r6.0, PT
; CHECK-NEXT: ISETP.NE.AND.U32.X %p12, %r7.1, %r6.1, PT, %p11
; CHECK-NEXT: @%p12 BRA bb1.entry.cas1
; CHECK-NEXT: BRA bb2.entry.cas1.done
; CHECK: bb2.entry.cas1.done:
; CHECK-NEXT: WARPSYNC %r4
; CHECK-NEXT: STG.64 [%r3+0x8], %r7
; CHECK: ATOMG.CAS %r17, [%r16], %r13, %r14
; CHECK-NEXT: ISETP.EQ.AND.U32 %p18, %r17, 0x7, PT
; CHECK: MEMBAR.CTA
; CHECK: STG [%r16], %r20
; CHECK-NEXT: MEMBAR
; CHECK-NEXT: MEMBAR.SYS
; CHECK-NEXT: MEMBAR.CTA
; CHECK-NEXT: MEMBAR
; CHECK-NEXT: EXIT
define void @atomics(i64* %p, i32 addrspace(1)* %q, i64 %x) {
entry:
  %o = atomicrmw min i64* %p, i64 %x seq_cst
  %p1 = getelementptr inbounds i64, i64* %p, i64 1
  store i64 %o, i64* %p1, align 8
  %c = cmpxchg i32 addrspace(1)* %q, i32 7, i32 9 seq_cst seq_cst
  %v = extractvalue { i32, i1 } %c, 0
  %ok = extractvalue { i32, i1 } %c, 1
  %z = zext i1 %ok to i32
  %s = add i32 %v, %z
  fence syncscope("block") acquire
  store i32 %s, i32 addrspace(1)* %q, align 4
  fence seq_cst
  call void @llvm.nvvm.membar.sys()
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  ret void
}
declare void @llvm.nvvm.membar.sys()
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
!nvvm.annotations = !{!0}
!0 = !{void (i64*, i32 addrspace(1)*, i64)* @atomics, !"kernel", i32 1}
