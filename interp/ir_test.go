package interp

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"testing"

	"gpucc/launch"
)

// Hand-written IR snippets; every expected value is worked out by hand in
// the comments.

func TestOddWidths(t *testing.T) {
	src := kernelModule(`
define void @odd(i32* %in, i32* %out) {
entry:
  %p0 = getelementptr i32, i32* %in, i64 0
  %a = load i32, i32* %p0, align 4
  %p1 = getelementptr i32, i32* %in, i64 1
  %b = load i32, i32* %p1, align 4
  %p2 = getelementptr i32, i32* %in, i64 2
  %c = load i32, i32* %p2, align 4
  %p3 = getelementptr i32, i32* %in, i64 3
  %d = load i32, i32* %p3, align 4
  ; i3: x = 5 (-3), y = 3
  %x = trunc i32 %a to i3
  %y = trunc i32 %b to i3
  %r0 = add i3 %x, %y        ; 8 mod 8 = 0
  %r1 = mul i3 %x, %y        ; 15 mod 8 = 7
  %r2 = sub i3 %y, %x        ; -2 = 6
  %r3 = sdiv i3 %x, %y       ; -3/3 = -1 = 7
  %r4 = udiv i3 %x, %y       ; 5/3 = 1
  %r5 = urem i3 %x, %y       ; 2
  %r6 = ashr i3 %x, 1        ; -3>>1 = -2 = 6
  %r7 = lshr i3 %x, 1        ; 2
  %r8 = shl i3 %x, 1         ; 10 mod 8 = 2
  %r9 = icmp slt i3 %x, %y   ; -3 < 3
  %r10 = icmp ult i3 %x, %y  ; 5 < 3 is false
  %r12 = srem i3 %x, %y      ; -3 rem 3 = 0
  ; i17: u = 0x1ffff (-1), v = 0x10000 (-65536)
  %u = trunc i32 %c to i17
  %v = trunc i32 %d to i17
  %s0 = add i17 %u, %v       ; 0x2ffff mod 2^17 = 0xffff
  %s1 = mul i17 %u, %v       ; 65536 = 0x10000
  %s3 = icmp sgt i17 %u, %v  ; -1 > -65536
  %s4 = ashr i17 %v, 16      ; -1 = 0x1ffff
  ; i1: t = 1
  %t = trunc i32 %a to i1
  %q0 = add i1 %t, %t        ; 0
  %q1 = sub i1 false, %t     ; 1
  %q2 = icmp sgt i1 false, %t ; 0 > -1
  %q4 = xor i1 %t, true      ; 0
  %z0 = zext i3 %r0 to i32
  %z1 = zext i3 %r1 to i32
  %z2 = zext i3 %r2 to i32
  %z3 = zext i3 %r3 to i32
  %z4 = zext i3 %r4 to i32
  %z5 = zext i3 %r5 to i32
  %z6 = zext i3 %r6 to i32
  %z7 = zext i3 %r7 to i32
  %z8 = zext i3 %r8 to i32
  %z9 = zext i1 %r9 to i32
  %z10 = zext i1 %r10 to i32
  %z11 = sext i3 %x to i32   ; -3
  %z12 = zext i3 %r12 to i32
  %z13 = zext i17 %s0 to i32
  %z14 = zext i17 %s1 to i32
  %z15 = sext i17 %v to i32  ; 0xffff0000
  %z16 = zext i1 %s3 to i32
  %z17 = zext i17 %s4 to i32
  %z18 = zext i1 %q0 to i32
  %z19 = zext i1 %q1 to i32
  %z20 = zext i1 %q2 to i32
  %z21 = sext i1 %t to i32   ; -1
  %z22 = zext i1 %q4 to i32
`+storeSeq("%out", 23, "%z")+`
  ret void
}`, "void (i32*, i32*)* @odd")
	res := runText(t, src, launch.Launch{Kernel: "odd", Grid: dim(1), Block: dim(1),
		Args: []launch.Arg{buf("in", u32Bytes(5, 3, 0x1ffff, 0x10000)), buf("out", make([]byte, 23*4))}})
	want := []int32{0, 7, 6, 7, 1, 2, 6, 2, 2, 1, 0, -3, 0, 0xffff, 0x10000, -65536, 1, 0x1ffff, 0, 1, 1, -1, 0}
	if got := asI32(res.Buffers[1]); !slices.Equal(got, want) {
		t.Errorf("got  %v\nwant %v", got, want)
	}
}

