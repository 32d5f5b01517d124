// Package gen turns the machine description in isa/spec into the Go tables of
// package isa (tables_gen.go). It validates the description as it goes and
// rejects overlapping fields, fields outside bits 0..111, unknown types and
// operands, enum defaults that name no value, and pairs of forms that would
// decode the same bits.
package gen

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gpucc/isa/internal/desc"
)

// Load parses every *.txt file of dir in name order.
func Load(dir string) (*desc.File, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	// The spec's groups first, then the project's extensions, so that table
	// order follows the documents.
	sort.Slice(names, func(i, j int) bool {
		ei, ej := strings.HasPrefix(filepath.Base(names[i]), "ext_"), strings.HasPrefix(filepath.Base(names[j]), "ext_")
		if ei != ej {
			return ej
		}
		return names[i] < names[j]
	})
	f := new(desc.File)
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			return nil, err
		}
		if err := f.Parse(filepath.Base(n), string(b)); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// Field kinds, mirroring isa.FieldKind (gen cannot import isa: isa's tables
// are what it writes).
const (
	kindOptype = iota
	kindSType
	kindReg
	kindUReg
	kindPred
	kindUPred
	kindBReg
	kindNot
	kindNeg
	kindSImm
	kindUImm
	kindCMem
	kindEnum
	kindTarget
)

var kindNames = []string{"KindOptype", "KindSType", "KindReg", "KindUReg", "KindPred", "KindUPred",
	"KindBReg", "KindNot", "KindNeg", "KindSImm", "KindUImm", "KindCMem", "KindEnum", "KindTarget"}

// Operand kinds, mirroring isa.OperandKind.
const (
	opReg = iota
	opUReg
	opPred
	opUPred
	opBReg
	opImm
	opCMem
	opEnum
	opTarget
	opPR
	opIndirect
	opMem
	opCMemIdx
)

var opKindNames = []string{"OpReg", "OpUReg", "OpPred", "OpUPred", "OpBReg", "OpImm", "OpCMem",
	"OpEnum", "OpTarget", "OpPR", "OpIndirect", "OpMem", "OpCMemIdx"}

var reImm = regexp.MustCompile(`^([SU])Imm(\d+)$`)

type field struct {
	desc.Field
	kind       int
	enum       int
	def        uint32
	hasDefault bool
	fixedVal   uint32
}

type operand struct {
	name               string
	kind               int
	field, aux, aux2   int
	neg, not, bsel     int
	negTilde, negByExt bool
	optional, in, out  bool
	subfields          []int
}

type regRef struct {
	field int
	class string
	bw    bitwidth
}

type bitwidth struct {
	base  int
	terms [][3]int // field, value, add
}

type form struct {
	name        string
	optype      int
	stype       uint32
	fields      []field
	operands    []operand
	uses, defs  []regRef
	bitwidths   []bitwidth
	mask, value [2]uint64
	used        [2]uint64
	exceptions  [][2]int
	excMsgs     []string
	readsPR     bool
	writesPR    bool
	indirect    bool
	guard       int
	guardNot    int
}

type optype struct {
	name      string
	code      uint32
	group     string
	mnemonic  string
	aliases   []string
	modifiers []string
	forms     []int
	syntax    []string
	extension bool
	latency   int
	variable  bool
	typical   int
}

type model struct {
	f       *desc.File
	enums   []*desc.BitFieldType
	enumIdx map[string]int
	optypes []*optype
	forms   []*form
}

// Generate builds the tables from the description in dir and returns the
// formatted Go source of tables_gen.go.
func Generate(dir string) ([]byte, error) {
	f, err := Load(dir)
	if err != nil {
		return nil, err
	}
	m, err := build(f)
	if err != nil {
		return nil, err
	}
	return m.emit()
}

