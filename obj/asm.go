package obj

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"gpucc/isa"
)

// Module assembly text. A module is a sequence of kernels, each introduced
// by a .kernel directive and followed by its metadata directives and its
// instructions (in isa.FormatProgram syntax, labels included):
//
//	.kernel NAME
//	.regs gpr=N ur=N pred=N upred=N breg=N
//	.local BYTES
//	.shared BYTES
//	.parambytes BYTES
//	.param NAME OFFSET SIZE ALIGN [ptr]
//	.assert INDEX "MESSAGE" "FILE" LINE "FUNCTION"   (entry INDEX of the assert table, in order)
//	        S2R R0, SR_TID.X $wsb=SB0 ;
//	.loc "FILE" LINE                                  (the next instructions come from FILE:LINE)
//	        ...
//
// Names are bare words or Go-quoted strings. Numbers are Go integer
// literals (decimal, 0x hex, 0o octal, 0b binary). Comments are `//` to the
// end of the line and `/* ... */`. Keys missing from .regs (or a missing
// .regs) are computed from the code with CountRegisters; .local and .shared
// default to 0, and .parambytes to the end of the last parameter. A file
// without any .kernel directive is a single kernel named after the file.

// FormatAsm prints the module as assembly text that ParseAsm reads back to
// the same module (what `gpucc -S` writes).
func FormatAsm(m *Module) string { return formatAsm(m, false) }

// Disassemble is FormatAsm with a /*addr*/ comment before each instruction,
// as `gpucc dis` prints it. ParseAsm accepts it too.
func Disassemble(m *Module) string { return formatAsm(m, true) }

func formatAsm(m *Module, addresses bool) string {
	var b strings.Builder
	formatGlobals(&b, m.Globals)
	for i := range m.Kernels {
		k := &m.Kernels[i]
		if i > 0 || len(m.Globals) > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, ".kernel %s\n", quoteName(k.Name))
		fmt.Fprintf(&b, ".regs gpr=%d ur=%d pred=%d upred=%d breg=%d\n", k.GPRs, k.URs, k.Preds, k.UPreds, k.BRegs)
		fmt.Fprintf(&b, ".local %d\n", k.LocalBytes)
		if k.StackBytes != 0 {
			fmt.Fprintf(&b, ".stack %d\n", k.StackBytes)
		}
		fmt.Fprintf(&b, ".shared %d\n", k.SharedBytes)
		fmt.Fprintf(&b, ".parambytes %d\n", k.ParamBytes)
		for _, p := range k.Params {
			fmt.Fprintf(&b, ".param %s %#x %d %d", quoteName(p.Name), p.Offset, p.Size, p.Align)
			if p.Pointer {
				b.WriteString(" ptr")
			}
			b.WriteByte('\n')
		}
		for i, a := range k.Asserts {
			fmt.Fprintf(&b, ".assert %d %s %s %d %s\n", i, strconv.Quote(a.Msg), strconv.Quote(a.File), a.Line, strconv.Quote(a.Func))
		}
		insts, err := isa.DecodeProgram(k.Code)
		if err != nil {
			fmt.Fprintf(&b, "// cannot disassemble the code: %v\n", err)
			continue
		}
		b.WriteString(withLocs(isa.FormatProgram(insts, addresses), k.Lines))
	}
	return b.String()
}

// quoteName prints a name bare when it is made of letters, digits, '_',
// '.' and '$', and Go-quoted otherwise.
func quoteName(s string) string {
	if s == "" {
		return `""`
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '$') {
			return strconv.Quote(s)
		}
	}
	return s
}

// token is one word of a directive line.
type token struct {
	text string
	col  int // 1-based byte column
}

