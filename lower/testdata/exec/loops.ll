; Nested loops with divergent exits, a break out of both loops and a
; divergent if inside the inner loop.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @loops(i32* %in, i32* %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %in, i64 %e
  %x = load i32, i32* %q, align 4
  %lim = and i32 %x, 15
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %acc = phi i32 [ %n, %entry ], [ %acc2, %outer.latch ]
  %sh = lshr i32 %x, %i
  %ilim = and i32 %sh, 7
  %z = icmp eq i32 %ilim, 0
  br i1 %z, label %outer.latch, label %inner

inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner.tail ]
  %a = phi i32 [ %acc, %outer ], [ %a2, %inner.tail ]
  %a1 = add i32 %a, %j
  %brk = icmp eq i32 %a1, 17
  br i1 %brk, label %done, label %inner.cont

inner.cont:
  %odd = and i32 %j, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %X, label %Y

X:
  %ax = mul i32 %a1, 3
  br label %inner.tail

Y:
  %ay = xor i32 %a1, %x
  br label %inner.tail

inner.tail:
  %a2 = phi i32 [ %ax, %X ], [ %ay, %Y ]
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, %ilim
  br i1 %more, label %inner, label %outer.latch

outer.latch:
  %acc2 = phi i32 [ %acc, %outer ], [ %a2, %inner.tail ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %lim
  br i1 %c, label %outer, label %done

done:
  %r = phi i32 [ %acc2, %outer.latch ], [ 1000, %inner ]
  %p = getelementptr inbounds i32, i32* %out, i64 %e
  store i32 %r, i32* %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32)* @loops, !"kernel", i32 1}