func build(f *desc.File) (*model, error) {
	m := &model{f: f, enumIdx: map[string]int{}}
	for _, t := range f.Types {
		if _, dup := m.enumIdx[t.Name]; dup {
			return nil, fmt.Errorf("%v: bit-field type %s defined twice", t.Pos, t.Name)
		}
		if len(t.Values) == 0 {
			return nil, fmt.Errorf("%v: bit-field type %s has no values", t.Pos, t.Name)
		}
		seen := map[uint32]bool{}
		for _, v := range t.Values {
			if v.Value >= 1<<uint(t.Bits) {
				return nil, fmt.Errorf("%v: value %s = %d of %s does not fit in %d bits", t.Pos, v.Name, v.Value, t.Name, t.Bits)
			}
			if seen[v.Value] {
				return nil, fmt.Errorf("%v: %s has two names for value %d", t.Pos, t.Name, v.Value)
			}
			seen[v.Value] = true
		}
		m.enumIdx[t.Name] = len(m.enums)
		m.enums = append(m.enums, t)
	}
	optypeCodes := f.TypeByName("Optype")
	if optypeCodes == nil || f.TypeByName("SType") == nil {
		return nil, fmt.Errorf("the description must define bit-field types Optype and SType")
	}
	latency := map[string]desc.Latency{}
	for _, l := range f.Latency {
		latency[l.Optype] = l
	}
	groups := map[string]*desc.Def{}
	for _, g := range f.Groups {
		groups[g.Name] = g
	}
	opIndex := map[string]int{}
	for _, d := range f.Optype {
		g := groups[d.Parent]
		if g == nil {
			return nil, fmt.Errorf("%v: optype %s: unknown group %s", d.Pos, d.Name, d.Parent)
		}
		code, ok := optypeCodes.Lookup(d.Name)
		if !ok {
			return nil, fmt.Errorf("%v: optype %s has no code in the Optype bit-field type", d.Pos, d.Name)
		}
		lat, ok := latency[d.Name]
		if !ok {
			return nil, fmt.Errorf("%v: optype %s has no __DefLatency entry", d.Pos, d.Name)
		}
		o := &optype{name: d.Name, code: code, group: g.Name, syntax: d.Syntax,
			extension: strings.HasPrefix(d.Pos.File, "ext_"), latency: lat.Cycles, variable: lat.Variable}
		if o.variable {
			o.latency, o.typical = 0, lat.Cycles
		}
		if a, ok := d.Attrs["Alias"]; ok {
			o.aliases = append(o.aliases, a)
		}
		opIndex[d.Name] = len(m.optypes)
		m.optypes = append(m.optypes, o)
	}
	for _, d := range f.Opcode {
		oi, ok := opIndex[d.Parent]
		if !ok {
			return nil, fmt.Errorf("%v: opcode %s: unknown optype %s", d.Pos, d.Name, d.Parent)
		}
		od := f.Optype[oi]
		fm, err := m.buildForm(groups[od.Parent], od, d)
		if err != nil {
			return nil, err
		}
		fm.optype = oi
		m.optypes[oi].forms = append(m.optypes[oi].forms, len(m.forms))
		m.forms = append(m.forms, fm)
	}
	for i, o := range m.optypes {
		if len(o.forms) == 0 {
			return nil, fmt.Errorf("%v: optype %s has no opcode forms", f.Optype[i].Pos, o.name)
		}
		if err := m.syntaxInfo(o, f.Optype[i]); err != nil {
			return nil, fmt.Errorf("%v: optype %s: %v", f.Optype[i].Pos, o.name, err)
		}
	}
	if err := m.checkAmbiguity(); err != nil {
		return nil, err
	}
	if err := m.checkMnemonics(); err != nil {
		return nil, err
	}
	return m, nil
}

func (m *model) fieldKind(typ string) (kind, enum int, err error) {
	switch typ {
	case "Optype":
		return kindOptype, m.enumIdx["Optype"], nil
	case "SType":
		return kindSType, m.enumIdx["SType"], nil
	case "Reg":
		return kindReg, -1, nil
	case "UReg":
		return kindUReg, -1, nil
	case "Pred":
		return kindPred, -1, nil
	case "UPred":
		return kindUPred, -1, nil
	case "BReg":
		return kindBReg, -1, nil
	case "PModi":
		return kindNot, -1, nil
	case "SignModi":
		return kindNeg, -1, nil
	case "CMem":
		return kindCMem, -1, nil
	case "BrTarget":
		return kindTarget, -1, nil
	}
	if mm := reImm.FindStringSubmatch(typ); mm != nil {
		if mm[1] == "S" {
			return kindSImm, -1, nil
		}
		return kindUImm, -1, nil
	}
	if i, ok := m.enumIdx[typ]; ok {
		return kindEnum, i, nil
	}
	return 0, 0, fmt.Errorf("unknown field type %s", typ)
}

