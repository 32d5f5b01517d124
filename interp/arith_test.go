package interp

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"gpucc/launch"
)

// The arithmetic tests run every integer instruction on i8, i16, i32 and
// i64 values and compare with Go's own fixed-width arithmetic, which wraps,
// truncates signed division towards zero and shifts arithmetically exactly
// like LLVM.

type signedInt interface {
	~int8 | ~int16 | ~int32 | ~int64
}
type unsignedInt interface {
	~uint8 | ~uint16 | ~uint32 | ~uint64
}

// arithOps are the operations of the arithmetic kernel, in output order.
var arithOps = []string{"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor",
	"icmp eq", "icmp ne", "icmp ugt", "icmp uge", "icmp ult", "icmp ule", "icmp sgt", "icmp sge", "icmp slt", "icmp sle",
	"select", "umin", "smax", "ctpop", "ctlz", "cttz", "bitreverse", "fshl"}

// arithKernel builds a kernel that reads x, y and a shift amount s per
// thread and writes one result per entry of arithOps, plus zext, sext and
// trunc results to a separate i64 buffer.
func arithKernel(w int) string {
	ty := fmt.Sprintf("i%d", w)
	var b strings.Builder
	fmt.Fprintf(&b, "define void @arith(%[1]s* %%xs, %[1]s* %%ys, %[1]s* %%ss, %[1]s* %%out, i64* %%conv) {\n", ty)
	b.WriteString("entry:\n  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %i = zext i32 %tid to i64\n")
	for _, n := range []string{"x", "y", "s"} {
		fmt.Fprintf(&b, "  %%p%[1]s = getelementptr inbounds %[2]s, %[2]s* %%%[1]ss, i64 %%i\n  %%%[1]s = load %[2]s, %[2]s* %%p%[1]s, align %[3]d\n", n, ty, w/8)
	}
	fmt.Fprintf(&b, "  %%base = mul i64 %%i, %d\n", len(arithOps))
	for k, op := range arithOps {
		res := fmt.Sprintf("%%r%d", k)
		switch {
		case op == "shl" || op == "lshr" || op == "ashr":
			fmt.Fprintf(&b, "  %s = %s %s %%x, %%s\n", res, op, ty)
		case strings.HasPrefix(op, "icmp"):
			fmt.Fprintf(&b, "  %%c%d = %s %s %%x, %%y\n  %s = zext i1 %%c%d to %s\n", k, op, ty, res, k, ty)
		case op == "select":
			fmt.Fprintf(&b, "  %%c%d = icmp slt %s %%x, %%y\n  %s = select i1 %%c%d, %s %%y, %s %%x\n", k, ty, res, k, ty, ty)
		case op == "umin" || op == "smax":
			fmt.Fprintf(&b, "  %s = call %[2]s @llvm.%[3]s.%[2]s(%[2]s %%x, %[2]s %%y)\n", res, ty, op)
		case op == "ctpop" || op == "bitreverse":
			fmt.Fprintf(&b, "  %s = call %[2]s @llvm.%[3]s.%[2]s(%[2]s %%x)\n", res, ty, op)
		case op == "ctlz" || op == "cttz":
			fmt.Fprintf(&b, "  %s = call %[2]s @llvm.%[3]s.%[2]s(%[2]s %%x, i1 false)\n", res, ty, op)
		case op == "fshl":
			fmt.Fprintf(&b, "  %s = call %[2]s @llvm.fshl.%[2]s(%[2]s %%x, %[2]s %%y, %[2]s %%s)\n", res, ty)
		default:
			fmt.Fprintf(&b, "  %s = %s %s %%x, %%y\n", res, op, ty)
		}
		fmt.Fprintf(&b, "  %%o%[1]d = add i64 %%base, %[1]d\n  %%q%[1]d = getelementptr inbounds %[2]s, %[2]s* %%out, i64 %%o%[1]d\n  store %[2]s %[3]s, %[2]s* %%q%[1]d, align %[4]d\n", k, ty, res, w/8)
	}
	b.WriteString("  %cb = mul i64 %i, 3\n")
	convs := []string{fmt.Sprintf("zext %s %%x to i64", ty), fmt.Sprintf("sext %s %%x to i64", ty)}
	if w > 8 {
		convs = append(convs, fmt.Sprintf("trunc %s %%x to i8", ty))
	} else {
		convs = append(convs, "trunc i8 %x to i1")
	}
	for k, c := range convs {
		fmt.Fprintf(&b, "  %%v%d = %s\n", k, c)
		src := fmt.Sprintf("%%v%d", k)
		if strings.HasPrefix(c, "trunc") {
			to := c[strings.LastIndex(c, " ")+1:]
			fmt.Fprintf(&b, "  %%z%d = zext %s %%v%d to i64\n", k, to, k)
			src = fmt.Sprintf("%%z%d", k)
		}
		fmt.Fprintf(&b, "  %%co%[1]d = add i64 %%cb, %[1]d\n  %%cq%[1]d = getelementptr inbounds i64, i64* %%conv, i64 %%co%[1]d\n  store i64 %[2]s, i64* %%cq%[1]d, align 8\n", k, src)
	}
	b.WriteString("  ret void\n}\n")
	for _, op := range []string{"umin", "smax"} {
		fmt.Fprintf(&b, "declare %[1]s @llvm.%[2]s.%[1]s(%[1]s, %[1]s)\n", ty, op)
	}
	for _, op := range []string{"ctpop", "bitreverse"} {
		fmt.Fprintf(&b, "declare %[1]s @llvm.%[2]s.%[1]s(%[1]s)\n", ty, op)
	}
	for _, op := range []string{"ctlz", "cttz"} {
		fmt.Fprintf(&b, "declare %[1]s @llvm.%[2]s.%[1]s(%[1]s, i1)\n", ty, op)
	}
	fmt.Fprintf(&b, "declare %[1]s @llvm.fshl.%[1]s(%[1]s, %[1]s, %[1]s)\n", ty)
	sig := fmt.Sprintf("void (%[1]s*, %[1]s*, %[1]s*, %[1]s*, i64*)* @arith", ty)
	return kernelModule(b.String(), sig)
}

