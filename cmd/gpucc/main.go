// Command gpucc is the gpucc toolchain's front door: the compiler
// (`gpucc kernel.ll -o kernel.bin`) and its subcommands for the assembler,
// disassembler, emulator and differential verifier.
//
// Every subcommand takes its flags before or after its file arguments,
// spelled -flag or --flag; -h prints its usage and exits 0; bad usage exits
// 2. `gpucc help CMD` is `gpucc CMD -h`, `gpucc version` (or --version)
// prints the build's version.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sort"
	"strings"
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
	fmt.Fprintln(w, "usage: gpucc [flags] kernel.ll [-o kernel.bin]   compile LLVM IR (gpucc compile -h: the flags)")
	fmt.Fprintln(w, "       gpucc COMMAND [arguments]")
	fmt.Fprintln(w, "       gpucc help COMMAND                         a command's flags")
	fmt.Fprintln(w, "       gpucc --list-kernels|--res-usage kernel.bin   (gpucc dis's, as cuobjdump)")
	fmt.Fprintln(w, "       gpucc version")
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

// version is the module version and VCS revision the binary was built from.
func version() string {
	v := "gpucc (devel)"
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	if bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		v = "gpucc " + bi.Main.Version
	}
	var rev, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = " (modified)"
			}
		}
	}
	if rev != "" {
		v += " revision " + rev + modified
	}
	return v + " " + bi.GoVersion
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if sc, ok := subcommands[args[0]]; ok {
			return sc.run(args[1:], stdout, stderr)
		}
		switch args[0] {
		case "help", "-h", "-help", "--help":
			if args[0] == "help" && len(args) > 1 {
				sc, ok := subcommands[args[1]]
				if !ok {
					fmt.Fprintf(stderr, "gpucc help: unknown command %q\n", args[1])
					usage(stderr)
					return 2
				}
				return sc.run([]string{"-h"}, stdout, stderr)
			}
			usage(stdout)
			return 0
		case "version", "-version", "--version":
			fmt.Fprintln(stdout, version())
			return 0
		}
		if looksLikeCommand(args[0]) {
			fmt.Fprintf(stderr, "gpucc: unknown command %q (and no such input file)\n", args[0])
			usage(stderr)
			return 2
		}
	}
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	for _, a := range args {
		switch strings.TrimLeft(a, "-") {
		case "list-kernels", "res-usage":
			// cuobjdump's spellings on an existing binary: gpucc dis's.
			if strings.HasPrefix(a, "-") {
				return subcommands["dis"].run(args, stdout, stderr)
			}
		}
	}
	return subcommands["compile"].run(args, stdout, stderr)
}

// looksLikeCommand reports whether the first argument of gpucc, not a
// subcommand, is a mistyped command rather than an input file: a bare word
// that names no file.
func looksLikeCommand(arg string) bool {
	if arg == "" || strings.HasPrefix(arg, "-") || strings.ContainsAny(arg, "./\\") {
		return false
	}
	_, err := os.Stat(arg)
	return err != nil
}
