package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"gpucc"
	"gpucc/emu"
	"gpucc/interp"
	"gpucc/launch"
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
	verifyRace         = 6 // the interpreter's results depend on the thread schedule: a data race in the kernel
	verifyStepLimit    = 7 // the emulator or the interpreter ran past --max-insts: an endless loop?
)

// Mismatch describes the first element on which the two executions
// disagree (see launch.Compare for the rules: exact, except a ulp
// tolerance for f32/f64 values the IR lets be approximate).
type Mismatch = launch.Difference

// Race describes the first difference between the reference interpreter's
// results under two thread schedules: the kernel has a data race, so its
// result is not defined and the emulator is not compared.
type Race struct {
	Arg                  int    // argument index of the buffer
	Name                 string // its name
	Elem                 string // its element type, "" when unknown
	Index                int    // the first differing element
	Offset               int    // its byte offset
	ScheduleA, ScheduleB int    // the two schedules
	A, B                 []byte // the element under each of them
}

func (r *Race) Error() string {
	return fmt.Sprintf("data race: buffer %d (%s) element %d (byte %d) is %s under schedule %d but %s under schedule %d",
		r.Arg, r.Name, r.Index, r.Offset, elemText(r.Elem, r.A), r.ScheduleA, elemText(r.Elem, r.B), r.ScheduleB)
}

// elemText prints an element's bytes as its type's value and in hex.
func elemText(elem string, b []byte) string {
	if launch.ElemSize(elem) != len(b) {
		return fmt.Sprintf("[% x]", b)
	}
	var bits uint64
	for i := len(b) - 1; i >= 0; i-- {
		bits = bits<<8 | uint64(b[i])
	}
	return fmt.Sprintf("%s (%#x)", launch.FormatValue(elem, bits), bits)
}

// referenceResult runs the reference interpreter under thread schedules
// 0..schedules-1 (0 is its in-order schedule; see interp.Options) and
// returns schedule 0's result. When two schedules disagree the error is a
// *verifyError with status verifyRace wrapping a *Race; undefined
// behaviour under any schedule is verifyInterpError.
func referenceResult(m *llir.Module, l launch.Launch, schedules int, maxSteps int64) (interp.Outcome, error) {
	p, err := interp.Prepare(m)
	if err != nil {
		return interp.Outcome{}, &verifyError{verifyInterpError, err}
	}
	var base interp.Outcome
	for s := 0; s < max(schedules, 1); s++ {
		res, err := p.RunDetailed(l, interp.Options{ScheduleSeed: uint64(s), MaxSteps: maxSteps})
		if err != nil {
			status := verifyInterpError
			steps := maxSteps
			if steps == 0 {
				steps = interp.DefaultMaxSteps
			}
			if limitErr, ok := interpStepLimit(err, steps); ok {
				status, err = verifyStepLimit, limitErr
			}
			if schedules > 1 {
				err = fmt.Errorf("schedule %d: %w", s, err)
			}
			return interp.Outcome{}, &verifyError{status, err}
		}
		if s == 0 {
			base = res
			continue
		}
		if race := firstRace(l, base.Result, res.Result, 0, s); race != nil {
			return interp.Outcome{}, &verifyError{verifyRace, race}
		}
	}
	return base, nil
}

// firstRace compares the buffers of two schedules' results.
func firstRace(l launch.Launch, a, b launch.Result, sa, sb int) *Race {
	for i, arg := range l.Args {
		if arg.Kind != launch.Buffer {
			continue
		}
		x, y := a.Buffers[i], b.Buffers[i]
		for j := 0; j < len(x) || j < len(y); j++ {
			if j < len(x) && j < len(y) && x[j] == y[j] {
				continue
			}
			size := elemSize(arg.Elem)
			start := j / size * size
			return &Race{Arg: i, Name: arg.Name, Elem: arg.Elem, Index: j / size, Offset: start, ScheduleA: sa, ScheduleB: sb,
				A: x[min(start, len(x)):min(start+size, len(x))], B: y[min(start, len(y)):min(start+size, len(y))]}
		}
	}
	return nil
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
	// Approx counts the approximable f32/f64 elements compared with
	// launch.DefaultTolerance, ApproxDiffer those whose bits differ,
	// MaxULP the largest distance among them.
	Approx, ApproxDiffer int
	MaxULP               uint64
	// ApproxControl: an approximable value decided a branch, a select or
	// an address in the reference run, so a legitimately different path
	// is possible (reported, not excused).
	ApproxControl bool
}

