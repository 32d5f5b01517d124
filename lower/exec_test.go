package lower

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"gpucc/interp"
	"gpucc/launch"
)

// Execution tests: lowered kernels run on the test interpreter of the
// machine IR (interp_test.go) must leave every buffer exactly as the
// reference LLVM interpreter (package gpucc/interp) does on the same launch.

type argGen struct{ r *rand.Rand }

func (g argGen) junk(n int) []byte {
	b := make([]byte, n)
	g.r.Read(b)
	return b
}

func (g argGen) words32(n int, f func(i int) uint32) []byte {
	b := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint32(b[4*i:], f(i))
	}
	return b
}

func (g argGen) rand32(n int) []byte { return g.words32(n, func(int) uint32 { return g.r.Uint32() }) }
func (g argGen) rand64(n int) []byte { return g.junk(8 * n) }

func buf(data []byte) launch.Arg { return launch.Arg{Kind: launch.Buffer, Data: data} }
func scalar(v uint64, size int) launch.Arg {
	if size < 8 {
		v &= 1<<(8*size) - 1
	}
	return launch.Arg{Kind: launch.Scalar, Value: v, Size: size}
}

func dim(x, y uint32) launch.Dim3 { return launch.Dim3{X: x, Y: y, Z: 1} }

// execSpec is a launch of one test kernel with pseudo-random inputs.
type execSpec struct {
	file        string // under ../testdata/kernels or testdata
	grid, block launch.Dim3
	args        func(g argGen) []launch.Arg
}

