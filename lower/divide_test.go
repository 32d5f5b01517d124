package lower_test

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math/bits"
	"math/rand"
	"strings"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
)

// Division and remainder by a variable run on the emulator in strict mode
// and are compared with Go's / and % (divRef) on the same operand types:
// every pair of i8 operands, every pair of edge values (0, 1, powers of two and their neighbours, the
// type's extremes, neighbours of multiples of the divisor) and random pairs
// whose operands have random bit lengths (a uniformly random divisor would
// almost always be huge). -div.n sets the number of random pairs per width
// (10^6 for 32 bits proves the reciprocal sequence on many more divisor
// shapes; CI runs the default).

var divRandom = flag.Int("div.n", 60000, "random operand pairs per width in TestDivisionByVariable")

// varDivKernel stores x op y for the four operations (udiv, urem, sdiv,
// srem) to out[4*i+k], as i32 (extended) or i64.
func varDivKernel(w int) string {
	var b strings.Builder
	ty := fmt.Sprintf("i%d", w)
	oty := "i32"
	if w == 64 {
		oty = "i64"
	}
	fmt.Fprintf(&b, "define void @k(%s* %%x, %s* %%y, %s* %%out) {\nentry:\n", ty, ty, oty)
	b.WriteString("  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n")
	b.WriteString("  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n  %base = mul i32 %ctaid, %ntid\n  %i = add i32 %base, %tid\n")
	b.WriteString("  %i64 = zext i32 %i to i64\n")
	fmt.Fprintf(&b, "  %%xp = getelementptr inbounds %s, %s* %%x, i64 %%i64\n  %%v = load %s, %s* %%xp\n", ty, ty, ty, ty)
	fmt.Fprintf(&b, "  %%yp = getelementptr inbounds %s, %s* %%y, i64 %%i64\n  %%d = load %s, %s* %%yp\n", ty, ty, ty, ty)
	b.WriteString("  %row = mul i64 %i64, 4\n")
	for k, op := range []string{"udiv", "urem", "sdiv", "srem"} {
		fmt.Fprintf(&b, "  %%q%d = %s %s %%v, %%d\n", k, op, ty)
		res := fmt.Sprintf("%%q%d", k)
		if w < 32 {
			ext := "zext"
			if op[0] == 's' {
				ext = "sext"
			}
			fmt.Fprintf(&b, "  %%e%d = %s %s %%q%d to i32\n", k, ext, ty, k)
			res = fmt.Sprintf("%%e%d", k)
		}
		fmt.Fprintf(&b, "  %%o%d = add i64 %%row, %d\n  %%p%d = getelementptr inbounds %s, %s* %%out, i64 %%o%d\n", k, k, k, oty, oty, k)
		fmt.Fprintf(&b, "  store %s %s, %s* %%p%d\n", oty, res, oty, k)
	}
	b.WriteString("  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n")
	b.WriteString("declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n!nvvm.annotations = !{!0}\n")
	fmt.Fprintf(&b, "!0 = !{void (%s*, %s*, %s*)* @k, !\"kernel\", i32 1}\n", ty, ty, oty)
	return b.String()
}

// varDivPairs returns the operand pairs for width w: edges first, then n
// random pairs (a nonzero divisor in every pair).
func varDivPairs(w, n int, r *rand.Rand) (xs, ys []uint64) {
	mask := ^uint64(0) >> (64 - w)
	var edges []uint64
	for _, v := range []uint64{0, 1, 2, 3, 5, 7, 10, 255, 256, 641, 1000} {
		edges = append(edges, v&mask, -v&mask)
	}
	for k := 1; k < w; k++ {
		p := uint64(1) << k
		edges = append(edges, p, p-1, p+1, -p&mask, (-p-1)&mask, (-p+1)&mask)
	}
	add := func(x, y uint64) {
		if y&mask != 0 {
			xs, ys = append(xs, x&mask), append(ys, y&mask)
		}
	}
	if w == 8 { // all of them
		edges = edges[:0]
		for v := uint64(0); v < 256; v++ {
			edges = append(edges, v)
		}
	}
	for _, y := range edges {
		for _, x := range edges {
			add(x, y)
		}
		for _, m := range []uint64{1, 2, 3, mask / max(y, 1), mask/max(y, 1) - 1} {
			add(y*m-1, y)
			add(y*m, y)
			add(y*m+1, y)
		}
	}
	length := func() uint64 {
		v := r.Uint64() & mask
		return v >> r.Intn(w)
	}
	for i := 0; i < n; i++ {
		add(length(), length())
		if r.Intn(4) == 0 { // near a multiple: the corrections' edge
			y := max(length(), 1) & mask
			q := length() / max(y, 1)
			hi, lo := bits.Mul64(q, y)
			if hi == 0 && lo <= mask {
				add(lo+uint64(r.Intn(3))-1, y)
			}
		}
	}
	return xs, ys
}

