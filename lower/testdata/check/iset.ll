; ISET (lower/iset.go): sext of a compare is ISET.BM (-1/0), select 0/-1 the
; inverse compare, uitofp i1 and select 1.0/0.0 ISET.BF, and the and of two
; compares ISETP + ISET.AND with the first as pp. zext (1/0) stays ISETP + SEL
; (ISET has no 1/0 form), as does a compare with a second use (the ISETP is
; needed anyway) and a uniform compare (UISETP + USEL).
; CHECK: ISET.LT %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: ISET.LE.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x11
; CHECK: ISETP.EQ.AND.U32 %p{{[0-9]+}}
; CHECK: ISET.NE.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x3, %p{{[0-9]+}}
; CHECK: ISET.GE.BF %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
; CHECK: ISET.LE.U32.BF %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: ISETP.LT.AND
; CHECK-NEXT: SEL %r{{[0-9]+}}, RZ, 0x1
; CHECK: ISETP.GT.AND
; CHECK: SEL %r{{[0-9]+}}, RZ, -0x1
; CHECK: UISETP
; CHECK-NEXT: USEL
; CHECK-COUNT: 5 ISET.
define void @isetk(i32* %p, float* %f, i32 %n) {
entry:
  %a = load i32, i32* %p, align 4
  %q = getelementptr inbounds i32, i32* %p, i64 1
  %b = load i32, i32* %q, align 4
  %c1 = icmp slt i32 %a, %b
  %m1 = sext i1 %c1 to i32
  store i32 %m1, i32* %p, align 4
  %c2 = icmp ugt i32 %a, 17
  %m2 = select i1 %c2, i32 0, i32 -1
  store i32 %m2, i32* %q, align 4
  %c3 = icmp eq i32 %a, %b
  %c4 = icmp ne i32 %b, 3
  %c5 = and i1 %c3, %c4
  %m3 = sext i1 %c5 to i64
  %q2 = getelementptr inbounds i32, i32* %p, i64 2
  %q2w = bitcast i32* %q2 to i64*
  store i64 %m3, i64* %q2w, align 8
  %c6 = icmp sge i32 %a, 0
  %f1 = uitofp i1 %c6 to float
  store float %f1, float* %f, align 4
  %c7 = icmp ule i32 %b, %a
  %f2 = select i1 %c7, float 1.0, float 0.0
  %fq = getelementptr inbounds float, float* %f, i64 1
  store float %f2, float* %fq, align 4
  %c8 = icmp slt i32 %a, %b
  %z = zext i1 %c8 to i32
  %q4 = getelementptr inbounds i32, i32* %p, i64 4
  store i32 %z, i32* %q4, align 4
  %c9 = icmp sgt i32 %a, %b
  %m9 = sext i1 %c9 to i32
  %q5 = getelementptr inbounds i32, i32* %p, i64 5
  store i32 %m9, i32* %q5, align 4
  %z9 = zext i1 %c9 to i32
  %q6 = getelementptr inbounds i32, i32* %p, i64 6
  store i32 %z9, i32* %q6, align 4
  %cu = icmp eq i32 %n, 7
  %mu = sext i1 %cu to i32
  %q7 = getelementptr inbounds i32, i32* %p, i64 7
  store i32 %mu, i32* %q7, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, float*, i32)* @isetk, !"kernel", i32 1}