// value parses a default or fixed value of a field.
func (m *model) value(fd desc.Field, kind, enum int, s string) (uint32, error) {
	switch kind {
	case kindReg:
		if s == "RZ" {
			return 255, nil
		}
	case kindUReg:
		if s == "URZ" {
			return 63, nil
		}
	case kindPred, kindUPred:
		if s == "PT" || s == "UPT" {
			return 7, nil
		}
	case kindNot, kindNeg:
		switch s {
		case "True":
			return 1, nil
		case "False":
			return 0, nil
		}
	case kindSImm, kindUImm:
		n, err := strconv.ParseInt(s, 0, 64)
		if err == nil {
			return uint32(n) & (1<<uint(fd.Width) - 1), nil
		}
	case kindEnum, kindOptype, kindSType:
		if v, ok := m.enums[enum].Lookup(s); ok {
			return v, nil
		}
	}
	return 0, fmt.Errorf("%v: field %s: %q is not a value of type %s", fd.Pos, fd.Name, s, fd.Type)
}

func (m *model) buildForm(g, od, d *desc.Def) (*form, error) {
	fm := &form{name: d.Name, guard: -1, guardNot: -1}
	var all []desc.Field
	all = append(all, g.Fields...)
	all = append(all, od.Fields...)
	all = append(all, d.Fields...)
	names := map[string]int{}
	var occupied [128]string
	for _, fd := range all {
		if prev, dup := names[fd.Name]; dup {
			if pf := fm.fields[prev]; pf.Lo == fd.Lo && pf.Width == fd.Width && pf.Type == fd.Type && pf.Default == fd.Default && pf.Fixed == fd.Fixed {
				continue // an optype repeating its group's field (R2UR repeats pg)
			}
		}
		if fd.Width <= 0 || fd.Lo < 0 || fd.Lo+fd.Width > 112 {
			return nil, fmt.Errorf("%v: %s: field %s<%d,%d> is outside bits 0..111", fd.Pos, d.Name, fd.Name, fd.Lo, fd.Width)
		}
		if _, dup := names[fd.Name]; dup {
			return nil, fmt.Errorf("%v: %s: field %s defined twice", fd.Pos, d.Name, fd.Name)
		}
		for b := fd.Lo; b < fd.Lo+fd.Width; b++ {
			if occupied[b] != "" {
				return nil, fmt.Errorf("%v: %s: field %s overlaps field %s at bit %d", fd.Pos, d.Name, fd.Name, occupied[b], b)
			}
			occupied[b] = fd.Name
			fm.used[b/64] |= 1 << uint(b%64)
		}
		kind, enum, err := m.fieldKind(fd.Type)
		if err != nil {
			return nil, fmt.Errorf("%v: %s: %v", fd.Pos, d.Name, err)
		}
		if kind == kindEnum || kind == kindOptype || kind == kindSType {
			if bits := m.enums[enum].Bits; bits > fd.Width {
				return nil, fmt.Errorf("%v: %s: field %s is %d bits wide but type %s needs %d", fd.Pos, d.Name, fd.Name, fd.Width, fd.Type, bits)
			}
		}
		fl := field{Field: fd, kind: kind, enum: enum}
		if fd.Default != "" {
			v, err := m.value(fd, kind, enum, fd.Default)
			if err != nil {
				return nil, err
			}
			if fd.Fixed {
				fl.fixedVal = v
				for b := 0; b < fd.Width; b++ {
					bit := fd.Lo + b
					fm.mask[bit/64] |= 1 << uint(bit%64)
					if v>>uint(b)&1 != 0 {
						fm.value[bit/64] |= 1 << uint(bit%64)
					}
				}
			} else {
				fl.def, fl.hasDefault = v, true
			}
		}
		if kind == kindSType {
			fm.stype = fl.fixedVal
		}
		names[fd.Name] = len(fm.fields)
		fm.fields = append(fm.fields, fl)
	}
	if _, ok := names["optype"]; !ok {
		return nil, fmt.Errorf("%v: %s has no optype field", d.Pos, d.Name)
	}
	if i, ok := names["stype"]; !ok || !fm.fields[i].Fixed {
		return nil, fmt.Errorf("%v: %s has no fixed stype field", d.Pos, d.Name)
	}
	if i, ok := names["optype"]; ok {
		if v, _ := m.enums[m.enumIdx["Optype"]].Lookup(od.Name); v != fm.fields[i].fixedVal || !fm.fields[i].Fixed {
			return nil, fmt.Errorf("%v: %s: optype field must be fixed to %s", d.Pos, d.Name, od.Name)
		}
	}
	fm.guard, fm.guardNot = idx(names, "pg"), idx(names, "pg.not")
	if fm.guard < 0 || fm.guardNot < 0 {
		return nil, fmt.Errorf("%v: %s has no guard predicate pg/pg.not", d.Pos, d.Name)
	}

	// Bit widths: registers default to 32 bits.
	fm.bitwidths = make([]bitwidth, len(fm.fields))
	for i, fl := range fm.fields {
		if fl.kind == kindReg || fl.kind == kindUReg {
			fm.bitwidths[i].base = 32
		}
	}
	for _, bw := range d.Bitwidth {
		i, ok := names[bw.Operand]
		if !ok {
			return nil, fmt.Errorf("%v: %s: Bitwidth of unknown field %s", d.Pos, d.Name, bw.Operand)
		}
		b := bitwidth{base: bw.Base}
		for _, t := range bw.Terms {
			fi, ok := names[t.Field]
			if !ok || fm.fields[fi].kind != kindEnum {
				return nil, fmt.Errorf("%v: %s: Bitwidth of %s depends on unknown modifier %s", d.Pos, d.Name, bw.Operand, t.Field)
			}
			v, ok := m.enums[fm.fields[fi].enum].Lookup(t.Value)
			if !ok {
				return nil, fmt.Errorf("%v: %s: Bitwidth of %s: %s is not a value of %s", d.Pos, d.Name, bw.Operand, t.Value, t.Field)
			}
			b.terms = append(b.terms, [3]int{fi, int(v), t.Add})
		}
		fm.bitwidths[i] = b
	}
	for _, e := range append(append([]desc.Exception{}, od.Exceptions...), d.Exceptions...) {
		fi, ok := names[e.Field]
		if !ok || fm.fields[fi].kind != kindEnum {
			return nil, fmt.Errorf("%v: %s: exception on unknown modifier %s", d.Pos, d.Name, e.Field)
		}
		v, ok := m.enums[fm.fields[fi].enum].Lookup(e.Value)
		if !ok {
			return nil, fmt.Errorf("%v: %s: exception value %s is not a value of %s", d.Pos, d.Name, e.Value, e.Field)
		}
		fm.exceptions = append(fm.exceptions, [2]int{fi, int(v)})
		fm.excMsgs = append(fm.excMsgs, e.Message)
	}

	inSet, outSet := map[string]bool{}, map[string]bool{}
	for _, n := range d.InList {
		inSet[n] = true
	}
	for _, n := range d.OutList {
		outSet[n] = true
	}
	asmFormat := map[string]string{}
	for k, v := range od.AsmFormat {
		asmFormat[k] = v
	}
	for k, v := range d.AsmFormat {
		asmFormat[k] = v
	}
	for _, n := range d.Order {
		if n == "pg" {
			continue
		}
		op, err := m.buildOperand(fm, names, n, asmFormat)
		if err != nil {
			return nil, fmt.Errorf("%v: %s: operand %s: %v", d.Pos, d.Name, n, err)
		}
		for _, sf := range op.subfields {
			nm := fm.fields[sf].Name
			op.in = op.in || inSet[nm]
			op.out = op.out || outSet[nm]
		}
		if n == "PR" {
			op.in, op.out = inSet["PR"], outSet["PR"]
			fm.readsPR, fm.writesPR = op.in, op.out
		}
		fm.operands = append(fm.operands, op)
	}
	// Every field must be an operand, a modifier of one, a modifier of the
	// instruction, or the selectors; and every In/Out name must be a field.
	for _, lst := range [][]string{d.InList, d.OutList} {
		for _, n := range lst {
			if n == "PR" {
				continue
			}
			if _, ok := names[n]; !ok {
				return nil, fmt.Errorf("%v: %s: In/Out list names unknown field %s", d.Pos, d.Name, n)
			}
		}
	}
	for _, n := range d.InList {
		if i, ok := names[n]; ok {
			if c := classOf(fm.fields[i].kind); c != "" {
				fm.uses = append(fm.uses, regRef{field: i, class: c, bw: fm.regWidth(i)})
			}
		}
	}
	for _, n := range d.OutList {
		if i, ok := names[n]; ok {
			if c := classOf(fm.fields[i].kind); c != "" {
				fm.defs = append(fm.defs, regRef{field: i, class: c, bw: fm.regWidth(i)})
			}
		}
	}
	return fm, nil
}