// storeSeq stores i32 values %<prefix>0 .. %<prefix>n-1 to ptr[0..n).
func storeSeq(ptr string, n int, prefix string) string {
	var b strings.Builder
	for k := 0; k < n; k++ {
		fmt.Fprintf(&b, "  %%st%d = getelementptr i32, i32* %s, i64 %d\n  store i32 %s%d, i32* %%st%d, align 4\n", k, ptr, k, prefix, k, k)
	}
	return b.String()
}

// flagKernel computes x <op> y on iW values and stores the result
// zero-extended to i64.
func flagKernel(op string, w int) string {
	return kernelModule(fmt.Sprintf(`
define void @f(i64* %%in, i64* %%out) {
entry:
  %%px = getelementptr i64, i64* %%in, i64 0
  %%x64 = load i64, i64* %%px, align 8
  %%py = getelementptr i64, i64* %%in, i64 1
  %%y64 = load i64, i64* %%py, align 8
  %%x = trunc i64 %%x64 to i%[2]d
  %%y = trunc i64 %%y64 to i%[2]d
  %%r = %[1]s i%[2]d %%x, %%y
  %%z = zext i%[2]d %%r to i64
  store i64 %%z, i64* %%out, align 8
  ret void
}`, op, w), "void (i64*, i64*)* @f")
}

func TestPoisonFlags(t *testing.T) {
	cases := []struct {
		op     string
		w      int
		x, y   uint64
		poison bool
		want   uint64
	}{
		{"add nsw", 8, 127, 1, true, 0},
		{"add nsw", 8, 126, 1, false, 127},
		{"add nsw", 8, 0x80, 0xff, true, 0}, // -128 + -1
		{"add nuw", 8, 255, 1, true, 0},
		{"add nuw", 8, 200, 55, false, 255},
		{"add nuw nsw", 32, 0x7fffffff, 1, true, 0},
		{"sub nsw", 8, 0x80, 1, true, 0},
		{"sub nsw", 8, 0x7f, 0xff, true, 0}, // 127 - -1
		{"sub nuw", 16, 0, 1, true, 0},
		{"sub nuw", 16, 5, 5, false, 0},
		{"mul nsw", 16, 256, 128, true, 0},                  // 32768
		{"mul nsw", 16, 0xff80, 256, false, 0x8000},         // -128 * 256 = -32768
		{"mul nuw", 32, 0x10000, 0x10000, true, 0},          // 2^32
		{"mul nuw", 32, 0xffff, 0x10001, false, 0xffffffff}, // 2^32 - 1
		{"mul nsw", 64, 1 << 63, 1, false, 1 << 63},         // INT64_MIN * 1
		{"mul nsw", 64, ^uint64(0), 1 << 63, true, 0},       // -1 * INT64_MIN
		{"mul nsw", 64, 3037000499, 3037000499, false, 3037000499 * 3037000499},
		{"mul nsw", 64, 3037000500, 3037000500, true, 0}, // > 2^63 - 1
		{"shl nuw", 8, 0x80, 1, true, 0},
		{"shl nsw", 8, 64, 1, true, 0},       // 128 flips the sign
		{"shl nsw", 8, 0xc0, 1, false, 0x80}, // -64 << 1 = -128
		{"shl", 32, 1, 32, true, 0},          // shift amount too large
		{"shl", 32, 1, 31, false, 0x80000000},
		{"lshr", 64, 1, 64, true, 0},
		{"ashr", 16, 0x8000, 17, true, 0},
		{"lshr exact", 8, 3, 1, true, 0},
		{"lshr exact", 8, 6, 1, false, 3},
		{"ashr exact", 16, 0xffff, 1, true, 0},
		{"ashr exact", 16, 0xfffe, 1, false, 0xffff},
		{"udiv exact", 32, 7, 2, true, 0},
		{"udiv exact", 32, 8, 2, false, 4},
		{"sdiv exact", 32, 0xfffffff9, 2, true, 0},           // -7 / 2
		{"sdiv exact", 32, 0xfffffff8, 2, false, 0xfffffffc}, // -8 / 2 = -4
	}
	for _, c := range cases {
		name := fmt.Sprintf("%s_i%d_%#x_%#x", strings.ReplaceAll(c.op, " ", "_"), c.w, c.x, c.y)
		t.Run(name, func(t *testing.T) {
			in := make([]byte, 16)
			binary.LittleEndian.PutUint64(in, c.x)
			binary.LittleEndian.PutUint64(in[8:], c.y)
			l := launch.Launch{Kernel: "f", Grid: dim(1), Block: dim(1), Args: []launch.Arg{buf("in", in), buf("out", make([]byte, 8))}}
			src := flagKernel(c.op, c.w)
			if c.poison {
				expectError(t, src, l, ErrPoison, "stored value is poison", fmt.Sprintf("`%%r = %s i%d %%x, %%y`", c.op, c.w))
				return
			}
			res := runText(t, src, l)
			if got := binary.LittleEndian.Uint64(res.Buffers[1]); got != c.want {
				t.Errorf("got %#x, want %#x", got, c.want)
			}
		})
	}
}

