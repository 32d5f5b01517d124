; opt: 0
; opt: 2
; opt: 2 stress 5
; launch: --kernel k --grid 1,1,1 --block 32,1,1 p=buf:u32:32=zero n=i32:1
; The divergent branch in %A has the region {%C}, which %B enters from
; converged code (a uniform branch): %B's threads, the whole warp, open the
; barrier themselves on their edge (issue 17: a funnelled loop's exit target
; that a guard before the loop also reaches). Stores per thread show who
; ran %C and %J.
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
  br label %C
C:
  %c = phi i32 [ 10, %A ], [ 20, %B ]
  %ct = add i32 %c, %t
  store i32 %ct, i32* %q, align 4
  %e = icmp ugt i32 %t, 12
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