// verifyKernel compiles kernel l.Kernel of m, runs it on the emulator and in
// the reference interpreter with the same launch, and compares every byte of
// every buffer. The error is a *verifyError whose status classifies it, and
// wraps a *Mismatch when the results differ.
func verifyKernel(m *llir.Module, l launch.Launch, opts gpucc.Options, eopts emu.Options) (*VerifyOutcome, error) {
	return verifySchedules(m, l, opts, eopts, 1)
}

// verifySchedules is verifyKernel with the interpreter run under the given
// number of thread schedules first: the emulator is compared only when they
// all agree (else the error wraps a *Race).
func verifySchedules(m *llir.Module, l launch.Launch, opts gpucc.Options, eopts emu.Options, schedules int) (*VerifyOutcome, error) {
	return verifyLimited(m, l, opts, eopts, schedules, 0)
}

// verifyLimited is verifySchedules with a bound on the interpreter's steps
// (0: its default); the emulator's is eopts.MaxWarpInsts. Running past
// either is status verifyStepLimit.
func verifyLimited(m *llir.Module, l launch.Launch, opts gpucc.Options, eopts emu.Options, schedules int, maxSteps int64) (*VerifyOutcome, error) {
	opts.Kernel = l.Kernel
	res, err := gpucc.Compile(m, opts)
	if err != nil {
		return nil, &verifyError{verifyCompileError, err}
	}
	want, err := referenceResult(m, l, schedules, maxSteps)
	if err != nil {
		return nil, err
	}
	p, err := emu.LoadKernel(res.Module, l.Kernel)
	if err != nil {
		return nil, &verifyError{verifyEmuError, err}
	}
	got, st, err := emu.Run(p, l, eopts)
	if err != nil {
		limit := eopts.MaxWarpInsts
		if limit == 0 {
			limit = emu.DefaultMaxWarpInsts
		}
		if limitErr, ok := stepLimitError(err, limit); ok {
			err = limitErr
		}
		if src := sourceOfFault(&p.Kernel, err); src != "" {
			err = fmt.Errorf("%w (%s)", err, src)
		}
		if _, ok := stepLimitError(err, limit); ok {
			return nil, &verifyError{verifyStepLimit, err}
		}
		return nil, &verifyError{verifyEmuError, err}
	}
	// Buffers without a known element type compare as 32-bit words.
	cl := l
	cl.Args = append([]launch.Arg(nil), l.Args...)
	for i := range cl.Args {
		if launch.ElemSize(cl.Args[i].Elem) == 0 {
			cl.Args[i].Elem = "u32"
		}
	}
	c := launch.Compare(cl, got, want.Result, want.Marks, launch.DefaultTolerance)
	out := &VerifyOutcome{Stats: st, Compiled: res, BytesEqual: c.BytesEqual, BuffersSeen: c.BuffersSeen,
		Approx: c.Approx, ApproxDiffer: c.ApproxDiffer, MaxULP: c.MaxULP, ApproxControl: want.ApproxControl}
	if c.Mismatch != nil {
		return out, &verifyError{verifyMismatch, c.Mismatch}
	}
	return out, nil
}

// randomLaunch builds a launch for kernel fn with random inputs: every
// pointer parameter gets a buffer of n elements of its pointee type filled
// with random bytes, every integer parameter a random value below n (so that
// sizes and indices stay meaningful), and the grid covers n threads.
func randomLaunch(fn *llir.Func, n int, block uint32, seed uint64) (launch.Launch, error) {
	return randomLaunchGrown(fn, n, 1, block, seed)
}

