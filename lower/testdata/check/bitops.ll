; Bit intrinsics are branch-free: ctpop is POPC; bswap is PRMT 0x0123;
; bitreverse is BREV; ctlz is 31 - FLO (FLO of 0 is -1); cttz counts the
; ones of ~x & (x - 1); an i8 fshl packs {a:b} with PRMT; an i64 fshr picks
; words with SELs by n & 32 and funnel shifts them; abs.i16 is IABS of the
; sign extension (PRMT 0x9910); an i64 ctpop adds the halves' counts.
; CHECK: POPC %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: PRMT %r{{[0-9]+}}, %r{{[0-9]+}}, RZ, 0x123
; CHECK-NOT: LOP3
; CHECK: BREV %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK: PRMT %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x4440
; CHECK: LOP3.PAND %p{{[0-9]+}}, RZ, %r{{[0-9]+}}, 0x20, RZ
; CHECK: SHF.R.WRAP.U32
; CHECK: SHF.R.WRAP.U32
; CHECK: PRMT %r{{[0-9]+}}, %r{{[0-9]+}}, RZ, 0x9910
; CHECK-NEXT: IABS
; CHECK: FLO %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK-NEXT: IADD %r{{[0-9]+}}, -%r{{[0-9]+}}, 0x1F
; CHECK: IADD %r{{[0-9]+}}, %r{{[0-9]+}}, -0x1
; CHECK-NEXT: LOP3 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ, 0xC, !PT
; CHECK-NEXT: POPC
; CHECK: POPC %r{{[0-9]+}}, %r{{[0-9]+}}.0
; CHECK-NEXT: POPC %r{{[0-9]+}}, %r{{[0-9.]+}}
; CHECK-NEXT: IADD
define void @bitops(i32* %p, i64* %q) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = load i32, i32* %p, align 4
  %big = mul i32 %tid, 2654435761
  %a = xor i32 %a0, %big
  %c = call i32 @llvm.ctpop.i32(i32 %a)
  %pt = getelementptr inbounds i32, i32* %p, i32 %tid
  store i32 %c, i32* %pt, align 4
  %s = call i32 @llvm.bswap.i32(i32 %a)
  %p1 = getelementptr inbounds i32, i32* %pt, i32 64
  store i32 %s, i32* %p1, align 4
  %r = call i32 @llvm.bitreverse.i32(i32 %a)
  %p2 = getelementptr inbounds i32, i32* %pt, i32 128
  store i32 %r, i32* %p2, align 4
  %a8 = trunc i32 %a to i8
  %b8 = trunc i32 %big to i8
  %f8 = call i8 @llvm.fshl.i8(i8 %a8, i8 %b8, i8 %b8)
  %f8x = zext i8 %f8 to i32
  %p3 = getelementptr inbounds i32, i32* %pt, i32 192
  store i32 %f8x, i32* %p3, align 4
  %a64 = zext i32 %a to i64
  %a64s = shl i64 %a64, 17
  %n64 = zext i32 %tid to i64
  %f64 = call i64 @llvm.fshr.i64(i64 %a64s, i64 %a64, i64 %n64)
  %qt = getelementptr inbounds i64, i64* %q, i32 %tid
  store i64 %f64, i64* %qt, align 8
  %a16 = trunc i32 %a to i16
  %ab = call i16 @llvm.abs.i16(i16 %a16, i1 false)
  %abx = zext i16 %ab to i32
  %p4 = getelementptr inbounds i32, i32* %pt, i32 256
  store i32 %abx, i32* %p4, align 4
  %lz = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  %p5 = getelementptr inbounds i32, i32* %pt, i32 320
  store i32 %lz, i32* %p5, align 4
  %tz = call i32 @llvm.cttz.i32(i32 %a, i1 false)
  %p6 = getelementptr inbounds i32, i32* %pt, i32 384
  store i32 %tz, i32* %p6, align 4
  %w64 = mul i64 %a64s, %n64
  %c64 = call i64 @llvm.ctpop.i64(i64 %w64)
  %q1 = getelementptr inbounds i64, i64* %qt, i32 64
  store i64 %c64, i64* %q1, align 8
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctpop.i64(i64)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i16 @llvm.abs.i16(i16, i1)
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i64*)* @bitops, !"kernel", i32 1}
