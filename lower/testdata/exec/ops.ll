; Hand-written kernel exercising the integer operations selection handles.
; Each thread reads two random i64 words and stores 64 results; the test
; compares them with the reference LLVM interpreter.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @ops(i64* %in, i64* %out, i32 %n, i8 signext %c8, i16 zeroext %c16, i64 %k, i32 %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %ctaid, %ntid
  %i = add i32 %m, %tid
  %ok = icmp ult i32 %i, %n
  br i1 %ok, label %body, label %done

body:
  %i64 = zext i32 %i to i64
  %i2 = shl i64 %i64, 1
  %pa = getelementptr inbounds i64, i64* %in, i64 %i2
  %a = load i64, i64* %pa, align 8
  %pb = getelementptr inbounds i64, i64* %pa, i64 1
  %b = load i64, i64* %pb, align 8
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %a16 = trunc i64 %a to i16
  %b16 = trunc i64 %b to i16
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %base = mul i64 %i64, 64
  %o = getelementptr inbounds i64, i64* %out, i64 %base
  ; 64-bit arithmetic
  %r0 = add i64 %a, %b
  store i64 %r0, i64* %o, align 8
  %r1 = sub i64 %a, %b
  %o1 = getelementptr inbounds i64, i64* %o, i64 1
  store i64 %r1, i64* %o1, align 8
  %r2 = mul i64 %a, %b
  %o2 = getelementptr inbounds i64, i64* %o, i64 2
  store i64 %r2, i64* %o2, align 8
  %sh = and i64 %b, 63
  %r3 = shl i64 %a, %sh
  %o3 = getelementptr inbounds i64, i64* %o, i64 3
  store i64 %r3, i64* %o3, align 8
  %r4 = lshr i64 %a, %sh
  %o4 = getelementptr inbounds i64, i64* %o, i64 4
  store i64 %r4, i64* %o4, align 8
  %r5 = ashr i64 %a, %sh
  %o5 = getelementptr inbounds i64, i64* %o, i64 5
  store i64 %r5, i64* %o5, align 8
  %r6 = lshr i64 %a, 40
  %o6 = getelementptr inbounds i64, i64* %o, i64 6
  store i64 %r6, i64* %o6, align 8
  %r7 = ashr i64 %a, 37
  %o7 = getelementptr inbounds i64, i64* %o, i64 7
  store i64 %r7, i64* %o7, align 8
  %r8 = shl i64 %a, 33
  %o8 = getelementptr inbounds i64, i64* %o, i64 8
  store i64 %r8, i64* %o8, align 8
  %r9 = ashr i64 %a, 5
  %o9 = getelementptr inbounds i64, i64* %o, i64 9
  store i64 %r9, i64* %o9, align 8
  %t10a = and i64 %a, %b
  %t10b = or i64 %a, %k
  %r10 = xor i64 %t10a, %t10b
  %o10 = getelementptr inbounds i64, i64* %o, i64 10
  store i64 %r10, i64* %o10, align 8
  %nb = xor i64 %b, -1
  %r11 = and i64 %a, %nb
  %o11 = getelementptr inbounds i64, i64* %o, i64 11
  store i64 %r11, i64* %o11, align 8
  ; 64-bit compares folded into a bit mask
  %c0 = icmp slt i64 %a, %b
  %c1 = icmp sle i64 %a, %b
  %c2 = icmp sgt i64 %a, %b
  %c3 = icmp sge i64 %a, %b
  %c4 = icmp ult i64 %a, %b
  %c5 = icmp ule i64 %a, %b
  %c6 = icmp ugt i64 %a, %b
  %c7 = icmp uge i64 %a, %b
  %ahi = lshr i64 %a, 32
  %c8x = icmp eq i64 %ahi, %b
  %c9 = icmp ne i64 %a, 0
  %c10 = icmp slt i64 %a, -5
  %c11 = icmp ugt i64 %a, %k
  %z0 = zext i1 %c0 to i64
  %z1 = zext i1 %c1 to i64
  %z2 = zext i1 %c2 to i64
  %z3 = zext i1 %c3 to i64
  %z4 = zext i1 %c4 to i64
  %z5 = zext i1 %c5 to i64
  %z6 = zext i1 %c6 to i64
  %z7 = zext i1 %c7 to i64
  %z8 = zext i1 %c8x to i64
  %z9 = zext i1 %c9 to i64
  %z10 = zext i1 %c10 to i64
  %z11 = zext i1 %c11 to i64
  %s1 = shl i64 %z1, 1
  %s2 = shl i64 %z2, 2
  %s3 = shl i64 %z3, 3
  %s4 = shl i64 %z4, 4
  %s5 = shl i64 %z5, 5
  %s6 = shl i64 %z6, 6
  %s7 = shl i64 %z7, 7
  %s8 = shl i64 %z8, 8
  %s9 = shl i64 %z9, 9
  %s10 = shl i64 %z10, 10
  %s11 = shl i64 %z11, 11
  %m1 = or i64 %z0, %s1
  %m2 = or i64 %m1, %s2
  %m3 = or i64 %m2, %s3
  %m4 = or i64 %m3, %s4
  %m5 = or i64 %m4, %s5
  %m6 = or i64 %m5, %s6
  %m7 = or i64 %m6, %s7
  %m8 = or i64 %m7, %s8
  %m9 = or i64 %m8, %s9
  %m10 = or i64 %m9, %s10
  %m11 = or i64 %m10, %s11
  %o12 = getelementptr inbounds i64, i64* %o, i64 12
  store i64 %m11, i64* %o12, align 8
  ; 32-bit arithmetic
  %sh32 = and i32 %b32, 31
  %q0 = shl i32 %a32, %sh32
  %q1 = lshr i32 %a32, %sh32
  %q2 = ashr i32 %a32, %sh32
  %q3 = mul i32 %a32, %b32
  %q4 = sub i32 7, %a32
  %q5 = call i32 @llvm.fshl.i32(i32 %a32, i32 %b32, i32 %b32)
  %q6 = call i32 @llvm.fshr.i32(i32 %a32, i32 %b32, i32 %b32)
  %q7 = call i32 @llvm.abs.i32(i32 %a32, i1 false)
  %q8 = call i32 @llvm.smin.i32(i32 %a32, i32 %b32)
  %q9 = call i32 @llvm.smax.i32(i32 %a32, i32 %b32)
  %q10 = call i32 @llvm.umin.i32(i32 %a32, i32 %b32)
  %q11 = call i32 @llvm.umax.i32(i32 %a32, i32 %b32)
  %cq = icmp slt i32 %a32, %b32
  %q12 = select i1 %cq, i32 %a32, i32 %b32
  %cq2 = icmp ugt i32 %a32, 1000
  %q13 = select i1 %cq2, i32 %b32, i32 -3
  %q14m = mul i32 %a32, 37
  %q14 = add i32 %q14m, %b32
  %q15s = shl i32 %a32, 3
  %q15 = add i32 %q15s, %b32
  %w0 = zext i32 %q0 to i64
  %w1 = zext i32 %q1 to i64
  %w2 = sext i32 %q2 to i64
  %w3 = zext i32 %q3 to i64
  %w4 = sext i32 %q4 to i64
  %w5 = zext i32 %q5 to i64
  %w6 = zext i32 %q6 to i64
  %w7 = sext i32 %q7 to i64
  %w8 = sext i32 %q8 to i64
  %w9 = sext i32 %q9 to i64
  %w10 = zext i32 %q10 to i64
  %w11 = zext i32 %q11 to i64
  %w12 = sext i32 %q12 to i64
  %w13 = sext i32 %q13 to i64
  %w14 = zext i32 %q14 to i64
  %w15 = zext i32 %q15 to i64
  %p13 = getelementptr inbounds i64, i64* %o, i64 13
  store i64 %w0, i64* %p13, align 8
  %p14 = getelementptr inbounds i64, i64* %o, i64 14
  store i64 %w1, i64* %p14, align 8
  %p15 = getelementptr inbounds i64, i64* %o, i64 15
  store i64 %w2, i64* %p15, align 8
  %p16 = getelementptr inbounds i64, i64* %o, i64 16
  store i64 %w3, i64* %p16, align 8
  %p17 = getelementptr inbounds i64, i64* %o, i64 17
  store i64 %w4, i64* %p17, align 8
  %p18 = getelementptr inbounds i64, i64* %o, i64 18
  store i64 %w5, i64* %p18, align 8
  %p19 = getelementptr inbounds i64, i64* %o, i64 19
  store i64 %w6, i64* %p19, align 8
  %p20 = getelementptr inbounds i64, i64* %o, i64 20
  store i64 %w7, i64* %p20, align 8
  %p21 = getelementptr inbounds i64, i64* %o, i64 21
  store i64 %w8, i64* %p21, align 8
  %p22 = getelementptr inbounds i64, i64* %o, i64 22
  store i64 %w9, i64* %p22, align 8
  %p23 = getelementptr inbounds i64, i64* %o, i64 23
  store i64 %w10, i64* %p23, align 8
  %p24 = getelementptr inbounds i64, i64* %o, i64 24
  store i64 %w11, i64* %p24, align 8
  %p25 = getelementptr inbounds i64, i64* %o, i64 25
  store i64 %w12, i64* %p25, align 8
  %p26 = getelementptr inbounds i64, i64* %o, i64 26
  store i64 %w13, i64* %p26, align 8
  %p27 = getelementptr inbounds i64, i64* %o, i64 27
  store i64 %w14, i64* %p27, align 8
  %p28 = getelementptr inbounds i64, i64* %o, i64 28
  store i64 %w15, i64* %p28, align 8
  ; narrow integers
  %n0 = add i8 %a8, %b8
  %sh8 = and i8 %b8, 7
  %n1 = lshr i8 %a8, %sh8
  %n2 = ashr i8 %a8, %sh8
  %sh16 = and i16 %b16, 15
  %n3 = ashr i16 %a16, %sh16
  %n4 = lshr i16 %a16, %sh16
  %n5 = mul i16 %a16, %b16
  %cn0 = icmp slt i8 %a8, %b8
  %cn1 = icmp ult i16 %a16, %b16
  %cn2 = icmp eq i8 %a8, %b8
  %cn3 = icmp sgt i16 %a16, -100
  %cn4 = icmp ne i8 %a8, 17
  %x0 = zext i8 %n0 to i64
  %x1 = zext i8 %n1 to i64
  %x2 = sext i8 %n2 to i64
  %x3 = sext i16 %n3 to i64
  %x4 = zext i16 %n4 to i64
  %x5 = sext i16 %n5 to i64
  %y0 = select i1 %cn0, i64 1, i64 0
  %y1 = select i1 %cn1, i64 2, i64 0
  %y2 = select i1 %cn2, i64 4, i64 0
  %y3 = select i1 %cn3, i64 8, i64 0
  %y4 = select i1 %cn4, i64 16, i64 0
  %yy1 = or i64 %y0, %y1
  %yy2 = or i64 %yy1, %y2
  %yy3 = or i64 %yy2, %y3
  %yy4 = or i64 %yy3, %y4
  %p29 = getelementptr inbounds i64, i64* %o, i64 29
  store i64 %x0, i64* %p29, align 8
  %p30 = getelementptr inbounds i64, i64* %o, i64 30
  store i64 %x1, i64* %p30, align 8
  %p31 = getelementptr inbounds i64, i64* %o, i64 31
  store i64 %x2, i64* %p31, align 8
  %p32 = getelementptr inbounds i64, i64* %o, i64 32
  store i64 %x3, i64* %p32, align 8
  %p33 = getelementptr inbounds i64, i64* %o, i64 33
  store i64 %x4, i64* %p33, align 8
  %p34 = getelementptr inbounds i64, i64* %o, i64 34
  store i64 %x5, i64* %p34, align 8
  %p35 = getelementptr inbounds i64, i64* %o, i64 35
  store i64 %yy4, i64* %p35, align 8
  ; parameters: i8 signext, i16 zeroext, i64, i32 (uniform arithmetic)
  %c8w = sext i8 %c8 to i32
  %v0 = mul i32 %a32, %c8w
  %c16w = zext i16 %c16 to i32
  %v1 = add i32 %a32, %c16w
  %u1 = mul i32 %s, 7
  %u2 = add i32 %u1, 3
  %u3 = shl i32 %u2, 2
  %u4 = xor i32 %u3, %s
  %v2 = add i32 %a32, %u4
  %ku = add i64 %k, 12345
  %ks = lshr i64 %ku, 3
  %kx = shl i64 %k, 36
  %kk = or i64 %ks, %kx
  %v3 = add i64 %a, %kk
  %kc = icmp ult i64 %k, 77
  %kd = icmp slt i32 %s, 5
  %ke = and i1 %kc, %kd
  %v4 = select i1 %ke, i64 %a, i64 %b
  %v5 = select i1 %cq, i1 %kc, i1 false
  %v5z = zext i1 %v5 to i64
  %v6 = select i1 %kd, i1 true, i1 %c9
  %v6s = sext i1 %v6 to i64
  %v0w = sext i32 %v0 to i64
  %v1w = zext i32 %v1 to i64
  %v2w = zext i32 %v2 to i64
  %p36 = getelementptr inbounds i64, i64* %o, i64 36
  store i64 %v0w, i64* %p36, align 8
  %p37 = getelementptr inbounds i64, i64* %o, i64 37
  store i64 %v1w, i64* %p37, align 8
  %p38 = getelementptr inbounds i64, i64* %o, i64 38
  store i64 %v2w, i64* %p38, align 8
  %p39 = getelementptr inbounds i64, i64* %o, i64 39
  store i64 %v3, i64* %p39, align 8
  %p40 = getelementptr inbounds i64, i64* %o, i64 40
  store i64 %v4, i64* %p40, align 8
  %p41 = getelementptr inbounds i64, i64* %o, i64 41
  store i64 %v5z, i64* %p41, align 8
  %p42 = getelementptr inbounds i64, i64* %o, i64 42
  store i64 %v6s, i64* %p42, align 8
  ; wide multiplies of extended operands
  %ea = sext i32 %a32 to i64
  %eb = sext i32 %b32 to i64
  %za = zext i32 %a32 to i64
  %zb = zext i32 %b32 to i64
  %mm0 = mul i64 %ea, %eb
  %mm1 = mul i64 %za, %zb
  %mm2 = mul i64 %ea, 12345
  %mm3 = mul i64 %za, -7
  %mm4m = mul i64 %a, %zb
  %mm4 = add i64 %mm4m, %b
  %p43 = getelementptr inbounds i64, i64* %o, i64 43
  store i64 %mm0, i64* %p43, align 8
  %p44 = getelementptr inbounds i64, i64* %o, i64 44
  store i64 %mm1, i64* %p44, align 8
  %p45 = getelementptr inbounds i64, i64* %o, i64 45
  store i64 %mm2, i64* %p45, align 8
  %p46 = getelementptr inbounds i64, i64* %o, i64 46
  store i64 %mm3, i64* %p46, align 8
  %p47 = getelementptr inbounds i64, i64* %o, i64 47
  store i64 %mm4, i64* %p47, align 8
  ; narrow memory: bytes and halfwords of the output row
  %ob = bitcast i64* %o to i8*
  %b48 = getelementptr inbounds i8, i8* %ob, i64 384
  store i8 %a8, i8* %b48, align 1
  %b49 = getelementptr inbounds i8, i8* %ob, i64 385
  store i8 %n2, i8* %b49, align 1
  %o16 = bitcast i64* %o to i16*
  %h49 = getelementptr inbounds i16, i16* %o16, i64 193
  store i16 %n3, i16* %h49, align 2
  %ld8 = load i8, i8* %b49, align 1
  %ld8s = sext i8 %ld8 to i64
  %p50 = getelementptr inbounds i64, i64* %o, i64 50
  store i64 %ld8s, i64* %p50, align 8
  %ld16 = load i16, i16* %h49, align 2
  %ld16z = zext i16 %ld16 to i64
  %p51 = getelementptr inbounds i64, i64* %o, i64 51
  store i64 %ld16z, i64* %p51, align 8
  ; switch and a divergent loop with a break
  %sel = and i32 %a32, 7
  switch i32 %sel, label %sw.def [
    i32 0, label %sw.a
    i32 3, label %sw.b
    i32 5, label %sw.a
    i32 6, label %sw.c
  ]

sw.a:
  %sa = add i32 %b32, 100
  br label %sw.end

sw.b:
  %sb = xor i32 %b32, 255
  br label %sw.end

sw.c:
  br label %sw.end

sw.def:
  %sd = mul i32 %b32, 3
  br label %sw.end

sw.end:
  %sv = phi i32 [ %sa, %sw.a ], [ %sb, %sw.b ], [ undef, %sw.c ], [ %sd, %sw.def ]
  %svz = zext i32 %sv to i64
  %cc = icmp eq i32 %sel, 6
  %svf = select i1 %cc, i64 0, i64 %svz
  %p52 = getelementptr inbounds i64, i64* %o, i64 52
  store i64 %svf, i64* %p52, align 8
  %limit = and i32 %b32, 63
  br label %loop

loop:
  %j = phi i32 [ 0, %sw.end ], [ %j1, %latch ]
  %acc = phi i64 [ %a, %sw.end ], [ %acc1, %latch ]
  %x = lshr i64 %acc, 1
  %bit = and i64 %acc, 1
  %odd = icmp ne i64 %bit, 0
  br i1 %odd, label %brk, label %latch

latch:
  %acc1 = xor i64 %x, %k
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, %limit
  br i1 %more, label %loop, label %after

brk:
  %jb = add i32 %j, 1000
  br label %after

after:
  %res = phi i32 [ %j1, %latch ], [ %jb, %brk ]
  %acc2 = phi i64 [ %acc1, %latch ], [ %acc, %brk ]
  %resz = zext i32 %res to i64
  %p53 = getelementptr inbounds i64, i64* %o, i64 53
  store i64 %resz, i64* %p53, align 8
  %p54 = getelementptr inbounds i64, i64* %o, i64 54
  store i64 %acc2, i64* %p54, align 8
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %nct = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ln = mul i32 %lane, %nct
  %lnz = zext i32 %ln to i64
  %p55 = getelementptr inbounds i64, i64* %o, i64 55
  store i64 %lnz, i64* %p55, align 8
  %fr = freeze i64 %a
  %frs = sub i64 0, %fr
  %p56 = getelementptr inbounds i64, i64* %o, i64 56
  store i64 %frs, i64* %p56, align 8
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)

!nvvm.annotations = !{!0}
!0 = !{void (i64*, i64*, i32, i8, i16, i64, i32)* @ops, !"kernel", i32 1}
