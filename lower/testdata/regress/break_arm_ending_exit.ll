; opt: 0
; opt: 2
; opt: 2 stress 9
; launch: --kernel k --grid 1,1,1 --block 32,1,1 p=buf:u32:32=zero n=i32:8
; Reconvergence shape (issue 17): a break in the nested arm %A of a divergent if in a loop whose
; own exit (%loop -> %done) only ends the thread: post-dominance ignores that exit, so %A
; post-dominates the whole loop and the if's immediate post-dominator is reached only through
; the back edge. Before: rejected ("the divergent loop exited here has more than one entry
; block"); the break funnel now takes such branches too (lower/funnelbreak.go).
define void @k(i32* %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %t64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %c = icmp ult i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %x = add i32 %t, %i
  %d = and i32 %x, 3
  %c1 = icmp eq i32 %d, 0
  br i1 %c1, label %A, label %B
A:
  %c2 = icmp ugt i32 %x, 20
  br i1 %c2, label %brk, label %A2
A2:
  store i32 %i, i32* %q, align 4
  br label %latch
B:
  store i32 %d, i32* %q, align 4
  br label %latch
latch:
  %i1 = add i32 %i, 1
  br label %loop
brk:
  store i32 7, i32* %q, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @k, !"kernel", i32 1}
