; opt: 2 stress 7
; launch: --kernel atomics --grid 1,1,1 --block 96,1,1 p=buf:i64:512=rand:3 q=buf:i32:512=rand:4
; Signed i64 atomicrmw min/max are compare-and-swap loops (ATOMG/ATOMS.CAS.U64)
; that lanes leave in different iterations: contended ones on a few global
; and shared words (final values only: the old values depend on the order),
; uncontended ones on per-thread words (old values too), one under a
; divergent branch, and a barrier and shared-memory reads after the loops,
; which need the warp converged again. cmpxchg (i32 and i64, global and
; shared) on per-thread words stores the old value and the success flag;
; fence is MEMBAR.
@sh = internal addrspace(3) global [4 x i64] undef, align 8
@sh32 = internal addrspace(3) global [96 x i32] undef, align 4
define void @atomics(i64* %p, i32* %q) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t64 = zext i32 %tid to i64
  %gid = add i32 %tid, 96
  %g64 = zext i32 %gid to i64
  %k = and i32 %tid, 3
  %k64 = zext i32 %k to i64
  %sk = getelementptr inbounds [4 x i64], [4 x i64] addrspace(3)* @sh, i64 0, i64 %k64
  %lt4 = icmp ult i32 %tid, 4
  br i1 %lt4, label %init, label %go

init:
  store i64 0, i64 addrspace(3)* %sk, align 8
  br label %go

go:
  call void @llvm.nvvm.barrier0()
  ; x = (tid * 0x9E3779B97F4A7C15) ^ ctaid: mixed signs in the high word.
  %m = mul i64 %t64, -7046029254386353131
  %c64 = zext i32 %ctaid to i64
  %x = xor i64 %m, %c64
  %pk = getelementptr inbounds i64, i64* %p, i64 %k64
  %o1 = atomicrmw min i64* %pk, i64 %x seq_cst
  %pk4 = getelementptr inbounds i64, i64* %pk, i64 4
  %o2 = atomicrmw max i64* %pk4, i64 %x seq_cst
  %o3 = atomicrmw max i64 addrspace(3)* %sk, i64 %x seq_cst
  ; uncontended: one word per thread, old values stored
  %own = getelementptr inbounds i64, i64* %p, i64 %g64
  %o4 = atomicrmw min i64* %own, i64 %x seq_cst
  %own2 = getelementptr inbounds i64, i64* %own, i64 192
  store i64 %o4, i64* %own2, align 8
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %div, label %join

div:
  %own3 = getelementptr inbounds i64, i64* %own, i64 96
  %o5 = atomicrmw max i64* %own3, i64 %x monotonic
  %o5t = trunc i64 %o5 to i32
  br label %join

join:
  %r5 = phi i32 [ %o5t, %div ], [ -1, %go ]
  ; cmpxchg on per-thread words: i32 global (expected = current value, so
  ; it succeeds for threads whose q word is even), i64 global, i32 shared.
  %qw = getelementptr inbounds i32, i32* %q, i32 %tid
  %cur = load i32, i32* %qw, align 4
  %bit = and i32 %cur, 1
  %exp = add i32 %cur, %bit
  %cx = cmpxchg i32* %qw, i32 %exp, i32 %r5 seq_cst seq_cst
  %cxv = extractvalue { i32, i1 } %cx, 0
  %cxok = extractvalue { i32, i1 } %cx, 1
  %okz = zext i1 %cxok to i32
  %qw2 = getelementptr inbounds i32, i32* %qw, i32 96
  store i32 %okz, i32* %qw2, align 4
  %qw3 = getelementptr inbounds i32, i32* %qw, i32 192
  store i32 %cxv, i32* %qw3, align 4
  %own4 = getelementptr inbounds i64, i64* %own, i64 288
  %c64v = load i64, i64* %own4, align 8
  %cx2 = cmpxchg i64* %own4, i64 %c64v, i64 %x acq_rel monotonic
  %cx2ok = extractvalue { i64, i1 } %cx2, 1
  %cx2v = extractvalue { i64, i1 } %cx2, 0
  %okz2 = zext i1 %cx2ok to i32
  %qw4 = getelementptr inbounds i32, i32* %qw, i32 288
  store i32 %okz2, i32* %qw4, align 4
  %sw = getelementptr inbounds [96 x i32], [96 x i32] addrspace(3)* @sh32, i32 0, i32 %tid
  store i32 %tid, i32 addrspace(3)* %sw, align 4
  %cx3 = cmpxchg i32 addrspace(3)* %sw, i32 5, i32 77 seq_cst seq_cst
  %cx3ok = extractvalue { i32, i1 } %cx3, 1
  %cx3z = zext i1 %cx3ok to i32
  %cx3v = extractvalue { i32, i1 } %cx3, 0
  %sum = add i32 %cx3v, %cx3z
  %qw5 = getelementptr inbounds i32, i32* %qw, i32 384
  store i32 %sum, i32* %qw5, align 4
  %low = trunc i64 %cx2v to i32
  %qw6 = getelementptr inbounds i32, i32* %qw, i32 416
  %lo6 = and i32 %tid, 31
  %qw6b = getelementptr inbounds i32, i32* %qw6, i32 %lo6
  %dummy = add i32 %low, 0
  fence syncscope("block") seq_cst
  fence seq_cst
  call void @llvm.nvvm.barrier0()
  %mine = load i64, i64 addrspace(3)* %sk, align 8
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %out, label %done

out:
  %c4 = mul i32 %ctaid, 4
  %c4w = zext i32 %c4 to i64
  %slot = getelementptr inbounds i64, i64* %p, i64 480
  %slot2 = getelementptr inbounds i64, i64* %slot, i64 %c4w
  %s0 = load i64, i64 addrspace(3)* getelementptr inbounds ([4 x i64], [4 x i64] addrspace(3)* @sh, i64 0, i64 0), align 8
  %s1 = load i64, i64 addrspace(3)* getelementptr inbounds ([4 x i64], [4 x i64] addrspace(3)* @sh, i64 0, i64 1), align 8
  %s3 = load i64, i64 addrspace(3)* getelementptr inbounds ([4 x i64], [4 x i64] addrspace(3)* @sh, i64 0, i64 3), align 8
  store i64 %s0, i64* %slot2, align 8
  %sl1 = getelementptr inbounds i64, i64* %slot2, i64 1
  store i64 %s1, i64* %sl1, align 8
  %sl2 = getelementptr inbounds i64, i64* %slot2, i64 2
  store i64 %mine, i64* %sl2, align 8
  %sl3 = getelementptr inbounds i64, i64* %slot2, i64 3
  store i64 %s3, i64* %sl3, align 8
  br label %done

done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{void (i64*, i32*)* @atomics, !"kernel", i32 1}
