; opt: 2 maxgprs 16
; opt: 2 maxgprs 12
; opt: 0 maxgprs 16
; launch: --kernel kgen --grid 1,1,1 --block 64,1,1 in0=buf:f64:4=rand:1 out=buf:i64:704=rand:2 acc32=buf:i32:4=rand:3 acc64=buf:i64:4=rand:4 fout32=buf:f32:4=rand:5 fout64=buf:f64:4=rand:6 s0=u64:7 s1=u16:3 s2=u16:5
; Reduced from `gpucc fuzz -seed 151 -max-gprs 16`: the f64 frem expansion's
; loop builds 64-bit values half by half (SEL %r172.0 / SEL %r172.1) and under
; a 16-GPR cap they spill. The spill temporary of a half-write was a whole
; pair stored whole, so its unwritten half was read, undefined on the first
; iteration: the temporary stayed live around the loop with every other such
; temporary and allocation failed with "the instruction needs more GPR
; registers than the 16 allocatable".
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh0 = internal addrspace(3) global [128 x i16] undef, align 2
@dglob = addrspace(1) externally_initialized global [384 x i32] zeroinitializer, align 4
@dtab = addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 -1, i32 4, i32 1000000, i32 -5, i32 9, i32 2, i32 65536], align 4

define void @kgen(double* %in0, i64* %out, i32* %acc32, i64* %acc64, float* %fout32, double* %fout64, i64 %s0, i16 %s1, i16 %s2) {
entry:
  %tid.x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid.y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %ntid.x = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid.x = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid.x = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %laneid = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %ty.nx = mul i32 %tid.y, %ntid.x
  %lin = add i32 %tid.x, %ty.nx
  %cta.base = mul i32 %ctaid.x, 128
  %gid = add i32 %cta.base, %lin
  %lin64 = zext i32 %lin to i64
  %gid64 = zext i32 %gid to i64
  %obase = mul i64 %gid64, 11
  %loc0 = alloca [8 x i64], align 8
  %t1 = getelementptr inbounds [8 x i64], [8 x i64]* %loc0, i64 0, i64 0
  store i64 3, i64* %t1, align 8
  %t2 = getelementptr inbounds [8 x i64], [8 x i64]* %loc0, i64 0, i64 1
  store i64 40, i64* %t2, align 8
  %t3 = getelementptr inbounds [8 x i64], [8 x i64]* %loc0, i64 0, i64 2
  store i64 77, i64* %t3, align 8
  %t4 = getelementptr inbounds [8 x i64], [8 x i64]* %loc0, i64 0, i64 3
  store i64 114, i64* %t4, align 8
  %t5 = getelementptr inbounds [8 x i64], [8 x i64]* %loc0, i64 0, i64 4
  store i64 151, i64* %t5, align 8
  %t6 = getelementptr inbounds [8 x i64], [8 x i64]* %loc0, i64 0, i64 5
  store i64 188, i64* %t6, align 8
  %t7 = getelementptr inbounds [8 x i64], [8 x i64]* %loc0, i64 0, i64 6
  store i64 225, i64* %t7, align 8
  %t8 = getelementptr inbounds [8 x i64], [8 x i64]* %loc0, i64 0, i64 7
  store i64 262, i64* %t8, align 8
  %t9 = sitofp i32 %gid to float
  %t10 = sitofp i64 %s0 to float
  %t11 = frem float %t9, %t10
  %t12 = call  float @llvm.nvvm.saturate.f(float %t11)
  %t13 = frem float 0x3EBF6F0840000000, 0xC01D000000000000
  %t14 = fneg float %t13
  %t15 = fcmp oeq float %t12, %t14
  br i1 %t15, label %then1, label %else2
then1:
  br label %join3
else2:
  br label %join3
join3:
  %t16 = sext i16 0 to i64
  %t17 = add i64 %obase, 0
  %t18 = getelementptr inbounds i64, i64* %out, i64 %t17
  store i64 %t16, i64* %t18, align 8
  %t19 = sext i16 0 to i64
  %t20 = add i64 %obase, 1
  %t21 = getelementptr inbounds i64, i64* %out, i64 %t20
  store i64 %t19, i64* %t21, align 8
  %t22 = add i64 %obase, 2
  %t23 = getelementptr inbounds i64, i64* %out, i64 %t22
  store i64 0, i64* %t23, align 8
  %t24 = sext i32 0 to i64
  %t25 = add i64 %obase, 3
  %t26 = getelementptr inbounds i64, i64* %out, i64 %t25
  store i64 %t24, i64* %t26, align 8
  %t27 = sext i32 0 to i64
  %t28 = add i64 %obase, 4
  %t29 = getelementptr inbounds i64, i64* %out, i64 %t28
  store i64 %t27, i64* %t29, align 8
  %t30 = sext i32 0 to i64
  %t31 = add i64 %obase, 5
  %t32 = getelementptr inbounds i64, i64* %out, i64 %t31
  store i64 %t30, i64* %t32, align 8
  ret void
}

declare float @llvm.nvvm.saturate.f(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

!nvvm.annotations = !{!0}
!0 = !{void (double*, i64*, i32*, i64*, float*, double*, i64, i16, i16)* @kgen, !"kernel", i32 1}
