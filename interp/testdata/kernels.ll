; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { i32, i16, i8, i64 }

@_ZZ7reversePKiPiE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@d = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@table = dso_local addrspace(4) externally_initialized global [4 x %struct.P] [%struct.P { i32 1, i16 2, i8 3, i64 4 }, %struct.P { i32 5, i16 6, i8 7, i64 8 }, %struct.P { i32 9, i16 10, i8 11, i64 12 }, %struct.P { i32 13, i16 14, i8 15, i64 16 }], align 8
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([4 x %struct.P] addrspace(4)* @table to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7reversePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #13
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #13
  %6 = mul i32 %4, %5
  %7 = add nsw i32 %6, %3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !15
  %11 = sext i32 %3 to i64
  %12 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ7reversePKiPiE1s, i64 0, i64 %11
  %13 = addrspacecast i32 addrspace(3)* %12 to i32*
  store i32 %10, i32* %13, align 4, !tbaa !15
  tail call void @llvm.nvvm.bar.sync(i32 0)
  %14 = xor i32 %3, -1
  %15 = add i32 %5, %14
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ7reversePKiPiE1s, i64 0, i64 %16
  %18 = addrspacecast i32 addrspace(3)* %17 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !15
  %20 = getelementptr inbounds i32, i32* %1, i64 %8
  store i32 %19, i32* %20, align 4, !tbaa !15
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.sync(i32) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11reverse_dynPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #13
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #13
  %6 = mul i32 %4, %5
  %7 = add nsw i32 %6, %3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !15
  %11 = sext i32 %3 to i64
  %12 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @d, i64 0, i64 %11
  %13 = addrspacecast i32 addrspace(3)* %12 to i32*
  store i32 %10, i32* %13, align 4, !tbaa !15
  tail call void @llvm.nvvm.barrier0()
  %14 = xor i32 %3, -1
  %15 = add i32 %5, %14
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @d, i64 0, i64 %16
  %18 = addrspacecast i32 addrspace(3)* %17 to i32*
  %19 = load i32, i32* %18, align 4, !tbaa !15
  %20 = getelementptr inbounds i32, i32* %1, i64 %8
  store i32 %19, i32* %20, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z7atomicsPKiPiPjS1_S1_S2_(i32* nocapture noundef readonly %0, i32* nocapture noundef %1, i32* nocapture noundef %2, i32* nocapture noundef %3, i32* nocapture noundef %4, i32* nocapture noundef %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #13
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #13
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %11 = add i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !15
  %15 = atomicrmw add i32* %1, i32 %14 seq_cst, align 4
  %16 = and i32 %11, 31
  %17 = shl nuw i32 1, %16
  %18 = atomicrmw or i32* %2, i32 %17 seq_cst, align 4
  %19 = atomicrmw max i32* %3, i32 %14 seq_cst, align 4
  %20 = atomicrmw min i32* %4, i32 %14 seq_cst, align 4
  %21 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %5, i32 -1) #13
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8warp_sumPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #13
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #13
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !15
  %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31)
  %12 = add nsw i32 %11, %10
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 8, i32 31)
  %14 = add nsw i32 %13, %12
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 4, i32 31)
  %16 = add nsw i32 %15, %14
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 2, i32 31)
  %18 = add nsw i32 %17, %16
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 1, i32 31)
  %20 = and i32 %6, 31
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %2
  %23 = add nsw i32 %19, %18
  %24 = sdiv i32 %7, 32
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, i32* %1, i64 %25
  store i32 %23, i32* %26, align 4, !tbaa !15
  br label %27