func (fm *form) regWidth(i int) bitwidth {
	if fm.bitwidths[i].base == 0 {
		return bitwidth{base: 1}
	}
	return fm.bitwidths[i]
}

func classOf(kind int) string {
	switch kind {
	case kindReg:
		return "GPR"
	case kindUReg:
		return "UR"
	case kindPred:
		return "PR"
	case kindUPred:
		return "UPR"
	case kindBReg:
		return "BR"
	}
	return ""
}

func idx(names map[string]int, n string) int {
	if i, ok := names[n]; ok {
		return i
	}
	return -1
}

var (
	reIndirect = regexp.MustCompile(`^R\[\s*(\w+)\s*,\s*(\w+)\s*\]$`)
	reMem      = regexp.MustCompile(`^\[\s*(\w+)\s*,\s*(\w+)\s*\]$`)
	reCMemIdx  = regexp.MustCompile(`^c\[\s*(\w+)\s*\]\[\s*(\w+)\s*,\s*(\w+)\s*\]$`)
)

func (m *model) buildOperand(fm *form, names map[string]int, n string, asmFormat map[string]string) (operand, error) {
	op := operand{name: n, field: -1, aux: -1, aux2: -1, neg: -1, not: -1, bsel: -1}
	need := func(nm string) (int, error) {
		i, ok := names[nm]
		if !ok {
			return -1, fmt.Errorf("unknown field %s", nm)
		}
		op.subfields = append(op.subfields, i)
		return i, nil
	}
	var err error
	switch {
	case n == "PR":
		op.kind = opPR
		return op, nil
	case reIndirect.MatchString(n):
		mm := reIndirect.FindStringSubmatch(n)
		op.kind = opIndirect
		if op.field, err = need(mm[1]); err != nil {
			return op, err
		}
		if op.aux, err = need(mm[2]); err != nil {
			return op, err
		}
		fm.indirect = true
		return op, nil
	case reMem.MatchString(n):
		mm := reMem.FindStringSubmatch(n)
		op.kind = opMem
		if op.field, err = need(mm[1]); err != nil {
			return op, err
		}
		op.aux, err = need(mm[2])
		return op, err
	case reCMemIdx.MatchString(n):
		mm := reCMemIdx.FindStringSubmatch(n)
		op.kind = opCMemIdx
		if op.field, err = need(mm[1]); err != nil {
			return op, err
		}
		if op.aux, err = need(mm[2]); err != nil {
			return op, err
		}
		op.aux2, err = need(mm[3])
		return op, err
	}
	if op.field, err = need(n); err != nil {
		return op, err
	}
	fl := fm.fields[op.field]
	switch fl.kind {
	case kindReg:
		op.kind = opReg
	case kindUReg:
		op.kind = opUReg
	case kindPred:
		op.kind = opPred
	case kindUPred:
		op.kind = opUPred
	case kindBReg:
		op.kind = opBReg
	case kindSImm, kindUImm:
		op.kind = opImm
	case kindCMem:
		op.kind = opCMem
	case kindEnum:
		op.kind = opEnum
	case kindTarget:
		op.kind = opTarget
	default:
		return op, fmt.Errorf("field of type %s cannot be an operand", fl.Type)
	}
	op.optional = fl.hasDefault
	if i, ok := names[n+".neg"]; ok {
		op.neg = i
		if f, ok := asmFormat[n+".neg"]; ok {
			if !strings.HasPrefix(f, "CvtINegX(") {
				return op, fmt.Errorf("unknown AsmFormat %s", f)
			}
			if _, ok := names["ext"]; !ok {
				return op, fmt.Errorf("CvtINegX needs an ext field")
			}
			op.negByExt = true
		}
	}
	if i, ok := names[n+".bitnot"]; ok {
		op.neg, op.negTilde = i, true
	}
	if i, ok := names[n+".not"]; ok {
		op.not = i
		op.optional = op.optional && fm.fields[i].hasDefault
	}
	if i, ok := names[n+".bsel"]; ok {
		op.bsel = i
	}
	return op, nil
}

