package interp

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"gpucc/launch"
)

// Tests of the clang-14 output in testdata/kernels.ll. Expected values are
// computed directly in Go from the CUDA source's meaning.

func randI32s(seed uint64, n int, lo, hi int32) []int32 {
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(int64(lo) + r.Int64N(int64(hi)-int64(lo)+1))
	}
	return out
}

func TestCUDAReverse(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(1, 1024, math.MinInt32, math.MaxInt32)
	res := mustRun(t, p, launch.Launch{Kernel: "_Z7reversePKiPi", Grid: dim(4), Block: dim(256),
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("out", make([]byte, 4096))}})
	out := asI32(res.Buffers[1])
	for b := 0; b < 4; b++ {
		for k := 0; k < 256; k++ {
			if got, want := out[b*256+k], in[b*256+255-k]; got != want {
				t.Fatalf("out[%d] = %d, want %d", b*256+k, got, want)
			}
		}
	}
	if !slices.Equal(asI32(res.Buffers[0]), in) {
		t.Error("input buffer changed")
	}
}

func TestCUDAReverseDynamicShared(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(2, 384, -1000, 1000)
	res := mustRun(t, p, launch.Launch{Kernel: "_Z11reverse_dynPKiPi", Grid: dim(3), Block: dim(128), SharedBytes: 128 * 4,
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("out", make([]byte, 384*4))}})
	out := asI32(res.Buffers[1])
	for i := range out {
		b, k := i/128, i%128
		if want := in[b*128+127-k]; out[i] != want {
			t.Fatalf("out[%d] = %d, want %d", i, out[i], want)
		}
	}
	// Too little dynamic shared memory: the last threads write out of bounds.
	_, err := p.Run(launch.Launch{Kernel: "_Z11reverse_dynPKiPi", Grid: dim(1), Block: dim(128), SharedBytes: 127 * 4,
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("out", make([]byte, 384*4))}}, Options{})
	if e, ok := err.(*Error); !ok || e.Kind != ErrOutOfBounds || e.Thread.X != 127 {
		t.Fatalf("got %v, want an out-of-bounds error of thread 127", err)
	}
}

func TestCUDAAtomics1024Threads(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(3, 1024, -1_000_000, 1_000_000)
	var sum int32
	mx, mn := int32(math.MinInt32), int32(math.MaxInt32)
	for _, v := range in {
		sum += v
		mx, mn = max(mx, v), min(mn, v)
	}
	start := time.Now()
	res := mustRun(t, p, launch.Launch{Kernel: "_Z7atomicsPKiPiPjS1_S1_S2_", Grid: dim(4), Block: dim(256),
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("sum", i32Bytes(0)), buf("bits", i32Bytes(0)),
			buf("max", i32Bytes(math.MinInt32)), buf("min", i32Bytes(math.MaxInt32)), buf("cnt", i32Bytes(0))}})
	t.Logf("1024 threads in %v", time.Since(start))
	if got := asI32(res.Buffers[1])[0]; got != sum {
		t.Errorf("sum = %d, want %d", got, sum)
	}
	if got := asU32(res.Buffers[2])[0]; got != 0xffffffff {
		t.Errorf("bits = %#x, want 0xffffffff", got)
	}
	if got := asI32(res.Buffers[3])[0]; got != mx {
		t.Errorf("max = %d, want %d", got, mx)
	}
	if got := asI32(res.Buffers[4])[0]; got != mn {
		t.Errorf("min = %d, want %d", got, mn)
	}
	if got := asU32(res.Buffers[5])[0]; got != 1024 {
		t.Errorf("count = %d, want 1024", got)
	}
}

func TestCUDAWarpSum(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(4, 512, -1<<25, 1<<25) // the kernel's int sum must not overflow (nsw)
	res := mustRun(t, p, launch.Launch{Kernel: "_Z8warp_sumPKiPi", Grid: dim(2), Block: dim(256),
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("out", make([]byte, 16*4))}})
	out := asI32(res.Buffers[1])
	for w := 0; w < 16; w++ {
		var want int32
		for _, v := range in[32*w : 32*w+32] {
			want += v
		}
		if out[w] != want {
			t.Errorf("warp %d sum = %d, want %d", w, out[w], want)
		}
	}
}

