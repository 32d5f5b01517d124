package suite

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"gpucc/launch"
)

// The tests in this file check references against numbers worked out by hand
// from the .cu sources (or, for MurmurHash3, the published test vectors),
// on launches small enough to follow thread by thread. Output buffers start
// filled with the 0xEE byte so that an element no thread writes stays
// 0xEEEEEEEE.

const unwritten32 = 0xEEEEEEEE

func sentinel(n int) []byte { return bytes.Repeat([]byte{0xEE}, n) }

func runHand(t *testing.T, name string, l launch.Launch) launch.Result {
	t.Helper()
	k, ok := Lookup(name)
	if !ok {
		t.Fatalf("no kernel %s", name)
	}
	l.Kernel = name
	r, err := k.Expect(l)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func words32(b []byte) []uint32 {
	w := make([]uint32, len(b)/4)
	for i := range w {
		w[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return w
}

func words64(b []byte) []uint64 {
	w := make([]uint64, len(b)/8)
	for i := range w {
		w[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return w
}

func check32(t *testing.T, what string, got []byte, want []uint32) {
	t.Helper()
	g := words32(got)
	if len(g) != len(want) {
		t.Fatalf("%s: %d words, want %d", what, len(g), len(want))
	}
	for i := range want {
		if g[i] != want[i] {
			t.Errorf("%s[%d] = %#x, want %#x", what, i, g[i], want[i])
		}
	}
}

func check64(t *testing.T, what string, got []byte, want []uint64) {
	t.Helper()
	g := words64(got)
	if len(g) != len(want) {
		t.Fatalf("%s: %d words, want %d", what, len(g), len(want))
	}
	for i := range want {
		if g[i] != want[i] {
			t.Errorf("%s[%d] = %#x, want %#x", what, i, g[i], want[i])
		}
	}
}

func TestHandVaddGuard(t *testing.T) {
	// One block of 4 threads, n = 3: thread 3 returns early.
	r := runHand(t, "vadd_guard", launch.Launch{Grid: dim(1, 1), Block: dim(4, 1), Args: []launch.Arg{
		buf("a", "i32", bytesOf32([]int32{1, -1, math.MaxInt32, 5})),
		buf("b", "i32", bytesOf32([]int32{2, -1, 1, 7})),
		buf("c", "i32", sentinel(16)), i64Arg("n", 3)}})
	// 1+2, -1+-1, INT_MAX+1 wraps to INT_MIN, untouched.
	check32(t, "c", r.Buffers[2], []uint32{3, 0xFFFFFFFE, 0x80000000, unwritten32})
}

func TestHandMurmur(t *testing.T) {
	// Published MurmurHash3_x86_32 test vectors for 4-byte keys (key bytes
	// little-endian, so "\x21\x43\x65\x87" is the word 0x87654321).
	cases := []struct{ seed, key, want uint32 }{
		{0, 0x00000000, 0x2362F9DE},
		{0, 0x87654321, 0xF55B516B},
		{0x5082EDEE, 0x87654321, 0x2362F9DE},
		{0x9747B28C, 0x61616161, 0x5A97808A}, // "aaaa"
	}
	for _, c := range cases {
		// Two threads, one key: thread 1 is past n. keys64[0] + 0*golden is
		// 0 and fmix64(0) is 0.
		r := runHand(t, "murmur_fmix", launch.Launch{Grid: dim(1, 1), Block: dim(2, 1), Args: []launch.Arg{
			buf("keys", "u32", bytesOf32([]uint32{c.key, 1})), buf("h32", "u32", sentinel(8)),
			buf("keys64", "u64", bytesOf64([]uint64{0, 1})), buf("h64", "u64", sentinel(16)),
			u32Arg("seed", c.seed), i32Arg("n", 1)}})
		check32(t, "h32", r.Buffers[1], []uint32{c.want, unwritten32})
		check64(t, "h64", r.Buffers[3], []uint64{0, 0xEEEEEEEEEEEEEEEE})
	}
	// Thread 1 adds 1*0x9e3779b97f4a7c15; a key of its two's complement
	// brings the sum to 0, and fmix64(0) = 0.
	r := runHand(t, "murmur_fmix", launch.Launch{Grid: dim(1, 1), Block: dim(2, 1), Args: []launch.Arg{
		buf("keys", "u32", bytesOf32([]uint32{0, 0})), buf("h32", "u32", sentinel(8)),
		buf("keys64", "u64", bytesOf64([]uint64{0, 0x61c8864680b583eb})), buf("h64", "u64", sentinel(16)),
		u32Arg("seed", 0), i32Arg("n", 2)}})
	check32(t, "h32", r.Buffers[1], []uint32{0x2362F9DE, 0x2362F9DE})
	check64(t, "h64", r.Buffers[3], []uint64{0, 0})
}

func TestHandCollatz(t *testing.T) {
	// 27 takes 111 steps and peaks at 9232; 6 -> 3 10 5 16 8 4 2 1 is 8
	// steps peaking at 16; 1 and 0 do not enter the loop. Thread 4 is idle.
	r := runHand(t, "collatz", launch.Launch{Grid: dim(1, 1), Block: dim(5, 1), Args: []launch.Arg{
		buf("start", "u32", bytesOf32([]uint32{27, 6, 1, 0, 9})), buf("steps", "u32", sentinel(20)),
		buf("peak", "u64", sentinel(40)), u32Arg("limit", 500), i32Arg("n", 4)}})
	check32(t, "steps", r.Buffers[1], []uint32{111, 8, 0, 0, unwritten32})
	check64(t, "peak", r.Buffers[2], []uint64{9232, 16, 1, 0, 0xEEEEEEEEEEEEEEEE})

	// limit 5 stops 27 after 82 41 124 62 31.
	r = runHand(t, "collatz", launch.Launch{Grid: dim(1, 1), Block: dim(1, 1), Args: []launch.Arg{
		buf("start", "u32", bytesOf32([]uint32{27})), buf("steps", "u32", sentinel(4)),
		buf("peak", "u64", sentinel(8)), u32Arg("limit", 5), i32Arg("n", 1)}})
	check32(t, "steps", r.Buffers[1], []uint32{5})
	check64(t, "peak", r.Buffers[2], []uint64{124})
}

func TestHandShiftsSigned(t *testing.T) {
	r := runHand(t, "shifts_signed", launch.Launch{Grid: dim(1, 1), Block: dim(5, 1), Args: []launch.Arg{
		buf("a", "i32", bytesOf32([]int32{-8, math.MinInt32, 1000, 5, 0})),
		buf("b", "i32", bytesOf32([]int32{2, 0x2341, 0x305, -3, 0})),
		buf("out", "i32", sentinel(4*4*5)), buf("out64", "i64", sentinel(8*2*5)), i32Arg("n", 4)}})
	check32(t, "out", r.Buffers[2], []uint32{
		// x=-8 y=2: ashr -2, lshr 0x3FFFFFFE, shl -32; flags: signed <,
		// i8 -8<2, u16 0xFFF8>2.
		0xFFFFFFFE, 0x3FFFFFFE, 0xFFFFFFE0, 1 | 4 | 8,
		// x=INT_MIN y=0x2341 (shift 1): signed <, i8 0<0x41.
		0xC0000000, 0x40000000, 0, 1 | 4,
		// x=1000 y=773 (shift 5): i8 0xE8=-24<5, u16 1000>773, i16 >=, 4000>773.
		31, 31, 32000, 4 | 8 | 16 | 32,
		// x=5 y=-3 (shift 29): unsigned 5<0xFFFFFFFD, i16 5>=-3.
		0, 0, 0xA0000000, 2 | 16,
		unwritten32, unwritten32, unwritten32, unwritten32,
	})
	check64(t, "out64", r.Buffers[3], []uint64{
		// -8>>2; 0xFFFFFFF8_00000002 >> 0.
		0xFFFFFFFFFFFFFFFE, 0xFFFFFFF800000002,
		// INT_MIN>>1 sign-extended; 0x80000000_00002341 >> 35 arithmetic.
		0xFFFFFFFFC0000000, 0xFFFFFFFFF0000000,
		// 1000>>5; 0x3E8_00000305 >> 3.
		31, 0x0000007D00000060,
		// 5>>61; 0x5_FFFFFFFD >> 63.
		0, 0,
		0xEEEEEEEEEEEEEEEE, 0xEEEEEEEEEEEEEEEE,
	})
}

func TestHandStencil2D(t *testing.T) {
	// 3x3 cells in pitch 4, covered by a 2x2 grid of 2x2 blocks (16 threads
	// for 9 cells). Column 3 is padding and stays unwritten.
	in := []int32{
		1, 2, 3, 99,
		4, 1, 6, 99,
		7, 8, 9, 99,
	}
	r := runHand(t, "stencil2d", launch.Launch{Grid: dim(2, 2), Block: dim(2, 2), Args: []launch.Arg{
		buf("in", "i32", bytesOf32(in)), buf("out", "i32", sentinel(4*12)),
		i32Arg("width", 3), i32Arg("height", 3), i64Arg("pitch", 4)}})
	check32(t, "out", r.Buffers[1], []uint32{
		// (0,0) corner keeps c; (1,0) top edge 3*2-1; (2,0) right edge 2*3.
		1, 5, 6, unwritten32,
		// left edge 2*4; centre 4*1-4-6-2-8 = -16; right edge 2*6.
		8, 0xFFFFFFF0, 12, unwritten32,
		// left edge 2*7; bottom edge 3*8-7; right edge 2*9.
		14, 17, 18, unwritten32,
	})
}

func TestHandBranchyClassify(t *testing.T) {
	r := runHand(t, "branchy_classify", launch.Launch{Grid: dim(1, 1), Block: dim(4, 1), Args: []launch.Arg{
		buf("in", "i32", bytesOf32([]int32{0x1200, -7, 0x1F1, 3})), buf("cls", "i32", sentinel(16)),
		buf("val", "i32", sentinel(16)), i32Arg("threshold", 10), i32Arg("n", 4)}})
	// Thread 0 (even): low byte zero -> class 4, 0x1200>>8.
	// Thread 1 (odd): negative -> class 1, -(-7>>1) = 4.
	// Thread 2 (even): bit 8 set, tid < 16 -> class 5, 0x1F1+2.
	// Thread 3 (odd): 3 <= 10 -> class 3, x = 3^10 = 9, then r = 3,2,1:
	// 9*33+3 = 300, 300*33+2 = 9902, 9902*33+1 = 326767.
	check32(t, "cls", r.Buffers[1], []uint32{4, 1, 5, 3})
	check32(t, "val", r.Buffers[2], []uint32{0x12, 4, 0x1F3, 326767})
}

func TestHandPrefixSegments(t *testing.T) {
	// Two segments of 3 and a block of 3 threads: thread 2 is idle.
	r := runHand(t, "prefix_segments", launch.Launch{Grid: dim(1, 1), Block: dim(3, 1), Args: []launch.Arg{
		buf("in", "i32", bytesOf32([]int32{5, -7, 2, math.MinInt32, math.MinInt32, -1})),
		buf("prefix", "i64", sentinel(48)), buf("runmax", "i32", sentinel(24)),
		i32Arg("seg", 3), i32Arg("nseg", 2)}})
	check64(t, "prefix", r.Buffers[1], []uint64{5, 0xFFFFFFFFFFFFFFFE, 0,
		// -2^31, -2^32, -2^32-1 in 64 bits.
		0xFFFFFFFF80000000, 0xFFFFFFFF00000000, 0xFFFFFFFEFFFFFFFF})
	check32(t, "runmax", r.Buffers[2], []uint32{5, 5, 5, 0x80000000, 0x80000000, 0xFFFFFFFF})
}

func TestHandSharedReverse(t *testing.T) {
	// Two blocks of 3 threads over 5 elements. Block 0 stages [1 0 3],
	// counts 2 non-zero values and writes it reversed. Block 1 stages
	// [4 5 0] (thread 2 is past n and stages 0), counts 2, and its two
	// in-range threads write tile[2] = 0 and tile[1] = 5.
	r := runHand(t, "ext_shared_reverse", launch.Launch{Grid: dim(2, 1), Block: dim(3, 1), SharedBytes: 12,
		Args: []launch.Arg{buf("in", "i32", bytesOf32([]int32{1, 0, 3, 4, 5})), buf("out", "i32", sentinel(20)),
			buf("nonzero", "i32", sentinel(8)), i32Arg("n", 5)}})
	check32(t, "out", r.Buffers[1], []uint32{3, 0, 1, 0, 5})
	check32(t, "nonzero", r.Buffers[2], []uint32{2, 2})

	k, _ := Lookup("ext_shared_reverse")
	l := k.Launch(0)
	l.SharedBytes = 4
	if _, err := k.Expect(l); err == nil || !strings.Contains(err.Error(), "dynamic shared memory of 4 bytes") {
		t.Errorf("Expect with too little shared memory: %v", err)
	}
}
