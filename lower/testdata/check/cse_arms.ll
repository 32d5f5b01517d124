; Common subexpressions only merge into an instruction that dominates
; them (cse.go): the same product x*44 in both arms of an if/else stays in
; each arm, since neither arm dominates the other, and the join, which
; neither arm dominates, computes it again. (The arms stay branches:
; predicated, ifconvert.go, they would be one block of guarded IMADs.)
; IFCONVERT: off
; CHECK: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, 0x2C, RZ
; CHECK: BRA
; CHECK: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, 0x2C, RZ
; CHECK: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, 0x2C, RZ
; CHECK-COUNT: 3 0x2C, RZ
define void @cse_arms(i32* %in, i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %p = getelementptr inbounds i32, i32* %in, i64 %ti
  %x = load i32, i32* %p, align 4
  %ex = xor i32 %x, %t
  %c = icmp slt i32 %x, 100
  br i1 %c, label %then, label %else
then:
  %a = mul i32 %x, 44
  %a1 = xor i32 %a, 3
  %a2 = mul i32 %a1, %a1
  br label %join
else:
  %b = mul i32 %x, 44
  %b1 = xor i32 %b, 5
  %b2 = mul i32 %b1, %t
  br label %join
join:
  %r = phi i32 [ %a2, %then ], [ %b2, %else ]
  %j = mul i32 %x, 44
  %j1 = mul i32 %j, %r
  %s = add i32 %j1, %ex
  %q = getelementptr inbounds i32, i32* %out, i64 %ti
  store i32 %s, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*)* @cse_arms, !"kernel", i32 1}
