; opt: 0 stress 3
; launch: --kernel casloop --grid 1,1,1 --block 64,1,1 p=buf:i64:192=rand:9 n=buf:i32:64=rand:2
; A signed i64 atomicrmw max (a CAS loop, split into machine blocks) in
; the body of a loop whose trip count differs per thread: the divergent
; loop exit's BSSY goes before the loop, the loop body's blocks are split
; by the CAS loop, and the atomic's own WARPSYNC joins only the lanes still
; iterating. Final values only (the old values depend on the order), plus
; a per-thread sum of the uncontended old values.
define void @casloop(i64* %p, i32* %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nw = getelementptr inbounds i32, i32* %n, i32 %tid
  %cnt0 = load i32, i32* %nw, align 4
  %cnt = and i32 %cnt0, 7
  %t64 = zext i32 %tid to i64
  %slot = and i64 %t64, 3
  %shared = getelementptr inbounds i64, i64* %p, i64 %slot
  %own = getelementptr inbounds i64, i64* %p, i64 %t64
  %own8 = getelementptr inbounds i64, i64* %own, i64 64
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %body ]
  %more = icmp ult i32 %i, %cnt
  br i1 %more, label %body, label %exit

body:
  %i64 = zext i32 %i to i64
  %v0 = mul i64 %i64, -3074457345618258603
  %v = xor i64 %v0, %t64
  %o = atomicrmw max i64* %shared, i64 %v seq_cst
  %o2 = atomicrmw min i64* %own8, i64 %v seq_cst
  %acc1 = add i64 %acc, %o2
  %i1 = add i32 %i, 1
  br label %head

exit:
  %tw = getelementptr inbounds i64, i64* %own, i64 128
  store i64 %acc, i64* %tw, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i64*, i32*)* @casloop, !"kernel", i32 1}