// syntaxInfo derives the mnemonic and the modifier order of an optype from
// its syntax lines: `IMAD.HI.X{.itype} Rd, ...` names the base mnemonic, then
// modifier slots (lower case: a field; upper case: a value of some field, or
// else part of the mnemonic as in IMAD.WIDE).
func (m *model) syntaxInfo(o *optype, d *desc.Def) error {
	f0 := m.forms[o.forms[0]]
	modFields := map[string]int{} // modifier field name -> index in form 0
	for i, fl := range f0.fields {
		if fl.kind == kindEnum && !strings.Contains(fl.Name, ".") && !isOperandField(f0, i) {
			modFields[fl.Name] = i
		}
	}
	// Every form of the optype must have the same modifiers.
	for _, fi := range o.forms[1:] {
		f := m.forms[fi]
		n := 0
		for i, fl := range f.fields {
			if fl.kind == kindEnum && !strings.Contains(fl.Name, ".") && !isOperandField(f, i) {
				if _, ok := modFields[fl.Name]; !ok {
					return fmt.Errorf("form %s has modifier %s that form %s lacks", f.name, fl.Name, f0.name)
				}
				n++
			}
		}
		if n != len(modFields) {
			return fmt.Errorf("forms %s and %s have different modifiers", f.name, f0.name)
		}
	}
	var seqs [][]string
	mnemonic := ""
	for _, line := range d.Syntax {
		tok := strings.Fields(line)
		if len(tok) == 0 || strings.Contains(line, "=") && !strings.Contains(line, "$sched") {
			continue // a `.mod = {...}` value list
		}
		parts := strings.Split(strings.NewReplacer("{", "", "}", "").Replace(tok[0]), ".")
		mn := parts[0]
		var seq []string
		for _, p := range parts[1:] {
			if p == "" {
				continue
			}
			if p[0] >= 'a' && p[0] <= 'z' {
				if _, ok := modFields[p]; !ok {
					return fmt.Errorf("syntax %q names modifier .%s but there is no such field", line, p)
				}
				seq = append(seq, p)
				continue
			}
			owner := ""
			for name, i := range modFields {
				if _, ok := m.enums[f0.fields[i].enum].Lookup(p); ok || asmSpelled(m.enums[f0.fields[i].enum], p) {
					if owner != "" && owner != name {
						// ambiguous literal: keep the first in field order
						if f0FieldIndex(f0, name) > f0FieldIndex(f0, owner) {
							continue
						}
					}
					owner = name
				}
			}
			if owner == "" {
				mn += "." + p
				continue
			}
			seq = append(seq, owner)
		}
		if mnemonic == "" {
			mnemonic = mn
		} else if mnemonic != mn {
			return fmt.Errorf("syntax lines disagree on the mnemonic: %s and %s", mnemonic, mn)
		}
		seqs = append(seqs, seq)
	}
	if mnemonic == "" {
		return fmt.Errorf("no syntax line")
	}
	o.mnemonic = mnemonic
	o.modifiers = mergeOrder(seqs)
	for name := range modFields {
		found := false
		for _, x := range o.modifiers {
			found = found || x == name
		}
		if !found {
			return fmt.Errorf("modifier field %s does not appear in the syntax", name)
		}
	}
	return nil
}

