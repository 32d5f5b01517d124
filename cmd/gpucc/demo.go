package main

import (
	"bytes"
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
	register("demo", "compile a bundled kernel, run it on the emulator and check it", cmdDemo)
	register("suite", "compile and run every test kernel; print instructions, registers and cycles", cmdSuite)
}

// runSuiteKernel compiles and runs one suite kernel in strict mode and checks
// its outputs against the kernel's reference.
func runSuiteKernel(k suite.Kernel, opts gpucc.Options, seed int64) (*gpucc.Result, launch.Launch, launch.Result, *emu.Stats, error) {
	path, err := k.LLPath()
	if err != nil {
		return nil, launch.Launch{}, launch.Result{}, nil, err
	}
	opts.Kernel = k.Name
	res, err := compileFile(path, opts)
	if err != nil {
		return nil, launch.Launch{}, launch.Result{}, nil, err
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
	for i := range l.Args {
		if l.Args[i].Kind == launch.Buffer && !bytes.Equal(got.Buffers[i], want.Buffers[i]) {
			return nil, launch.Launch{}, launch.Result{}, nil, fmt.Errorf("%s: buffer %s differs from the reference", k.Name, l.Args[i].Name)
		}
	}
	return res, l, got, st, nil
}

func cmdDemo(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc demo", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c compilerFlags
	c.register(fs, "suite kernel to run", "vadd_guard", false)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	opts, err := c.options(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc demo:", err)
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
	if err := fs.Parse(args); err != nil {
		return 2
	}
	opts, err := c.options(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc suite:", err)
		return 2
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "kernel\tinstructions\tGPRs\tURs\tpreds\tspilled\tlocal bytes\tcycles\twarp insts\tthread insts\t")
	status := 0
	for _, k := range suite.Core() {
		res, _, _, st, err := runSuiteKernel(k, opts, 1)
		if err != nil {
			fmt.Fprintf(tw, "%s\tFAILED: %v\t\n", k.Name, err)
			status = 1
			continue
		}
		r := res.Kernels[0].Report
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t\n", k.Name, r.Instructions, r.GPRs, r.URs, r.Preds,
			r.SpilledVRegs, r.LocalBytes, st.Cycles, st.WarpInsts, st.ThreadInsts)
	}
	tw.Flush()
	return status
}
