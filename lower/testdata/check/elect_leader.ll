; "One lane does it": `if (lane == __ffs(__activemask()) - 1)` (clang:
; laneid == cttz(activemask)) is ELECT's predicate, true in the lowest
; active lane only: no VOTE, no software count, no compare.
; NOEXEC
; CHECK: ELECT %p{{[0-9]+}}, RZ
; CHECK-COUNT: 0 VOTE
; CHECK-COUNT: 0 ISETP
; CHECK-COUNT: 0 S2R %r{{[0-9]+}}, SR_LANEID
define void @elect_leader(i32* %p) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %m = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %l = call i32 @llvm.cttz.i32(i32 %m, i1 true)
  %first = icmp eq i32 %lane, %l
  br i1 %first, label %one, label %done
one:
  %old = load i32, i32* %p, align 4
  %new = add i32 %old, 1
  store i32 %new, i32* %p, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.cttz.i32(i32, i1)
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @elect_leader, !"kernel", i32 1}