func f0FieldIndex(f *form, name string) int {
	for i, fl := range f.fields {
		if fl.Name == name {
			return i
		}
	}
	return -1
}

func asmSpelled(t *desc.BitFieldType, s string) bool {
	for _, v := range t.Values {
		if v.Asm == s {
			return true
		}
	}
	return false
}

func isOperandField(f *form, i int) bool {
	for _, op := range f.operands {
		for _, sf := range op.subfields {
			if sf == i && (op.kind == opEnum || sf == op.bsel) {
				return true
			}
		}
		if op.bsel == i {
			return true
		}
	}
	return false
}

// mergeOrder merges modifier sequences into one order consistent with each
// (a topological sort, ties broken by first appearance).
func mergeOrder(seqs [][]string) []string {
	var nodes []string
	seen := map[string]bool{}
	after := map[string]map[string]bool{}
	for _, s := range seqs {
		for i, x := range s {
			if !seen[x] {
				seen[x] = true
				nodes = append(nodes, x)
			}
			if i > 0 && s[i-1] != x {
				if after[x] == nil {
					after[x] = map[string]bool{}
				}
				after[x][s[i-1]] = true
			}
		}
	}
	var out []string
	done := map[string]bool{}
	for len(out) < len(nodes) {
		progress := false
		for _, x := range nodes {
			if done[x] {
				continue
			}
			ready := true
			for p := range after[x] {
				if !done[p] {
					ready = false
				}
			}
			if ready {
				out = append(out, x)
				done[x] = true
				progress = true
				break
			}
		}
		if !progress { // a cycle: fall back to first appearance
			for _, x := range nodes {
				if !done[x] {
					out = append(out, x)
					done[x] = true
				}
			}
		}
	}
	return out
}

