; opt: 0
; opt: 2
; launch: --kernel nest --grid 1,1,1 --block 32,1,1 out=buf:i32:32=zero
; Divergent ifs nested 20 deep (tid > 0, tid > 1, ...) with work after every join (a shuffle
; over exactly the lanes that reach join J_i, tid >= i, reads lane 31's value):
; more regions are active at once than the 16 barrier registers B0..B15, so the
; innermost ones reconverge with lane masks (VOTE.ANY + WARPSYNC). Before, gpucc rejected it
; ("nested 17 deep needs more than the 16 convergence barriers").
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @nest(i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, i32* %out, i32 %t
  br label %L0
L0:
  %a0 = load i32, i32* %p, align 4
  %b0 = mul i32 %a0, 3
  %s0 = add i32 %b0, 1
  store i32 %s0, i32* %p, align 4
  %c0 = icmp ugt i32 %t, 0
  br i1 %c0, label %L1, label %J0
L1:
  %a1 = load i32, i32* %p, align 4
  %b1 = mul i32 %a1, 3
  %s1 = add i32 %b1, 2
  store i32 %s1, i32* %p, align 4
  %c1 = icmp ugt i32 %t, 1
  br i1 %c1, label %L2, label %J1
L2:
  %a2 = load i32, i32* %p, align 4
  %b2 = mul i32 %a2, 3
  %s2 = add i32 %b2, 3
  store i32 %s2, i32* %p, align 4
  %c2 = icmp ugt i32 %t, 2
  br i1 %c2, label %L3, label %J2
L3:
  %a3 = load i32, i32* %p, align 4
  %b3 = mul i32 %a3, 3
  %s3 = add i32 %b3, 4
  store i32 %s3, i32* %p, align 4
  %c3 = icmp ugt i32 %t, 3
  br i1 %c3, label %L4, label %J3
L4:
  %a4 = load i32, i32* %p, align 4
  %b4 = mul i32 %a4, 3
  %s4 = add i32 %b4, 5
  store i32 %s4, i32* %p, align 4
  %c4 = icmp ugt i32 %t, 4
  br i1 %c4, label %L5, label %J4
L5:
  %a5 = load i32, i32* %p, align 4
  %b5 = mul i32 %a5, 3
  %s5 = add i32 %b5, 6
  store i32 %s5, i32* %p, align 4
  %c5 = icmp ugt i32 %t, 5
  br i1 %c5, label %L6, label %J5
L6:
  %a6 = load i32, i32* %p, align 4
  %b6 = mul i32 %a6, 3
  %s6 = add i32 %b6, 7
  store i32 %s6, i32* %p, align 4
  %c6 = icmp ugt i32 %t, 6
  br i1 %c6, label %L7, label %J6
L7:
  %a7 = load i32, i32* %p, align 4
  %b7 = mul i32 %a7, 3
  %s7 = add i32 %b7, 8
  store i32 %s7, i32* %p, align 4
  %c7 = icmp ugt i32 %t, 7
  br i1 %c7, label %L8, label %J7
L8:
  %a8 = load i32, i32* %p, align 4
  %b8 = mul i32 %a8, 3
  %s8 = add i32 %b8, 9
  store i32 %s8, i32* %p, align 4
  %c8 = icmp ugt i32 %t, 8
  br i1 %c8, label %L9, label %J8
L9:
  %a9 = load i32, i32* %p, align 4
  %b9 = mul i32 %a9, 3
  %s9 = add i32 %b9, 10
  store i32 %s9, i32* %p, align 4
  %c9 = icmp ugt i32 %t, 9
  br i1 %c9, label %L10, label %J9
L10:
  %a10 = load i32, i32* %p, align 4
  %b10 = mul i32 %a10, 3
  %s10 = add i32 %b10, 11
  store i32 %s10, i32* %p, align 4
  %c10 = icmp ugt i32 %t, 10
  br i1 %c10, label %L11, label %J10
L11:
  %a11 = load i32, i32* %p, align 4
  %b11 = mul i32 %a11, 3
  %s11 = add i32 %b11, 12
  store i32 %s11, i32* %p, align 4
  %c11 = icmp ugt i32 %t, 11
  br i1 %c11, label %L12, label %J11
L12:
  %a12 = load i32, i32* %p, align 4
  %b12 = mul i32 %a12, 3
  %s12 = add i32 %b12, 13
  store i32 %s12, i32* %p, align 4
  %c12 = icmp ugt i32 %t, 12
  br i1 %c12, label %L13, label %J12
L13:
  %a13 = load i32, i32* %p, align 4
  %b13 = mul i32 %a13, 3
  %s13 = add i32 %b13, 14
  store i32 %s13, i32* %p, align 4
  %c13 = icmp ugt i32 %t, 13
  br i1 %c13, label %L14, label %J13
L14:
  %a14 = load i32, i32* %p, align 4
  %b14 = mul i32 %a14, 3
  %s14 = add i32 %b14, 15
  store i32 %s14, i32* %p, align 4
  %c14 = icmp ugt i32 %t, 14
  br i1 %c14, label %L15, label %J14
L15:
  %a15 = load i32, i32* %p, align 4
  %b15 = mul i32 %a15, 3
  %s15 = add i32 %b15, 16
  store i32 %s15, i32* %p, align 4
  %c15 = icmp ugt i32 %t, 15
  br i1 %c15, label %L16, label %J15
L16:
  %a16 = load i32, i32* %p, align 4
  %b16 = mul i32 %a16, 3
  %s16 = add i32 %b16, 17
  store i32 %s16, i32* %p, align 4
  %c16 = icmp ugt i32 %t, 16
  br i1 %c16, label %L17, label %J16
L17:
  %a17 = load i32, i32* %p, align 4
  %b17 = mul i32 %a17, 3
  %s17 = add i32 %b17, 18
  store i32 %s17, i32* %p, align 4
  %c17 = icmp ugt i32 %t, 17
  br i1 %c17, label %L18, label %J17
L18:
  %a18 = load i32, i32* %p, align 4
  %b18 = mul i32 %a18, 3
  %s18 = add i32 %b18, 19
  store i32 %s18, i32* %p, align 4
  %c18 = icmp ugt i32 %t, 18
  br i1 %c18, label %L19, label %J18
L19:
  %a19 = load i32, i32* %p, align 4
  %b19 = mul i32 %a19, 3
  %s19 = add i32 %b19, 20
  store i32 %s19, i32* %p, align 4
  %c19 = icmp ugt i32 %t, 19
  br i1 %c19, label %L20, label %J19
L20:
  store i32 -1, i32* %p, align 4
  br label %J19
J19:
  %x19 = load i32, i32* %p, align 4
  %y19 = shl i32 %x19, 1
  %z19 = xor i32 %y19, 119
  %v19 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -524288, i32 %z19, i32 31, i32 31)
  %w19 = add i32 %z19, %v19
  store i32 %w19, i32* %p, align 4
  br label %J18
J18:
  %x18 = load i32, i32* %p, align 4
  %y18 = shl i32 %x18, 1
  %z18 = xor i32 %y18, 118
  %v18 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -262144, i32 %z18, i32 31, i32 31)
  %w18 = add i32 %z18, %v18
  store i32 %w18, i32* %p, align 4
  br label %J17
