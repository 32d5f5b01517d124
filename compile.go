package gpucc

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/lower"
	"gpucc/lower/mathlib"
	"gpucc/obj"
)

// Options control a compilation.
type Options struct {
	// Kernel selects one kernel by name; "" compiles all of them.
	Kernel string
	// OptLevel is 0 (no optimization) or 2.
	OptLevel int
	// StackBytes is the per-thread call stack of a kernel whose call graph
	// has a cycle (recursion), like CUDA's cudaLimitStackSize; 0 means
	// DefaultStackBytes. Without recursion the stack is computed exactly
	// from the call graph. A launch that needs more fails with a located
	// stack overflow.
	StackBytes uint32
	// Debug holds the knobs for testing and debugging the compiler itself.
	Debug Debug
}

// DefaultStackBytes is the call stack of a recursive kernel when
// Options.StackBytes is 0 (CUDA's default stack size is 1 KiB per thread).
const DefaultStackBytes = 1024

// Debug options do not change what a correct compiler computes; they check
// its work, make it observable, or stress it.
type Debug struct {
	// VerifyIR runs the IR verifier after every pass.
	VerifyIR bool
	// SerialSchedule makes every instruction wait for all earlier results
	// (flushes out missing dependencies).
	SerialSchedule bool
	// MaxGPRs caps the allocatable GPRs (0 = all 255); a small cap forces
	// spilling and is used to test spill code. A cap below MinMaxGPRs is
	// an error.
	MaxGPRs int
	// OutlineAll compiles every device function with a body (but the math
	// library's) as a subroutine instead of inlining it, to test calls.
	OutlineAll bool
	// PrintAfter names passes (see Passes; "all" for every pass) after which
	// the function is printed to PrintTo, like llc's -print-after.
	PrintAfter []string
	// PrintTo receives PrintAfter's output; nil means os.Stderr.
	PrintTo io.Writer
	// Trace, when set, is called with the function after every pass. It
	// may inspect the function, or change it to plant a bug in a test.
	Trace func(pass string, f *ir.Func)
}

// KernelReport is the per-kernel resource report (`gpucc -v`).
type KernelReport struct {
	Name         string
	Instructions int
	GPRs, URs    int
	Preds        int
	UPreds       int
	BRegs        int
	LocalBytes   uint32
	StackBytes   uint32 // the call stack within LocalBytes (0 without calls)
	SharedBytes  uint32
	ParamBytes   uint32
	SpillSlots   int
	SpilledVRegs int
	Subroutines  int // subroutines compiled with the kernel
	// Remarks are the compiler's notes on its decisions (ir.Func.Remarks),
	// printed by `gpucc -v` after the report line.
	Remarks []string
}

func (r KernelReport) String() string {
	s := fmt.Sprintf("%s: %d instructions, %d registers, %d uniform registers, %d predicates, %d uniform predicates, %d barrier registers, %d bytes local (%d spill slots, %d values spilled), %d bytes shared, %d bytes parameters",
		r.Name, r.Instructions, r.GPRs, r.URs, r.Preds, r.UPreds, r.BRegs, r.LocalBytes, r.SpillSlots, r.SpilledVRegs, r.SharedBytes, r.ParamBytes)
	if r.Subroutines > 0 {
		s += fmt.Sprintf(", %d subroutines, %d bytes call stack", r.Subroutines, r.StackBytes)
	}
	return s
}

// Result is a compiled module: one CompiledKernel per kernel, in module
// order, and the container holding them all.
type Result struct {
	Kernels []*CompiledKernel
	// Module is the container of all kernels, as ELF() writes it and as
	// the emulator loads it (emu.LoadKernel).
	Module *obj.Module
}

// ELF returns the module as a gpucc binary (docs/binary-format.md).
func (r *Result) ELF() ([]byte, error) { return obj.Write(r.Module) }

// Assembly returns the module's assembly text (`gpucc -S`), which the
// assembler reads back to the same binary.
func (r *Result) Assembly() string { return obj.FormatAsm(r.Module) }

// Kernel returns the compiled kernel called name, or nil.
func (r *Result) Kernel(name string) *CompiledKernel {
	for _, k := range r.Kernels {
		if k.Name == name {
			return k
		}
	}
	return nil
}

