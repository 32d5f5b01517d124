; Hand-written in the style of clang 18/19 output for CUDA (LLVM 17-19
; constructs): byte-offset getelementptrs, getelementptr inbounds nuw,
; zext nneg, or disjoint, trunc nuw nsw, icmp samesign, range(...) call and
; parameter attributes, captures(...), writable, dead_on_unwind,
; memory(...), nofpclass, #dbg_value records and a pointer comparison.
;
; out[i] = (in[i].a << 8 | (in[i].b >> 40) & 255) + (i == 0 ? 7 : 0) for i < n
; where in is an array of struct { i32 a; i64 b; } (16 bytes each).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.pair = type { i32, i64 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @pairs(ptr noundef readonly captures(none) %in, ptr noundef writable dead_on_unwind initializes((0, 4)) %out, i32 noundef range(i32 0, 100000) %n) local_unnamed_addr #0 {
entry:
  %tid = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul nuw nsw i32 %ctaid, %ntid
  %i = add nuw nsw i32 %base, %tid
  %inside = icmp samesign ult i32 %i, %n
  br i1 %inside, label %body, label %exit

body:
  %i64 = zext nneg i32 %i to i64
    #dbg_value(i64 %i64, !8, !DIExpression(), !9)
  %pa = getelementptr inbounds nuw %struct.pair, ptr %in, i64 %i64
  %pb = getelementptr inbounds i8, ptr %pa, i64 8
  %a = load i32, ptr %pa, align 8
  %b = load i64, ptr %pb, align 8
  %b40 = lshr i64 %b, 40
  %bt = trunc nuw nsw i64 %b40 to i32
  %lo = and i32 %bt, 255
  %hi = shl i32 %a, 8
  %x = or disjoint i32 %hi, %lo
  %first = icmp eq ptr %pa, %in
  %bonus = select i1 %first, i32 7, i32 0
  %r = add i32 %x, %bonus
  %po = getelementptr inbounds nuw i32, ptr %out, i64 %i64
  store i32 %r, ptr %po, align 4
  br label %exit

exit:
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1
declare float @unused(float nofpclass(nan inf) %x) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.ident = !{!1}
!0 = !{ptr @pairs, !"kernel", i32 1}
!1 = !{!"hand-written in the style of clang version 19"}
!8 = !{!"i"}
!9 = !{!"loc"}
