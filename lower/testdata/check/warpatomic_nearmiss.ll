; Atomics that are not aggregated per warp: a per-thread address, a 64-bit
; add, an exchange, an atomicMax whose old value is used, and an atomicAdd of
; a per-lane value whose old value is used (each lane would need a prefix
; sum). Each stays one ATOMG or RED per lane, with no ELECT or REDUX.
; NOEXEC
; CHECK-COUNT: 0 ELECT
; CHECK-COUNT: 0 REDUX
; CHECK-COUNT: 0 VOTE
; CHECK-COUNT: 5 ATOMG
; CHECK-COUNT: 0 RED.
define void @warpatomic_nearmiss(i32* %ctr, i64* %wide, i32* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr inbounds i32, i32* %ctr, i32 %tid
  %a = atomicrmw add i32* %pa, i32 1 seq_cst
  %b = atomicrmw add i64* %wide, i64 1 seq_cst
  %c1 = getelementptr inbounds i32, i32* %ctr, i32 100
  %c = atomicrmw xchg i32* %c1, i32 %tid seq_cst
  %d1 = getelementptr inbounds i32, i32* %ctr, i32 101
  %d = atomicrmw max i32* %d1, i32 %tid seq_cst
  %e1 = getelementptr inbounds i32, i32* %ctr, i32 102
  %e = atomicrmw add i32* %e1, i32 %tid seq_cst
  %bt = trunc i64 %b to i32
  %s1 = add i32 %a, %bt
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %q = getelementptr inbounds i32, i32* %out, i32 %tid
  store i32 %s4, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i64*, i32*)* @warpatomic_nearmiss, !"kernel", i32 1}