// randomLaunchGrown is randomLaunch with buffers of grow*n elements: the
// first n of each, the scalars and the grid are randomLaunch's (the extra
// elements come from a second stream), so a kernel whose threads touch
// several elements each runs on the same inputs with room for its accesses.
func randomLaunchGrown(fn *llir.Func, n, grow int, block uint32, seed uint64) (launch.Launch, error) {
	r := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	extra := rand.New(rand.NewPCG(seed, 0x5851f42d4c957f2d))
	l := launch.Launch{Kernel: fn.Name(), Block: launch.Dim3{X: block, Y: 1, Z: 1}}
	l.Grid = launch.Dim3{X: uint32((n + int(block) - 1) / int(block)), Y: 1, Z: 1}
	for _, p := range fn.Params {
		switch t := p.Typ.(type) {
		case *types.PointerType:
			if elem := floatElem(t.ElemType); elem != "" {
				// Finite values, uniform in [-1, 1), as launch's rand makes them.
				arg, err := launch.ParseArg(fmt.Sprintf("buf:%s:%d=rand:%d", elem, n, r.Uint64()), len(l.Args))
				if err != nil {
					return l, err
				}
				if grow > 1 {
					more, err := launch.ParseArg(fmt.Sprintf("buf:%s:%d=rand:%d", elem, (grow-1)*n, extra.Uint64()), len(l.Args))
					if err != nil {
						return l, err
					}
					arg.Data = append(arg.Data, more.Data...)
				}
				arg.Name = p.Name() // clang's unnamed parameters are numbers, not run-description names
				l.Args = append(l.Args, arg)
				continue
			}
			size := 4
			if it, ok := t.ElemType.(*types.IntType); ok && it.BitSize >= 8 {
				size = int(it.BitSize / 8)
			}
			data := make([]byte, grow*n*size)
			for i := range data {
				if i < n*size {
					data[i] = byte(r.Uint32())
				} else {
					data[i] = byte(extra.Uint32())
				}
			}
			l.Args = append(l.Args, launch.Arg{Kind: launch.Buffer, Name: p.Name(), Data: data, Elem: fmt.Sprintf("u%d", size*8)})
		case *types.FloatType:
			elem := floatElem(t)
			if elem == "" {
				return l, fmt.Errorf("parameter %%%s of type %s: random inputs are not made for it; describe the launch on the command line", p.Name(), p.Typ)
			}
			x := r.Float64()*2 - 1
			v, size := math.Float64bits(x), 8
			if elem == "f32" {
				v, size = uint64(math.Float32bits(float32(x))), 4
			}
			l.Args = append(l.Args, launch.Arg{Kind: launch.Scalar, Name: p.Name(), Elem: elem, Value: v, Size: size})
		case *types.IntType:
			size := int(t.BitSize+7) / 8
			if size == 0 {
				size = 1
			}
			l.Args = append(l.Args, launch.Arg{Kind: launch.Scalar, Name: p.Name(), Value: uint64(r.IntN(n + 1)), Size: size})
		default:
			return l, fmt.Errorf("parameter %%%s of type %s: random inputs are only made for integers, floats and pointers; describe the launch on the command line", p.Name(), p.Typ)
		}
	}
	return l, nil
}

// floatElem is the run-description element type of float and double.
func floatElem(t types.Type) string {
	if ft, ok := t.(*types.FloatType); ok {
		switch ft.Kind {
		case types.FloatKindFloat:
			return "f32"
		case types.FloatKindDouble:
			return "f64"
		}
	}
	return ""
}

