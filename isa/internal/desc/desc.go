// Package desc parses machine descriptions written in the spec's
// `__DefBitFieldType / __DefGroup / __DefOptype / __DefOpcode` format.
//
// It is used twice: by the table generator, which turns the project's own
// description (isa/spec) into Go tables, and by the spec-fidelity test, which
// parses the original spec documents and compares them with ours. The parser
// keeps the structured parts (encodings, syntax, operand lists, examples) and
// skips prose sections, which matter to people but not to tools.
package desc

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Pos is a place in a description file.
type Pos struct {
	File string
	Line int
}

func (p Pos) String() string { return fmt.Sprintf("%s:%d", p.File, p.Line) }

// EnumValue is one named value of a bit-field type.
type EnumValue struct {
	Name  string
	Value uint32
	// Asm is the spelling in assembly when a `// NAME` comment follows the
	// value (CWMode's C is written .CLAMP), else "".
	Asm string
}

// BitFieldType is a `__DefBitFieldType Name<bits>` enumeration.
type BitFieldType struct {
	Pos    Pos
	Name   string
	Bits   int
	Values []EnumValue
}

// Lookup returns the value named name.
func (t *BitFieldType) Lookup(name string) (uint32, bool) {
	for _, v := range t.Values {
		if v.Name == name {
			return v.Value, true
		}
	}
	return 0, false
}

// Field is one `field<lo, width> Type name [= default | == fixed];` line.
type Field struct {
	Pos     Pos
	Lo      int
	Width   int
	Type    string
	Name    string
	Default string // "" when none
	Fixed   bool   // the value after == is fixed (part of the opcode)
}

// Bitwidth is a `Bitwidth<operand> = expr;` directive. The expression is a sum
// of integers and terms `(field=="VALUE")*N`.
type Bitwidth struct {
	Operand string
	Base    int
	Terms   []BitwidthTerm
}

// BitwidthTerm adds Add bits when Field holds the enum value Value.
type BitwidthTerm struct {
	Field string
	Value string
	Add   int
}

// Exception is an `EncodingError<Kind, "message"> = field=="VALUE";` line:
// the encoding is illegal when the field holds that value.
type Exception struct {
	Kind    string
	Message string
	Field   string
	Value   string
}

// Latency is one line of a `__DefLatency` block (a gpucc addition to the
// format): an optype's fixed latency in cycles, or `variable N` for a result
// that arrives after a variable delay, N being the emulator's typical delay.
type Latency struct {
	Pos      Pos
	Optype   string
	Cycles   int
	Variable bool
}

// PropertyRow is one line of a `__DefProperties` block (a gpucc addition to
// the format): an optype and the property words it declares, `-` standing
// for none. The words are checked by the generator, which knows their
// meaning.
type PropertyRow struct {
	Pos    Pos
	Optype string
	Words  []string // empty for `-`
}

// Def is a group, optype or opcode definition.
type Def struct {
	Pos      Pos
	Kind     string // "Group", "Optype", "Opcode"
	Name     string
	Parent   string
	Fields   []Field
	Syntax   []string // non-empty lines of the __Syntax code block
	Examples []string // non-empty lines of the __Examples code blocks
	InList   []string
	OutList  []string
	Order    []string
	Bitwidth []Bitwidth
	// AsmFormat maps a modifier field to the converter that prints it
	// (e.g. "ra.neg" -> "CvtINegX(ra.neg, ext)").
	AsmFormat  map[string]string
	ModiOrder  []string
	Exceptions []Exception
	// Attrs holds project directives that the spec format lacks, written as
	// `Name<value>;` in an __OperandInfo section (for example Latency<4>).
	Attrs map[string]string
}

// File is the parsed content of one or more description files.
type File struct {
	Latency    []Latency
	Properties []PropertyRow
	Types      []*BitFieldType
	Groups     []*Def
	Optype     []*Def
	Opcode     []*Def
}

