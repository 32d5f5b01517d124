package gpucc

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	llir "github.com/llir/llvm/ir"

	"gpucc/emit"
	"gpucc/ir"
	"gpucc/lower"
	"gpucc/regalloc/irbind"
	"gpucc/sched"
)

// pass is one stage of the pipeline.
type pass struct {
	name string
	// does says what the pass does, for the documentation and the
	// usage message of --print-after.
	does string
	run  func(c *kernelCompile) error
	// after names passes that must run earlier (checked at start-up).
	after []string
	// verify runs the IR verifier after the pass even without
	// Debug.VerifyIR: the selected, cleaned-up code is always checked
	// before the machine-dependent passes rely on its invariants.
	verify bool
}

// pipeline is the whole compilation of one kernel, in order. The IR is in
// SSA form up to out-of-ssa, out of SSA (copies, several definitions of a
// virtual register) up to regalloc, and allocated after it; the verifier
// checks the rules of each stage (ir.Func.Verify).
var pipeline = []pass{
	{name: "lower", does: "instruction selection: LLVM IR to machine IR in SSA form", run: selectInstructions},
	{name: "cleanup", does: "-O2 copy propagation, immediate folding, dead code elimination", run: cleanup, after: []string{"lower"}, verify: true},
	{name: "out-of-ssa", does: "split critical edges, replace phis by copies", run: outOfSSA, after: []string{"lower", "cleanup"}},
	{name: "regalloc", does: "register allocation, spill code", run: allocate, after: []string{"out-of-ssa"}},
	{name: "expand-copies", does: "the copies coalescing left become moves", run: expandCopies, after: []string{"regalloc"}},
	{name: "frame", does: "subroutine frames: callee-saved registers, stack pointer, stack size", run: frames, after: []string{"expand-copies"}},
	{name: "layout", does: "remove branches to the next block", run: layout, after: []string{"out-of-ssa", "regalloc"}},
	{name: "sched", does: "list scheduling, control bits", run: schedule, after: []string{"expand-copies", "frame", "layout"}},
	{name: "encode", does: "branch offsets, encoding, resource counts", run: encode, after: []string{"sched"}},
}

// MinMaxGPRs is the smallest GPR cap Debug.MaxGPRs accepts: an instruction
// may name four 64-bit operands at once (see irbind.MinMaxGPRs).
const MinMaxGPRs = irbind.MinMaxGPRs

// checkPipeline checks a pass table: names are unique, and every pass named
// in a pass's after list exists and comes earlier. TestPipelineOrderCheck
// checks the real table (checking it at start-up cost every process).
func checkPipeline(table []pass) error {
	pos := map[string]int{}
	for i, p := range table {
		if _, dup := pos[p.name]; dup {
			return fmt.Errorf("pass %s appears twice", p.name)
		}
		pos[p.name] = i
	}
	for i, p := range table {
		for _, a := range p.after {
			j, ok := pos[a]
			if !ok {
				return fmt.Errorf("pass %s must run after %s, which is not in the pipeline", p.name, a)
			}
			if j >= i {
				return fmt.Errorf("pass %s must run after %s", p.name, a)
			}
		}
	}
	return nil
}

// Passes returns the names of the pipeline's passes, in order.
func Passes() []string {
	names := make([]string, len(pipeline))
	for i, p := range pipeline {
		names[i] = p.name
	}
	return names
}

// ParsePassList parses a comma-separated list of pass names (--print-after's
// argument): each must be one of Passes or "all".
func ParsePassList(list string) ([]string, error) {
	var names []string
	for _, n := range strings.Split(list, ",") {
		names = append(names, strings.TrimSpace(n))
	}
	if _, err := printSet(names); err != nil {
		return nil, err
	}
	return names, nil
}

// printSet resolves Debug.PrintAfter: pass names, or "all".
func printSet(names []string) (map[string]bool, error) {
	set := map[string]bool{}
	for _, n := range names {
		switch {
		case n == "all":
			for _, p := range pipeline {
				set[p.name] = true
			}
		case slices.Contains(Passes(), n):
			set[n] = true
		default:
			return nil, fmt.Errorf("unknown pass %q (the passes are %s, or all)", n, strings.Join(Passes(), ", "))
		}
	}
	return set, nil
}

// kernelCompile is the state of one kernel going through the passes.
type kernelCompile struct {
	mod        *llir.Module
	fn         *llir.Func
	opts       Options
	printAfter map[string]bool
	f          *ir.Func
	report     KernelReport
	kernel     *CompiledKernel // set by encode
	maxUR      int             // lower.Options.MaxURValues of this attempt
}

// verifyFunc is the IR verifier; tests count its calls.
var verifyFunc = (*ir.Func).Verify

