; Near misses of the dot-product pattern (lower/dotproduct.go) that must stay
; IMADs: bytes from four separate loads (not lanes of one register), lanes
; that do not line up (byte k of x times byte 3-k of y), a lane used twice
; (byte 0 twice, byte 3 missing), mixed extensions of one word (x's byte 1
; zero-extended, the others sign-extended), and 16-bit halves times bytes 0
; and 2 (neither the LO nor the HI pair of IDP2A).
; CHECK-COUNT: 0 IDP
; CHECK: IMAD
define void @nearmiss(i32* %o, i32* %a, i32* %b, i8* %c) {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = sext i32 %tid to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %pa, align 4
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %y = load i32, i32* %pb, align 4
  ; separate byte loads
  %c0p = getelementptr inbounds i8, i8* %c, i64 0
  %c1p = getelementptr inbounds i8, i8* %c, i64 1
  %c2p = getelementptr inbounds i8, i8* %c, i64 2
  %c3p = getelementptr inbounds i8, i8* %c, i64 3
  %c0 = load i8, i8* %c0p, align 1
  %c1 = load i8, i8* %c1p, align 1
  %c2 = load i8, i8* %c2p, align 1
  %c3 = load i8, i8* %c3p, align 1
  %e0 = sext i8 %c0 to i32
  %e1 = sext i8 %c1 to i32
  %e2 = sext i8 %c2 to i32
  %e3 = sext i8 %c3 to i32
  %m0 = mul nsw i32 %e0, %e3
  %m1 = mul nsw i32 %e1, %e2
  %m2 = mul nsw i32 %e2, %e1
  %m3 = mul nsw i32 %e3, %e0
  %s0 = add nsw i32 %m0, 3
  %s1 = add nsw i32 %m1, %s0
  %s2 = add nsw i32 %m2, %s1
  %s3 = add nsw i32 %m3, %s2
  %o0 = getelementptr inbounds i32, i32* %o, i64 0
  store i32 %s3, i32* %o0, align 4
  ; misaligned lanes: x byte k times y byte 3-k
  %x0s = shl i32 %x, 24
  %x0 = ashr exact i32 %x0s, 24
  %x1s = shl i32 %x, 16
  %x1 = ashr i32 %x1s, 24
  %x2s = shl i32 %x, 8
  %x2 = ashr i32 %x2s, 24
  %x3 = ashr i32 %x, 24
  %y0s = shl i32 %y, 24
  %y0 = ashr exact i32 %y0s, 24
  %y1s = shl i32 %y, 16
  %y1 = ashr i32 %y1s, 24
  %y2s = shl i32 %y, 8
  %y2 = ashr i32 %y2s, 24
  %y3 = ashr i32 %y, 24
  %r0 = mul nsw i32 %x0, %y3
  %r1 = mul nsw i32 %x1, %y2
  %r2 = mul nsw i32 %x2, %y1
  %r3 = mul nsw i32 %x3, %y0
  %t0 = add nsw i32 %r0, %r1
  %t1 = add nsw i32 %t0, %r2
  %t2 = add nsw i32 %t1, %r3
  %o1 = getelementptr inbounds i32, i32* %o, i64 1
  store i32 %t2, i32* %o1, align 4
  ; byte 0 twice, byte 3 missing
  %d0 = mul nsw i32 %x0, %y0
  %d1 = mul nsw i32 %x1, %y1
  %d2 = mul nsw i32 %x2, %y2
  %d3 = mul nsw i32 %x0, %y0
  %u0 = add nsw i32 %d0, %d1
  %u1 = add nsw i32 %u0, %d2
  %u2 = add nsw i32 %u1, %d3
  %o2 = getelementptr inbounds i32, i32* %o, i64 2
  store i32 %u2, i32* %o2, align 4
  ; mixed extensions of x: byte 1 zero-extended
  %xz1h = lshr i32 %x, 8
  %xz1 = and i32 %xz1h, 255
  %f0 = mul nsw i32 %x0, %y0
  %f1 = mul nsw i32 %xz1, %y1
  %f2 = mul nsw i32 %x2, %y2
  %f3 = mul nsw i32 %x3, %y3
  %v0 = add nsw i32 %f0, %f1
  %v1 = add nsw i32 %v0, %f2
  %v2 = add nsw i32 %v1, %f3
  %o3 = getelementptr inbounds i32, i32* %o, i64 3
  store i32 %v2, i32* %o3, align 4
  ; halves times bytes 0 and 2
  %hls = shl i32 %x, 16
  %hl = ashr exact i32 %hls, 16
  %hh = ashr i32 %x, 16
  %g0 = mul nsw i32 %hl, %y0
  %g1 = mul nsw i32 %hh, %y2
  %w0 = add nsw i32 %g0, %g1
  %o4 = getelementptr inbounds i32, i32* %o, i64 4
  store i32 %w0, i32* %o4, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32*, i8*)* @nearmiss, !"kernel", i32 1}