// TypeByName returns the bit-field type with the given name.
func (f *File) TypeByName(name string) *BitFieldType {
	for _, t := range f.Types {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// Find returns the definition of the given kind and name.
func (f *File) Find(kind, name string) *Def {
	var list []*Def
	switch kind {
	case "Group":
		list = f.Groups
	case "Optype":
		list = f.Optype
	case "Opcode":
		list = f.Opcode
	}
	for _, d := range list {
		if d.Name == name {
			return d
		}
	}
	return nil
}

var (
	reDefType   = regexp.MustCompile(`^__DefBitFieldType\s+(\w+)\s*<\s*(\d+)\s*>\s*$`)
	reDef       = regexp.MustCompile(`^__Def(Group|Optype|Opcode)\s+(\w+)\s*:\s*\[\s*(\w+)\s*\]\s*$`)
	reSection   = regexp.MustCompile(`^\s*__(\w+)\s*$`)
	reEnumValue = regexp.MustCompile(`^\s*(\w+)\s*(?:=\s*(0[xX][0-9a-fA-F]+|\d+))?\s*;\s*(?://\s*([\w.]*).*)?$`)
	reLatency   = regexp.MustCompile(`^\s*(\w+)\s+(\d+|variable\s+\d+)\s*;\s*(?://.*)?$`)
	reProps     = regexp.MustCompile(`^\s*(\w+)\s+(-|[a-z][\w.-]*(?:\s+[a-z][\w.-]*)*)\s*;\s*(?://.*)?$`)
	reField     = regexp.MustCompile(`^\s*field\s*<\s*(\d+)\s*,\s*(\d+)\s*>\s*(\w+)\s+([\w.]+)\s*(?:(==|=)\s*([\w.]+))?\s*;\s*(?://.*)?$`)
	reDirective = regexp.MustCompile(`^\s*(\w+)\s*<(.*)>\s*(?:=\s*(.*?))?\s*;\s*$`)
	reBwTerm    = regexp.MustCompile(`^\(\s*([\w.]+)\s*==\s*"(\w+)"\s*\)\s*\*\s*(\d+)$`)
	reException = regexp.MustCompile(`^\s*EncodingError\s*<\s*(\w+)\s*,\s*"([^"]*)"\s*>\s*=\s*([\w.]+)\s*==\s*"(\w+)"\s*;\s*$`)
)

// Parse parses the text of one description file and appends what it defines
// to f. name is used in positions of errors.
func (f *File) Parse(name, text string) error {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	var (
		curType *BitFieldType
		curDef  *Def
		section string
		inCode  bool
	)
	errorf := func(i int, format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, i+1, fmt.Sprintf(format, args...))
	}
	for i, raw := range lines {
		line := strings.TrimRight(raw, " \t")
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") {
			inCode = !inCode
			continue
		}
		if inCode {
			if curDef == nil || trimmed == "" {
				continue
			}
			switch section {
			case "Syntax":
				curDef.Syntax = append(curDef.Syntax, trimmed)
			case "Examples":
				curDef.Examples = append(curDef.Examples, trimmed)
			}
			continue
		}
		if trimmed == "__DefLatency" {
			curType, curDef, section = nil, nil, "Latency"
			continue
		}
		if section == "Latency" && curDef == nil && curType == nil && trimmed != "" && !strings.HasPrefix(trimmed, "//") && !strings.HasPrefix(trimmed, "__") {
			m := reLatency.FindStringSubmatch(trimmed)
			if m == nil {
				return errorf(i, "bad latency line: %q", trimmed)
			}
			l := Latency{Pos: Pos{name, i + 1}, Optype: m[1]}
			num := m[2]
			if strings.HasPrefix(num, "variable") {
				l.Variable = true
				num = strings.TrimSpace(strings.TrimPrefix(num, "variable"))
			}
			l.Cycles, _ = strconv.Atoi(num)
			f.Latency = append(f.Latency, l)
			continue
		}
		if trimmed == "__DefProperties" {
			curType, curDef, section = nil, nil, "Properties"
			continue
		}
		if section == "Properties" && curDef == nil && curType == nil && trimmed != "" && !strings.HasPrefix(trimmed, "//") && !strings.HasPrefix(trimmed, "__") {
			m := reProps.FindStringSubmatch(trimmed)
			if m == nil {
				return errorf(i, "bad properties line: %q (want `OPTYPE word word ...;` with lower-case property words, or `OPTYPE -;` for none)", trimmed)
			}
			r := PropertyRow{Pos: Pos{name, i + 1}, Optype: m[1]}
			if m[2] != "-" {
				r.Words = strings.Fields(m[2])
			}
			f.Properties = append(f.Properties, r)
			continue
		}
		if m := reDefType.FindStringSubmatch(trimmed); m != nil {
			bits, _ := strconv.Atoi(m[2])
			curType = &BitFieldType{Pos: Pos{name, i + 1}, Name: m[1], Bits: bits}
			f.Types = append(f.Types, curType)
			curDef, section = nil, ""
			continue
		}
		if m := reDef.FindStringSubmatch(trimmed); m != nil {
			curDef = &Def{Pos: Pos{name, i + 1}, Kind: m[1], Name: m[2], Parent: m[3],
				AsmFormat: map[string]string{}, Attrs: map[string]string{}}
			switch m[1] {
			case "Group":
				f.Groups = append(f.Groups, curDef)
			case "Optype":
				f.Optype = append(f.Optype, curDef)
			case "Opcode":
				f.Opcode = append(f.Opcode, curDef)
			}
			curType, section = nil, ""
			continue
		}
		if m := reSection.FindStringSubmatch(trimmed); m != nil && curDef != nil {
			section = m[1]
			continue
		}
		if trimmed == "" || strings.HasPrefix(trimmed, "//") {
			continue
		}
		if curType != nil {
			m := reEnumValue.FindStringSubmatch(trimmed)
			if m == nil {
				return errorf(i, "bad value line in bit-field type %s: %q", curType.Name, trimmed)
			}
			v := uint32(len(curType.Values))
			if len(curType.Values) > 0 {
				v = curType.Values[len(curType.Values)-1].Value + 1
			}
			if m[2] != "" {
				n, err := strconv.ParseUint(m[2], 0, 32)
				if err != nil {
					return errorf(i, "bad value %q", m[2])
				}
				v = uint32(n)
			}
			curType.Values = append(curType.Values, EnumValue{Name: m[1], Value: v, Asm: m[3]})
			continue
		}
		if curDef == nil {
			continue
		}
		switch section {
		case "Encoding":
			m := reField.FindStringSubmatch(trimmed)
			if m == nil {
				return errorf(i, "bad field line in %s: %q", curDef.Name, trimmed)
			}
			lo, _ := strconv.Atoi(m[1])
			w, _ := strconv.Atoi(m[2])
			curDef.Fields = append(curDef.Fields, Field{Pos: Pos{name, i + 1}, Lo: lo, Width: w,
				Type: m[3], Name: m[4], Default: m[6], Fixed: m[5] == "=="})
		case "OperandInfo":
			if err := parseDirective(curDef, stripComment(trimmed)); err != nil {
				return errorf(i, "%s: %v", curDef.Name, err)
			}
		case "Exception":
			m := reException.FindStringSubmatch(trimmed)
			if m == nil {
				return errorf(i, "bad exception line in %s: %q", curDef.Name, trimmed)
			}
			curDef.Exceptions = append(curDef.Exceptions, Exception{Kind: m[1], Message: m[2], Field: m[3], Value: m[4]})
		}
	}
	if inCode {
		return fmt.Errorf("%s: unterminated code block", name)
	}
	return nil
}

