; 8- and 16-bit values live in 32-bit registers whose upper bits are only
; defined when needed: a load used by ashr is LDG.S8 (no extension needed
; afterwards), sext of a truncated value is one PRMT (byte 1 replicated),
; zext one LOP3 with 0xFFFF, and a value loaded with LDG.U16 needs none.
; CHECK: LDG.S8 %r{{[0-9]+}}, [%r{{[0-9]+}}]
; CHECK-NEXT: SHF.R.HI %r{{[0-9]+}}, RZ, 0x1, %r{{[0-9]+}}
; CHECK-NEXT: STG.U8
; CHECK: LDG.U16
; CHECK: PRMT %r{{[0-9]+}}, %r{{[0-9]+}}, RZ, 0x9910
; CHECK: LOP3 %r{{[0-9]+}}, %r{{[0-9]+}}, 0xFFFF, RZ, 0xC0, !PT
; CHECK-NEXT: ISETP.LT.AND.U32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK: STG.U16
; CHECK-COUNT: 1 PRMT
; CHECK-COUNT: 1 LOP3
define void @narrow(i8* %p, i16* %q, i32* %r) {
entry:
  %a = load i8, i8* %p, align 1
  %b = ashr i8 %a, 1
  store i8 %b, i8* %p, align 1
  %h = load i16, i16* %q, align 2
  %w = load i32, i32* %r, align 4
  %t = trunc i32 %w to i16
  %e = sext i16 %t to i32
  store i32 %e, i32* %r, align 4
  %c = icmp ult i16 %t, %h
  %s = select i1 %c, i16 %t, i16 7
  store i16 %s, i16* %q, align 2
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i8*, i16*, i32*)* @narrow, !"kernel", i32 1}
