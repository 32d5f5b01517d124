; NOEXEC
; (FP optypes: the machine-IR test interpreter does not model them; fp_test.go runs FP code on the emulator)
; fcmp predicates map one to one onto FSETP/DSETP comparisons (ordered,
; unordered with U, ord = NUM, uno = NAN); true and false are constants.
; CHECK: FSETP.EQ.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.NE.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.LT.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.LE.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.GT.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.GE.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.EQU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.NEU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.LTU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.LEU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.GTU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.GEU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.NUM.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: FSETP.NAN.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.EQ.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.NE.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.LT.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.LE.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.GT.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.GE.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.EQU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.NEU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.LTU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.LEU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.GTU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.GEU.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.NUM.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: DSETP.NAN.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK-COUNT: 28 SETP
define void @fcmp(float* %p, double* %q, i32* %r) {
entry:
  %a = load float, float* %p, align 4
  %pb = getelementptr inbounds float, float* %p, i64 1
  %b = load float, float* %pb, align 4
  %x = load double, double* %q, align 8
  %qb = getelementptr inbounds double, double* %q, i64 1
  %y = load double, double* %qb, align 8
  %c0 = fcmp oeq float %a, %b
  %z0 = zext i1 %c0 to i32
  %g0 = getelementptr inbounds i32, i32* %r, i64 0
  store i32 %z0, i32* %g0, align 4
  %c1 = fcmp one float %a, %b
  %z1 = zext i1 %c1 to i32
  %g1 = getelementptr inbounds i32, i32* %r, i64 1
  store i32 %z1, i32* %g1, align 4
  %c2 = fcmp olt float %a, %b
  %z2 = zext i1 %c2 to i32
  %g2 = getelementptr inbounds i32, i32* %r, i64 2
  store i32 %z2, i32* %g2, align 4
  %c3 = fcmp ole float %a, %b
  %z3 = zext i1 %c3 to i32
  %g3 = getelementptr inbounds i32, i32* %r, i64 3
  store i32 %z3, i32* %g3, align 4
  %c4 = fcmp ogt float %a, %b
  %z4 = zext i1 %c4 to i32
  %g4 = getelementptr inbounds i32, i32* %r, i64 4
  store i32 %z4, i32* %g4, align 4
  %c5 = fcmp oge float %a, %b
  %z5 = zext i1 %c5 to i32
  %g5 = getelementptr inbounds i32, i32* %r, i64 5
  store i32 %z5, i32* %g5, align 4
  %c6 = fcmp ueq float %a, %b
  %z6 = zext i1 %c6 to i32
  %g6 = getelementptr inbounds i32, i32* %r, i64 6
  store i32 %z6, i32* %g6, align 4
  %c7 = fcmp une float %a, %b
  %z7 = zext i1 %c7 to i32
  %g7 = getelementptr inbounds i32, i32* %r, i64 7
  store i32 %z7, i32* %g7, align 4
  %c8 = fcmp ult float %a, %b
  %z8 = zext i1 %c8 to i32
  %g8 = getelementptr inbounds i32, i32* %r, i64 8
  store i32 %z8, i32* %g8, align 4
  %c9 = fcmp ule float %a, %b
  %z9 = zext i1 %c9 to i32
  %g9 = getelementptr inbounds i32, i32* %r, i64 9
  store i32 %z9, i32* %g9, align 4
  %c10 = fcmp ugt float %a, %b
  %z10 = zext i1 %c10 to i32
  %g10 = getelementptr inbounds i32, i32* %r, i64 10
  store i32 %z10, i32* %g10, align 4
  %c11 = fcmp uge float %a, %b
  %z11 = zext i1 %c11 to i32
  %g11 = getelementptr inbounds i32, i32* %r, i64 11
  store i32 %z11, i32* %g11, align 4
  %c12 = fcmp ord float %a, %b
  %z12 = zext i1 %c12 to i32
  %g12 = getelementptr inbounds i32, i32* %r, i64 12
  store i32 %z12, i32* %g12, align 4
  %c13 = fcmp uno float %a, %b
  %z13 = zext i1 %c13 to i32
  %g13 = getelementptr inbounds i32, i32* %r, i64 13
  store i32 %z13, i32* %g13, align 4
  %c14 = fcmp true float %a, %b
  %z14 = zext i1 %c14 to i32
  %g14 = getelementptr inbounds i32, i32* %r, i64 14
  store i32 %z14, i32* %g14, align 4
  %c15 = fcmp false float %a, %b
  %z15 = zext i1 %c15 to i32
  %g15 = getelementptr inbounds i32, i32* %r, i64 15
  store i32 %z15, i32* %g15, align 4
  %c16 = fcmp oeq double %x, %y
  %z16 = zext i1 %c16 to i32
  %g16 = getelementptr inbounds i32, i32* %r, i64 16
  store i32 %z16, i32* %g16, align 4
  %c17 = fcmp one double %x, %y
  %z17 = zext i1 %c17 to i32
  %g17 = getelementptr inbounds i32, i32* %r, i64 17
  store i32 %z17, i32* %g17, align 4
  %c18 = fcmp olt double %x, %y
  %z18 = zext i1 %c18 to i32
  %g18 = getelementptr inbounds i32, i32* %r, i64 18
  store i32 %z18, i32* %g18, align 4
  %c19 = fcmp ole double %x, %y
  %z19 = zext i1 %c19 to i32
  %g19 = getelementptr inbounds i32, i32* %r, i64 19
  store i32 %z19, i32* %g19, align 4
  %c20 = fcmp ogt double %x, %y
  %z20 = zext i1 %c20 to i32
  %g20 = getelementptr inbounds i32, i32* %r, i64 20
  store i32 %z20, i32* %g20, align 4
  %c21 = fcmp oge double %x, %y
  %z21 = zext i1 %c21 to i32
  %g21 = getelementptr inbounds i32, i32* %r, i64 21
  store i32 %z21, i32* %g21, align 4
  %c22 = fcmp ueq double %x, %y
  %z22 = zext i1 %c22 to i32
  %g22 = getelementptr inbounds i32, i32* %r, i64 22
  store i32 %z22, i32* %g22, align 4
  %c23 = fcmp une double %x, %y
  %z23 = zext i1 %c23 to i32
  %g23 = getelementptr inbounds i32, i32* %r, i64 23
  store i32 %z23, i32* %g23, align 4
  %c24 = fcmp ult double %x, %y
  %z24 = zext i1 %c24 to i32
  %g24 = getelementptr inbounds i32, i32* %r, i64 24
  store i32 %z24, i32* %g24, align 4
  %c25 = fcmp ule double %x, %y
  %z25 = zext i1 %c25 to i32
  %g25 = getelementptr inbounds i32, i32* %r, i64 25
  store i32 %z25, i32* %g25, align 4
  %c26 = fcmp ugt double %x, %y
  %z26 = zext i1 %c26 to i32
  %g26 = getelementptr inbounds i32, i32* %r, i64 26
  store i32 %z26, i32* %g26, align 4
  %c27 = fcmp uge double %x, %y
  %z27 = zext i1 %c27 to i32
  %g27 = getelementptr inbounds i32, i32* %r, i64 27
  store i32 %z27, i32* %g27, align 4
  %c28 = fcmp ord double %x, %y
  %z28 = zext i1 %c28 to i32
  %g28 = getelementptr inbounds i32, i32* %r, i64 28
  store i32 %z28, i32* %g28, align 4
  %c29 = fcmp uno double %x, %y
  %z29 = zext i1 %c29 to i32
  %g29 = getelementptr inbounds i32, i32* %r, i64 29
  store i32 %z29, i32* %g29, align 4
  %c30 = fcmp true double %x, %y
  %z30 = zext i1 %c30 to i32
  %g30 = getelementptr inbounds i32, i32* %r, i64 30
  store i32 %z30, i32* %g30, align 4
  %c31 = fcmp false double %x, %y
  %z31 = zext i1 %c31 to i32
  %g31 = getelementptr inbounds i32, i32* %r, i64 31
  store i32 %z31, i32* %g31, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (float*, double*, i32*)* @fcmp, !"kernel", i32 1}
