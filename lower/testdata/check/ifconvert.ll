; If-conversion (ifconvert.go) in the -O2 cleanup. A load of the element in
; bounds (a triangle: `i < n ? in[i] : 0`) becomes a guarded LDG and a SEL
; for the phi; an if/else of arithmetic (a diamond) runs both arms
; unguarded and SELs the result; a store under a condition whose join only
; exits (no BSSY) becomes a guarded STG. An arm of 18 instructions stays a
; branch with its BSSY/BSYNC, and so does an arm holding an atomic.
; CHECK: bb0.entry:
; CHECK-NOT: BRA
; CHECK: @%p{{[0-9]+}} LDG %r{{[0-9]+}}, [%r{{[0-9]+}}]
; CHECK-NEXT: SEL %r{{[0-9]+}}, %r{{[0-9]+}}, RZ, %p{{[0-9]+}}
; CHECK-NOT: BRA
; CHECK: SHF.R.U32
; CHECK-NEXT: MOV
; CHECK-NEXT: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, 0x3,
; CHECK-NEXT: SEL
; CHECK: BSSY B0, bb{{[0-9]+}}.mid
; CHECK: bb{{[0-9]+}}.long:
; CHECK: bb{{[0-9]+}}.mid:
; CHECK: BSYNC B0
; CHECK: BSSY B0, bb{{[0-9]+}}.store
; CHECK: bb{{[0-9]+}}.count:
; CHECK: RED.ADD
; CHECK: bb{{[0-9]+}}.store:
; CHECK-NEXT: BSYNC B0
; CHECK-NEXT: ISETP.NE.AND.U32
; CHECK-NEXT: @%p{{[0-9]+}} STG
; CHECK-NEXT: EXIT
; CHECK-COUNT: 2 BSSY
; CHECK-COUNT: 2 BSYNC
define void @ifconvert(i32* %in, i32* %out, i32* %cnt, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %inb = icmp slt i32 %t, %n
  br i1 %inb, label %load, label %loaded
load:
  %p = getelementptr inbounds i32, i32* %in, i64 %ti
  %x0 = load i32, i32* %p, align 4
  br label %loaded
loaded:
  %x = phi i32 [ %x0, %load ], [ 0, %entry ]
  %odd = icmp ne i32 %t, 5
  br i1 %odd, label %tri, label %halve
tri:
  %m = mul i32 %x, 3
  %m1 = add i32 %m, 1
  br label %step
halve:
  %h = lshr i32 %x, 1
  br label %step
step:
  %y = phi i32 [ %m1, %tri ], [ %h, %halve ]
  %big = icmp ugt i32 %y, 1000
  br i1 %big, label %long, label %mid
long:
  %a1 = mul i32 %y, %y
  %a2 = xor i32 %a1, 12345
  %a3 = mul i32 %a2, %a1
  %a4 = xor i32 %a3, %y
  %a5 = mul i32 %a4, %a3
  %a6 = xor i32 %a5, 777
  %a7 = mul i32 %a6, %a5
  %a8 = xor i32 %a7, %a1
  %a9 = mul i32 %a8, %a7
  %a10 = xor i32 %a9, %a2
  %a11 = mul i32 %a10, %a9
  %a12 = xor i32 %a11, 4242
  %a13 = mul i32 %a12, %a11
  %a14 = xor i32 %a13, %a3
  %a15 = mul i32 %a14, %a13
  %a16 = xor i32 %a15, 99
  %a17 = mul i32 %a16, %a15
  %a18 = xor i32 %a17, %a4
  br label %mid
mid:
  %z = phi i32 [ %a18, %long ], [ %y, %step ]
  %q = getelementptr inbounds i32, i32* %out, i64 %ti
  %neg = icmp slt i32 %z, 0
  br i1 %neg, label %count, label %store
count:
  %old = atomicrmw add i32* %cnt, i32 1 monotonic
  br label %store
store:
  %keep = icmp ne i32 %z, 7
  br i1 %keep, label %st, label %done
st:
  store i32 %z, i32* %q, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32*, i32)* @ifconvert, !"kernel", i32 1}
