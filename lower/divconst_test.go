package lower_test

import (
	"encoding/binary"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
)

// Division and remainder by constants run on the emulator in strict mode
// and are compared with Go's own / and % on the same operand types. The
// divisors cover every selection path: powers of two (±), ±1, the extreme
// values, magic numbers that fit 32 bits, those that need the 33-bit form
// (7, 641, ...), and signed magics that need the +x/-x correction.

var divisorsByWidth = map[int][]int64{
	8:  {1, 2, 3, 5, 6, 7, 9, 10, 12, 25, 100, 127, -1, -2, -3, -7, -128, -127, 64, -64, 0x7f},
	16: {1, 2, 3, 7, 10, 13, 100, 255, 641, 1000, 32767, -1, -3, -7, -1000, -32768, 4096, -4096, 0x5555},
	32: {1, 2, 3, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 17, 19, 23, 25, 60, 100, 125, 641, 1000, 6700417,
		0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff, 1 << 16, 1 << 30, 0x55555555, 0x12345678,
		-1, -2, -3, -5, -7, -10, -100, -641, -1 << 31, -(1 << 30), -0x55555555, 1000000007, -1000000007},
	64: {1, 2, 3, 5, 7, 10, 12, 60, 641, 1000, 6700417, 274177, 1 << 32, 1 << 40, 1 << 62, 0x7fffffff, 0x80000001,
		0xffffffff, 0x100000001, 1000000007, 1e12 + 39, 0x5555555555555555, 0x7fffffffffffffff, -0x7fffffffffffffff,
		-1, -2, -3, -7, -10, -641, -(1 << 32), -(1 << 40), -1 << 63, -1000000007, -(1e15 + 37),
		int64(^uint64(0) >> 1), -0x5555555555555555, int64(-1 << 62), 0x123456789abcdef, -0x7fffffffffffffff - 1 + 0x10},
}

// divKernel builds a kernel reading one w-bit operand per thread from x and
// storing x op d for every divisor to out[tid*len(ds)+k] (as i32, or i64
// for w = 64).
func divKernel(w int, op string, ds []int64) string {
	var b strings.Builder
	ty := fmt.Sprintf("i%d", w)
	oty := "i32"
	if w == 64 {
		oty = "i64"
	}
	fmt.Fprintf(&b, "define void @k(%s* %%x, %s* %%out) {\nentry:\n", ty, oty)
	b.WriteString("  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n")
	b.WriteString("  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n  %base = mul i32 %ctaid, %ntid\n  %i = add i32 %base, %tid\n")
	b.WriteString("  %i64 = zext i32 %i to i64\n")
	fmt.Fprintf(&b, "  %%xp = getelementptr inbounds %s, %s* %%x, i64 %%i64\n  %%v = load %s, %s* %%xp\n", ty, ty, ty, ty)
	fmt.Fprintf(&b, "  %%row = mul i64 %%i64, %d\n", len(ds))
	ext := "zext"
	if op[0] == 's' {
		ext = "sext"
	}
	for k, d := range ds {
		fmt.Fprintf(&b, "  %%q%d = %s %s %%v, %d\n", k, op, ty, d)
		res := fmt.Sprintf("%%q%d", k)
		if w < 32 {
			fmt.Fprintf(&b, "  %%e%d = %s %s %%q%d to i32\n", k, ext, ty, k)
			res = fmt.Sprintf("%%e%d", k)
		}
		fmt.Fprintf(&b, "  %%o%d = add i64 %%row, %d\n  %%p%d = getelementptr inbounds %s, %s* %%out, i64 %%o%d\n", k, k, k, oty, oty, k)
		fmt.Fprintf(&b, "  store %s %s, %s* %%p%d\n", oty, res, oty, k)
	}
	b.WriteString("  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n")
	b.WriteString("declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n!nvvm.annotations = !{!0}\n")
	fmt.Fprintf(&b, "!0 = !{void (%s*, %s*)* @k, !\"kernel\", i32 1}\n", ty, oty)
	return b.String()
}