// Poison that never reaches a store, branch or address is harmless.
func TestUnusedPoisonIsFine(t *testing.T) {
	src := kernelModule(`
define void @k(i32* %out) {
entry:
  %big = load i32, i32* %out, align 4         ; 0x7fffffff
  %p = add nsw i32 %big, 1                    ; poison
  %c = icmp eq i32 %big, 0                    ; false
  %s = select i1 %c, i32 %p, i32 7            ; picks 7
  %f = freeze i32 %p                          ; some value
  %d = sub i32 %f, %f                         ; still a defined value
  %r = add i32 %s, 100                        ; 107
  store i32 %r, i32* %out, align 4
  %o1 = getelementptr i32, i32* %out, i64 1
  %u = icmp ult i32 %d, 1
  %uz = zext i1 %u to i32
  store i32 %uz, i32* %o1, align 4
  ret void
}`, "void (i32*)* @k")
	res := runText(t, src, launch.Launch{Kernel: "k", Grid: dim(1), Block: dim(1), Args: []launch.Arg{buf("out", i32Bytes(0x7fffffff, 5))}})
	if got := asI32(res.Buffers[0]); !slices.Equal(got, []int32{107, 1}) {
		t.Errorf("got %v, want [107 1]", got)
	}
}

func TestPhiSwapAndSwitch(t *testing.T) {
	src := kernelModule(`
define void @swap(i32* %out, i32 %n) {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %a, i32* %out, align 4
  %o1 = getelementptr i32, i32* %out, i64 1
  store i32 %b, i32* %o1, align 4
  ret void
}

define void @sw(i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  switch i32 %t, label %def [
    i32 0, label %A
    i32 1, label %A
    i32 7, label %B
  ]
A:
  br label %join
B:
  br label %join
def:
  br label %join
join:
  %r = phi i32 [ 10, %A ], [ 20, %B ], [ 30, %def ]
  %tz = zext i32 %t to i64
  %p = getelementptr i32, i32* %out, i64 %tz
  store i32 %r, i32* %p, align 4
  ret void
}`, "void (i32*, i32)* @swap", "void (i32*)* @sw")
	p := prepareText(t, src)
	// The loop body runs n times and swaps n-1 times.
	for n, want := range map[uint64][]int32{4: {2, 1}, 5: {1, 2}, 1: {1, 2}} {
		res := mustRun(t, p, launch.Launch{Kernel: "swap", Grid: dim(1), Block: dim(1),
			Args: []launch.Arg{buf("out", make([]byte, 8)), scalar("n", n, 4)}})
		if got := asI32(res.Buffers[0]); !slices.Equal(got, want) {
			t.Errorf("n=%d: got %v, want %v", n, got, want)
		}
	}
	res := mustRun(t, p, launch.Launch{Kernel: "sw", Grid: dim(1), Block: dim(9), Args: []launch.Arg{buf("out", make([]byte, 36))}})
	if got, want := asI32(res.Buffers[0]), []int32{10, 10, 30, 30, 30, 30, 30, 20, 30}; !slices.Equal(got, want) {
		t.Errorf("switch: got %v, want %v", got, want)
	}
}