// stripComment removes a trailing `// comment` from a directive line.
func stripComment(s string) string {
	if i := strings.Index(s, "//"); i >= 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

// parseDirective handles one line of an __OperandInfo section. Lines that are
// not directives are prose and ignored.
func parseDirective(d *Def, line string) error {
	m := reDirective.FindStringSubmatch(line)
	if m == nil {
		return nil
	}
	name, arg, rhs := m[1], m[2], strings.TrimSpace(m[3])
	switch name {
	case "InList":
		d.InList = splitList(arg)
	case "OutList":
		d.OutList = splitList(arg)
	case "Order":
		d.Order = splitList(arg)
	case "ModiOrder":
		d.ModiOrder = splitList(arg)
	case "AsmFormat":
		d.AsmFormat[strings.TrimSpace(arg)] = rhs
	case "Bitwidth":
		bw, err := parseBitwidth(strings.TrimSpace(arg), rhs)
		if err != nil {
			return err
		}
		d.Bitwidth = append(d.Bitwidth, bw)
	default:
		if !isProjectAttr(name) {
			return nil
		}
		d.Attrs[name] = strings.TrimSpace(arg)
	}
	return nil
}

// projectAttrs are directives the project adds to the format.
var projectAttrs = map[string]bool{"Alias": true}

func isProjectAttr(name string) bool { return projectAttrs[name] }

// splitList splits a comma-separated operand list, keeping commas inside
// brackets (as in `R[urb, ridx]`) together.
func splitList(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '[':
			depth++
		case ']':
			depth--
		case ',':
			if depth == 0 {
				if t := strings.TrimSpace(s[start:i]); t != "" {
					out = append(out, t)
				}
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

func parseBitwidth(operand, expr string) (Bitwidth, error) {
	bw := Bitwidth{Operand: operand}
	for _, part := range strings.Split(expr, "+") {
		part = strings.TrimSpace(part)
		if n, err := strconv.Atoi(part); err == nil {
			bw.Base += n
			continue
		}
		m := reBwTerm.FindStringSubmatch(part)
		if m == nil {
			return bw, fmt.Errorf("bad Bitwidth expression %q", expr)
		}
		add, _ := strconv.Atoi(m[3])
		bw.Terms = append(bw.Terms, BitwidthTerm{Field: m[1], Value: m[2], Add: add})
	}
	return bw, nil
}