27:                                               ; preds = %22, %2
  ret void
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10bcast_scanPKiPiS1_(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #13
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #13
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %8 = add i32 %6, %7
  %9 = and i32 %7, 31
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !15
  %13 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %12, i32 5, i32 31)
  %14 = getelementptr inbounds i32, i32* %1, i64 %10
  store i32 %13, i32* %14, align 4, !tbaa !15
  %15 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %12, i32 1, i32 0)
  %16 = icmp eq i32 %9, 0
  %17 = select i1 %16, i32 0, i32 %15
  %18 = add nsw i32 %17, %12
  %19 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %18, i32 2, i32 0)
  %20 = icmp ult i32 %9, 2
  %21 = select i1 %20, i32 0, i32 %19
  %22 = add nsw i32 %21, %18
  %23 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %22, i32 4, i32 0)
  %24 = icmp ult i32 %9, 4
  %25 = select i1 %24, i32 0, i32 %23
  %26 = add nsw i32 %25, %22
  %27 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %26, i32 8, i32 0)
  %28 = icmp ult i32 %9, 8
  %29 = select i1 %28, i32 0, i32 %27
  %30 = add nsw i32 %29, %26
  %31 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %30, i32 16, i32 0)
  %32 = icmp ult i32 %9, 16
  %33 = select i1 %32, i32 0, i32 %31
  %34 = add nsw i32 %33, %30
  %35 = getelementptr inbounds i32, i32* %2, i64 %10
  store i32 %34, i32* %35, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11collectivesPKiPiPjS2_S1_S2_S1_(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5, i32* nocapture noundef writeonly %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #13
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #13
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %12 = add i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, i32* %0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !15
  %16 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %15, i32 1, i32 31)
  %17 = icmp sgt i32 %16, %15
  %18 = select i1 %17, i32 %16, i32 %15
  %19 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %18, i32 2, i32 31)
  %20 = icmp sgt i32 %19, %18
  %21 = select i1 %20, i32 %19, i32 %18
  %22 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 4, i32 31)
  %23 = icmp sgt i32 %22, %21
  %24 = select i1 %23, i32 %22, i32 %21
  %25 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %24, i32 8, i32 31)
  %26 = icmp sgt i32 %25, %24
  %27 = select i1 %26, i32 %25, i32 %24
  %28 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 16, i32 31)
  %29 = icmp sgt i32 %28, %27
  %30 = select i1 %29, i32 %28, i32 %27
  %31 = getelementptr inbounds i32, i32* %1, i64 %13
  store i32 %30, i32* %31, align 4, !tbaa !15
  %32 = and i32 %15, 1
  %33 = icmp ne i32 %32, 0
  %34 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %33)
  %35 = getelementptr inbounds i32, i32* %2, i64 %13
  store i32 %34, i32* %35, align 4, !tbaa !15
  %36 = and i32 %15, 3
  %37 = tail call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %36)
  %38 = getelementptr inbounds i32, i32* %3, i64 %13
  store i32 %37, i32* %38, align 4, !tbaa !15
  %39 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %15, i32 -1)
  %40 = getelementptr inbounds i32, i32* %4, i64 %13
  store i32 %39, i32* %40, align 4, !tbaa !15
  %41 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %15, i32 -1)
  %42 = getelementptr inbounds i32, i32* %5, i64 %13
  store i32 %41, i32* %42, align 4, !tbaa !15
  %43 = tail call i32 @llvm.nvvm.redux.sync.max(i32 %15, i32 -1)
  %44 = getelementptr inbounds i32, i32* %6, i64 %13
  store i32 %43, i32* %44, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9half_warpPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #13
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #13
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %7 = add i32 %5, %6
  %8 = and i32 %6, 16
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds i32, i32* %0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !15
  %12 = icmp eq i32 %8, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %2
  %14 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %11, i32 1, i32 31)
  %15 = add nsw i32 %14, %11
  %16 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #2, !srcloc !19
  %17 = add nsw i32 %15, %16
  br label %21

18:                                               ; preds = %2
  %19 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -65536, i1 true)
  %20 = xor i32 %19, -1
  br label %21

