package isa

import (
	"encoding/binary"
	"fmt"
	"strings"
)

// InstBytes is the size of one encoded instruction.
const InstBytes = 16

// SourceLine is one line of assembly with its place, for error messages.
type SourceLine struct {
	File string
	Line int
	Text string
}

// Assemble assembles a sequence of instructions and labels. Statements end
// with `;` or the end of the line (several may share a line); a label is
// `name:` before a statement. Branch targets may name labels; they are
// encoded relative to the next instruction.
func Assemble(file, src string) ([]Inst, error) {
	var lines []SourceLine
	for i, t := range strings.Split(src, "\n") {
		lines = append(lines, SourceLine{File: file, Line: i + 1, Text: t})
	}
	return AssembleLines(lines)
}

// AssembleLines is Assemble over lines that may come from a larger file.
func AssembleLines(lines []SourceLine) ([]Inst, error) {
	type item struct {
		src  SourceLine
		text string
		col  int
	}
	labels := map[string]int{}
	var items []item
	for _, l := range lines {
		text := l.Text
		if i := strings.Index(text, "//"); i >= 0 {
			text = text[:i]
		}
		// Statements end at ';'; several may share a line.
		for pos := 0; pos < len(text); {
			end := strings.IndexByte(text[pos:], ';')
			if end < 0 {
				end = len(text)
			} else {
				end += pos
			}
			col := pos
			for {
				col = skipSpace(text[:end], col)
				colon := strings.IndexByte(text[col:end], ':')
				if colon < 0 || !isIdent(text[col:col+colon]) {
					break
				}
				name := text[col : col+colon]
				if _, dup := labels[name]; dup {
					return nil, &AsmError{File: l.File, Line: l.Line, Col: col + 1, Msg: fmt.Sprintf("label %s defined twice", name)}
				}
				labels[name] = len(items)
				col += colon + 1
			}
			if strings.TrimSpace(text[col:end]) != "" {
				items = append(items, item{src: l, text: text[col:end], col: col})
			}
			pos = end + 1
		}
	}
	insts := make([]Inst, len(items))
	for k, it := range items {
		resolve := func(label string) (int64, bool) {
			t, ok := labels[label]
			return int64(t-(k+1)) * InstBytes, ok
		}
		in, pending, err := parseLine(it.text, it.src.Line, resolve)
		if err != nil {
			if ae, ok := err.(*AsmError); ok {
				ae.File = it.src.File
				ae.Col += it.col
			}
			return nil, err
		}
		if pending != "" {
			col := strings.Index(it.src.Text, pending) + 1
			return nil, &AsmError{File: it.src.File, Line: it.src.Line, Col: col, Msg: fmt.Sprintf("undefined label %s", pending)}
		}
		insts[k] = in
	}
	return insts, nil
}

// EncodeProgram encodes instructions into bytes (two little-endian uint64s each).
func EncodeProgram(insts []Inst) ([]byte, error) {
	out := make([]byte, 0, len(insts)*InstBytes)
	for k := range insts {
		w, err := insts[k].Encode()
		if err != nil {
			return nil, fmt.Errorf("instruction %d (%s): %v", k, insts[k].String(), err)
		}
		out = binary.LittleEndian.AppendUint64(out, w[0])
		out = binary.LittleEndian.AppendUint64(out, w[1])
	}
	return out, nil
}

// DecodeProgram decodes a code section. The error names the byte offset of
// the first invalid word.
func DecodeProgram(code []byte) ([]Inst, error) {
	if len(code)%InstBytes != 0 {
		return nil, fmt.Errorf("code size %d is not a multiple of %d", len(code), InstBytes)
	}
	insts := make([]Inst, len(code)/InstBytes)
	for k := range insts {
		w := Word{binary.LittleEndian.Uint64(code[k*InstBytes:]), binary.LittleEndian.Uint64(code[k*InstBytes+8:])}
		in, err := Decode(w)
		if err != nil {
			return nil, fmt.Errorf("offset %#x: %v", k*InstBytes, err)
		}
		insts[k] = in
	}
	return insts, nil
}

// LabelName is the label FormatProgram gives the instruction at a byte address.
func LabelName(addr int64) string { return fmt.Sprintf(".L_x%X", addr) }

// FormatProgram prints instructions one per line, with a label before every
// branch target and targets printed as labels. With addresses, each line
// starts with a `/*0040*/` address comment, as disassemblers do.
func FormatProgram(insts []Inst, addresses bool) string {
	targets := map[int64]bool{}
	for k := range insts {
		if off, ok := insts[k].BranchOffset(); ok {
			targets[int64(k+1)*InstBytes+off] = true
		}
	}
	var b strings.Builder
	for k := range insts {
		addr := int64(k) * InstBytes
		if targets[addr] {
			b.WriteString(LabelName(addr) + ":\n")
		}
		b.WriteString("        ")
		if addresses {
			fmt.Fprintf(&b, "/*%04x*/ ", addr)
		}
		next := addr + InstBytes
		insts[k].format(&b, func(off int64) string { return LabelName(next + off) })
		b.WriteString(" ;\n")
	}
	// A branch past the last instruction still needs its label.
	if end := int64(len(insts)) * InstBytes; targets[end] {
		b.WriteString(LabelName(end) + ":\n")
	}
	return b.String()
}

// BranchOffset returns the branch offset of an instruction with a target
// operand (BRA, BSSY).
func (in *Inst) BranchOffset() (int64, bool) {
	for _, op := range in.Form.Operands {
		if op.Kind == OpTarget {
			return in.Signed(int(op.Field)), true
		}
	}
	return 0, false
}