// checkAmbiguity rejects two forms whose fixed bits agree wherever both are
// fixed: some word would decode as either.
func (m *model) checkAmbiguity() error {
	for i, a := range m.forms {
		for _, b := range m.forms[i+1:] {
			common := [2]uint64{a.mask[0] & b.mask[0], a.mask[1] & b.mask[1]}
			if a.value[0]&common[0] == b.value[0]&common[0] && a.value[1]&common[1] == b.value[1]&common[1] {
				return fmt.Errorf("forms %s and %s would decode the same bits", a.name, b.name)
			}
		}
	}
	return nil
}

func (m *model) checkMnemonics() error {
	seen := map[string]string{}
	for _, o := range m.optypes {
		for _, mn := range append([]string{o.mnemonic}, o.aliases...) {
			if prev, ok := seen[mn]; ok {
				return fmt.Errorf("optypes %s and %s share the mnemonic %s", prev, o.name, mn)
			}
			seen[mn] = o.name
		}
	}
	return nil
}

func (m *model) emit() ([]byte, error) {
	var b bytes.Buffer
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("// Code generated by isa/internal/gen from isa/spec; DO NOT EDIT.\n\npackage isa\n\n")
	maxFields := 0
	for _, f := range m.forms {
		if len(f.fields) > maxFields {
			maxFields = len(f.fields)
		}
	}
	p("// MaxFields is the largest number of fields of any form.\nconst MaxFields = %d\n\n", maxFields)
	p("var enums = [...]EnumType{\n")
	for _, t := range m.enums {
		var names, asm, vals []string
		for _, v := range t.Values {
			names = append(names, strconv.Quote(v.Name))
			a := v.Asm
			if a == "" {
				a = v.Name
			}
			asm = append(asm, strconv.Quote(a))
			vals = append(vals, fmt.Sprintf("%#x", v.Value))
		}
		p("\t{Name: %q, Bits: %d, Names: []string{%s}, Asm: []string{%s}, Values: []uint32{%s}},\n",
			t.Name, t.Bits, strings.Join(names, ", "), strings.Join(asm, ", "), strings.Join(vals, ", "))
	}
	p("}\n\n")
	p("var optypes = [...]Optype{\n")
	for _, o := range m.optypes {
		p("\t{Name: %q, Code: %#x, Group: %q, Mnemonic: %q, Aliases: %s, Modifiers: %s, Forms: %s, Syntax: %s, Extension: %v, Latency: %d, Variable: %v, Typical: %d},\n",
			o.name, o.code, o.group, o.mnemonic, strList(o.aliases), strList(o.modifiers), intList(o.forms), strList(o.syntax), o.extension, o.latency, o.variable, o.typical)
	}
	p("}\n\n")
	p("var forms = [...]Form{\n")
	for _, f := range m.forms {
		p("\t{Name: %q, Optype: %d, SType: %d,\n", f.name, f.optype, f.stype)
		p("\t\tFields: []Field{\n")
		for _, fl := range f.fields {
			p("\t\t\t{Name: %q, Type: %q, Lo: %d, Width: %d, Kind: %s, Enum: %d, Default: %#x, HasDefault: %v, Fixed: %v},\n",
				fl.Name, fl.Type, fl.Lo, fl.Width, kindNames[fl.kind], fl.enum, fl.def|fl.fixedVal, fl.hasDefault, fl.Fixed)
		}
		p("\t\t},\n\t\tOperands: []Operand{\n")
		for _, op := range f.operands {
			p("\t\t\t{Name: %q, Kind: %s, Field: %d, Aux: %d, Aux2: %d, Neg: %d, NegTilde: %v, NegByExt: %v, Not: %d, Bsel: %d, Optional: %v, In: %v, Out: %v},\n",
				op.name, opKindNames[op.kind], op.field, op.aux, op.aux2, op.neg, op.negTilde, op.negByExt, op.not, op.bsel, op.optional, op.in, op.out)
		}
		p("\t\t},\n")
		p("\t\tUses: %s,\n\t\tDefs: %s,\n", regRefs(f.uses), regRefs(f.defs))
		p("\t\tBitwidths: []Bitwidth{")
		for _, bw := range f.bitwidths {
			p("%s, ", bwLit(bw))
		}
		p("},\n")
		p("\t\tMask: [2]uint64{%#x, %#x}, Value: [2]uint64{%#x, %#x}, Used: [2]uint64{%#x, %#x},\n",
			f.mask[0], f.mask[1], f.value[0], f.value[1], f.used[0], f.used[1])
		if len(f.exceptions) > 0 {
			p("\t\tExceptions: []Exception{")
			for i, e := range f.exceptions {
				p("{Field: %d, Value: %d, Message: %q}, ", e[0], e[1], f.excMsgs[i])
			}
			p("},\n")
		}
		p("\t\tReadsPR: %v, WritesPR: %v, Indirect: %v, Guard: %d, GuardNot: %d},\n", f.readsPR, f.writesPR, f.indirect, f.guard, f.guardNot)
	}
	p("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting generated code: %v", err)
	}
	return src, nil
}

func strList(s []string) string {
	if len(s) == 0 {
		return "nil"
	}
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = strconv.Quote(x)
	}
	return "[]string{" + strings.Join(q, ", ") + "}"
}

func intList(s []int) string {
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = strconv.Itoa(x)
	}
	return "[]int{" + strings.Join(q, ", ") + "}"
}

func bwLit(bw bitwidth) string {
	if len(bw.terms) == 0 {
		return fmt.Sprintf("Bitwidth{Base: %d}", bw.base)
	}
	var t []string
	for _, x := range bw.terms {
		t = append(t, fmt.Sprintf("{Field: %d, Value: %d, Add: %d}", x[0], x[1], x[2]))
	}
	return fmt.Sprintf("Bitwidth{Base: %d, Terms: []BitwidthTerm{%s}}", bw.base, strings.Join(t, ", "))
}

func regRefs(rs []regRef) string {
	if len(rs) == 0 {
		return "nil"
	}
	var s []string
	for _, r := range rs {
		s = append(s, fmt.Sprintf("{Field: %d, Class: %s, Width: %s}", r.field, r.class, bwLit(r.bw)))
	}
	return "[]RegRef{" + strings.Join(s, ", ") + "}"
}