21:                                               ; preds = %18, %13
  %22 = phi i32 [ %17, %13 ], [ %20, %18 ]
  %23 = getelementptr inbounds i32, i32* %1, i64 %9
  store i32 %22, i32* %23, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z7collatzj(i32 noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  %8 = mul i32 %5, 3
  %9 = add i32 %8, 1
  %10 = lshr i32 %5, 1
  %11 = select i1 %7, i32 %10, i32 %9
  %12 = add nuw nsw i32 %4, 1
  %13 = icmp eq i32 %11, 1
  br i1 %13, label %14, label %3, !llvm.loop !20

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind
define dso_local void @_Z7controlPKjPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #6 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #13
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #13
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, i32* %0, i64 %8
  %10 = load i32, i32* %9, align 4, !tbaa !15
  %11 = urem i32 %10, 5
  switch i32 %11, label %19 [
    i32 0, label %12
    i32 1, label %15
    i32 3, label %17
  ]

12:                                               ; preds = %2
  %13 = add i32 %10, 1
  %14 = tail call noundef i32 @_Z7collatzj(i32 noundef %13) #13
  br label %19

15:                                               ; preds = %2
  %16 = mul i32 %10, 7
  br label %19

17:                                               ; preds = %2
  %18 = sub nsw i32 0, %10
  br label %19

19:                                               ; preds = %2, %17, %15, %12
  %20 = phi i32 [ %18, %17 ], [ %16, %15 ], [ %14, %12 ], [ 42, %2 ]
  %21 = and i32 %10, 15
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %31, label %23

23:                                               ; preds = %19, %49
  %24 = phi i32 [ %52, %49 ], [ 1, %19 ]
  %25 = phi i32 [ %51, %49 ], [ 0, %19 ]
  %26 = phi i32 [ %50, %49 ], [ 0, %19 ]
  %27 = and i32 %24, 7
  %28 = icmp ult i32 %25, 7
  br i1 %28, label %35, label %29

29:                                               ; preds = %23
  %30 = and i32 %24, 2147483640
  br label %54

31:                                               ; preds = %49, %19
  %32 = phi i32 [ 0, %19 ], [ %50, %49 ]
  %33 = add nsw i32 %32, %20
  %34 = getelementptr inbounds i32, i32* %1, i64 %8
  store i32 %33, i32* %34, align 4, !tbaa !15
  ret void

35:                                               ; preds = %54, %23
  %36 = phi i32 [ undef, %23 ], [ %80, %54 ]
  %37 = phi i32 [ 0, %23 ], [ %81, %54 ]
  %38 = phi i32 [ %26, %23 ], [ %80, %54 ]
  %39 = icmp eq i32 %27, 0
  br i1 %39, label %49, label %40

40:                                               ; preds = %35, %40
  %41 = phi i32 [ %46, %40 ], [ %37, %35 ]
  %42 = phi i32 [ %45, %40 ], [ %38, %35 ]
  %43 = phi i32 [ %47, %40 ], [ 0, %35 ]
  %44 = xor i32 %41, %25
  %45 = add nsw i32 %44, %42
  %46 = add nuw nsw i32 %41, 1
  %47 = add i32 %43, 1
  %48 = icmp eq i32 %47, %27
  br i1 %48, label %49, label %40, !llvm.loop !22

49:                                               ; preds = %40, %35
  %50 = phi i32 [ %36, %35 ], [ %45, %40 ]
  %51 = add nuw nsw i32 %25, 1
  %52 = add nuw nsw i32 %24, 1
  %53 = icmp eq i32 %51, %21
  br i1 %53, label %31, label %23, !llvm.loop !24

54:                                               ; preds = %54, %29
  %55 = phi i32 [ 0, %29 ], [ %81, %54 ]
  %56 = phi i32 [ %26, %29 ], [ %80, %54 ]
  %57 = phi i32 [ 0, %29 ], [ %82, %54 ]
  %58 = xor i32 %55, %25
  %59 = add nsw i32 %58, %56
  %60 = or i32 %55, 1
  %61 = xor i32 %60, %25
  %62 = add nsw i32 %61, %59
  %63 = or i32 %55, 2
  %64 = xor i32 %63, %25
  %65 = add nsw i32 %64, %62
  %66 = or i32 %55, 3
  %67 = xor i32 %66, %25
  %68 = add nsw i32 %67, %65
  %69 = or i32 %55, 4
  %70 = xor i32 %69, %25
  %71 = add nsw i32 %70, %68
  %72 = or i32 %55, 5
  %73 = xor i32 %72, %25
  %74 = add nsw i32 %73, %71
  %75 = or i32 %55, 6
  %76 = xor i32 %75, %25
  %77 = add nsw i32 %76, %74
  %78 = or i32 %55, 7
  %79 = xor i32 %78, %25
  %80 = add nsw i32 %79, %77
  %81 = add nuw nsw i32 %55, 8
  %82 = add i32 %57, 8
  %83 = icmp eq i32 %82, %30
  br i1 %83, label %35, label %54, !llvm.loop !25
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15local_and_countPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = alloca [8 x i32], align 4
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %5 = bitcast [8 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %5) #13
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds i32, i32* %0, i64 %6
  %8 = load i32, i32* %7, align 4, !tbaa !15
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 0
  store i32 0, i32* %9, align 4, !tbaa !15
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 1
  store i32 %8, i32* %10, align 4, !tbaa !15
  %11 = shl nsw i32 %8, 1
  %12 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 2
  store i32 %11, i32* %12, align 4, !tbaa !15
  %13 = mul nsw i32 %8, 3
  %14 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 3
  store i32 %13, i32* %14, align 4, !tbaa !15
  %15 = shl nsw i32 %8, 2
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 4
  store i32 %15, i32* %16, align 4, !tbaa !15
  %17 = mul nsw i32 %8, 5
  %18 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 5
  store i32 %17, i32* %18, align 4, !tbaa !15
  %19 = mul nsw i32 %8, 6
  %20 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 6
  store i32 %19, i32* %20, align 4, !tbaa !15
  %21 = mul nsw i32 %8, 7
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 7
  store i32 %21, i32* %22, align 4, !tbaa !15
  %23 = icmp sgt i32 %8, 0
  %24 = zext i1 %23 to i32
  %25 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %24)
  %26 = load i32, i32* %7, align 4, !tbaa !15
  %27 = and i32 %26, 7
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !15
  %31 = mul nsw i32 %25, 1000
  %32 = add nsw i32 %30, %31
  %33 = getelementptr inbounds i32, i32* %1, i64 %6
  store i32 %32, i32* %33, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %5) #13
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @_Z4busyPKjPji(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #13
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #13
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %8 = add i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, i32* %0, i64 %9
  %11 = load i32, i32* %10, align 4, !tbaa !15
  %12 = icmp sgt i32 %2, 0
  br i1 %12, label %13, label %37

13:                                               ; preds = %3
  %14 = and i32 %2, 1
  %15 = icmp eq i32 %2, 1
  br i1 %15, label %18, label %16

16:                                               ; preds = %13
  %17 = and i32 %2, -2
  br label %40

18:                                               ; preds = %73, %13
  %19 = phi i32 [ undef, %13 ], [ %74, %73 ]
  %20 = phi i32 [ 0, %13 ], [ %75, %73 ]
  %21 = phi i32 [ %11, %13 ], [ %74, %73 ]
  %22 = icmp eq i32 %14, 0
  br i1 %22, label %37, label %23

23:                                               ; preds = %18
  %24 = mul i32 %21, -1640531535
  %25 = add i32 %24, %20
  %26 = lshr i32 %25, 13
  %27 = xor i32 %26, %25
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %37, label %30

30:                                               ; preds = %23
  %31 = add nsw i32 %20, %8
  %32 = and i32 %31, 1023
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %0, i64 %33
  %35 = load i32, i32* %34, align 4, !tbaa !15
  %36 = add i32 %35, %27
  br label %37

37:                                               ; preds = %18, %30, %23, %3
  %38 = phi i32 [ %11, %3 ], [ %19, %18 ], [ %36, %30 ], [ %27, %23 ]
  %39 = getelementptr inbounds i32, i32* %1, i64 %9
  store i32 %38, i32* %39, align 4, !tbaa !15
  ret void

40:                                               ; preds = %73, %16
  %41 = phi i32 [ 0, %16 ], [ %75, %73 ]
  %42 = phi i32 [ %11, %16 ], [ %74, %73 ]
  %43 = phi i32 [ 0, %16 ], [ %76, %73 ]
  %44 = mul i32 %42, -1640531535
  %45 = add i32 %44, %41
  %46 = lshr i32 %45, 13
  %47 = xor i32 %46, %45
  %48 = and i32 %47, 1
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %57, label %50

50:                                               ; preds = %40
  %51 = add nsw i32 %41, %8
  %52 = and i32 %51, 1023
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i32, i32* %0, i64 %53
  %55 = load i32, i32* %54, align 4, !tbaa !15
  %56 = add i32 %55, %47
  br label %57

57:                                               ; preds = %40, %50
  %58 = phi i32 [ %56, %50 ], [ %47, %40 ]
  %59 = or i32 %41, 1
  %60 = mul i32 %58, -1640531535
  %61 = add i32 %60, %59
  %62 = lshr i32 %61, 13
  %63 = xor i32 %62, %61
  %64 = and i32 %63, 1
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %73, label %66

66:                                               ; preds = %57
  %67 = add nsw i32 %59, %8
  %68 = and i32 %67, 1023
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32* %0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !15
  %72 = add i32 %71, %63
  br label %73

73:                                               ; preds = %66, %57
  %74 = phi i32 [ %72, %66 ], [ %63, %57 ]
  %75 = add nuw nsw i32 %41, 2
  %76 = add i32 %43, 2
  %77 = icmp eq i32 %76, %17
  br i1 %77, label %18, label %40, !llvm.loop !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z4picki(i32 noundef %0) local_unnamed_addr #8 {
  %2 = and i32 %0, 7
  switch i32 %2, label %9 [
    i32 0, label %10
    i32 1, label %3
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
    i32 5, label %7
    i32 6, label %8
  ]

3:                                                ; preds = %1
  br label %10

4:                                                ; preds = %1
  br label %10

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  br label %10

7:                                                ; preds = %1
  br label %10

8:                                                ; preds = %1
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %1, %9, %8, %7, %6, %5, %4, %3
  %11 = phi i32 [ 89, %9 ], [ 71, %8 ], [ 67, %7 ], [ 53, %6 ], [ 41, %5 ], [ 37, %4 ], [ 23, %3 ], [ 11, %1 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local noundef i64 @_Z11atomicAdd64Pyy(i64* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #9 {
  %3 = load i64, i64* %0, align 8, !tbaa !27
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ %3, %2 ], [ %8, %4 ]
  %6 = add i64 %5, %1
  %7 = cmpxchg i64* %0, i64 %5, i64 %6 seq_cst seq_cst, align 8
  %8 = extractvalue { i64, i1 } %7, 0
  %9 = extractvalue { i64, i1 } %7, 1
  br i1 %9, label %10, label %4, !llvm.loop !29

10:                                               ; preds = %4
  %11 = extractvalue { i64, i1 } %7, 0
  ret i64 %11
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7structsPKiPiPy(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i64* nocapture noundef %2) local_unnamed_addr #0 {
  %4 = alloca [4 x %struct.P], align 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #13
  %6 = bitcast [4 x %struct.P]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %6) #13
  %7 = and i32 %5, 3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P] addrspace(4)* @table, i64 0, i64 %8
  %10 = bitcast [4 x %struct.P]* %4 to i8*
  %11 = bitcast %struct.P addrspace(4)* %9 to i8 addrspace(4)*
  %12 = addrspacecast i8 addrspace(4)* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %10, i8* noundef nonnull align 8 dereferenceable(16) %12, i64 16, i1 false), !tbaa.struct !30
  %13 = add nsw i32 %5, 1
  %14 = and i32 %13, 3
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P] addrspace(4)* @table, i64 0, i64 %15
  %17 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P]* %4, i64 0, i64 1
  %18 = bitcast %struct.P* %17 to i8*
  %19 = bitcast %struct.P addrspace(4)* %16 to i8 addrspace(4)*
  %20 = addrspacecast i8 addrspace(4)* %19 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %18, i8* noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false), !tbaa.struct !30
  %21 = add nsw i32 %5, 2
  %22 = and i32 %21, 3
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P] addrspace(4)* @table, i64 0, i64 %23
  %25 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P]* %4, i64 0, i64 2
  %26 = bitcast %struct.P* %25 to i8*
  %27 = bitcast %struct.P addrspace(4)* %24 to i8 addrspace(4)*
  %28 = addrspacecast i8 addrspace(4)* %27 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %26, i8* noundef nonnull align 8 dereferenceable(16) %28, i64 16, i1 false), !tbaa.struct !30
  %29 = add nsw i32 %5, 3
  %30 = and i32 %29, 3
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P] addrspace(4)* @table, i64 0, i64 %31
  %33 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P]* %4, i64 0, i64 3
  %34 = bitcast %struct.P* %33 to i8*
  %35 = bitcast %struct.P addrspace(4)* %32 to i8 addrspace(4)*
  %36 = addrspacecast i8 addrspace(4)* %35 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %34, i8* noundef nonnull align 8 dereferenceable(16) %36, i64 16, i1 false), !tbaa.struct !30
  %37 = sext i32 %5 to i64
  %38 = getelementptr inbounds i32, i32* %0, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !15
  %40 = and i32 %39, 7
  switch i32 %40, label %47 [
    i32 0, label %48
    i32 1, label %41
    i32 2, label %42
    i32 3, label %43
    i32 4, label %44
    i32 5, label %45
    i32 6, label %46
  ]