J17:
  %x17 = load i32, i32* %p, align 4
  %y17 = shl i32 %x17, 1
  %z17 = xor i32 %y17, 117
  %v17 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -131072, i32 %z17, i32 31, i32 31)
  %w17 = add i32 %z17, %v17
  store i32 %w17, i32* %p, align 4
  br label %J16
J16:
  %x16 = load i32, i32* %p, align 4
  %y16 = shl i32 %x16, 1
  %z16 = xor i32 %y16, 116
  %v16 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -65536, i32 %z16, i32 31, i32 31)
  %w16 = add i32 %z16, %v16
  store i32 %w16, i32* %p, align 4
  br label %J15
J15:
  %x15 = load i32, i32* %p, align 4
  %y15 = shl i32 %x15, 1
  %z15 = xor i32 %y15, 115
  %v15 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -32768, i32 %z15, i32 31, i32 31)
  %w15 = add i32 %z15, %v15
  store i32 %w15, i32* %p, align 4
  br label %J14
J14:
  %x14 = load i32, i32* %p, align 4
  %y14 = shl i32 %x14, 1
  %z14 = xor i32 %y14, 114
  %v14 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -16384, i32 %z14, i32 31, i32 31)
  %w14 = add i32 %z14, %v14
  store i32 %w14, i32* %p, align 4
  br label %J13
J13:
  %x13 = load i32, i32* %p, align 4
  %y13 = shl i32 %x13, 1
  %z13 = xor i32 %y13, 113
  %v13 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -8192, i32 %z13, i32 31, i32 31)
  %w13 = add i32 %z13, %v13
  store i32 %w13, i32* %p, align 4
  br label %J12