// CompiledKernel is one compiled kernel.
type CompiledKernel struct {
	Name   string
	Report KernelReport
	// Insts is the final instruction stream, control bits and branch
	// offsets included.
	Insts []isa.Inst
	// Encoded is the kernel as the container stores it: code bytes,
	// register counts, memory sizes and parameter layout.
	Encoded *obj.Kernel
}

// ELF returns a gpucc binary holding this kernel alone.
func (k *CompiledKernel) ELF() ([]byte, error) {
	return obj.Write(&obj.Module{Kernels: []obj.Kernel{*k.Encoded}})
}

// Assembly returns this kernel's assembly text.
func (k *CompiledKernel) Assembly() string {
	return obj.FormatAsm(&obj.Module{Kernels: []obj.Kernel{*k.Encoded}})
}

// Kernels returns the names of m's kernels (the functions !nvvm.annotations
// marks as kernels), in module order.
func Kernels(m *llir.Module) ([]string, error) {
	fns, err := lower.Kernels(m)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(fns))
	for i, fn := range fns {
		names[i] = fn.Name()
	}
	return names, nil
}

// Compile compiles the kernels of m. A failure of one kernel is an *Error
// (see errors.As) naming the kernel, the pass and, from instruction
// selection, the LLVM block and instruction. Calls to the device math
// library (__nv_* functions, LLVM math intrinsics such as llvm.sin.f32)
// are linked into m first, in place, as ParseIR does (mathlib.Link).
func Compile(m *llir.Module, opts Options) (*Result, error) {
	numberNamedMetadata(m)
	if err := mathlib.Link(m); err != nil {
		return nil, err
	}
	mathlib.ExactFloatConstants(m)
	printAfter, err := printSet(opts.Debug.PrintAfter)
	if err != nil {
		return nil, fmt.Errorf("print-after: %w", err)
	}
	kernels, err := lower.Kernels(m)
	if err != nil {
		return nil, err
	}
	if len(kernels) == 0 {
		return nil, fmt.Errorf("the module has no kernels (functions marked \"kernel\" in !nvvm.annotations)")
	}
	res := &Result{Module: &obj.Module{}}
	found := false
	for _, fn := range kernels {
		name := fn.Name()
		if opts.Kernel != "" && name != opts.Kernel {
			continue
		}
		found = true
		c, err := compileKernel(m, fn, opts, printAfter)
		if err != nil {
			return nil, err
		}
		res.Module.Kernels = append(res.Module.Kernels, *c.kernel.Encoded)
		res.Kernels = append(res.Kernels, c.kernel)
	}
	// The module's __device__ variables, which the kernels address at fixed
	// places; a layout error has already failed any kernel using them.
	if gl := lower.LayoutGlobals(m); gl.Err == nil {
		res.Module.Globals = gl.Globals
	}
	if cl := lower.LayoutConstants(m); cl.Err == nil {
		res.Module.Globals = append(res.Module.Globals, cl.Globals...)
	}
	if !found {
		var names []string
		for _, fn := range kernels {
			names = append(names, fn.Name())
		}
		return nil, fmt.Errorf("no kernel named %q (the module has %s)", opts.Kernel, strings.Join(names, ", "))
	}
	// Encoded points into the module, so that the two views stay one.
	for i, k := range res.Kernels {
		k.Encoded = &res.Module.Kernels[i]
	}
	return res, nil
}

// urRetryLimits are the bounds on uniform-register values (in 32-bit units,
// lower.Options.MaxURValues) a kernel is lowered again with when register
// allocation runs out of uniform registers, which cannot be spilled: first
// a bound well below the 63 allocatable URs (parameters, block indices and
// the uniform temporaries of address arithmetic need some), then none. The
// values left out live in GPRs, which spill when they run out in turn.
var urRetryLimits = []int{32, lower.NoURValues}

