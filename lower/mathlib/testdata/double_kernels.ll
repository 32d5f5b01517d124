; ModuleID = 'double_kernels.cu'
source_filename = "double_kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZL15m64_two_over_pi = internal unnamed_addr addrspace(4) constant [40 x i32] [i32 -1560706194, i32 1313084713, i32 -64530479, i32 -181084736, i32 -614296167, i32 1011060801, i32 -28220501, i32 -558119583, i32 -1222349254, i32 1112396512, i32 105459434, i32 164729372, i32 -31593700, i32 -1322670274, i32 -394119691, i32 784024708, i32 -375623642, i32 -1268810175, i32 965858873, i32 -2091697676, i32 -1669046389, i32 -1107744709, i32 536385535, i32 -570058737, i32 -282127989, i32 1510632735, i32 1832287951, i32 667617719, i32 1330003814, i32 -1637881299, i32 1965537991, i32 -337251973, i32 1023883767, i32 -1974299926, i32 1811636145, i32 529358088, i32 1443049542, i32 -59020373, i32 -254821344, i32 -1695271395], align 4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_exp(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = fadd contract double %0, %0
  br label %75

5:                                                ; preds = %1
  %6 = fcmp contract ogt double %0, 7.098000e+02
  br i1 %6, label %75, label %7

7:                                                ; preds = %5
  %8 = fcmp contract olt double %0, -7.452000e+02
  br i1 %8, label %75, label %9

9:                                                ; preds = %7
  %10 = fmul contract double %0, 0x3FF71547652B82FE
  %11 = tail call contract double @llvm.rint.f64(double %10) #11
  %12 = fneg contract double %11
  %13 = tail call contract double @llvm.fma.f64(double %12, double 0x3FE62E42FEFA39EF, double %0) #11
  %14 = fmul contract double %11, 0xBC7ABC9E3B39803F
  %15 = fadd contract double %13, %14
  %16 = fsub contract double %15, %13
  %17 = fsub contract double %14, %16
  %18 = fptosi double %11 to i32
  %19 = fmul contract double %15, %15
  %20 = fneg contract double %19
  %21 = tail call contract double @llvm.fma.f64(double %15, double %15, double %20) #11
  %22 = fmul contract double %15, %19
  %23 = tail call contract double @llvm.fma.f64(double %15, double 0x3DE6124613A86D09, double 0x3E21EED8EFF8D898) #11
  %24 = tail call contract double @llvm.fma.f64(double %23, double %15, double 0x3E5AE64567F544E4) #11
  %25 = tail call contract double @llvm.fma.f64(double %24, double %15, double 0x3E927E4FB7789F5C) #11
  %26 = tail call contract double @llvm.fma.f64(double %25, double %15, double 0x3EC71DE3A556C734) #11
  %27 = tail call contract double @llvm.fma.f64(double %26, double %15, double 0x3EFA01A01A01A01A) #11
  %28 = tail call contract double @llvm.fma.f64(double %27, double %15, double 0x3F2A01A01A01A01A) #11
  %29 = tail call contract double @llvm.fma.f64(double %28, double %15, double 0x3F56C16C16C16C17) #11
  %30 = tail call contract double @llvm.fma.f64(double %29, double %15, double 0x3F81111111111111) #11
  %31 = tail call contract double @llvm.fma.f64(double %30, double %15, double 0x3FA5555555555555) #11
  %32 = tail call contract double @llvm.fma.f64(double %31, double %15, double 0x3FC5555555555555) #11
  %33 = fmul contract double %22, %32
  %34 = fmul contract double %19, 5.000000e-01
  %35 = fadd contract double %15, %34
  %36 = fsub contract double %35, %15
  %37 = fsub contract double %34, %36
  %38 = fmul contract double %21, 5.000000e-01
  %39 = fadd contract double %38, %33
  %40 = tail call contract double @llvm.fma.f64(double %17, double %35, double %17) #11
  %41 = fadd contract double %40, %39
  %42 = fadd contract double %37, %41
  %43 = fadd contract double %35, 1.000000e+00
  %44 = fadd contract double %43, -1.000000e+00
  %45 = fsub contract double %35, %44
  %46 = fadd contract double %45, %42
  %47 = fadd contract double %43, %46
  %48 = icmp sgt i32 %18, 1020
  br i1 %48, label %49, label %58

49:                                               ; preds = %9
  %50 = fmul contract double %47, 0x7FB0000000000000
  %51 = icmp ult i32 %18, 2043
  %52 = select i1 %51, i32 %18, i32 2043
  %53 = add nuw nsw i32 %52, 3
  %54 = zext i32 %53 to i64
  %55 = shl nuw nsw i64 %54, 52
  %56 = bitcast i64 %55 to double
  %57 = fmul contract double %50, %56
  br label %75

58:                                               ; preds = %9
  %59 = icmp slt i32 %18, -1020
  br i1 %59, label %60, label %69

60:                                               ; preds = %58
  %61 = icmp ugt i32 %18, -2022
  %62 = select i1 %61, i32 %18, i32 -2022
  %63 = add nsw i32 %62, 2023
  %64 = zext i32 %63 to i64
  %65 = shl nuw nsw i64 %64, 52
  %66 = bitcast i64 %65 to double
  %67 = fmul contract double %47, %66
  %68 = fmul contract double %67, 0x170000000000000
  br label %75

69:                                               ; preds = %58
  %70 = add nsw i32 %18, 1023
  %71 = zext i32 %70 to i64
  %72 = shl nuw nsw i64 %71, 52
  %73 = bitcast i64 %72 to double
  %74 = fmul contract double %47, %73
  br label %75

