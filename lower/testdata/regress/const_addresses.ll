; opt: 0
; opt: 2
; launch: --kernel const_addrs --grid 1,1,1 --block 1,1,1 out=buf:u64:3=zero
; The generic addresses of __constant__ data (ptrtoint) are the same numbers
; in the compiled code and in the interpreter: the constant window
; (launch.ConstWindow, 0x7400_0000_0000) plus the offset in bank 3, laid out
; alike (module order, alignment, 16 bytes of padding: @c2 at 0x20); an
; integer address read back through inttoptr reads the element.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c1 = internal addrspace(4) constant [3 x i32] [i32 5, i32 6, i32 7], align 4
@c2 = internal addrspace(4) constant [2 x i64] [i64 11, i64 -13], align 8

define void @const_addrs(i64* %out) {
entry:
  %a1 = ptrtoint [3 x i32] addrspace(4)* @c1 to i64
  store i64 %a1, i64* %out, align 8
  %a2 = ptrtoint i64* getelementptr ([2 x i64], [2 x i64]* addrspacecast ([2 x i64] addrspace(4)* @c2 to [2 x i64]*), i64 0, i64 1) to i64
  %o1 = getelementptr inbounds i64, i64* %out, i64 1
  store i64 %a2, i64* %o1, align 8
  %p = inttoptr i64 %a2 to i64*
  %v = load i64, i64* %p, align 8
  %o2 = getelementptr inbounds i64, i64* %out, i64 2
  store i64 %v, i64* %o2, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i64*)* @const_addrs, !"kernel", i32 1}
