; Memory intrinsics expand into the widest accesses the alignments allow:
; 24 bytes at align 8 are three 64-bit loads then three 64-bit stores; 14
; bytes at align 4 (dst) and 8 (src) are three 32-bit pieces and a 16-bit
; tail; 3 bytes at align 1 are bytes; a memset splats its byte into a
; 32-bit word (IMAD by 0x1010101). 200 bytes at align 4 are too many for
; inline pieces: a loop of 32-bit units (one LDG, one STG, a backward
; branch) and no byte tail since 200 is a multiple of 4.
; CHECK: LDG.64
; CHECK-NEXT: LDG.64
; CHECK-NEXT: LDG.64
; CHECK-NOT: LDG
; CHECK: STG.64
; CHECK-NEXT: STG.64
; CHECK-NEXT: STG.64
; CHECK: LDG %r
; CHECK-NEXT: LDG %r
; CHECK-NEXT: LDG %r
; CHECK-NEXT: LDG.U16
; CHECK-NOT: STG.64
; CHECK: STG [
; CHECK-NEXT: STG [
; CHECK-NEXT: STG [
; CHECK-NEXT: STG.U16
; CHECK-COUNT: 3 LDG.U8
; CHECK-COUNT: 3 STG.U8
; CHECK: IMAD {{.*}}0x1010101
; CHECK: STG [
; CHECK: units.head:
; CHECK: units.body:
; CHECK: LDG %r
; CHECK: STG [
; CHECK: BRA bb{{[0-9]+}}.entry.mem4.units.head
; CHECK-NOT: bytes.head
; CHECK: EXIT
define void @memintrinsics(i8* %d, i8* %s, i8 %v) {
entry:
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %d, i8* align 8 %s, i64 24, i1 false)
  %d32 = getelementptr i8, i8* %d, i64 32
  %s32 = getelementptr i8, i8* %s, i64 32
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %d32, i8* align 8 %s32, i64 14, i1 false)
  %d64 = getelementptr i8, i8* %d, i64 64
  %s64 = getelementptr i8, i8* %s, i64 64
  call void @llvm.memmove.p0i8.p0i8.i32(i8* %d64, i8* %s64, i32 3, i1 false)
  %d80 = getelementptr i8, i8* %d, i64 80
  call void @llvm.memset.p0i8.i64(i8* align 4 %d80, i8 %v, i64 4, i1 false)
  %d96 = getelementptr i8, i8* %d, i64 96
  %s96 = getelementptr i8, i8* %s, i64 96
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %d96, i8* align 4 %s96, i64 200, i1 false)
  ret void
}
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memmove.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
!nvvm.annotations = !{!0}
!0 = !{void (i8*, i8*, i8)* @memintrinsics, !"kernel", i32 1}