var execSpecs = []execSpec{
	{"../testdata/kernels/vadd_guard.ll", dim(5, 1), dim(100, 1), func(g argGen) []launch.Arg {
		const n = 437
		return []launch.Arg{buf(g.rand32(n)), buf(g.rand32(n)), buf(g.junk(4 * n)), scalar(n, 8)}
	}},
	{"../testdata/kernels/axpy_gridstride.ll", dim(3, 1), dim(48, 1), func(g argGen) []launch.Arg {
		const n = 1000
		return []launch.Arg{scalar(g.r.Uint64(), 8), buf(g.rand64(n)), buf(g.rand64(n)), scalar(n, 4)}
	}},
	{"../testdata/kernels/mixed_params.ll", dim(2, 1), dim(64, 1), func(g argGen) []launch.Arg {
		const n = 100
		return []launch.Arg{scalar(g.r.Uint64(), 1), buf(g.junk(4 * n)), scalar(g.r.Uint64(), 2), scalar(g.r.Uint64(), 8),
			scalar(g.r.Uint64(), 1), buf(g.rand32(n)), scalar(g.r.Uint64(), 4), scalar(g.r.Uint64(), 2),
			scalar(g.r.Uint64(), 8), buf(g.junk(8 * n)), scalar(n, 4)}
	}},
	{"../testdata/kernels/murmur_fmix.ll", dim(4, 1), dim(100, 1), func(g argGen) []launch.Arg {
		const n = 350
		return []launch.Arg{buf(g.rand32(n)), buf(g.junk(4 * n)), buf(g.rand64(n)), buf(g.junk(8 * n)),
			scalar(g.r.Uint64(), 4), scalar(n, 4)}
	}},
	{"../testdata/kernels/fnv_xorshift.ll", dim(2, 1), dim(96, 1), func(g argGen) []launch.Arg {
		const n = 150
		return []launch.Arg{buf(g.rand64(n)), buf(g.junk(8 * n)), buf(g.junk(8 * n)), scalar(uint64(g.r.Intn(17)), 4), scalar(n, 4)}
	}},
	{"../testdata/kernels/popcount_bits.ll", dim(3, 1), dim(70, 1), func(g argGen) []launch.Arg {
		const n = 200
		return []launch.Arg{buf(g.rand32(n)), buf(g.rand64(n)), buf(g.junk(12 * n)), scalar(n, 4)}
	}},
	{"../testdata/kernels/shifts_signed.ll", dim(2, 1), dim(100, 1), func(g argGen) []launch.Arg {
		const n = 180
		return []launch.Arg{buf(g.rand32(n)), buf(g.rand32(n)), buf(g.junk(16 * n)), buf(g.junk(16 * n)), scalar(n, 4)}
	}},
	{"../testdata/kernels/minmax_clamp.ll", dim(2, 1), dim(50, 1), func(g argGen) []launch.Arg {
		const n = 90
		return []launch.Arg{buf(g.rand32(n)), buf(g.rand32(n)), scalar(uint64(-g.r.Int63n(1500)), 4),
			scalar(uint64(g.r.Int63n(1500)), 4), buf(g.junk(20 * n)), buf(g.junk(8 * n)), scalar(n, 8)}
	}},
	{"../testdata/kernels/prefix_segments.ll", dim(2, 1), dim(40, 1), func(g argGen) []launch.Arg {
		const seg, nseg = 7, 70
		return []launch.Arg{buf(g.rand32(seg * nseg)), buf(g.junk(8 * seg * nseg)), buf(g.junk(4 * seg * nseg)), scalar(seg, 4), scalar(nseg, 4)}
	}},
	{"../testdata/kernels/stencil2d.ll", dim(3, 4), dim(16, 6), func(g argGen) []launch.Arg {
		const width, height, pitch = 40, 21, 43
		return []launch.Arg{buf(g.rand32(pitch * height)), buf(g.junk(4 * pitch * height)), scalar(width, 4), scalar(height, 4), scalar(pitch, 8)}
	}},
	{"../testdata/kernels/transpose2d.ll", dim(4, 3), dim(8, 12), func(g argGen) []launch.Arg {
		const width, height = 29, 33
		return []launch.Arg{buf(g.rand64(width * height)), buf(g.junk(8 * width * height)), scalar(width, 4), scalar(height, 4)}
	}},
	{"../testdata/kernels/strided_gather.ll", dim(2, 1), dim(100, 1), func(g argGen) []launch.Arg {
		const log2n, count = 8, 150
		return []launch.Arg{buf(g.rand64(1 << log2n)), buf(g.junk(8 * count)), scalar(g.r.Uint64()|1<<40|1, 8),
			scalar(g.r.Uint64(), 8), scalar(log2n, 4), scalar(count, 4)}
	}},
	{"../testdata/kernels/poly_horner64.ll", dim(3, 1), dim(33, 1), func(g argGen) []launch.Arg {
		const n, maxDegree = 90, 9
		return []launch.Arg{buf(g.rand64(maxDegree + 1)), scalar(uint64(g.r.Intn(maxDegree+1)), 4), buf(g.rand32(n)),
			buf(g.junk(8 * n)), buf(g.junk(8 * n)), scalar(n, 4)}
	}},
	{"../testdata/kernels/branchy_classify.ll", dim(3, 1), dim(48, 1), func(g argGen) []launch.Arg {
		const n = 130
		in := g.words32(n, func(int) uint32 {
			v := g.r.Uint32()
			switch g.r.Intn(4) {
			case 0:
				v &^= 0xff
			case 1:
				v |= 0x100
			}
			return v
		})
		return []launch.Arg{buf(in), buf(g.junk(4 * n)), buf(g.junk(4 * n)), scalar(uint64(g.r.Int63n(1600)-100), 4), scalar(n, 4)}
	}},
	{"../testdata/kernels/row_reduce.ll", dim(2, 1), dim(50, 1), func(g argGen) []launch.Arg {
		const rows, cols, stride = 73, 19, 24
		return []launch.Arg{buf(g.rand32(rows * stride)), scalar(stride, 8), scalar(cols, 4), scalar(rows, 4),
			buf(g.junk(8 * rows)), buf(g.junk(4 * rows)), buf(g.junk(4 * rows)), buf(g.junk(4 * rows))}
	}},
	{"../testdata/kernels/collatz.ll", dim(2, 1), dim(64, 1), func(g argGen) []launch.Arg {
		const n = 120
		start := g.words32(n, func(int) uint32 {
			if g.r.Intn(4) == 0 {
				return g.r.Uint32()
			}
			return uint32(g.r.Intn(100000))
		})
		return []launch.Arg{buf(start), buf(g.junk(4 * n)), buf(g.junk(8 * n)), scalar(500, 4), scalar(n, 4)}
	}},
	{"../testdata/kernels/ext_bytes.ll", dim(2, 1), dim(100, 1), func(g argGen) []launch.Arg {
		const n = 150
		return []launch.Arg{buf(g.junk(n)), buf(g.junk(n)), buf(g.junk(2 * n)), buf(g.junk(2 * n)), scalar(g.r.Uint64(), 1), scalar(n, 4)}
	}},
}

// execCompare lowers the kernel of an LLVM file at both optimization
// levels, runs it, and compares with the reference interpreter.
func execCompare(t *testing.T, file string, grid, block launch.Dim3, args func(g argGen) []launch.Arg, seeds int) {
	t.Helper()
	m, err := asm.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ks, err := Kernels(m)
	if err != nil || len(ks) != 1 {
		t.Fatalf("kernels: %v %v", ks, err)
	}
	for seed := 1; seed <= seeds; seed++ {
		l := launch.Launch{Kernel: ks[0].Name(), Grid: grid, Block: block, Args: args(argGen{rand.New(rand.NewSource(int64(seed)))})}
		want, err := interp.Run(m, l, interp.Options{})
		if err != nil {
			t.Fatalf("reference interpreter: %v", err)
		}
		for _, lvl := range []int{0, 2} {
			compareRun(t, m, ks[0], l, want, lvl, seed)
		}
	}
}

