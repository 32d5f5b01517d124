; opt: 0
; opt: 2
; opt: 2 stress 5
; launch: --kernel generic_pointers --grid 2,1,1 --block 32,1,1 out=buf:u32:512=zero in=buf:u32:64=7,3,11,2,19,5,23,13,1,29,17,31,4,37,6,41,8,43,9,47,10,53,12,59,14,61,15,67,16,71,18,73,20,79,21,83,22,89,24,97,25,101,26,103,27,107,28,109,30,113,32,127,33,131,34,137,35,139,36,149,38,151,39,157 ctr=buf:u32:4=zero
; Local and shared pointers through phis, selects, memory and integers
; (issue 12, "generic addressing"): a phi of generic pointers into shared,
; local and global memory; a select of shared-typed pointers; a pointer
; stored to a local slot and loaded back; ptrtoint/inttoptr arithmetic on a
; generic shared pointer and an alignment test on its bits; a pointer compare
; across spaces; an atomic through a phi of a shared and a global counter; a
; generic pointer of unknown space cast back to shared.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [64 x i32] undef, align 4
@cnt = internal addrspace(3) global i32 undef, align 4

define void @generic_pointers(i32* %out, i32* %in, i32* %ctr) {
entry:
  %loc = alloca [8 x i32], align 4
  %slot = alloca i32*, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cta32 = shl i32 %ctaid, 5
  %gid = add i32 %cta32, %tid
  %t64 = zext i32 %tid to i64
  %inp = getelementptr inbounds i32, i32* %in, i64 %t64
  %iv = load i32, i32* %inp, align 4
  %sv = mul i32 %iv, 3
  %shp = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %t64
  store i32 %sv, i32 addrspace(3)* %shp, align 4
  %t32 = add nuw nsw i64 %t64, 32
  %inp2 = getelementptr inbounds i32, i32* %in, i64 %t32
  %iv2 = load i32, i32* %inp2, align 4
  %sv2 = add i32 %iv2, 1
  %shp2 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %t32
  store i32 %sv2, i32 addrspace(3)* %shp2, align 4
  br label %fill

fill:
  %i = phi i32 [ 0, %entry ], [ %inext, %fill ]
  %ti = add i32 %tid, %i
  %ti63 = and i32 %ti, 63
  %ti64 = zext i32 %ti63 to i64
  %inq = getelementptr inbounds i32, i32* %in, i64 %ti64
  %q = load i32, i32* %inq, align 4
  %qi = add i32 %q, %i
  %i64 = zext i32 %i to i64
  %lp = getelementptr inbounds [8 x i32], [8 x i32]* %loc, i64 0, i64 %i64
  store i32 %qi, i32* %lp, align 4
  %inext = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %inext, 8
  br i1 %done, label %init, label %fill

init:
  %is0 = icmp eq i32 %tid, 0
  br i1 %is0, label %zero, label %sync

zero:
  store i32 0, i32 addrspace(3)* @cnt, align 4
  br label %sync

sync:
  call void @llvm.nvvm.barrier0()
  %m3 = urem i32 %tid, 3
  switch i32 %m3, label %pg [
    i32 0, label %ps
    i32 1, label %pl
  ]

ps:
  %a1 = add i32 %tid, 1
  %a1m = and i32 %a1, 63
  %a164 = zext i32 %a1m to i64
  %psp = getelementptr inbounds [64 x i32], [64 x i32]* addrspacecast ([64 x i32] addrspace(3)* @sh to [64 x i32]*), i64 0, i64 %a164
  br label %joinA

pl:
  %l8 = and i32 %tid, 7
  %l864 = zext i32 %l8 to i64
  %plp = getelementptr inbounds [8 x i32], [8 x i32]* %loc, i64 0, i64 %l864
  br label %joinA

pg:
  %pgp = getelementptr inbounds i32, i32* %in, i64 %t32
  br label %joinA

joinA:
  %pA = phi i32* [ %psp, %ps ], [ %plp, %pl ], [ %pgp, %pg ]
  %vA = load i32, i32* %pA, align 4
  %c1 = icmp ult i32 %tid, 16
  %rev = sub nuw nsw i64 63, %t64
  %sB2 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %rev
  %pB = select i1 %c1, i32 addrspace(3)* %shp, i32 addrspace(3)* %sB2
  %vB = load i32, i32 addrspace(3)* %pB, align 4
  %gsh = addrspacecast i32 addrspace(3)* %shp to i32*
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  %loc3 = getelementptr inbounds [8 x i32], [8 x i32]* %loc, i64 0, i64 3
  %pC0 = select i1 %isodd, i32* %loc3, i32* %gsh
  store i32* %pC0, i32** %slot, align 8
  %pC = load i32*, i32** %slot, align 8
  %vC = load i32, i32* %pC, align 4
  %ii = ptrtoint i32* %gsh to i64
  %ii4 = add i64 %ii, 4
  %pD = inttoptr i64 %ii4 to i32*
  %vD = load i32, i32* %pD, align 4
  %al = and i64 %ii, 3
  %aligned = icmp eq i64 %al, 0
  %alz = zext i1 %aligned to i32
  %same = icmp eq i32* %pC, %gsh
  %samez = zext i1 %same to i32
  %c3 = icmp ult i32 %tid, 20
  br i1 %c3, label %fs, label %fg

fs:
  br label %joinF

fg:
  br label %joinF

joinF:
  %pF = phi i32* [ addrspacecast (i32 addrspace(3)* @cnt to i32*), %fs ], [ %ctr, %fg ]
  %old = atomicrmw add i32* %pF, i32 1 seq_cst
  br i1 %isodd, label %after, label %even

even:
  %pCs = addrspacecast i32* %pC to i32 addrspace(3)*
  %vE = load i32, i32 addrspace(3)* %pCs, align 4
  br label %after

after:
  %vEp = phi i32 [ %vE, %even ], [ 99, %joinF ]
  call void @llvm.nvvm.barrier0()
  %cntv = load i32, i32 addrspace(3)* @cnt, align 4
  %g8 = shl i32 %gid, 3
  %o0 = zext i32 %g8 to i64
  %op0 = getelementptr inbounds i32, i32* %out, i64 %o0
  store i32 %vA, i32* %op0, align 4
  %op1 = getelementptr inbounds i32, i32* %op0, i64 1
  store i32 %vB, i32* %op1, align 4
  %op2 = getelementptr inbounds i32, i32* %op0, i64 2
  store i32 %vC, i32* %op2, align 4
  %op3 = getelementptr inbounds i32, i32* %op0, i64 3
  store i32 %vD, i32* %op3, align 4
  %op4 = getelementptr inbounds i32, i32* %op0, i64 4
  store i32 %alz, i32* %op4, align 4
  %op5 = getelementptr inbounds i32, i32* %op0, i64 5
  store i32 %samez, i32* %op5, align 4
  %op6 = getelementptr inbounds i32, i32* %op0, i64 6
  store i32 %cntv, i32* %op6, align 4
  %op7 = getelementptr inbounds i32, i32* %op0, i64 7
  store i32 %vEp, i32* %op7, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32*)* @generic_pointers, !"kernel", i32 1}
