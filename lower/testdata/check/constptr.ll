; Constant and parameter pointers through phis, selects and memory
; (docs/compiler.md, "Generic pointers"): a phi of two constant pointers is
; an LDC from bank 3 on the low word; a select of two fields of a byval
; struct an LDC from bank 0; a select among a constant, a parameter and a
; global pointer a generic LD (the constant pointer's high word is the
; constant window's, 0x7400; the parameter's 0x7C00); a pointer reloaded
; from a local slot after a constant one was stored there is generic too.
; NOEXEC
; CHECK: 0x7400
; CHECK: LDC %r{{[0-9]+}}, c[0x3][%r{{[0-9]+}}.0]
; CHECK: 0x7C00
; CHECK: LDC %r{{[0-9]+}}, c[0x0][%r{{[0-9]+}}.0]
; CHECK: 0x7400
; CHECK-NEXT: LD %r{{[0-9]+}}, [%r{{[0-9]+}}]
; CHECK: STL.64
; CHECK: LDL.64
; CHECK-NEXT: LD %r{{[0-9]+}}, [%r{{[0-9]+}}]
; CHECK: LDC.64 %r{{[0-9]+}}, c[0x3][%r{{[0-9]+}}.0]
; CHECK-NOT: LDG
; CHECK: STG
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, [4 x i32] }

@ct = internal addrspace(4) constant [8 x i32] [i32 3, i32 -5, i32 7, i32 -11, i32 13, i32 -17, i32 19, i32 -23], align 4
@ct2 = internal addrspace(4) constant [4 x i32] [i32 100, i32 200, i32 300, i32 400], align 4
@cw = internal addrspace(4) constant [2 x i64] [i64 1099511627776, i64 -3], align 8

define void @const_param_pointers(i32* %out, i32* %in, %struct.S* byval(%struct.S) align 4 %s) {
entry:
  %slot = alloca i32*, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cta32 = shl i32 %ctaid, 5
  %gid = add i32 %cta32, %tid
  %g64 = zext i32 %gid to i64
  %inp = getelementptr inbounds i32, i32* %in, i64 %g64
  %x = load i32, i32* %inp, align 4
  %t7 = and i32 %x, 7
  %t764 = zext i32 %t7 to i64
  %t3 = and i32 %x, 3
  %t364 = zext i32 %t3 to i64
  %cp1 = getelementptr inbounds [8 x i32], [8 x i32]* addrspacecast ([8 x i32] addrspace(4)* @ct to [8 x i32]*), i64 0, i64 %t764
  %cp2 = getelementptr inbounds [4 x i32], [4 x i32]* addrspacecast ([4 x i32] addrspace(4)* @ct2 to [4 x i32]*), i64 0, i64 %t364
  %b0 = and i32 %tid, 1
  %odd = icmp ne i32 %b0, 0
  br i1 %odd, label %a, label %b

a:
  br label %join

b:
  br label %join

join:
  %c = phi i32* [ %cp1, %a ], [ %cp2, %b ]
  %cv = load i32, i32* %c, align 4
  %pf0 = getelementptr inbounds %struct.S, %struct.S* %s, i64 0, i32 0
  %pf1 = getelementptr inbounds %struct.S, %struct.S* %s, i64 0, i32 1, i64 %t364
  %sel = select i1 %odd, i32* %pf1, i32* %pf0
  %pv = load i32, i32* %sel, align 4
  %m3 = urem i32 %tid, 3
  %is0 = icmp eq i32 %m3, 0
  %is1 = icmp eq i32 %m3, 1
  %g1 = select i1 %is1, i32* %pf1, i32* %inp
  %g = select i1 %is0, i32* %cp1, i32* %g1
  %gv = load i32, i32* %g, align 4
  %b2 = and i32 %tid, 4
  %four = icmp ne i32 %b2, 0
  %st = select i1 %four, i32* %cp2, i32* %inp
  store i32* %st, i32** %slot, align 8
  %r = load i32*, i32** %slot, align 8
  %rv = load i32, i32* %r, align 4
  %ci = ptrtoint i32* %c to i64
  %cl = trunc i64 %ci to i32
  %clo = and i32 %cl, 65535
  %w0 = getelementptr inbounds [2 x i64], [2 x i64]* addrspacecast ([2 x i64] addrspace(4)* @cw to [2 x i64]*), i64 0, i64 0
  %w1 = getelementptr inbounds [2 x i64], [2 x i64]* addrspacecast ([2 x i64] addrspace(4)* @cw to [2 x i64]*), i64 0, i64 1
  %wp = select i1 %four, i64* %w1, i64* %w0
  %w = load i64, i64* %wp, align 8
  %wl = trunc i64 %w to i32
  %wh64 = lshr i64 %w, 32
  %wh = trunc i64 %wh64 to i32
  %o = shl i32 %gid, 3
  %o0 = zext i32 %o to i64
  %op0 = getelementptr inbounds i32, i32* %out, i64 %o0
  store i32 %cv, i32* %op0, align 4
  %op1 = getelementptr inbounds i32, i32* %op0, i64 1
  store i32 %pv, i32* %op1, align 4
  %op2 = getelementptr inbounds i32, i32* %op0, i64 2
  store i32 %gv, i32* %op2, align 4
  %op3 = getelementptr inbounds i32, i32* %op0, i64 3
  store i32 %rv, i32* %op3, align 4
  %op4 = getelementptr inbounds i32, i32* %op0, i64 4
  store i32 %clo, i32* %op4, align 4
  %op5 = getelementptr inbounds i32, i32* %op0, i64 5
  store i32 %wl, i32* %op5, align 4
  %op6 = getelementptr inbounds i32, i32* %op0, i64 6
  store i32 %wh, i32* %op6, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, %struct.S*)* @const_param_pointers, !"kernel", i32 1}
