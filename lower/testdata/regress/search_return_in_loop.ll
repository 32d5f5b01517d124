; opt: 0
; opt: 2
; opt: 2 stress 3
; launch: --kernel search_ret --grid 2,1,1 --block 64,1,1 --shared 0 in=buf:i32:64=11,48,85,122,159,74,233,14,51,88,125,162,199,236,17,54,91,128,165,202,74,20,57,94,131,168,205,242,23,60,97,134,171,208,245,26,63,100,137,174,211,74,29,66,103,140,177,214,254,39,70,111,142,183,222,255,38,79,110,151,183,220,1,38 out=buf:i32:128=zero s=u32:1
; Reconvergence shape (fuzz seed 30003235, hand-reduced): an outer loop whose body branches
; uniformly (%cta < %s: CTA 0 takes %then, CTA 1 %else); the else arm holds a two-exit search
; loop (%notfound -> %latch, %found -> %join) whose step returns early from a nested arm
; (%early). The multi-exit funnel (funnel0) dispatches to %notfound, %found and the return, and
; the break funnel joins the body at funnel2; %found's path meets %then at %join, a side entry
; into the region of funnel0's divergent switch. No barrier at funnel0 could cover it, and the
; side-entry hoisting (hoistTarget) gave up at the search loop's header (a dominator inside a
; loop in the region) instead of going on to %body: "block %then enters the divergent region of
; this branch from outside" at -O2 before the fix.
; Expected out (independent model of the kernel): CTA 0 all 600; CTA 1 threads 0..5
; 1006,1004,1003,1002,1001,1000 (early returns), thread 63 1008; 23 early returns, 181 found,
; 79 not found over the 6 iterations.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @search_ret(i32* %in, i32* %out, i32 %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %gid = add i32 %base, %tid
  %t64 = zext i32 %gid to i64
  %op = getelementptr inbounds i32, i32* %out, i64 %t64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]
  %c = icmp ult i32 %i, 6
  br i1 %c, label %body, label %done
body:
  %even = icmp ult i32 %cta, %s
  br i1 %even, label %then, label %else
then:
  %accT = add i32 %acc, 100
  br label %join
else:
  br label %search
search:
  %k = phi i32 [ 0, %else ], [ %k1, %next ]
  %kc = icmp ult i32 %k, 8
  br i1 %kc, label %test, label %notfound
test:
  %idx = add i32 %tid, %k
  %idx2 = and i32 %idx, 63
  %idx64 = zext i32 %idx2 to i64
  %p = getelementptr inbounds i32, i32* %in, i64 %idx64
  %v = load i32, i32* %p, align 4
  %v7 = and i32 %v, 7
  %hit = icmp eq i32 %v7, %i
  br i1 %hit, label %found, label %step
step:
  %v63 = and i32 %v, 63
  %isret = icmp eq i32 %v63, 10
  br i1 %isret, label %early, label %next
early:
  %ka = add i32 %acc, %k
  %kr = add i32 %ka, 1000
  store i32 %kr, i32* %op, align 4
  ret void
next:
  %k1 = add i32 %k, 1
  br label %search
found:
  %accF = add i32 %acc, %k
  br label %join
notfound:
  %accN = add i32 %acc, 50
  br label %latch
join:
  %accJ = phi i32 [ %accT, %then ], [ %accF, %found ]
  br label %latch
latch:
  %acc1 = phi i32 [ %accN, %notfound ], [ %accJ, %join ]
  %i1 = add i32 %i, 1
  br label %loop
done:
  store i32 %acc, i32* %op, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32)* @search_ret, !"kernel", i32 1}
