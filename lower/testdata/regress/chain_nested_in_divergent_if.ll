; opt: 0
; opt: 2
; opt: 2 stress 5
; launch: --kernel kgen --grid 2,1,1 --block 32,2,1 in0=buf:i64:64=rand in1=buf:i32:64=rand in2=buf:i8:256=rand out=buf:i64:896=zero acc32=buf:u32:64=zero acc64=buf:u64:64=zero s0=i8:5 s1=i64:-3 s2=i64:123456789
; Reconvergence shape (issue 17): a short-circuit branch chain (%then1 uniform, %or5 and %or6
; divergent) nested in a divergent if (%entry): %then1 enters the region of %or5 from
; divergent code. The barrier opens in %then1, the nearest dominator whose region up to the join
; has no side entry (lower/reconverge.go hoistTarget); before, a located rejection at -O2.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh0 = internal addrspace(3) global [64 x i8] undef, align 1

define void @kgen(i64* %in0, i32* %in1, i8* %in2, i64* %out, i32* %acc32, i64* %acc64, i8 %s0, i64 %s1, i64 %s2) {
entry:
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid.y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %ntid.x = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid.x = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid.x = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %laneid = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %ty.nx = mul i32 %tid.y, %ntid.x
  %lin = add i32 %tid.x, %ty.nx
  %cta.base = mul i32 %ctaid.x, 64
  %gid = add i32 %cta.base, %lin
  %lin64 = zext i32 %lin to i64
  %gid64 = zext i32 %gid to i64
  %obase = mul i64 %gid64, 7
  %loc0 = alloca [8 x i8], align 8
  %t1 = getelementptr inbounds [8 x i8], [8 x i8]* %loc0, i64 0, i64 0
  store i8 3, i8* %t1, align 1
  %t2 = getelementptr inbounds [8 x i8], [8 x i8]* %loc0, i64 0, i64 1
  store i8 40, i8* %t2, align 1
  %t3 = getelementptr inbounds [8 x i8], [8 x i8]* %loc0, i64 0, i64 2
  store i8 77, i8* %t3, align 1
  %t4 = getelementptr inbounds [8 x i8], [8 x i8]* %loc0, i64 0, i64 3
  store i8 114, i8* %t4, align 1
  %t5 = getelementptr inbounds [8 x i8], [8 x i8]* %loc0, i64 0, i64 4
  store i8 -105, i8* %t5, align 1
  %t6 = getelementptr inbounds [8 x i8], [8 x i8]* %loc0, i64 0, i64 5
  store i8 -68, i8* %t6, align 1
  %t7 = getelementptr inbounds [8 x i8], [8 x i8]* %loc0, i64 0, i64 6
  store i8 -31, i8* %t7, align 1
  %t8 = getelementptr inbounds [8 x i8], [8 x i8]* %loc0, i64 0, i64 7
  store i8 6, i8* %t8, align 1
  %t9 = ashr i64 %s2, 11
  %t10 = ashr i64 1, 53
  %t11 = mul nsw i64 %t9, %t10
  %t12 = sext i32 %lin to i64
  %t13 = call i64 @llvm.bitreverse.i64(i64 %t12)
  %t14 = icmp slt i64 %t11, %t13
  %t15 = zext i8 0 to i64
  %t16 = and i64 %t15, 255
  %t17 = getelementptr inbounds i8, i8* %in2, i64 %t16
  %t18 = load i8, i8* %t17, align 1
  %t19 = trunc i64 %s2 to i32
  %t20 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t19, i32 0, i32 31)
  %t21 = trunc i32 %t20 to i8
  %t22 = select i1 %t14, i8 %t18, i8 %t21
  %t23 = ashr i8 8, 3
  %t24 = shl nsw i8 %t23, 3
  %t25 = icmp ult i32 32, 13
  %t26 = select i1 %t25, i8 -1, i8 0
  %t27 = and i8 %t26, 7
  %t28 = lshr i8 %t24, %t27
  %t29 = icmp sge i8 %t22, %t28
  br i1 %t29, label %then1, label %else2
then1:
  %t30 = or i32 16, %nctaid.x
  %t31 = and i32 -2, 31
  %t32 = ashr i32 65535, %t31
  %t33 = call i32 @llvm.smin.i32(i32 %t30, i32 %t32)
  %t34 = call i32 @llvm.umin.i32(i32 256, i32 15)
  %t35 = zext i16 6 to i32
  %t36 = ashr i32 %t34, 1
  %t37 = ashr i32 %t35, 2
  %t38 = sub nsw i32 %t36, %t37
  %t39 = icmp sle i32 %t33, %t38
  br i1 %t39, label %then3, label %or5
or5:
  %t40 = ashr i32 0, 25
  %t41 = shl nsw i32 %t40, 25
  %t42 = icmp ugt i32 3, 10
  %t43 = select i1 %t42, i32 9, i32 845276788
  %t44 = ashr i32 %t41, 22
  %t45 = shl nsw i32 %t44, 22
  %t46 = trunc i64 7 to i32
  %t47 = sext i32 %ctaid.x to i64
  %t48 = and i64 %t47, 7
  %t49 = getelementptr inbounds [8 x i8], [8 x i8]* %loc0, i64 0, i64 %t48
  %t50 = load i8, i8* %t49, align 1
  %t51 = zext i8 %t50 to i32
  %t52 = or i32 %t51, 1
  %t53 = urem i32 %t46, %t52
  %t54 = icmp slt i32 %t45, %t53
  br i1 %t54, label %then3, label %or6
or6:
  %t55 = icmp ult i32 777115013, 2
  %t56 = trunc i32 %tid.x to i8
  %t57 = trunc i64 %s1 to i8
  %t58 = select i1 %t55, i8 %t56, i8 %t57
  %t59 = or i8 0, -128
  %t60 = lshr i8 116, 1
  %t61 = sub nuw i8 %t59, %t60
  %t62 = or i8 %t58, %t61
  %t63 = and i8 -1, 1
  %t64 = call i8 @llvm.umin.i8(i8 15, i8 -2)
  %t65 = or i8 %t63, %t64
  %t66 = icmp sge i8 %t62, %t65
  br i1 %t66, label %then3, label %else4
then3:
  br label %join7
else4:
  br label %join7
join7:
  br label %join8
else2:
  br label %join8
join8:
  %t67 = sext i8 0 to i64
  %t68 = add i64 %obase, 0
  %t69 = getelementptr inbounds i64, i64* %out, i64 %t68
  store i64 %t67, i64* %t69, align 8
  %t70 = sext i16 0 to i64
  %t71 = add i64 %obase, 1
  %t72 = getelementptr inbounds i64, i64* %out, i64 %t71
  store i64 %t70, i64* %t72, align 8
  %t73 = sext i32 0 to i64
  %t74 = add i64 %obase, 2
  %t75 = getelementptr inbounds i64, i64* %out, i64 %t74
  store i64 %t73, i64* %t75, align 8
  %t76 = sext i32 0 to i64
  %t77 = add i64 %obase, 3
  %t78 = getelementptr inbounds i64, i64* %out, i64 %t77
  store i64 %t76, i64* %t78, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i8 @llvm.umin.i8(i8, i8)

!nvvm.annotations = !{!0}
!0 = !{void (i64*, i32*, i8*, i64*, i32*, i64*, i8, i64, i64)* @kgen, !"kernel", i32 1}
