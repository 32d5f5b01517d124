; opt: 0
; opt: 2
; opt: 2 stress 13
; launch: --kernel kgen --grid 2,1,1 --block 32,1,1 in0=buf:f32:16=13,4,0,0,0,0,0,0,0,0,0,0,0,0,0,0 in1=buf:f64:64=0,0,0,0,0,1073741824,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 in2=buf:i64:32=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,0,0,0,0 out=buf:i64:640=zero acc32=buf:i32:64=zero acc64=buf:i64:64=zero fout32=buf:f32:64=zero fout64=buf:f64:64=zero s0=i32:1
; launch: --kernel kgen --grid 2,1,1 --block 32,1,1 in0=buf:f32:16=13,6,0,0,0,0,0,0,0,0,0,0,0,0,0,0 in1=buf:f64:64=0,0,0,0,0,1073741824,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 in2=buf:i64:32=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,0,0,0,0 out=buf:i64:640=zero acc32=buf:i32:64=zero acc64=buf:i64:64=zero fout32=buf:f32:64=zero fout64=buf:f64:64=zero s0=i32:1
; launch: --kernel kgen --grid 2,1,1 --block 32,1,1 in0=buf:f32:16=13,6,0,0,0,0,0,0,0,0,0,0,0,0,0,0 in1=buf:f64:64=0,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 in2=buf:i64:32=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,0,0,0,0 out=buf:i64:640=zero acc32=buf:i32:64=zero acc64=buf:i64:64=zero fout32=buf:f32:64=zero fout64=buf:f64:64=zero s0=i32:1
; launch: --kernel kgen --grid 2,1,1 --block 32,1,1 in0=buf:f32:16=13,5,0,0,0,0,0,0,0,0,0,0,0,0,0,0 in1=buf:f64:64=0,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 in2=buf:i64:32=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,0,0,0,0 out=buf:i64:640=zero acc32=buf:i32:64=zero acc64=buf:i64:64=zero fout32=buf:f32:64=zero fout64=buf:f64:64=zero s0=i32:1
; switch_continue_break.ll with values merging in the shared block: %join18 has a phi of the arm
; taken, read only by the latch's phi, which also takes the continue arms' values; a loop-carried
; acc = 7 acc + code records the path of every iteration (out[10 gid + 7]). %join18 is threaded
; (lower/funnelthread.go): the latch's phi takes the phi's value for each predecessor directly.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dglob = addrspace(1) externally_initialized global [64 x i32] zeroinitializer, align 4
@dtab = addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 -1, i32 4, i32 1000000, i32 -5, i32 9, i32 2, i32 65536], align 4

