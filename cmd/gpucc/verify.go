package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"time"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"gpucc"
	"gpucc/emu"
	"gpucc/emu/launch"
	"gpucc/interp"
)

func init() {
	register("verify", "compile a kernel and check the emulator against the reference interpreter", cmdVerify)
}

// Exit statuses of gpucc verify.
const (
	verifyMatch        = 0 // every byte of every buffer agrees
	verifyMismatch     = 1 // the compiled kernel computed something else: a compiler bug
	verifyUsage        = 2
	verifyCompileError = 3 // the compiler rejected the kernel
	verifyEmuError     = 4 // the compiled kernel faulted or broke a timing rule on the emulator
	verifyInterpError  = 5 // the reference interpreter found undefined behaviour (the inputs do not fit the kernel)
)

// Mismatch describes the first differing byte between the two executions.
type Mismatch struct {
	Arg    int    // argument index of the buffer
	Name   string // its name
	Offset int    // byte offset of the first difference
	Emu    []byte // the differing element (up to 8 bytes) as the emulator left it
	Interp []byte // and as the interpreter left it
}

func (m *Mismatch) Error() string {
	return fmt.Sprintf("buffer %d (%s) differs at byte %d: emulator % x, interpreter % x", m.Arg, m.Name, m.Offset, m.Emu, m.Interp)
}

// verifyError carries the exit status that classifies a failure.
type verifyError struct {
	status int
	err    error
}

func (e *verifyError) Error() string { return e.err.Error() }
func (e *verifyError) Unwrap() error { return e.err }

// VerifyOutcome is what one differential run measured.
type VerifyOutcome struct {
	Stats       *emu.Stats
	Compiled    *gpucc.Result
	BytesEqual  int
	BuffersSeen int
}

// verifyKernel compiles kernel l.Kernel of m, runs it on the emulator and in
// the reference interpreter with the same launch, and compares every byte of
// every buffer. The error is a *verifyError whose status classifies it, and
// wraps a *Mismatch when the results differ.
func verifyKernel(m *llir.Module, l launch.Launch, opts gpucc.Options, eopts emu.Options) (*VerifyOutcome, error) {
	opts.Kernel = l.Kernel
	res, err := gpucc.Compile(m, opts)
	if err != nil {
		return nil, &verifyError{verifyCompileError, err}
	}
	want, ierr := interp.Run(m, l, interp.Options{})
	if ierr != nil {
		return nil, &verifyError{verifyInterpError, ierr}
	}
	p, err := emu.LoadKernel(res.Module, l.Kernel)
	if err != nil {
		return nil, &verifyError{verifyEmuError, err}
	}
	got, st, err := emu.Run(p, l, eopts)
	if err != nil {
		return nil, &verifyError{verifyEmuError, err}
	}
	out := &VerifyOutcome{Stats: st, Compiled: res}
	for i, a := range l.Args {
		if a.Kind != launch.Buffer {
			continue
		}
		out.BuffersSeen++
		g, w := got.Buffers[i], want.Buffers[i]
		for j := 0; j < len(w) || j < len(g); j++ {
			if j < len(g) && j < len(w) && g[j] == w[j] {
				out.BytesEqual++
				continue
			}
			size := elemSize(a.Elem)
			start := j / size * size
			mm := &Mismatch{Arg: i, Name: a.Name, Offset: j,
				Emu: g[min(start, len(g)):min(start+size, len(g))], Interp: w[min(start, len(w)):min(start+size, len(w))]}
			return out, &verifyError{verifyMismatch, mm}
		}
	}
	return out, nil
}

func elemSize(elem string) int {
	if n := launch.ElemSize(elem); n > 0 {
		return n
	}
	return 4
}

// randomLaunch builds a launch for kernel fn with random inputs: every
// pointer parameter gets a buffer of n elements of its pointee type filled
// with random bytes, every integer parameter a random value below n (so that
// sizes and indices stay meaningful), and the grid covers n threads.
func randomLaunch(fn *llir.Func, n int, block uint32, seed uint64) (launch.Launch, error) {
	r := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	l := launch.Launch{Kernel: fn.Name(), Block: launch.Dim3{X: block, Y: 1, Z: 1}}
	l.Grid = launch.Dim3{X: uint32((n + int(block) - 1) / int(block)), Y: 1, Z: 1}
	for _, p := range fn.Params {
		switch t := p.Typ.(type) {
		case *types.PointerType:
			size := 4
			if it, ok := t.ElemType.(*types.IntType); ok && it.BitSize >= 8 {
				size = int(it.BitSize / 8)
			}
			data := make([]byte, n*size)
			for i := range data {
				data[i] = byte(r.Uint32())
			}
			l.Args = append(l.Args, launch.Arg{Kind: launch.Buffer, Name: p.Name(), Data: data, Elem: fmt.Sprintf("u%d", size*8)})
		case *types.IntType:
			size := int(t.BitSize+7) / 8
			if size == 0 {
				size = 1
			}
			l.Args = append(l.Args, launch.Arg{Kind: launch.Scalar, Name: p.Name(), Value: uint64(r.IntN(n + 1)), Size: size})
		default:
			return l, fmt.Errorf("parameter %%%s of type %s: random inputs are only made for integers and pointers; describe the launch on the command line", p.Name(), p.Typ)
		}
	}
	return l, nil
}

