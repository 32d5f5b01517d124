package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"gpucc/isa"
	"gpucc/obj"
)

func init() {
	register("dis", "disassemble, list kernels, resource usage: gpucc dis [--kernel NAME] [-print-raw] [--list-kernels] [--res-usage] file.bin", cmdDis)
}

func cmdDis(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc dis", flag.ContinueOnError)
	fs.SetOutput(stderr)
	raw := fs.Bool("raw", false, "the input is a flat sequence of 16-byte instruction words, not a module")
	kernel := fs.String("kernel", "", "only this kernel (as cuobjdump -fun)")
	printRaw := fs.Bool("print-raw", false, "print each instruction's encoding in hex beside it (as nvdisasm -print-raw)")
	list := fs.Bool("list-kernels", false, "list the kernels' names, one a line (as cuobjdump -lelf lists files)")
	res := fs.Bool("res-usage", false, "print each kernel's resource usage and occupancy estimate instead of the code (as cuobjdump -res-usage)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gpucc dis [flags] file.bin")
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
		if *kernel != "" || *list || *res {
			fmt.Fprintln(stderr, "gpucc dis: --raw code has no kernels: --kernel, --list-kernels and --res-usage need a module")
			return 2
		}
		insts, err := isa.DecodeProgram(b)
		if err != nil {
			fmt.Fprintf(stderr, "gpucc dis: %s: %v\n", in, err)
			return 1
		}
		text = isa.FormatProgram(insts, true)
		if *printRaw {
			text = withEncodings(text, b)
		}
		_, err = io.WriteString(stdout, text)
		return writeStatus(err, stderr)
	}
	m, err := obj.Read(b)
	if err != nil {
		fmt.Fprintf(stderr, "gpucc dis: %s: %v\n", in, err)
		return 1
	}
	if *kernel != "" {
		k := m.Lookup(*kernel)
		if k == nil {
			fmt.Fprintf(stderr, "gpucc dis: %s has no kernel %q (it has: %s)\n", in, *kernel, strings.Join(kernelNames(m), ", "))
			return 1
		}
		m = &obj.Module{Kernels: []obj.Kernel{*k}, Globals: m.Globals}
	}
	var sb strings.Builder
	switch {
	case *list:
		for _, name := range kernelNames(m) {
			fmt.Fprintln(&sb, name)
		}
	case *res:
		for i := range m.Kernels {
			k := &m.Kernels[i]
			fmt.Fprintln(&sb, resUsage(k))
			fmt.Fprintf(&sb, "    %v\n", sm80.estimate(k.GPRs, int(k.SharedBytes), sm80.DefaultBlockSize))
		}
	default:
		sb.WriteString(obj.Disassemble(m))
	}
	text = sb.String()
	if *printRaw && !*list && !*res {
		text = withModuleEncodings(text, m)
	}
	_, err = io.WriteString(stdout, text)
	return writeStatus(err, stderr)
}

func writeStatus(err error, stderr io.Writer) int {
	if err != nil {
		fmt.Fprintln(stderr, "gpucc dis:", err)
		return 1
	}
	return 0
}

func kernelNames(m *obj.Module) []string {
	var names []string
	for _, k := range m.Kernels {
		names = append(names, k.Name)
	}
	return names
}

// addressComment matches the /*address*/ comment that starts an
// instruction line of the disassembly (compiled on first use, not at every
// start-up of the compiler).
var addressComment = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s+/\*([0-9a-f]{4,})\*/ `)
})

// withEncodings appends to every instruction line of text its 16 bytes
// from code, as the two 64-bit little-endian halves of the word, high
// first (nvdisasm -print-raw's order): /* 0xHIGH LOW */. asm reads the
// comment as a comment.
func withEncodings(text string, code []byte) string {
	lines := strings.SplitAfter(text, "\n")
	for i, line := range lines {
		m := addressComment().FindStringSubmatch(line)
		if m == nil {
			continue
		}
		addr, err := strconv.ParseUint(m[1], 16, 64)
		if err != nil || addr+isa.InstBytes > uint64(len(code)) {
			continue
		}
		w := code[addr : addr+isa.InstBytes]
		body := strings.TrimSuffix(line, "\n")
		lines[i] = fmt.Sprintf("%s  /* 0x%016x%016x */%s", body, binary.LittleEndian.Uint64(w[8:]), binary.LittleEndian.Uint64(w[:8]),
			line[len(body):])
	}
	return strings.Join(lines, "")
}

// withModuleEncodings is withEncodings for a module's text: the addresses
// restart with each kernel.
func withModuleEncodings(text string, m *obj.Module) string {
	parts := strings.SplitAfter(text, "\n")
	var out strings.Builder
	k := -1
	var chunk strings.Builder
	flush := func() {
		if k >= 0 && k < len(m.Kernels) {
			out.WriteString(withEncodings(chunk.String(), m.Kernels[k].Code))
		} else {
			out.WriteString(chunk.String())
		}
		chunk.Reset()
	}
	for _, line := range parts {
		if strings.HasPrefix(line, ".kernel ") {
			flush()
			k++
		}
		chunk.WriteString(line)
	}
	flush()
	return out.String()
}
