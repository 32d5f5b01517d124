package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
	"gpucc/launch"
)

func init() {
	suite.Bundled = gpucc.BundledKernels()
	register("demo", "compile a bundled kernel, run it on the emulator and check it", cmdDemo)
	register("suite", "compile and run every test kernel; print instructions, registers and cycles beside ptxas's", cmdSuite)
}

// suiteCompileError is a suite kernel the compiler rejected.
type suiteCompileError struct{ err error }

func (e suiteCompileError) Error() string { return "compile: " + e.err.Error() }

// runSuiteKernel compiles and runs one suite kernel in strict mode and checks
// its outputs against the kernel's reference (suite.Kernel.Check: bit for
// bit, except the float buffers with a stated tolerance).
func runSuiteKernel(k suite.Kernel, opts gpucc.Options, seed int64) (*gpucc.Result, launch.Launch, launch.Result, *emu.Stats, error) {
	name, src, err := suite.ReadFile(k.LL)
	if err != nil {
		return nil, launch.Launch{}, launch.Result{}, nil, err
	}
	opts.Kernel = k.Name
	res, err := compileSource(name, src, opts)
	if err != nil {
		return nil, launch.Launch{}, launch.Result{}, nil, suiteCompileError{err}
	}
	p, err := emu.LoadKernel(res.Module, k.Name)
	if err != nil {
		return nil, launch.Launch{}, launch.Result{}, nil, err
	}
	l := k.Launch(seed)
	got, st, err := emu.Run(p, l, emu.Options{})
	if err != nil {
		return nil, launch.Launch{}, launch.Result{}, nil, err
	}
	want, err := k.Expect(l)
	if err != nil {
		return nil, launch.Launch{}, launch.Result{}, nil, fmt.Errorf("reference: %v", err)
	}
	if err := k.Check(l, got, want); err != nil {
		return nil, launch.Launch{}, launch.Result{}, nil, fmt.Errorf("differs from the reference: %v", err)
	}
	return res, l, got, st, nil
}

func cmdDemo(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc demo", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c compilerFlags
	c.register(fs, "suite kernel to run", "vadd_guard", false)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gpucc demo [flags]")
		fmt.Fprintln(stderr, "Compiles a kernel bundled with gpucc, runs it on the emulator in strict mode and checks every output word.")
		fs.PrintDefaults()
	}
	extra, status := parseFlagsAnywhere(fs, args)
	if status >= 0 {
		return status
	}
	opts, err := c.options(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc demo:", err)
		return 2
	}
	if len(extra) > 0 {
		fmt.Fprintf(stderr, "gpucc demo: unexpected argument %q\n", extra[0])
		return 2
	}
	k, ok := suite.Lookup(c.kernel)
	if !ok {
		fmt.Fprintf(stderr, "gpucc demo: no suite kernel %q\n", c.kernel)
		return 2
	}
	res, l, got, st, err := runSuiteKernel(k, opts, 1)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc demo:", err)
		return 1
	}
	fmt.Fprintf(stdout, "compiled %s (%s)\n", k.LL, k.Covers)
	fmt.Fprintln(stdout, res.Kernels[0].Report)
	fmt.Fprintf(stdout, "launch: grid %d,%d,%d block %d,%d,%d\n", l.Grid.X, l.Grid.Y, l.Grid.Z, l.Block.X, l.Block.Y, l.Block.Z)
	text, err := launch.FormatResult(l, got)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc demo:", err)
		return 1
	}
	for _, line := range bytes.Split([]byte(text), []byte("\n")) {
		if len(line) > 160 {
			line = append(line[:157:157], "..."...)
		}
		if len(line) > 0 {
			fmt.Fprintf(stdout, "  %s\n", line)
		}
	}
	fmt.Fprintf(stdout, "every output word matches the reference; %d cycles, %d warp instructions, %d thread instructions (strict timing mode)\n",
		st.Cycles, st.WarpInsts, st.ThreadInsts)
	return 0
}

func cmdSuite(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc suite", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c compilerFlags
	c.register(fs, "", "", false)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gpucc suite [flags]")
		fmt.Fprintln(stderr, "Compiles and runs every bundled test kernel, checks it against its reference and prints its figures beside ptxas's.")
		fs.PrintDefaults()
	}
	extra, status := parseFlagsAnywhere(fs, args)
	if status >= 0 {
		return status
	}
	opts, err := c.options(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc suite:", err)
		return 2
	}
	if len(extra) > 0 {
		fmt.Fprintf(stderr, "gpucc suite: unexpected argument %q\n", extra[0])
		return 2
	}
	ptxas, err := suite.LoadPtxas()
	if err != nil {
		fmt.Fprintln(stderr, "gpucc suite: ptxas figures:", err)
		return 1
	}
	kernels := suite.AllKernels()
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "kernel\tinstructions\tptxas\tratio\tGPRs\tptxas\tratio\tURs\tpreds\tspilled\tlocal bytes\tcycles\twarp insts\tthread insts\t")
	status = 0
	var instRatios, regRatios []float64
	skipped := 0
	for _, k := range kernels {
		px, hasPx := ptxas[k.Name]
		res, _, _, st, err := runSuiteKernel(k, opts, 1)
		var ce suiteCompileError
		switch {
		case err != nil && errors.As(err, &ce) && isFPKernel(k) && !suite.FPCompiles:
			fmt.Fprintf(tw, "%s\tnot compiled (no FP selection yet)\t%s\t\t\t%s\t\n", k.Name, ptxasCol(px.Instructions, hasPx), ptxasCol(px.Registers, hasPx))
			skipped++
			continue
		case err != nil:
			fmt.Fprintf(tw, "%s\tFAILED: %v\t\n", k.Name, err)
			status = 1
			continue
		}
		r := res.Kernels[0].Report
		instRatio, regRatio := "-", "-"
		if hasPx {
			ir, rr := float64(r.Instructions)/float64(px.Instructions), float64(r.GPRs)/float64(px.Registers)
			instRatios, regRatios = append(instRatios, ir), append(regRatios, rr)
			instRatio, regRatio = fmt.Sprintf("%.2f", ir), fmt.Sprintf("%.2f", rr)
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%d\t%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t\n", k.Name, r.Instructions,
			ptxasCol(px.Instructions, hasPx), instRatio, r.GPRs, ptxasCol(px.Registers, hasPx), regRatio, r.URs, r.Preds,
			r.SpilledVRegs, r.LocalBytes, st.Cycles, st.WarpInsts, st.ThreadInsts)
	}
	tw.Flush()
	fmt.Fprintf(stdout, "geometric mean over %d kernels: instructions %.2fx ptxas, registers %.2fx ptxas (%s)\n",
		len(instRatios), suite.GeoMean(instRatios), suite.GeoMean(regRatios), suite.PtxasFile)
	if skipped > 0 {
		fmt.Fprintf(stdout, "%d floating-point kernels not compiled yet (suite.FPCompiles is false)\n", skipped)
	}
	return status
}

func ptxasCol(n int, ok bool) string {
	if !ok {
		return "-"
	}
	return fmt.Sprint(n)
}

func isFPKernel(k suite.Kernel) bool {
	for _, f := range suite.FPKernels {
		if f.Name == k.Name {
			return true
		}
	}
	return false
}