func TestCUDABroadcastAndScan(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(5, 128, -5000, 5000)
	res := mustRun(t, p, launch.Launch{Kernel: "_Z10bcast_scanPKiPiS1_", Grid: dim(1), Block: dim(128),
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("bc", make([]byte, 512)), buf("scan", make([]byte, 512))}})
	bc, scan := asI32(res.Buffers[1]), asI32(res.Buffers[2])
	for i := range in {
		base := i &^ 31
		if bc[i] != in[base+5] {
			t.Fatalf("bc[%d] = %d, want %d", i, bc[i], in[base+5])
		}
		var want int32
		for _, v := range in[base : i+1] {
			want += v
		}
		if scan[i] != want {
			t.Fatalf("scan[%d] = %d, want %d", i, scan[i], want)
		}
	}
}

func TestCUDACollectives(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(6, 64, math.MinInt32, math.MaxInt32)
	in[3] = -7 // a negative minimum for the signed max and a large unsigned value
	res := mustRun(t, p, launch.Launch{Kernel: "_Z11collectivesPKiPiPjS2_S1_S2_S1_", Grid: dim(1), Block: dim(64),
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("bfly", make([]byte, 256)), buf("ballot", make([]byte, 256)),
			buf("match", make([]byte, 256)), buf("rsum", make([]byte, 256)), buf("rumin", make([]byte, 256)), buf("rmax", make([]byte, 256))}})
	bfly, ballot, match := asI32(res.Buffers[1]), asU32(res.Buffers[2]), asU32(res.Buffers[3])
	rsum, rumin, rmax := asI32(res.Buffers[4]), asU32(res.Buffers[5]), asI32(res.Buffers[6])
	for w := 0; w < 2; w++ {
		warp := in[32*w : 32*w+32]
		var sum int32
		var bal uint32
		umin := uint32(math.MaxUint32)
		smax := int32(math.MinInt32)
		for l, v := range warp {
			sum += v
			umin = min(umin, uint32(v))
			smax = max(smax, v)
			if v&1 != 0 {
				bal |= 1 << l
			}
		}
		for l, v := range warp {
			i := 32*w + l
			var m uint32
			for k, o := range warp {
				if o&3 == v&3 {
					m |= 1 << k
				}
			}
			if bfly[i] != smax || ballot[i] != bal || match[i] != m || rsum[i] != sum || rumin[i] != umin || rmax[i] != smax {
				t.Fatalf("lane %d: bfly %d ballot %#x match %#x rsum %d rumin %d rmax %d; want %d %#x %#x %d %d %d",
					i, bfly[i], ballot[i], match[i], rsum[i], rumin[i], rmax[i], smax, bal, m, sum, umin, smax)
			}
		}
	}
}

func TestCUDAHalfWarpAndActiveMask(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(7, 64, -100, 100)
	res := mustRun(t, p, launch.Launch{Kernel: "_Z9half_warpPKiPi", Grid: dim(1), Block: dim(64),
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("out", make([]byte, 256))}})
	out := asI32(res.Buffers[1])
	for i := range out {
		var want int32
		if i%32 < 16 {
			want = in[i] + in[i^1] + 0xffff
		} else {
			want = -1 - int32(-65536) // ballot 0xffff0000 as int
		}
		if out[i] != want {
			t.Errorf("out[%d] = %d, want %d", i, out[i], want)
		}
	}
}

func collatzSteps(n uint32) int32 {
	s := int32(0)
	for n != 1 {
		if n&1 != 0 {
			n = 3*n + 1
		} else {
			n /= 2
		}
		s++
	}
	return s
}

