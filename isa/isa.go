// Package isa is the single source of truth for the gpucc instruction set.
//
// The machine description lives in isa/spec as text in the specification's own
// `__DefBitFieldType / __DefGroup / __DefOptype / __DefOpcode` format: the
// IALU, SYNC and BCU groups transcribed from the spec, plus the project's
// extensions (memory, control flow, special registers, uniform datapath) in
// files named ext_*.txt. `go generate ./isa/...` turns it into the tables in
// tables_gen.go, from which this package derives everything else: encoding and
// decoding of 128-bit instruction words, the assembler and disassembler,
// operand def/use information for the register allocator, the latency
// table shared by the scheduler and the emulator, and the optype properties
// (Props: side effects, memory access, barriers, control flow, ...) on which
// the compiler and the emulator act, with one typed constant per optype
// (OpIADD, ...).
//
// Decisions the spec leaves open (numeric codes, the CMem layout, control
// bits, latencies) are recorded in docs/isa.md.
package isa

//go:generate go run ./internal/gen/cmd/genisa -spec spec -out tables_gen.go

import (
	"fmt"
	"sync"
)

// Register numbers with fixed meaning.
const (
	RZ       = 255 // GPR that reads as zero and discards writes
	URZ      = 63  // uniform register that reads as zero
	PT       = 7   // predicate that is always true
	UPT      = 7   // uniform predicate that is always true
	NumGPR   = 255 // allocatable GPRs R0..R254
	NumUR    = 63  // UR0..UR62
	NumPred  = 7   // P0..P6
	NumUPred = 7   // UP0..UP6
	NumBReg  = 16  // convergence barrier registers B0..B15
)

// Class is a register file.
type Class uint8

// Register files.
const (
	ClassNone Class = iota
	GPR             // per-thread general registers
	UR              // warp-uniform registers
	PR              // per-thread predicates
	UPR             // warp-uniform predicates
	BR              // convergence barrier registers (BSSY/BSYNC)
)

var classNames = [...]string{"none", "GPR", "UR", "PR", "UPR", "BR"}

func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", c)
}

// FieldKind says how a field's bits are interpreted.
type FieldKind uint8

// Field kinds.
const (
	KindOptype FieldKind = iota // the optype selector (bits 0..7)
	KindSType                   // the operand-form selector (bits 8..11)
	KindReg                     // GPR number
	KindUReg                    // uniform register number
	KindPred                    // predicate number
	KindUPred                   // uniform predicate number
	KindBReg                    // convergence barrier register number
	KindNot                     // PModi: logical not of a predicate operand
	KindNeg                     // SignModi: negation or bit-not of an operand
	KindSImm                    // signed immediate
	KindUImm                    // unsigned immediate
	KindCMem                    // constant memory reference c[bank][offset]
	KindEnum                    // a named value of a bit-field type (a modifier)
	KindTarget                  // signed branch offset in bytes from the next instruction
	KindAbs                     // AbsModi: absolute value of an operand, written |x|
	KindFImm                    // floating-point immediate: F32Imm (a binary32) or F64Imm (the high word of a binary64)
)

// Field is one bit field of an instruction form.
type Field struct {
	Name       string // as in the description: "ra", "ra.neg", "pg.not"
	Type       string // the description's type name: "Reg", "SImm32", "CompOp"
	Lo, Width  uint8
	Kind       FieldKind
	Enum       int16 // index into Enums for KindEnum, else -1
	Default    uint32
	HasDefault bool
	Fixed      bool // the value is part of the opcode (`==` in the description)
}

// EnumType is a `__DefBitFieldType` enumeration.
type EnumType struct {
	Name   string
	Bits   uint8
	Names  []string // value names as written in the description
	Asm    []string // spelling in assembly (a `// NAME` comment in the description, else Names)
	Values []uint32
}

// Lookup returns the value whose description name or assembly spelling is s.
func (e *EnumType) Lookup(s string) (uint32, bool) {
	for i := range e.Values {
		if e.Names[i] == s || e.Asm[i] == s {
			return e.Values[i], true
		}
	}
	return 0, false
}

// AsmName returns the assembly spelling of value v.
func (e *EnumType) AsmName(v uint32) (string, bool) {
	for i, x := range e.Values {
		if x == v {
			return e.Asm[i], true
		}
	}
	return "", false
}

// Valid reports whether v names a value of the enumeration.
func (e *EnumType) Valid(v uint32) bool {
	_, ok := e.AsmName(v)
	return ok
}

// SType is the operand-form selector in bits 8..11.
type SType uint8

// OperandKind is how an operand appears in assembly text.
type OperandKind uint8

// Operand kinds.
const (
	OpReg      OperandKind = iota // R5, RZ, R[4:5]
	OpUReg                        // UR5, URZ, UR[4:5]
	OpPred                        // P0, !PT
	OpUPred                       // UP0, !UPT
	OpBReg                        // B0
	OpImm                         // 0x1A, -0x4
	OpCMem                        // c[0x0][0x160]
	OpEnum                        // a named value written as an operand (special registers)
	OpTarget                      // a branch target: a label or a relative offset
	OpPR                          // the literal PR (all predicates)
	OpIndirect                    // R[UR2+0x1]: a GPR indexed by a uniform register
	OpMem                         // [R[2:3]+0x10]: register base plus signed offset
	OpCMemIdx                     // c[0x3][R2+0x10]: constant bank indexed by a register
)