41:                                               ; preds = %3
  br label %48

42:                                               ; preds = %3
  br label %48

43:                                               ; preds = %3
  br label %48

44:                                               ; preds = %3
  br label %48

45:                                               ; preds = %3
  br label %48

46:                                               ; preds = %3
  br label %48

47:                                               ; preds = %3
  br label %48

48:                                               ; preds = %3, %41, %42, %43, %44, %45, %46, %47
  %49 = phi i32 [ 89, %47 ], [ 71, %46 ], [ 67, %45 ], [ 53, %44 ], [ 41, %43 ], [ 37, %42 ], [ 23, %41 ], [ 11, %3 ]
  %50 = and i32 %39, 3
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P]* %4, i64 0, i64 %51, i32 0
  %53 = load i32, i32* %52, align 8, !tbaa !34
  %54 = add nsw i32 %53, %49
  %55 = lshr i32 %39, 2
  %56 = and i32 %55, 3
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P]* %4, i64 0, i64 %57, i32 1
  %59 = load i16, i16* %58, align 4, !tbaa !36
  %60 = sext i16 %59 to i32
  %61 = add nsw i32 %54, %60
  %62 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P]* %4, i64 0, i64 1, i32 2
  %63 = load i8, i8* %62, align 2, !tbaa !37
  %64 = sext i8 %63 to i32
  %65 = add nsw i32 %61, %64
  %66 = getelementptr inbounds [4 x %struct.P], [4 x %struct.P]* %4, i64 0, i64 2, i32 3
  %67 = load i64, i64* %66, align 8, !tbaa !38
  %68 = trunc i64 %67 to i32
  %69 = add nsw i32 %65, %68
  %70 = sext i32 %69 to i64
  %71 = load i64, i64* %2, align 8, !tbaa !27
  br label %72

