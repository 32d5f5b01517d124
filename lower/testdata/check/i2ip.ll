; I2IP (lower/i2ip.go): four int8 clamps packed into a word (clang-14's
; icmp+select clamps, the mask after the shift, the top byte unmasked) are two
; I2IP.S8, the second taking the first as Rc; two clamps to [0, 65535] one
; I2IP.U16; two int16 clamps one I2IP.S16; llvm.smin/smax clamps to [0, 127]
; and a filler above them I2IP.S8.SATRELU with the filler as Rc; inline PTX
; cvt.pack.sat.s16.s32 one I2IP.S16. Near misses are not packed (LOP3): a
; clamp to [-100, 100] (no type's range: two IMNMX), a field at a gap (bits 0
; and 16 of 8-bit fields) and fields of two types; their clamps to a type's
; range are single I2I.S8/I2I.U8 instead of two IMNMX each (three: the two
; near misses clamp the same value to .S8, computed once by cse.go).
; CHECK: I2IP.S8 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
; CHECK: I2IP.S8 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: I2IP.U16 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
; CHECK: I2IP.S16 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
; CHECK: I2IP.S8.SATRELU %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: I2IP.S16 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
; CHECK-COUNT: 6 I2IP
; CHECK-COUNT: 3 I2I.
; CHECK-COUNT: 4 IMNMX
define void @i2ipk(i32* %v0, i32* %v1, i32* %v2, i32* %v3, i32* %o4) {
entry:
  %v5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v6 = shl nsw i32 %v5, 2
  %v7 = sext i32 %v6 to i64
  %v8 = getelementptr inbounds i32, i32* %v3, i64 %v7
  %v9 = load i32, i32* %v8, align 4
  %v10 = or i32 %v6, 1
  %v11 = sext i32 %v10 to i64
  %v12 = getelementptr inbounds i32, i32* %v3, i64 %v11
  %v13 = load i32, i32* %v12, align 4
  %v14 = or i32 %v6, 2
  %v15 = sext i32 %v14 to i64
  %v16 = getelementptr inbounds i32, i32* %v3, i64 %v15
  %v17 = load i32, i32* %v16, align 4
  %v18 = or i32 %v6, 3
  %v19 = sext i32 %v18 to i64
  %v20 = getelementptr inbounds i32, i32* %v3, i64 %v19
  %v21 = load i32, i32* %v20, align 4
  %v22 = icmp slt i32 %v9, 127
  %v23 = select i1 %v22, i32 %v9, i32 127
  %v24 = icmp sgt i32 %v23, -128
  %v25 = select i1 %v24, i32 %v23, i32 -128
  %v26 = and i32 %v25, 255
  %v27 = icmp slt i32 %v13, 127
  %v28 = select i1 %v27, i32 %v13, i32 127
  %v29 = icmp sgt i32 %v28, -128
  %v30 = select i1 %v29, i32 %v28, i32 -128
  %v31 = shl nsw i32 %v30, 8
  %v32 = and i32 %v31, 65280
  %v33 = or i32 %v32, %v26
  %v34 = icmp slt i32 %v17, 127
  %v35 = select i1 %v34, i32 %v17, i32 127
  %v36 = icmp sgt i32 %v35, -128
  %v37 = select i1 %v36, i32 %v35, i32 -128
  %v38 = shl nsw i32 %v37, 16
  %v39 = and i32 %v38, 16711680
  %v40 = or i32 %v33, %v39
  %v41 = icmp slt i32 %v21, 127
  %v42 = select i1 %v41, i32 %v21, i32 127
  %v43 = icmp sgt i32 %v42, -128
  %v44 = select i1 %v43, i32 %v42, i32 -128
  %v45 = shl nsw i32 %v44, 24
  %v46 = or i32 %v40, %v45
  %v47 = sext i32 %v5 to i64
  %v48 = getelementptr inbounds i32, i32* %v0, i64 %v47
  store i32 %v46, i32* %v48, align 4
  %v49 = icmp slt i32 %v9, 65535
  %v50 = select i1 %v49, i32 %v9, i32 65535
  %v51 = icmp sgt i32 %v50, 0
  %v52 = select i1 %v51, i32 %v50, i32 0
  %v53 = icmp slt i32 %v13, 65535
  %v54 = select i1 %v53, i32 %v13, i32 65535
  %v55 = icmp sgt i32 %v54, 0
  %v56 = select i1 %v55, i32 %v54, i32 0
  %v57 = shl nuw i32 %v56, 16
  %v58 = or i32 %v57, %v52
  %v59 = getelementptr inbounds i32, i32* %v1, i64 %v47
  store i32 %v58, i32* %v59, align 4
  %v60 = icmp slt i32 %v9, 32767
  %v61 = select i1 %v60, i32 %v9, i32 32767
  %v62 = icmp sgt i32 %v61, -32768
  %v63 = select i1 %v62, i32 %v61, i32 -32768
  %v64 = and i32 %v63, 65535
  %v65 = icmp slt i32 %v13, 32767
  %v66 = select i1 %v65, i32 %v13, i32 32767
  %v67 = icmp sgt i32 %v66, -32768
  %v68 = select i1 %v67, i32 %v66, i32 -32768
  %v69 = shl nsw i32 %v68, 16
  %v70 = or i32 %v69, %v64
  %v71 = getelementptr inbounds i32, i32* %v2, i64 %v47
  store i32 %v70, i32* %v71, align 4
  %s0 = call i32 @llvm.smax.i32(i32 %v9, i32 0)
  %s1 = call i32 @llvm.smin.i32(i32 %s0, i32 127)
  %s2 = call i32 @llvm.smin.i32(i32 %v13, i32 127)
  %s3 = call i32 @llvm.smax.i32(i32 %s2, i32 0)
  %s4 = shl i32 %s3, 8
  %s5 = or i32 %s4, %s1
  %s6 = shl i32 %v17, 16
  %s7 = or i32 %s5, %s6
  %p1 = getelementptr inbounds i32, i32* %o4, i64 0
  store i32 %s7, i32* %p1, align 4
  %pk = call i32 asm "cvt.pack.sat.s16.s32 $0, $1, $2;", "=r,r,r"(i32 %v9, i32 %v13)
  %p2 = getelementptr inbounds i32, i32* %o4, i64 1
  store i32 %pk, i32* %p2, align 4
  ; near miss: [-100, 100]
  %n0 = call i32 @llvm.smax.i32(i32 %v9, i32 -100)
  %n1 = call i32 @llvm.smin.i32(i32 %n0, i32 100)
  %n2 = and i32 %n1, 255
  %n3 = call i32 @llvm.smax.i32(i32 %v13, i32 -100)
  %n4 = call i32 @llvm.smin.i32(i32 %n3, i32 100)
  %n5 = shl i32 %n4, 8
  %n6 = and i32 %n5, 65280
  %n7 = or i32 %n2, %n6
  %p3 = getelementptr inbounds i32, i32* %o4, i64 2
  store i32 %n7, i32* %p3, align 4
  ; near miss: 8-bit fields at bits 0 and 16
  %g0 = call i32 @llvm.smax.i32(i32 %v9, i32 -128)
  %g1 = call i32 @llvm.smin.i32(i32 %g0, i32 127)
  %g2 = and i32 %g1, 255
  %g3 = call i32 @llvm.smax.i32(i32 %v13, i32 -128)
  %g4 = call i32 @llvm.smin.i32(i32 %g3, i32 127)
  %g5 = shl i32 %g4, 16
  %g6 = and i32 %g5, 16711680
  %g7 = or i32 %g2, %g6
  %p4 = getelementptr inbounds i32, i32* %o4, i64 3
  store i32 %g7, i32* %p4, align 4
  ; near miss: an int8 field and a uint8 field
  %h0 = call i32 @llvm.smax.i32(i32 %v9, i32 0)
  %h1 = call i32 @llvm.smin.i32(i32 %h0, i32 255)
  %h3 = call i32 @llvm.smax.i32(i32 %v13, i32 -128)
  %h4 = call i32 @llvm.smin.i32(i32 %h3, i32 127)
  %h5 = shl i32 %h4, 8
  %h6 = and i32 %h5, 65280
  %h7 = or i32 %h1, %h6
  %p5 = getelementptr inbounds i32, i32* %o4, i64 4
  store i32 %h7, i32* %p5, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32*, i32*, i32*)* @i2ipk, !"kernel", i32 1}