// compileKernel runs the pipeline on one kernel, retrying with fewer uniform
// values while the uniform registers run out.
func compileKernel(m *llir.Module, fn *llir.Func, opts Options, printAfter map[string]bool) (*kernelCompile, error) {
	c := &kernelCompile{mod: m, fn: fn, opts: opts, printAfter: printAfter}
	err := c.run(pipeline)
	for _, limit := range urRetryLimits {
		if err == nil || !outOfURs(err) {
			break
		}
		c = &kernelCompile{mod: m, fn: fn, opts: opts, printAfter: printAfter, maxUR: limit}
		err = c.run(pipeline)
	}
	return c, err
}

// outOfURs reports whether err is register allocation running out of
// uniform registers or uniform predicates (regalloc's message; its errors
// carry no class). Fewer uniform values need fewer of both.
func outOfURs(err error) bool {
	var e *Error
	if !errors.As(err, &e) || e.Pass != "regalloc" {
		return false
	}
	msg := e.Err.Error()
	return strings.Contains(msg, "out of UR registers") || strings.Contains(msg, "out of UPR registers")
}

// numberNamedMetadata numbers the unnumbered tuples of named metadata (as a
// frontend builds !nvvm.annotations with llir's builder, MetadataID -1) and
// defines them: llir prints such a tuple inline, `!{!{...}}`, which it
// cannot read back when the compiler rebuilds a module as text (the inliner,
// which every call, also to the math library, needs).
func numberNamedMetadata(m *llir.Module) {
	next := int64(0)
	for _, d := range m.MetadataDefs {
		next = max(next, d.ID()+1)
	}
	names := make([]string, 0, len(m.NamedMetadataDefs))
	for name := range m.NamedMetadataDefs {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		for _, n := range m.NamedMetadataDefs[name].Nodes {
			if d, ok := n.(metadata.Definition); ok && d.ID() < 0 {
				d.SetID(next)
				next++
				m.MetadataDefs = append(m.MetadataDefs, d)
			}
		}
	}
}

// ParseIR parses LLVM IR text. clang-14 at -O0 writes `align N` return
// attributes that llir v0.3.6 cannot parse; they carry no meaning for code
// generation and are removed first.
func ParseIR(name string, src []byte) (m *llir.Module, err error) {
	// llir panics on some malformed input (a getelementptr of a
	// non-pointer, say) instead of returning an error.
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, fmt.Errorf("%s: parsing LLVM IR: malformed input: %v", name, r)
		}
	}()
	return parseModule(name, string(src))
}

// ParseIRFile reads and parses an .ll file.
func ParseIRFile(path string) (*llir.Module, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseIR(path, src)
}

// stripReturnAlign removes `align N` between `define`/`declare`/`call` and
// the callee name: parameter alignments (after the name) and alignments of
// loads, stores and allocas are kept. Text without such an alignment comes
// back as it is, not copied.
func stripReturnAlign(src string) string {
	if !strings.Contains(src, "align ") {
		return src
	}
	var b strings.Builder
	done, changed := 0, false // src[:done] is in b once changed
	for start := 0; start <= len(src); {
		end := strings.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		l := src[start:end]
		next := end + 1
		t := strings.TrimSpace(l)
		isDef := strings.HasPrefix(t, "define ") || strings.HasPrefix(t, "declare ")
		call := strings.Index(l, "call ")
		at := strings.Index(l, "@")
		if (isDef || call >= 0) && at >= 0 && (isDef || call < at) {
			if head := removeAlign(l[:at]); len(head) != at {
				b.WriteString(src[done:start])
				b.WriteString(head)
				b.WriteString(l[at:])
				done, changed = end, true
			}
		}
		start = next
	}
	if !changed {
		return src
	}
	b.WriteString(src[done:])
	return b.String()
}

// removeAlign deletes every "align N " that starts a word in s (what the
// regexp \balign \d+ would match).
func removeAlign(s string) string {
	var b strings.Builder
	done := 0
	for i := 0; ; {
		j := strings.Index(s[i:], "align ")
		if j < 0 {
			break
		}
		j += i
		k := j + len("align ")
		digits := k
		for digits < len(s) && s[digits] >= '0' && s[digits] <= '9' {
			digits++
		}
		wordStart := j == 0 || !isWordByte(s[j-1])
		if wordStart && digits > k && digits < len(s) && s[digits] == ' ' {
			b.WriteString(s[done:j])
			done = digits + 1
			i = done
			continue
		}
		i = j + 1
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}