// asmKernel collects one kernel while parsing.
type asmKernel struct {
	k         Kernel
	line, col int // place of the .kernel name (1:1 for an implicit kernel)
	code      []isa.SourceLine
	regsSet   [5]bool
	seen      map[string]bool // metadata directives already given
	locs      []asmLoc        // .loc directives among the code
	// Place of the .parambytes value (line 0 when not given).
	paramBytesLine, paramBytesCol int
}

// ParseAsm assembles module assembly text (see FormatAsm). Errors are
// *isa.AsmError values naming file:line:col.
func ParseAsm(file string, src []byte) (*Module, error) {
	text, err := blankComments(file, src)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(text, "\n")
	errAt := func(line, col int, format string, args ...any) error {
		return &isa.AsmError{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
	}
	explicit := false
	for _, l := range lines {
		if toks, _, _ := directiveTokens(l); len(toks) > 0 && toks[0].text == ".kernel" {
			explicit = true
			break
		}
	}
	var kernels []*asmKernel
	var cur *asmKernel
	var globals []Global
	if !explicit {
		cur = &asmKernel{k: Kernel{Name: implicitName(file)}, line: 1, col: 1, seen: map[string]bool{}}
		kernels = append(kernels, cur)
	}
	for i, l := range lines {
		lineNo := i + 1
		l = strings.TrimSuffix(l, "\r")
		toks, isDirective, badCol := directiveTokens(l)
		if badCol > 0 {
			return nil, errAt(lineNo, badCol, "bad quoted name")
		}
		if !isDirective {
			if strings.TrimSpace(l) == "" {
				continue
			}
			if cur == nil {
				col := len(l) - len(strings.TrimLeft(l, " \t")) + 1
				return nil, errAt(lineNo, col, "instruction before the first .kernel directive")
			}
			cur.code = append(cur.code, isa.SourceLine{File: file, Line: lineNo, Text: l})
			continue
		}
		d := toks[0]
		if d.text == ".global" {
			g, err := parseGlobal(toks[1:], func(col int, format string, args ...any) error {
				return errAt(lineNo, col, format, args...)
			}, d.col)
			if err != nil {
				return nil, err
			}
			globals = append(globals, g)
			continue
		}
		if d.text == ".kernel" {
			if len(toks) != 2 {
				return nil, errAt(lineNo, d.col, "want .kernel NAME")
			}
			name := toks[1]
			if err := checkName("kernel name", name.text, false); err != nil {
				return nil, errAt(lineNo, name.col, "%v", err)
			}
			for _, k := range kernels {
				if k.k.Name == name.text {
					return nil, errAt(lineNo, name.col, "kernel %s already defined at line %d", quoteName(name.text), k.line)
				}
			}
			cur = &asmKernel{k: Kernel{Name: name.text}, line: lineNo, col: name.col, seen: map[string]bool{}}
			kernels = append(kernels, cur)
			continue
		}
		if cur == nil {
			return nil, errAt(lineNo, d.col, "%s before the first .kernel directive", d.text)
		}
		if err := cur.directive(lineNo, toks, func(col int, format string, args ...any) error {
			return errAt(lineNo, col, format, args...)
		}); err != nil {
			return nil, err
		}
	}
	m := &Module{Globals: globals}
	for _, ak := range kernels {
		if err := ak.finish(errAt); err != nil {
			return nil, err
		}
		m.Kernels = append(m.Kernels, ak.k)
	}
	if err := m.Validate(); err != nil {
		return nil, errAt(1, 1, "%v", err)
	}
	return m, nil
}

// directive applies one metadata directive to the kernel.
func (ak *asmKernel) directive(lineNo int, toks []token, errAt func(col int, format string, args ...any) error) error {
	d, args := toks[0], toks[1:]
	k := &ak.k
	once := func() error {
		if ak.seen[d.text] {
			return errAt(d.col, "%s given twice for kernel %s", d.text, quoteName(k.Name))
		}
		ak.seen[d.text] = true
		return nil
	}
	num := func(t token, what string) (uint32, error) {
		v, err := strconv.ParseUint(t.text, 0, 32)
		if err != nil {
			return 0, errAt(t.col, "bad %s %q: want an unsigned 32-bit integer", what, t.text)
		}
		return uint32(v), nil
	}
	single := func(what string, dst *uint32) error {
		if err := once(); err != nil {
			return err
		}
		if len(args) != 1 {
			return errAt(d.col, "want %s %s", d.text, what)
		}
		v, err := num(args[0], what)
		*dst = v
		return err
	}
	switch d.text {
	case ".regs":
		if err := once(); err != nil {
			return err
		}
		if len(args) == 0 {
			return errAt(d.col, "want .regs gpr=N ur=N pred=N upred=N breg=N")
		}
		regs := k.Registers()
		ptrs := regs.fields()
		for _, t := range args {
			key, val, _ := strings.Cut(t.text, "=")
			idx := -1
			for i, l := range regLimits {
				if l.key == key {
					idx = i
				}
			}
			if idx < 0 {
				return errAt(t.col, "unknown register file %q in .regs (want gpr, ur, pred, upred, breg)", key)
			}
			if ak.regsSet[idx] {
				return errAt(t.col, "%s given twice in .regs", key)
			}
			v, err := strconv.ParseUint(val, 0, 16)
			if err != nil {
				return errAt(t.col, "bad register count %q: want %s=N", t.text, key)
			}
			if err := checkRegCount(key, int(v)); err != nil {
				return errAt(t.col, "%v", err)
			}
			ak.regsSet[idx] = true
			*ptrs[idx] = int(v)
		}
		k.SetRegisters(regs)
		return nil
	case ".local":
		return single("BYTES", &k.LocalBytes)
	case ".stack":
		return single("BYTES", &k.StackBytes)
	case ".shared":
		return single("BYTES", &k.SharedBytes)
	case ".parambytes":
		if err := single("BYTES", &k.ParamBytes); err != nil {
			return err
		}
		ak.paramBytesLine, ak.paramBytesCol = lineNo, args[0].col
		if k.ParamBytes > MaxParamBytes {
			return errAt(args[0].col, "parameter block of %d bytes exceeds %d", k.ParamBytes, MaxParamBytes)
		}
		return nil
	case ".param":
		if len(args) != 4 && !(len(args) == 5 && args[4].text == "ptr") {
			return errAt(d.col, "want .param NAME OFFSET SIZE ALIGN [ptr]")
		}
		p := Param{Name: args[0].text, Pointer: len(args) == 5}
		var err error
		for i, dst := range []*uint32{&p.Offset, &p.Size, &p.Align} {
			if *dst, err = num(args[1+i], []string{"offset", "size", "alignment"}[i]); err != nil {
				return err
			}
		}
		var prev *Param
		if n := len(k.Params); n > 0 {
			prev = &k.Params[n-1]
		}
		if err := checkParam(&p, prev, MaxParamBytes); err != nil {
			return errAt(args[0].col, "param %s: %v", quoteName(p.Name), err)
		}
		k.Params = append(k.Params, p)
		return nil
	case ".loc":
		if len(args) != 2 {
			return errAt(d.col, `want .loc "FILE" LINE`)
		}
		line, err := num(args[1], "line")
		if err != nil {
			return err
		}
		ak.locs = append(ak.locs, asmLoc{codeLine: len(ak.code), line: lineNo, col: d.col, file: args[0].text, srcLine: line})
		return nil
	case ".assert":
		if len(args) != 5 {
			return errAt(d.col, `want .assert INDEX "MESSAGE" "FILE" LINE "FUNCTION"`)
		}
		idx, err := num(args[0], "assert index")
		if err != nil {
			return err
		}
		if int(idx) != len(k.Asserts) {
			return errAt(args[0].col, "assert index %d out of order (want %d)", idx, len(k.Asserts))
		}
		line, err := num(args[3], "line")
		if err != nil {
			return err
		}
		k.Asserts = append(k.Asserts, Assert{Msg: args[1].text, File: args[2].text, Line: line, Func: args[4].text})
		return nil
	}
	return errAt(d.col, "unknown directive %s (want .kernel, .regs, .local, .shared, .parambytes, .param or .assert)", d.text)
}

// finish assembles the kernel's code and fills in what the directives left
// out.
func (ak *asmKernel) finish(errAt func(line, col int, format string, args ...any) error) error {
	k := &ak.k
	insts, err := isa.AssembleLines(ak.code)
	if err != nil {
		return err
	}
	if k.Code, err = isa.EncodeProgram(insts); err != nil {
		return errAt(ak.line, ak.col, "kernel %s: %v", quoteName(k.Name), err)
	}
	regs, counted := k.Registers(), CountRegisters(insts)
	ptrs, cptrs := regs.fields(), counted.fields()
	for i := range ptrs {
		if !ak.regsSet[i] {
			*ptrs[i] = *cptrs[i]
		}
	}
	k.SetRegisters(regs)
	if err := ak.lineTable(errAt); err != nil {
		return err
	}
	if i, err := checkBranches(insts); err != nil {
		line, col := ak.line, ak.col
		if src := instLines(ak.code); len(src) == len(insts) {
			line = src[i].Line
			col = len(src[i].Text) - len(strings.TrimLeft(src[i].Text, " \t")) + 1
		}
		return errAt(line, col, "%v", err)
	}
	if ak.paramBytesLine == 0 {
		k.ParamBytes = 0
		if n := len(k.Params); n > 0 {
			k.ParamBytes = k.Params[n-1].Offset + k.Params[n-1].Size - ParamBase
		}
	} else {
		for i := range k.Params {
			p := &k.Params[i]
			if uint64(p.Offset)+uint64(p.Size) > ParamBase+uint64(k.ParamBytes) {
				return errAt(ak.paramBytesLine, ak.paramBytesCol, "parameter %s (bytes %#x..%#x) does not fit in the %d-byte parameter block at %#x",
					quoteName(p.Name), p.Offset, p.Offset+p.Size-1, k.ParamBytes, ParamBase)
			}
		}
	}
	if err := k.Validate(); err != nil {
		return errAt(ak.line, ak.col, "%v", err)
	}
	return nil
}

// asmLoc is a .loc directive: it applies from the first instruction line at
// or after code line codeLine.
type asmLoc struct {
	codeLine, line, col int
	file                string
	srcLine             uint32
}

// lineTable turns the kernel's .loc directives into its line table.
func (ak *asmKernel) lineTable(errAt func(line, col int, format string, args ...any) error) error {
	inst := 0
	next := 0
	for i, l := range ak.code {
		if len(instLines([]isa.SourceLine{l})) == 0 {
			continue
		}
		for next < len(ak.locs) && ak.locs[next].codeLine <= i {
			loc := ak.locs[next]
			entry := SourceLine{PC: uint32(inst * isa.InstBytes), File: loc.file, Line: loc.srcLine}
			if n := len(ak.k.Lines); n > 0 && ak.k.Lines[n-1].PC == entry.PC {
				return errAt(loc.line, loc.col, "two .loc directives for the same instruction")
			}
			ak.k.Lines = append(ak.k.Lines, entry)
			next++
		}
		inst++
	}
	if next < len(ak.locs) {
		return errAt(ak.locs[next].line, ak.locs[next].col, ".loc after the last instruction of kernel %s", quoteName(ak.k.Name))
	}
	return nil
}

// instLines returns the lines that hold an instruction, skipping blank
// lines and lines with only labels, as isa.AssembleLines does.
func instLines(lines []isa.SourceLine) []isa.SourceLine {
	var out []isa.SourceLine
	for _, l := range lines {
		text := l.Text
		for {
			name, after, ok := strings.Cut(strings.TrimSpace(text), ":")
			if !ok || !isLabel(strings.TrimSpace(name)) || strings.ContainsAny(name, " \t") {
				break
			}
			text = after
		}
		if strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text), ";")) != "" {
			out = append(out, l)
		}
	}
	return out
}

