package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	llir "github.com/llir/llvm/ir"

	"gpucc"
	"gpucc/obj"
)

// stdin is where `gpucc -` reads its input (a variable so tests can set it).
var stdin io.Reader = os.Stdin

func init() {
	register("compile", "compile LLVM IR: gpucc [-S] [-O0|-O2] [--kernel NAME] [-v] [--print-after PASSES] kernel.ll -o out", cmdCompile)
}

// compileFlags are the flags of the compile command: the compiler's and
// the output's.
type compileFlags struct {
	compilerFlags
	out     string
	asm     bool
	verbose bool
}

func (c *compileFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&c.out, "o", "", "output file (default: input name with .bin, or .s with -S)")
	fs.BoolVar(&c.asm, "S", false, "write assembly text instead of a binary")
	fs.BoolVar(&c.verbose, "v", false, "print a resource report per kernel")
	c.compilerFlags.register(fs, "compile only the kernel with this name", "", false)
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
	opts, err := c.options(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc:", err)
		return 2
	}
	res, err := compileFile(in, opts)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc:", err)
		return 1
	}
	out := c.out
	if out == "" && in == "-" {
		out = "-" // stdin in, stdout out
	}
	if out == "" {
		ext := ".bin"
		if c.asm {
			ext = ".s"
		}
		out = strings.TrimSuffix(in, filepath.Ext(in)) + ext
	}
	var data []byte
	if c.asm {
		data = []byte(res.Assembly())
	} else if data, err = res.ELF(); err != nil {
		fmt.Fprintln(stderr, "gpucc:", err)
		return 1
	}
	if out == "-" {
		_, err = stdout.Write(data)
	} else {
		err = obj.WriteFileAtomic(out, data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "gpucc:", err)
		return 1
	}
	if c.verbose {
		for _, k := range res.Kernels {
			fmt.Fprintln(stdout, "gpucc info:", k.Report)
			for _, r := range k.Report.Remarks {
				fmt.Fprintf(stdout, "gpucc info: %s: remark: %s\n", k.Report.Name, r)
			}
			fmt.Fprintf(stdout, "gpucc info: %s: %v (SM model: docs/cli.md)\n", k.Report.Name,
				sm80.estimate(k.Report.GPRs, int(k.Report.SharedBytes), sm80.DefaultBlockSize))
		}
	}
	return 0
}

func compileFile(path string, opts gpucc.Options) (*gpucc.Result, error) {
	var m *llir.Module
	var err error
	if path == "-" {
		// `-` reads the IR from standard input.
		src, rerr := io.ReadAll(stdin)
		if rerr != nil {
			return nil, fmt.Errorf("reading standard input: %v", rerr)
		}
		m, err = gpucc.ParseIR("<stdin>", src)
	} else {
		m, err = gpucc.ParseIRFile(path)
	}
	if err != nil {
		return nil, err
	}
	res, err := gpucc.Compile(m, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return res, nil
}

// compileSource compiles IR text that did not come from a file the user
// named (a bundled kernel); name is what errors call it.
func compileSource(name string, src []byte, opts gpucc.Options) (*gpucc.Result, error) {
	m, err := gpucc.ParseIR(name, src)
	if err != nil {
		return nil, err
	}
	res, err := gpucc.Compile(m, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return res, nil
}
