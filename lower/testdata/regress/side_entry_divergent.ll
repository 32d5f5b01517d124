; opt: 0
; opt: 2
; opt: 2 stress 5
; launch: --kernel k --grid 1,1,1 --block 32,1,1 p=buf:u32:32=zero n=i32:0
; The divergent branch in %B has the region {%C, %D}, which %A enters from
; divergent code (%A's own branch is divergent): a landing block's BSSY
; there could overwrite the barrier of threads still in the region, so the
; barrier opens in %entry, the nearest dominator whose region up to %J has
; no side entry (issue 17: a branch chain nested in a divergent if). Before
; the fix, lowering rejected it ("enters the divergent region of this
; branch from outside"). Stores per thread show who ran %C, %D and %J; the
; inner divergent branch in %C reconverges at %J too.
define void @k(i32* %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %t64
  %u = icmp eq i32 %n, 0
  br i1 %u, label %A, label %B
A:
  %d = icmp ult i32 %t, 7
  br i1 %d, label %C, label %J
B:
  %e0 = icmp ugt i32 %t, 20
  br i1 %e0, label %C, label %J
C:
  %c = phi i32 [ 10, %A ], [ 20, %B ]
  %ct = add i32 %c, %t
  store i32 %ct, i32* %q, align 4
  %e = icmp ugt i32 %t, 3
  br i1 %e, label %D, label %J
D:
  %old = load i32, i32* %q, align 4
  %x = mul i32 %old, 3
  store i32 %x, i32* %q, align 4
  br label %J
J:
  %v = load i32, i32* %q, align 4
  %w = add i32 %v, 1000
  store i32 %w, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @k, !"kernel", i32 1}