// isLabel reports whether s is a label name in isa's assembly syntax.
func isLabel(s string) bool {
	for i, c := range s {
		letter := c == '_' || c == '.' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && !(i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

// implicitName names the kernel of a file without .kernel directives after
// the file: "dir/saxpy.s" gives "saxpy".
func implicitName(file string) string {
	base := filepath.Base(file)
	name := strings.TrimSuffix(base, filepath.Ext(base))
	if name == "" || name == "." || name == string(filepath.Separator) || strings.IndexByte(name, 0) >= 0 {
		return "kernel"
	}
	return name
}

// directiveTokens splits a line whose first word starts with '.' and is not
// a label into tokens. isDirective is false for other lines; badCol is the
// column of a malformed quoted name.
func directiveTokens(line string) (toks []token, isDirective bool, badCol int) {
	i := skipBlanks(line, 0)
	if i >= len(line) || line[i] != '.' {
		return nil, false, 0
	}
	first := wordEnd(line, i)
	if strings.Contains(line[i:first], ":") {
		return nil, false, 0 // a label such as .L_x40:
	}
	for i < len(line) {
		if line[i] == '"' {
			q, err := strconv.QuotedPrefix(line[i:])
			if err != nil {
				return nil, true, i + 1
			}
			s, _ := strconv.Unquote(q)
			toks = append(toks, token{s, i + 1})
			i += len(q)
			if i < len(line) && line[i] != ' ' && line[i] != '\t' {
				return nil, true, i + 1
			}
		} else {
			end := wordEnd(line, i)
			toks = append(toks, token{line[i:end], i + 1})
			i = end
		}
		i = skipBlanks(line, i)
	}
	return toks, true, 0
}

func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r') {
		i++
	}
	return i
}

func wordEnd(s string, i int) int {
	for i < len(s) && s[i] != ' ' && s[i] != '\t' && s[i] != '\r' {
		i++
	}
	return i
}

// blankComments replaces `//` and `/* */` comments with spaces, keeping
// newlines, so that columns and line numbers stay those of the source.
// Quoted strings (directive names) are left alone.
func blankComments(file string, src []byte) (string, error) {
	out := []byte(string(src))
	line, col := 1, 1
	for i := 0; i < len(out); i++ {
		c := out[i]
		switch {
		case c == '\n':
			line, col = line+1, 0
		case c == '"':
			// Skip to the closing quote on this line; a malformed string is
			// reported by the directive parser.
			for i+1 < len(out) && out[i+1] != '\n' {
				i++
				col++
				if out[i] == '\\' && i+1 < len(out) && out[i+1] != '\n' {
					i++
					col++
				} else if out[i] == '"' {
					break
				}
			}
		case c == '/' && i+1 < len(out) && out[i+1] == '/':
			for ; i < len(out) && out[i] != '\n'; i++ {
				out[i] = ' '
			}
			i--
		case c == '/' && i+1 < len(out) && out[i+1] == '*':
			startLine, startCol := line, col
			out[i], out[i+1] = ' ', ' '
			i, col = i+2, col+2
			for ; ; i, col = i+1, col+1 {
				if i >= len(out) {
					return "", &isa.AsmError{File: file, Line: startLine, Col: startCol, Msg: "unterminated /* comment"}
				}
				if out[i] == '*' && i+1 < len(out) && out[i+1] == '/' {
					out[i], out[i+1] = ' ', ' '
					i, col = i+1, col+1
					break
				}
				if out[i] == '\n' {
					line, col = line+1, 0
				} else {
					out[i] = ' '
				}
			}
		}
		col++
	}
	return string(out), nil
}
