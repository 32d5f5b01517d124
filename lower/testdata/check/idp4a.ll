; IDP4A/IDP2A (lower/dotproduct.go): the open-coded sum of four products of
; sign-extended bytes of two words plus an accumulator (clang-14 -O2's form of
; a loop over the bytes) is one IDP.4A.S8.S8; the zero-extended form without an
; accumulator IDP.4A.U8.U8 with RZ; the LLVM 17+ intrinsics idp4a.s.u and
; idp2a.u.s (hi) map one to one. A second sum of the same products (clang
; shares them between two sums over the same bytes) is a second IDP.4A. No byte
; extraction or IMAD is left.
; CHECK: IDP.4A.S8.S8 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: IDP.4A.S8.S8 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 0xB
; CHECK: IDP.4A.U8.U8 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
; CHECK: IDP.4A.S8.U8 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x5
; CHECK: IDP.2A.HI.U16.S8 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK-COUNT: 0 IMAD
; CHECK-COUNT: 0 SHF
; CHECK-COUNT: 0 LOP3
define void @dot(i32* %o, i32* %a, i32* %b, i8* %ca, i8* %cb) {
entry:
  %v6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v7 = sext i32 %v6 to i64
  %v8 = getelementptr inbounds i32, i32* %a, i64 %v7
  %v9 = load i32, i32* %v8, align 4
  %v10 = getelementptr inbounds i32, i32* %b, i64 %v7
  %v11 = load i32, i32* %v10, align 4
  %v12 = getelementptr inbounds i32, i32* %o, i64 %v7
  %v13 = load i32, i32* %v12, align 4
  %v14 = shl i32 %v9, 24
  %v15 = ashr exact i32 %v14, 24
  %v16 = shl i32 %v11, 24
  %v17 = ashr exact i32 %v16, 24
  %v18 = mul nsw i32 %v15, %v17
  %v19 = add nsw i32 %v18, %v13
  %v20 = shl i32 %v9, 16
  %v21 = ashr i32 %v20, 24
  %v22 = shl i32 %v11, 16
  %v23 = ashr i32 %v22, 24
  %v24 = mul nsw i32 %v21, %v23
  %v25 = add nsw i32 %v24, %v19
  %v26 = shl i32 %v9, 8
  %v27 = ashr i32 %v26, 24
  %v28 = shl i32 %v11, 8
  %v29 = ashr i32 %v28, 24
  %v30 = mul nsw i32 %v27, %v29
  %v31 = add nsw i32 %v30, %v25
  %v32 = ashr i32 %v9, 24
  %v33 = ashr i32 %v11, 24
  %v34 = mul nsw i32 %v32, %v33
  %v35 = add nsw i32 %v34, %v31
  store i32 %v35, i32* %v12, align 4
  %w1 = add i32 %v18, 11
  %w2 = add i32 %w1, %v24
  %w3 = add i32 %w2, %v30
  %w4 = add i32 %w3, %v34
  %o5 = getelementptr inbounds i32, i32* %o, i64 67
  store i32 %w4, i32* %o5, align 4
  %v79 = and i32 %v9, 255
  %v80 = and i32 %v11, 255
  %v81 = mul nuw nsw i32 %v79, %v80
  %v82 = lshr i32 %v9, 8
  %v83 = and i32 %v82, 255
  %v84 = lshr i32 %v11, 8
  %v85 = and i32 %v84, 255
  %v86 = mul nuw nsw i32 %v83, %v85
  %v87 = add nuw nsw i32 %v86, %v81
  %v88 = lshr i32 %v9, 16
  %v89 = and i32 %v88, 255
  %v90 = lshr i32 %v11, 16
  %v91 = and i32 %v90, 255
  %v92 = mul nuw nsw i32 %v89, %v91
  %v93 = add nuw nsw i32 %v92, %v87
  %v94 = lshr i32 %v9, 24
  %v95 = lshr i32 %v11, 24
  %v96 = mul nuw nsw i32 %v94, %v95
  %v97 = add nuw nsw i32 %v96, %v93
  %o2 = getelementptr inbounds i32, i32* %o, i64 64
  store i32 %v97, i32* %o2, align 4
  %i1 = call i32 @llvm.nvvm.idp4a.s.u(i32 %v9, i32 %v11, i32 5)
  %o3 = getelementptr inbounds i32, i32* %o, i64 65
  store i32 %i1, i32* %o3, align 4
  %i2 = call i32 @llvm.nvvm.idp2a.u.s(i32 %v9, i32 %v11, i1 true, i32 %v13)
  %o4 = getelementptr inbounds i32, i32* %o, i64 66
  store i32 %i2, i32* %o4, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.idp4a.s.u(i32, i32, i32)
declare i32 @llvm.nvvm.idp2a.u.s(i32, i32, i1, i32)
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32*, i8*, i8*)* @dot, !"kernel", i32 1}
