package isa

import (
	"fmt"
	"strings"
)

// String prints the instruction in assembly syntax with its control bits,
// without the trailing semicolon. Branch targets print as relative offsets;
// Program.Text prints them as labels.
func (in *Inst) String() string {
	var b strings.Builder
	in.format(&b, nil)
	return b.String()
}

// FormatTarget prints a branch target operand; the disassembler passes one
// that prints labels.
type FormatTarget func(offset int64) string

func relTarget(off int64) string {
	if off < 0 {
		return fmt.Sprintf("-%#x", -off)
	}
	return fmt.Sprintf("+%#x", off)
}

// RegNamer names the register of a field when it is not the physical
// register in Vals (the compiler's virtual registers); "" keeps the default.
type RegNamer func(field int) string

// Format prints the instruction like String, naming registers through
// regs and branch targets through target (either may be nil).
func (in *Inst) Format(regs RegNamer, target FormatTarget) string {
	var b strings.Builder
	in.formatWith(&b, regs, target)
	return b.String()
}

func (in *Inst) format(b *strings.Builder, target FormatTarget) { in.formatWith(b, nil, target) }

func (in *Inst) formatWith(b *strings.Builder, regs RegNamer, target FormatTarget) {
	f := in.Form
	if target == nil {
		target = relTarget
	}
	guardName := ""
	if regs != nil {
		guardName = regs(int(f.Guard))
	}
	if g := in.Vals[f.Guard]; g != PT || in.Vals[f.GuardNot] != 0 || guardName != "" {
		b.WriteByte('@')
		if in.Vals[f.GuardNot] != 0 {
			b.WriteByte('!')
		}
		if guardName == "" {
			guardName = predName("P", g)
		}
		b.WriteString(guardName)
		b.WriteByte(' ')
	}
	op := f.Op()
	b.WriteString(op.Mnemonic)
	for _, m := range op.Modifiers {
		i := f.FieldIndex(m)
		fl := &f.Fields[i]
		if fl.HasDefault && in.Vals[i] == fl.Default {
			continue
		}
		name, _ := enums[fl.Enum].AsmName(in.Vals[i])
		b.WriteByte('.')
		b.WriteString(name)
	}
	printed := in.printedOperands()
	first := true
	for k := range f.Operands {
		if !printed[k] {
			continue
		}
		if first {
			b.WriteByte(' ')
			first = false
		} else {
			b.WriteString(", ")
		}
		in.formatOperand(b, &f.Operands[k], regs, target)
	}
	formatControl(b, in.Ctrl)
}

// printedOperands decides which optional operands to print: those that
// differ from their default, and any whose omission would let the parser
// bind the next printed operand to it.
func (in *Inst) printedOperands() []bool {
	f := in.Form
	printed := make([]bool, len(f.Operands))
	for k := len(f.Operands) - 1; k >= 0; k-- {
		op := &f.Operands[k]
		if !op.Optional || !in.isDefault(op) {
			printed[k] = true
			continue
		}
		// The parser binds greedily (with backtracking), so a left-out
		// operand is safe unless the next printed one could bind to it.
		for j := k + 1; j < len(f.Operands); j++ {
			if printed[j] {
				printed[k] = sameSyntaxKind(op.Kind, f.Operands[j].Kind)
				break
			}
		}
	}
	return printed
}

func sameSyntaxKind(a, b OperandKind) bool {
	return a == b || (a == OpImm || a == OpTarget) && (b == OpImm || b == OpTarget)
}

func (in *Inst) isDefault(op *Operand) bool {
	f := in.Form
	for _, i := range []int8{op.Field, op.Aux, op.Aux2, op.Not, op.Neg, op.Bsel, op.Abs} {
		if i >= 0 && (!f.Fields[i].HasDefault || in.Vals[i] != f.Fields[i].Default) {
			return false
		}
	}
	return true
}

func predName(prefix string, n uint32) string {
	if n == PT {
		return prefix + "T"
	}
	return fmt.Sprintf("%s%d", prefix, n)
}

func regName(prefix string, n uint32, count int, zero uint32) string {
	if n == zero {
		return prefix + "Z"
	}
	if count <= 1 {
		return fmt.Sprintf("%s%d", prefix, n)
	}
	return fmt.Sprintf("%s[%d:%d]", prefix, n, n+uint32(count)-1)
}

// immText prints a 32-bit immediate: small negative values of signed fields
// as -0x.., everything else as unsigned hex.
func immText(v uint32, fl *Field) string {
	if fl.Kind == KindSImm {
		s := int64(v)
		if fl.Width < 32 && v>>(fl.Width-1)&1 != 0 {
			s -= 1 << fl.Width
		} else if fl.Width == 32 && v >= 0xffff0000 {
			s -= 1 << 32
		}
		if s < 0 {
			return fmt.Sprintf("-0x%X", -s)
		}
	}
	return fmt.Sprintf("0x%X", v)
}