func TestDivisionByVariable(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for _, w := range []int{8, 16, 32, 64} {
		t.Run(fmt.Sprintf("i%d", w), func(t *testing.T) {
			xs, ys := varDivPairs(w, *divRandom, r)
			m, err := gpucc.ParseIR("div.ll", []byte(varDivKernel(w)))
			if err != nil {
				t.Fatal(err)
			}
			res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}})
			if err != nil {
				t.Fatal(err)
			}
			p, err := emu.LoadKernel(res.Module, "k")
			if err != nil {
				t.Fatal(err)
			}
			const block = 256
			threads := (len(xs) + block - 1) / block * block
			for len(xs) < threads {
				xs, ys = append(xs, 1), append(ys, 1)
			}
			bs := w / 8
			xb, yb := make([]byte, threads*bs), make([]byte, threads*bs)
			put := func(b []byte, i int, v uint64) {
				switch w {
				case 8:
					b[i] = byte(v)
				case 16:
					binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
				case 32:
					binary.LittleEndian.PutUint32(b[4*i:], uint32(v))
				default:
					binary.LittleEndian.PutUint64(b[8*i:], v)
				}
			}
			for i := range xs {
				put(xb, i, xs[i])
				put(yb, i, ys[i])
			}
			ob := max(4, bs)
			l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: uint32(threads / block), Y: 1, Z: 1}, Block: launch.Dim3{X: block, Y: 1, Z: 1},
				Args: []launch.Arg{{Name: "x", Kind: launch.Buffer, Data: xb}, {Name: "y", Kind: launch.Buffer, Data: yb},
					{Name: "out", Kind: launch.Buffer, Data: make([]byte, ob*4*threads)}}}
			got, _, err := emu.Run(p, l, emu.Options{})
			if err != nil {
				t.Fatal(err)
			}
			out := got.Buffers[2]
			bad := 0
			for i := range xs {
				for k, op := range []string{"udiv", "urem", "sdiv", "srem"} {
					want, ok := divRef(w, op, xs[i], int64(ys[i]))
					if !ok {
						continue
					}
					var g uint64
					if w == 64 {
						g = binary.LittleEndian.Uint64(out[8*(4*i+k):])
					} else {
						g = uint64(binary.LittleEndian.Uint32(out[4*(4*i+k):]))
					}
					if g != want {
						if bad++; bad <= 10 {
							t.Errorf("i%d %s %#x, %#x = %#x, want %#x", w, op, xs[i], ys[i], g, want)
						}
					}
				}
			}
			t.Logf("i%d: %d operand pairs", w, len(xs))
		})
	}
}

// TestDivisionConstantDividend divides constant dividends whose words are
// zero or constant (composed into a register pair by the selector) by
// variable divisors: the generated kernel of seed 267 lost such a pair to
// the cleanup (the pair read as RZ: 0x4d84b6b800000000 / 65 came out wrong).
func TestDivisionConstantDividend(t *testing.T) {
	dividends := []int64{0x4d84b6b800000000, 1 << 32, -1 << 63, 0x7fffffff, -5}
	var b strings.Builder
	b.WriteString("define void @k(i64* %y, i64* %out) {\nentry:\n  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n")
	b.WriteString("  %i = zext i32 %tid to i64\n  %yp = getelementptr inbounds i64, i64* %y, i64 %i\n  %d = load i64, i64* %yp\n")
	fmt.Fprintf(&b, "  %%row = mul i64 %%i, %d\n", 4*len(dividends))
	ops := []string{"udiv", "urem", "sdiv", "srem"}
	for j, x := range dividends {
		for k, op := range ops {
			n := 4*j + k
			fmt.Fprintf(&b, "  %%q%d = %s i64 %d, %%d\n  %%o%d = add i64 %%row, %d\n", n, op, x, n, n)
			fmt.Fprintf(&b, "  %%p%d = getelementptr inbounds i64, i64* %%out, i64 %%o%d\n  store i64 %%q%d, i64* %%p%d\n", n, n, n, n)
		}
	}
	b.WriteString("  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n!nvvm.annotations = !{!0}\n")
	b.WriteString("!0 = !{void (i64*, i64*)* @k, !\"kernel\", i32 1}\n")
	m, err := gpucc.ParseIR("div.ll", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}})
	if err != nil {
		t.Fatal(err)
	}
	p, err := emu.LoadKernel(res.Module, "k")
	if err != nil {
		t.Fatal(err)
	}
	ds := []int64{1, 2, 3, 7, 65, 641, -1, -3, -65, 1 << 32, 0x100000001, 1 << 62, -1 << 63, 0x7fffffffffffffff, 1000000007}
	const block = 32
	yb := make([]byte, 8*block)
	for i := 0; i < block; i++ {
		binary.LittleEndian.PutUint64(yb[8*i:], uint64(ds[i%len(ds)]))
	}
	nout := 4 * len(dividends)
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: block, Y: 1, Z: 1},
		Args: []launch.Arg{{Name: "y", Kind: launch.Buffer, Data: yb}, {Name: "out", Kind: launch.Buffer, Data: make([]byte, 8*nout*block)}}}
	got, _, err := emu.Run(p, l, emu.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < block; i++ {
		d := ds[i%len(ds)]
		for j, x := range dividends {
			for k, op := range ops {
				want, ok := divRef(64, op, uint64(x), d)
				if !ok {
					continue
				}
				if g := binary.LittleEndian.Uint64(got.Buffers[1][8*(nout*i+4*j+k):]); g != want {
					t.Errorf("%s %#x, %d = %#x, want %#x", op, x, d, g, want)
				}
			}
		}
	}
}