func cmdVerify(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", 0, "seed of the random inputs (0: choose one and print it)")
	n := fs.Int("n", 1024, "random inputs: elements per buffer and threads in the grid")
	block := fs.Uint("block-size", 128, "random inputs: threads per block")
	stress := fs.Bool("stress", false, "randomize variable latencies on the emulator (seeded by --seed)")
	schedules := fs.Int("schedules", 1, "run the interpreter under N thread schedules (0 is the in-order one) and report a data race when their results differ")
	maxInsts := fs.Uint64("max-insts", defaultMaxWarpInsts, "stop after N warp instructions on the emulator (N*32 thread instructions in the interpreter): exit 7")
	grid := fs.String("grid", "", "grid size X[,Y[,Z]] of an explicit launch (with ARGS)")
	blockDim := fs.String("block", "", "block size X[,Y[,Z]] of an explicit launch (with ARGS)")
	shared := fs.String("shared", "", "dynamic shared memory bytes of an explicit launch")
	var c compilerFlags
	c.register(fs, "the kernel to check (also accepted after the input file)", "", false)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gpucc verify [flags] kernel.ll [--kernel NAME] [--grid X,Y,Z --block X,Y,Z --shared N ARGS...]")
		fmt.Fprintln(stderr, "Without ARGS, buffers and scalars are random (the seed is printed); buffers grow 4x, then 16x,")
		fmt.Fprintln(stderr, "when the reference accesses beyond them.")
		fmt.Fprintln(stderr, "Exit status: 0 results agree, 1 results differ (compiler bug), 2 usage, 3 compile error,")
		fmt.Fprintln(stderr, "4 emulator fault or hazard, 5 the interpreter found undefined behaviour,")
		fmt.Fprintln(stderr, "6 the interpreter's results differ between thread schedules (--schedules): a data race,")
		fmt.Fprintln(stderr, "7 step limit reached (--max-insts): an endless loop?")
		fs.PrintDefaults()
	}
	positional, status := parseFlagsAnywhere(fs, args)
	if status >= 0 {
		return status
	}
	if *maxInsts == 0 {
		fmt.Fprintln(stderr, "gpucc verify: --max-insts 0: need at least one instruction")
		return verifyUsage
	}
	if *schedules < 1 {
		fmt.Fprintf(stderr, "gpucc verify: --schedules %d: need at least 1\n", *schedules)
		return verifyUsage
	}
	if len(positional) < 1 {
		fs.Usage()
		return verifyUsage
	}
	opts, err := c.options(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc verify:", err)
		return verifyUsage
	}
	path := positional[0]
	var rest []string
	for _, f := range []struct{ name, value string }{{"grid", *grid}, {"block", *blockDim}, {"shared", *shared}} {
		if f.value != "" {
			rest = append(rest, "--"+f.name, f.value)
		}
	}
	rest = append(rest, positional[1:]...)
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
	random := len(l.Args) == 0
	if random {
		rl, err := randomLaunch(fn, *n, uint32(*block), *seed)
		if err != nil {
			fmt.Fprintln(stderr, "gpucc verify:", err)
			return verifyUsage
		}
		l = rl
		fmt.Fprintf(stdout, "random inputs, seed %d (reproduce with --seed %d)\n", *seed, *seed)
	}
	l.Kernel = fn.Name()
	eopts := emu.Options{Stress: *stress, Seed: *seed, MaxWarpInsts: *maxInsts}
	maxSteps := int64(min(*maxInsts, math.MaxInt64/32) * 32)
	out, err := verifyLimited(m, l, opts, eopts, *schedules, maxSteps)
	for grow := 4; random && grow <= maxBufferGrowth && globalOutOfBounds(err); grow *= 4 {
		// Random buffers of n elements are too small for a kernel whose
		// threads touch several elements each (out[4*i+k]): the reference
		// found an access beyond a buffer. Grow the buffers, keep the
		// grid, scalars and first n elements, and check again.
		rl, gerr := randomLaunchGrown(fn, *n, grow, uint32(*block), *seed)
		if gerr != nil {
			break
		}
		fmt.Fprintf(stdout, "the reference accessed beyond buffers of %d elements: buffers grown to %d elements\n", (grow/4)**n, grow**n)
		l = rl
		out, err = verifyLimited(m, l, opts, eopts, *schedules, maxSteps)
	}
	if err != nil {
		var ve *verifyError
		status := verifyCompileError
		if errors.As(err, &ve) {
			status = ve.status
		}
		what := map[int]string{verifyMismatch: "MISMATCH", verifyCompileError: "compile error", verifyEmuError: "emulator error",
			verifyInterpError: "interpreter error", verifyRace: "RACE", verifyStepLimit: "step limit reached"}[status]
		fmt.Fprintf(stderr, "gpucc verify: %s: %s: %v (seed %d)\n", path, what, err, *seed)
		if out != nil {
			printApprox(stderr, out)
		}
		return status
	}
	agree := ""
	if *schedules > 1 {
		agree = fmt.Sprintf("; the interpreter agrees with itself under %d thread schedules", *schedules)
	}
	fmt.Fprintf(stdout, "%s: kernel %s: emulator and interpreter agree on %d bytes in %d buffers (%d cycles, %d thread instructions%s)\n",
		path, l.Kernel, out.BytesEqual, out.BuffersSeen, out.Stats.Cycles, out.Stats.ThreadInsts, agree)
	printApprox(stdout, out)
	return verifyMatch
}

// maxBufferGrowth bounds how far verify grows random buffers (4x, 16x) when
// the reference runs out of their bounds.
const maxBufferGrowth = 16

// globalOutOfBounds says whether err is the reference interpreter's report
// of a global access outside every object (which random buffers that are too
// small cause); other undefined behaviour is the kernel's.
func globalOutOfBounds(err error) bool {
	var ve *verifyError
	var ie *interp.Error
	return errors.As(err, &ve) && ve.status == verifyInterpError && errors.As(err, &ie) &&
		ie.Kind == interp.ErrOutOfBounds && ie.Space == "global"
}

// printApprox reports how the tolerance for approximable values was used.
func printApprox(w io.Writer, out *VerifyOutcome) {
	if out.Approx > 0 {
		tol := launch.DefaultTolerance
		fmt.Fprintf(w, "approximable values (IR allows approximation): %d compared within %d ulp (f32) / %d ulp (f64), %d of them differ, largest distance %d ulp\n",
			out.Approx, tol.F32, tol.F64, out.ApproxDiffer, out.MaxULP)
	}
	if out.ApproxControl {
		fmt.Fprintln(w, "note: an approximable value decided a branch, a select or an address in the reference run; the compiled kernel may legitimately differ there")
	}
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

// elemSize is the size of a buffer's element type, 4 bytes (a word) when the
// type is unknown.
func elemSize(elem string) int {
	if n := launch.ElemSize(elem); n > 0 {
		return n
	}
	return 4
}
