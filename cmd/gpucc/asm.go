package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gpucc/isa"
	"gpucc/obj"
)

func init() {
	register("asm", "assemble: gpucc asm file.s [-o file.bin]", cmdAsm)
}

func cmdAsm(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc asm", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "output file (default: the input name with .bin; - for standard output)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gpucc asm file.s [-o file.bin]")
		fmt.Fprintln(stderr, "Assembles module assembly text (the output of gpucc -S or gpucc dis) into a module file.")
		fs.PrintDefaults()
	}
	in, status := singleInput(fs, args)
	if status >= 0 {
		return status
	}
	if err := checkModuleInput("asm", in); err != nil {
		fmt.Fprintln(stderr, "gpucc asm:", err)
		return 1
	}
	src, err := os.ReadFile(in)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc asm:", err)
		return 1
	}
	m, err := obj.ParseAsm(in, src)
	if err != nil {
		var ae *isa.AsmError
		if errors.As(err, &ae) {
			fmt.Fprintln(stderr, err) // already file:line:col: message
		} else {
			fmt.Fprintf(stderr, "gpucc asm: %s: %v\n", in, err)
		}
		return 1
	}
	for _, w := range asmWarnings(m) {
		fmt.Fprintf(stderr, "gpucc asm: %s: warning: %s\n", in, w)
	}
	b, err := obj.Write(m)
	if err != nil {
		fmt.Fprintf(stderr, "gpucc asm: %s: %v\n", in, err)
		return 1
	}
	dst := *out
	if dst == "" {
		dst = strings.TrimSuffix(in, filepath.Ext(in)) + ".bin"
		if dst == in {
			dst = in + ".bin"
		}
	}
	if dst == "-" {
		if _, err := stdout.Write(b); err != nil {
			fmt.Fprintln(stderr, "gpucc asm:", err)
			return 1
		}
		return 0
	}
	if err := obj.WriteFileAtomic(dst, b, 0o644); err != nil {
		fmt.Fprintln(stderr, "gpucc asm:", err)
		return 1
	}
	return 0
}

// asmWarnings finds what assembles but cannot run as meant: a kernel
// without an EXIT (its threads run off the end of the code: a program error
// on the emulator) and .regs counts below the registers the code names (the
// emulator refuses to load such a kernel).
func asmWarnings(m *obj.Module) []string {
	var warnings []string
	for i := range m.Kernels {
		k := &m.Kernels[i]
		insts, err := isa.DecodeProgram(k.Code)
		if err != nil {
			continue // Write reports it
		}
		hasExit := false
		for j := range insts {
			if insts[j].Form != nil && insts[j].Form.Optype == isa.OpEXIT {
				hasExit = true
			}
		}
		if !hasExit && len(insts) > 0 {
			warnings = append(warnings, fmt.Sprintf("kernel %s has no EXIT: its threads run past the end of the code", k.Name))
		}
		used := obj.CountRegisters(insts)
		for _, c := range []struct {
			file         string
			stated, used int
		}{{"gpr", k.GPRs, used.GPRs}, {"ur", k.URs, used.URs}, {"pred", k.Preds, used.Preds}, {"upred", k.UPreds, used.UPreds}, {"breg", k.BRegs, used.BRegs}} {
			if c.stated < c.used {
				warnings = append(warnings, fmt.Sprintf("kernel %s: .regs %s=%d but the code uses %d (the emulator will refuse to load it)", k.Name, c.file, c.stated, c.used))
			}
		}
	}
	return warnings
}

// parseFlagsAnywhere parses flags that may come before or after the
// positional arguments (gpucc asm k.s -o k.bin) and returns the positional
// arguments. status is the exit status to return at once (0 after -h, 2
// after a bad flag), or -1 to go on.
// singleInput parses flags around exactly one input file name; status is
// -1 to go on, or the exit status (usage printed) otherwise.
func singleInput(fs *flag.FlagSet, args []string) (input string, status int) {
	inputs, status := parseFlagsAnywhere(fs, args)
	if status >= 0 {
		return "", status
	}
	if len(inputs) != 1 {
		fs.Usage()
		return "", 2
	}
	return inputs[0], -1
}

func parseFlagsAnywhere(fs *flag.FlagSet, args []string) (positional []string, status int) {
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, 0
			}
			return nil, 2
		}
		if fs.NArg() == 0 {
			return positional, -1
		}
		positional = append(positional, fs.Arg(0))
		args = fs.Args()[1:]
	}
}
