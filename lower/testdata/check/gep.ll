; Address arithmetic: a sign-extended index folds into LEA/LEA.HI.X.SX32, a
; zero-extended one into LEA.HI.X with Rc = RZ (not printed), constant offsets (also those of
; `sext(add nsw i, C)`) into the LDG/STG immediate, a 12-byte stride is an
; IMAD.WIDE, and single-use pointer parameters are constant-bank operands.
; CHECK: LEA %r{{[0-9]+}}.0, %p{{[0-9]+}}, %r{{[0-9]+}}, c[0x0][0x160], 0x2
; CHECK-NEXT: LEA.HI.X.SX32 %r{{[0-9]+}}.1, %r{{[0-9]+}}, c[0x0][0x164], 0x2, %p{{[0-9]+}}
; CHECK-NEXT: LDG %r{{[0-9]+}}, [%r{{[0-9]+}}+0x10]
; CHECK: LEA %r{{[0-9]+}}.0, %p{{[0-9]+}}, %r{{[0-9]+}}, c[0x0][0x168], 0x2
; CHECK-NEXT: LEA.HI.X.SX32 %r{{[0-9]+}}.1, %r{{[0-9]+}}, c[0x0][0x16C], 0x2, %p{{[0-9]+}}
; CHECK-NEXT: STG [%r{{[0-9]+}}+0xC], %r{{[0-9]+}}
; CHECK: LEA.HI.X %r{{[0-9]+}}.1, %r{{[0-9]+}}, c[0x0][0x174], 0x3, %p{{[0-9]+}}
; CHECK-NEXT: STG.64 [%r{{[0-9]+}}-0x8], %r{{[0-9]+}}
; CHECK: IMAD.WIDE %r{{[0-9]+}}, %r{{[0-9]+}}, {{.*}}
; CHECK-NEXT: LDG %r{{[0-9]+}}, [%r{{[0-9]+}}+0x8]
; CHECK-NOT: IADD
; CHECK: EXIT
%S = type { i32, i32, i32 }
define void @gep(i32* %a, i32* %b, i64* %c, %S* %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = sext i32 %tid to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %pa4 = getelementptr inbounds i32, i32* %pa, i64 4
  %v = load i32, i32* %pa4, align 4
  %j = add nsw i32 %tid, 3
  %jj = sext i32 %j to i64
  %pb = getelementptr inbounds i32, i32* %b, i64 %jj
  store i32 %v, i32* %pb, align 4
  %z = zext i32 %tid to i64
  %pc = getelementptr inbounds i64, i64* %c, i64 %z
  %pc1 = getelementptr inbounds i64, i64* %pc, i64 -1
  %w = sext i32 %v to i64
  store i64 %w, i64* %pc1, align 8
  %ps = getelementptr inbounds %S, %S* %s, i64 %i, i32 2
  %x = load i32, i32* %ps, align 4
  store i32 %x, i32* %pa, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i64*, %S*)* @gep, !"kernel", i32 1}