J12:
  %x12 = load i32, i32* %p, align 4
  %y12 = shl i32 %x12, 1
  %z12 = xor i32 %y12, 112
  %v12 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -4096, i32 %z12, i32 31, i32 31)
  %w12 = add i32 %z12, %v12
  store i32 %w12, i32* %p, align 4
  br label %J11
J11:
  %x11 = load i32, i32* %p, align 4
  %y11 = shl i32 %x11, 1
  %z11 = xor i32 %y11, 111
  %v11 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -2048, i32 %z11, i32 31, i32 31)
  %w11 = add i32 %z11, %v11
  store i32 %w11, i32* %p, align 4
  br label %J10
J10:
  %x10 = load i32, i32* %p, align 4
  %y10 = shl i32 %x10, 1
  %z10 = xor i32 %y10, 110
  %v10 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1024, i32 %z10, i32 31, i32 31)
  %w10 = add i32 %z10, %v10
  store i32 %w10, i32* %p, align 4
  br label %J9
J9:
  %x9 = load i32, i32* %p, align 4
  %y9 = shl i32 %x9, 1
  %z9 = xor i32 %y9, 109
  %v9 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -512, i32 %z9, i32 31, i32 31)
  %w9 = add i32 %z9, %v9
  store i32 %w9, i32* %p, align 4
  br label %J8
J8:
  %x8 = load i32, i32* %p, align 4
  %y8 = shl i32 %x8, 1
  %z8 = xor i32 %y8, 108
  %v8 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -256, i32 %z8, i32 31, i32 31)
  %w8 = add i32 %z8, %v8
  store i32 %w8, i32* %p, align 4
  br label %J7
J7:
  %x7 = load i32, i32* %p, align 4
  %y7 = shl i32 %x7, 1
  %z7 = xor i32 %y7, 107
  %v7 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -128, i32 %z7, i32 31, i32 31)
  %w7 = add i32 %z7, %v7
  store i32 %w7, i32* %p, align 4
  br label %J6
J6:
  %x6 = load i32, i32* %p, align 4
  %y6 = shl i32 %x6, 1
  %z6 = xor i32 %y6, 106
  %v6 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -64, i32 %z6, i32 31, i32 31)
  %w6 = add i32 %z6, %v6
  store i32 %w6, i32* %p, align 4
  br label %J5
J5:
  %x5 = load i32, i32* %p, align 4
  %y5 = shl i32 %x5, 1
  %z5 = xor i32 %y5, 105
  %v5 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -32, i32 %z5, i32 31, i32 31)
  %w5 = add i32 %z5, %v5
  store i32 %w5, i32* %p, align 4
  br label %J4
J4:
  %x4 = load i32, i32* %p, align 4
  %y4 = shl i32 %x4, 1
  %z4 = xor i32 %y4, 104
  %v4 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -16, i32 %z4, i32 31, i32 31)
  %w4 = add i32 %z4, %v4
  store i32 %w4, i32* %p, align 4
  br label %J3
J3:
  %x3 = load i32, i32* %p, align 4
  %y3 = shl i32 %x3, 1
  %z3 = xor i32 %y3, 103
  %v3 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -8, i32 %z3, i32 31, i32 31)
  %w3 = add i32 %z3, %v3
  store i32 %w3, i32* %p, align 4
  br label %J2
J2:
  %x2 = load i32, i32* %p, align 4
  %y2 = shl i32 %x2, 1
  %z2 = xor i32 %y2, 102
  %v2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -4, i32 %z2, i32 31, i32 31)
  %w2 = add i32 %z2, %v2
  store i32 %w2, i32* %p, align 4
  br label %J1
J1:
  %x1 = load i32, i32* %p, align 4
  %y1 = shl i32 %x1, 1
  %z1 = xor i32 %y1, 101
  %v1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -2, i32 %z1, i32 31, i32 31)
  %w1 = add i32 %z1, %v1
  store i32 %w1, i32* %p, align 4
  br label %J0
J0:
  %x0 = load i32, i32* %p, align 4
  %y0 = shl i32 %x0, 1
  %z0 = xor i32 %y0, 100
  %v0 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %z0, i32 31, i32 31)
  %w0 = add i32 %z0, %v0
  store i32 %w0, i32* %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @nest, !"kernel", i32 1}