func compareRun(t *testing.T, m *llir.Module, k *llir.Func, l launch.Launch, want launch.Result, lvl, seed int) {
	t.Helper()
	f, err := Lower(m, k, Options{OptLevel: lvl})
	if err != nil {
		t.Fatalf("O%d: %v", lvl, err)
	}
	var got runResult
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("%v", r)
			}
		}()
		got, err = runKernel(f, l)
	}()
	if err != nil {
		t.Fatalf("O%d seed %d: run: %v\n%s", lvl, seed, err, f)
	}
	for i := range l.Args {
		if l.Args[i].Kind != launch.Buffer {
			continue
		}
		if !bytes.Equal(got.buffers[i], want.Buffers[i]) {
			for j := range got.buffers[i] {
				if got.buffers[i][j] != want.Buffers[i][j] {
					t.Fatalf("O%d seed %d: buffer %d differs first at byte %d: got %#x, want %#x\n%s",
						lvl, seed, i, j, got.buffers[i][j], want.Buffers[i][j], f)
				}
			}
		}
	}
}

func TestExecSuiteKernels(t *testing.T) {
	for _, sp := range execSpecs {
		sp := sp
		t.Run(sp.file[len("../testdata/kernels/"):], func(t *testing.T) {
			execCompare(t, sp.file, sp.grid, sp.block, sp.args, 2)
		})
	}
}

func TestExecOps(t *testing.T) {
	const n = 150
	execCompare(t, "testdata/exec/ops.ll", dim(2, 1), dim(96, 1), func(g argGen) []launch.Arg {
		in := g.rand64(2 * n)
		// Make some pairs equal in parts so that the compares see ties.
		for i := 0; i < n; i += 5 {
			copy(in[16*i+8:16*i+12], in[16*i:16*i+4])
		}
		return []launch.Arg{buf(in), buf(g.junk(8 * 64 * n)), scalar(n, 4), scalar(g.r.Uint64(), 1),
			scalar(g.r.Uint64(), 2), scalar(uint64(g.r.Intn(200)), 8), scalar(uint64(g.r.Intn(10)), 4)}
	}, 4)
}

// TestExecCheckFiles also runs the codegen test kernels (testdata/check)
// whose launches stay in bounds with small inputs: buffers of small
// numbers, scalars below 8.
func TestExecCheckFiles(t *testing.T) {
	files, err := filepath.Glob("testdata/check/*.ll")
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil && strings.Contains("\n"+string(src), "\n; NOEXEC\n") {
			continue // uses what the machine-IR test interpreter does not model
		}
		m, err := asm.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		ks, _ := Kernels(m)
		k := ks[0]
		args := func(g argGen) []launch.Arg {
			var out []launch.Arg
			for _, p := range k.Params {
				switch intBits(p.Typ) {
				case 64:
					if _, isPtr := p.Typ.(*types.PointerType); isPtr {
						out = append(out, buf(g.words32(2048, func(int) uint32 { return uint32(g.r.Intn(64)) })))
						continue
					}
					out = append(out, scalar(uint64(g.r.Intn(8)), 8))
				default:
					out = append(out, scalar(uint64(g.r.Intn(8)), (intBits(p.Typ)+7)/8))
				}
			}
			return out
		}
		l := launch.Launch{Kernel: k.Name(), Grid: dim(2, 1), Block: dim(64, 1), Args: args(argGen{rand.New(rand.NewSource(1))})}
		if _, err := interp.Run(m, l, interp.Options{}); err != nil {
			t.Logf("%s: not run (%v)", file, err)
			continue
		}
		if len(planCalls(k, false).subs) > 0 {
			// This interpreter has no CALL/RET; cmd/gpucc's end-to-end
			// tests run calls on the emulator.
			t.Logf("%s: not run (it calls subroutines)", file)
			continue
		}
		ran++
		t.Run(filepath.Base(file), func(t *testing.T) {
			execCompare(t, file, dim(2, 1), dim(64, 1), args, 2)
		})
	}
	if ran < len(files)/2 {
		t.Errorf("only %d of %d check kernels ran", ran, len(files))
	}
}

func TestExecLoops(t *testing.T) {
	execCompare(t, "testdata/exec/loops.ll", dim(3, 1), dim(64, 1), func(g argGen) []launch.Arg {
		return []launch.Arg{buf(g.rand32(64)), buf(g.junk(4 * 64)), scalar(uint64(g.r.Intn(20)), 4)}
	}, 6)
}
