; __constant__ data is read from bank 3 and a struct passed by value from
; the parameter bank: a fixed element through a ULDC of c[bank][off] (@tbl
; element 3 at 0xC; field 1 of %s at 0x168 + 4), a variable index with an
; LDC from c[bank][Ra+off] (@tbl at offset 0; the struct's array at
; 0x168 + 8), a byte through LDC.U8 (@b at 0x20: after @tbl's 16 bytes
; and the 16 bytes of padding every constant gets, the interpreter's layout).
; CHECK: ULDC {{.*}}c[0x3][0xC]
; CHECK: ULDC {{.*}}c[0x0][0x16C]
; CHECK: LDC %r{{[0-9]+}}, c[0x3][%r{{[0-9]+}}]
; CHECK: LDC %r{{[0-9]+}}, c[0x0][%r{{[0-9]+}}+0x170]
; CHECK: LDC.U8 %r{{[0-9]+}}, c[0x3][RZ+0x20]
; CHECK-NOT: LDG
; CHECK: STG
%struct.S = type { i32, i32, [4 x i32] }
@tbl = addrspace(4) externally_initialized global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@b = addrspace(4) externally_initialized global [2 x i8] c"\05\06", align 1
define void @constbank(i32* %out, %struct.S* byval(%struct.S) align 4 %s, i32 %i) {
entry:
  %c3 = load i32, i32* getelementptr ([4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @tbl to [4 x i32]*), i64 0, i64 3), align 4
  %f1p = getelementptr %struct.S, %struct.S* %s, i64 0, i32 1
  %f1 = load i32, i32* %f1p, align 4
  %i64 = zext i32 %i to i64
  %tp = getelementptr [4 x i32], [4 x i32] addrspace(4)* @tbl, i64 0, i64 %i64
  %t = load i32, i32 addrspace(4)* %tp, align 4
  %ap = getelementptr %struct.S, %struct.S* %s, i64 0, i32 2, i64 %i64
  %a = load i32, i32* %ap, align 4
  %bv = load i8, i8* addrspacecast (i8 addrspace(4)* getelementptr ([2 x i8], [2 x i8] addrspace(4)* @b, i64 0, i64 0) to i8*), align 1
  %bz = zext i8 %bv to i32
  %x1 = add i32 %c3, %f1
  %x2 = add i32 %x1, %t
  %x3 = add i32 %x2, %a
  %x4 = add i32 %x3, %bz
  store i32 %x4, i32* %out, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, %struct.S*, i32)* @constbank, !"kernel", i32 1}
