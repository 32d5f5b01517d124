; Shared and local addresses are 32 bits and wrap modulo 2^32 (docs/isa.md),
; so only the low 32 bits of a constant offset matter: 2^32 + 8 bytes (after
; an index 2^30 elements below, which the 32-bit register part drops) folds
; to the immediate 0x8, a negative offset to a negative immediate,
; and an offset beyond SImm24 (+-8 MiB) whose low bits do not fit either goes
; to the address register with a 32-bit IADD.
; CHECK: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}+0x8]
; CHECK-NOT: IADD
; CHECK: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}-0x10]
; CHECK: IADD %r{{[0-9]+}}, %r{{[0-9]+}}, 0x1000000
; CHECK-NEXT: LDS %r{{[0-9]+}}, [%r{{[0-9]+}}]
@sh = internal addrspace(3) global [64 x i32] undef, align 4
define void @spaceoffset(i32* %out, i32 %i) {
entry:
  %i64 = zext i32 %i to i64
  %p = getelementptr [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %i64
  %j = add i64 %i64, -1073741824
  %below = getelementptr [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %j
  %far = getelementptr i32, i32 addrspace(3)* %below, i64 1073741826
  %a = load i32, i32 addrspace(3)* %far, align 4
  %back = getelementptr i32, i32 addrspace(3)* %p, i64 -4
  %b = load i32, i32 addrspace(3)* %back, align 4
  %big = getelementptr i32, i32 addrspace(3)* %p, i64 4194304
  %c = load i32, i32 addrspace(3)* %big, align 4
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  store i32 %abc, i32* %out, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @spaceoffset, !"kernel", i32 1}
