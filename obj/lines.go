package obj

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"gpucc/isa"
)

// SourceLine is one entry of a kernel's line table: the instructions from
// byte address PC up to the next entry's (or the end of the code) come from
// line Line of source file File (the CUDA source, from the LLVM IR's !dbg
// locations). Line 0 marks code of no known line.
type SourceLine struct {
	PC   uint32
	File string
	Line uint32
}

// LinesPrefix names a kernel's line table section (only for kernels that
// have one): 12-byte entries of the byte address, the .strtab offset of the
// file name and the line number.
const LinesPrefix = ".gpucc.lines."

const linesEntSize = 12

// LineAt returns the source line of the instruction at byte address pc.
func (k *Kernel) LineAt(pc uint64) (SourceLine, bool) {
	i := sort.Search(len(k.Lines), func(i int) bool { return uint64(k.Lines[i].PC) > pc }) - 1
	if i < 0 || k.Lines[i].Line == 0 || pc >= uint64(len(k.Code)) {
		return SourceLine{}, false
	}
	return k.Lines[i], true
}

func (l SourceLine) String() string { return fmt.Sprintf("%s:%d", l.File, l.Line) }

// checkLines checks that the entries are in increasing address order, at
// instruction addresses inside the code, and never repeat the previous one.
func checkLines(k *Kernel) error {
	for i, l := range k.Lines {
		switch {
		case l.PC%isa.InstBytes != 0 || int(l.PC) >= len(k.Code):
			return fmt.Errorf("line table entry %d: address %#x is not an instruction of the code", i, l.PC)
		case i > 0 && l.PC <= k.Lines[i-1].PC:
			return fmt.Errorf("line table entry %d: address %#x does not follow %#x", i, l.PC, k.Lines[i-1].PC)
		case i > 0 && l.File == k.Lines[i-1].File && l.Line == k.Lines[i-1].Line:
			return fmt.Errorf("line table entry %d repeats %s:%d", i, l.File, l.Line)
		case l.Line == 0 && l.File != "":
			return fmt.Errorf("line table entry %d: line 0 with file %q", i, l.File)
		}
	}
	return nil
}

// encodeLines makes a kernel's line table section data.
func encodeLines(k *Kernel, strs *strtab) []byte {
	le := binary.LittleEndian
	var tab []byte
	for _, l := range k.Lines {
		for _, v := range []uint32{l.PC, strs.add(l.File), l.Line} {
			tab = le.AppendUint32(tab, v)
		}
	}
	return tab
}

// linesSection is the section of a kernel's line table.
func linesSection(k *Kernel, strs *strtab, strtabIdx, textIdx int) *section {
	return &section{
		name: LinesPrefix + k.Name, typ: elf.SHT_PROGBITS, flags: elf.SHF_INFO_LINK,
		link: uint32(strtabIdx), info: uint32(textIdx), align: 4, entsize: linesEntSize, data: encodeLines(k, strs),
	}
}

// decodeLines reads a kernel's line table section.
func decodeLines(s, text *section, secs []*section, strs *section, k *Kernel) error {
	le := binary.LittleEndian
	switch {
	case s.typ != elf.SHT_PROGBITS || s.flags != elf.SHF_INFO_LINK || s.addr != 0:
		return s.errf("not a line table (SHT_PROGBITS, SHF_INFO_LINK, address 0)")
	case s.entsize != linesEntSize || s.align != 4 || s.off%4 != 0 || len(s.data)%linesEntSize != 0 || len(s.data) == 0:
		return s.errf("want a non-empty table of %d-byte entries aligned to 4", linesEntSize)
	case s.link >= uint32(len(secs)) || secs[s.link] != strs:
		return s.errf("link %d does not name the .strtab section", s.link)
	case s.info != uint32(text.index):
		return s.errf("info %d does not name section %d (%s)", s.info, text.index, text.name)
	}
	for i := 0; i < len(s.data)/linesEntSize; i++ {
		e := s.data[i*linesEntSize:]
		file, ok := strAt(strs.data, le.Uint32(e[4:]))
		if !ok {
			return s.errf("entry %d: string offset %#x is outside .strtab", i, le.Uint32(e[4:]))
		}
		k.Lines = append(k.Lines, SourceLine{PC: le.Uint32(e), File: file, Line: le.Uint32(e[8:])})
	}
	return nil
}

// withLocs inserts a `.loc "FILE" LINE` line before each instruction line
// of code text (isa.FormatProgram's: instruction lines are indented, labels
// are not) where the kernel's line table starts an entry.
func withLocs(code string, lines []SourceLine) string {
	if len(lines) == 0 {
		return code
	}
	var b strings.Builder
	inst, next := 0, 0
	for _, l := range strings.SplitAfter(code, "\n") {
		if strings.HasPrefix(l, " ") {
			for next < len(lines) && int(lines[next].PC) == inst*isa.InstBytes {
				e := lines[next]
				fmt.Fprintf(&b, ".loc %s %d\n", strconv.Quote(e.File), e.Line)
				next++
			}
			inst++
		}
		b.WriteString(l)
	}
	return b.String()
}