func b2i[U unsignedInt](b bool) U {
	if b {
		return 1
	}
	return 0
}

// expectArith computes the arithOps results with Go's native types.
func expectArith[S signedInt, U unsignedInt](x, y, s U) []U {
	sx, sy := S(x), S(y)
	w := uint(8 * binary.Size(x))
	popc, clz, ctz, rev := U(0), U(w), U(w), U(0)
	for i := uint(0); i < w; i++ {
		bit := (x >> i) & 1
		popc += bit
		rev |= bit << (w - 1 - i)
	}
	for i := uint(0); i < w; i++ {
		if (x>>(w-1-i))&1 != 0 {
			clz = U(i)
			break
		}
	}
	for i := uint(0); i < w; i++ {
		if (x>>i)&1 != 0 {
			ctz = U(i)
			break
		}
	}
	sel := x
	if sx < sy {
		sel = y
	}
	umin := min(x, y)
	smax := U(max(sx, sy))
	sh := uint(s) % w
	fshl := x<<sh | y>>(w-sh)
	if sh == 0 {
		fshl = x
	}
	return []U{x + y, x - y, x * y, x / y, U(sx / sy), x % y, U(sx % sy), x << s, x >> s, U(sx >> s), x & y, x | y, x ^ y,
		b2i[U](x == y), b2i[U](x != y), b2i[U](x > y), b2i[U](x >= y), b2i[U](x < y), b2i[U](x <= y),
		b2i[U](sx > sy), b2i[U](sx >= sy), b2i[U](sx < sy), b2i[U](sx <= sy),
		sel, umin, smax, popc, clz, ctz, rev, fshl}
}

func putU(b []byte, w int, v uint64) {
	switch w {
	case 8:
		b[0] = byte(v)
	case 16:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 32:
		binary.LittleEndian.PutUint32(b, uint32(v))
	case 64:
		binary.LittleEndian.PutUint64(b, v)
	}
}

func getU(b []byte, w int) uint64 {
	switch w {
	case 8:
		return uint64(b[0])
	case 16:
		return uint64(binary.LittleEndian.Uint16(b))
	case 32:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

func testArithWidth[S signedInt, U unsignedInt](t *testing.T, w int) {
	const n = 256
	r := rand.New(rand.NewPCG(uint64(w), 99))
	m := uint64(1)<<(w-1)<<1 - 1
	minS := uint64(1) << (w - 1)
	specials := []uint64{0, 1, m, minS, minS - 1, 2, m - 1}
	xs, ys, ss := make([]uint64, n), make([]uint64, n), make([]uint64, n)
	for i := 0; i < n; i++ {
		x, y := r.Uint64()&m, r.Uint64()&m
		if i < len(specials)*len(specials) {
			x, y = specials[i/len(specials)], specials[i%len(specials)]
		}
		if y == 0 || (x == minS && y == m) { // division by zero, INT_MIN / -1
			y = 3
		}
		xs[i], ys[i], ss[i] = x, y, uint64(r.IntN(w))
	}
	bytes := w / 8
	mk := func(vs []uint64) []byte {
		b := make([]byte, n*bytes)
		for i, v := range vs {
			putU(b[i*bytes:], w, v)
		}
		return b
	}
	res := runText(t, arithKernel(w), launch.Launch{Kernel: "arith", Grid: dim(1), Block: dim(n),
		Args: []launch.Arg{buf("x", mk(xs)), buf("y", mk(ys)), buf("s", mk(ss)),
			buf("out", make([]byte, n*len(arithOps)*bytes)), buf("conv", make([]byte, n*3*8))}})
	out, conv := res.Buffers[3], res.Buffers[4]
	for i := 0; i < n; i++ {
		want := expectArith[S, U](U(xs[i]), U(ys[i]), U(ss[i]))
		for k, wv := range want {
			got := getU(out[(i*len(arithOps)+k)*bytes:], w)
			if got != uint64(wv) {
				t.Errorf("i%d %s %#x, %#x (s=%d) = %#x, want %#x", w, arithOps[k], xs[i], ys[i], ss[i], got, uint64(wv))
			}
		}
		x := U(xs[i])
		trunc := uint64(uint8(x))
		if w == 8 {
			trunc = uint64(x & 1)
		}
		wantConv := []uint64{uint64(x), uint64(int64(S(x))), trunc}
		for k, wv := range wantConv {
			if got := binary.LittleEndian.Uint64(conv[(i*3+k)*8:]); got != wv {
				t.Errorf("i%d conversion %d of %#x = %#x, want %#x", w, k, xs[i], got, wv)
			}
		}
	}
}

func TestArithmeticI8(t *testing.T)  { testArithWidth[int8, uint8](t, 8) }
func TestArithmeticI16(t *testing.T) { testArithWidth[int16, uint16](t, 16) }
func TestArithmeticI32(t *testing.T) { testArithWidth[int32, uint32](t, 32) }
func TestArithmeticI64(t *testing.T) { testArithWidth[int64, uint64](t, 64) }
