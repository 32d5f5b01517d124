; A 64-bit value built from two 32-bit results, (zext hi << 32) | zext lo:
; the selector writes each half with a MOV into the pair, which register
; allocation cannot coalesce (a 32-bit value into half of a pair). The
; -O2 cleanup (pairs.go) has the LOP3 and the IMAD write the halves
; directly, the second after the first already writes its half.
; CHECK: LOP3 %r{{[0-9]+}}.1, %r{{[0-9]+}}, RZ, %r{{[0-9]+}}, 0x5A, !PT
; CHECK-NEXT: IMAD %r{{[0-9]+}}.0, %r{{[0-9]+}}, 0x7, RZ
; CHECK: STG.64
; CHECK-COUNT: 0 MOV
define void @pairs(i32* %in, i64* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ti = zext i32 %t to i64
  %p = getelementptr inbounds i32, i32* %in, i64 %ti
  %a = load i32, i32* %p, align 4
  %lo = mul i32 %a, 7
  %hi = xor i32 %a, %t
  %zl = zext i32 %lo to i64
  %zh = zext i32 %hi to i64
  %sh = shl i64 %zh, 32
  %v = or i64 %sh, %zl
  %q = getelementptr inbounds i64, i64* %out, i64 %ti
  store i64 %v, i64* %q, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i64*)* @pairs, !"kernel", i32 1}