// Operand is one entry of a form's assembly operand order (the guard
// predicate excluded). Field indexes are into Form.Fields, -1 when absent.
type Operand struct {
	Name  string // the Order entry: "ra", "PR", "R[urb, ridx]", "[ra, off]"
	Kind  OperandKind
	Field int8 // the main field (register, immediate, cmem, bank)
	Aux   int8 // second field of composite operands (offset), or the index register of OpCMemIdx
	Aux2  int8 // third field: offset of OpCMemIdx
	Neg   int8 // SignModi field printed as a prefix
	// NegTilde says the Neg prefix is printed `~`; NegByExt says it is `~`
	// when the form's ext field is X and `-` otherwise (the spec's CvtINegX).
	NegTilde bool
	NegByExt bool
	Not      int8 // PModi field printed as `!`
	Bsel     int8 // enum field printed as a suffix (R7.B1)
	Abs      int8 // AbsModi field printed as |x|
	// Optional operands may be left out of assembly text; they then take
	// their fields' defaults.
	Optional bool
	In, Out  bool
}

// RegRef is a register-valued field that a form reads or writes.
type RegRef struct {
	Field int8
	Class Class
	Width Bitwidth
}

// Bitwidth is an operand width in bits that may depend on a modifier:
// Base plus Add for each term whose field holds Value.
type Bitwidth struct {
	Base  uint16
	Terms []BitwidthTerm
}

// BitwidthTerm is one conditional part of a Bitwidth.
type BitwidthTerm struct {
	Field int8
	Value uint32
	Add   uint16
}

// Exception marks an encoding illegal when Field holds Value.
type Exception struct {
	Field   int8
	Value   uint32
	Message string
}

// Form is one operand form of an optype (a `__DefOpcode`).
type Form struct {
	Name       string
	Optype     Optype // the optype (its index into Optypes())
	SType      SType
	Fields     []Field // every field of the form, group and optype ones included
	Operands   []Operand
	Uses, Defs []RegRef
	Bitwidths  []Bitwidth // per field; Base 0 for non-register fields
	Mask       [2]uint64  // bits fixed by the form (optype, stype, other fixed fields)
	Value      [2]uint64
	Used       [2]uint64 // bits covered by any field
	Exceptions []Exception
	ReadsPR    bool // reads all of P0..P6 (P2R)
	WritesPR   bool // writes all of P0..P6 (R2P)
	Indirect   bool // reads or writes a GPR chosen at run time (SETGPR/GETGPR)
	Guard      int8 // the pg field
	GuardNot   int8 // the pg.not field
}

// OptypeInfo describes one instruction (a `__DefOptype`).
type OptypeInfo struct {
	Op        Optype
	Name      string
	Code      uint8
	Group     string
	Mnemonic  string   // base mnemonic in assembly, e.g. "IMAD.WIDE", "BAR.RESULT"
	Aliases   []string // other accepted mnemonics
	Modifiers []string // modifier fields in printing order
	Forms     []int    // indexes into Forms
	Syntax    []string
	Extension bool // defined by gpucc, not by the spec
	Latency   int  // fixed latency in cycles; 0 when variable
	Variable  bool // result arrives after a variable delay and must set $wsb
	Typical   int  // a variable-latency result's typical delay (the emulator's default)
	Props     Props
}

// Optypes returns the optype table.
func Optypes() []OptypeInfo { return optypes[:] }

// Forms returns the form table.
func Forms() []Form { return forms[:] }

// Enums returns the bit-field type table.
func Enums() []EnumType { return enums[:] }

// FormByName returns the form with the given name, or nil.
func FormByName(name string) *Form {
	if i, ok := formIndex()[name]; ok {
		return &forms[i]
	}
	return nil
}

// OptypeByName returns the optype with the given name, or nil.
func OptypeByName(name string) *OptypeInfo {
	for i := range optypes {
		if optypes[i].Name == name {
			return &optypes[i]
		}
	}
	return nil
}

// Op returns the form's optype.
func (f *Form) Op() *OptypeInfo { return &optypes[f.Optype] }

// FieldIndex returns the index of the named field, or -1.
func (f *Form) FieldIndex(name string) int {
	for i := range f.Fields {
		if f.Fields[i].Name == name {
			return i
		}
	}
	return -1
}

// Width evaluates a bit width for an instruction's field values.
func (b Bitwidth) Width(vals *[MaxFields]uint32) int {
	w := int(b.Base)
	for _, t := range b.Terms {
		if vals[t.Field] == t.Value {
			w += int(t.Add)
		}
	}
	return w
}

// formIndex maps form names to their index in forms (built on first use).
var formIndex = sync.OnceValue(func() map[string]int {
	m := make(map[string]int, len(forms))
	for i := range forms {
		m[forms[i].Name] = i
	}
	return m
})
