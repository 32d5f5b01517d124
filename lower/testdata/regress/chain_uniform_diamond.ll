; Fuzz seed 112011983 (the 12,000-kernel campaign's one failure, also on the session's first commit d65d509),
; reduced by hand: a short-circuit chain `if (u == 5 || (n == 4 ? .. : ..), tid > 20 || in[tid] > 5) loop`
; whose middle condition holds a uniform diamond (in the fuzz kernel, help0's `if` on constants inlined into
; `a || help0(x) > y || ...`). The diamond's join counted as a join of the chain, so the chain's divergent
; branches, after it, fell outside the chain: nothing was funnelled and the then-block was entered by two
; thread groups. The group of lanes 0..7 (in[tid] > 5, three iterations) opened the divergent loop's barrier
; and took its back edge; the group of lanes 21..31 (tid > 20, no iteration) opened the same barrier over
; it and left; lanes 0..7 then waited at its BSYNC for them: a deadlock at -O0 and -O2 before the fix
; (lower/funnelchain.go, enteredByGroups). Without the diamond the chain was already funnelled.
; opt: 0
; opt: 2
; launch: --kernel kgen --grid 1,1,1 --block 32,1,1 in=buf:i32:32=8,8,8,8,8,8,8,8,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 out=buf:i32:32=zero n=i32:3
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kgen(i32* %in, i32* %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %u = load i32, i32* %in, align 4
  %c0 = icmp eq i32 %u, 5
  br i1 %c0, label %then, label %or1
or1:
  %c1 = icmp eq i32 %n, 4
  br i1 %c1, label %da, label %db
da:
  br label %djoin
db:
  br label %djoin
djoin:
  %c2 = icmp ugt i32 %tid, 20
  br i1 %c2, label %then, label %or2
or2:
  %p = getelementptr inbounds i32, i32* %in, i64 %tid64
  %v = load i32, i32* %p, align 4
  %c3 = icmp sgt i32 %v, 5
  br i1 %c3, label %then, label %else
then:
  %low = icmp ult i32 %tid, 8
  %bound = select i1 %low, i32 %n, i32 0
  br label %loop
loop:
  %i = phi i32 [ 0, %then ], [ %i1, %body ]
  %acc = phi i32 [ 0, %then ], [ %acc1, %body ]
  %c4 = icmp ult i32 %i, %bound
  br i1 %c4, label %body, label %exit
body:
  %i1 = add nuw nsw i32 %i, 1
  %i64 = zext i32 %i to i64
  %pi = getelementptr inbounds i32, i32* %in, i64 %i64
  %x = load i32, i32* %pi, align 4
  %acc1 = add i32 %acc, %x
  br label %loop
exit:
  br label %join
else:
  br label %join
join:
  %r = phi i32 [ %acc, %exit ], [ 100, %else ]
  %q = getelementptr inbounds i32, i32* %out, i64 %tid64
  store i32 %r, i32* %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32)* @kgen, !"kernel", i32 1}
