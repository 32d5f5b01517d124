package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"gpucc/isa"
	"gpucc/obj"
)

func init() {
	register("dis", "disassemble: gpucc dis [--raw] file.bin", cmdDis)
}

func cmdDis(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc dis", flag.ContinueOnError)
	fs.SetOutput(stderr)
	raw := fs.Bool("raw", false, "the input is a flat sequence of 16-byte instruction words, not a module")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gpucc dis [--raw] file.bin")
		fmt.Fprintln(stderr, "Prints a module as assembly text with /*address*/ comments; gpucc asm reads it back.")
		fs.PrintDefaults()
	}
	in, status := singleInput(fs, args)
	if status >= 0 {
		return status
	}
	if err := checkModuleInput("dis", in); err != nil && !*raw {
		fmt.Fprintln(stderr, "gpucc dis:", err)
		return 1
	}
	b, err := os.ReadFile(in)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc dis:", err)
		return 1
	}
	var text string
	if *raw {
		insts, err := isa.DecodeProgram(b)
		if err != nil {
			fmt.Fprintf(stderr, "gpucc dis: %s: %v\n", in, err)
			return 1
		}
		text = isa.FormatProgram(insts, true)
	} else {
		m, err := obj.Read(b)
		if err != nil {
			fmt.Fprintf(stderr, "gpucc dis: %s: %v\n", in, err)
			return 1
		}
		text = obj.Disassemble(m)
	}
	if _, err := io.WriteString(stdout, text); err != nil {
		fmt.Fprintln(stderr, "gpucc dis:", err)
		return 1
	}
	return 0
}
