package suite

import (
	"math/bits"
	"slices"

	"gpucc/launch"
)

// Kernels for issue 12's calls row with real calls: noinline and recursive
// device functions that gpucc compiles as subroutines (CALL/RET). The Go
// references are written from the CUDA sources.

// RealCalls returns the kernels whose device functions are called, not
// inlined.
func RealCalls() []Kernel { return []Kernel{callLoop, callFrames, callRecursion} }

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

var callLoop = kernel(Kernel{
	Name:     "call_loop",
	Extended: true,
	Covers:   "noinline subroutines: a call in a loop with values live across it, calls from both arms of a divergent branch, nested calls, 64-bit argument and result, bool result",
	Shape:    "grid 2, block 64, n 100, iters 3..9",
	Needs:    []string{"call:_Z3mixjj", "call:_Z4wideyj", "call:_Z5twicejj", "call:_Z8odd_bitsj"},
	Params: []Param{bufParam("in", "u32", 4), bufParam("out", "u32", 4), bufParam("out64", "u64", 8),
		scalarParam("n", "i32", 4), scalarParam("iters", "u32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "call_loop")
		const n = 100
		return launch.Launch{Kernel: "call_loop", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n))), buf("out", "u32", g.junk(12*n)), buf("out64", "u64", g.junk(8*n)),
			i32Arg("n", n), u32Arg("iters", uint32(g.rangeInt(3, 9)))}}
	},
	body: func(m *machine) {
		n, iters := m.i32(3), m.u32(4)
		mix := func(x, k uint32) uint32 {
			x ^= x >> 15
			x *= 0x2c1b3c6d + k
			x ^= x >> 12
			return x
		}
		wide := func(a uint64, b uint32) uint64 { return a*0x9E3779B97F4A7C15 + a>>29 + uint64(b) }
		twice := func(x, k uint32) uint32 { return mix(mix(x, k), k+1) + k }
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x := m.load32(0, int64(i))
			acc, live1, live2 := uint32(0), x*3, x^0x55
			for k := uint32(0); k < iters; k++ {
				acc += mix(x+k, k)
				live1 = live1*7 + k
			}
			y := mix(x, 5) ^ live2
			if x&1 != 0 {
				y = twice(x, 3)
			}
			w := wide(uint64(x)<<32|uint64(acc), y)
			m.store32(1, int64(3*i), acc+live1)
			m.store32(1, int64(3*i+1), y+b2u(bits.OnesCount32(acc)&1 != 0))
			m.store32(1, int64(3*i+2), live2)
			m.store64(2, int64(i), w)
		})
	},
})

var callFrames = kernel(Kernel{
	Name:     "call_frames",
	Extended: true,
	Covers:   "a subroutine with divergent loops, an early return and a local array in its stack frame, called from divergent code; 20 arguments (4 of them 64-bit: 24 words, 8 on the stack); a struct result",
	Shape:    "grid 2, block 64, n 100 (in has 104 elements)",
	Needs:    []string{"call:_Z4manyjjyjjjjyjjjjjyjjjyjj", "call:_Z4scanPKjj", "call:_Z5splityj", "inst:extractvalue"},
	Params:   []Param{bufParam("in", "u32", 4), bufParam("out", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "call_frames")
		const n = 100
		return launch.Launch{Kernel: "call_frames", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n+4))), buf("out", "u32", g.junk(16*n)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		n := m.i32(2)
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x := m.load32(0, int64(i))
			r := uint32(0)
			if x&2 != 0 {
				base := int64(i &^ 7)
				var local [8]uint32
				for j := range local {
					local[j] = m.load32(0, base+int64(j)) + x*uint32(j)
				}
				if x%3 == 0 {
					r = local[x&7]
				} else {
					s := uint32(0)
					for j := uint32(0); j < x&7; j++ {
						s += local[(s+j)&7]
						if s > 0x80000000 {
							break
						}
					}
					r = s ^ local[(x>>3)&7]
				}
			}
			big := uint64(x)<<32 | uint64(uint32(i))
			coef := []uint32{1, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47}
			mm := uint32(0)
			for k, c := range coef {
				mm += c * (x + uint32(k))
			}
			tt := big ^ (big+1)<<1 ^ (big*3)<<2 ^ (^big)<<3
			mm += uint32(tt) + uint32(tt>>32)
			v := big ^ uint64(mm)
			m.store32(1, int64(4*i), r)
			m.store32(1, int64(4*i+1), mm)
			m.store32(1, int64(4*i+2), uint32(v)+r)
			m.store32(1, int64(4*i+3), uint32(v>>32)^r)
		})
	},
})

var callRecursion = kernel(Kernel{
	Name:     "call_recursion",
	Extended: true,
	Covers:   "recursion: fibonacci (two recursive calls), quicksort of a per-thread array in the caller's frame, mutual recursion with a per-thread depth (lanes return from different depths)",
	Shape:    "grid 2, block 64, n 100, depth 24",
	Needs:    []string{"call:_Z3fibj", "call:_Z7is_evenjj", "call:_Z9quicksortPjii", "call:llvm.lifetime.end.p0i8", "call:llvm.lifetime.start.p0i8", "inst:alloca", "inst:bitcast", "inst:srem", "inst:urem"},
	Params:   []Param{bufParam("in", "u32", 4), bufParam("out", "u32", 4), scalarParam("n", "i32", 4), scalarParam("depth", "u32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "call_recursion")
		const n = 100
		return launch.Launch{Kernel: "call_recursion", Grid: dim(2, 1), Block: dim(64, 1), Args: []launch.Arg{
			buf("in", "u32", bytesOf32(g.u32s(n))), buf("out", "u32", g.junk(16*n)), i32Arg("n", n), u32Arg("depth", 24)}}
	},
	body: func(m *machine) {
		n, depth := m.i32(2), m.u32(3)
		var fib func(n uint32) uint32
		fib = func(n uint32) uint32 {
			if n < 2 {
				return n
			}
			return fib(n-1) + fib(n-2)
		}
		var isEven, isOdd func(n, acc uint32) uint32
		isEven = func(n, acc uint32) uint32 {
			if n == 0 {
				return acc * 2
			}
			return isOdd(n-1, acc+n)*3 + n
		}
		isOdd = func(n, acc uint32) uint32 {
			if n == 0 {
				return acc*2 + 1
			}
			return isEven(n-1, acc^n) ^ n<<1
		}
		m.threads(func(t thread) {
			i := int32(gid(t))
			if i >= n {
				return
			}
			x := m.load32(0, int64(i))
			var a [12]uint32
			for j := range a {
				a[j] = m.load32(0, int64((i+5*int32(j))%n)) ^ x>>uint(j)
			}
			slices.Sort(a[:])
			h := uint32(0)
			for _, v := range a {
				h = h*31 + v
			}
			m.store32(1, int64(4*i), h)
			m.store32(1, int64(4*i+1), a[0]^a[11])
			m.store32(1, int64(4*i+2), fib(x%min(depth, 12)))
			m.store32(1, int64(4*i+3), isEven(x%depth, x))
		})
	},
})