func TestAggregatesAndCalls(t *testing.T) {
	src := kernelModule(`
%pair = type { i32, i64 }

define %pair @mk(i32 %a, i64 %b) {
entry:
  %s0 = insertvalue %pair undef, i32 %a, 0
  %s1 = insertvalue %pair %s0, i64 %b, 1
  ret %pair %s1
}

define i32 @fact(i32 %n) {
entry:
  %z = icmp ule i32 %n, 1
  br i1 %z, label %base, label %rec
base:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %f = call i32 @fact(i32 %m)
  %r = mul i32 %n, %f
  ret i32 %r
}

define void @k(i32* %out) {
entry:
  %o0 = getelementptr i32, i32* %out, i64 0
  %old = load i32, i32* %o0, align 4                      ; 5
  %cx = cmpxchg i32* %o0, i32 5, i32 9 seq_cst seq_cst    ; succeeds: {5, true}
  %v0 = extractvalue { i32, i1 } %cx, 0
  %ok0 = extractvalue { i32, i1 } %cx, 1
  %cy = cmpxchg i32* %o0, i32 5, i32 11 seq_cst seq_cst   ; fails: {9, false}
  %v1 = extractvalue { i32, i1 } %cy, 0
  %ok1 = extractvalue { i32, i1 } %cy, 1
  %ov = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1, i32 %old)  ; {4, true}
  %ovv = extractvalue { i32, i1 } %ov, 0
  %ovf = extractvalue { i32, i1 } %ov, 1
  %sat = call i32 @llvm.sadd.sat.i32(i32 2147483647, i32 %old)           ; INT_MAX
  %p = call %pair @mk(i32 %old, i64 -3)
  %pa = extractvalue %pair %p, 0                          ; 5
  %pb = extractvalue %pair %p, 1                          ; -3
  %pbt = trunc i64 %pb to i32
  %f = call i32 @fact(i32 %old)                           ; 120
  %z2 = zext i1 %ok0 to i32
  %z4 = zext i1 %ok1 to i32
  %z6 = zext i1 %ovf to i32
  %o1 = getelementptr i32, i32* %out, i64 1
  store i32 %v0, i32* %o1, align 4
  %o2 = getelementptr i32, i32* %out, i64 2
  store i32 %z2, i32* %o2, align 4
  %o3 = getelementptr i32, i32* %out, i64 3
  store i32 %v1, i32* %o3, align 4
  %o4 = getelementptr i32, i32* %out, i64 4
  store i32 %z4, i32* %o4, align 4
  %o5 = getelementptr i32, i32* %out, i64 5
  store i32 %ovv, i32* %o5, align 4
  %o6 = getelementptr i32, i32* %out, i64 6
  store i32 %z6, i32* %o6, align 4
  %o7 = getelementptr i32, i32* %out, i64 7
  store i32 %sat, i32* %o7, align 4
  %o8 = getelementptr i32, i32* %out, i64 8
  store i32 %pa, i32* %o8, align 4
  %o9 = getelementptr i32, i32* %out, i64 9
  store i32 %pbt, i32* %o9, align 4
  %o10 = getelementptr i32, i32* %out, i64 10
  store i32 %f, i32* %o10, align 4
  ret void
}
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
`, "void (i32*)* @k")
	res := runText(t, src, launch.Launch{Kernel: "k", Grid: dim(1), Block: dim(1), Args: []launch.Arg{buf("out", i32Bytes(5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))}})
	want := []int32{9, 5, 1, 9, 0, 4, 1, 0x7fffffff, 5, -3, 120}
	if got := asI32(res.Buffers[0]); !slices.Equal(got, want) {
		t.Errorf("got  %v\nwant %v", got, want)
	}
}