func (in *Inst) formatOperand(b *strings.Builder, op *Operand, regs RegNamer, target FormatTarget) {
	f := in.Form
	named := func(field int8, def string) string {
		if regs != nil && field >= 0 {
			if s := regs(int(field)); s != "" {
				return s
			}
		}
		return def
	}
	if op.Not >= 0 && in.Vals[op.Not] != 0 {
		b.WriteByte('!')
	}
	if op.Neg >= 0 && in.Vals[op.Neg] != 0 {
		b.WriteByte(in.negChar(op))
	}
	abs := op.Abs >= 0 && in.Vals[op.Abs] != 0
	if abs {
		b.WriteByte('|')
	}
	v := uint32(0)
	if op.Field >= 0 {
		v = in.Vals[op.Field]
	}
	switch op.Kind {
	case OpReg:
		b.WriteString(named(op.Field, regName("R", v, in.RegCount(int(op.Field)), RZ)))
	case OpUReg:
		b.WriteString(named(op.Field, regName("UR", v, in.RegCount(int(op.Field)), URZ)))
	case OpPred:
		b.WriteString(named(op.Field, predName("P", v)))
	case OpUPred:
		b.WriteString(named(op.Field, predName("UP", v)))
	case OpBReg:
		b.WriteString(named(op.Field, fmt.Sprintf("B%d", v)))
	case OpImm:
		if fl := &f.Fields[op.Field]; fl.Kind == KindFImm {
			b.WriteString(FImmText(v, fl.Type == "F64Imm"))
		} else {
			b.WriteString(immText(v, fl))
		}
	case OpCMem:
		fmt.Fprintf(b, "c[0x%X][0x%X]", v>>16, v&0xffff)
	case OpEnum:
		name, _ := enums[f.Fields[op.Field].Enum].AsmName(v)
		b.WriteString(name)
	case OpTarget:
		b.WriteString(target(in.Signed(int(op.Field))))
	case OpPR:
		b.WriteString("PR")
	case OpIndirect:
		fmt.Fprintf(b, "R[%s", named(op.Field, regName("UR", v, 1, URZ)))
		if off := in.Signed(int(op.Aux)); off != 0 {
			b.WriteString(signedOffset(off))
		}
		b.WriteByte(']')
	case OpMem:
		b.WriteByte('[')
		b.WriteString(named(op.Field, regName("R", v, in.RegCount(int(op.Field)), RZ)))
		if off := in.Signed(int(op.Aux)); off != 0 {
			b.WriteString(signedOffset(off))
		}
		b.WriteByte(']')
	case OpCMemIdx:
		fmt.Fprintf(b, "c[0x%X][%s", v, named(op.Aux, regName("R", in.Vals[op.Aux], 1, RZ)))
		if off := in.Signed(int(op.Aux2)); off != 0 {
			b.WriteString(signedOffset(off))
		}
		b.WriteByte(']')
	}
	if abs {
		b.WriteByte('|')
	}
	if op.Bsel >= 0 && in.Vals[op.Bsel] != f.Fields[op.Bsel].Default {
		name, _ := enums[f.Fields[op.Bsel].Enum].AsmName(in.Vals[op.Bsel])
		b.WriteByte('.')
		b.WriteString(name)
	}
}

func signedOffset(off int64) string {
	if off < 0 {
		return fmt.Sprintf("-0x%X", -off)
	}
	return fmt.Sprintf("+0x%X", off)
}

// negChar is the prefix that prints a set Neg field: `~` for bit-not
// operands and for CvtINegX operands of .X instructions, `-` otherwise.
func (in *Inst) negChar(op *Operand) byte {
	if op.NegTilde {
		return '~'
	}
	if op.NegByExt {
		if i := in.Form.FieldIndex("ext"); i >= 0 && in.Vals[i] != 0 {
			return '~'
		}
	}
	return '-'
}

// formatControl appends the textual control bits: `$sched=N[.Y]`,
// `$req=SBa|SBb`, `$wsb=SBn`, each only when it differs from the default.
func formatControl(b *strings.Builder, c Control) {
	if c.Stall != 0 || c.Yield {
		fmt.Fprintf(b, " $sched=%d", c.Stall)
		if c.Yield {
			b.WriteString(".Y")
		}
	}
	if c.Req != 0 {
		b.WriteString(" $req=")
		sep := ""
		for i := 0; i < NumScoreboards; i++ {
			if c.Req>>i&1 != 0 {
				fmt.Fprintf(b, "%sSB%d", sep, i)
				sep = "|"
			}
		}
	}
	if c.WSB != NoScoreboard {
		fmt.Fprintf(b, " $wsb=SB%d", c.WSB)
	}
}
