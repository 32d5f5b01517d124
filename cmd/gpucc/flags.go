package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"gpucc"
)

// compilerFlags are the compiler's flags, shared by every subcommand that
// compiles (compile, verify, demo, suite, fuzz) so that they mean the same
// everywhere.
type compilerFlags struct {
	kernel     string
	o0, o2     bool
	o1, o3     bool // ptxas's levels, accepted and mapped to -O2
	maxGPRs    int
	outlineAll bool
	stackSize  uint
	verifyIR   bool
	serial     bool
	printAfter string
}

// register adds the flags to fs. kernelHelp describes --kernel; "" leaves
// the flag out (the subcommand chooses its kernels itself). verifyIR is the
// default of --verify-ir.
func (c *compilerFlags) register(fs *flag.FlagSet, kernelHelp, kernelDefault string, verifyIR bool) {
	if kernelHelp != "" {
		fs.StringVar(&c.kernel, "kernel", kernelDefault, kernelHelp)
	}
	fs.BoolVar(&c.o0, "O0", false, "no optimization")
	fs.BoolVar(&c.o2, "O2", false, "optimize (the default)")
	fs.BoolVar(&c.o1, "O1", false, "as ptxas -O1: gpucc's -O2 (gpucc has two levels)")
	fs.BoolVar(&c.o3, "O3", false, "as ptxas -O3: gpucc's -O2 (gpucc has two levels)")
	fs.IntVar(&c.maxGPRs, "max-gprs", 0, "debug: cap the allocatable GPRs to force spilling")
	fs.BoolVar(&c.outlineAll, "outline-all", false, "debug: compile every device function (but the math library's) as a subroutine instead of inlining it")
	fs.UintVar(&c.stackSize, "stack-size", gpucc.DefaultStackBytes, "per-thread call stack in bytes of a kernel with recursion (as cudaLimitStackSize)")
	fs.BoolVar(&c.verifyIR, "verify-ir", verifyIR, "debug: verify the IR after every pass")
	fs.BoolVar(&c.serial, "serial-schedule", false, "debug: make every instruction wait for all earlier results")
	fs.StringVar(&c.printAfter, "print-after", "", "debug: print the function after these passes (comma-separated: "+
		strings.Join(gpucc.Passes(), ", ")+", or all) to stderr")
}

// optLevelSet reports whether -O0 or -O2 was given.
func (c *compilerFlags) optLevelSet() bool { return c.o0 || c.o1 || c.o2 || c.o3 }

// options returns the compiler options the flags ask for; an error is a
// usage error. PrintAfter output goes to stderr.
func (c *compilerFlags) options(stderr io.Writer) (gpucc.Options, error) {
	levels := 0
	for _, set := range []bool{c.o0, c.o1, c.o2, c.o3} {
		if set {
			levels++
		}
	}
	if levels > 1 {
		return gpucc.Options{}, fmt.Errorf("-O0, -O1, -O2 and -O3 are exclusive")
	}
	opts := gpucc.Options{Kernel: c.kernel, OptLevel: 2, Debug: gpucc.Debug{
		MaxGPRs: c.maxGPRs, OutlineAll: c.outlineAll, VerifyIR: c.verifyIR, SerialSchedule: c.serial, PrintTo: stderr}}
	if c.o0 {
		opts.OptLevel = 0
	}
	if c.stackSize == 0 || c.stackSize > 1<<20 {
		return opts, fmt.Errorf("--stack-size %d: the stack takes 1..%d bytes", c.stackSize, 1<<20)
	}
	opts.StackBytes = uint32(c.stackSize)
	if c.maxGPRs < 0 || (c.maxGPRs > 0 && c.maxGPRs < gpucc.MinMaxGPRs) {
		return opts, fmt.Errorf("--max-gprs %d: a cap takes at least %d GPRs (an instruction may name four 64-bit operands), or 0 for none", c.maxGPRs, gpucc.MinMaxGPRs)
	}
	if c.printAfter != "" {
		names, err := gpucc.ParsePassList(c.printAfter)
		if err != nil {
			return opts, fmt.Errorf("--print-after: %w", err)
		}
		opts.Debug.PrintAfter = names
	}
	return opts, nil
}
