package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
)

// inputKind is what a file given to run, dis or asm holds.
type inputKind int

const (
	kindOther   inputKind = iota // a binary or assembly text: left to the reader
	kindEmpty                    // nothing but white space
	kindLLVMIR                   // LLVM IR text
	kindBitcode                  // LLVM bitcode
)

// classifyInput recognises the inputs that run, dis and asm must not take
// for a module: an empty file (which would otherwise parse as an empty
// assembly module and run nothing) and LLVM IR, text or bitcode.
func classifyInput(data []byte) inputKind {
	if len(bytes.TrimSpace(data)) == 0 {
		return kindEmpty
	}
	if bytes.HasPrefix(data, []byte("BC\xc0\xde")) || bytes.HasPrefix(data, []byte{0xde, 0xc0, 0x17, 0x0b}) {
		return kindBitcode
	}
	if bytes.HasPrefix(data, []byte("\x7fELF")) {
		return kindOther
	}
	for i, line := range strings.Split(string(data[:min(len(data), 64<<10)]), "\n") {
		if i >= 200 {
			break
		}
		t := strings.TrimSpace(line)
		for _, p := range []string{"; ModuleID = ", "source_filename = ", "target datalayout = ", "target triple = ", "define ", "declare ", "attributes #", "!llvm."} {
			if strings.HasPrefix(t, p) {
				return kindLLVMIR
			}
		}
	}
	return kindOther
}

// checkModuleInput returns an error saying what to do when the file at
// path is empty or LLVM IR, for the command cmd ("run", "dis" or "asm").
func checkModuleInput(cmd, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	want := "a gpucc binary (gpucc k.ll -o k.bin) or its assembly text (gpucc -S, gpucc dis)"
	switch cmd {
	case "dis":
		want = "a gpucc binary (gpucc k.ll -o k.bin)"
	case "asm":
		want = "gpucc assembly text (gpucc -S, gpucc dis)"
	}
	switch classifyInput(data) {
	case kindEmpty:
		return fmt.Errorf("%s is empty: expected %s", path, want)
	case kindLLVMIR:
		return fmt.Errorf("%s is LLVM IR, not a gpucc module: expected %s; compile it with `gpucc %s -o k.bin`, or compile and check it against the reference interpreter with `gpucc verify %s`", path, want, path, path)
	case kindBitcode:
		return fmt.Errorf("%s is LLVM bitcode: gpucc reads LLVM IR text; convert it with `llvm-dis %s` (or emit text with clang -S -emit-llvm), then compile it with gpucc", path, path)
	}
	return nil
}