// divOperands are the dividends: the boundaries of the type, the neighbours
// of multiples of each divisor, and random values.
func divOperands(w int, ds []int64, n int, r *rand.Rand) []uint64 {
	mask := ^uint64(0) >> (64 - w)
	var xs []uint64
	add := func(v int64) { xs = append(xs, uint64(v)&mask) }
	for _, v := range []int64{0, 1, 2, 3, -1, -2, -3, 1<<(w-1) - 1, 1 << (w - 1), 1<<(w-1) + 1, 1<<(w-1) - 2} {
		add(v)
	}
	for _, d := range ds {
		for _, m := range []int64{1, 2, 3, 1000, int64(mask) / max(1, abs64(d)&int64(mask))} {
			add(d*m - 1)
			add(d * m)
			add(d*m + 1)
			add(-d * m)
			add(-d*m - 1)
		}
	}
	for len(xs) < n {
		add(int64(r.Uint64()))
	}
	return xs[:n]
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// divRef is the reference: Go's division on the w-bit types.
func divRef(w int, op string, x uint64, d int64) (uint64, bool) {
	sx := int64(x<<(64-w)) >> (64 - w)
	ux := x
	sd := int64(uint64(d)<<(64-w)) >> (64 - w)
	ud := uint64(d) & (^uint64(0) >> (64 - w))
	if ud == 0 {
		return 0, false
	}
	minS := int64(-1) << (w - 1)
	switch op {
	case "sdiv", "srem":
		if sx == minS && sd == -1 {
			return 0, false // undefined behaviour
		}
		q, r := sx/sd, sx%sd
		if op == "sdiv" {
			return trunc(uint64(q), w), true
		}
		return trunc(uint64(r), w), true
	case "udiv":
		return trunc(ux/ud, w), true
	default:
		return trunc(ux%ud, w), true
	}
}

// trunc is the value as the kernel stores it: 64-bit results whole, narrower
// ones extended to 32 bits (by the kernel's sext or zext, already done by
// Go's arithmetic on the extended operands).
func trunc(v uint64, w int) uint64 {
	if w == 64 {
		return v
	}
	return uint64(uint32(v))
}

func TestDivisionByConstant(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for _, w := range []int{8, 16, 32, 64} {
		for _, op := range []string{"udiv", "urem", "sdiv", "srem"} {
			t.Run(fmt.Sprintf("i%d_%s", w, op), func(t *testing.T) {
				ds := divisorsByWidth[w]
				src := divKernel(w, op, ds)
				m, err := gpucc.ParseIR("div.ll", []byte(src))
				if err != nil {
					t.Fatal(err)
				}
				res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}})
				if err != nil {
					t.Fatal(err)
				}
				const threads = 1024
				xs := divOperands(w, ds, threads, r)
				xb := make([]byte, threads*w/8)
				for i, x := range xs {
					switch w {
					case 8:
						xb[i] = byte(x)
					case 16:
						binary.LittleEndian.PutUint16(xb[2*i:], uint16(x))
					case 32:
						binary.LittleEndian.PutUint32(xb[4*i:], uint32(x))
					case 64:
						binary.LittleEndian.PutUint64(xb[8*i:], x)
					}
				}
				l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: threads / 128, Y: 1, Z: 1}, Block: launch.Dim3{X: 128, Y: 1, Z: 1},
					Args: []launch.Arg{{Name: "x", Kind: launch.Buffer, Data: xb}, {Name: "out", Kind: launch.Buffer, Data: make([]byte, max(4, w/8)*threads*len(ds))}}}
				p, err := emu.LoadKernel(res.Module, "k")
				if err != nil {
					t.Fatal(err)
				}
				got, _, err := emu.Run(p, l, emu.Options{})
				if err != nil {
					t.Fatal(err)
				}
				bad := 0
				for i, x := range xs {
					for k, d := range ds {
						want, ok := divRef(w, op, x, d)
						if !ok {
							continue
						}
						var g uint64
						if w == 64 {
							g = binary.LittleEndian.Uint64(got.Buffers[1][8*(i*len(ds)+k):])
						} else {
							g = uint64(binary.LittleEndian.Uint32(got.Buffers[1][4*(i*len(ds)+k):]))
						}
						if g != want {
							if bad++; bad <= 10 {
								t.Errorf("i%d %s %#x, %d = %#x, want %#x", w, op, x, d, g, want)
							}
						}
					}
				}
			})
		}
	}
}

// TestDivisionByConstantSize checks that no constant divisor takes the
// bit-serial sequence: a 32-bit division by a constant is at most 5
// instructions (the 33-bit magic form plus its shift) and a 64-bit one at
// most 20 (the signed 65-bit form), plus the multiply-add of a remainder.
func TestDivisionByConstantSize(t *testing.T) {
	for _, w := range []int{32, 64} {
		for _, op := range []string{"udiv", "urem", "sdiv", "srem"} {
			for _, d := range divisorsByWidth[w] {
				one := divKernel(w, op, []int64{d})
				none := strings.Replace(one, fmt.Sprintf("%s i%d %%v, %d", op, w, d), fmt.Sprintf("add i%d %%v, 0", w), 1)
				count := func(src string) int {
					m, err := gpucc.ParseIR("div.ll", []byte(src))
					if err != nil {
						t.Fatal(err)
					}
					res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
					if err != nil {
						t.Fatal(err)
					}
					return res.Kernels[0].Report.Instructions
				}
				limit := map[int]int{32: 5, 64: 20}[w]
				if op[1:] == "rem" {
					limit += 3
				}
				n := count(one) - count(none)
				if testing.Verbose() {
					t.Logf("i%d %s by %d: %d instructions", w, op, d, n)
				}
				if n > limit {
					t.Errorf("i%d %s by %d: %d instructions, want at most %d", w, op, d, n, limit)
				}
			}
		}
	}
}