75:                                               ; preds = %69, %60, %49, %7, %5, %3
  %76 = phi double [ %4, %3 ], [ 0x7FF0000000000000, %5 ], [ 0.000000e+00, %7 ], [ %57, %49 ], [ %68, %60 ], [ %74, %69 ]
  ret double %76
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_exp2(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = fadd contract double %0, %0
  br label %74

5:                                                ; preds = %1
  %6 = fcmp contract ult double %0, 1.024000e+03
  br i1 %6, label %7, label %74

7:                                                ; preds = %5
  %8 = fcmp contract olt double %0, -1.080000e+03
  br i1 %8, label %74, label %9

9:                                                ; preds = %7
  %10 = tail call contract double @llvm.rint.f64(double %0) #11
  %11 = fsub contract double %0, %10
  %12 = fmul contract double %11, 0x3FE62E42FEFA39EF
  %13 = fneg contract double %12
  %14 = tail call contract double @llvm.fma.f64(double %11, double 0x3FE62E42FEFA39EF, double %13) #11
  %15 = fmul contract double %11, 0x3C7ABC9E3B39803F
  %16 = fadd contract double %15, %14
  %17 = fptosi double %10 to i32
  %18 = fmul contract double %12, %12
  %19 = fneg contract double %18
  %20 = tail call contract double @llvm.fma.f64(double %12, double %12, double %19) #11
  %21 = fmul contract double %12, %18
  %22 = tail call contract double @llvm.fma.f64(double %12, double 0x3DE6124613A86D09, double 0x3E21EED8EFF8D898) #11
  %23 = tail call contract double @llvm.fma.f64(double %22, double %12, double 0x3E5AE64567F544E4) #11
  %24 = tail call contract double @llvm.fma.f64(double %23, double %12, double 0x3E927E4FB7789F5C) #11
  %25 = tail call contract double @llvm.fma.f64(double %24, double %12, double 0x3EC71DE3A556C734) #11
  %26 = tail call contract double @llvm.fma.f64(double %25, double %12, double 0x3EFA01A01A01A01A) #11
  %27 = tail call contract double @llvm.fma.f64(double %26, double %12, double 0x3F2A01A01A01A01A) #11
  %28 = tail call contract double @llvm.fma.f64(double %27, double %12, double 0x3F56C16C16C16C17) #11
  %29 = tail call contract double @llvm.fma.f64(double %28, double %12, double 0x3F81111111111111) #11
  %30 = tail call contract double @llvm.fma.f64(double %29, double %12, double 0x3FA5555555555555) #11
  %31 = tail call contract double @llvm.fma.f64(double %30, double %12, double 0x3FC5555555555555) #11
  %32 = fmul contract double %21, %31
  %33 = fmul contract double %18, 5.000000e-01
  %34 = fadd contract double %12, %33
  %35 = fsub contract double %34, %12
  %36 = fsub contract double %33, %35
  %37 = fmul contract double %20, 5.000000e-01
  %38 = fadd contract double %37, %32
  %39 = tail call contract double @llvm.fma.f64(double %16, double %34, double %16) #11
  %40 = fadd contract double %39, %38
  %41 = fadd contract double %36, %40
  %42 = fadd contract double %34, 1.000000e+00
  %43 = fadd contract double %42, -1.000000e+00
  %44 = fsub contract double %34, %43
  %45 = fadd contract double %44, %41
  %46 = fadd contract double %42, %45
  %47 = icmp sgt i32 %17, 1020
  br i1 %47, label %48, label %57

48:                                               ; preds = %9
  %49 = fmul contract double %46, 0x7FB0000000000000
  %50 = icmp ult i32 %17, 2043
  %51 = select i1 %50, i32 %17, i32 2043
  %52 = add nuw nsw i32 %51, 3
  %53 = zext i32 %52 to i64
  %54 = shl nuw nsw i64 %53, 52
  %55 = bitcast i64 %54 to double
  %56 = fmul contract double %49, %55
  br label %74

57:                                               ; preds = %9
  %58 = icmp slt i32 %17, -1020
  br i1 %58, label %59, label %68

59:                                               ; preds = %57
  %60 = icmp ugt i32 %17, -2022
  %61 = select i1 %60, i32 %17, i32 -2022
  %62 = add nsw i32 %61, 2023
  %63 = zext i32 %62 to i64
  %64 = shl nuw nsw i64 %63, 52
  %65 = bitcast i64 %64 to double
  %66 = fmul contract double %46, %65
  %67 = fmul contract double %66, 0x170000000000000
  br label %74

68:                                               ; preds = %57
  %69 = add nsw i32 %17, 1023
  %70 = zext i32 %69 to i64
  %71 = shl nuw nsw i64 %70, 52
  %72 = bitcast i64 %71 to double
  %73 = fmul contract double %46, %72
  br label %74

74:                                               ; preds = %68, %59, %48, %7, %5, %3
  %75 = phi double [ %4, %3 ], [ 0x7FF0000000000000, %5 ], [ 0.000000e+00, %7 ], [ %56, %48 ], [ %67, %59 ], [ %73, %68 ]
  ret double %75
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_exp10(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = fadd contract double %0, %0
  br label %82

5:                                                ; preds = %1
  %6 = fcmp contract ogt double %0, 3.083000e+02
  br i1 %6, label %82, label %7

7:                                                ; preds = %5
  %8 = fcmp contract olt double %0, -3.240000e+02
  br i1 %8, label %82, label %9

9:                                                ; preds = %7
  %10 = fmul contract double %0, 0x400A934F0979A371
  %11 = tail call contract double @llvm.rint.f64(double %10) #11
  %12 = fneg contract double %11
  %13 = tail call contract double @llvm.fma.f64(double %12, double 0x3FD34413509F79FF, double %0) #11
  %14 = fmul contract double %11, 0x3C49DC1DA994FD21
  %15 = fadd contract double %13, %14
  %16 = fsub contract double %15, %13
  %17 = fsub contract double %14, %16
  %18 = fmul contract double %15, 0x40026BB1BBB55516
  %19 = fneg contract double %18
  %20 = tail call contract double @llvm.fma.f64(double %15, double 0x40026BB1BBB55516, double %19) #11
  %21 = fmul contract double %15, 0x3CAF48AD494EA3E9
  %22 = fmul contract double %17, 0x40026BB1BBB55516
  %23 = fsub contract double %22, %21
  %24 = fadd contract double %20, %23
  %25 = fptosi double %11 to i32
  %26 = fmul contract double %18, %18
  %27 = fneg contract double %26
  %28 = tail call contract double @llvm.fma.f64(double %18, double %18, double %27) #11
  %29 = fmul contract double %18, %26
  %30 = tail call contract double @llvm.fma.f64(double %18, double 0x3DE6124613A86D09, double 0x3E21EED8EFF8D898) #11
  %31 = tail call contract double @llvm.fma.f64(double %30, double %18, double 0x3E5AE64567F544E4) #11
  %32 = tail call contract double @llvm.fma.f64(double %31, double %18, double 0x3E927E4FB7789F5C) #11
  %33 = tail call contract double @llvm.fma.f64(double %32, double %18, double 0x3EC71DE3A556C734) #11
  %34 = tail call contract double @llvm.fma.f64(double %33, double %18, double 0x3EFA01A01A01A01A) #11
  %35 = tail call contract double @llvm.fma.f64(double %34, double %18, double 0x3F2A01A01A01A01A) #11
  %36 = tail call contract double @llvm.fma.f64(double %35, double %18, double 0x3F56C16C16C16C17) #11
  %37 = tail call contract double @llvm.fma.f64(double %36, double %18, double 0x3F81111111111111) #11
  %38 = tail call contract double @llvm.fma.f64(double %37, double %18, double 0x3FA5555555555555) #11
  %39 = tail call contract double @llvm.fma.f64(double %38, double %18, double 0x3FC5555555555555) #11
  %40 = fmul contract double %29, %39
  %41 = fmul contract double %26, 5.000000e-01
  %42 = fadd contract double %18, %41
  %43 = fsub contract double %42, %18
  %44 = fsub contract double %41, %43
  %45 = fmul contract double %28, 5.000000e-01
  %46 = fadd contract double %45, %40
  %47 = tail call contract double @llvm.fma.f64(double %24, double %42, double %24) #11
  %48 = fadd contract double %47, %46
  %49 = fadd contract double %44, %48
  %50 = fadd contract double %42, 1.000000e+00
  %51 = fadd contract double %50, -1.000000e+00
  %52 = fsub contract double %42, %51
  %53 = fadd contract double %52, %49
  %54 = fadd contract double %50, %53
  %55 = icmp sgt i32 %25, 1020
  br i1 %55, label %56, label %65

56:                                               ; preds = %9
  %57 = fmul contract double %54, 0x7FB0000000000000
  %58 = icmp ult i32 %25, 2043
  %59 = select i1 %58, i32 %25, i32 2043
  %60 = add nuw nsw i32 %59, 3
  %61 = zext i32 %60 to i64
  %62 = shl nuw nsw i64 %61, 52
  %63 = bitcast i64 %62 to double
  %64 = fmul contract double %57, %63
  br label %82

65:                                               ; preds = %9
  %66 = icmp slt i32 %25, -1020
  br i1 %66, label %67, label %76

67:                                               ; preds = %65
  %68 = icmp ugt i32 %25, -2022
  %69 = select i1 %68, i32 %25, i32 -2022
  %70 = add nsw i32 %69, 2023
  %71 = zext i32 %70 to i64
  %72 = shl nuw nsw i64 %71, 52
  %73 = bitcast i64 %72 to double
  %74 = fmul contract double %54, %73
  %75 = fmul contract double %74, 0x170000000000000
  br label %82

76:                                               ; preds = %65
  %77 = add nsw i32 %25, 1023
  %78 = zext i32 %77 to i64
  %79 = shl nuw nsw i64 %78, 52
  %80 = bitcast i64 %79 to double
  %81 = fmul contract double %54, %80
  br label %82

82:                                               ; preds = %76, %67, %56, %7, %5, %3
  %83 = phi double [ %4, %3 ], [ 0x7FF0000000000000, %5 ], [ 0.000000e+00, %7 ], [ %64, %56 ], [ %75, %67 ], [ %81, %76 ]
  ret double %83
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_expm1(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = fadd contract double %0, %0
  br label %101

5:                                                ; preds = %1
  %6 = tail call contract double @llvm.fabs.f64(double %0) #11
  %7 = fcmp contract olt double %6, 0x3C90000000000000
  br i1 %7, label %101, label %8

8:                                                ; preds = %5
  %9 = fcmp contract ogt double %0, 7.098000e+02
  br i1 %9, label %101, label %10

10:                                               ; preds = %8
  %11 = fcmp contract olt double %0, -4.000000e+01
  br i1 %11, label %101, label %12

12:                                               ; preds = %10
  %13 = fmul contract double %0, 0x3FF71547652B82FE
  %14 = tail call contract double @llvm.rint.f64(double %13) #11
  %15 = fneg contract double %14
  %16 = tail call contract double @llvm.fma.f64(double %15, double 0x3FE62E42FEFA39EF, double %0) #11
  %17 = fmul contract double %14, 0xBC7ABC9E3B39803F
  %18 = fadd contract double %16, %17
  %19 = fsub contract double %18, %16
  %20 = fsub contract double %17, %19
  %21 = fmul contract double %18, %18
  %22 = fneg contract double %21
  %23 = tail call contract double @llvm.fma.f64(double %18, double %18, double %22) #11
  %24 = fmul contract double %18, %21
  %25 = tail call contract double @llvm.fma.f64(double %18, double 0x3DE6124613A86D09, double 0x3E21EED8EFF8D898) #11
  %26 = tail call contract double @llvm.fma.f64(double %25, double %18, double 0x3E5AE64567F544E4) #11
  %27 = tail call contract double @llvm.fma.f64(double %26, double %18, double 0x3E927E4FB7789F5C) #11
  %28 = tail call contract double @llvm.fma.f64(double %27, double %18, double 0x3EC71DE3A556C734) #11
  %29 = tail call contract double @llvm.fma.f64(double %28, double %18, double 0x3EFA01A01A01A01A) #11
  %30 = tail call contract double @llvm.fma.f64(double %29, double %18, double 0x3F2A01A01A01A01A) #11
  %31 = tail call contract double @llvm.fma.f64(double %30, double %18, double 0x3F56C16C16C16C17) #11
  %32 = tail call contract double @llvm.fma.f64(double %31, double %18, double 0x3F81111111111111) #11
  %33 = tail call contract double @llvm.fma.f64(double %32, double %18, double 0x3FA5555555555555) #11
  %34 = tail call contract double @llvm.fma.f64(double %33, double %18, double 0x3FC5555555555555) #11
  %35 = fmul contract double %24, %34
  %36 = fmul contract double %21, 5.000000e-01
  %37 = fadd contract double %18, %36
  %38 = fsub contract double %37, %18
  %39 = fsub contract double %36, %38
  %40 = fmul contract double %23, 5.000000e-01
  %41 = fadd contract double %40, %35
  %42 = tail call contract double @llvm.fma.f64(double %20, double %37, double %20) #11
  %43 = fadd contract double %42, %41
  %44 = fadd contract double %39, %43
  %45 = fptosi double %14 to i32
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %49

47:                                               ; preds = %12
  %48 = fadd contract double %37, %44
  br label %101

49:                                               ; preds = %12
  %50 = icmp sgt i32 %45, 52
  br i1 %50, label %51, label %80

51:                                               ; preds = %49
  %52 = fadd contract double %37, 1.000000e+00
  %53 = fadd contract double %52, -1.000000e+00
  %54 = fsub contract double %37, %53
  %55 = icmp ult i32 %45, 1000
  %56 = sub nsw i32 1023, %45
  %57 = zext i32 %56 to i64
  %58 = shl i64 %57, 52
  %59 = bitcast i64 %58 to double
  %60 = select i1 %55, double %59, double 0.000000e+00
  %61 = fsub contract double %44, %60
  %62 = fadd contract double %54, %61
  %63 = fadd contract double %52, %62
  %64 = icmp ugt i32 %45, 1020
  br i1 %64, label %65, label %74

65:                                               ; preds = %51
  %66 = fmul contract double %63, 0x7FB0000000000000
  %67 = icmp ult i32 %45, 2043
  %68 = select i1 %67, i32 %45, i32 2043
  %69 = add nuw nsw i32 %68, 3
  %70 = zext i32 %69 to i64
  %71 = shl nuw nsw i64 %70, 52
  %72 = bitcast i64 %71 to double
  %73 = fmul contract double %66, %72
  br label %101

74:                                               ; preds = %51
  %75 = add nuw nsw i32 %45, 1023
  %76 = zext i32 %75 to i64
  %77 = shl nuw nsw i64 %76, 52
  %78 = bitcast i64 %77 to double
  %79 = fmul contract double %63, %78
  br label %101

80:                                               ; preds = %49
  %81 = icmp slt i32 %45, -52
  %82 = add nsw i32 %45, 1023
  %83 = zext i32 %82 to i64
  %84 = shl i64 %83, 52
  %85 = bitcast i64 %84 to double
  br i1 %81, label %86, label %89

86:                                               ; preds = %80
  %87 = fadd contract double %37, 1.000000e+00
  %88 = tail call contract double @llvm.fma.f64(double %85, double %87, double -1.000000e+00) #11
  br label %101

89:                                               ; preds = %80
  %90 = fadd contract double %85, -1.000000e+00
  %91 = fmul contract double %37, %85
  %92 = fadd contract double %90, %91
  %93 = fsub contract double %92, %90
  %94 = fsub contract double %92, %93
  %95 = fsub contract double %90, %94
  %96 = fsub contract double %91, %93
  %97 = fadd contract double %96, %95
  %98 = fmul contract double %44, %85
  %99 = fadd contract double %97, %98
  %100 = fadd contract double %92, %99
  br label %101

101:                                              ; preds = %47, %86, %89, %65, %74, %10, %8, %5, %3
  %102 = phi double [ %4, %3 ], [ %0, %5 ], [ 0x7FF0000000000000, %8 ], [ -1.000000e+00, %10 ], [ %48, %47 ], [ %88, %86 ], [ %100, %89 ], [ %73, %65 ], [ %79, %74 ]
  ret double %102
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_log(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = fadd contract double %0, %0
  br label %66

5:                                                ; preds = %1
  %6 = fcmp contract ugt double %0, 0.000000e+00
  br i1 %6, label %10, label %7

7:                                                ; preds = %5
  %8 = fcmp contract oeq double %0, 0.000000e+00
  %9 = select contract i1 %8, double 0xFFF0000000000000, double 0x7FF8000000000000
  br label %66

10:                                               ; preds = %5
  %11 = fcmp contract oeq double %0, 0x7FF0000000000000
  br i1 %11, label %66, label %12

12:                                               ; preds = %10
  %13 = fcmp contract olt double %0, 0x10000000000000
  %14 = fmul contract double %0, 0x4350000000000000
  %15 = select i1 %13, double %14, double %0
  %16 = bitcast double %15 to i64
  %17 = lshr i64 %16, 52
  %18 = trunc i64 %17 to i32
  %19 = and i64 %16, 4503599627370495
  %20 = icmp ugt i64 %19, 1865452045155277
  %21 = select i1 %20, i32 -1022, i32 -1023
  %22 = select i1 %20, i64 4602678819172646912, i64 4607182418800017408
  %23 = or i64 %22, %19
  %24 = select i1 %13, i32 -54, i32 0
  %25 = add nsw i32 %24, %18
  %26 = add nsw i32 %25, %21
  %27 = bitcast i64 %23 to double
  %28 = fadd contract double %27, -1.000000e+00
  %29 = fadd contract double %28, 2.000000e+00
  %30 = fdiv contract double %28, %29
  %31 = fmul contract double %30, %30
  %32 = tail call contract double @llvm.fma.f64(double %31, double 0x3FB8618618618618, double 0x3FBAF286BCA1AF28) #11
  %33 = tail call contract double @llvm.fma.f64(double %32, double %31, double 0x3FBE1E1E1E1E1E1E) #11
  %34 = tail call contract double @llvm.fma.f64(double %33, double %31, double 0x3FC1111111111111) #11
  %35 = tail call contract double @llvm.fma.f64(double %34, double %31, double 0x3FC3B13B13B13B14) #11
  %36 = tail call contract double @llvm.fma.f64(double %35, double %31, double 0x3FC745D1745D1746) #11
  %37 = tail call contract double @llvm.fma.f64(double %36, double %31, double 0x3FCC71C71C71C71C) #11
  %38 = tail call contract double @llvm.fma.f64(double %37, double %31, double 0x3FD2492492492492) #11
  %39 = tail call contract double @llvm.fma.f64(double %38, double %31, double 4.000000e-01) #11
  %40 = tail call contract double @llvm.fma.f64(double %39, double %31, double 0x3FE5555555555555) #11
  %41 = fmul contract double %31, %40
  %42 = fmul contract double %28, 5.000000e-01
  %43 = fmul contract double %28, %42
  %44 = fneg contract double %43
  %45 = tail call contract double @llvm.fma.f64(double %42, double %28, double %44) #11
  %46 = fsub contract double %28, %43
  %47 = fsub contract double %28, %46
  %48 = fsub contract double %47, %43
  %49 = fsub contract double %48, %45
  %50 = fadd contract double %43, %41
  %51 = fmul contract double %30, %50
  %52 = fadd contract double %51, 0.000000e+00
  %53 = fadd contract double %49, %52
  %54 = sitofp i32 %26 to double
  %55 = fmul contract double %54, 0x3FE62E42FEFA3800
  %56 = fadd contract double %55, %46
  %57 = fsub contract double %56, %55
  %58 = fsub contract double %56, %57
  %59 = fsub contract double %55, %58
  %60 = fsub contract double %46, %57
  %61 = fadd contract double %60, %59
  %62 = fmul contract double %54, 0x3D2EF35793C76730
  %63 = fadd contract double %62, %53
  %64 = fadd contract double %61, %63
  %65 = fadd contract double %56, %64
  br label %66

66:                                               ; preds = %10, %12, %7, %3
  %67 = phi double [ %4, %3 ], [ %9, %7 ], [ %65, %12 ], [ 0x7FF0000000000000, %10 ]
  ret double %67
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_log2(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = fadd contract double %0, %0
  br label %71

5:                                                ; preds = %1
  %6 = fcmp contract ugt double %0, 0.000000e+00
  br i1 %6, label %10, label %7

7:                                                ; preds = %5
  %8 = fcmp contract oeq double %0, 0.000000e+00
  %9 = select contract i1 %8, double 0xFFF0000000000000, double 0x7FF8000000000000
  br label %71

10:                                               ; preds = %5
  %11 = fcmp contract oeq double %0, 0x7FF0000000000000
  br i1 %11, label %71, label %12

12:                                               ; preds = %10
  %13 = fcmp contract olt double %0, 0x10000000000000
  %14 = fmul contract double %0, 0x4350000000000000
  %15 = select i1 %13, double %14, double %0
  %16 = bitcast double %15 to i64
  %17 = lshr i64 %16, 52
  %18 = trunc i64 %17 to i32
  %19 = and i64 %16, 4503599627370495
  %20 = icmp ugt i64 %19, 1865452045155277
  %21 = select i1 %20, i32 -1022, i32 -1023
  %22 = select i1 %20, i64 4602678819172646912, i64 4607182418800017408
  %23 = or i64 %22, %19
  %24 = select i1 %13, i32 -54, i32 0
  %25 = add nsw i32 %24, %18
  %26 = add nsw i32 %25, %21
  %27 = bitcast i64 %23 to double
  %28 = fadd contract double %27, -1.000000e+00
  %29 = fadd contract double %28, 2.000000e+00
  %30 = fdiv contract double %28, %29
  %31 = fmul contract double %30, %30
  %32 = tail call contract double @llvm.fma.f64(double %31, double 0x3FB8618618618618, double 0x3FBAF286BCA1AF28) #11
  %33 = tail call contract double @llvm.fma.f64(double %32, double %31, double 0x3FBE1E1E1E1E1E1E) #11
  %34 = tail call contract double @llvm.fma.f64(double %33, double %31, double 0x3FC1111111111111) #11
  %35 = tail call contract double @llvm.fma.f64(double %34, double %31, double 0x3FC3B13B13B13B14) #11
  %36 = tail call contract double @llvm.fma.f64(double %35, double %31, double 0x3FC745D1745D1746) #11
  %37 = tail call contract double @llvm.fma.f64(double %36, double %31, double 0x3FCC71C71C71C71C) #11
  %38 = tail call contract double @llvm.fma.f64(double %37, double %31, double 0x3FD2492492492492) #11
  %39 = tail call contract double @llvm.fma.f64(double %38, double %31, double 4.000000e-01) #11
  %40 = tail call contract double @llvm.fma.f64(double %39, double %31, double 0x3FE5555555555555) #11
  %41 = fmul contract double %31, %40
  %42 = fmul contract double %28, 5.000000e-01
  %43 = fmul contract double %28, %42
  %44 = fneg contract double %43
  %45 = tail call contract double @llvm.fma.f64(double %42, double %28, double %44) #11
  %46 = fsub contract double %28, %43
  %47 = fsub contract double %28, %46
  %48 = fsub contract double %47, %43
  %49 = fsub contract double %48, %45
  %50 = fadd contract double %43, %41
  %51 = fmul contract double %30, %50
  %52 = fadd contract double %51, 0.000000e+00
  %53 = fadd contract double %49, %52
  %54 = sitofp i32 %26 to double
  %55 = fmul contract double %46, 0x3FF71547652B82FE
  %56 = fneg contract double %55
  %57 = tail call contract double @llvm.fma.f64(double %46, double 0x3FF71547652B82FE, double %56) #11
  %58 = fmul contract double %53, 0x3FF71547652B82FE
  %59 = fmul contract double %46, 0x3C7777D0FFDA0D24
  %60 = fadd contract double %59, %58
  %61 = fadd contract double %57, %60
  %62 = fadd contract double %55, %54
  %63 = fsub contract double %62, %54
  %64 = fsub contract double %63, %62
  %65 = fadd contract double %64, %54
  %66 = fsub contract double %55, %63
  %67 = fadd contract double %66, %65
  %68 = fadd contract double %61, 0.000000e+00
  %69 = fadd contract double %67, %68
  %70 = fadd contract double %62, %69
  br label %71

71:                                               ; preds = %10, %12, %7, %3
  %72 = phi double [ %4, %3 ], [ %9, %7 ], [ %70, %12 ], [ 0x7FF0000000000000, %10 ]
  ret double %72
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_log10(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = fadd contract double %0, %0
  br label %73

5:                                                ; preds = %1
  %6 = fcmp contract ugt double %0, 0.000000e+00
  br i1 %6, label %10, label %7

7:                                                ; preds = %5
  %8 = fcmp contract oeq double %0, 0.000000e+00
  %9 = select contract i1 %8, double 0xFFF0000000000000, double 0x7FF8000000000000
  br label %73

10:                                               ; preds = %5
  %11 = fcmp contract oeq double %0, 0x7FF0000000000000
  br i1 %11, label %73, label %12

12:                                               ; preds = %10
  %13 = fcmp contract olt double %0, 0x10000000000000
  %14 = fmul contract double %0, 0x4350000000000000
  %15 = select i1 %13, double %14, double %0
  %16 = bitcast double %15 to i64
  %17 = lshr i64 %16, 52
  %18 = trunc i64 %17 to i32
  %19 = and i64 %16, 4503599627370495
  %20 = icmp ugt i64 %19, 1865452045155277
  %21 = select i1 %20, i32 -1022, i32 -1023
  %22 = select i1 %20, i64 4602678819172646912, i64 4607182418800017408
  %23 = or i64 %22, %19
  %24 = select i1 %13, i32 -54, i32 0
  %25 = add nsw i32 %24, %18
  %26 = add nsw i32 %25, %21
  %27 = bitcast i64 %23 to double
  %28 = fadd contract double %27, -1.000000e+00
  %29 = fadd contract double %28, 2.000000e+00
  %30 = fdiv contract double %28, %29
  %31 = fmul contract double %30, %30
  %32 = tail call contract double @llvm.fma.f64(double %31, double 0x3FB8618618618618, double 0x3FBAF286BCA1AF28) #11
  %33 = tail call contract double @llvm.fma.f64(double %32, double %31, double 0x3FBE1E1E1E1E1E1E) #11
  %34 = tail call contract double @llvm.fma.f64(double %33, double %31, double 0x3FC1111111111111) #11
  %35 = tail call contract double @llvm.fma.f64(double %34, double %31, double 0x3FC3B13B13B13B14) #11
  %36 = tail call contract double @llvm.fma.f64(double %35, double %31, double 0x3FC745D1745D1746) #11
  %37 = tail call contract double @llvm.fma.f64(double %36, double %31, double 0x3FCC71C71C71C71C) #11
  %38 = tail call contract double @llvm.fma.f64(double %37, double %31, double 0x3FD2492492492492) #11
  %39 = tail call contract double @llvm.fma.f64(double %38, double %31, double 4.000000e-01) #11
  %40 = tail call contract double @llvm.fma.f64(double %39, double %31, double 0x3FE5555555555555) #11
  %41 = fmul contract double %31, %40
  %42 = fmul contract double %28, 5.000000e-01
  %43 = fmul contract double %28, %42
  %44 = fneg contract double %43
  %45 = tail call contract double @llvm.fma.f64(double %42, double %28, double %44) #11
  %46 = fsub contract double %28, %43
  %47 = fsub contract double %28, %46
  %48 = fsub contract double %47, %43
  %49 = fsub contract double %48, %45
  %50 = fadd contract double %43, %41
  %51 = fmul contract double %30, %50
  %52 = fadd contract double %51, 0.000000e+00
  %53 = fadd contract double %49, %52
  %54 = sitofp i32 %26 to double
  %55 = fmul contract double %54, 0x3FD34413509F7800
  %56 = fmul contract double %54, 0x3D1FEF311F12B358
  %57 = fmul contract double %46, 0x3FDBCB7B1526E50E
  %58 = fneg contract double %57
  %59 = tail call contract double @llvm.fma.f64(double %46, double 0x3FDBCB7B1526E50E, double %58) #11
  %60 = fmul contract double %53, 0x3FDBCB7B1526E50E
  %61 = fmul contract double %46, 0x3C695355BAAAFAD3
  %62 = fadd contract double %61, %60
  %63 = fadd contract double %59, %62
  %64 = fadd contract double %55, %57
  %65 = fsub contract double %64, %55
  %66 = fsub contract double %64, %65
  %67 = fsub contract double %55, %66
  %68 = fsub contract double %57, %65
  %69 = fadd contract double %68, %67
  %70 = fadd contract double %56, %63
  %71 = fadd contract double %69, %70
  %72 = fadd contract double %64, %71
  br label %73

73:                                               ; preds = %10, %12, %7, %3
  %74 = phi double [ %4, %3 ], [ %9, %7 ], [ %72, %12 ], [ 0x7FF0000000000000, %10 ]
  ret double %74
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_log1p(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = fadd contract double %0, %0
  br label %76

5:                                                ; preds = %1
  %6 = fcmp contract ugt double %0, -1.000000e+00
  br i1 %6, label %10, label %7

7:                                                ; preds = %5
  %8 = fcmp contract oeq double %0, -1.000000e+00
  %9 = select contract i1 %8, double 0xFFF0000000000000, double 0x7FF8000000000000
  br label %76

10:                                               ; preds = %5
  %11 = fcmp contract oeq double %0, 0x7FF0000000000000
  %12 = tail call contract double @llvm.fabs.f64(double %0) #11
  %13 = fcmp contract olt double %12, 0x3C90000000000000
  %14 = select i1 %11, i1 true, i1 %13
  br i1 %14, label %76, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %0, 1.000000e+00
  %17 = fadd contract double %16, -1.000000e+00
  %18 = fsub contract double %17, %16
  %19 = fadd contract double %18, 1.000000e+00
  %20 = fsub contract double %0, %17
  %21 = fadd contract double %20, %19
  %22 = fcmp contract olt double %16, 0x10000000000000
  %23 = fmul contract double %16, 0x4350000000000000
  %24 = select i1 %22, double %23, double %16
  %25 = bitcast double %24 to i64
  %26 = lshr i64 %25, 52
  %27 = trunc i64 %26 to i32
  %28 = and i64 %25, 4503599627370495
  %29 = icmp ugt i64 %28, 1865452045155277
  %30 = select i1 %29, i32 -1022, i32 -1023
  %31 = select i1 %29, i64 4602678819172646912, i64 4607182418800017408
  %32 = or i64 %31, %28
  %33 = select i1 %22, i32 -54, i32 0
  %34 = add nsw i32 %33, %27
  %35 = add nsw i32 %34, %30
  %36 = bitcast i64 %32 to double
  %37 = fadd contract double %36, -1.000000e+00
  %38 = fdiv contract double %21, %16
  %39 = fadd contract double %37, 2.000000e+00
  %40 = fdiv contract double %37, %39
  %41 = fmul contract double %40, %40
  %42 = tail call contract double @llvm.fma.f64(double %41, double 0x3FB8618618618618, double 0x3FBAF286BCA1AF28) #11
  %43 = tail call contract double @llvm.fma.f64(double %42, double %41, double 0x3FBE1E1E1E1E1E1E) #11
  %44 = tail call contract double @llvm.fma.f64(double %43, double %41, double 0x3FC1111111111111) #11
  %45 = tail call contract double @llvm.fma.f64(double %44, double %41, double 0x3FC3B13B13B13B14) #11
  %46 = tail call contract double @llvm.fma.f64(double %45, double %41, double 0x3FC745D1745D1746) #11
  %47 = tail call contract double @llvm.fma.f64(double %46, double %41, double 0x3FCC71C71C71C71C) #11
  %48 = tail call contract double @llvm.fma.f64(double %47, double %41, double 0x3FD2492492492492) #11
  %49 = tail call contract double @llvm.fma.f64(double %48, double %41, double 4.000000e-01) #11
  %50 = tail call contract double @llvm.fma.f64(double %49, double %41, double 0x3FE5555555555555) #11
  %51 = fmul contract double %41, %50
  %52 = fmul contract double %37, 5.000000e-01
  %53 = fmul contract double %37, %52
  %54 = fneg contract double %53
  %55 = tail call contract double @llvm.fma.f64(double %52, double %37, double %54) #11
  %56 = fsub contract double %37, %53
  %57 = fsub contract double %37, %56
  %58 = fsub contract double %57, %53
  %59 = fsub contract double %58, %55
  %60 = fadd contract double %53, %51
  %61 = fmul contract double %40, %60
  %62 = fadd contract double %38, %61
  %63 = fadd contract double %59, %62
  %64 = sitofp i32 %35 to double
  %65 = fmul contract double %64, 0x3FE62E42FEFA3800
  %66 = fadd contract double %65, %56
  %67 = fsub contract double %66, %65
  %68 = fsub contract double %66, %67
  %69 = fsub contract double %65, %68
  %70 = fsub contract double %56, %67
  %71 = fadd contract double %70, %69
  %72 = fmul contract double %64, 0x3D2EF35793C76730
  %73 = fadd contract double %72, %63
  %74 = fadd contract double %71, %73
  %75 = fadd contract double %66, %74
  br label %76

76:                                               ; preds = %10, %15, %7, %3
  %77 = phi double [ %4, %3 ], [ %9, %7 ], [ %75, %15 ], [ %0, %10 ]
  ret double %77
}

; Function Attrs: mustprogress nofree nosync nounwind writeonly
define dso_local double @__nv_sin(double noundef %0) local_unnamed_addr #2 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = tail call contract double @llvm.fabs.f64(double %0) #11
  %5 = fcmp contract olt double %4, 0x7FF0000000000000
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = fsub contract double %0, %0
  br label %101

8:                                                ; preds = %1
  %9 = fcmp contract olt double %4, 0x3E40000000000000
  br i1 %9, label %101, label %10

10:                                               ; preds = %8
  %11 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #11
  %12 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #11
  %13 = fcmp contract ugt double %4, 0x3FE921FB54442D15
  br i1 %13, label %15, label %14

14:                                               ; preds = %10
  store double %4, double* %2, align 8, !tbaa !30
  store double 0.000000e+00, double* %3, align 8, !tbaa !30
  br label %41

15:                                               ; preds = %10
  %16 = fcmp contract ult double %4, 0x41B0000000000000
  br i1 %16, label %19, label %17

17:                                               ; preds = %15
  %18 = call fastcc noundef i32 @_ZL16m64_rem_pio2_bigdPdS_(double noundef %4, double* noundef nonnull %2, double* noundef nonnull %3) #11, !range !34
  br label %41

19:                                               ; preds = %15
  %20 = fmul contract double %4, 0x3FE45F306DC9C883
  %21 = tail call contract double @llvm.rint.f64(double %20) #11
  %22 = fneg contract double %21
  %23 = tail call contract double @llvm.fma.f64(double %22, double 0x3FF921FB54442D18, double %4) #11
  %24 = fmul contract double %21, 0xBC91A62633145C07
  %25 = tail call contract double @llvm.fma.f64(double %21, double 0x3C91A62633145C07, double %24) #11
  %26 = fadd contract double %23, %24
  %27 = fsub contract double %26, %23
  %28 = fsub contract double %26, %27
  %29 = fsub contract double %23, %28
  %30 = fsub contract double %24, %27
  %31 = fadd contract double %30, %29
  %32 = fsub contract double %31, %25
  %33 = fmul contract double %21, 0x391F1976B7ED8FBC
  %34 = fadd contract double %33, %32
  %35 = fadd contract double %26, %34
  %36 = fsub contract double %35, %26
  %37 = fsub contract double %34, %36
  store double %35, double* %2, align 8, !tbaa !30
  store double %37, double* %3, align 8, !tbaa !30
  %38 = fptosi double %21 to i64
  %39 = trunc i64 %38 to i32
  %40 = and i32 %39, 3
  br label %41

41:                                               ; preds = %14, %17, %19
  %42 = phi i32 [ 0, %14 ], [ %18, %17 ], [ %40, %19 ]
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  %45 = load double, double* %2, align 8, !tbaa !30
  %46 = load double, double* %3, align 8, !tbaa !30
  %47 = fmul contract double %45, %45
  br i1 %44, label %72, label %48

48:                                               ; preds = %41
  %49 = tail call contract double @llvm.fma.f64(double %47, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %50 = tail call contract double @llvm.fma.f64(double %49, double %47, double 0xBDA93974A8C07C9D) #11
  %51 = tail call contract double @llvm.fma.f64(double %50, double %47, double 0x3E21EED8EFF8D898) #11
  %52 = tail call contract double @llvm.fma.f64(double %51, double %47, double 0xBE927E4FB7789F5C) #11
  %53 = tail call contract double @llvm.fma.f64(double %52, double %47, double 0x3EFA01A01A01A01A) #11
  %54 = tail call contract double @llvm.fma.f64(double %53, double %47, double 0xBF56C16C16C16C17) #11
  %55 = tail call contract double @llvm.fma.f64(double %54, double %47, double 0x3FA5555555555555) #11
  %56 = fmul contract double %47, %55
  %57 = fmul contract double %47, %56
  %58 = fmul contract double %47, 5.000000e-01
  %59 = fmul contract double %45, 5.000000e-01
  %60 = fneg contract double %58
  %61 = tail call contract double @llvm.fma.f64(double %59, double %45, double %60) #11
  %62 = fsub contract double 1.000000e+00, %58
  %63 = fsub contract double 1.000000e+00, %62
  %64 = fsub contract double %63, %58
  %65 = fsub contract double %64, %61
  %66 = fmul contract double %45, %46
  %67 = fsub contract double %57, %66
  %68 = fadd contract double %65, %67
  %69 = fadd contract double %62, %68
  %70 = fsub contract double %69, %62
  %71 = fsub contract double %68, %70
  br label %90

72:                                               ; preds = %41
  %73 = fmul contract double %45, %47
  %74 = tail call contract double @llvm.fma.f64(double %47, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %75 = tail call contract double @llvm.fma.f64(double %74, double %47, double 0x3DE6124613A86D09) #11
  %76 = tail call contract double @llvm.fma.f64(double %75, double %47, double 0xBE5AE64567F544E4) #11
  %77 = tail call contract double @llvm.fma.f64(double %76, double %47, double 0x3EC71DE3A556C734) #11
  %78 = tail call contract double @llvm.fma.f64(double %77, double %47, double 0xBF2A01A01A01A01A) #11
  %79 = tail call contract double @llvm.fma.f64(double %78, double %47, double 0x3F81111111111111) #11
  %80 = fmul contract double %47, %79
  %81 = fmul contract double %73, %80
  %82 = fmul contract double %47, -5.000000e-01
  %83 = tail call contract double @llvm.fma.f64(double %82, double %46, double %46) #11
  %84 = fadd contract double %83, %81
  %85 = fmul contract double %73, 0x3FC5555555555555
  %86 = fsub contract double %84, %85
  %87 = fadd contract double %45, %86
  %88 = fsub contract double %87, %45
  %89 = fsub contract double %86, %88
  br label %90

90:                                               ; preds = %72, %48
  %91 = phi double [ %89, %72 ], [ %71, %48 ]
  %92 = phi double [ %87, %72 ], [ %69, %48 ]
  %93 = fadd contract double %91, %92
  %94 = and i32 %42, 2
  %95 = icmp eq i32 %94, 0
  %96 = fneg contract double %93
  %97 = select i1 %95, double %93, double %96
  %98 = fcmp contract olt double %0, 0.000000e+00
  %99 = fneg contract double %97
  %100 = select contract i1 %98, double %99, double %97
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #11
  br label %101

101:                                              ; preds = %8, %90, %6
  %102 = phi double [ %100, %90 ], [ %7, %6 ], [ %0, %8 ]
  ret double %102
}

; Function Attrs: mustprogress nofree nosync nounwind writeonly
define dso_local double @__nv_cos(double noundef %0) local_unnamed_addr #2 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = tail call contract double @llvm.fabs.f64(double %0) #11
  %5 = fcmp contract olt double %4, 0x7FF0000000000000
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = fsub contract double %0, %0
  br label %99

8:                                                ; preds = %1
  %9 = fcmp contract olt double %4, 0x3E40000000000000
  br i1 %9, label %99, label %10

10:                                               ; preds = %8
  %11 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #11
  %12 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #11
  %13 = fcmp contract ugt double %4, 0x3FE921FB54442D15
  br i1 %13, label %15, label %14

14:                                               ; preds = %10
  store double %4, double* %2, align 8, !tbaa !30
  store double 0.000000e+00, double* %3, align 8, !tbaa !30
  br label %41

15:                                               ; preds = %10
  %16 = fcmp contract ult double %4, 0x41B0000000000000
  br i1 %16, label %19, label %17

17:                                               ; preds = %15
  %18 = call fastcc noundef i32 @_ZL16m64_rem_pio2_bigdPdS_(double noundef %4, double* noundef nonnull %2, double* noundef nonnull %3) #11, !range !34
  br label %41

19:                                               ; preds = %15
  %20 = fmul contract double %4, 0x3FE45F306DC9C883
  %21 = tail call contract double @llvm.rint.f64(double %20) #11
  %22 = fneg contract double %21
  %23 = tail call contract double @llvm.fma.f64(double %22, double 0x3FF921FB54442D18, double %4) #11
  %24 = fmul contract double %21, 0xBC91A62633145C07
  %25 = tail call contract double @llvm.fma.f64(double %21, double 0x3C91A62633145C07, double %24) #11
  %26 = fadd contract double %23, %24
  %27 = fsub contract double %26, %23
  %28 = fsub contract double %26, %27
  %29 = fsub contract double %23, %28
  %30 = fsub contract double %24, %27
  %31 = fadd contract double %30, %29
  %32 = fsub contract double %31, %25
  %33 = fmul contract double %21, 0x391F1976B7ED8FBC
  %34 = fadd contract double %33, %32
  %35 = fadd contract double %26, %34
  %36 = fsub contract double %35, %26
  %37 = fsub contract double %34, %36
  store double %35, double* %2, align 8, !tbaa !30
  store double %37, double* %3, align 8, !tbaa !30
  %38 = fptosi double %21 to i64
  %39 = trunc i64 %38 to i32
  %40 = and i32 %39, 3
  br label %41

41:                                               ; preds = %14, %17, %19
  %42 = phi i32 [ 0, %14 ], [ %18, %17 ], [ %40, %19 ]
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  %45 = load double, double* %2, align 8, !tbaa !30
  %46 = load double, double* %3, align 8, !tbaa !30
  %47 = fmul contract double %45, %45
  br i1 %44, label %66, label %48

48:                                               ; preds = %41
  %49 = fmul contract double %45, %47
  %50 = tail call contract double @llvm.fma.f64(double %47, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %51 = tail call contract double @llvm.fma.f64(double %50, double %47, double 0x3DE6124613A86D09) #11
  %52 = tail call contract double @llvm.fma.f64(double %51, double %47, double 0xBE5AE64567F544E4) #11
  %53 = tail call contract double @llvm.fma.f64(double %52, double %47, double 0x3EC71DE3A556C734) #11
  %54 = tail call contract double @llvm.fma.f64(double %53, double %47, double 0xBF2A01A01A01A01A) #11
  %55 = tail call contract double @llvm.fma.f64(double %54, double %47, double 0x3F81111111111111) #11
  %56 = fmul contract double %47, %55
  %57 = fmul contract double %49, %56
  %58 = fmul contract double %47, -5.000000e-01
  %59 = tail call contract double @llvm.fma.f64(double %58, double %46, double %46) #11
  %60 = fadd contract double %59, %57
  %61 = fmul contract double %49, 0x3FC5555555555555
  %62 = fsub contract double %60, %61
  %63 = fadd contract double %45, %62
  %64 = fsub contract double %63, %45
  %65 = fsub contract double %62, %64
  br label %90

66:                                               ; preds = %41
  %67 = tail call contract double @llvm.fma.f64(double %47, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %68 = tail call contract double @llvm.fma.f64(double %67, double %47, double 0xBDA93974A8C07C9D) #11
  %69 = tail call contract double @llvm.fma.f64(double %68, double %47, double 0x3E21EED8EFF8D898) #11
  %70 = tail call contract double @llvm.fma.f64(double %69, double %47, double 0xBE927E4FB7789F5C) #11
  %71 = tail call contract double @llvm.fma.f64(double %70, double %47, double 0x3EFA01A01A01A01A) #11
  %72 = tail call contract double @llvm.fma.f64(double %71, double %47, double 0xBF56C16C16C16C17) #11
  %73 = tail call contract double @llvm.fma.f64(double %72, double %47, double 0x3FA5555555555555) #11
  %74 = fmul contract double %47, %73
  %75 = fmul contract double %47, %74
  %76 = fmul contract double %47, 5.000000e-01
  %77 = fmul contract double %45, 5.000000e-01
  %78 = fneg contract double %76
  %79 = tail call contract double @llvm.fma.f64(double %77, double %45, double %78) #11
  %80 = fsub contract double 1.000000e+00, %76
  %81 = fsub contract double 1.000000e+00, %80
  %82 = fsub contract double %81, %76
  %83 = fsub contract double %82, %79
  %84 = fmul contract double %45, %46
  %85 = fsub contract double %75, %84
  %86 = fadd contract double %83, %85
  %87 = fadd contract double %80, %86
  %88 = fsub contract double %87, %80
  %89 = fsub contract double %86, %88
  br label %90

90:                                               ; preds = %66, %48
  %91 = phi double [ %89, %66 ], [ %65, %48 ]
  %92 = phi double [ %87, %66 ], [ %63, %48 ]
  %93 = fadd contract double %91, %92
  %94 = add nuw nsw i32 %42, 1
  %95 = and i32 %94, 2
  %96 = icmp eq i32 %95, 0
  %97 = fneg contract double %93
  %98 = select i1 %96, double %93, double %97
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #11
  br label %99

99:                                               ; preds = %8, %90, %6
  %100 = phi double [ %98, %90 ], [ %7, %6 ], [ 1.000000e+00, %8 ]
  ret double %100
}

; Function Attrs: mustprogress nofree nosync nounwind writeonly
define dso_local void @__nv_sincos(double noundef %0, double* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = tail call contract double @llvm.fabs.f64(double %0) #11
  %7 = fcmp contract olt double %6, 0x7FF0000000000000
  br i1 %7, label %10, label %8

8:                                                ; preds = %3
  %9 = fsub contract double %0, %0
  store double %9, double* %1, align 8, !tbaa !30
  store double %9, double* %2, align 8, !tbaa !30
  br label %112

10:                                               ; preds = %3
  %11 = fcmp contract olt double %6, 0x3E40000000000000
  br i1 %11, label %12, label %13

12:                                               ; preds = %10
  store double %0, double* %1, align 8, !tbaa !30
  store double 1.000000e+00, double* %2, align 8, !tbaa !30
  br label %112

13:                                               ; preds = %10
  %14 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #11
  %15 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %15) #11
  %16 = fcmp contract ugt double %6, 0x3FE921FB54442D15
  br i1 %16, label %17, label %45

17:                                               ; preds = %13
  %18 = fcmp contract ult double %6, 0x41B0000000000000
  br i1 %18, label %23, label %19

19:                                               ; preds = %17
  %20 = call fastcc noundef i32 @_ZL16m64_rem_pio2_bigdPdS_(double noundef %6, double* noundef nonnull %4, double* noundef nonnull %5) #11, !range !34
  %21 = load double, double* %4, align 8, !tbaa !30
  %22 = load double, double* %5, align 8, !tbaa !30
  br label %45

23:                                               ; preds = %17
  %24 = fmul contract double %6, 0x3FE45F306DC9C883
  %25 = tail call contract double @llvm.rint.f64(double %24) #11
  %26 = fneg contract double %25
  %27 = tail call contract double @llvm.fma.f64(double %26, double 0x3FF921FB54442D18, double %6) #11
  %28 = fmul contract double %25, 0xBC91A62633145C07
  %29 = tail call contract double @llvm.fma.f64(double %25, double 0x3C91A62633145C07, double %28) #11
  %30 = fadd contract double %27, %28
  %31 = fsub contract double %30, %27
  %32 = fsub contract double %30, %31
  %33 = fsub contract double %27, %32
  %34 = fsub contract double %28, %31
  %35 = fadd contract double %34, %33
  %36 = fsub contract double %35, %29
  %37 = fmul contract double %25, 0x391F1976B7ED8FBC
  %38 = fadd contract double %37, %36
  %39 = fadd contract double %30, %38
  %40 = fsub contract double %39, %30
  %41 = fsub contract double %38, %40
  %42 = fptosi double %25 to i64
  %43 = trunc i64 %42 to i32
  %44 = and i32 %43, 3
  br label %45

45:                                               ; preds = %13, %19, %23
  %46 = phi double [ %22, %19 ], [ %41, %23 ], [ 0.000000e+00, %13 ]
  %47 = phi double [ %21, %19 ], [ %39, %23 ], [ %6, %13 ]
  %48 = phi i32 [ %20, %19 ], [ %44, %23 ], [ 0, %13 ]
  %49 = fmul contract double %47, %47
  %50 = fmul contract double %47, %49
  %51 = tail call contract double @llvm.fma.f64(double %49, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %52 = tail call contract double @llvm.fma.f64(double %51, double %49, double 0x3DE6124613A86D09) #11
  %53 = tail call contract double @llvm.fma.f64(double %52, double %49, double 0xBE5AE64567F544E4) #11
  %54 = tail call contract double @llvm.fma.f64(double %53, double %49, double 0x3EC71DE3A556C734) #11
  %55 = tail call contract double @llvm.fma.f64(double %54, double %49, double 0xBF2A01A01A01A01A) #11
  %56 = tail call contract double @llvm.fma.f64(double %55, double %49, double 0x3F81111111111111) #11
  %57 = fmul contract double %49, %56
  %58 = fmul contract double %50, %57
  %59 = fmul contract double %49, -5.000000e-01
  %60 = tail call contract double @llvm.fma.f64(double %59, double %46, double %46) #11
  %61 = fadd contract double %60, %58
  %62 = fmul contract double %50, 0x3FC5555555555555
  %63 = fsub contract double %61, %62
  %64 = fadd contract double %47, %63
  %65 = fsub contract double %64, %47
  %66 = fsub contract double %63, %65
  %67 = tail call contract double @llvm.fma.f64(double %49, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %68 = tail call contract double @llvm.fma.f64(double %67, double %49, double 0xBDA93974A8C07C9D) #11
  %69 = tail call contract double @llvm.fma.f64(double %68, double %49, double 0x3E21EED8EFF8D898) #11
  %70 = tail call contract double @llvm.fma.f64(double %69, double %49, double 0xBE927E4FB7789F5C) #11
  %71 = tail call contract double @llvm.fma.f64(double %70, double %49, double 0x3EFA01A01A01A01A) #11
  %72 = tail call contract double @llvm.fma.f64(double %71, double %49, double 0xBF56C16C16C16C17) #11
  %73 = tail call contract double @llvm.fma.f64(double %72, double %49, double 0x3FA5555555555555) #11
  %74 = fmul contract double %49, %73
  %75 = fmul contract double %49, %74
  %76 = fmul contract double %49, 5.000000e-01
  %77 = fmul contract double %47, 5.000000e-01
  %78 = fneg contract double %76
  %79 = tail call contract double @llvm.fma.f64(double %77, double %47, double %78) #11
  %80 = fsub contract double 1.000000e+00, %76
  %81 = fsub contract double 1.000000e+00, %80
  %82 = fsub contract double %81, %76
  %83 = fsub contract double %82, %79
  %84 = fmul contract double %47, %46
  %85 = fsub contract double %75, %84
  %86 = fadd contract double %83, %85
  %87 = fadd contract double %80, %86
  %88 = fsub contract double %87, %80
  %89 = fsub contract double %86, %88
  switch i32 %48, label %102 [
    i32 0, label %90
    i32 1, label %93
    i32 2, label %97
  ]

90:                                               ; preds = %45
  %91 = fadd contract double %64, %66
  %92 = fadd contract double %87, %89
  br label %106

93:                                               ; preds = %45
  %94 = fadd contract double %87, %89
  %95 = fadd contract double %64, %66
  %96 = fneg contract double %95
  br label %106

97:                                               ; preds = %45
  %98 = fadd contract double %64, %66
  %99 = fneg contract double %98
  %100 = fadd contract double %87, %89
  %101 = fneg contract double %100
  br label %106

102:                                              ; preds = %45
  %103 = fadd contract double %87, %89
  %104 = fneg contract double %103
  %105 = fadd contract double %64, %66
  br label %106

106:                                              ; preds = %90, %93, %97, %102
  %107 = phi double [ %104, %102 ], [ %99, %97 ], [ %94, %93 ], [ %91, %90 ]
  %108 = phi double [ %105, %102 ], [ %101, %97 ], [ %96, %93 ], [ %92, %90 ]
  %109 = fcmp contract olt double %0, 0.000000e+00
  %110 = fneg contract double %107
  %111 = select contract i1 %109, double %110, double %107
  store double %111, double* %1, align 8, !tbaa !30
  store double %108, double* %2, align 8, !tbaa !30
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #11
  br label %112

112:                                              ; preds = %106, %12, %8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind writeonly
define dso_local double @__nv_tan(double noundef %0) local_unnamed_addr #2 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = tail call contract double @llvm.fabs.f64(double %0) #11
  %5 = fcmp contract olt double %4, 0x7FF0000000000000
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = fsub contract double %0, %0
  br label %108

8:                                                ; preds = %1
  %9 = fcmp contract olt double %4, 0x3E40000000000000
  br i1 %9, label %108, label %10

10:                                               ; preds = %8
  %11 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #11
  %12 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #11
  %13 = fcmp contract ugt double %4, 0x3FE921FB54442D15
  br i1 %13, label %14, label %42

14:                                               ; preds = %10
  %15 = fcmp contract ult double %4, 0x41B0000000000000
  br i1 %15, label %20, label %16

16:                                               ; preds = %14
  %17 = call fastcc noundef i32 @_ZL16m64_rem_pio2_bigdPdS_(double noundef %4, double* noundef nonnull %2, double* noundef nonnull %3) #11, !range !34
  %18 = load double, double* %2, align 8, !tbaa !30
  %19 = load double, double* %3, align 8, !tbaa !30
  br label %42

20:                                               ; preds = %14
  %21 = fmul contract double %4, 0x3FE45F306DC9C883
  %22 = tail call contract double @llvm.rint.f64(double %21) #11
  %23 = fneg contract double %22
  %24 = tail call contract double @llvm.fma.f64(double %23, double 0x3FF921FB54442D18, double %4) #11
  %25 = fmul contract double %22, 0xBC91A62633145C07
  %26 = tail call contract double @llvm.fma.f64(double %22, double 0x3C91A62633145C07, double %25) #11
  %27 = fadd contract double %24, %25
  %28 = fsub contract double %27, %24
  %29 = fsub contract double %27, %28
  %30 = fsub contract double %24, %29
  %31 = fsub contract double %25, %28
  %32 = fadd contract double %31, %30
  %33 = fsub contract double %32, %26
  %34 = fmul contract double %22, 0x391F1976B7ED8FBC
  %35 = fadd contract double %34, %33
  %36 = fadd contract double %27, %35
  %37 = fsub contract double %36, %27
  %38 = fsub contract double %35, %37
  %39 = fptosi double %22 to i64
  %40 = trunc i64 %39 to i32
  %41 = and i32 %40, 3
  br label %42

42:                                               ; preds = %10, %16, %20
  %43 = phi double [ %19, %16 ], [ %38, %20 ], [ 0.000000e+00, %10 ]
  %44 = phi double [ %18, %16 ], [ %36, %20 ], [ %4, %10 ]
  %45 = phi i32 [ %17, %16 ], [ %41, %20 ], [ 0, %10 ]
  %46 = fmul contract double %44, %44
  %47 = fmul contract double %44, %46
  %48 = tail call contract double @llvm.fma.f64(double %46, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %49 = tail call contract double @llvm.fma.f64(double %48, double %46, double 0x3DE6124613A86D09) #11
  %50 = tail call contract double @llvm.fma.f64(double %49, double %46, double 0xBE5AE64567F544E4) #11
  %51 = tail call contract double @llvm.fma.f64(double %50, double %46, double 0x3EC71DE3A556C734) #11
  %52 = tail call contract double @llvm.fma.f64(double %51, double %46, double 0xBF2A01A01A01A01A) #11
  %53 = tail call contract double @llvm.fma.f64(double %52, double %46, double 0x3F81111111111111) #11
  %54 = fmul contract double %46, %53
  %55 = fmul contract double %47, %54
  %56 = fmul contract double %46, -5.000000e-01
  %57 = tail call contract double @llvm.fma.f64(double %56, double %43, double %43) #11
  %58 = fadd contract double %57, %55
  %59 = fmul contract double %47, 0x3FC5555555555555
  %60 = fsub contract double %58, %59
  %61 = fadd contract double %44, %60
  %62 = fsub contract double %61, %44
  %63 = fsub contract double %60, %62
  %64 = tail call contract double @llvm.fma.f64(double %46, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %65 = tail call contract double @llvm.fma.f64(double %64, double %46, double 0xBDA93974A8C07C9D) #11
  %66 = tail call contract double @llvm.fma.f64(double %65, double %46, double 0x3E21EED8EFF8D898) #11
  %67 = tail call contract double @llvm.fma.f64(double %66, double %46, double 0xBE927E4FB7789F5C) #11
  %68 = tail call contract double @llvm.fma.f64(double %67, double %46, double 0x3EFA01A01A01A01A) #11
  %69 = tail call contract double @llvm.fma.f64(double %68, double %46, double 0xBF56C16C16C16C17) #11
  %70 = tail call contract double @llvm.fma.f64(double %69, double %46, double 0x3FA5555555555555) #11
  %71 = fmul contract double %46, %70
  %72 = fmul contract double %46, %71
  %73 = fmul contract double %46, 5.000000e-01
  %74 = fmul contract double %44, 5.000000e-01
  %75 = fneg contract double %73
  %76 = tail call contract double @llvm.fma.f64(double %74, double %44, double %75) #11
  %77 = fsub contract double 1.000000e+00, %73
  %78 = fsub contract double 1.000000e+00, %77
  %79 = fsub contract double %78, %73
  %80 = fsub contract double %79, %76
  %81 = fmul contract double %44, %43
  %82 = fsub contract double %72, %81
  %83 = fadd contract double %80, %82
  %84 = fadd contract double %77, %83
  %85 = fsub contract double %84, %77
  %86 = fsub contract double %83, %85
  %87 = and i32 %45, 1
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %42
  %90 = fneg contract double %86
  %91 = fneg contract double %84
  br label %92

92:                                               ; preds = %89, %42
  %93 = phi double [ %91, %89 ], [ %61, %42 ]
  %94 = phi double [ %90, %89 ], [ %63, %42 ]
  %95 = phi double [ %61, %89 ], [ %84, %42 ]
  %96 = phi double [ %63, %89 ], [ %86, %42 ]
  %97 = fdiv contract double %93, %95
  %98 = fneg contract double %97
  %99 = tail call contract double @llvm.fma.f64(double %98, double %95, double %93) #11
  %100 = fmul contract double %97, %96
  %101 = fsub contract double %94, %100
  %102 = fadd contract double %99, %101
  %103 = fdiv contract double %102, %95
  %104 = fadd contract double %97, %103
  %105 = fcmp contract olt double %0, 0.000000e+00
  %106 = fneg contract double %104
  %107 = select contract i1 %105, double %106, double %104
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #11
  br label %108

108:                                              ; preds = %8, %92, %6
  %109 = phi double [ %107, %92 ], [ %7, %6 ], [ %0, %8 ]
  ret double %109
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_sinpi(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.fabs.f64(double %0) #11
  %3 = fcmp contract olt double %2, 0x7FF0000000000000
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = fsub contract double %0, %0
  br label %78

6:                                                ; preds = %1
  %7 = fcmp contract ult double %2, 0x4330000000000000
  br i1 %7, label %10, label %8

8:                                                ; preds = %6
  %9 = tail call contract double @llvm.copysign.f64(double 0.000000e+00, double %0) #11
  br label %78

10:                                               ; preds = %6
  %11 = fadd contract double %0, %0
  %12 = tail call contract double @llvm.rint.f64(double %11) #11
  %13 = tail call contract double @llvm.fma.f64(double %12, double -5.000000e-01, double %0) #11
  %14 = fmul contract double %13, 0x400921FB54442D18
  %15 = fneg contract double %14
  %16 = tail call contract double @llvm.fma.f64(double %13, double 0x400921FB54442D18, double %15) #11
  %17 = fmul contract double %13, 0x3CA1A62633145C07
  %18 = fadd contract double %17, %16
  %19 = fptosi double %12 to i64
  %20 = trunc i64 %19 to i32
  %21 = and i32 %20, 3
  %22 = fmul contract double %14, %14
  %23 = fmul contract double %14, %22
  %24 = tail call contract double @llvm.fma.f64(double %22, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %25 = tail call contract double @llvm.fma.f64(double %24, double %22, double 0x3DE6124613A86D09) #11
  %26 = tail call contract double @llvm.fma.f64(double %25, double %22, double 0xBE5AE64567F544E4) #11
  %27 = tail call contract double @llvm.fma.f64(double %26, double %22, double 0x3EC71DE3A556C734) #11
  %28 = tail call contract double @llvm.fma.f64(double %27, double %22, double 0xBF2A01A01A01A01A) #11
  %29 = tail call contract double @llvm.fma.f64(double %28, double %22, double 0x3F81111111111111) #11
  %30 = fmul contract double %22, %29
  %31 = fmul contract double %23, %30
  %32 = fmul contract double %22, -5.000000e-01
  %33 = tail call contract double @llvm.fma.f64(double %32, double %18, double %18) #11
  %34 = fadd contract double %33, %31
  %35 = fmul contract double %23, 0x3FC5555555555555
  %36 = fsub contract double %34, %35
  %37 = fadd contract double %14, %36
  %38 = fsub contract double %37, %14
  %39 = fsub contract double %36, %38
  %40 = tail call contract double @llvm.fma.f64(double %22, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %41 = tail call contract double @llvm.fma.f64(double %40, double %22, double 0xBDA93974A8C07C9D) #11
  %42 = tail call contract double @llvm.fma.f64(double %41, double %22, double 0x3E21EED8EFF8D898) #11
  %43 = tail call contract double @llvm.fma.f64(double %42, double %22, double 0xBE927E4FB7789F5C) #11
  %44 = tail call contract double @llvm.fma.f64(double %43, double %22, double 0x3EFA01A01A01A01A) #11
  %45 = tail call contract double @llvm.fma.f64(double %44, double %22, double 0xBF56C16C16C16C17) #11
  %46 = tail call contract double @llvm.fma.f64(double %45, double %22, double 0x3FA5555555555555) #11
  %47 = fmul contract double %22, %46
  %48 = fmul contract double %22, %47
  %49 = fmul contract double %22, 5.000000e-01
  %50 = fmul contract double %14, 5.000000e-01
  %51 = fneg contract double %49
  %52 = tail call contract double @llvm.fma.f64(double %50, double %14, double %51) #11
  %53 = fsub contract double 1.000000e+00, %49
  %54 = fsub contract double 1.000000e+00, %53
  %55 = fsub contract double %54, %49
  %56 = fsub contract double %55, %52
  %57 = fmul contract double %14, %18
  %58 = fsub contract double %48, %57
  %59 = fadd contract double %56, %58
  %60 = fadd contract double %53, %59
  %61 = fsub contract double %60, %53
  %62 = fsub contract double %59, %61
  switch i32 %21, label %70 [
    i32 0, label %63
    i32 1, label %65
    i32 2, label %67
  ]

63:                                               ; preds = %10
  %64 = fadd contract double %37, %39
  br label %73

65:                                               ; preds = %10
  %66 = fadd contract double %60, %62
  br label %73

67:                                               ; preds = %10
  %68 = fadd contract double %37, %39
  %69 = fneg contract double %68
  br label %73

70:                                               ; preds = %10
  %71 = fadd contract double %60, %62
  %72 = fneg contract double %71
  br label %73

73:                                               ; preds = %63, %65, %67, %70
  %74 = phi double [ %72, %70 ], [ %69, %67 ], [ %66, %65 ], [ %64, %63 ]
  %75 = fcmp contract oeq double %74, 0.000000e+00
  %76 = tail call contract double @llvm.copysign.f64(double 0.000000e+00, double %0) #11
  %77 = select contract i1 %75, double %76, double %74
  br label %78

78:                                               ; preds = %73, %8, %4
  %79 = phi double [ %9, %8 ], [ %77, %73 ], [ %5, %4 ]
  ret double %79
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_cospi(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.fabs.f64(double %0) #11
  %3 = fcmp contract olt double %2, 0x7FF0000000000000
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = fsub contract double %0, %0
  br label %82

6:                                                ; preds = %1
  %7 = fcmp contract ult double %2, 0x4340000000000000
  br i1 %7, label %8, label %82

8:                                                ; preds = %6
  %9 = fcmp contract ult double %2, 0x4330000000000000
  br i1 %9, label %15, label %10

10:                                               ; preds = %8
  %11 = fptosi double %2 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i64 %12, 0
  %14 = select contract i1 %13, double 1.000000e+00, double -1.000000e+00
  br label %82

15:                                               ; preds = %8
  %16 = fadd contract double %0, %0
  %17 = tail call contract double @llvm.rint.f64(double %16) #11
  %18 = tail call contract double @llvm.fma.f64(double %17, double -5.000000e-01, double %0) #11
  %19 = fmul contract double %18, 0x400921FB54442D18
  %20 = fneg contract double %19
  %21 = tail call contract double @llvm.fma.f64(double %18, double 0x400921FB54442D18, double %20) #11
  %22 = fmul contract double %18, 0x3CA1A62633145C07
  %23 = fadd contract double %22, %21
  %24 = fptosi double %17 to i64
  %25 = trunc i64 %24 to i32
  %26 = and i32 %25, 3
  %27 = fmul contract double %19, %19
  %28 = fmul contract double %19, %27
  %29 = tail call contract double @llvm.fma.f64(double %27, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %30 = tail call contract double @llvm.fma.f64(double %29, double %27, double 0x3DE6124613A86D09) #11
  %31 = tail call contract double @llvm.fma.f64(double %30, double %27, double 0xBE5AE64567F544E4) #11
  %32 = tail call contract double @llvm.fma.f64(double %31, double %27, double 0x3EC71DE3A556C734) #11
  %33 = tail call contract double @llvm.fma.f64(double %32, double %27, double 0xBF2A01A01A01A01A) #11
  %34 = tail call contract double @llvm.fma.f64(double %33, double %27, double 0x3F81111111111111) #11
  %35 = fmul contract double %27, %34
  %36 = fmul contract double %28, %35
  %37 = fmul contract double %27, -5.000000e-01
  %38 = tail call contract double @llvm.fma.f64(double %37, double %23, double %23) #11
  %39 = fadd contract double %38, %36
  %40 = fmul contract double %28, 0x3FC5555555555555
  %41 = fsub contract double %39, %40
  %42 = fadd contract double %19, %41
  %43 = fsub contract double %42, %19
  %44 = fsub contract double %41, %43
  %45 = tail call contract double @llvm.fma.f64(double %27, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %46 = tail call contract double @llvm.fma.f64(double %45, double %27, double 0xBDA93974A8C07C9D) #11
  %47 = tail call contract double @llvm.fma.f64(double %46, double %27, double 0x3E21EED8EFF8D898) #11
  %48 = tail call contract double @llvm.fma.f64(double %47, double %27, double 0xBE927E4FB7789F5C) #11
  %49 = tail call contract double @llvm.fma.f64(double %48, double %27, double 0x3EFA01A01A01A01A) #11
  %50 = tail call contract double @llvm.fma.f64(double %49, double %27, double 0xBF56C16C16C16C17) #11
  %51 = tail call contract double @llvm.fma.f64(double %50, double %27, double 0x3FA5555555555555) #11
  %52 = fmul contract double %27, %51
  %53 = fmul contract double %27, %52
  %54 = fmul contract double %27, 5.000000e-01
  %55 = fmul contract double %19, 5.000000e-01
  %56 = fneg contract double %54
  %57 = tail call contract double @llvm.fma.f64(double %55, double %19, double %56) #11
  %58 = fsub contract double 1.000000e+00, %54
  %59 = fsub contract double 1.000000e+00, %58
  %60 = fsub contract double %59, %54
  %61 = fsub contract double %60, %57
  %62 = fmul contract double %19, %23
  %63 = fsub contract double %53, %62
  %64 = fadd contract double %61, %63
  %65 = fadd contract double %58, %64
  %66 = fsub contract double %65, %58
  %67 = fsub contract double %64, %66
  switch i32 %26, label %76 [
    i32 0, label %68
    i32 1, label %70
    i32 2, label %73
  ]

68:                                               ; preds = %15
  %69 = fadd contract double %65, %67
  br label %78

70:                                               ; preds = %15
  %71 = fadd contract double %42, %44
  %72 = fneg contract double %71
  br label %78

73:                                               ; preds = %15
  %74 = fadd contract double %65, %67
  %75 = fneg contract double %74
  br label %78

76:                                               ; preds = %15
  %77 = fadd contract double %42, %44
  br label %78

78:                                               ; preds = %68, %70, %73, %76
  %79 = phi double [ %77, %76 ], [ %75, %73 ], [ %72, %70 ], [ %69, %68 ]
  %80 = fcmp contract oeq double %79, 0.000000e+00
  %81 = select contract i1 %80, double 0.000000e+00, double %79
  br label %82

82:                                               ; preds = %6, %78, %10, %4
  %83 = phi double [ %14, %10 ], [ %81, %78 ], [ %5, %4 ], [ 1.000000e+00, %6 ]
  ret double %83
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_floor(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.floor.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_ceil(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.ceil.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_trunc(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.trunc.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_round(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.round.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_rint(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.rint.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_nearbyint(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.nearbyint.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nearbyint.f64(double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_fabs(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.fabs.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_copysign(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call contract double @llvm.copysign.f64(double %0, double %1)
  ret double %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_fmin(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call contract double @llvm.minnum.f64(double %0, double %1)
  ret double %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_fmax(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call contract double @llvm.maxnum.f64(double %0, double %1)
  ret double %3
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_sqrt(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract double @llvm.sqrt.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @__nv_fdim(double noundef %0, double noundef %1) local_unnamed_addr #4 {
  %3 = fcmp ord double %0, %1
  %4 = fadd contract double %0, %1
  %5 = fcmp contract ogt double %0, %1
  %6 = fsub contract double %0, %1
  %7 = select contract i1 %5, double %6, double 0.000000e+00
  %8 = select i1 %3, double %7, double %4
  ret double %8
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__nv_ilogb(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %3, label %17

3:                                                ; preds = %1
  %4 = tail call contract double @llvm.fabs.f64(double %0) #11
  %5 = fcmp contract oeq double %0, 0.000000e+00
  br i1 %5, label %17, label %6

6:                                                ; preds = %3
  %7 = fcmp contract oeq double %4, 0x7FF0000000000000
  br i1 %7, label %17, label %8

8:                                                ; preds = %6
  %9 = fcmp contract olt double %4, 0x10000000000000
  %10 = fmul contract double %4, 0x4350000000000000
  %11 = select i1 %9, double %10, double %4
  %12 = bitcast double %11 to i64
  %13 = lshr i64 %12, 52
  %14 = trunc i64 %13 to i32
  %15 = select i1 %9, i32 -1077, i32 -1023
  %16 = add nsw i32 %15, %14
  br label %17

17:                                               ; preds = %8, %3, %6, %1
  %18 = phi i32 [ -2147483648, %1 ], [ %16, %8 ], [ -2147483648, %3 ], [ 2147483647, %6 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_logb(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract ord double %0, 0.000000e+00
  br i1 %2, label %5, label %3

3:                                                ; preds = %1
  %4 = fadd contract double %0, %0
  br label %22

5:                                                ; preds = %1
  %6 = tail call contract double @llvm.fabs.f64(double %0) #11
  %7 = fcmp contract oeq double %0, 0.000000e+00
  br i1 %7, label %22, label %8

8:                                                ; preds = %5
  %9 = fcmp contract oeq double %6, 0x7FF0000000000000
  br i1 %9, label %22, label %10

10:                                               ; preds = %8
  %11 = fcmp ueq double %0, 0.000000e+00
  br i1 %11, label %22, label %12

12:                                               ; preds = %10
  %13 = fcmp contract olt double %6, 0x10000000000000
  %14 = fmul contract double %6, 0x4350000000000000
  %15 = select i1 %13, double %14, double %6
  %16 = bitcast double %15 to i64
  %17 = lshr i64 %16, 52
  %18 = trunc i64 %17 to i32
  %19 = select i1 %13, i32 -1077, i32 -1023
  %20 = add nsw i32 %19, %18
  %21 = sitofp i32 %20 to double
  br label %22

22:                                               ; preds = %12, %10, %5, %8, %3
  %23 = phi double [ %4, %3 ], [ 0xFFF0000000000000, %5 ], [ 0x7FF0000000000000, %8 ], [ 0xC1E0000000000000, %10 ], [ %21, %12 ]
  ret double %23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @__nv_scalbn(double noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp slt i32 %1, 2200
  %4 = select i1 %3, i32 %1, i32 2200
  %5 = icmp sgt i32 %4, -2200
  %6 = select i1 %5, i32 %4, i32 -2200
  %7 = icmp sgt i32 %6, 1100
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = fmul contract double %0, 0x7FB0000000000000
  %10 = fmul contract double %9, 0x44F0000000000000
  %11 = add nsw i32 %6, -1100
  br label %18

12:                                               ; preds = %2
  %13 = icmp slt i32 %6, -1100
  %14 = fmul contract double %0, 0x170000000000000
  %15 = add nsw i32 %6, 1000
  %16 = select i1 %13, double %14, double %0
  %17 = select i1 %13, i32 %15, i32 %4
  br label %18

18:                                               ; preds = %12, %8
  %19 = phi double [ %10, %8 ], [ %16, %12 ]
  %20 = phi i32 [ %11, %8 ], [ %17, %12 ]
  %21 = icmp sgt i32 %20, 1020
  br i1 %21, label %22, label %31

22:                                               ; preds = %18
  %23 = fmul contract double %19, 0x7FB0000000000000
  %24 = icmp ult i32 %20, 2043
  %25 = select i1 %24, i32 %20, i32 2043
  %26 = add nuw nsw i32 %25, 3
  %27 = zext i32 %26 to i64
  %28 = shl nuw nsw i64 %27, 52
  %29 = bitcast i64 %28 to double
  %30 = fmul contract double %23, %29
  br label %48

31:                                               ; preds = %18
  %32 = icmp slt i32 %20, -1020
  br i1 %32, label %33, label %42

33:                                               ; preds = %31
  %34 = icmp ugt i32 %20, -2022
  %35 = select i1 %34, i32 %20, i32 -2022
  %36 = add nsw i32 %35, 2023
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 52
  %39 = bitcast i64 %38 to double
  %40 = fmul contract double %19, %39
  %41 = fmul contract double %40, 0x170000000000000
  br label %48

42:                                               ; preds = %31
  %43 = add nsw i32 %20, 1023
  %44 = zext i32 %43 to i64
  %45 = shl nuw nsw i64 %44, 52
  %46 = bitcast i64 %45 to double
  %47 = fmul contract double %19, %46
  br label %48

48:                                               ; preds = %22, %33, %42
  %49 = phi double [ %30, %22 ], [ %41, %33 ], [ %47, %42 ]
  ret double %49
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @__nv_ldexp(double noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp slt i32 %1, 2200
  %4 = select i1 %3, i32 %1, i32 2200
  %5 = icmp sgt i32 %4, -2200
  %6 = select i1 %5, i32 %4, i32 -2200
  %7 = icmp sgt i32 %6, 1100
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = fmul contract double %0, 0x7FB0000000000000
  %10 = fmul contract double %9, 0x44F0000000000000
  %11 = add nsw i32 %6, -1100
  br label %18

12:                                               ; preds = %2
  %13 = icmp slt i32 %6, -1100
  %14 = fmul contract double %0, 0x170000000000000
  %15 = add nsw i32 %6, 1000
  %16 = select i1 %13, double %14, double %0
  %17 = select i1 %13, i32 %15, i32 %4
  br label %18

18:                                               ; preds = %12, %8
  %19 = phi double [ %10, %8 ], [ %16, %12 ]
  %20 = phi i32 [ %11, %8 ], [ %17, %12 ]
  %21 = icmp sgt i32 %20, 1020
  br i1 %21, label %22, label %31

22:                                               ; preds = %18
  %23 = fmul contract double %19, 0x7FB0000000000000
  %24 = icmp ult i32 %20, 2043
  %25 = select i1 %24, i32 %20, i32 2043
  %26 = add nuw nsw i32 %25, 3
  %27 = zext i32 %26 to i64
  %28 = shl nuw nsw i64 %27, 52
  %29 = bitcast i64 %28 to double
  %30 = fmul contract double %23, %29
  br label %48

31:                                               ; preds = %18
  %32 = icmp slt i32 %20, -1020
  br i1 %32, label %33, label %42

33:                                               ; preds = %31
  %34 = icmp ugt i32 %20, -2022
  %35 = select i1 %34, i32 %20, i32 -2022
  %36 = add nsw i32 %35, 2023
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 52
  %39 = bitcast i64 %38 to double
  %40 = fmul contract double %19, %39
  %41 = fmul contract double %40, 0x170000000000000
  br label %48

42:                                               ; preds = %31
  %43 = add nsw i32 %20, 1023
  %44 = zext i32 %43 to i64
  %45 = shl nuw nsw i64 %44, 52
  %46 = bitcast i64 %45 to double
  %47 = fmul contract double %19, %46
  br label %48

48:                                               ; preds = %22, %33, %42
  %49 = phi double [ %30, %22 ], [ %41, %33 ], [ %47, %42 ]
  ret double %49
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local double @__nv_frexp(double noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #5 {
  %3 = tail call contract double @llvm.fabs.f64(double %0) #11
  %4 = fcmp contract uno double %0, 0.000000e+00
  %5 = fcmp contract oeq double %3, 0x7FF0000000000000
  %6 = or i1 %4, %5
  %7 = fcmp contract oeq double %0, 0.000000e+00
  %8 = or i1 %7, %6
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  store i32 0, i32* %1, align 4, !tbaa !35
  %10 = fadd contract double %0, %0
  br label %24

11:                                               ; preds = %2
  %12 = fcmp contract olt double %3, 0x10000000000000
  %13 = fmul contract double %0, 0x4350000000000000
  %14 = select i1 %12, double %13, double %0
  %15 = bitcast double %14 to i64
  %16 = lshr i64 %15, 52
  %17 = trunc i64 %16 to i32
  %18 = and i32 %17, 2047
  %19 = select i1 %12, i32 -1076, i32 -1022
  %20 = add nsw i32 %19, %18
  store i32 %20, i32* %1, align 4, !tbaa !35
  %21 = and i64 %15, -9218868437227405313
  %22 = or i64 %21, 4602678819172646912
  %23 = bitcast i64 %22 to double
  br label %24

24:                                               ; preds = %11, %9
  %25 = phi double [ %10, %9 ], [ %23, %11 ]
  ret double %25
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local double @__nv_modf(double noundef %0, double* nocapture noundef writeonly %1) local_unnamed_addr #5 {
  %3 = tail call contract double @llvm.trunc.f64(double %0)
  store double %3, double* %1, align 8, !tbaa !30
  %4 = tail call contract double @llvm.fabs.f64(double %0) #11
  %5 = fcmp contract oeq double %4, 0x7FF0000000000000
  %6 = fsub contract double %0, %3
  %7 = select i1 %5, double 0.000000e+00, double %6
  %8 = tail call contract double @llvm.copysign.f64(double %7, double %0) #11
  ret double %8
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_nextafter(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fcmp ord double %0, %1
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = fadd contract double %0, %1
  br label %20

6:                                                ; preds = %2
  %7 = fcmp contract oeq double %0, %1
  br i1 %7, label %20, label %8

8:                                                ; preds = %6
  %9 = fcmp contract oeq double %0, 0.000000e+00
  br i1 %9, label %10, label %12

10:                                               ; preds = %8
  %11 = tail call contract double @llvm.copysign.f64(double 4.940660e-324, double %1) #11
  br label %20

12:                                               ; preds = %8
  %13 = bitcast double %0 to i64
  %14 = fcmp contract uge double %0, %1
  %15 = fcmp contract ogt double %0, 0.000000e+00
  %16 = xor i1 %15, %14
  %17 = select i1 %16, i64 1, i64 -1
  %18 = add i64 %17, %13
  %19 = bitcast i64 %18 to double
  br label %20

20:                                               ; preds = %6, %12, %10, %4
  %21 = phi double [ %5, %4 ], [ %11, %10 ], [ %19, %12 ], [ %1, %6 ]
  ret double %21
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_fmod(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fcmp ord double %0, %1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = tail call contract double @llvm.fabs.f64(double %0) #11
  %6 = fcmp contract oeq double %5, 0x7FF0000000000000
  %7 = fcmp contract oeq double %1, 0.000000e+00
  %8 = or i1 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %4, %2
  %10 = fmul contract double %0, %1
  %11 = fdiv contract double %10, %10
  br label %82

12:                                               ; preds = %4
  %13 = tail call contract double @llvm.fabs.f64(double %1) #11
  %14 = fcmp contract oeq double %13, 0x7FF0000000000000
  br i1 %14, label %82, label %15

15:                                               ; preds = %12
  %16 = fcmp contract olt double %5, %13
  br i1 %16, label %79, label %17

17:                                               ; preds = %15
  %18 = bitcast double %5 to i64
  %19 = bitcast double %13 to i64
  %20 = lshr i64 %18, 52
  %21 = trunc i64 %20 to i32
  %22 = lshr i64 %19, 52
  %23 = trunc i64 %22 to i32
  %24 = and i64 %18, 4503599627370495
  %25 = and i64 %19, 4503599627370495
  %26 = icmp eq i32 %21, 0
  %27 = or i64 %24, 4503599627370496
  %28 = select i1 %26, i32 1, i32 %21
  %29 = select i1 %26, i64 %24, i64 %27
  %30 = icmp eq i32 %23, 0
  %31 = or i64 %25, 4503599627370496
  %32 = select i1 %30, i32 1, i32 %23
  %33 = select i1 %30, i64 %25, i64 %31
  %34 = sub nsw i32 %28, %32
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %42, label %36

36:                                               ; preds = %42, %17
  %37 = phi i64 [ %29, %17 ], [ %48, %42 ]
  %38 = icmp ult i64 %37, %33
  %39 = select i1 %38, i64 0, i64 %33
  %40 = sub i64 %37, %39
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %79, label %51

42:                                               ; preds = %17, %42
  %43 = phi i32 [ %49, %42 ], [ %34, %17 ]
  %44 = phi i64 [ %48, %42 ], [ %29, %17 ]
  %45 = icmp ult i64 %44, %33
  %46 = select i1 %45, i64 0, i64 %33
  %47 = sub i64 %44, %46
  %48 = shl i64 %47, 1
  %49 = add nsw i32 %43, -1
  %50 = icmp ugt i32 %43, 1
  br i1 %50, label %42, label %36, !llvm.loop !37

51:                                               ; preds = %36
  %52 = uitofp i64 %40 to double
  %53 = add nsw i32 %32, -1075
  %54 = icmp ugt i32 %32, 2095
  br i1 %54, label %55, label %64

55:                                               ; preds = %51
  %56 = fmul contract double %52, 0x7FB0000000000000
  %57 = icmp ult i32 %53, 2043
  %58 = select i1 %57, i32 %53, i32 2043
  %59 = add nuw nsw i32 %58, 3
  %60 = zext i32 %59 to i64
  %61 = shl nuw nsw i64 %60, 52
  %62 = bitcast i64 %61 to double
  %63 = fmul contract double %56, %62
  br label %79

64:                                               ; preds = %51
  %65 = icmp ult i32 %32, 55
  br i1 %65, label %66, label %73

66:                                               ; preds = %64
  %67 = add nuw nsw i32 %32, 948
  %68 = zext i32 %67 to i64
  %69 = shl nuw nsw i64 %68, 52
  %70 = bitcast i64 %69 to double
  %71 = fmul contract double %70, %52
  %72 = fmul contract double %71, 0x170000000000000
  br label %79

73:                                               ; preds = %64
  %74 = add nsw i32 %32, -52
  %75 = zext i32 %74 to i64
  %76 = shl nuw nsw i64 %75, 52
  %77 = bitcast i64 %76 to double
  %78 = fmul contract double %77, %52
  br label %79

79:                                               ; preds = %15, %36, %55, %66, %73
  %80 = phi double [ %5, %15 ], [ 0.000000e+00, %36 ], [ %63, %55 ], [ %72, %66 ], [ %78, %73 ]
  %81 = tail call contract double @llvm.copysign.f64(double %80, double %0) #11
  br label %82

82:                                               ; preds = %12, %79, %9
  %83 = phi double [ %11, %9 ], [ %81, %79 ], [ %0, %12 ]
  ret double %83
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_remainder(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fcmp ord double %0, %1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = tail call contract double @llvm.fabs.f64(double %0) #11
  %6 = fcmp contract oeq double %5, 0x7FF0000000000000
  %7 = fcmp contract oeq double %1, 0.000000e+00
  %8 = or i1 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %4, %2
  %10 = fmul contract double %0, %1
  %11 = fdiv contract double %10, %10
  br label %105

12:                                               ; preds = %4
  %13 = tail call contract double @llvm.fabs.f64(double %1) #11
  %14 = fcmp contract oeq double %13, 0x7FF0000000000000
  br i1 %14, label %105, label %15

15:                                               ; preds = %12
  %16 = fcmp contract olt double %5, %13
  br i1 %16, label %85, label %17

17:                                               ; preds = %15
  %18 = bitcast double %5 to i64
  %19 = bitcast double %13 to i64
  %20 = lshr i64 %18, 52
  %21 = trunc i64 %20 to i32
  %22 = lshr i64 %19, 52
  %23 = trunc i64 %22 to i32
  %24 = and i64 %18, 4503599627370495
  %25 = and i64 %19, 4503599627370495
  %26 = icmp eq i32 %21, 0
  %27 = or i64 %24, 4503599627370496
  %28 = select i1 %26, i32 1, i32 %21
  %29 = select i1 %26, i64 %24, i64 %27
  %30 = icmp eq i32 %23, 0
  %31 = or i64 %25, 4503599627370496
  %32 = select i1 %30, i32 1, i32 %23
  %33 = select i1 %30, i64 %25, i64 %31
  %34 = sub nsw i32 %28, %32
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %48, label %38

36:                                               ; preds = %48
  %37 = select i1 %51, i32 0, i32 2
  br label %38

38:                                               ; preds = %36, %17
  %39 = phi i64 [ %29, %17 ], [ %54, %36 ]
  %40 = phi i32 [ 0, %17 ], [ %37, %36 ]
  %41 = icmp ult i64 %39, %33
  %42 = select i1 %41, i64 0, i64 %33
  %43 = sub i64 %39, %42
  %44 = xor i1 %41, true
  %45 = zext i1 %44 to i32
  %46 = or i32 %40, %45
  %47 = icmp eq i64 %43, 0
  br i1 %47, label %85, label %57

48:                                               ; preds = %17, %48
  %49 = phi i32 [ %55, %48 ], [ %34, %17 ]
  %50 = phi i64 [ %54, %48 ], [ %29, %17 ]
  %51 = icmp ult i64 %50, %33
  %52 = select i1 %51, i64 0, i64 %33
  %53 = sub i64 %50, %52
  %54 = shl i64 %53, 1
  %55 = add nsw i32 %49, -1
  %56 = icmp ugt i32 %49, 1
  br i1 %56, label %48, label %36, !llvm.loop !37

57:                                               ; preds = %38
  %58 = uitofp i64 %43 to double
  %59 = add nsw i32 %32, -1075
  %60 = icmp ugt i32 %32, 2095
  br i1 %60, label %61, label %70

61:                                               ; preds = %57
  %62 = fmul contract double %58, 0x7FB0000000000000
  %63 = icmp ult i32 %59, 2043
  %64 = select i1 %63, i32 %59, i32 2043
  %65 = add nuw nsw i32 %64, 3
  %66 = zext i32 %65 to i64
  %67 = shl nuw nsw i64 %66, 52
  %68 = bitcast i64 %67 to double
  %69 = fmul contract double %62, %68
  br label %85

70:                                               ; preds = %57
  %71 = icmp ult i32 %32, 55
  br i1 %71, label %72, label %79

72:                                               ; preds = %70
  %73 = add nuw nsw i32 %32, 948
  %74 = zext i32 %73 to i64
  %75 = shl nuw nsw i64 %74, 52
  %76 = bitcast i64 %75 to double
  %77 = fmul contract double %76, %58
  %78 = fmul contract double %77, 0x170000000000000
  br label %85

79:                                               ; preds = %70
  %80 = add nsw i32 %32, -52
  %81 = zext i32 %80 to i64
  %82 = shl nuw nsw i64 %81, 52
  %83 = bitcast i64 %82 to double
  %84 = fmul contract double %83, %58
  br label %85

85:                                               ; preds = %79, %72, %61, %38, %15
  %86 = phi i32 [ 0, %15 ], [ %46, %38 ], [ %46, %61 ], [ %46, %72 ], [ %46, %79 ]
  %87 = phi double [ %5, %15 ], [ 0.000000e+00, %38 ], [ %69, %61 ], [ %78, %72 ], [ %84, %79 ]
  %88 = fsub contract double %13, %87
  %89 = fcmp contract ogt double %87, %88
  br i1 %89, label %95, label %90

90:                                               ; preds = %85
  %91 = fcmp contract une double %87, %88
  %92 = and i32 %86, 1
  %93 = icmp eq i32 %92, 0
  %94 = select i1 %91, i1 true, i1 %93
  br i1 %94, label %97, label %95

95:                                               ; preds = %90, %85
  %96 = fneg contract double %88
  br label %97

97:                                               ; preds = %90, %95
  %98 = phi double [ %96, %95 ], [ %87, %90 ]
  %99 = fcmp contract olt double %0, 0.000000e+00
  %100 = fneg contract double %98
  %101 = select contract i1 %99, double %100, double %98
  %102 = fcmp contract oeq double %101, 0.000000e+00
  %103 = tail call contract double @llvm.copysign.f64(double 0.000000e+00, double %0) #11
  %104 = select contract i1 %102, double %103, double %101
  br label %105

105:                                              ; preds = %12, %97, %9
  %106 = phi double [ %11, %9 ], [ %104, %97 ], [ %0, %12 ]
  ret double %106
}

; Function Attrs: mustprogress nofree nosync nounwind writeonly
define dso_local double @__nv_remquo(double noundef %0, double noundef %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #2 {
  store i32 0, i32* %2, align 4, !tbaa !35
  %4 = fcmp ord double %0, %1
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = tail call contract double @llvm.fabs.f64(double %0) #11
  %7 = fcmp contract oeq double %6, 0x7FF0000000000000
  %8 = fcmp contract oeq double %1, 0.000000e+00
  %9 = or i1 %7, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %5, %3
  %11 = fmul contract double %0, %1
  %12 = fdiv contract double %11, %11
  br label %115

13:                                               ; preds = %5
  %14 = tail call contract double @llvm.fabs.f64(double %1) #11
  %15 = fcmp contract oeq double %14, 0x7FF0000000000000
  br i1 %15, label %115, label %16

16:                                               ; preds = %13
  %17 = fcmp contract olt double %6, %14
  br i1 %17, label %88, label %18

18:                                               ; preds = %16
  %19 = bitcast double %6 to i64
  %20 = bitcast double %14 to i64
  %21 = lshr i64 %19, 52
  %22 = trunc i64 %21 to i32
  %23 = lshr i64 %20, 52
  %24 = trunc i64 %23 to i32
  %25 = and i64 %19, 4503599627370495
  %26 = and i64 %20, 4503599627370495
  %27 = icmp eq i32 %22, 0
  %28 = or i64 %25, 4503599627370496
  %29 = select i1 %27, i32 1, i32 %22
  %30 = select i1 %27, i64 %25, i64 %28
  %31 = icmp eq i32 %24, 0
  %32 = or i64 %26, 4503599627370496
  %33 = select i1 %31, i32 1, i32 %24
  %34 = select i1 %31, i64 %26, i64 %32
  %35 = sub nsw i32 %29, %33
  %36 = icmp sgt i32 %35, 0
  br i1 %36, label %47, label %37

37:                                               ; preds = %47, %18
  %38 = phi i64 [ %30, %18 ], [ %54, %47 ]
  %39 = phi i32 [ 0, %18 ], [ %58, %47 ]
  %40 = icmp ult i64 %38, %34
  %41 = select i1 %40, i64 0, i64 %34
  %42 = sub i64 %38, %41
  %43 = xor i1 %40, true
  %44 = zext i1 %43 to i32
  %45 = or i32 %39, %44
  %46 = icmp eq i64 %42, 0
  br i1 %46, label %88, label %60

47:                                               ; preds = %18, %47
  %48 = phi i32 [ %55, %47 ], [ %35, %18 ]
  %49 = phi i32 [ %58, %47 ], [ 0, %18 ]
  %50 = phi i64 [ %54, %47 ], [ %30, %18 ]
  %51 = icmp ult i64 %50, %34
  %52 = select i1 %51, i64 0, i64 %34
  %53 = sub i64 %50, %52
  %54 = shl i64 %53, 1
  %55 = add nsw i32 %48, -1
  %56 = shl i32 %49, 1
  %57 = or i32 %56, 2
  %58 = select i1 %51, i32 %56, i32 %57
  %59 = icmp ugt i32 %48, 1
  br i1 %59, label %47, label %37, !llvm.loop !37

60:                                               ; preds = %37
  %61 = uitofp i64 %42 to double
  %62 = add nsw i32 %33, -1075
  %63 = icmp ugt i32 %33, 2095
  br i1 %63, label %64, label %73

64:                                               ; preds = %60
  %65 = fmul contract double %61, 0x7FB0000000000000
  %66 = icmp ult i32 %62, 2043
  %67 = select i1 %66, i32 %62, i32 2043
  %68 = add nuw nsw i32 %67, 3
  %69 = zext i32 %68 to i64
  %70 = shl nuw nsw i64 %69, 52
  %71 = bitcast i64 %70 to double
  %72 = fmul contract double %65, %71
  br label %88

73:                                               ; preds = %60
  %74 = icmp ult i32 %33, 55
  br i1 %74, label %75, label %82

75:                                               ; preds = %73
  %76 = add nuw nsw i32 %33, 948
  %77 = zext i32 %76 to i64
  %78 = shl nuw nsw i64 %77, 52
  %79 = bitcast i64 %78 to double
  %80 = fmul contract double %79, %61
  %81 = fmul contract double %80, 0x170000000000000
  br label %88

82:                                               ; preds = %73
  %83 = add nsw i32 %33, -52
  %84 = zext i32 %83 to i64
  %85 = shl nuw nsw i64 %84, 52
  %86 = bitcast i64 %85 to double
  %87 = fmul contract double %86, %61
  br label %88

88:                                               ; preds = %82, %75, %64, %37, %16
  %89 = phi i32 [ 0, %16 ], [ %45, %37 ], [ %45, %64 ], [ %45, %75 ], [ %45, %82 ]
  %90 = phi double [ %6, %16 ], [ 0.000000e+00, %37 ], [ %72, %64 ], [ %81, %75 ], [ %87, %82 ]
  %91 = fsub contract double %14, %90
  %92 = fcmp contract ogt double %90, %91
  br i1 %92, label %98, label %93

93:                                               ; preds = %88
  %94 = fcmp contract une double %90, %91
  %95 = and i32 %89, 1
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %94, i1 true, i1 %96
  br i1 %97, label %101, label %98

98:                                               ; preds = %93, %88
  %99 = fneg contract double %91
  %100 = add i32 %89, 1
  br label %101

101:                                              ; preds = %93, %98
  %102 = phi i32 [ %100, %98 ], [ %89, %93 ]
  %103 = phi double [ %99, %98 ], [ %90, %93 ]
  %104 = and i32 %102, 127
  %105 = fcmp contract olt double %0, 0.000000e+00
  %106 = fcmp contract uge double %1, 0.000000e+00
  %107 = xor i1 %105, %106
  %108 = sub nsw i32 0, %104
  %109 = select i1 %107, i32 %104, i32 %108
  store i32 %109, i32* %2, align 4, !tbaa !35
  %110 = fneg contract double %103
  %111 = select contract i1 %105, double %110, double %103
  %112 = fcmp contract oeq double %111, 0.000000e+00
  br i1 %112, label %113, label %115

113:                                              ; preds = %101
  %114 = tail call contract double @llvm.copysign.f64(double 0.000000e+00, double %0) #11
  br label %115

115:                                              ; preds = %113, %101, %13, %10
  %116 = phi double [ %12, %10 ], [ %0, %13 ], [ %114, %113 ], [ %111, %101 ]
  ret double %116
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_rsqrt(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp contract oeq double %0, 0.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call contract double @llvm.copysign.f64(double 0x7FF0000000000000, double %0) #11
  br label %27

5:                                                ; preds = %1
  %6 = fcmp contract ule double %0, 0.000000e+00
  %7 = fcmp contract oeq double %0, 0x7FF0000000000000
  %8 = or i1 %6, %7
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  %10 = select contract i1 %7, double 0.000000e+00, double 0x7FF8000000000000
  br label %27

11:                                               ; preds = %5
  %12 = fcmp contract olt double %0, 0x170000000000000
  %13 = fmul contract double %0, 0x4630000000000000
  %14 = select i1 %12, double %13, double %0
  %15 = tail call contract double @llvm.sqrt.f64(double %14)
  %16 = fneg contract double %15
  %17 = tail call contract double @llvm.fma.f64(double %16, double %15, double %14) #11
  %18 = fadd contract double %15, %15
  %19 = fdiv contract double %17, %18
  %20 = fdiv contract double 1.000000e+00, %15
  %21 = tail call contract double @llvm.fma.f64(double %16, double %20, double 1.000000e+00) #11
  %22 = fmul contract double %20, %19
  %23 = fsub contract double %21, %22
  %24 = tail call contract double @llvm.fma.f64(double %20, double %23, double %20) #11
  br i1 %12, label %25, label %27

25:                                               ; preds = %11
  %26 = fmul contract double %24, 0x4310000000000000
  br label %27

27:                                               ; preds = %25, %11, %9, %3
  %28 = phi double [ %4, %3 ], [ %10, %9 ], [ %26, %25 ], [ %24, %11 ]
  ret double %28
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_hypot(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call contract double @llvm.fabs.f64(double %0) #11
  %4 = tail call contract double @llvm.fabs.f64(double %1) #11
  %5 = fcmp contract oeq double %3, 0x7FF0000000000000
  %6 = fcmp contract oeq double %4, 0x7FF0000000000000
  %7 = or i1 %5, %6
  br i1 %7, label %62, label %8

8:                                                ; preds = %2
  %9 = fcmp ord double %0, %1
  br i1 %9, label %12, label %10

10:                                               ; preds = %8
  %11 = fadd contract double %0, %1
  br label %62

12:                                               ; preds = %8
  %13 = fcmp contract olt double %3, %4
  %14 = select i1 %13, double %3, double %4
  %15 = select i1 %13, double %4, double %3
  %16 = fcmp contract oeq double %14, 0.000000e+00
  %17 = fmul contract double %14, 0x43B0000000000000
  %18 = fcmp contract ogt double %15, %17
  %19 = or i1 %16, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %12
  %21 = fadd contract double %15, %14
  br label %62

22:                                               ; preds = %12
  %23 = fcmp contract ogt double %15, 0x5F30000000000000
  br i1 %23, label %27, label %24

24:                                               ; preds = %22
  %25 = fcmp contract olt double %15, 0x20B0000000000000
  br i1 %25, label %26, label %27

26:                                               ; preds = %24
  br label %27

27:                                               ; preds = %22, %24, %26
  %28 = phi i32 [ -600, %26 ], [ 0, %24 ], [ 600, %22 ]
  %29 = sub nsw i32 1023, %28
  %30 = zext i32 %29 to i64
  %31 = shl nuw nsw i64 %30, 52
  %32 = bitcast i64 %31 to double
  %33 = fmul contract double %15, %32
  %34 = fmul contract double %14, %32
  %35 = fmul contract double %33, %33
  %36 = fmul contract double %34, %34
  %37 = fadd contract double %35, %36
  %38 = tail call contract double @llvm.sqrt.f64(double %37) #11
  %39 = fcmp contract oeq double %38, 0.000000e+00
  br i1 %39, label %55, label %40

40:                                               ; preds = %27
  %41 = fsub contract double %37, %35
  %42 = fsub contract double %36, %41
  %43 = fneg contract double %35
  %44 = tail call contract double @llvm.fma.f64(double %33, double %33, double %43) #11
  %45 = fadd contract double %44, %42
  %46 = fneg contract double %36
  %47 = tail call contract double @llvm.fma.f64(double %34, double %34, double %46) #11
  %48 = fadd contract double %47, %45
  %49 = fneg contract double %38
  %50 = tail call contract double @llvm.fma.f64(double %49, double %38, double %37) #11
  %51 = fadd contract double %50, %48
  %52 = fadd contract double %38, %38
  %53 = fdiv contract double %51, %52
  %54 = fadd contract double %38, %53
  br label %55

55:                                               ; preds = %27, %40
  %56 = phi double [ %54, %40 ], [ %38, %27 ]
  %57 = add nsw i32 %28, 1023
  %58 = zext i32 %57 to i64
  %59 = shl nuw nsw i64 %58, 52
  %60 = bitcast i64 %59 to double
  %61 = fmul contract double %56, %60
  br label %62

62:                                               ; preds = %2, %55, %20, %10
  %63 = phi double [ %11, %10 ], [ %21, %20 ], [ %61, %55 ], [ 0x7FF0000000000000, %2 ]
  ret double %63
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local double @__nv_norm3d(double noundef %0, double noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = tail call contract double @llvm.fabs.f64(double %0) #11
  %5 = tail call contract double @llvm.fabs.f64(double %1) #11
  %6 = tail call contract double @llvm.fabs.f64(double %2) #11
  %7 = fcmp contract oeq double %4, 0x7FF0000000000000
  %8 = fcmp contract oeq double %5, 0x7FF0000000000000
  %9 = or i1 %7, %8
  %10 = fcmp contract oeq double %6, 0x7FF0000000000000
  %11 = or i1 %9, %10
  br i1 %11, label %78, label %12

12:                                               ; preds = %3
  %13 = fcmp ord double %0, %1
  %14 = fcmp contract ord double %2, 0.000000e+00
  %15 = and i1 %13, %14
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = fadd contract double %4, %5
  %18 = fadd contract double %17, %6
  br label %78

19:                                               ; preds = %12
  %20 = tail call contract double @llvm.maxnum.f64(double %5, double %6)
  %21 = tail call contract double @llvm.maxnum.f64(double %4, double %20)
  %22 = fcmp contract oeq double %21, 0.000000e+00
  br i1 %22, label %78, label %23

23:                                               ; preds = %19
  %24 = fcmp contract ogt double %21, 0x5F30000000000000
  br i1 %24, label %28, label %25

25:                                               ; preds = %23
  %26 = fcmp contract olt double %21, 0x20B0000000000000
  br i1 %26, label %27, label %28

27:                                               ; preds = %25
  br label %28

28:                                               ; preds = %23, %25, %27
  %29 = phi i32 [ -600, %27 ], [ 0, %25 ], [ 600, %23 ]
  %30 = sub nsw i32 1023, %29
  %31 = zext i32 %30 to i64
  %32 = shl nuw nsw i64 %31, 52
  %33 = bitcast i64 %32 to double
  %34 = fmul contract double %4, %33
  %35 = fmul contract double %5, %33
  %36 = fmul contract double %6, %33
  %37 = fmul contract double %34, %34
  %38 = fmul contract double %35, %35
  %39 = fmul contract double %36, %36
  %40 = fadd contract double %37, %38
  %41 = fsub contract double %40, %37
  %42 = fadd contract double %39, %40
  %43 = fsub contract double %42, %40
  %44 = tail call contract double @llvm.sqrt.f64(double %42) #11
  %45 = fcmp contract oeq double %44, 0.000000e+00
  br i1 %45, label %71, label %46

46:                                               ; preds = %28
  %47 = fsub contract double %38, %41
  %48 = fsub contract double %40, %41
  %49 = fsub contract double %37, %48
  %50 = fadd contract double %47, %49
  %51 = fsub contract double %39, %43
  %52 = fsub contract double %42, %43
  %53 = fsub contract double %40, %52
  %54 = fadd contract double %51, %53
  %55 = fadd contract double %50, %54
  %56 = fneg contract double %37
  %57 = tail call contract double @llvm.fma.f64(double %34, double %34, double %56) #11
  %58 = fadd contract double %57, %55
  %59 = fneg contract double %38
  %60 = tail call contract double @llvm.fma.f64(double %35, double %35, double %59) #11
  %61 = fadd contract double %60, %58
  %62 = fneg contract double %39
  %63 = tail call contract double @llvm.fma.f64(double %36, double %36, double %62) #11
  %64 = fadd contract double %63, %61
  %65 = fneg contract double %44
  %66 = tail call contract double @llvm.fma.f64(double %65, double %44, double %42) #11
  %67 = fadd contract double %66, %64
  %68 = fadd contract double %44, %44
  %69 = fdiv contract double %67, %68
  %70 = fadd contract double %44, %69
  br label %71

71:                                               ; preds = %28, %46
  %72 = phi double [ %70, %46 ], [ %44, %28 ]
  %73 = add nsw i32 %29, 1023
  %74 = zext i32 %73 to i64
  %75 = shl nuw nsw i64 %74, 52
  %76 = bitcast i64 %75 to double
  %77 = fmul contract double %72, %76
  br label %78

78:                                               ; preds = %71, %19, %3, %16
  %79 = phi double [ %18, %16 ], [ 0x7FF0000000000000, %3 ], [ %77, %71 ], [ 0.000000e+00, %19 ]
  ret double %79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_exp(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %90

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %13, %13
  br label %87

17:                                               ; preds = %10
  %18 = fcmp contract ogt double %13, 7.098000e+02
  br i1 %18, label %87, label %19

19:                                               ; preds = %17
  %20 = fcmp contract olt double %13, -7.452000e+02
  br i1 %20, label %87, label %21

21:                                               ; preds = %19
  %22 = fmul contract double %13, 0x3FF71547652B82FE
  %23 = tail call contract double @llvm.rint.f64(double %22) #11
  %24 = fneg contract double %23
  %25 = tail call contract double @llvm.fma.f64(double %24, double 0x3FE62E42FEFA39EF, double %13) #11
  %26 = fmul contract double %23, 0xBC7ABC9E3B39803F
  %27 = fadd contract double %25, %26
  %28 = fsub contract double %27, %25
  %29 = fsub contract double %26, %28
  %30 = fptosi double %23 to i32
  %31 = fmul contract double %27, %27
  %32 = fneg contract double %31
  %33 = tail call contract double @llvm.fma.f64(double %27, double %27, double %32) #11
  %34 = fmul contract double %27, %31
  %35 = tail call contract double @llvm.fma.f64(double %27, double 0x3DE6124613A86D09, double 0x3E21EED8EFF8D898) #11
  %36 = tail call contract double @llvm.fma.f64(double %35, double %27, double 0x3E5AE64567F544E4) #11
  %37 = tail call contract double @llvm.fma.f64(double %36, double %27, double 0x3E927E4FB7789F5C) #11
  %38 = tail call contract double @llvm.fma.f64(double %37, double %27, double 0x3EC71DE3A556C734) #11
  %39 = tail call contract double @llvm.fma.f64(double %38, double %27, double 0x3EFA01A01A01A01A) #11
  %40 = tail call contract double @llvm.fma.f64(double %39, double %27, double 0x3F2A01A01A01A01A) #11
  %41 = tail call contract double @llvm.fma.f64(double %40, double %27, double 0x3F56C16C16C16C17) #11
  %42 = tail call contract double @llvm.fma.f64(double %41, double %27, double 0x3F81111111111111) #11
  %43 = tail call contract double @llvm.fma.f64(double %42, double %27, double 0x3FA5555555555555) #11
  %44 = tail call contract double @llvm.fma.f64(double %43, double %27, double 0x3FC5555555555555) #11
  %45 = fmul contract double %34, %44
  %46 = fmul contract double %31, 5.000000e-01
  %47 = fadd contract double %27, %46
  %48 = fsub contract double %47, %27
  %49 = fsub contract double %46, %48
  %50 = fmul contract double %33, 5.000000e-01
  %51 = fadd contract double %50, %45
  %52 = tail call contract double @llvm.fma.f64(double %29, double %47, double %29) #11
  %53 = fadd contract double %52, %51
  %54 = fadd contract double %49, %53
  %55 = fadd contract double %47, 1.000000e+00
  %56 = fadd contract double %55, -1.000000e+00
  %57 = fsub contract double %47, %56
  %58 = fadd contract double %57, %54
  %59 = fadd contract double %55, %58
  %60 = icmp sgt i32 %30, 1020
  br i1 %60, label %61, label %70

61:                                               ; preds = %21
  %62 = fmul contract double %59, 0x7FB0000000000000
  %63 = icmp ult i32 %30, 2043
  %64 = select i1 %63, i32 %30, i32 2043
  %65 = add nuw nsw i32 %64, 3
  %66 = zext i32 %65 to i64
  %67 = shl nuw nsw i64 %66, 52
  %68 = bitcast i64 %67 to double
  %69 = fmul contract double %62, %68
  br label %87

70:                                               ; preds = %21
  %71 = icmp slt i32 %30, -1020
  br i1 %71, label %72, label %81

72:                                               ; preds = %70
  %73 = icmp ugt i32 %30, -2022
  %74 = select i1 %73, i32 %30, i32 -2022
  %75 = add nsw i32 %74, 2023
  %76 = zext i32 %75 to i64
  %77 = shl nuw nsw i64 %76, 52
  %78 = bitcast i64 %77 to double
  %79 = fmul contract double %59, %78
  %80 = fmul contract double %79, 0x170000000000000
  br label %87

81:                                               ; preds = %70
  %82 = add nsw i32 %30, 1023
  %83 = zext i32 %82 to i64
  %84 = shl nuw nsw i64 %83, 52
  %85 = bitcast i64 %84 to double
  %86 = fmul contract double %59, %85
  br label %87

87:                                               ; preds = %15, %17, %19, %61, %72, %81
  %88 = phi double [ %16, %15 ], [ 0x7FF0000000000000, %17 ], [ 0.000000e+00, %19 ], [ %69, %61 ], [ %80, %72 ], [ %86, %81 ]
  %89 = getelementptr inbounds double, double* %1, i64 %11
  store double %88, double* %89, align 8, !tbaa !30
  br label %90

90:                                               ; preds = %87, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_exp2(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %89

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %13, %13
  br label %86

17:                                               ; preds = %10
  %18 = fcmp contract ult double %13, 1.024000e+03
  br i1 %18, label %19, label %86

19:                                               ; preds = %17
  %20 = fcmp contract olt double %13, -1.080000e+03
  br i1 %20, label %86, label %21

21:                                               ; preds = %19
  %22 = tail call contract double @llvm.rint.f64(double %13) #11
  %23 = fsub contract double %13, %22
  %24 = fmul contract double %23, 0x3FE62E42FEFA39EF
  %25 = fneg contract double %24
  %26 = tail call contract double @llvm.fma.f64(double %23, double 0x3FE62E42FEFA39EF, double %25) #11
  %27 = fmul contract double %23, 0x3C7ABC9E3B39803F
  %28 = fadd contract double %27, %26
  %29 = fptosi double %22 to i32
  %30 = fmul contract double %24, %24
  %31 = fneg contract double %30
  %32 = tail call contract double @llvm.fma.f64(double %24, double %24, double %31) #11
  %33 = fmul contract double %24, %30
  %34 = tail call contract double @llvm.fma.f64(double %24, double 0x3DE6124613A86D09, double 0x3E21EED8EFF8D898) #11
  %35 = tail call contract double @llvm.fma.f64(double %34, double %24, double 0x3E5AE64567F544E4) #11
  %36 = tail call contract double @llvm.fma.f64(double %35, double %24, double 0x3E927E4FB7789F5C) #11
  %37 = tail call contract double @llvm.fma.f64(double %36, double %24, double 0x3EC71DE3A556C734) #11
  %38 = tail call contract double @llvm.fma.f64(double %37, double %24, double 0x3EFA01A01A01A01A) #11
  %39 = tail call contract double @llvm.fma.f64(double %38, double %24, double 0x3F2A01A01A01A01A) #11
  %40 = tail call contract double @llvm.fma.f64(double %39, double %24, double 0x3F56C16C16C16C17) #11
  %41 = tail call contract double @llvm.fma.f64(double %40, double %24, double 0x3F81111111111111) #11
  %42 = tail call contract double @llvm.fma.f64(double %41, double %24, double 0x3FA5555555555555) #11
  %43 = tail call contract double @llvm.fma.f64(double %42, double %24, double 0x3FC5555555555555) #11
  %44 = fmul contract double %33, %43
  %45 = fmul contract double %30, 5.000000e-01
  %46 = fadd contract double %24, %45
  %47 = fsub contract double %46, %24
  %48 = fsub contract double %45, %47
  %49 = fmul contract double %32, 5.000000e-01
  %50 = fadd contract double %49, %44
  %51 = tail call contract double @llvm.fma.f64(double %28, double %46, double %28) #11
  %52 = fadd contract double %51, %50
  %53 = fadd contract double %48, %52
  %54 = fadd contract double %46, 1.000000e+00
  %55 = fadd contract double %54, -1.000000e+00
  %56 = fsub contract double %46, %55
  %57 = fadd contract double %56, %53
  %58 = fadd contract double %54, %57
  %59 = icmp sgt i32 %29, 1020
  br i1 %59, label %60, label %69

60:                                               ; preds = %21
  %61 = fmul contract double %58, 0x7FB0000000000000
  %62 = icmp ult i32 %29, 2043
  %63 = select i1 %62, i32 %29, i32 2043
  %64 = add nuw nsw i32 %63, 3
  %65 = zext i32 %64 to i64
  %66 = shl nuw nsw i64 %65, 52
  %67 = bitcast i64 %66 to double
  %68 = fmul contract double %61, %67
  br label %86

69:                                               ; preds = %21
  %70 = icmp slt i32 %29, -1020
  br i1 %70, label %71, label %80

71:                                               ; preds = %69
  %72 = icmp ugt i32 %29, -2022
  %73 = select i1 %72, i32 %29, i32 -2022
  %74 = add nsw i32 %73, 2023
  %75 = zext i32 %74 to i64
  %76 = shl nuw nsw i64 %75, 52
  %77 = bitcast i64 %76 to double
  %78 = fmul contract double %58, %77
  %79 = fmul contract double %78, 0x170000000000000
  br label %86

80:                                               ; preds = %69
  %81 = add nsw i32 %29, 1023
  %82 = zext i32 %81 to i64
  %83 = shl nuw nsw i64 %82, 52
  %84 = bitcast i64 %83 to double
  %85 = fmul contract double %58, %84
  br label %86

86:                                               ; preds = %15, %17, %19, %60, %71, %80
  %87 = phi double [ %16, %15 ], [ 0x7FF0000000000000, %17 ], [ 0.000000e+00, %19 ], [ %68, %60 ], [ %79, %71 ], [ %85, %80 ]
  %88 = getelementptr inbounds double, double* %1, i64 %11
  store double %87, double* %88, align 8, !tbaa !30
  br label %89

89:                                               ; preds = %86, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_exp10(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %97

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %13, %13
  br label %94

17:                                               ; preds = %10
  %18 = fcmp contract ogt double %13, 3.083000e+02
  br i1 %18, label %94, label %19

19:                                               ; preds = %17
  %20 = fcmp contract olt double %13, -3.240000e+02
  br i1 %20, label %94, label %21

21:                                               ; preds = %19
  %22 = fmul contract double %13, 0x400A934F0979A371
  %23 = tail call contract double @llvm.rint.f64(double %22) #11
  %24 = fneg contract double %23
  %25 = tail call contract double @llvm.fma.f64(double %24, double 0x3FD34413509F79FF, double %13) #11
  %26 = fmul contract double %23, 0x3C49DC1DA994FD21
  %27 = fadd contract double %25, %26
  %28 = fsub contract double %27, %25
  %29 = fsub contract double %26, %28
  %30 = fmul contract double %27, 0x40026BB1BBB55516
  %31 = fneg contract double %30
  %32 = tail call contract double @llvm.fma.f64(double %27, double 0x40026BB1BBB55516, double %31) #11
  %33 = fmul contract double %27, 0x3CAF48AD494EA3E9
  %34 = fmul contract double %29, 0x40026BB1BBB55516
  %35 = fsub contract double %34, %33
  %36 = fadd contract double %32, %35
  %37 = fptosi double %23 to i32
  %38 = fmul contract double %30, %30
  %39 = fneg contract double %38
  %40 = tail call contract double @llvm.fma.f64(double %30, double %30, double %39) #11
  %41 = fmul contract double %30, %38
  %42 = tail call contract double @llvm.fma.f64(double %30, double 0x3DE6124613A86D09, double 0x3E21EED8EFF8D898) #11
  %43 = tail call contract double @llvm.fma.f64(double %42, double %30, double 0x3E5AE64567F544E4) #11
  %44 = tail call contract double @llvm.fma.f64(double %43, double %30, double 0x3E927E4FB7789F5C) #11
  %45 = tail call contract double @llvm.fma.f64(double %44, double %30, double 0x3EC71DE3A556C734) #11
  %46 = tail call contract double @llvm.fma.f64(double %45, double %30, double 0x3EFA01A01A01A01A) #11
  %47 = tail call contract double @llvm.fma.f64(double %46, double %30, double 0x3F2A01A01A01A01A) #11
  %48 = tail call contract double @llvm.fma.f64(double %47, double %30, double 0x3F56C16C16C16C17) #11
  %49 = tail call contract double @llvm.fma.f64(double %48, double %30, double 0x3F81111111111111) #11
  %50 = tail call contract double @llvm.fma.f64(double %49, double %30, double 0x3FA5555555555555) #11
  %51 = tail call contract double @llvm.fma.f64(double %50, double %30, double 0x3FC5555555555555) #11
  %52 = fmul contract double %41, %51
  %53 = fmul contract double %38, 5.000000e-01
  %54 = fadd contract double %30, %53
  %55 = fsub contract double %54, %30
  %56 = fsub contract double %53, %55
  %57 = fmul contract double %40, 5.000000e-01
  %58 = fadd contract double %57, %52
  %59 = tail call contract double @llvm.fma.f64(double %36, double %54, double %36) #11
  %60 = fadd contract double %59, %58
  %61 = fadd contract double %56, %60
  %62 = fadd contract double %54, 1.000000e+00
  %63 = fadd contract double %62, -1.000000e+00
  %64 = fsub contract double %54, %63
  %65 = fadd contract double %64, %61
  %66 = fadd contract double %62, %65
  %67 = icmp sgt i32 %37, 1020
  br i1 %67, label %68, label %77

68:                                               ; preds = %21
  %69 = fmul contract double %66, 0x7FB0000000000000
  %70 = icmp ult i32 %37, 2043
  %71 = select i1 %70, i32 %37, i32 2043
  %72 = add nuw nsw i32 %71, 3
  %73 = zext i32 %72 to i64
  %74 = shl nuw nsw i64 %73, 52
  %75 = bitcast i64 %74 to double
  %76 = fmul contract double %69, %75
  br label %94

77:                                               ; preds = %21
  %78 = icmp slt i32 %37, -1020
  br i1 %78, label %79, label %88

79:                                               ; preds = %77
  %80 = icmp ugt i32 %37, -2022
  %81 = select i1 %80, i32 %37, i32 -2022
  %82 = add nsw i32 %81, 2023
  %83 = zext i32 %82 to i64
  %84 = shl nuw nsw i64 %83, 52
  %85 = bitcast i64 %84 to double
  %86 = fmul contract double %66, %85
  %87 = fmul contract double %86, 0x170000000000000
  br label %94

88:                                               ; preds = %77
  %89 = add nsw i32 %37, 1023
  %90 = zext i32 %89 to i64
  %91 = shl nuw nsw i64 %90, 52
  %92 = bitcast i64 %91 to double
  %93 = fmul contract double %66, %92
  br label %94

94:                                               ; preds = %15, %17, %19, %68, %79, %88
  %95 = phi double [ %16, %15 ], [ 0x7FF0000000000000, %17 ], [ 0.000000e+00, %19 ], [ %76, %68 ], [ %87, %79 ], [ %93, %88 ]
  %96 = getelementptr inbounds double, double* %1, i64 %11
  store double %95, double* %96, align 8, !tbaa !30
  br label %97

97:                                               ; preds = %94, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_expm1(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %116

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %13, %13
  br label %113

17:                                               ; preds = %10
  %18 = tail call contract double @llvm.fabs.f64(double %13) #11
  %19 = fcmp contract olt double %18, 0x3C90000000000000
  br i1 %19, label %113, label %20

20:                                               ; preds = %17
  %21 = fcmp contract ogt double %13, 7.098000e+02
  br i1 %21, label %113, label %22

22:                                               ; preds = %20
  %23 = fcmp contract olt double %13, -4.000000e+01
  br i1 %23, label %113, label %24

24:                                               ; preds = %22
  %25 = fmul contract double %13, 0x3FF71547652B82FE
  %26 = tail call contract double @llvm.rint.f64(double %25) #11
  %27 = fneg contract double %26
  %28 = tail call contract double @llvm.fma.f64(double %27, double 0x3FE62E42FEFA39EF, double %13) #11
  %29 = fmul contract double %26, 0xBC7ABC9E3B39803F
  %30 = fadd contract double %28, %29
  %31 = fsub contract double %30, %28
  %32 = fsub contract double %29, %31
  %33 = fmul contract double %30, %30
  %34 = fneg contract double %33
  %35 = tail call contract double @llvm.fma.f64(double %30, double %30, double %34) #11
  %36 = fmul contract double %30, %33
  %37 = tail call contract double @llvm.fma.f64(double %30, double 0x3DE6124613A86D09, double 0x3E21EED8EFF8D898) #11
  %38 = tail call contract double @llvm.fma.f64(double %37, double %30, double 0x3E5AE64567F544E4) #11
  %39 = tail call contract double @llvm.fma.f64(double %38, double %30, double 0x3E927E4FB7789F5C) #11
  %40 = tail call contract double @llvm.fma.f64(double %39, double %30, double 0x3EC71DE3A556C734) #11
  %41 = tail call contract double @llvm.fma.f64(double %40, double %30, double 0x3EFA01A01A01A01A) #11
  %42 = tail call contract double @llvm.fma.f64(double %41, double %30, double 0x3F2A01A01A01A01A) #11
  %43 = tail call contract double @llvm.fma.f64(double %42, double %30, double 0x3F56C16C16C16C17) #11
  %44 = tail call contract double @llvm.fma.f64(double %43, double %30, double 0x3F81111111111111) #11
  %45 = tail call contract double @llvm.fma.f64(double %44, double %30, double 0x3FA5555555555555) #11
  %46 = tail call contract double @llvm.fma.f64(double %45, double %30, double 0x3FC5555555555555) #11
  %47 = fmul contract double %36, %46
  %48 = fmul contract double %33, 5.000000e-01
  %49 = fadd contract double %30, %48
  %50 = fsub contract double %49, %30
  %51 = fsub contract double %48, %50
  %52 = fmul contract double %35, 5.000000e-01
  %53 = fadd contract double %52, %47
  %54 = tail call contract double @llvm.fma.f64(double %32, double %49, double %32) #11
  %55 = fadd contract double %54, %53
  %56 = fadd contract double %51, %55
  %57 = fptosi double %26 to i32
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %61

59:                                               ; preds = %24
  %60 = fadd contract double %49, %56
  br label %113

61:                                               ; preds = %24
  %62 = icmp sgt i32 %57, 52
  br i1 %62, label %63, label %92

63:                                               ; preds = %61
  %64 = fadd contract double %49, 1.000000e+00
  %65 = fadd contract double %64, -1.000000e+00
  %66 = fsub contract double %49, %65
  %67 = icmp ult i32 %57, 1000
  %68 = sub nsw i32 1023, %57
  %69 = zext i32 %68 to i64
  %70 = shl i64 %69, 52
  %71 = bitcast i64 %70 to double
  %72 = select i1 %67, double %71, double 0.000000e+00
  %73 = fsub contract double %56, %72
  %74 = fadd contract double %66, %73
  %75 = fadd contract double %64, %74
  %76 = icmp ugt i32 %57, 1020
  br i1 %76, label %77, label %86

77:                                               ; preds = %63
  %78 = fmul contract double %75, 0x7FB0000000000000
  %79 = icmp ult i32 %57, 2043
  %80 = select i1 %79, i32 %57, i32 2043
  %81 = add nuw nsw i32 %80, 3
  %82 = zext i32 %81 to i64
  %83 = shl nuw nsw i64 %82, 52
  %84 = bitcast i64 %83 to double
  %85 = fmul contract double %78, %84
  br label %113

86:                                               ; preds = %63
  %87 = add nuw nsw i32 %57, 1023
  %88 = zext i32 %87 to i64
  %89 = shl nuw nsw i64 %88, 52
  %90 = bitcast i64 %89 to double
  %91 = fmul contract double %75, %90
  br label %113

92:                                               ; preds = %61
  %93 = icmp slt i32 %57, -52
  %94 = add nsw i32 %57, 1023
  %95 = zext i32 %94 to i64
  %96 = shl i64 %95, 52
  %97 = bitcast i64 %96 to double
  br i1 %93, label %98, label %101

98:                                               ; preds = %92
  %99 = fadd contract double %49, 1.000000e+00
  %100 = tail call contract double @llvm.fma.f64(double %97, double %99, double -1.000000e+00) #11
  br label %113

101:                                              ; preds = %92
  %102 = fadd contract double %97, -1.000000e+00
  %103 = fmul contract double %49, %97
  %104 = fadd contract double %102, %103
  %105 = fsub contract double %104, %102
  %106 = fsub contract double %104, %105
  %107 = fsub contract double %102, %106
  %108 = fsub contract double %103, %105
  %109 = fadd contract double %108, %107
  %110 = fmul contract double %56, %97
  %111 = fadd contract double %109, %110
  %112 = fadd contract double %104, %111
  br label %113

113:                                              ; preds = %15, %17, %20, %22, %59, %77, %86, %98, %101
  %114 = phi double [ %16, %15 ], [ %13, %17 ], [ 0x7FF0000000000000, %20 ], [ -1.000000e+00, %22 ], [ %60, %59 ], [ %100, %98 ], [ %112, %101 ], [ %85, %77 ], [ %91, %86 ]
  %115 = getelementptr inbounds double, double* %1, i64 %11
  store double %114, double* %115, align 8, !tbaa !30
  br label %116

116:                                              ; preds = %113, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_log(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %81

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %13, %13
  br label %78

17:                                               ; preds = %10
  %18 = fcmp contract ugt double %13, 0.000000e+00
  br i1 %18, label %22, label %19

19:                                               ; preds = %17
  %20 = fcmp contract oeq double %13, 0.000000e+00
  %21 = select contract i1 %20, double 0xFFF0000000000000, double 0x7FF8000000000000
  br label %78

22:                                               ; preds = %17
  %23 = fcmp contract oeq double %13, 0x7FF0000000000000
  br i1 %23, label %78, label %24

24:                                               ; preds = %22
  %25 = fcmp contract olt double %13, 0x10000000000000
  %26 = fmul contract double %13, 0x4350000000000000
  %27 = select i1 %25, double %26, double %13
  %28 = bitcast double %27 to i64
  %29 = lshr i64 %28, 52
  %30 = trunc i64 %29 to i32
  %31 = and i64 %28, 4503599627370495
  %32 = icmp ugt i64 %31, 1865452045155277
  %33 = select i1 %32, i32 -1022, i32 -1023
  %34 = select i1 %32, i64 4602678819172646912, i64 4607182418800017408
  %35 = or i64 %34, %31
  %36 = select i1 %25, i32 -54, i32 0
  %37 = add nsw i32 %36, %30
  %38 = add nsw i32 %37, %33
  %39 = bitcast i64 %35 to double
  %40 = fadd contract double %39, -1.000000e+00
  %41 = fadd contract double %40, 2.000000e+00
  %42 = fdiv contract double %40, %41
  %43 = fmul contract double %42, %42
  %44 = tail call contract double @llvm.fma.f64(double %43, double 0x3FB8618618618618, double 0x3FBAF286BCA1AF28) #11
  %45 = tail call contract double @llvm.fma.f64(double %44, double %43, double 0x3FBE1E1E1E1E1E1E) #11
  %46 = tail call contract double @llvm.fma.f64(double %45, double %43, double 0x3FC1111111111111) #11
  %47 = tail call contract double @llvm.fma.f64(double %46, double %43, double 0x3FC3B13B13B13B14) #11
  %48 = tail call contract double @llvm.fma.f64(double %47, double %43, double 0x3FC745D1745D1746) #11
  %49 = tail call contract double @llvm.fma.f64(double %48, double %43, double 0x3FCC71C71C71C71C) #11
  %50 = tail call contract double @llvm.fma.f64(double %49, double %43, double 0x3FD2492492492492) #11
  %51 = tail call contract double @llvm.fma.f64(double %50, double %43, double 4.000000e-01) #11
  %52 = tail call contract double @llvm.fma.f64(double %51, double %43, double 0x3FE5555555555555) #11
  %53 = fmul contract double %43, %52
  %54 = fmul contract double %40, 5.000000e-01
  %55 = fmul contract double %40, %54
  %56 = fneg contract double %55
  %57 = tail call contract double @llvm.fma.f64(double %54, double %40, double %56) #11
  %58 = fsub contract double %40, %55
  %59 = fsub contract double %40, %58
  %60 = fsub contract double %59, %55
  %61 = fsub contract double %60, %57
  %62 = fadd contract double %55, %53
  %63 = fmul contract double %42, %62
  %64 = fadd contract double %63, 0.000000e+00
  %65 = fadd contract double %61, %64
  %66 = sitofp i32 %38 to double
  %67 = fmul contract double %66, 0x3FE62E42FEFA3800
  %68 = fadd contract double %67, %58
  %69 = fsub contract double %68, %67
  %70 = fsub contract double %68, %69
  %71 = fsub contract double %67, %70
  %72 = fsub contract double %58, %69
  %73 = fadd contract double %72, %71
  %74 = fmul contract double %66, 0x3D2EF35793C76730
  %75 = fadd contract double %74, %65
  %76 = fadd contract double %73, %75
  %77 = fadd contract double %68, %76
  br label %78

78:                                               ; preds = %15, %19, %22, %24
  %79 = phi double [ %16, %15 ], [ %21, %19 ], [ %77, %24 ], [ 0x7FF0000000000000, %22 ]
  %80 = getelementptr inbounds double, double* %1, i64 %11
  store double %79, double* %80, align 8, !tbaa !30
  br label %81

81:                                               ; preds = %78, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_log2(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %86

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %13, %13
  br label %83

17:                                               ; preds = %10
  %18 = fcmp contract ugt double %13, 0.000000e+00
  br i1 %18, label %22, label %19

19:                                               ; preds = %17
  %20 = fcmp contract oeq double %13, 0.000000e+00
  %21 = select contract i1 %20, double 0xFFF0000000000000, double 0x7FF8000000000000
  br label %83

22:                                               ; preds = %17
  %23 = fcmp contract oeq double %13, 0x7FF0000000000000
  br i1 %23, label %83, label %24

24:                                               ; preds = %22
  %25 = fcmp contract olt double %13, 0x10000000000000
  %26 = fmul contract double %13, 0x4350000000000000
  %27 = select i1 %25, double %26, double %13
  %28 = bitcast double %27 to i64
  %29 = lshr i64 %28, 52
  %30 = trunc i64 %29 to i32
  %31 = and i64 %28, 4503599627370495
  %32 = icmp ugt i64 %31, 1865452045155277
  %33 = select i1 %32, i32 -1022, i32 -1023
  %34 = select i1 %32, i64 4602678819172646912, i64 4607182418800017408
  %35 = or i64 %34, %31
  %36 = select i1 %25, i32 -54, i32 0
  %37 = add nsw i32 %36, %30
  %38 = add nsw i32 %37, %33
  %39 = bitcast i64 %35 to double
  %40 = fadd contract double %39, -1.000000e+00
  %41 = fadd contract double %40, 2.000000e+00
  %42 = fdiv contract double %40, %41
  %43 = fmul contract double %42, %42
  %44 = tail call contract double @llvm.fma.f64(double %43, double 0x3FB8618618618618, double 0x3FBAF286BCA1AF28) #11
  %45 = tail call contract double @llvm.fma.f64(double %44, double %43, double 0x3FBE1E1E1E1E1E1E) #11
  %46 = tail call contract double @llvm.fma.f64(double %45, double %43, double 0x3FC1111111111111) #11
  %47 = tail call contract double @llvm.fma.f64(double %46, double %43, double 0x3FC3B13B13B13B14) #11
  %48 = tail call contract double @llvm.fma.f64(double %47, double %43, double 0x3FC745D1745D1746) #11
  %49 = tail call contract double @llvm.fma.f64(double %48, double %43, double 0x3FCC71C71C71C71C) #11
  %50 = tail call contract double @llvm.fma.f64(double %49, double %43, double 0x3FD2492492492492) #11
  %51 = tail call contract double @llvm.fma.f64(double %50, double %43, double 4.000000e-01) #11
  %52 = tail call contract double @llvm.fma.f64(double %51, double %43, double 0x3FE5555555555555) #11
  %53 = fmul contract double %43, %52
  %54 = fmul contract double %40, 5.000000e-01
  %55 = fmul contract double %40, %54
  %56 = fneg contract double %55
  %57 = tail call contract double @llvm.fma.f64(double %54, double %40, double %56) #11
  %58 = fsub contract double %40, %55
  %59 = fsub contract double %40, %58
  %60 = fsub contract double %59, %55
  %61 = fsub contract double %60, %57
  %62 = fadd contract double %55, %53
  %63 = fmul contract double %42, %62
  %64 = fadd contract double %63, 0.000000e+00
  %65 = fadd contract double %61, %64
  %66 = sitofp i32 %38 to double
  %67 = fmul contract double %58, 0x3FF71547652B82FE
  %68 = fneg contract double %67
  %69 = tail call contract double @llvm.fma.f64(double %58, double 0x3FF71547652B82FE, double %68) #11
  %70 = fmul contract double %65, 0x3FF71547652B82FE
  %71 = fmul contract double %58, 0x3C7777D0FFDA0D24
  %72 = fadd contract double %71, %70
  %73 = fadd contract double %69, %72
  %74 = fadd contract double %67, %66
  %75 = fsub contract double %74, %66
  %76 = fsub contract double %75, %74
  %77 = fadd contract double %76, %66
  %78 = fsub contract double %67, %75
  %79 = fadd contract double %78, %77
  %80 = fadd contract double %73, 0.000000e+00
  %81 = fadd contract double %79, %80
  %82 = fadd contract double %74, %81
  br label %83

83:                                               ; preds = %15, %19, %22, %24
  %84 = phi double [ %16, %15 ], [ %21, %19 ], [ %82, %24 ], [ 0x7FF0000000000000, %22 ]
  %85 = getelementptr inbounds double, double* %1, i64 %11
  store double %84, double* %85, align 8, !tbaa !30
  br label %86

86:                                               ; preds = %83, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_log10(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %88

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %13, %13
  br label %85

17:                                               ; preds = %10
  %18 = fcmp contract ugt double %13, 0.000000e+00
  br i1 %18, label %22, label %19

19:                                               ; preds = %17
  %20 = fcmp contract oeq double %13, 0.000000e+00
  %21 = select contract i1 %20, double 0xFFF0000000000000, double 0x7FF8000000000000
  br label %85

22:                                               ; preds = %17
  %23 = fcmp contract oeq double %13, 0x7FF0000000000000
  br i1 %23, label %85, label %24

24:                                               ; preds = %22
  %25 = fcmp contract olt double %13, 0x10000000000000
  %26 = fmul contract double %13, 0x4350000000000000
  %27 = select i1 %25, double %26, double %13
  %28 = bitcast double %27 to i64
  %29 = lshr i64 %28, 52
  %30 = trunc i64 %29 to i32
  %31 = and i64 %28, 4503599627370495
  %32 = icmp ugt i64 %31, 1865452045155277
  %33 = select i1 %32, i32 -1022, i32 -1023
  %34 = select i1 %32, i64 4602678819172646912, i64 4607182418800017408
  %35 = or i64 %34, %31
  %36 = select i1 %25, i32 -54, i32 0
  %37 = add nsw i32 %36, %30
  %38 = add nsw i32 %37, %33
  %39 = bitcast i64 %35 to double
  %40 = fadd contract double %39, -1.000000e+00
  %41 = fadd contract double %40, 2.000000e+00
  %42 = fdiv contract double %40, %41
  %43 = fmul contract double %42, %42
  %44 = tail call contract double @llvm.fma.f64(double %43, double 0x3FB8618618618618, double 0x3FBAF286BCA1AF28) #11
  %45 = tail call contract double @llvm.fma.f64(double %44, double %43, double 0x3FBE1E1E1E1E1E1E) #11
  %46 = tail call contract double @llvm.fma.f64(double %45, double %43, double 0x3FC1111111111111) #11
  %47 = tail call contract double @llvm.fma.f64(double %46, double %43, double 0x3FC3B13B13B13B14) #11
  %48 = tail call contract double @llvm.fma.f64(double %47, double %43, double 0x3FC745D1745D1746) #11
  %49 = tail call contract double @llvm.fma.f64(double %48, double %43, double 0x3FCC71C71C71C71C) #11
  %50 = tail call contract double @llvm.fma.f64(double %49, double %43, double 0x3FD2492492492492) #11
  %51 = tail call contract double @llvm.fma.f64(double %50, double %43, double 4.000000e-01) #11
  %52 = tail call contract double @llvm.fma.f64(double %51, double %43, double 0x3FE5555555555555) #11
  %53 = fmul contract double %43, %52
  %54 = fmul contract double %40, 5.000000e-01
  %55 = fmul contract double %40, %54
  %56 = fneg contract double %55
  %57 = tail call contract double @llvm.fma.f64(double %54, double %40, double %56) #11
  %58 = fsub contract double %40, %55
  %59 = fsub contract double %40, %58
  %60 = fsub contract double %59, %55
  %61 = fsub contract double %60, %57
  %62 = fadd contract double %55, %53
  %63 = fmul contract double %42, %62
  %64 = fadd contract double %63, 0.000000e+00
  %65 = fadd contract double %61, %64
  %66 = sitofp i32 %38 to double
  %67 = fmul contract double %66, 0x3FD34413509F7800
  %68 = fmul contract double %66, 0x3D1FEF311F12B358
  %69 = fmul contract double %58, 0x3FDBCB7B1526E50E
  %70 = fneg contract double %69
  %71 = tail call contract double @llvm.fma.f64(double %58, double 0x3FDBCB7B1526E50E, double %70) #11
  %72 = fmul contract double %65, 0x3FDBCB7B1526E50E
  %73 = fmul contract double %58, 0x3C695355BAAAFAD3
  %74 = fadd contract double %73, %72
  %75 = fadd contract double %71, %74
  %76 = fadd contract double %67, %69
  %77 = fsub contract double %76, %67
  %78 = fsub contract double %76, %77
  %79 = fsub contract double %67, %78
  %80 = fsub contract double %69, %77
  %81 = fadd contract double %80, %79
  %82 = fadd contract double %68, %75
  %83 = fadd contract double %81, %82
  %84 = fadd contract double %76, %83
  br label %85

85:                                               ; preds = %15, %19, %22, %24
  %86 = phi double [ %16, %15 ], [ %21, %19 ], [ %84, %24 ], [ 0x7FF0000000000000, %22 ]
  %87 = getelementptr inbounds double, double* %1, i64 %11
  store double %86, double* %87, align 8, !tbaa !30
  br label %88

88:                                               ; preds = %85, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_log1p(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %91

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %13, %13
  br label %88

17:                                               ; preds = %10
  %18 = fcmp contract ugt double %13, -1.000000e+00
  br i1 %18, label %22, label %19

19:                                               ; preds = %17
  %20 = fcmp contract oeq double %13, -1.000000e+00
  %21 = select contract i1 %20, double 0xFFF0000000000000, double 0x7FF8000000000000
  br label %88

22:                                               ; preds = %17
  %23 = fcmp contract oeq double %13, 0x7FF0000000000000
  %24 = tail call contract double @llvm.fabs.f64(double %13) #11
  %25 = fcmp contract olt double %24, 0x3C90000000000000
  %26 = select i1 %23, i1 true, i1 %25
  br i1 %26, label %88, label %27

27:                                               ; preds = %22
  %28 = fadd contract double %13, 1.000000e+00
  %29 = fadd contract double %28, -1.000000e+00
  %30 = fsub contract double %29, %28
  %31 = fadd contract double %30, 1.000000e+00
  %32 = fsub contract double %13, %29
  %33 = fadd contract double %32, %31
  %34 = fcmp contract olt double %28, 0x10000000000000
  %35 = fmul contract double %28, 0x4350000000000000
  %36 = select i1 %34, double %35, double %28
  %37 = bitcast double %36 to i64
  %38 = lshr i64 %37, 52
  %39 = trunc i64 %38 to i32
  %40 = and i64 %37, 4503599627370495
  %41 = icmp ugt i64 %40, 1865452045155277
  %42 = select i1 %41, i32 -1022, i32 -1023
  %43 = select i1 %41, i64 4602678819172646912, i64 4607182418800017408
  %44 = or i64 %43, %40
  %45 = select i1 %34, i32 -54, i32 0
  %46 = add nsw i32 %45, %39
  %47 = add nsw i32 %46, %42
  %48 = bitcast i64 %44 to double
  %49 = fadd contract double %48, -1.000000e+00
  %50 = fdiv contract double %33, %28
  %51 = fadd contract double %49, 2.000000e+00
  %52 = fdiv contract double %49, %51
  %53 = fmul contract double %52, %52
  %54 = tail call contract double @llvm.fma.f64(double %53, double 0x3FB8618618618618, double 0x3FBAF286BCA1AF28) #11
  %55 = tail call contract double @llvm.fma.f64(double %54, double %53, double 0x3FBE1E1E1E1E1E1E) #11
  %56 = tail call contract double @llvm.fma.f64(double %55, double %53, double 0x3FC1111111111111) #11
  %57 = tail call contract double @llvm.fma.f64(double %56, double %53, double 0x3FC3B13B13B13B14) #11
  %58 = tail call contract double @llvm.fma.f64(double %57, double %53, double 0x3FC745D1745D1746) #11
  %59 = tail call contract double @llvm.fma.f64(double %58, double %53, double 0x3FCC71C71C71C71C) #11
  %60 = tail call contract double @llvm.fma.f64(double %59, double %53, double 0x3FD2492492492492) #11
  %61 = tail call contract double @llvm.fma.f64(double %60, double %53, double 4.000000e-01) #11
  %62 = tail call contract double @llvm.fma.f64(double %61, double %53, double 0x3FE5555555555555) #11
  %63 = fmul contract double %53, %62
  %64 = fmul contract double %49, 5.000000e-01
  %65 = fmul contract double %49, %64
  %66 = fneg contract double %65
  %67 = tail call contract double @llvm.fma.f64(double %64, double %49, double %66) #11
  %68 = fsub contract double %49, %65
  %69 = fsub contract double %49, %68
  %70 = fsub contract double %69, %65
  %71 = fsub contract double %70, %67
  %72 = fadd contract double %65, %63
  %73 = fmul contract double %52, %72
  %74 = fadd contract double %50, %73
  %75 = fadd contract double %71, %74
  %76 = sitofp i32 %47 to double
  %77 = fmul contract double %76, 0x3FE62E42FEFA3800
  %78 = fadd contract double %77, %68
  %79 = fsub contract double %78, %77
  %80 = fsub contract double %78, %79
  %81 = fsub contract double %77, %80
  %82 = fsub contract double %68, %79
  %83 = fadd contract double %82, %81
  %84 = fmul contract double %76, 0x3D2EF35793C76730
  %85 = fadd contract double %84, %75
  %86 = fadd contract double %83, %85
  %87 = fadd contract double %78, %86
  br label %88

88:                                               ; preds = %15, %19, %22, %27
  %89 = phi double [ %16, %15 ], [ %21, %19 ], [ %87, %27 ], [ %13, %22 ]
  %90 = getelementptr inbounds double, double* %1, i64 %11
  store double %89, double* %90, align 8, !tbaa !30
  br label %91

91:                                               ; preds = %88, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @k_sin(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %117

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, double* %0, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !30
  %16 = tail call contract double @llvm.fabs.f64(double %15) #11
  %17 = fcmp contract olt double %16, 0x7FF0000000000000
  br i1 %17, label %20, label %18

18:                                               ; preds = %12
  %19 = fsub contract double %15, %15
  br label %114

20:                                               ; preds = %12
  %21 = fcmp contract olt double %16, 0x3E40000000000000
  br i1 %21, label %114, label %22

22:                                               ; preds = %20
  %23 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #11
  %24 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #11
  %25 = fcmp contract ugt double %16, 0x3FE921FB54442D15
  br i1 %25, label %26, label %54

26:                                               ; preds = %22
  %27 = fcmp contract ult double %16, 0x41B0000000000000
  br i1 %27, label %32, label %28

28:                                               ; preds = %26
  %29 = call fastcc noundef i32 @_ZL16m64_rem_pio2_bigdPdS_(double noundef %16, double* noundef nonnull %4, double* noundef nonnull %5) #11, !range !34
  %30 = load double, double* %4, align 8, !tbaa !30
  %31 = load double, double* %5, align 8, !tbaa !30
  br label %54

32:                                               ; preds = %26
  %33 = fmul contract double %16, 0x3FE45F306DC9C883
  %34 = tail call contract double @llvm.rint.f64(double %33) #11
  %35 = fneg contract double %34
  %36 = tail call contract double @llvm.fma.f64(double %35, double 0x3FF921FB54442D18, double %16) #11
  %37 = fmul contract double %34, 0xBC91A62633145C07
  %38 = tail call contract double @llvm.fma.f64(double %34, double 0x3C91A62633145C07, double %37) #11
  %39 = fadd contract double %36, %37
  %40 = fsub contract double %39, %36
  %41 = fsub contract double %39, %40
  %42 = fsub contract double %36, %41
  %43 = fsub contract double %37, %40
  %44 = fadd contract double %43, %42
  %45 = fsub contract double %44, %38
  %46 = fmul contract double %34, 0x391F1976B7ED8FBC
  %47 = fadd contract double %46, %45
  %48 = fadd contract double %39, %47
  %49 = fsub contract double %48, %39
  %50 = fsub contract double %47, %49
  %51 = fptosi double %34 to i64
  %52 = trunc i64 %51 to i32
  %53 = and i32 %52, 3
  br label %54

54:                                               ; preds = %22, %32, %28
  %55 = phi double [ %31, %28 ], [ %50, %32 ], [ 0.000000e+00, %22 ]
  %56 = phi double [ %30, %28 ], [ %48, %32 ], [ %16, %22 ]
  %57 = phi i32 [ %29, %28 ], [ %53, %32 ], [ 0, %22 ]
  %58 = and i32 %57, 1
  %59 = icmp eq i32 %58, 0
  %60 = fmul contract double %56, %56
  br i1 %59, label %85, label %61

61:                                               ; preds = %54
  %62 = tail call contract double @llvm.fma.f64(double %60, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %63 = tail call contract double @llvm.fma.f64(double %62, double %60, double 0xBDA93974A8C07C9D) #11
  %64 = tail call contract double @llvm.fma.f64(double %63, double %60, double 0x3E21EED8EFF8D898) #11
  %65 = tail call contract double @llvm.fma.f64(double %64, double %60, double 0xBE927E4FB7789F5C) #11
  %66 = tail call contract double @llvm.fma.f64(double %65, double %60, double 0x3EFA01A01A01A01A) #11
  %67 = tail call contract double @llvm.fma.f64(double %66, double %60, double 0xBF56C16C16C16C17) #11
  %68 = tail call contract double @llvm.fma.f64(double %67, double %60, double 0x3FA5555555555555) #11
  %69 = fmul contract double %60, %68
  %70 = fmul contract double %60, %69
  %71 = fmul contract double %60, 5.000000e-01
  %72 = fmul contract double %56, 5.000000e-01
  %73 = fneg contract double %71
  %74 = tail call contract double @llvm.fma.f64(double %72, double %56, double %73) #11
  %75 = fsub contract double 1.000000e+00, %71
  %76 = fsub contract double 1.000000e+00, %75
  %77 = fsub contract double %76, %71
  %78 = fsub contract double %77, %74
  %79 = fmul contract double %56, %55
  %80 = fsub contract double %70, %79
  %81 = fadd contract double %78, %80
  %82 = fadd contract double %75, %81
  %83 = fsub contract double %82, %75
  %84 = fsub contract double %81, %83
  br label %103

85:                                               ; preds = %54
  %86 = fmul contract double %56, %60
  %87 = tail call contract double @llvm.fma.f64(double %60, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %88 = tail call contract double @llvm.fma.f64(double %87, double %60, double 0x3DE6124613A86D09) #11
  %89 = tail call contract double @llvm.fma.f64(double %88, double %60, double 0xBE5AE64567F544E4) #11
  %90 = tail call contract double @llvm.fma.f64(double %89, double %60, double 0x3EC71DE3A556C734) #11
  %91 = tail call contract double @llvm.fma.f64(double %90, double %60, double 0xBF2A01A01A01A01A) #11
  %92 = tail call contract double @llvm.fma.f64(double %91, double %60, double 0x3F81111111111111) #11
  %93 = fmul contract double %60, %92
  %94 = fmul contract double %86, %93
  %95 = fmul contract double %60, -5.000000e-01
  %96 = tail call contract double @llvm.fma.f64(double %95, double %55, double %55) #11
  %97 = fadd contract double %96, %94
  %98 = fmul contract double %86, 0x3FC5555555555555
  %99 = fsub contract double %97, %98
  %100 = fadd contract double %56, %99
  %101 = fsub contract double %100, %56
  %102 = fsub contract double %99, %101
  br label %103

103:                                              ; preds = %85, %61
  %104 = phi double [ %102, %85 ], [ %84, %61 ]
  %105 = phi double [ %100, %85 ], [ %82, %61 ]
  %106 = fadd contract double %104, %105
  %107 = and i32 %57, 2
  %108 = icmp eq i32 %107, 0
  %109 = fneg contract double %106
  %110 = select i1 %108, double %106, double %109
  %111 = fcmp contract olt double %15, 0.000000e+00
  %112 = fneg contract double %110
  %113 = select contract i1 %111, double %112, double %110
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #11
  br label %114

114:                                              ; preds = %18, %20, %103
  %115 = phi double [ %113, %103 ], [ %19, %18 ], [ %15, %20 ]
  %116 = getelementptr inbounds double, double* %1, i64 %13
  store double %115, double* %116, align 8, !tbaa !30
  br label %117

117:                                              ; preds = %114, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @k_cos(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %115

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, double* %0, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !30
  %16 = tail call contract double @llvm.fabs.f64(double %15) #11
  %17 = fcmp contract olt double %16, 0x7FF0000000000000
  br i1 %17, label %20, label %18

18:                                               ; preds = %12
  %19 = fsub contract double %15, %15
  br label %112

20:                                               ; preds = %12
  %21 = fcmp contract olt double %16, 0x3E40000000000000
  br i1 %21, label %112, label %22

22:                                               ; preds = %20
  %23 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #11
  %24 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #11
  %25 = fcmp contract ugt double %16, 0x3FE921FB54442D15
  br i1 %25, label %26, label %54

26:                                               ; preds = %22
  %27 = fcmp contract ult double %16, 0x41B0000000000000
  br i1 %27, label %32, label %28

28:                                               ; preds = %26
  %29 = call fastcc noundef i32 @_ZL16m64_rem_pio2_bigdPdS_(double noundef %16, double* noundef nonnull %4, double* noundef nonnull %5) #11, !range !34
  %30 = load double, double* %4, align 8, !tbaa !30
  %31 = load double, double* %5, align 8, !tbaa !30
  br label %54

32:                                               ; preds = %26
  %33 = fmul contract double %16, 0x3FE45F306DC9C883
  %34 = tail call contract double @llvm.rint.f64(double %33) #11
  %35 = fneg contract double %34
  %36 = tail call contract double @llvm.fma.f64(double %35, double 0x3FF921FB54442D18, double %16) #11
  %37 = fmul contract double %34, 0xBC91A62633145C07
  %38 = tail call contract double @llvm.fma.f64(double %34, double 0x3C91A62633145C07, double %37) #11
  %39 = fadd contract double %36, %37
  %40 = fsub contract double %39, %36
  %41 = fsub contract double %39, %40
  %42 = fsub contract double %36, %41
  %43 = fsub contract double %37, %40
  %44 = fadd contract double %43, %42
  %45 = fsub contract double %44, %38
  %46 = fmul contract double %34, 0x391F1976B7ED8FBC
  %47 = fadd contract double %46, %45
  %48 = fadd contract double %39, %47
  %49 = fsub contract double %48, %39
  %50 = fsub contract double %47, %49
  %51 = fptosi double %34 to i64
  %52 = trunc i64 %51 to i32
  %53 = and i32 %52, 3
  br label %54

54:                                               ; preds = %22, %32, %28
  %55 = phi double [ %31, %28 ], [ %50, %32 ], [ 0.000000e+00, %22 ]
  %56 = phi double [ %30, %28 ], [ %48, %32 ], [ %16, %22 ]
  %57 = phi i32 [ %29, %28 ], [ %53, %32 ], [ 0, %22 ]
  %58 = and i32 %57, 1
  %59 = icmp eq i32 %58, 0
  %60 = fmul contract double %56, %56
  br i1 %59, label %79, label %61

61:                                               ; preds = %54
  %62 = fmul contract double %56, %60
  %63 = tail call contract double @llvm.fma.f64(double %60, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %64 = tail call contract double @llvm.fma.f64(double %63, double %60, double 0x3DE6124613A86D09) #11
  %65 = tail call contract double @llvm.fma.f64(double %64, double %60, double 0xBE5AE64567F544E4) #11
  %66 = tail call contract double @llvm.fma.f64(double %65, double %60, double 0x3EC71DE3A556C734) #11
  %67 = tail call contract double @llvm.fma.f64(double %66, double %60, double 0xBF2A01A01A01A01A) #11
  %68 = tail call contract double @llvm.fma.f64(double %67, double %60, double 0x3F81111111111111) #11
  %69 = fmul contract double %60, %68
  %70 = fmul contract double %62, %69
  %71 = fmul contract double %60, -5.000000e-01
  %72 = tail call contract double @llvm.fma.f64(double %71, double %55, double %55) #11
  %73 = fadd contract double %72, %70
  %74 = fmul contract double %62, 0x3FC5555555555555
  %75 = fsub contract double %73, %74
  %76 = fadd contract double %56, %75
  %77 = fsub contract double %76, %56
  %78 = fsub contract double %75, %77
  br label %103

79:                                               ; preds = %54
  %80 = tail call contract double @llvm.fma.f64(double %60, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %81 = tail call contract double @llvm.fma.f64(double %80, double %60, double 0xBDA93974A8C07C9D) #11
  %82 = tail call contract double @llvm.fma.f64(double %81, double %60, double 0x3E21EED8EFF8D898) #11
  %83 = tail call contract double @llvm.fma.f64(double %82, double %60, double 0xBE927E4FB7789F5C) #11
  %84 = tail call contract double @llvm.fma.f64(double %83, double %60, double 0x3EFA01A01A01A01A) #11
  %85 = tail call contract double @llvm.fma.f64(double %84, double %60, double 0xBF56C16C16C16C17) #11
  %86 = tail call contract double @llvm.fma.f64(double %85, double %60, double 0x3FA5555555555555) #11
  %87 = fmul contract double %60, %86
  %88 = fmul contract double %60, %87
  %89 = fmul contract double %60, 5.000000e-01
  %90 = fmul contract double %56, 5.000000e-01
  %91 = fneg contract double %89
  %92 = tail call contract double @llvm.fma.f64(double %90, double %56, double %91) #11
  %93 = fsub contract double 1.000000e+00, %89
  %94 = fsub contract double 1.000000e+00, %93
  %95 = fsub contract double %94, %89
  %96 = fsub contract double %95, %92
  %97 = fmul contract double %56, %55
  %98 = fsub contract double %88, %97
  %99 = fadd contract double %96, %98
  %100 = fadd contract double %93, %99
  %101 = fsub contract double %100, %93
  %102 = fsub contract double %99, %101
  br label %103

103:                                              ; preds = %79, %61
  %104 = phi double [ %102, %79 ], [ %78, %61 ]
  %105 = phi double [ %100, %79 ], [ %76, %61 ]
  %106 = fadd contract double %104, %105
  %107 = add nuw nsw i32 %57, 1
  %108 = and i32 %107, 2
  %109 = icmp eq i32 %108, 0
  %110 = fneg contract double %106
  %111 = select i1 %109, double %106, double %110
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #11
  br label %112

112:                                              ; preds = %18, %20, %103
  %113 = phi double [ %111, %103 ], [ %19, %18 ], [ 1.000000e+00, %20 ]
  %114 = getelementptr inbounds double, double* %1, i64 %13
  store double %113, double* %114, align 8, !tbaa !30
  br label %115

115:                                              ; preds = %112, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @k_tan(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %123

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, double* %0, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !30
  %16 = tail call contract double @llvm.fabs.f64(double %15) #11
  %17 = fcmp contract olt double %16, 0x7FF0000000000000
  br i1 %17, label %20, label %18

18:                                               ; preds = %12
  %19 = fsub contract double %15, %15
  br label %120

20:                                               ; preds = %12
  %21 = fcmp contract olt double %16, 0x3E40000000000000
  br i1 %21, label %120, label %22

22:                                               ; preds = %20
  %23 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #11
  %24 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #11
  %25 = fcmp contract ugt double %16, 0x3FE921FB54442D15
  br i1 %25, label %26, label %54

26:                                               ; preds = %22
  %27 = fcmp contract ult double %16, 0x41B0000000000000
  br i1 %27, label %32, label %28

28:                                               ; preds = %26
  %29 = call fastcc noundef i32 @_ZL16m64_rem_pio2_bigdPdS_(double noundef %16, double* noundef nonnull %4, double* noundef nonnull %5) #11, !range !34
  %30 = load double, double* %4, align 8, !tbaa !30
  %31 = load double, double* %5, align 8, !tbaa !30
  br label %54

32:                                               ; preds = %26
  %33 = fmul contract double %16, 0x3FE45F306DC9C883
  %34 = tail call contract double @llvm.rint.f64(double %33) #11
  %35 = fneg contract double %34
  %36 = tail call contract double @llvm.fma.f64(double %35, double 0x3FF921FB54442D18, double %16) #11
  %37 = fmul contract double %34, 0xBC91A62633145C07
  %38 = tail call contract double @llvm.fma.f64(double %34, double 0x3C91A62633145C07, double %37) #11
  %39 = fadd contract double %36, %37
  %40 = fsub contract double %39, %36
  %41 = fsub contract double %39, %40
  %42 = fsub contract double %36, %41
  %43 = fsub contract double %37, %40
  %44 = fadd contract double %43, %42
  %45 = fsub contract double %44, %38
  %46 = fmul contract double %34, 0x391F1976B7ED8FBC
  %47 = fadd contract double %46, %45
  %48 = fadd contract double %39, %47
  %49 = fsub contract double %48, %39
  %50 = fsub contract double %47, %49
  %51 = fptosi double %34 to i64
  %52 = trunc i64 %51 to i32
  %53 = and i32 %52, 3
  br label %54

54:                                               ; preds = %32, %28, %22
  %55 = phi double [ %31, %28 ], [ %50, %32 ], [ 0.000000e+00, %22 ]
  %56 = phi double [ %30, %28 ], [ %48, %32 ], [ %16, %22 ]
  %57 = phi i32 [ %29, %28 ], [ %53, %32 ], [ 0, %22 ]
  %58 = fmul contract double %56, %56
  %59 = fmul contract double %56, %58
  %60 = tail call contract double @llvm.fma.f64(double %58, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %61 = tail call contract double @llvm.fma.f64(double %60, double %58, double 0x3DE6124613A86D09) #11
  %62 = tail call contract double @llvm.fma.f64(double %61, double %58, double 0xBE5AE64567F544E4) #11
  %63 = tail call contract double @llvm.fma.f64(double %62, double %58, double 0x3EC71DE3A556C734) #11
  %64 = tail call contract double @llvm.fma.f64(double %63, double %58, double 0xBF2A01A01A01A01A) #11
  %65 = tail call contract double @llvm.fma.f64(double %64, double %58, double 0x3F81111111111111) #11
  %66 = fmul contract double %58, %65
  %67 = fmul contract double %59, %66
  %68 = fmul contract double %58, -5.000000e-01
  %69 = tail call contract double @llvm.fma.f64(double %68, double %55, double %55) #11
  %70 = fadd contract double %69, %67
  %71 = fmul contract double %59, 0x3FC5555555555555
  %72 = fsub contract double %70, %71
  %73 = fadd contract double %56, %72
  %74 = fsub contract double %73, %56
  %75 = fsub contract double %72, %74
  %76 = tail call contract double @llvm.fma.f64(double %58, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %77 = tail call contract double @llvm.fma.f64(double %76, double %58, double 0xBDA93974A8C07C9D) #11
  %78 = tail call contract double @llvm.fma.f64(double %77, double %58, double 0x3E21EED8EFF8D898) #11
  %79 = tail call contract double @llvm.fma.f64(double %78, double %58, double 0xBE927E4FB7789F5C) #11
  %80 = tail call contract double @llvm.fma.f64(double %79, double %58, double 0x3EFA01A01A01A01A) #11
  %81 = tail call contract double @llvm.fma.f64(double %80, double %58, double 0xBF56C16C16C16C17) #11
  %82 = tail call contract double @llvm.fma.f64(double %81, double %58, double 0x3FA5555555555555) #11
  %83 = fmul contract double %58, %82
  %84 = fmul contract double %58, %83
  %85 = fmul contract double %58, 5.000000e-01
  %86 = fmul contract double %56, 5.000000e-01
  %87 = fneg contract double %85
  %88 = tail call contract double @llvm.fma.f64(double %86, double %56, double %87) #11
  %89 = fsub contract double 1.000000e+00, %85
  %90 = fsub contract double 1.000000e+00, %89
  %91 = fsub contract double %90, %85
  %92 = fsub contract double %91, %88
  %93 = fmul contract double %55, %56
  %94 = fsub contract double %84, %93
  %95 = fadd contract double %92, %94
  %96 = fadd contract double %89, %95
  %97 = fsub contract double %96, %89
  %98 = fsub contract double %95, %97
  %99 = and i32 %57, 1
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %104, label %101

101:                                              ; preds = %54
  %102 = fneg contract double %96
  %103 = fneg contract double %98
  br label %104

104:                                              ; preds = %101, %54
  %105 = phi double [ %102, %101 ], [ %73, %54 ]
  %106 = phi double [ %103, %101 ], [ %75, %54 ]
  %107 = phi double [ %73, %101 ], [ %96, %54 ]
  %108 = phi double [ %75, %101 ], [ %98, %54 ]
  %109 = fdiv contract double %105, %107
  %110 = fneg contract double %109
  %111 = tail call contract double @llvm.fma.f64(double %110, double %107, double %105) #11
  %112 = fmul contract double %109, %108
  %113 = fsub contract double %106, %112
  %114 = fadd contract double %111, %113
  %115 = fdiv contract double %114, %107
  %116 = fadd contract double %109, %115
  %117 = fcmp contract olt double %15, 0.000000e+00
  %118 = fneg contract double %116
  %119 = select contract i1 %117, double %118, double %116
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #11
  br label %120

120:                                              ; preds = %18, %20, %104
  %121 = phi double [ %119, %104 ], [ %19, %18 ], [ %15, %20 ]
  %122 = getelementptr inbounds double, double* %1, i64 %13
  store double %121, double* %122, align 8, !tbaa !30
  br label %123

123:                                              ; preds = %120, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_sinpi(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %93

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = tail call contract double @llvm.fabs.f64(double %13) #11
  %15 = fcmp contract olt double %14, 0x7FF0000000000000
  br i1 %15, label %18, label %16

16:                                               ; preds = %10
  %17 = fsub contract double %13, %13
  br label %90

18:                                               ; preds = %10
  %19 = fcmp contract ult double %14, 0x4330000000000000
  br i1 %19, label %22, label %20

20:                                               ; preds = %18
  %21 = tail call contract double @llvm.copysign.f64(double 0.000000e+00, double %13) #11
  br label %90

22:                                               ; preds = %18
  %23 = fadd contract double %13, %13
  %24 = tail call contract double @llvm.rint.f64(double %23) #11
  %25 = tail call contract double @llvm.fma.f64(double %24, double -5.000000e-01, double %13) #11
  %26 = fmul contract double %25, 0x400921FB54442D18
  %27 = fneg contract double %26
  %28 = tail call contract double @llvm.fma.f64(double %25, double 0x400921FB54442D18, double %27) #11
  %29 = fmul contract double %25, 0x3CA1A62633145C07
  %30 = fadd contract double %29, %28
  %31 = fptosi double %24 to i64
  %32 = trunc i64 %31 to i32
  %33 = and i32 %32, 3
  %34 = fmul contract double %26, %26
  %35 = fmul contract double %26, %34
  %36 = tail call contract double @llvm.fma.f64(double %34, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %37 = tail call contract double @llvm.fma.f64(double %36, double %34, double 0x3DE6124613A86D09) #11
  %38 = tail call contract double @llvm.fma.f64(double %37, double %34, double 0xBE5AE64567F544E4) #11
  %39 = tail call contract double @llvm.fma.f64(double %38, double %34, double 0x3EC71DE3A556C734) #11
  %40 = tail call contract double @llvm.fma.f64(double %39, double %34, double 0xBF2A01A01A01A01A) #11
  %41 = tail call contract double @llvm.fma.f64(double %40, double %34, double 0x3F81111111111111) #11
  %42 = fmul contract double %34, %41
  %43 = fmul contract double %35, %42
  %44 = fmul contract double %34, -5.000000e-01
  %45 = tail call contract double @llvm.fma.f64(double %44, double %30, double %30) #11
  %46 = fadd contract double %45, %43
  %47 = fmul contract double %35, 0x3FC5555555555555
  %48 = fsub contract double %46, %47
  %49 = fadd contract double %26, %48
  %50 = fsub contract double %49, %26
  %51 = fsub contract double %48, %50
  %52 = tail call contract double @llvm.fma.f64(double %34, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %53 = tail call contract double @llvm.fma.f64(double %52, double %34, double 0xBDA93974A8C07C9D) #11
  %54 = tail call contract double @llvm.fma.f64(double %53, double %34, double 0x3E21EED8EFF8D898) #11
  %55 = tail call contract double @llvm.fma.f64(double %54, double %34, double 0xBE927E4FB7789F5C) #11
  %56 = tail call contract double @llvm.fma.f64(double %55, double %34, double 0x3EFA01A01A01A01A) #11
  %57 = tail call contract double @llvm.fma.f64(double %56, double %34, double 0xBF56C16C16C16C17) #11
  %58 = tail call contract double @llvm.fma.f64(double %57, double %34, double 0x3FA5555555555555) #11
  %59 = fmul contract double %34, %58
  %60 = fmul contract double %34, %59
  %61 = fmul contract double %34, 5.000000e-01
  %62 = fmul contract double %26, 5.000000e-01
  %63 = fneg contract double %61
  %64 = tail call contract double @llvm.fma.f64(double %62, double %26, double %63) #11
  %65 = fsub contract double 1.000000e+00, %61
  %66 = fsub contract double 1.000000e+00, %65
  %67 = fsub contract double %66, %61
  %68 = fsub contract double %67, %64
  %69 = fmul contract double %26, %30
  %70 = fsub contract double %60, %69
  %71 = fadd contract double %68, %70
  %72 = fadd contract double %65, %71
  %73 = fsub contract double %72, %65
  %74 = fsub contract double %71, %73
  switch i32 %33, label %82 [
    i32 0, label %75
    i32 1, label %77
    i32 2, label %79
  ]

75:                                               ; preds = %22
  %76 = fadd contract double %49, %51
  br label %85

77:                                               ; preds = %22
  %78 = fadd contract double %72, %74
  br label %85

79:                                               ; preds = %22
  %80 = fadd contract double %49, %51
  %81 = fneg contract double %80
  br label %85

82:                                               ; preds = %22
  %83 = fadd contract double %72, %74
  %84 = fneg contract double %83
  br label %85

85:                                               ; preds = %82, %79, %77, %75
  %86 = phi double [ %84, %82 ], [ %81, %79 ], [ %78, %77 ], [ %76, %75 ]
  %87 = fcmp contract oeq double %86, 0.000000e+00
  %88 = tail call contract double @llvm.copysign.f64(double 0.000000e+00, double %13) #11
  %89 = select contract i1 %87, double %88, double %86
  br label %90

90:                                               ; preds = %16, %20, %85
  %91 = phi double [ %21, %20 ], [ %89, %85 ], [ %17, %16 ]
  %92 = getelementptr inbounds double, double* %1, i64 %11
  store double %91, double* %92, align 8, !tbaa !30
  br label %93

93:                                               ; preds = %90, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_cospi(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %97

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = tail call contract double @llvm.fabs.f64(double %13) #11
  %15 = fcmp contract olt double %14, 0x7FF0000000000000
  br i1 %15, label %18, label %16

16:                                               ; preds = %10
  %17 = fsub contract double %13, %13
  br label %94

18:                                               ; preds = %10
  %19 = fcmp contract ult double %14, 0x4340000000000000
  br i1 %19, label %20, label %94

20:                                               ; preds = %18
  %21 = fcmp contract ult double %14, 0x4330000000000000
  br i1 %21, label %27, label %22

22:                                               ; preds = %20
  %23 = fptosi double %14 to i64
  %24 = and i64 %23, 1
  %25 = icmp eq i64 %24, 0
  %26 = select contract i1 %25, double 1.000000e+00, double -1.000000e+00
  br label %94

27:                                               ; preds = %20
  %28 = fadd contract double %13, %13
  %29 = tail call contract double @llvm.rint.f64(double %28) #11
  %30 = tail call contract double @llvm.fma.f64(double %29, double -5.000000e-01, double %13) #11
  %31 = fmul contract double %30, 0x400921FB54442D18
  %32 = fneg contract double %31
  %33 = tail call contract double @llvm.fma.f64(double %30, double 0x400921FB54442D18, double %32) #11
  %34 = fmul contract double %30, 0x3CA1A62633145C07
  %35 = fadd contract double %34, %33
  %36 = fptosi double %29 to i64
  %37 = trunc i64 %36 to i32
  %38 = and i32 %37, 3
  %39 = fmul contract double %31, %31
  %40 = fmul contract double %31, %39
  %41 = tail call contract double @llvm.fma.f64(double %39, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %42 = tail call contract double @llvm.fma.f64(double %41, double %39, double 0x3DE6124613A86D09) #11
  %43 = tail call contract double @llvm.fma.f64(double %42, double %39, double 0xBE5AE64567F544E4) #11
  %44 = tail call contract double @llvm.fma.f64(double %43, double %39, double 0x3EC71DE3A556C734) #11
  %45 = tail call contract double @llvm.fma.f64(double %44, double %39, double 0xBF2A01A01A01A01A) #11
  %46 = tail call contract double @llvm.fma.f64(double %45, double %39, double 0x3F81111111111111) #11
  %47 = fmul contract double %39, %46
  %48 = fmul contract double %40, %47
  %49 = fmul contract double %39, -5.000000e-01
  %50 = tail call contract double @llvm.fma.f64(double %49, double %35, double %35) #11
  %51 = fadd contract double %50, %48
  %52 = fmul contract double %40, 0x3FC5555555555555
  %53 = fsub contract double %51, %52
  %54 = fadd contract double %31, %53
  %55 = fsub contract double %54, %31
  %56 = fsub contract double %53, %55
  %57 = tail call contract double @llvm.fma.f64(double %39, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %58 = tail call contract double @llvm.fma.f64(double %57, double %39, double 0xBDA93974A8C07C9D) #11
  %59 = tail call contract double @llvm.fma.f64(double %58, double %39, double 0x3E21EED8EFF8D898) #11
  %60 = tail call contract double @llvm.fma.f64(double %59, double %39, double 0xBE927E4FB7789F5C) #11
  %61 = tail call contract double @llvm.fma.f64(double %60, double %39, double 0x3EFA01A01A01A01A) #11
  %62 = tail call contract double @llvm.fma.f64(double %61, double %39, double 0xBF56C16C16C16C17) #11
  %63 = tail call contract double @llvm.fma.f64(double %62, double %39, double 0x3FA5555555555555) #11
  %64 = fmul contract double %39, %63
  %65 = fmul contract double %39, %64
  %66 = fmul contract double %39, 5.000000e-01
  %67 = fmul contract double %31, 5.000000e-01
  %68 = fneg contract double %66
  %69 = tail call contract double @llvm.fma.f64(double %67, double %31, double %68) #11
  %70 = fsub contract double 1.000000e+00, %66
  %71 = fsub contract double 1.000000e+00, %70
  %72 = fsub contract double %71, %66
  %73 = fsub contract double %72, %69
  %74 = fmul contract double %31, %35
  %75 = fsub contract double %65, %74
  %76 = fadd contract double %73, %75
  %77 = fadd contract double %70, %76
  %78 = fsub contract double %77, %70
  %79 = fsub contract double %76, %78
  switch i32 %38, label %88 [
    i32 0, label %80
    i32 1, label %82
    i32 2, label %85
  ]

80:                                               ; preds = %27
  %81 = fadd contract double %77, %79
  br label %90

82:                                               ; preds = %27
  %83 = fadd contract double %54, %56
  %84 = fneg contract double %83
  br label %90

85:                                               ; preds = %27
  %86 = fadd contract double %77, %79
  %87 = fneg contract double %86
  br label %90

88:                                               ; preds = %27
  %89 = fadd contract double %54, %56
  br label %90

90:                                               ; preds = %88, %85, %82, %80
  %91 = phi double [ %89, %88 ], [ %87, %85 ], [ %84, %82 ], [ %81, %80 ]
  %92 = fcmp contract oeq double %91, 0.000000e+00
  %93 = select contract i1 %92, double 0.000000e+00, double %91
  br label %94

94:                                               ; preds = %16, %18, %22, %90
  %95 = phi double [ %26, %22 ], [ %93, %90 ], [ %17, %16 ], [ 1.000000e+00, %18 ]
  %96 = getelementptr inbounds double, double* %1, i64 %11
  store double %95, double* %96, align 8, !tbaa !30
  br label %97

97:                                               ; preds = %94, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_rsqrt(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %42

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract oeq double %13, 0.000000e+00
  br i1 %14, label %15, label %17

15:                                               ; preds = %10
  %16 = tail call contract double @llvm.copysign.f64(double 0x7FF0000000000000, double %13) #11
  br label %39

17:                                               ; preds = %10
  %18 = fcmp contract ule double %13, 0.000000e+00
  %19 = fcmp contract oeq double %13, 0x7FF0000000000000
  %20 = or i1 %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = select contract i1 %19, double 0.000000e+00, double 0x7FF8000000000000
  br label %39

23:                                               ; preds = %17
  %24 = fcmp contract olt double %13, 0x170000000000000
  %25 = fmul contract double %13, 0x4630000000000000
  %26 = select i1 %24, double %25, double %13
  %27 = tail call contract double @llvm.sqrt.f64(double %26) #11
  %28 = fneg contract double %27
  %29 = tail call contract double @llvm.fma.f64(double %28, double %27, double %26) #11
  %30 = fadd contract double %27, %27
  %31 = fdiv contract double %29, %30
  %32 = fdiv contract double 1.000000e+00, %27
  %33 = tail call contract double @llvm.fma.f64(double %28, double %32, double 1.000000e+00) #11
  %34 = fmul contract double %32, %31
  %35 = fsub contract double %33, %34
  %36 = tail call contract double @llvm.fma.f64(double %32, double %35, double %32) #11
  br i1 %24, label %37, label %39

37:                                               ; preds = %23
  %38 = fmul contract double %36, 0x4310000000000000
  br label %39

39:                                               ; preds = %15, %21, %23, %37
  %40 = phi double [ %16, %15 ], [ %22, %21 ], [ %38, %37 ], [ %36, %23 ]
  %41 = getelementptr inbounds double, double* %1, i64 %11
  store double %40, double* %41, align 8, !tbaa !30
  br label %42

42:                                               ; preds = %39, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_logb(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %37

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = fadd contract double %13, %13
  br label %34

17:                                               ; preds = %10
  %18 = tail call contract double @llvm.fabs.f64(double %13) #11
  %19 = fcmp contract oeq double %13, 0.000000e+00
  br i1 %19, label %34, label %20

20:                                               ; preds = %17
  %21 = fcmp contract oeq double %18, 0x7FF0000000000000
  br i1 %21, label %34, label %22

22:                                               ; preds = %20
  %23 = fcmp ueq double %13, 0.000000e+00
  br i1 %23, label %34, label %24

24:                                               ; preds = %22
  %25 = fcmp contract olt double %18, 0x10000000000000
  %26 = fmul contract double %18, 0x4350000000000000
  %27 = select i1 %25, double %26, double %18
  %28 = bitcast double %27 to i64
  %29 = lshr i64 %28, 52
  %30 = trunc i64 %29 to i32
  %31 = select i1 %25, i32 -1077, i32 -1023
  %32 = add nsw i32 %31, %30
  %33 = sitofp i32 %32 to double
  br label %34

34:                                               ; preds = %15, %17, %20, %22, %24
  %35 = phi double [ %16, %15 ], [ 0xFFF0000000000000, %17 ], [ 0x7FF0000000000000, %20 ], [ 0xC1E0000000000000, %22 ], [ %33, %24 ]
  %36 = getelementptr inbounds double, double* %1, i64 %11
  store double %35, double* %36, align 8, !tbaa !30
  br label %37

37:                                               ; preds = %34, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @k_fmod(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %102

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, double* %0, i64 %12
  %14 = load double, double* %13, align 8, !tbaa !30
  %15 = or i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %0, i64 %16
  %18 = load double, double* %17, align 8, !tbaa !30
  %19 = fcmp ord double %14, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %10
  %21 = tail call contract double @llvm.fabs.f64(double %14) #11
  %22 = fcmp contract oeq double %21, 0x7FF0000000000000
  %23 = fcmp contract oeq double %18, 0.000000e+00
  %24 = or i1 %22, %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %20, %10
  %26 = fmul contract double %14, %18
  %27 = fdiv contract double %26, %26
  br label %98

28:                                               ; preds = %20
  %29 = tail call contract double @llvm.fabs.f64(double %18) #11
  %30 = fcmp contract oeq double %29, 0x7FF0000000000000
  br i1 %30, label %98, label %31

31:                                               ; preds = %28
  %32 = fcmp contract olt double %21, %29
  br i1 %32, label %95, label %33

33:                                               ; preds = %31
  %34 = bitcast double %21 to i64
  %35 = bitcast double %29 to i64
  %36 = lshr i64 %34, 52
  %37 = trunc i64 %36 to i32
  %38 = lshr i64 %35, 52
  %39 = trunc i64 %38 to i32
  %40 = and i64 %34, 4503599627370495
  %41 = and i64 %35, 4503599627370495
  %42 = icmp eq i32 %37, 0
  %43 = or i64 %40, 4503599627370496
  %44 = select i1 %42, i32 1, i32 %37
  %45 = select i1 %42, i64 %40, i64 %43
  %46 = icmp eq i32 %39, 0
  %47 = or i64 %41, 4503599627370496
  %48 = select i1 %46, i32 1, i32 %39
  %49 = select i1 %46, i64 %41, i64 %47
  %50 = sub nsw i32 %44, %48
  %51 = icmp sgt i32 %50, 0
  br i1 %51, label %58, label %52

52:                                               ; preds = %58, %33
  %53 = phi i64 [ %45, %33 ], [ %64, %58 ]
  %54 = icmp ult i64 %53, %49
  %55 = select i1 %54, i64 0, i64 %49
  %56 = sub i64 %53, %55
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %95, label %67

58:                                               ; preds = %33, %58
  %59 = phi i32 [ %65, %58 ], [ %50, %33 ]
  %60 = phi i64 [ %64, %58 ], [ %45, %33 ]
  %61 = icmp ult i64 %60, %49
  %62 = select i1 %61, i64 0, i64 %49
  %63 = sub i64 %60, %62
  %64 = shl i64 %63, 1
  %65 = add nsw i32 %59, -1
  %66 = icmp ugt i32 %59, 1
  br i1 %66, label %58, label %52, !llvm.loop !37

67:                                               ; preds = %52
  %68 = uitofp i64 %56 to double
  %69 = add nsw i32 %48, -1075
  %70 = icmp ugt i32 %48, 2095
  br i1 %70, label %71, label %80

71:                                               ; preds = %67
  %72 = fmul contract double %68, 0x7FB0000000000000
  %73 = icmp ult i32 %69, 2043
  %74 = select i1 %73, i32 %69, i32 2043
  %75 = add nuw nsw i32 %74, 3
  %76 = zext i32 %75 to i64
  %77 = shl nuw nsw i64 %76, 52
  %78 = bitcast i64 %77 to double
  %79 = fmul contract double %72, %78
  br label %95

80:                                               ; preds = %67
  %81 = icmp ult i32 %48, 55
  br i1 %81, label %82, label %89

82:                                               ; preds = %80
  %83 = add nuw nsw i32 %48, 948
  %84 = zext i32 %83 to i64
  %85 = shl nuw nsw i64 %84, 52
  %86 = bitcast i64 %85 to double
  %87 = fmul contract double %86, %68
  %88 = fmul contract double %87, 0x170000000000000
  br label %95

89:                                               ; preds = %80
  %90 = add nsw i32 %48, -52
  %91 = zext i32 %90 to i64
  %92 = shl nuw nsw i64 %91, 52
  %93 = bitcast i64 %92 to double
  %94 = fmul contract double %93, %68
  br label %95

95:                                               ; preds = %89, %82, %71, %52, %31
  %96 = phi double [ %21, %31 ], [ 0.000000e+00, %52 ], [ %79, %71 ], [ %88, %82 ], [ %94, %89 ]
  %97 = tail call contract double @llvm.copysign.f64(double %96, double %14) #11
  br label %98

98:                                               ; preds = %25, %28, %95
  %99 = phi double [ %27, %25 ], [ %97, %95 ], [ %14, %28 ]
  %100 = sext i32 %8 to i64
  %101 = getelementptr inbounds double, double* %1, i64 %100
  store double %99, double* %101, align 8, !tbaa !30
  br label %102

102:                                              ; preds = %98, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @k_remainder(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %125

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, double* %0, i64 %12
  %14 = load double, double* %13, align 8, !tbaa !30
  %15 = or i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %0, i64 %16
  %18 = load double, double* %17, align 8, !tbaa !30
  %19 = fcmp ord double %14, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %10
  %21 = tail call contract double @llvm.fabs.f64(double %14) #11
  %22 = fcmp contract oeq double %21, 0x7FF0000000000000
  %23 = fcmp contract oeq double %18, 0.000000e+00
  %24 = or i1 %22, %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %20, %10
  %26 = fmul contract double %14, %18
  %27 = fdiv contract double %26, %26
  br label %121

28:                                               ; preds = %20
  %29 = tail call contract double @llvm.fabs.f64(double %18) #11
  %30 = fcmp contract oeq double %29, 0x7FF0000000000000
  br i1 %30, label %121, label %31

31:                                               ; preds = %28
  %32 = fcmp contract olt double %21, %29
  br i1 %32, label %101, label %33

33:                                               ; preds = %31
  %34 = bitcast double %21 to i64
  %35 = bitcast double %29 to i64
  %36 = lshr i64 %34, 52
  %37 = trunc i64 %36 to i32
  %38 = lshr i64 %35, 52
  %39 = trunc i64 %38 to i32
  %40 = and i64 %34, 4503599627370495
  %41 = and i64 %35, 4503599627370495
  %42 = icmp eq i32 %37, 0
  %43 = or i64 %40, 4503599627370496
  %44 = select i1 %42, i32 1, i32 %37
  %45 = select i1 %42, i64 %40, i64 %43
  %46 = icmp eq i32 %39, 0
  %47 = or i64 %41, 4503599627370496
  %48 = select i1 %46, i32 1, i32 %39
  %49 = select i1 %46, i64 %41, i64 %47
  %50 = sub nsw i32 %44, %48
  %51 = icmp sgt i32 %50, 0
  br i1 %51, label %64, label %54

52:                                               ; preds = %64
  %53 = select i1 %67, i32 0, i32 2
  br label %54

54:                                               ; preds = %52, %33
  %55 = phi i64 [ %45, %33 ], [ %70, %52 ]
  %56 = phi i32 [ 0, %33 ], [ %53, %52 ]
  %57 = icmp ult i64 %55, %49
  %58 = select i1 %57, i64 0, i64 %49
  %59 = sub i64 %55, %58
  %60 = xor i1 %57, true
  %61 = zext i1 %60 to i32
  %62 = or i32 %56, %61
  %63 = icmp eq i64 %59, 0
  br i1 %63, label %101, label %73

64:                                               ; preds = %33, %64
  %65 = phi i32 [ %71, %64 ], [ %50, %33 ]
  %66 = phi i64 [ %70, %64 ], [ %45, %33 ]
  %67 = icmp ult i64 %66, %49
  %68 = select i1 %67, i64 0, i64 %49
  %69 = sub i64 %66, %68
  %70 = shl i64 %69, 1
  %71 = add nsw i32 %65, -1
  %72 = icmp ugt i32 %65, 1
  br i1 %72, label %64, label %52, !llvm.loop !37

73:                                               ; preds = %54
  %74 = uitofp i64 %59 to double
  %75 = add nsw i32 %48, -1075
  %76 = icmp ugt i32 %48, 2095
  br i1 %76, label %77, label %86

77:                                               ; preds = %73
  %78 = fmul contract double %74, 0x7FB0000000000000
  %79 = icmp ult i32 %75, 2043
  %80 = select i1 %79, i32 %75, i32 2043
  %81 = add nuw nsw i32 %80, 3
  %82 = zext i32 %81 to i64
  %83 = shl nuw nsw i64 %82, 52
  %84 = bitcast i64 %83 to double
  %85 = fmul contract double %78, %84
  br label %101

86:                                               ; preds = %73
  %87 = icmp ult i32 %48, 55
  br i1 %87, label %88, label %95

88:                                               ; preds = %86
  %89 = add nuw nsw i32 %48, 948
  %90 = zext i32 %89 to i64
  %91 = shl nuw nsw i64 %90, 52
  %92 = bitcast i64 %91 to double
  %93 = fmul contract double %92, %74
  %94 = fmul contract double %93, 0x170000000000000
  br label %101

95:                                               ; preds = %86
  %96 = add nsw i32 %48, -52
  %97 = zext i32 %96 to i64
  %98 = shl nuw nsw i64 %97, 52
  %99 = bitcast i64 %98 to double
  %100 = fmul contract double %99, %74
  br label %101

101:                                              ; preds = %95, %88, %77, %54, %31
  %102 = phi i32 [ 0, %31 ], [ %62, %54 ], [ %62, %77 ], [ %62, %88 ], [ %62, %95 ]
  %103 = phi double [ %21, %31 ], [ 0.000000e+00, %54 ], [ %85, %77 ], [ %94, %88 ], [ %100, %95 ]
  %104 = fsub contract double %29, %103
  %105 = fcmp contract ogt double %103, %104
  br i1 %105, label %111, label %106

106:                                              ; preds = %101
  %107 = fcmp contract une double %103, %104
  %108 = and i32 %102, 1
  %109 = icmp eq i32 %108, 0
  %110 = select i1 %107, i1 true, i1 %109
  br i1 %110, label %113, label %111

111:                                              ; preds = %106, %101
  %112 = fneg contract double %104
  br label %113

113:                                              ; preds = %111, %106
  %114 = phi double [ %112, %111 ], [ %103, %106 ]
  %115 = fcmp contract olt double %14, 0.000000e+00
  %116 = fneg contract double %114
  %117 = select contract i1 %115, double %116, double %114
  %118 = fcmp contract oeq double %117, 0.000000e+00
  %119 = tail call contract double @llvm.copysign.f64(double 0.000000e+00, double %14) #11
  %120 = select contract i1 %118, double %119, double %117
  br label %121

121:                                              ; preds = %25, %28, %113
  %122 = phi double [ %27, %25 ], [ %120, %113 ], [ %14, %28 ]
  %123 = sext i32 %8 to i64
  %124 = getelementptr inbounds double, double* %1, i64 %123
  store double %122, double* %124, align 8, !tbaa !30
  br label %125

125:                                              ; preds = %121, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_hypot(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %82

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, double* %0, i64 %12
  %14 = load double, double* %13, align 8, !tbaa !30
  %15 = or i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %0, i64 %16
  %18 = load double, double* %17, align 8, !tbaa !30
  %19 = tail call contract double @llvm.fabs.f64(double %14) #11
  %20 = tail call contract double @llvm.fabs.f64(double %18) #11
  %21 = fcmp contract oeq double %19, 0x7FF0000000000000
  %22 = fcmp contract oeq double %20, 0x7FF0000000000000
  %23 = or i1 %21, %22
  br i1 %23, label %78, label %24

24:                                               ; preds = %10
  %25 = fcmp ord double %14, %18
  br i1 %25, label %28, label %26

26:                                               ; preds = %24
  %27 = fadd contract double %14, %18
  br label %78

28:                                               ; preds = %24
  %29 = fcmp contract olt double %19, %20
  %30 = select i1 %29, double %19, double %20
  %31 = select i1 %29, double %20, double %19
  %32 = fcmp contract oeq double %30, 0.000000e+00
  %33 = fmul contract double %30, 0x43B0000000000000
  %34 = fcmp contract ogt double %31, %33
  %35 = or i1 %32, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %28
  %37 = fadd contract double %31, %30
  br label %78

38:                                               ; preds = %28
  %39 = fcmp contract ogt double %31, 0x5F30000000000000
  br i1 %39, label %43, label %40

40:                                               ; preds = %38
  %41 = fcmp contract olt double %31, 0x20B0000000000000
  br i1 %41, label %42, label %43

42:                                               ; preds = %40
  br label %43

43:                                               ; preds = %42, %40, %38
  %44 = phi i32 [ -600, %42 ], [ 0, %40 ], [ 600, %38 ]
  %45 = sub nsw i32 1023, %44
  %46 = zext i32 %45 to i64
  %47 = shl nuw nsw i64 %46, 52
  %48 = bitcast i64 %47 to double
  %49 = fmul contract double %31, %48
  %50 = fmul contract double %30, %48
  %51 = fmul contract double %49, %49
  %52 = fmul contract double %50, %50
  %53 = fadd contract double %51, %52
  %54 = tail call contract double @llvm.sqrt.f64(double %53) #11
  %55 = fcmp contract oeq double %54, 0.000000e+00
  br i1 %55, label %71, label %56

56:                                               ; preds = %43
  %57 = fsub contract double %53, %51
  %58 = fsub contract double %52, %57
  %59 = fneg contract double %51
  %60 = tail call contract double @llvm.fma.f64(double %49, double %49, double %59) #11
  %61 = fadd contract double %60, %58
  %62 = fneg contract double %52
  %63 = tail call contract double @llvm.fma.f64(double %50, double %50, double %62) #11
  %64 = fadd contract double %63, %61
  %65 = fneg contract double %54
  %66 = tail call contract double @llvm.fma.f64(double %65, double %54, double %53) #11
  %67 = fadd contract double %66, %64
  %68 = fadd contract double %54, %54
  %69 = fdiv contract double %67, %68
  %70 = fadd contract double %54, %69
  br label %71

71:                                               ; preds = %56, %43
  %72 = phi double [ %70, %56 ], [ %54, %43 ]
  %73 = add nsw i32 %44, 1023
  %74 = zext i32 %73 to i64
  %75 = shl nuw nsw i64 %74, 52
  %76 = bitcast i64 %75 to double
  %77 = fmul contract double %72, %76
  br label %78

78:                                               ; preds = %10, %26, %36, %71
  %79 = phi double [ %27, %26 ], [ %37, %36 ], [ %77, %71 ], [ 0x7FF0000000000000, %10 ]
  %80 = sext i32 %8 to i64
  %81 = getelementptr inbounds double, double* %1, i64 %80
  store double %79, double* %81, align 8, !tbaa !30
  br label %82

82:                                               ; preds = %78, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_nextafter(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %40

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, double* %0, i64 %12
  %14 = load double, double* %13, align 8, !tbaa !30
  %15 = or i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %0, i64 %16
  %18 = load double, double* %17, align 8, !tbaa !30
  %19 = fcmp ord double %14, %18
  br i1 %19, label %22, label %20

20:                                               ; preds = %10
  %21 = fadd contract double %14, %18
  br label %36

22:                                               ; preds = %10
  %23 = fcmp contract oeq double %14, %18
  br i1 %23, label %36, label %24

24:                                               ; preds = %22
  %25 = fcmp contract oeq double %14, 0.000000e+00
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = tail call contract double @llvm.copysign.f64(double 4.940660e-324, double %18) #11
  br label %36

28:                                               ; preds = %24
  %29 = bitcast double %14 to i64
  %30 = fcmp contract uge double %14, %18
  %31 = fcmp contract ogt double %14, 0.000000e+00
  %32 = xor i1 %31, %30
  %33 = select i1 %32, i64 1, i64 -1
  %34 = add i64 %33, %29
  %35 = bitcast i64 %34 to double
  br label %36

36:                                               ; preds = %20, %22, %26, %28
  %37 = phi double [ %21, %20 ], [ %27, %26 ], [ %35, %28 ], [ %18, %22 ]
  %38 = sext i32 %8 to i64
  %39 = getelementptr inbounds double, double* %1, i64 %38
  store double %37, double* %39, align 8, !tbaa !30
  br label %40

40:                                               ; preds = %36, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_fdim(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %27

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, double* %0, i64 %12
  %14 = load double, double* %13, align 8, !tbaa !30
  %15 = or i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %0, i64 %16
  %18 = load double, double* %17, align 8, !tbaa !30
  %19 = fcmp ord double %14, %18
  %20 = fadd contract double %14, %18
  %21 = fcmp contract ogt double %14, %18
  %22 = fsub contract double %14, %18
  %23 = select contract i1 %21, double %22, double 0.000000e+00
  %24 = select i1 %19, double %23, double %20
  %25 = sext i32 %8 to i64
  %26 = getelementptr inbounds double, double* %1, i64 %25
  store double %24, double* %26, align 8, !tbaa !30
  br label %27

27:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @k_sincos(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %128

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, double* %0, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !30
  %16 = shl nsw i32 %10, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, double* %1, i64 %17
  %19 = or i32 %16, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, double* %1, i64 %20
  %22 = tail call contract double @llvm.fabs.f64(double %15) #11
  %23 = fcmp contract olt double %22, 0x7FF0000000000000
  br i1 %23, label %26, label %24

24:                                               ; preds = %12
  %25 = fsub contract double %15, %15
  store double %25, double* %18, align 8, !tbaa !30
  store double %25, double* %21, align 8, !tbaa !30
  br label %128

26:                                               ; preds = %12
  %27 = fcmp contract olt double %22, 0x3E40000000000000
  br i1 %27, label %28, label %29

28:                                               ; preds = %26
  store double %15, double* %18, align 8, !tbaa !30
  store double 1.000000e+00, double* %21, align 8, !tbaa !30
  br label %128

29:                                               ; preds = %26
  %30 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %30) #11
  %31 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %31) #11
  %32 = fcmp contract ugt double %22, 0x3FE921FB54442D15
  br i1 %32, label %33, label %61

33:                                               ; preds = %29
  %34 = fcmp contract ult double %22, 0x41B0000000000000
  br i1 %34, label %39, label %35

35:                                               ; preds = %33
  %36 = call fastcc noundef i32 @_ZL16m64_rem_pio2_bigdPdS_(double noundef %22, double* noundef nonnull %4, double* noundef nonnull %5) #11, !range !34
  %37 = load double, double* %4, align 8, !tbaa !30
  %38 = load double, double* %5, align 8, !tbaa !30
  br label %61

39:                                               ; preds = %33
  %40 = fmul contract double %22, 0x3FE45F306DC9C883
  %41 = tail call contract double @llvm.rint.f64(double %40) #11
  %42 = fneg contract double %41
  %43 = tail call contract double @llvm.fma.f64(double %42, double 0x3FF921FB54442D18, double %22) #11
  %44 = fmul contract double %41, 0xBC91A62633145C07
  %45 = tail call contract double @llvm.fma.f64(double %41, double 0x3C91A62633145C07, double %44) #11
  %46 = fadd contract double %43, %44
  %47 = fsub contract double %46, %43
  %48 = fsub contract double %46, %47
  %49 = fsub contract double %43, %48
  %50 = fsub contract double %44, %47
  %51 = fadd contract double %50, %49
  %52 = fsub contract double %51, %45
  %53 = fmul contract double %41, 0x391F1976B7ED8FBC
  %54 = fadd contract double %53, %52
  %55 = fadd contract double %46, %54
  %56 = fsub contract double %55, %46
  %57 = fsub contract double %54, %56
  %58 = fptosi double %41 to i64
  %59 = trunc i64 %58 to i32
  %60 = and i32 %59, 3
  br label %61

61:                                               ; preds = %39, %35, %29
  %62 = phi double [ %38, %35 ], [ %57, %39 ], [ 0.000000e+00, %29 ]
  %63 = phi double [ %37, %35 ], [ %55, %39 ], [ %22, %29 ]
  %64 = phi i32 [ %36, %35 ], [ %60, %39 ], [ 0, %29 ]
  %65 = fmul contract double %63, %63
  %66 = fmul contract double %63, %65
  %67 = tail call contract double @llvm.fma.f64(double %65, double 0x3CE952C77030AD4A, double 0xBD6AE7F3E733B81F) #11
  %68 = tail call contract double @llvm.fma.f64(double %67, double %65, double 0x3DE6124613A86D09) #11
  %69 = tail call contract double @llvm.fma.f64(double %68, double %65, double 0xBE5AE64567F544E4) #11
  %70 = tail call contract double @llvm.fma.f64(double %69, double %65, double 0x3EC71DE3A556C734) #11
  %71 = tail call contract double @llvm.fma.f64(double %70, double %65, double 0xBF2A01A01A01A01A) #11
  %72 = tail call contract double @llvm.fma.f64(double %71, double %65, double 0x3F81111111111111) #11
  %73 = fmul contract double %65, %72
  %74 = fmul contract double %66, %73
  %75 = fmul contract double %65, -5.000000e-01
  %76 = tail call contract double @llvm.fma.f64(double %75, double %62, double %62) #11
  %77 = fadd contract double %76, %74
  %78 = fmul contract double %66, 0x3FC5555555555555
  %79 = fsub contract double %77, %78
  %80 = fadd contract double %63, %79
  %81 = fsub contract double %80, %63
  %82 = fsub contract double %79, %81
  %83 = tail call contract double @llvm.fma.f64(double %65, double 0xBCA6827863B97D97, double 0x3D2AE7F3E733B81F) #11
  %84 = tail call contract double @llvm.fma.f64(double %83, double %65, double 0xBDA93974A8C07C9D) #11
  %85 = tail call contract double @llvm.fma.f64(double %84, double %65, double 0x3E21EED8EFF8D898) #11
  %86 = tail call contract double @llvm.fma.f64(double %85, double %65, double 0xBE927E4FB7789F5C) #11
  %87 = tail call contract double @llvm.fma.f64(double %86, double %65, double 0x3EFA01A01A01A01A) #11
  %88 = tail call contract double @llvm.fma.f64(double %87, double %65, double 0xBF56C16C16C16C17) #11
  %89 = tail call contract double @llvm.fma.f64(double %88, double %65, double 0x3FA5555555555555) #11
  %90 = fmul contract double %65, %89
  %91 = fmul contract double %65, %90
  %92 = fmul contract double %65, 5.000000e-01
  %93 = fmul contract double %63, 5.000000e-01
  %94 = fneg contract double %92
  %95 = tail call contract double @llvm.fma.f64(double %93, double %63, double %94) #11
  %96 = fsub contract double 1.000000e+00, %92
  %97 = fsub contract double 1.000000e+00, %96
  %98 = fsub contract double %97, %92
  %99 = fsub contract double %98, %95
  %100 = fmul contract double %62, %63
  %101 = fsub contract double %91, %100
  %102 = fadd contract double %99, %101
  %103 = fadd contract double %96, %102
  %104 = fsub contract double %103, %96
  %105 = fsub contract double %102, %104
  switch i32 %64, label %118 [
    i32 0, label %106
    i32 1, label %109
    i32 2, label %113
  ]

106:                                              ; preds = %61
  %107 = fadd contract double %80, %82
  %108 = fadd contract double %103, %105
  br label %122

109:                                              ; preds = %61
  %110 = fadd contract double %103, %105
  %111 = fadd contract double %80, %82
  %112 = fneg contract double %111
  br label %122

113:                                              ; preds = %61
  %114 = fadd contract double %80, %82
  %115 = fneg contract double %114
  %116 = fadd contract double %103, %105
  %117 = fneg contract double %116
  br label %122

118:                                              ; preds = %61
  %119 = fadd contract double %103, %105
  %120 = fneg contract double %119
  %121 = fadd contract double %80, %82
  br label %122

122:                                              ; preds = %118, %113, %109, %106
  %123 = phi double [ %120, %118 ], [ %115, %113 ], [ %110, %109 ], [ %107, %106 ]
  %124 = phi double [ %121, %118 ], [ %117, %113 ], [ %112, %109 ], [ %108, %106 ]
  %125 = fcmp contract olt double %15, 0.000000e+00
  %126 = fneg contract double %123
  %127 = select contract i1 %125, double %126, double %123
  store double %127, double* %18, align 8, !tbaa !30
  store double %124, double* %21, align 8, !tbaa !30
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %31) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30) #11
  br label %128

128:                                              ; preds = %122, %28, %24, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @k_remquo(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %136

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, double* %0, i64 %12
  %14 = load double, double* %13, align 8, !tbaa !30
  %15 = or i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %0, i64 %16
  %18 = load double, double* %17, align 8, !tbaa !30
  %19 = fcmp ord double %14, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %10
  %21 = tail call contract double @llvm.fabs.f64(double %14) #11
  %22 = fcmp contract oeq double %21, 0x7FF0000000000000
  %23 = fcmp contract oeq double %18, 0.000000e+00
  %24 = or i1 %22, %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %20, %10
  %26 = fmul contract double %14, %18
  %27 = fdiv contract double %26, %26
  br label %130

28:                                               ; preds = %20
  %29 = tail call contract double @llvm.fabs.f64(double %18) #11
  %30 = fcmp contract oeq double %29, 0x7FF0000000000000
  br i1 %30, label %130, label %31

31:                                               ; preds = %28
  %32 = fcmp contract olt double %21, %29
  br i1 %32, label %103, label %33

33:                                               ; preds = %31
  %34 = bitcast double %21 to i64
  %35 = bitcast double %29 to i64
  %36 = lshr i64 %34, 52
  %37 = trunc i64 %36 to i32
  %38 = lshr i64 %35, 52
  %39 = trunc i64 %38 to i32
  %40 = and i64 %34, 4503599627370495
  %41 = and i64 %35, 4503599627370495
  %42 = icmp eq i32 %37, 0
  %43 = or i64 %40, 4503599627370496
  %44 = select i1 %42, i32 1, i32 %37
  %45 = select i1 %42, i64 %40, i64 %43
  %46 = icmp eq i32 %39, 0
  %47 = or i64 %41, 4503599627370496
  %48 = select i1 %46, i32 1, i32 %39
  %49 = select i1 %46, i64 %41, i64 %47
  %50 = sub nsw i32 %44, %48
  %51 = icmp sgt i32 %50, 0
  br i1 %51, label %62, label %52

52:                                               ; preds = %62, %33
  %53 = phi i64 [ %45, %33 ], [ %69, %62 ]
  %54 = phi i32 [ 0, %33 ], [ %73, %62 ]
  %55 = icmp ult i64 %53, %49
  %56 = select i1 %55, i64 0, i64 %49
  %57 = sub i64 %53, %56
  %58 = xor i1 %55, true
  %59 = zext i1 %58 to i32
  %60 = or i32 %54, %59
  %61 = icmp eq i64 %57, 0
  br i1 %61, label %103, label %75

62:                                               ; preds = %33, %62
  %63 = phi i32 [ %70, %62 ], [ %50, %33 ]
  %64 = phi i32 [ %73, %62 ], [ 0, %33 ]
  %65 = phi i64 [ %69, %62 ], [ %45, %33 ]
  %66 = icmp ult i64 %65, %49
  %67 = select i1 %66, i64 0, i64 %49
  %68 = sub i64 %65, %67
  %69 = shl i64 %68, 1
  %70 = add nsw i32 %63, -1
  %71 = shl i32 %64, 1
  %72 = or i32 %71, 2
  %73 = select i1 %66, i32 %71, i32 %72
  %74 = icmp ugt i32 %63, 1
  br i1 %74, label %62, label %52, !llvm.loop !37

75:                                               ; preds = %52
  %76 = uitofp i64 %57 to double
  %77 = add nsw i32 %48, -1075
  %78 = icmp ugt i32 %48, 2095
  br i1 %78, label %79, label %88

79:                                               ; preds = %75
  %80 = fmul contract double %76, 0x7FB0000000000000
  %81 = icmp ult i32 %77, 2043
  %82 = select i1 %81, i32 %77, i32 2043
  %83 = add nuw nsw i32 %82, 3
  %84 = zext i32 %83 to i64
  %85 = shl nuw nsw i64 %84, 52
  %86 = bitcast i64 %85 to double
  %87 = fmul contract double %80, %86
  br label %103

88:                                               ; preds = %75
  %89 = icmp ult i32 %48, 55
  br i1 %89, label %90, label %97

90:                                               ; preds = %88
  %91 = add nuw nsw i32 %48, 948
  %92 = zext i32 %91 to i64
  %93 = shl nuw nsw i64 %92, 52
  %94 = bitcast i64 %93 to double
  %95 = fmul contract double %94, %76
  %96 = fmul contract double %95, 0x170000000000000
  br label %103

97:                                               ; preds = %88
  %98 = add nsw i32 %48, -52
  %99 = zext i32 %98 to i64
  %100 = shl nuw nsw i64 %99, 52
  %101 = bitcast i64 %100 to double
  %102 = fmul contract double %101, %76
  br label %103

103:                                              ; preds = %97, %90, %79, %52, %31
  %104 = phi i32 [ 0, %31 ], [ %60, %52 ], [ %60, %79 ], [ %60, %90 ], [ %60, %97 ]
  %105 = phi double [ %21, %31 ], [ 0.000000e+00, %52 ], [ %87, %79 ], [ %96, %90 ], [ %102, %97 ]
  %106 = fsub contract double %29, %105
  %107 = fcmp contract ogt double %105, %106
  br i1 %107, label %113, label %108

108:                                              ; preds = %103
  %109 = fcmp contract une double %105, %106
  %110 = and i32 %104, 1
  %111 = icmp eq i32 %110, 0
  %112 = select i1 %109, i1 true, i1 %111
  br i1 %112, label %116, label %113

113:                                              ; preds = %108, %103
  %114 = fneg contract double %106
  %115 = add i32 %104, 1
  br label %116

116:                                              ; preds = %113, %108
  %117 = phi i32 [ %115, %113 ], [ %104, %108 ]
  %118 = phi double [ %114, %113 ], [ %105, %108 ]
  %119 = and i32 %117, 127
  %120 = fcmp contract olt double %14, 0.000000e+00
  %121 = fcmp contract uge double %18, 0.000000e+00
  %122 = xor i1 %120, %121
  %123 = sub nsw i32 0, %119
  %124 = select i1 %122, i32 %119, i32 %123
  %125 = fneg contract double %118
  %126 = select contract i1 %120, double %125, double %118
  %127 = fcmp contract oeq double %126, 0.000000e+00
  br i1 %127, label %128, label %130

128:                                              ; preds = %116
  %129 = tail call contract double @llvm.copysign.f64(double 0.000000e+00, double %14) #11
  br label %130

130:                                              ; preds = %25, %28, %116, %128
  %131 = phi i32 [ 0, %25 ], [ 0, %28 ], [ %124, %128 ], [ %124, %116 ]
  %132 = phi double [ %27, %25 ], [ %14, %28 ], [ %129, %128 ], [ %126, %116 ]
  %133 = getelementptr inbounds double, double* %1, i64 %12
  store double %132, double* %133, align 8, !tbaa !30
  %134 = sitofp i32 %131 to double
  %135 = getelementptr inbounds double, double* %1, i64 %16
  store double %134, double* %135, align 8, !tbaa !30
  br label %136

136:                                              ; preds = %130, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_frexp(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %45

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = tail call contract double @llvm.fabs.f64(double %13) #11
  %15 = fcmp contract uno double %13, 0.000000e+00
  %16 = fcmp contract oeq double %14, 0x7FF0000000000000
  %17 = or i1 %15, %16
  %18 = fcmp contract oeq double %13, 0.000000e+00
  %19 = or i1 %18, %17
  br i1 %19, label %20, label %22

20:                                               ; preds = %10
  %21 = fadd contract double %13, %13
  br label %36

22:                                               ; preds = %10
  %23 = fcmp contract olt double %14, 0x10000000000000
  %24 = fmul contract double %13, 0x4350000000000000
  %25 = select i1 %23, double %24, double %13
  %26 = bitcast double %25 to i64
  %27 = lshr i64 %26, 52
  %28 = trunc i64 %27 to i32
  %29 = and i32 %28, 2047
  %30 = select i1 %23, i32 -1076, i32 -1022
  %31 = add nsw i32 %29, %30
  %32 = and i64 %26, -9218868437227405313
  %33 = or i64 %32, 4602678819172646912
  %34 = bitcast i64 %33 to double
  %35 = sitofp i32 %31 to double
  br label %36

36:                                               ; preds = %20, %22
  %37 = phi double [ 0.000000e+00, %20 ], [ %35, %22 ]
  %38 = phi double [ %21, %20 ], [ %34, %22 ]
  %39 = shl nsw i32 %8, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, double* %1, i64 %40
  store double %38, double* %41, align 8, !tbaa !30
  %42 = or i32 %39, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, double* %1, i64 %43
  store double %37, double* %44, align 8, !tbaa !30
  br label %45

45:                                               ; preds = %36, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_ilogb(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %33

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = fcmp contract ord double %13, 0.000000e+00
  br i1 %14, label %15, label %30

15:                                               ; preds = %10
  %16 = tail call contract double @llvm.fabs.f64(double %13) #11
  %17 = fcmp contract oeq double %13, 0.000000e+00
  br i1 %17, label %30, label %18

18:                                               ; preds = %15
  %19 = fcmp contract oeq double %16, 0x7FF0000000000000
  %20 = fcmp contract olt double %16, 0x10000000000000
  br i1 %19, label %30, label %21

21:                                               ; preds = %18
  %22 = select i1 %20, i32 -1077, i32 -1023
  %23 = fmul contract double %16, 0x4350000000000000
  %24 = select i1 %20, double %23, double %16
  %25 = bitcast double %24 to i64
  %26 = lshr i64 %25, 52
  %27 = trunc i64 %26 to i32
  %28 = add nsw i32 %22, %27
  %29 = sitofp i32 %28 to double
  br label %30

30:                                               ; preds = %10, %15, %18, %21
  %31 = phi double [ 0xC1E0000000000000, %10 ], [ %29, %21 ], [ 0xC1E0000000000000, %15 ], [ 0x41DFFFFFFFC00000, %18 ]
  %32 = getelementptr inbounds double, double* %1, i64 %11
  store double %31, double* %32, align 8, !tbaa !30
  br label %33

33:                                               ; preds = %30, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_scalbn(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %69

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, double* %0, i64 %12
  %14 = load double, double* %13, align 8, !tbaa !30
  %15 = or i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %0, i64 %16
  %18 = load double, double* %17, align 8, !tbaa !30
  %19 = fptosi double %18 to i32
  %20 = icmp slt i32 %19, 2200
  %21 = select i1 %20, i32 %19, i32 2200
  %22 = icmp sgt i32 %21, -2200
  %23 = select i1 %22, i32 %21, i32 -2200
  %24 = icmp sgt i32 %23, 1100
  br i1 %24, label %25, label %29

25:                                               ; preds = %10
  %26 = fmul contract double %14, 0x7FB0000000000000
  %27 = fmul contract double %26, 0x44F0000000000000
  %28 = add nsw i32 %23, -1100
  br label %35

29:                                               ; preds = %10
  %30 = icmp slt i32 %23, -1100
  %31 = fmul contract double %14, 0x170000000000000
  %32 = add nsw i32 %23, 1000
  %33 = select i1 %30, double %31, double %14
  %34 = select i1 %30, i32 %32, i32 %21
  br label %35

35:                                               ; preds = %29, %25
  %36 = phi double [ %27, %25 ], [ %33, %29 ]
  %37 = phi i32 [ %28, %25 ], [ %34, %29 ]
  %38 = icmp sgt i32 %37, 1020
  br i1 %38, label %39, label %48

39:                                               ; preds = %35
  %40 = fmul contract double %36, 0x7FB0000000000000
  %41 = icmp ult i32 %37, 2043
  %42 = select i1 %41, i32 %37, i32 2043
  %43 = add nuw nsw i32 %42, 3
  %44 = zext i32 %43 to i64
  %45 = shl nuw nsw i64 %44, 52
  %46 = bitcast i64 %45 to double
  %47 = fmul contract double %40, %46
  br label %65

48:                                               ; preds = %35
  %49 = icmp slt i32 %37, -1020
  br i1 %49, label %50, label %59

50:                                               ; preds = %48
  %51 = icmp ugt i32 %37, -2022
  %52 = select i1 %51, i32 %37, i32 -2022
  %53 = add nsw i32 %52, 2023
  %54 = zext i32 %53 to i64
  %55 = shl nuw nsw i64 %54, 52
  %56 = bitcast i64 %55 to double
  %57 = fmul contract double %36, %56
  %58 = fmul contract double %57, 0x170000000000000
  br label %65

59:                                               ; preds = %48
  %60 = add nsw i32 %37, 1023
  %61 = zext i32 %60 to i64
  %62 = shl nuw nsw i64 %61, 52
  %63 = bitcast i64 %62 to double
  %64 = fmul contract double %36, %63
  br label %65

65:                                               ; preds = %39, %50, %59
  %66 = phi double [ %47, %39 ], [ %58, %50 ], [ %64, %59 ]
  %67 = sext i32 %8 to i64
  %68 = getelementptr inbounds double, double* %1, i64 %67
  store double %66, double* %68, align 8, !tbaa !30
  br label %69

69:                                               ; preds = %65, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @k_modf(double* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #11
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #11
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #11
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %26

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !30
  %14 = shl nsw i32 %8, 1
  %15 = or i32 %14, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %1, i64 %16
  %18 = tail call contract double @llvm.trunc.f64(double %13) #11
  store double %18, double* %17, align 8, !tbaa !30
  %19 = tail call contract double @llvm.fabs.f64(double %13) #11
  %20 = fcmp contract oeq double %19, 0x7FF0000000000000
  %21 = fsub contract double %13, %18
  %22 = select i1 %20, double 0.000000e+00, double %21
  %23 = tail call contract double @llvm.copysign.f64(double %22, double %13) #11
  %24 = sext i32 %14 to i64
  %25 = getelementptr inbounds double, double* %1, i64 %24
  store double %23, double* %25, align 8, !tbaa !30
  br label %26

26:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: mustprogress nofree noinline nosync nounwind writeonly
define internal fastcc noundef i32 @_ZL16m64_rem_pio2_bigdPdS_(double noundef %0, double* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2) unnamed_addr #8 {
  %4 = alloca [7 x i64], align 8
  %5 = alloca [7 x i64], align 8
  %6 = alloca [12 x i64], align 8
  %7 = bitcast double %0 to i64
  %8 = lshr i64 %7, 52
  %9 = trunc i64 %8 to i32
  %10 = icmp ugt i32 %9, 1076
  %11 = add nsw i32 %9, -1077
  %12 = ashr i32 %11, 5
  %13 = select i1 %10, i32 %12, i32 0
  %14 = and i64 %7, 4294967295
  %15 = lshr i64 %7, 32
  %16 = and i64 %15, 1048575
  %17 = or i64 %16, 1048576
  %18 = bitcast [7 x i64]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %18) #11
  %19 = bitcast [7 x i64]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %19) #11
  %20 = sext i32 %13 to i64
  %21 = getelementptr inbounds [40 x i32], [40 x i32] addrspace(4)* @_ZL15m64_two_over_pi, i64 0, i64 %20
  %22 = addrspacecast i32 addrspace(4)* %21 to i32*
  %23 = load i32, i32* %22, align 4, !tbaa !35
  %24 = zext i32 %23 to i64
  %25 = mul nuw i64 %14, %24
  %26 = getelementptr inbounds [7 x i64], [7 x i64]* %4, i64 0, i64 0
  store i64 %25, i64* %26, align 8, !tbaa !39
  %27 = mul nuw nsw i64 %17, %24
  %28 = getelementptr inbounds [7 x i64], [7 x i64]* %5, i64 0, i64 0
  store i64 %27, i64* %28, align 8, !tbaa !39
  %29 = add nsw i32 %13, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [40 x i32], [40 x i32] addrspace(4)* @_ZL15m64_two_over_pi, i64 0, i64 %30
  %32 = addrspacecast i32 addrspace(4)* %31 to i32*
  %33 = load i32, i32* %32, align 4, !tbaa !35
  %34 = zext i32 %33 to i64
  %35 = mul nuw i64 %14, %34
  %36 = getelementptr inbounds [7 x i64], [7 x i64]* %4, i64 0, i64 1
  store i64 %35, i64* %36, align 8, !tbaa !39
  %37 = mul nuw nsw i64 %17, %34
  %38 = getelementptr inbounds [7 x i64], [7 x i64]* %5, i64 0, i64 1
  store i64 %37, i64* %38, align 8, !tbaa !39
  %39 = add nsw i32 %13, 2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [40 x i32], [40 x i32] addrspace(4)* @_ZL15m64_two_over_pi, i64 0, i64 %40
  %42 = addrspacecast i32 addrspace(4)* %41 to i32*
  %43 = load i32, i32* %42, align 4, !tbaa !35
  %44 = zext i32 %43 to i64
  %45 = mul nuw i64 %14, %44
  %46 = getelementptr inbounds [7 x i64], [7 x i64]* %4, i64 0, i64 2
  store i64 %45, i64* %46, align 8, !tbaa !39
  %47 = mul nuw nsw i64 %17, %44
  %48 = getelementptr inbounds [7 x i64], [7 x i64]* %5, i64 0, i64 2
  store i64 %47, i64* %48, align 8, !tbaa !39
  %49 = add nsw i32 %13, 3
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [40 x i32], [40 x i32] addrspace(4)* @_ZL15m64_two_over_pi, i64 0, i64 %50
  %52 = addrspacecast i32 addrspace(4)* %51 to i32*
  %53 = load i32, i32* %52, align 4, !tbaa !35
  %54 = zext i32 %53 to i64
  %55 = mul nuw i64 %14, %54
  %56 = getelementptr inbounds [7 x i64], [7 x i64]* %4, i64 0, i64 3
  store i64 %55, i64* %56, align 8, !tbaa !39
  %57 = mul nuw nsw i64 %17, %54
  %58 = getelementptr inbounds [7 x i64], [7 x i64]* %5, i64 0, i64 3
  store i64 %57, i64* %58, align 8, !tbaa !39
  %59 = add nsw i32 %13, 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [40 x i32], [40 x i32] addrspace(4)* @_ZL15m64_two_over_pi, i64 0, i64 %60
  %62 = addrspacecast i32 addrspace(4)* %61 to i32*
  %63 = load i32, i32* %62, align 4, !tbaa !35
  %64 = zext i32 %63 to i64
  %65 = mul nuw i64 %14, %64
  %66 = getelementptr inbounds [7 x i64], [7 x i64]* %4, i64 0, i64 4
  store i64 %65, i64* %66, align 8, !tbaa !39
  %67 = mul nuw nsw i64 %17, %64
  %68 = getelementptr inbounds [7 x i64], [7 x i64]* %5, i64 0, i64 4
  store i64 %67, i64* %68, align 8, !tbaa !39
  %69 = add nsw i32 %13, 5
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [40 x i32], [40 x i32] addrspace(4)* @_ZL15m64_two_over_pi, i64 0, i64 %70
  %72 = addrspacecast i32 addrspace(4)* %71 to i32*
  %73 = load i32, i32* %72, align 4, !tbaa !35
  %74 = zext i32 %73 to i64
  %75 = mul nuw i64 %14, %74
  %76 = getelementptr inbounds [7 x i64], [7 x i64]* %4, i64 0, i64 5
  store i64 %75, i64* %76, align 8, !tbaa !39
  %77 = mul nuw nsw i64 %17, %74
  %78 = getelementptr inbounds [7 x i64], [7 x i64]* %5, i64 0, i64 5
  store i64 %77, i64* %78, align 8, !tbaa !39
  %79 = add nsw i32 %13, 6
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [40 x i32], [40 x i32] addrspace(4)* @_ZL15m64_two_over_pi, i64 0, i64 %80
  %82 = addrspacecast i32 addrspace(4)* %81 to i32*
  %83 = load i32, i32* %82, align 4, !tbaa !35
  %84 = zext i32 %83 to i64
  %85 = mul nuw i64 %14, %84
  %86 = getelementptr inbounds [7 x i64], [7 x i64]* %4, i64 0, i64 6
  store i64 %85, i64* %86, align 8, !tbaa !39
  %87 = mul nuw nsw i64 %17, %84
  %88 = getelementptr inbounds [7 x i64], [7 x i64]* %5, i64 0, i64 6
  store i64 %87, i64* %88, align 8, !tbaa !39
  %89 = bitcast [12 x i64]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %89) #11
  br label %106

90:                                               ; preds = %143
  %91 = shl nsw i32 %13, 5
  %92 = sub nsw i32 %91, %9
  %93 = add i32 %92, 1299
  %94 = ashr i32 %93, 5
  %95 = and i32 %93, 31
  %96 = sext i32 %94 to i64
  %97 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %96
  %98 = load i64, i64* %97, align 8, !tbaa !39
  %99 = add nsw i32 %94, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %100
  %102 = load i64, i64* %101, align 8, !tbaa !39
  %103 = shl i64 %102, 32
  %104 = or i64 %103, %98
  %105 = icmp eq i32 %95, 0
  br i1 %105, label %162, label %151

106:                                              ; preds = %3, %143
  %107 = phi i64 [ 0, %3 ], [ %148, %143 ]
  %108 = phi i32 [ 0, %3 ], [ %149, %143 ]
  %109 = icmp ult i32 %108, 7
  br i1 %109, label %110, label %117

110:                                              ; preds = %106
  %111 = sub nuw nsw i32 6, %108
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [7 x i64], [7 x i64]* %4, i64 0, i64 %112
  %114 = load i64, i64* %113, align 8, !tbaa !39
  %115 = and i64 %114, 4294967295
  %116 = add nuw nsw i64 %115, %107
  br label %117

117:                                              ; preds = %110, %106
  %118 = phi i64 [ %116, %110 ], [ %107, %106 ]
  %119 = add nsw i32 %108, -1
  %120 = icmp ult i32 %119, 7
  br i1 %120, label %121, label %132

121:                                              ; preds = %117
  %122 = sub nuw nsw i32 7, %108
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds [7 x i64], [7 x i64]* %4, i64 0, i64 %123
  %125 = load i64, i64* %124, align 8, !tbaa !39
  %126 = lshr i64 %125, 32
  %127 = getelementptr inbounds [7 x i64], [7 x i64]* %5, i64 0, i64 %123
  %128 = load i64, i64* %127, align 8, !tbaa !39
  %129 = and i64 %128, 4294967295
  %130 = add nsw i64 %126, %118
  %131 = add nsw i64 %130, %129
  br label %132

132:                                              ; preds = %121, %117
  %133 = phi i64 [ %131, %121 ], [ %118, %117 ]
  %134 = add nsw i32 %108, -2
  %135 = icmp ult i32 %134, 7
  br i1 %135, label %136, label %143

136:                                              ; preds = %132
  %137 = sub nuw nsw i32 8, %108
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds [7 x i64], [7 x i64]* %5, i64 0, i64 %138
  %140 = load i64, i64* %139, align 8, !tbaa !39
  %141 = lshr i64 %140, 32
  %142 = add nsw i64 %141, %133
  br label %143

143:                                              ; preds = %136, %132
  %144 = phi i64 [ %142, %136 ], [ %133, %132 ]
  %145 = and i64 %144, 4294967295
  %146 = zext i32 %108 to i64
  %147 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %146
  store i64 %145, i64* %147, align 8, !tbaa !39
  %148 = lshr i64 %144, 32
  %149 = add nuw nsw i32 %108, 1
  %150 = icmp eq i32 %149, 12
  br i1 %150, label %90, label %106, !llvm.loop !41

151:                                              ; preds = %90
  %152 = sub nuw nsw i32 64, %95
  %153 = zext i32 %152 to i64
  %154 = add nsw i32 %94, 2
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %155
  %157 = zext i32 %95 to i64
  %158 = lshr i64 %104, %157
  %159 = load i64, i64* %156, align 8, !tbaa !39
  %160 = shl i64 %159, %153
  %161 = or i64 %160, %158
  br label %162

162:                                              ; preds = %151, %90
  %163 = phi i64 [ %161, %151 ], [ %104, %90 ]
  %164 = add i32 %92, 1235
  %165 = ashr i32 %164, 5
  %166 = and i32 %164, 31
  %167 = sext i32 %165 to i64
  %168 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %167
  %169 = load i64, i64* %168, align 8, !tbaa !39
  %170 = add nsw i32 %165, 1
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %171
  %173 = load i64, i64* %172, align 8, !tbaa !39
  %174 = shl i64 %173, 32
  %175 = or i64 %174, %169
  %176 = icmp eq i32 %166, 0
  br i1 %176, label %188, label %177

177:                                              ; preds = %162
  %178 = sub nuw nsw i32 64, %166
  %179 = zext i32 %178 to i64
  %180 = add nsw i32 %165, 2
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %181
  %183 = zext i32 %166 to i64
  %184 = lshr i64 %175, %183
  %185 = load i64, i64* %182, align 8, !tbaa !39
  %186 = shl i64 %185, %179
  %187 = or i64 %186, %184
  br label %188

188:                                              ; preds = %177, %162
  %189 = phi i64 [ %187, %177 ], [ %175, %162 ]
  %190 = add i32 %92, 1171
  %191 = ashr i32 %190, 5
  %192 = and i32 %190, 31
  %193 = sext i32 %191 to i64
  %194 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %193
  %195 = load i64, i64* %194, align 8, !tbaa !39
  %196 = add nsw i32 %191, 1
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %197
  %199 = load i64, i64* %198, align 8, !tbaa !39
  %200 = shl i64 %199, 32
  %201 = or i64 %200, %195
  %202 = icmp eq i32 %192, 0
  br i1 %202, label %214, label %203

203:                                              ; preds = %188
  %204 = sub nuw nsw i32 64, %192
  %205 = zext i32 %204 to i64
  %206 = add nsw i32 %191, 2
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [12 x i64], [12 x i64]* %6, i64 0, i64 %207
  %209 = zext i32 %192 to i64
  %210 = lshr i64 %201, %209
  %211 = load i64, i64* %208, align 8, !tbaa !39
  %212 = shl i64 %211, %205
  %213 = or i64 %212, %210
  br label %214

214:                                              ; preds = %203, %188
  %215 = phi i64 [ %213, %203 ], [ %201, %188 ]
  %216 = trunc i64 %163 to i32
  %217 = icmp sgt i64 %189, -1
  br i1 %217, label %225, label %218

218:                                              ; preds = %214
  %219 = add i32 %216, 1
  %220 = sub i64 0, %215
  %221 = xor i64 %189, -1
  %222 = icmp eq i64 %215, 0
  %223 = zext i1 %222 to i64
  %224 = add i64 %223, %221
  br label %225

225:                                              ; preds = %218, %214
  %226 = phi i64 [ %220, %218 ], [ %215, %214 ]
  %227 = phi i64 [ %224, %218 ], [ %189, %214 ]
  %228 = phi i32 [ %219, %218 ], [ %216, %214 ]
  %229 = icmp eq i64 %227, 0
  %230 = select i1 %229, i64 0, i64 %226
  %231 = select i1 %229, i64 %226, i64 %227
  %232 = tail call i64 @llvm.ctlz.i64(i64 %231, i1 true), !range !42
  %233 = trunc i64 %232 to i32
  %234 = icmp eq i32 %233, 0
  br i1 %234, label %238, label %235

235:                                              ; preds = %225
  %236 = tail call i64 @llvm.fshl.i64(i64 %231, i64 %230, i64 %232)
  %237 = shl i64 %230, %232
  br label %238

238:                                              ; preds = %235, %225
  %239 = phi i64 [ %237, %235 ], [ %230, %225 ]
  %240 = phi i64 [ %236, %235 ], [ %231, %225 ]
  %241 = select i1 %229, i32 -192, i32 -128
  %242 = sub nuw nsw i32 %241, %233
  %243 = lshr i64 %240, 11
  %244 = uitofp i64 %243 to double
  %245 = add nsw i32 %242, 1098
  %246 = zext i32 %245 to i64
  %247 = shl nuw nsw i64 %246, 52
  %248 = bitcast i64 %247 to double
  %249 = fmul contract double %248, %244
  %250 = shl i64 %240, 21
  %251 = and i64 %250, 4292870144
  %252 = lshr i64 %239, 43
  %253 = or i64 %251, %252
  %254 = uitofp i64 %253 to double
  %255 = add nsw i32 %242, 1066
  %256 = zext i32 %255 to i64
  %257 = shl nuw nsw i64 %256, 52
  %258 = bitcast i64 %257 to double
  %259 = fmul contract double %258, %254
  %260 = fmul contract double %249, 0x3FF921FB54442D18
  %261 = fneg contract double %260
  %262 = tail call contract double @llvm.fma.f64(double %249, double 0x3FF921FB54442D18, double %261) #11
  %263 = fmul contract double %249, 0x3C91A62633145C07
  %264 = fmul contract double %259, 0x3FF921FB54442D18
  %265 = fadd contract double %263, %264
  %266 = fadd contract double %262, %265
  %267 = fadd contract double %260, %266
  %268 = fsub contract double %267, %260
  %269 = fsub contract double %266, %268
  %270 = fneg contract double %267
  %271 = fneg contract double %269
  %272 = select i1 %217, double %269, double %271
  %273 = select i1 %217, double %267, double %270
  %274 = and i32 %228, 3
  store double %273, double* %1, align 8, !tbaa !30
  store double %272, double* %2, align 8, !tbaa !30
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %89) #11
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %19) #11
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %18) #11
  ret i32 %274
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #9

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #9

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #10

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #8 = { mustprogress nofree noinline nosync nounwind writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx70,+sm_80" }
attributes #9 = { nofree nosync nounwind readnone speculatable }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25}
!llvm.module.flags = !{!26, !27, !28}
!llvm.ident = !{!29}

!0 = !{void (double*, double*, i32)* @k_exp, !"kernel", i32 1}
!1 = !{void (double*, double*, i32)* @k_exp2, !"kernel", i32 1}
!2 = !{void (double*, double*, i32)* @k_exp10, !"kernel", i32 1}
!3 = !{void (double*, double*, i32)* @k_expm1, !"kernel", i32 1}
!4 = !{void (double*, double*, i32)* @k_log, !"kernel", i32 1}
!5 = !{void (double*, double*, i32)* @k_log2, !"kernel", i32 1}
!6 = !{void (double*, double*, i32)* @k_log10, !"kernel", i32 1}
!7 = !{void (double*, double*, i32)* @k_log1p, !"kernel", i32 1}
!8 = !{void (double*, double*, i32)* @k_sin, !"kernel", i32 1}
!9 = !{void (double*, double*, i32)* @k_cos, !"kernel", i32 1}
!10 = !{void (double*, double*, i32)* @k_tan, !"kernel", i32 1}
!11 = !{void (double*, double*, i32)* @k_sinpi, !"kernel", i32 1}
!12 = !{void (double*, double*, i32)* @k_cospi, !"kernel", i32 1}
!13 = !{void (double*, double*, i32)* @k_rsqrt, !"kernel", i32 1}
!14 = !{void (double*, double*, i32)* @k_logb, !"kernel", i32 1}
!15 = !{void (double*, double*, i32)* @k_fmod, !"kernel", i32 1}
!16 = !{void (double*, double*, i32)* @k_remainder, !"kernel", i32 1}
!17 = !{void (double*, double*, i32)* @k_hypot, !"kernel", i32 1}
!18 = !{void (double*, double*, i32)* @k_nextafter, !"kernel", i32 1}
!19 = !{void (double*, double*, i32)* @k_fdim, !"kernel", i32 1}
!20 = !{void (double*, double*, i32)* @k_sincos, !"kernel", i32 1}
!21 = !{void (double*, double*, i32)* @k_remquo, !"kernel", i32 1}
!22 = !{void (double*, double*, i32)* @k_frexp, !"kernel", i32 1}
!23 = !{void (double*, double*, i32)* @k_ilogb, !"kernel", i32 1}
!24 = !{void (double*, double*, i32)* @k_scalbn, !"kernel", i32 1}
!25 = !{void (double*, double*, i32)* @k_modf, !"kernel", i32 1}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 14.0.6"}
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !{i32 0, i32 4}
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !32, i64 0}
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.mustprogress"}
!39 = !{!40, !40, i64 0}
!40 = !{!"long long", !32, i64 0}
!41 = distinct !{!41, !38}
!42 = !{i64 0, i64 65}