func TestGlobalsMemIntrinsicsAndParams(t *testing.T) {
	src := kernelModule(`
@counter = addrspace(1) global i32 40, align 4
@table = addrspace(4) global [4 x i16] [i16 10, i16 20, i16 30, i16 -1], align 2
@ptr = addrspace(1) global i16 addrspace(4)* getelementptr inbounds ([4 x i16], [4 x i16] addrspace(4)* @table, i64 0, i64 2), align 8
@msg = addrspace(4) global [4 x i8] c"hi!\00", align 1

define void @k(i32* %out, i8 signext %c, i32 signext %h, i64 %w) {
entry:
  %cnt = addrspacecast i32 addrspace(1)* @counter to i32*
  %old = atomicrmw add i32* %cnt, i32 2 seq_cst     ; 40 -> 42
  %now = load i32, i32* %cnt, align 4               ; 42
  %pp = load i16 addrspace(4)*, i16 addrspace(4)* addrspace(1)* @ptr, align 8
  %t2 = load i16, i16 addrspace(4)* %pp, align 2     ; 30
  %last = getelementptr i16, i16 addrspace(4)* %pp, i64 1
  %t3 = load i16, i16 addrspace(4)* %last, align 2   ; -1
  %t2z = zext i16 %t2 to i32
  %t3s = sext i16 %t3 to i32
  %buf = alloca [8 x i8], align 4
  %b0 = getelementptr [8 x i8], [8 x i8]* %buf, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 4 %b0, i8 7, i64 8, i1 false)
  %m0 = getelementptr [4 x i8], [4 x i8] addrspace(4)* @msg, i64 0, i64 0
  %mg = addrspacecast i8 addrspace(4)* %m0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %b0, i8* %mg, i64 3, i1 false)
  %bw = bitcast [8 x i8]* %buf to i32*
  %word0 = load i32, i32* %bw, align 4               ; "hi!" 0x07 -> 0x07216968
  %b4 = getelementptr i32, i32* %bw, i64 1
  %word1 = load i32, i32* %b4, align 4               ; 0x07070707
  %cz = sext i8 %c to i32
  %wt = trunc i64 %w to i32
  %o = bitcast i32* %out to i8*
  %ob = getelementptr i8, i8* %o, i64 40
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %ob, i8* align 4 %b0, i64 8, i1 false)
`+storeSeq("%out", 0, "")+`
  %s0 = getelementptr i32, i32* %out, i64 0
  store i32 %old, i32* %s0, align 4
  %s1 = getelementptr i32, i32* %out, i64 1
  store i32 %now, i32* %s1, align 4
  %s2 = getelementptr i32, i32* %out, i64 2
  store i32 %t2z, i32* %s2, align 4
  %s3 = getelementptr i32, i32* %out, i64 3
  store i32 %t3s, i32* %s3, align 4
  %s4 = getelementptr i32, i32* %out, i64 4
  store i32 %word0, i32* %s4, align 4
  %s5 = getelementptr i32, i32* %out, i64 5
  store i32 %word1, i32* %s5, align 4
  %s6 = getelementptr i32, i32* %out, i64 6
  store i32 %cz, i32* %s6, align 4
  %s7 = getelementptr i32, i32* %out, i64 7
  store i32 %h, i32* %s7, align 4
  %s8 = getelementptr i32, i32* %out, i64 8
  store i32 %wt, i32* %s8, align 4
  ret void
}
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
`, "void (i32*, i8, i32, i64)* @k")
	res := runText(t, src, launch.Launch{Kernel: "k", Grid: dim(1), Block: dim(1), Args: []launch.Arg{
		buf("out", make([]byte, 48)),
		scalar("c", 0x1ff, 1),      // truncated to the byte 0xff = -1
		scalar("h", 0x8000, 2),     // signext from 2 bytes: -32768
		scalar("w", 0xabcdef, 4)}}) // zero-extended
	want := []int32{40, 42, 30, -1, 0x07216968, 0x07070707, -1, -32768, 0xabcdef, 0, 0x07216968, 0x07070707}
	if got := asI32(res.Buffers[0]); !slices.Equal(got, want) {
		t.Errorf("got  %#x\nwant %#x", got, want)
	}
}

func TestThreadGeometry(t *testing.T) {
	src := kernelModule(`
define void @geo(i32* %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  ; linear thread index in the block: tx + 4*ty + 8*tz; block linear: cx + nx*cy
  %ly = mul i32 %ty, 4
  %lz = mul i32 %tz, 8
  %l1 = add i32 %tx, %ly
  %l = add i32 %l1, %lz
  %by = mul i32 %cy, %nx
  %b = add i32 %cx, %by
  %bo = mul i32 %b, 16
  %slot = add i32 %bo, %l
  %v1 = mul i32 %cy, 10000
  %v2 = mul i32 %cx, 1000
  %v3 = mul i32 %tz, 100
  %v4 = mul i32 %ty, 10
  %s1 = add i32 %v1, %v2
  %s2 = add i32 %s1, %v3
  %s3 = add i32 %s2, %v4
  %s4 = add i32 %s3, %tx
  %lane100 = mul i32 %lane, 100000
  %v = add i32 %s4, %lane100
  %sz = zext i32 %slot to i64
  %p = getelementptr i32, i32* %out, i64 %sz
  store i32 %v, i32* %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
`, "void (i32*)* @geo")
	res := runText(t, src, launch.Launch{Kernel: "geo", Grid: launch.Dim3{X: 2, Y: 3, Z: 1}, Block: launch.Dim3{X: 4, Y: 2, Z: 2},
		Args: []launch.Arg{buf("out", make([]byte, 6*16*4))}})
	out := asI32(res.Buffers[0])
	for cy := 0; cy < 3; cy++ {
		for cx := 0; cx < 2; cx++ {
			for tz := 0; tz < 2; tz++ {
				for ty := 0; ty < 2; ty++ {
					for tx := 0; tx < 4; tx++ {
						l := tx + 4*ty + 8*tz
						slot := (cx+2*cy)*16 + l
						want := int32(cy*10000 + cx*1000 + tz*100 + ty*10 + tx + l*100000) // lane = linear index
						if out[slot] != want {
							t.Errorf("slot %d = %d, want %d", slot, out[slot], want)
						}
					}
				}
			}
		}
	}
}
