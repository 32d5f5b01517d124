// Package gpucc is the compiler's library entry point: it takes an LLVM
// module (parsed by github.com/llir/llvm) and produces a module of encoded
// kernels, running the passes of the pipeline in the order fixed by the pass
// table below. Language frontends link this package; the command line in
// cmd/gpucc is a thin layer over it.
package gpucc

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	llir "github.com/llir/llvm/ir"

	"gpucc/emit"
	"gpucc/ir"
	"gpucc/isa"
	"gpucc/lower"
	"gpucc/obj"
	"gpucc/regalloc/irbind"
	"gpucc/sched"
)

// Options control a compilation.
type Options struct {
	// Kernel selects one kernel by name; "" compiles all of them.
	Kernel string
	// OptLevel is 0 (no optimization) or 2.
	OptLevel int
	// MaxGPRs caps the allocatable GPRs (0 = all 255); a small cap forces
	// spilling and is used to test spill code.
	MaxGPRs int
	// VerifyIR runs the IR verifier after every pass.
	VerifyIR bool
	// SerialSchedule makes every instruction wait for all earlier results
	// (a debug mode that flushes out missing dependencies).
	SerialSchedule bool
	// Trace, when set, is called with the function after every pass.
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
	SharedBytes  uint32
	ParamBytes   uint32
	SpillSlots   int
	SpilledVRegs int
}

func (r KernelReport) String() string {
	return fmt.Sprintf("%s: %d instructions, %d registers, %d uniform registers, %d predicates, %d uniform predicates, %d barrier registers, %d bytes local (%d spill slots, %d values spilled), %d bytes shared, %d bytes parameters",
		r.Name, r.Instructions, r.GPRs, r.URs, r.Preds, r.UPreds, r.BRegs, r.LocalBytes, r.SpillSlots, r.SpilledVRegs, r.SharedBytes, r.ParamBytes)
}

// Result is a compiled module and its reports.
type Result struct {
	Module  *obj.Module
	Reports []KernelReport
	// Insts holds each kernel's final instructions, in Module order.
	Insts [][]isa.Inst
}

// pass is one stage of the pipeline after instruction selection.
type pass struct {
	name string
	run  func(c *kernelCompile) error
	// after names passes that must run earlier (checked at start-up).
	after []string
}

// passes is the pipeline, in order. Instruction selection (lower.Lower)
// produces the function they work on.
var passes = []pass{
	{name: "regalloc", run: allocate},
	{name: "layout", run: func(c *kernelCompile) error { emit.RemoveFallthroughBranches(c.f); return nil }, after: []string{"regalloc"}},
	{name: "sched", run: schedule, after: []string{"regalloc", "layout"}},
}

func init() {
	pos := map[string]int{}
	for i, p := range passes {
		pos[p.name] = i
	}
	for i, p := range passes {
		for _, a := range p.after {
			if j, ok := pos[a]; !ok || j >= i {
				panic(fmt.Sprintf("gpucc: pass %s must run after %s", p.name, a))
			}
		}
	}
}

// kernelCompile is the state of one kernel going through the passes.
type kernelCompile struct {
	opts   Options
	f      *ir.Func
	report KernelReport
}

// Compile compiles the kernels of m.
func Compile(m *llir.Module, opts Options) (*Result, error) {
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
		k, insts, rep, err := compileKernel(m, fn, opts)
		if err != nil {
			return nil, err
		}
		res.Module.Kernels = append(res.Module.Kernels, *k)
		res.Reports = append(res.Reports, rep)
		res.Insts = append(res.Insts, insts)
	}
	if !found {
		var names []string
		for _, fn := range kernels {
			names = append(names, fn.Name())
		}
		return nil, fmt.Errorf("no kernel named %q (the module has %s)", opts.Kernel, strings.Join(names, ", "))
	}
	return res, nil
}

func compileKernel(m *llir.Module, fn *llir.Func, opts Options) (k *obj.Kernel, insts []isa.Inst, rep KernelReport, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("kernel @%s: internal compiler error: %v", fn.Name(), r)
		}
	}()
	f, err := lower.Lower(m, fn, lower.Options{OptLevel: opts.OptLevel})
	if err != nil {
		return nil, nil, rep, err
	}
	c := &kernelCompile{opts: opts, f: f}
	if err := c.check("lower"); err != nil {
		return nil, nil, rep, err
	}
	for _, p := range passes {
		if err := p.run(c); err != nil {
			return nil, nil, rep, fmt.Errorf("kernel @%s: %s: %v", fn.Name(), p.name, err)
		}
		if err := c.check(p.name); err != nil {
			return nil, nil, rep, err
		}
	}
	k, insts, err = emit.KernelFromFunc(c.f)
	if err != nil {
		return nil, nil, rep, err
	}
	rep = c.report
	rep.Name = k.Name
	rep.Instructions = len(insts)
	rep.GPRs, rep.URs, rep.Preds, rep.UPreds, rep.BRegs = k.GPRs, k.URs, k.Preds, k.UPreds, k.BRegs
	rep.LocalBytes, rep.SharedBytes, rep.ParamBytes = k.LocalBytes, k.SharedBytes, k.ParamBytes
	return k, insts, rep, nil
}

func (c *kernelCompile) check(pass string) error {
	if c.opts.Trace != nil {
		c.opts.Trace(pass, c.f)
	}
	if c.opts.VerifyIR {
		if err := c.f.Verify(); err != nil {
			return fmt.Errorf("kernel @%s: after %s: %v", c.f.Name, pass, err)
		}
	}
	return nil
}

func allocate(c *kernelCompile) error {
	st, err := irbind.Allocate(c.f, irbind.Options{MaxGPRs: c.opts.MaxGPRs})
	c.report.SpillSlots, c.report.SpilledVRegs = st.SpillSlots, st.SpilledVRegs
	return err
}

func schedule(c *kernelCompile) error {
	return sched.Schedule(c.f, sched.Options{Reorder: c.opts.OptLevel > 0, Serial: c.opts.SerialSchedule})
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

var reReturnAlign = regexp.MustCompile(`\balign \d+ `)

// stripReturnAlign removes `align N` between `define`/`declare`/`call` and
// the callee name: parameter alignments (after the name) and alignments of
// loads, stores and allocas are kept.
func stripReturnAlign(src string) string {
	if !strings.Contains(src, "align ") {
		return src
	}
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		t := strings.TrimSpace(l)
		isDef := strings.HasPrefix(t, "define ") || strings.HasPrefix(t, "declare ")
		call := strings.Index(l, "call ")
		if !isDef && call < 0 {
			continue
		}
		at := strings.Index(l, "@")
		if at < 0 {
			continue
		}
		head := l[:at]
		if !isDef && call > at {
			continue
		}
		lines[i] = reReturnAlign.ReplaceAllString(head, "") + l[at:]
	}
	return strings.Join(lines, "\n")
}
