package main

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"gpucc"
	"gpucc/obj"
)

func init() {
	register("compile", "compile LLVM IR: gpucc [-S] [-O0|-O2] [--kernel NAME] [-v] kernel.ll -o out", cmdCompile)
}

// compileFlags are the flags of the compile command.
type compileFlags struct {
	out      string
	asm      bool
	kernel   string
	o0, o2   bool
	verbose  bool
	maxGPRs  int
	verifyIR bool
	serial   bool
}

func (c *compileFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&c.out, "o", "", "output file (default: input name with .bin, or .s with -S)")
	fs.BoolVar(&c.asm, "S", false, "write assembly text instead of a binary")
	fs.StringVar(&c.kernel, "kernel", "", "compile only the kernel with this name")
	fs.BoolVar(&c.o0, "O0", false, "no optimization")
	fs.BoolVar(&c.o2, "O2", false, "optimize (the default)")
	fs.BoolVar(&c.verbose, "v", false, "print a resource report per kernel")
	fs.IntVar(&c.maxGPRs, "max-gprs", 0, "debug: cap the allocatable GPRs to force spilling")
	fs.BoolVar(&c.verifyIR, "verify-ir", false, "debug: verify the IR after every pass")
	fs.BoolVar(&c.serial, "serial-schedule", false, "debug: make every instruction wait for all earlier results")
}

func (c *compileFlags) options() gpucc.Options {
	opt := gpucc.Options{Kernel: c.kernel, OptLevel: 2, MaxGPRs: c.maxGPRs, VerifyIR: c.verifyIR, SerialSchedule: c.serial}
	if c.o0 {
		opt.OptLevel = 0
	}
	return opt
}

func cmdCompile(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c compileFlags
	c.register(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gpucc [flags] kernel.ll [-o out]")
		fmt.Fprintln(stderr, "kernel.ll is LLVM IR text as clang 14 to 18 emit it for CUDA device code (clang -x cuda --cuda-device-only -emit-llvm -S).")
		fs.PrintDefaults()
	}
	// Flags may follow the input file too (gpucc kernel.ll -o kernel.bin).
	in, status := singleInput(fs, args)
	if status >= 0 {
		return status
	}
	if c.o0 && c.o2 {
		fmt.Fprintln(stderr, "gpucc: -O0 and -O2 are exclusive")
		return 2
	}
	res, err := compileFile(in, c.options())
	if err != nil {
		fmt.Fprintln(stderr, "gpucc:", err)
		return 1
	}
	out := c.out
	if out == "" {
		ext := ".bin"
		if c.asm {
			ext = ".s"
		}
		out = strings.TrimSuffix(in, filepath.Ext(in)) + ext
	}
	var data []byte
	if c.asm {
		data = []byte(obj.FormatAsm(res.Module))
	} else if data, err = obj.Write(res.Module); err != nil {
		fmt.Fprintln(stderr, "gpucc:", err)
		return 1
	}
	if err := obj.WriteFileAtomic(out, data, 0o644); err != nil {
		fmt.Fprintln(stderr, "gpucc:", err)
		return 1
	}
	if c.verbose {
		for _, r := range res.Reports {
			fmt.Fprintln(stdout, "gpucc info:", r)
		}
	}
	return 0
}

func compileFile(path string, opts gpucc.Options) (*gpucc.Result, error) {
	m, err := gpucc.ParseIRFile(path)
	if err != nil {
		return nil, err
	}
	res, err := gpucc.Compile(m, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return res, nil
}
