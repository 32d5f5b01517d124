; OPT: 0
; -O0 keeps the phi of constants, materialized in each predecessor; the
; phi is warp-uniform, so it is a uniform register set by UMOV.
; CHECK-COUNT: 2 UMOV %u{{[0-9]+}}, 0x5
; CHECK: %u{{[0-9]+}} = PHI %u{{[0-9]+}}, %u{{[0-9]+}}
; CHECK-NEXT: IADD %r{{[0-9]+}}, %r{{[0-9]+}}, %u{{[0-9]+}}
define void @phiconst0(i32* %p, i32 %n) {
entry:
  %x = load i32, i32* %p, align 4
  %c = icmp eq i32 %n, 0
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %v = phi i32 [ 5, %a ], [ 5, %b ]
  %s = add i32 %x, %v
  store i32 %s, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @phiconst0, !"kernel", i32 1}