72:                                               ; preds = %72, %48
  %73 = phi i64 [ %71, %48 ], [ %76, %72 ]
  %74 = add i64 %73, %70
  %75 = cmpxchg i64* %2, i64 %73, i64 %74 seq_cst seq_cst, align 8
  %76 = extractvalue { i64, i1 } %75, 0
  %77 = extractvalue { i64, i1 } %75, 1
  br i1 %77, label %78, label %72, !llvm.loop !29

78:                                               ; preds = %72
  %79 = and i32 %69, 1
  %80 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %79)
  %81 = mul nsw i32 %69, 100
  %82 = add nsw i32 %80, %81
  %83 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 3, i32 31)
  %84 = add nsw i32 %82, %83
  %85 = getelementptr inbounds i32, i32* %1, i64 %37
  store i32 %84, i32* %85, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %6) #13
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #12

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { convergent nounwind }
attributes #3 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #4 = { convergent inaccessiblememonly nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #6 = { convergent mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #9 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #10 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #11 = { nofree nosync nounwind readnone speculatable }
attributes #12 = { argmemonly nounwind }
attributes #13 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = !{void (i32*, i32*)* @_Z7reversePKiPi, !"kernel", i32 1}
!1 = !{void (i32*, i32*)* @_Z11reverse_dynPKiPi, !"kernel", i32 1}
!2 = !{void (i32*, i32*, i32*, i32*, i32*, i32*)* @_Z7atomicsPKiPiPjS1_S1_S2_, !"kernel", i32 1}
!3 = !{void (i32*, i32*)* @_Z8warp_sumPKiPi, !"kernel", i32 1}
!4 = !{void (i32*, i32*, i32*)* @_Z10bcast_scanPKiPiS1_, !"kernel", i32 1}
!5 = !{void (i32*, i32*, i32*, i32*, i32*, i32*, i32*)* @_Z11collectivesPKiPiPjS2_S1_S2_S1_, !"kernel", i32 1}
!6 = !{void (i32*, i32*)* @_Z9half_warpPKiPi, !"kernel", i32 1}
!7 = !{void (i32*, i32*)* @_Z7controlPKjPi, !"kernel", i32 1}
!8 = !{void (i32*, i32*)* @_Z15local_and_countPKiPi, !"kernel", i32 1}
!9 = !{void (i32*, i32*, i32)* @_Z4busyPKjPji, !"kernel", i32 1}
!10 = !{void (i32*, i32*, i64*)* @_Z7structsPKiPiPy, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{i64 31485}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !21}
!25 = distinct !{!25, !21}
!26 = distinct !{!26, !21}
!27 = !{!28, !28, i64 0}
!28 = !{!"long long", !17, i64 0}
!29 = distinct !{!29, !21}
!30 = !{i64 0, i64 4, !15, i64 4, i64 2, !31, i64 6, i64 1, !33, i64 8, i64 8, !27}
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !17, i64 0}
!33 = !{!17, !17, i64 0}
!34 = !{!35, !16, i64 0}
!35 = !{!"_ZTS1P", !16, i64 0, !32, i64 4, !17, i64 6, !28, i64 8}
!36 = !{!35, !32, i64 4}
!37 = !{!35, !17, i64 6}
!38 = !{!35, !28, i64 8}
