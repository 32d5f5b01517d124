; A data race: lane 0 of every warp stores its warp number into out[0], so
; the value left there is whichever warp stored last. The in-order schedule
; runs warp 0 first and leaves 1 (with two warps).
; gpucc verify --schedules 8 last_writer.ll --grid 1 --block 64 out=buf:i32:1=zero
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @last_writer(i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %write, label %done
write:
  %w = lshr i32 %t, 5
  store i32 %w, i32* %out, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @last_writer, !"kernel", i32 1}