func cmdVerify(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", 0, "seed of the random inputs (0: choose one and print it)")
	n := fs.Int("n", 1024, "random inputs: elements per buffer and threads in the grid")
	block := fs.Uint("block-size", 128, "random inputs: threads per block")
	stress := fs.Bool("stress", false, "randomize variable latencies on the emulator (seeded by --seed)")
	var c compilerFlags
	c.register(fs, "the kernel to check (also accepted after the input file)", "", false)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gpucc verify [flags] kernel.ll [--kernel NAME] [--grid X,Y,Z --block X,Y,Z --shared N ARGS...]")
		fmt.Fprintln(stderr, "Without ARGS, buffers and scalars are random (the seed is printed).")
		fmt.Fprintln(stderr, "Exit status: 0 results agree, 1 results differ (compiler bug), 2 usage, 3 compile error,")
		fmt.Fprintln(stderr, "4 emulator fault or hazard, 5 the interpreter found undefined behaviour.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return verifyUsage
	}
	if fs.NArg() < 1 {
		fs.Usage()
		return verifyUsage
	}
	opts, err := c.options(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc verify:", err)
		return verifyUsage
	}
	path := fs.Arg(0)
	rest := fs.Args()[1:]
	m, err := gpucc.ParseIRFile(path)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc verify:", err)
		return verifyCompileError
	}
	l, err := launch.Parse(rest)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc verify:", err)
		return verifyUsage
	}
	if c.kernel != "" && l.Kernel != "" && c.kernel != l.Kernel {
		fmt.Fprintf(stderr, "gpucc verify: --kernel given twice (%s and %s)\n", c.kernel, l.Kernel)
		return verifyUsage
	}
	if l.Kernel == "" {
		l.Kernel = c.kernel
	}
	fn, err := pickKernel(m, l.Kernel)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc verify:", err)
		return verifyUsage
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano())&0xffffffff | 1
	}
	if len(l.Args) == 0 {
		rl, err := randomLaunch(fn, *n, uint32(*block), *seed)
		if err != nil {
			fmt.Fprintln(stderr, "gpucc verify:", err)
			return verifyUsage
		}
		l = rl
		fmt.Fprintf(stdout, "random inputs, seed %d (reproduce with --seed %d)\n", *seed, *seed)
	}
	l.Kernel = fn.Name()
	eopts := emu.Options{Stress: *stress, Seed: *seed}
	out, err := verifyKernel(m, l, opts, eopts)
	if err != nil {
		var ve *verifyError
		status := verifyCompileError
		if errors.As(err, &ve) {
			status = ve.status
		}
		what := map[int]string{verifyMismatch: "MISMATCH", verifyCompileError: "compile error", verifyEmuError: "emulator error", verifyInterpError: "interpreter error"}[status]
		fmt.Fprintf(stderr, "gpucc verify: %s: %s: %v (seed %d)\n", path, what, err, *seed)
		return status
	}
	fmt.Fprintf(stdout, "%s: kernel %s: emulator and interpreter agree on %d bytes in %d buffers (%d cycles, %d thread instructions)\n",
		path, l.Kernel, out.BytesEqual, out.BuffersSeen, out.Stats.Cycles, out.Stats.ThreadInsts)
	return verifyMatch
}

// pickKernel returns the named kernel of m, or its only kernel.
func pickKernel(m *llir.Module, name string) (*llir.Func, error) {
	kernels, err := gpucc.Kernels(m)
	if err != nil {
		return nil, err
	}
	if name == "" {
		if len(kernels) != 1 {
			return nil, fmt.Errorf("the module has %d kernels: name one with --kernel", len(kernels))
		}
		name = kernels[0]
	}
	if !slices.Contains(kernels, name) {
		return nil, fmt.Errorf("no kernel named %q", name)
	}
	for _, fn := range m.Funcs {
		if fn.Name() == name {
			return fn, nil
		}
	}
	return nil, fmt.Errorf("no function named %q", name)
}