define void @kgen(float* %in0, double* %in1, i64* %in2, i64* %out, i32* %acc32, i64* %acc64, float* %fout32, double* %fout64, i32 %s0) {
entry:
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid.y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %ntid.x = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid.x = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid.x = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %laneid = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %ty.nx = mul i32 %tid.y, %ntid.x
  %lin = add i32 %tid.x, %ty.nx
  %cta.base = mul i32 %ctaid.x, 32
  %gid = add i32 %cta.base, %lin
  %lin64 = zext i32 %lin to i64
  %gid64 = zext i32 %gid to i64
  %obase = mul i64 %gid64, 10
  %loc0 = alloca [8 x i8], align 8
  %loc1 = alloca [8 x i64], align 8
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
  %t9 = getelementptr inbounds [8 x i64], [8 x i64]* %loc1, i64 0, i64 0
  store i64 14, i64* %t9, align 8
  %t10 = getelementptr inbounds [8 x i64], [8 x i64]* %loc1, i64 0, i64 1
  store i64 51, i64* %t10, align 8
  %t11 = getelementptr inbounds [8 x i64], [8 x i64]* %loc1, i64 0, i64 2
  store i64 88, i64* %t11, align 8
  %t12 = getelementptr inbounds [8 x i64], [8 x i64]* %loc1, i64 0, i64 3
  store i64 125, i64* %t12, align 8
  %t13 = getelementptr inbounds [8 x i64], [8 x i64]* %loc1, i64 0, i64 4
  store i64 162, i64* %t13, align 8
  %t14 = getelementptr inbounds [8 x i64], [8 x i64]* %loc1, i64 0, i64 5
  store i64 199, i64* %t14, align 8
  %t15 = getelementptr inbounds [8 x i64], [8 x i64]* %loc1, i64 0, i64 6
  store i64 236, i64* %t15, align 8
  %t16 = getelementptr inbounds [8 x i64], [8 x i64]* %loc1, i64 0, i64 7
  store i64 273, i64* %t16, align 8
  br label %loop1
loop1:
  %t17 = phi i32 [ 0, %entry ], [ %t72, %latch4 ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch4 ]
  %t18 = icmp ult i32 %t17, 5
  br i1 %t18, label %body2, label %exit3
body2:
  %t19 = trunc i32 %s0 to i8
  %t20 = zext i8 %t19 to i64
  %t21 = and i64 %t20, 15
  %t22 = getelementptr inbounds float, float* %in0, i64 %t21
  %t23 = load float, float* %t22, align 2
  %t24 = fcmp ogt float %t23, 0xBFF0000000000000
  %t25 = fcmp olt float %t23, 0x41F0000000000000
  %t26 = and i1 %t24, %t25
  %t27 = select i1 %t26, float %t23, float 0.0
  %t28 = fptoui float %t27 to i32
  %t29 = and i32 %t28, 3
  switch i32 %t29, label %default5 [ i32 0, label %case6 i32 1, label %case7 i32 2, label %case8 ]
case6:
  %t30 = call i16 @llvm.bitreverse.i16(i16 0)
  %t31 = zext i16 %t30 to i64
  %t32 = and i64 %t31, 15
  %t33 = getelementptr inbounds float, float* %in0, i64 %t32
  %t34 = load float, float* %t33, align 4
  %t35 = fcmp ogt float %t34, 0xBFF0000000000000
  %t36 = fcmp olt float %t34, 0x43F0000000000000
  %t37 = and i1 %t35, %t36
  %t38 = select i1 %t37, float %t34, float 0.0
  %t39 = fptoui float %t38 to i64
  %t40 = zext i32 %laneid to i64
  %t41 = and i64 0, 8388607
  %t42 = or i64 %t41, 1
  %t43 = and i64 %t40, 1099511627775
  %t44 = mul nuw nsw i64 %t43, %t42
  %t45 = udiv exact i64 %t44, %t42
  %t46 = icmp ugt i64 %t39, %t45
  br i1 %t46, label %then9, label %else10
then9:
  br label %latch4
else10:
  br label %join11
join11:
  br label %join18
case7:
  br label %join18
case8:
  %t47 = zext i16 25617 to i64
  %t48 = and i64 %t47, 31
  %t49 = getelementptr inbounds i64, i64* %in2, i64 %t48
  %t50 = load i64, i64* %t49, align 8
  %t51 = and i64 %t50, 63
  %t52 = getelementptr inbounds double, double* %in1, i64 %t51
  %t53 = load double, double* %t52, align 1
  %t54 = fcmp ogt double %t53, 0xBFF0000000000000
  %t55 = fcmp olt double %t53, 0x43F0000000000000
  %t56 = and i1 %t54, %t55
  %t57 = select i1 %t56, double %t53, double 0.0
  %t58 = fptoui double %t57 to i64
  %t59 = call i32 @llvm.bitreverse.i32(i32 %t17)
  %t60 = zext i32 %t59 to i64
  %t61 = icmp eq i64 %t58, %t60
  br i1 %t61, label %then12, label %else13
then12:
  br label %exit3
else13:
  br label %join14
join14:
  %t62 = call i64 @llvm.cttz.i64(i64 0, i1 false)
  %t63 = sext i32 %laneid to i64
  %t64 = mul i64 5, %t63
  %t65 = sext i32 %s0 to i64
  %t66 = zext i32 %s0 to i64
  %t67 = call i64 @llvm.umax.i64(i64 %t65, i64 %t66)
  %t68 = and i64 %t64, 4611686018427387903
  %t69 = and i64 %t67, 4611686018427387903
  %t70 = add nuw nsw i64 %t68, %t69
  %t71 = icmp ult i64 %t62, %t70
  br i1 %t71, label %then15, label %else16
then15:
  br label %latch4
else16:
  br label %join17
join17:
  br label %join18
default5:
  br label %join18
join18:
  %v = phi i32 [ 1, %join11 ], [ 2, %case7 ], [ 3, %join17 ], [ 4, %default5 ]
  br label %latch4
latch4:
  %code = phi i32 [ %v, %join18 ], [ 5, %then9 ], [ 6, %then15 ]
  %acc7 = mul i32 %acc, 7
  %acc2 = add i32 %acc7, %code
  %t72 = add nuw nsw i32 %t17, 1
  br label %loop1
exit3:
  %t73 = mul i64 %gid64, 1
  %t74 = add i64 %t73, 0
  %t75 = getelementptr inbounds double, double* %fout64, i64 %t74
  store double 0.0, double* %t75, align 8
  %t76 = add i64 %obase, 1
  %t77 = getelementptr inbounds i64, i64* %out, i64 %t76
  store i64 0, i64* %t77, align 8
  %t78 = add i64 %obase, 2
  %t79 = getelementptr inbounds i64, i64* %out, i64 %t78
  store i64 0, i64* %t79, align 8
  %t80 = mul i64 %gid64, 1
  %t81 = add i64 %t80, 0
  %t82 = getelementptr inbounds float, float* %fout32, i64 %t81
  store float 0.0, float* %t82, align 4
  %t83 = add i64 %obase, 4
  %t84 = getelementptr inbounds i64, i64* %out, i64 %t83
  store i64 0, i64* %t84, align 8
  %t85 = sext i8 0 to i64
  %t86 = add i64 %obase, 5
  %t87 = getelementptr inbounds i64, i64* %out, i64 %t86
  store i64 %t85, i64* %t87, align 8
  %accx = zext i32 %acc to i64
  %oacc = add i64 %obase, 7
  %pacc = getelementptr inbounds i64, i64* %out, i64 %oacc
  store i64 %accx, i64* %pacc, align 8
  %t88 = sext i32 %t17 to i64
  %t89 = add i64 %obase, 6
  %t90 = getelementptr inbounds i64, i64* %out, i64 %t89
  store i64 %t88, i64* %t90, align 8
  ret void
}

declare i16 @llvm.bitreverse.i16(i16)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.umax.i64(i64, i64)

!nvvm.annotations = !{!0}
!0 = !{void (float*, double*, i64*, i64*, i32*, i64*, float*, double*, i32)* @kgen, !"kernel", i32 1}