func TestCUDAControlFlow(t *testing.T) {
	p := cudaKernels(t)
	r := rand.New(rand.NewPCG(8, 8))
	in := make([]uint32, 256)
	for i := range in {
		in[i] = uint32(r.IntN(3000))
	}
	in[0], in[1], in[3] = 0, 0x7fffffff, 0x40000000 // 0 -> collatz(1); big values wrap in v*7
	res := mustRun(t, p, launch.Launch{Kernel: "_Z7controlPKjPi", Grid: dim(2), Block: dim(128),
		Args: []launch.Arg{buf("in", u32Bytes(in...)), buf("out", make([]byte, 1024))}})
	out := asI32(res.Buffers[1])
	for i, v := range in {
		var want int32
		switch v % 5 {
		case 0:
			want = collatzSteps(v + 1)
		case 1:
			want = int32(v * 7)
		case 3:
			want = -int32(v)
		default:
			want = 42
		}
		for k := uint32(0); k < v&15; k++ {
			for j := uint32(0); j <= k; j++ {
				want += int32(k ^ j)
			}
		}
		if out[i] != want {
			t.Errorf("out[%d] (in %d) = %d, want %d", i, v, out[i], want)
		}
	}
}

func TestCUDALocalArrayAndBarrierCount(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(9, 64, -100, 100)
	res := mustRun(t, p, launch.Launch{Kernel: "_Z15local_and_countPKiPi", Grid: dim(1), Block: dim(64),
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("out", make([]byte, 256))}})
	var positive int32
	for _, v := range in {
		if v > 0 {
			positive++
		}
	}
	out := asI32(res.Buffers[1])
	for i, v := range in {
		if want := v*(v&7) + positive*1000; out[i] != want {
			t.Errorf("out[%d] = %d, want %d", i, out[i], want)
		}
	}
}

// TestSpeed checks the interpreter is fast enough for the compiler's
// differential tests: 1024 threads running 300 loop iterations each.
func TestSpeed(t *testing.T) {
	p := cudaKernels(t)
	r := rand.New(rand.NewPCG(10, 10))
	in := make([]uint32, 1024)
	for i := range in {
		in[i] = r.Uint32()
	}
	const n = 300
	start := time.Now()
	res := mustRun(t, p, launch.Launch{Kernel: "_Z4busyPKjPji", Grid: dim(4), Block: dim(256),
		Args: []launch.Arg{buf("in", u32Bytes(in...)), buf("out", make([]byte, 4096)), scalar("n", n, 4)}})
	el := time.Since(start)
	t.Logf("1024 threads x %d iterations in %v", n, el)
	if el > 2*time.Second {
		t.Errorf("took %v, want well under a second", el)
	}
	out := asU32(res.Buffers[1])
	for i := range in {
		h := in[i]
		for k := 0; k < n; k++ {
			h = h*2654435761 + uint32(k)
			h ^= h >> 13
			if h&1 != 0 {
				h += in[(i+k)&1023]
			}
		}
		if out[i] != h {
			t.Fatalf("out[%d] = %#x, want %#x", i, out[i], h)
		}
	}
}

func TestCUDAStructsSwitchAndCASLoop(t *testing.T) {
	p := cudaKernels(t)
	in := randI32s(12, 64, -50, 50)
	res := mustRun(t, p, launch.Launch{Kernel: "_Z7structsPKiPiPy", Grid: dim(1), Block: dim(64),
		Args: []launch.Arg{buf("in", i32Bytes(in...)), buf("out", make([]byte, 256)), buf("acc", make([]byte, 8))}})
	type entry struct{ x, y, z, w int32 }
	table := [4]entry{{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}}
	picks := [8]int32{11, 23, 37, 41, 53, 67, 71, 89}
	r := make([]int32, 64)
	var sum uint64
	var odd int32
	for tid, v := range in {
		loc := func(i int32) entry { return table[(int(i)+tid)&3] }
		r[tid] = picks[v&7] + loc(v&3).x + loc((v>>2)&3).y + loc(1).z + loc(2).w
		sum += uint64(int64(r[tid]))
		odd += r[tid] & 1
	}
	out := asI32(res.Buffers[1])
	for tid := range in {
		if want := r[tid]*100 + odd + r[tid^3]; out[tid] != want {
			t.Errorf("out[%d] = %d, want %d", tid, out[tid], want)
		}
	}
	if got := binary.LittleEndian.Uint64(res.Buffers[2]); got != sum {
		t.Errorf("acc = %d, want %d", got, sum)
	}
}
