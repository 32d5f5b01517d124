// Command gpucc is the gpucc toolchain's front door: the compiler
// (`gpucc kernel.ll -o kernel.bin`) and its subcommands for the assembler,
// disassembler, emulator and differential verifier.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// subcommand is one `gpucc NAME ...` command. run returns the exit status.
type subcommand struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

var subcommands = map[string]subcommand{}

// register adds a subcommand; each lives in its own file.
func register(name, summary string, run func(args []string, stdout, stderr io.Writer) int) {
	subcommands[name] = subcommand{summary, run}
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: gpucc [flags] kernel.ll -o kernel.bin   compile LLVM IR (see gpucc -h)")
	fmt.Fprintln(w, "       gpucc COMMAND [arguments]")
	fmt.Fprintln(w, "commands:")
	var names []string
	for n := range subcommands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, subcommands[n].summary)
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if sc, ok := subcommands[args[0]]; ok {
			return sc.run(args[1:], stdout, stderr)
		}
		if args[0] == "help" {
			usage(stdout)
			return 0
		}
	}
	if compile, ok := subcommands["compile"]; ok {
		return compile.run(args, stdout, stderr)
	}
	usage(stderr)
	return 2
}