// run runs the passes of table in order. A panic in a pass is reported as
// an internal compiler error of that pass.
func (c *kernelCompile) run(table []pass) (err error) {
	current := ""
	defer func() {
		if r := recover(); r != nil {
			err = &Error{Kernel: c.fn.Name(), Pass: current, Err: fmt.Errorf("internal compiler error: %v", r)}
		}
	}()
	for _, p := range table {
		current = p.name
		if err := p.run(c); err != nil {
			return passError(c.fn.Name(), p.name, err)
		}
		if err := c.after(p); err != nil {
			return err
		}
	}
	return nil
}

// after runs the trace hook, the printer and the verifier after pass p.
func (c *kernelCompile) after(p pass) error {
	d := c.opts.Debug
	if d.Trace != nil {
		d.Trace(p.name, c.f)
	}
	if c.printAfter[p.name] {
		w := d.PrintTo
		if w == nil {
			w = os.Stderr
		}
		fmt.Fprintf(w, "# *** IR Dump After %s (%s) on @%s ***\n", p.name, p.does, c.fn.Name())
		if p.name == "encode" {
			io.WriteString(w, c.kernel.Assembly())
		} else {
			for _, f := range c.funcs() {
				io.WriteString(w, f.String())
			}
		}
	}
	if d.VerifyIR || p.verify {
		if err := c.each(verifyFunc); err != nil {
			msg := "the IR does not verify after this pass"
			if !d.VerifyIR {
				msg = "internal compiler error: " + msg
			}
			return &Error{Kernel: c.fn.Name(), Pass: p.name, Err: fmt.Errorf("%s: %w", msg, err)}
		}
	}
	return nil
}

func selectInstructions(c *kernelCompile) error {
	f, err := lower.Select(c.mod, c.fn, lower.Options{OptLevel: c.opts.OptLevel, MaxURValues: c.maxUR, OutlineAll: c.opts.Debug.OutlineAll})
	c.f = f
	return err
}

// funcs returns the kernel's machine function and its subroutines'.
func (c *kernelCompile) funcs() []*ir.Func {
	if c.f == nil {
		return nil
	}
	return append([]*ir.Func{c.f}, c.f.Subs...)
}

// each runs a pass step on the kernel and each of its subroutines.
func (c *kernelCompile) each(step func(f *ir.Func) error) error {
	for _, f := range c.funcs() {
		if err := step(f); err != nil {
			if f != c.f {
				return fmt.Errorf("subroutine @%s: %w", f.Name, err)
			}
			return err
		}
	}
	return nil
}

func cleanup(c *kernelCompile) error {
	if c.opts.OptLevel >= 2 {
		return c.each(func(f *ir.Func) error { lower.Cleanup(f); return nil })
	}
	return nil
}

func outOfSSA(c *kernelCompile) error {
	return c.each(func(f *ir.Func) error {
		if err := irbind.EliminatePhis(f); err != nil {
			return err
		}
		if f.Subroutine {
			lower.ReconvergeWithMasks(f)
		}
		return nil
	})
}

func allocate(c *kernelCompile) error {
	c.report.SpillSlots, c.report.SpilledVRegs = 0, 0
	return c.each(func(f *ir.Func) error {
		st, err := irbind.Allocate(f, irbind.Options{MaxGPRs: c.opts.Debug.MaxGPRs})
		c.report.SpillSlots += st.SpillSlots
		c.report.SpilledVRegs += st.SpilledVRegs
		return err
	})
}

func expandCopies(c *kernelCompile) error { return c.each(irbind.ExpandCopies) }

func frames(c *kernelCompile) error {
	limit := c.opts.StackBytes
	if limit == 0 {
		limit = DefaultStackBytes
	}
	return emit.LayoutFrames(c.f, limit)
}

func layout(c *kernelCompile) error {
	return c.each(func(f *ir.Func) error {
		if c.opts.OptLevel > 0 {
			emit.ThreadJumps(f)
		}
		emit.RemoveFallthroughBranches(f)
		return nil
	})
}

func schedule(c *kernelCompile) error {
	return c.each(func(f *ir.Func) error {
		return sched.Schedule(f, sched.Options{Reorder: c.opts.OptLevel > 0, Serial: c.opts.Debug.SerialSchedule})
	})
}

func encode(c *kernelCompile) error {
	k, insts, err := emit.KernelFromFunc(c.f)
	if err != nil {
		return err
	}
	rep := c.report
	rep.Name = k.Name
	rep.Instructions = len(insts)
	rep.GPRs, rep.URs, rep.Preds, rep.UPreds, rep.BRegs = k.GPRs, k.URs, k.Preds, k.UPreds, k.BRegs
	rep.LocalBytes, rep.SharedBytes, rep.ParamBytes = k.LocalBytes, k.SharedBytes, k.ParamBytes
	rep.StackBytes, rep.Subroutines = k.StackBytes, len(c.f.Subs)
	rep.Remarks = c.f.Remarks
	c.kernel = &CompiledKernel{Name: k.Name, Report: rep, Insts: insts, Encoded: k}
	return nil
}
