package ir

import (
	"fmt"
	"strings"

	"gpucc/isa"
)

var classPrefix = map[isa.Class]string{isa.GPR: "r", isa.UR: "u", isa.PR: "p", isa.UPR: "up", isa.BR: "b"}

// RegName prints a register reference: %r5 for a whole virtual register,
// %r5.1 for its second component, with the class letter (r, u, p, up, b).
func (f *Func) RegName(r Reg, count int) string {
	if r.V == 0 || int(r.V) >= len(f.VRegs) {
		return ""
	}
	info := f.VRegs[r.V]
	s := fmt.Sprintf("%%%s%d", classPrefix[info.Class], r.V)
	if r.Sub != 0 || count < int(info.Size) && info.Size > 1 {
		s += fmt.Sprintf(".%d", r.Sub)
	}
	return s
}

// String prints the function in a stable text form, used by golden tests.
func (f *Func) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "func %s", f.Name)
	if f.LocalBytes != 0 || f.SharedBytes != 0 {
		fmt.Fprintf(&b, " local=%d shared=%d", f.LocalBytes, f.SharedBytes)
	}
	b.WriteString("\n")
	for _, p := range f.Params {
		kind := ""
		if p.Pointer {
			kind = " ptr"
		}
		fmt.Fprintf(&b, "  param %s c[0x0][0x%X] size=%d%s\n", p.Name, p.Offset, p.Size, kind)
	}
	for _, blk := range f.Blocks {
		fmt.Fprintf(&b, "%s:", blk.label())
		if len(blk.Preds) > 0 {
			var ps []string
			for _, p := range blk.Preds {
				ps = append(ps, p.label())
			}
			fmt.Fprintf(&b, "  // preds %s", strings.Join(ps, " "))
		}
		if blk.LoopDepth > 0 {
			fmt.Fprintf(&b, "  // loop depth %d", blk.LoopDepth)
		}
		b.WriteString("\n")
		for _, in := range blk.Instrs {
			b.WriteString("    ")
			b.WriteString(f.FormatInstr(in))
			b.WriteString("\n")
		}
	}
	return b.String()
}

func (b *Block) label() string {
	if b.Name != "" {
		return fmt.Sprintf("bb%d.%s", b.ID, b.Name)
	}
	return fmt.Sprintf("bb%d", b.ID)
}

// Label is the block's printed name.
func (b *Block) Label() string { return b.label() }

// FormatInstr prints one instruction with virtual register names.
func (f *Func) FormatInstr(in *Instr) string {
	switch in.Op {
	case OpPhi, OpCopy:
		if f.Allocated && in.Op == OpCopy && len(in.Args) == 1 && f.valid(in.Dst.V) {
			info := f.VRegs[in.Dst.V]
			return fmt.Sprintf("%s = COPY %s", physName(info.Class, in.CopyPhys[0], info.Size), physName(info.Class, in.CopyPhys[1], info.Size))
		}
		var args []string
		for _, a := range in.Args {
			args = append(args, f.RegName(a, int(f.VRegs[a.V].Size)))
		}
		name := "PHI"
		if in.Op == OpCopy {
			name = "COPY"
		}
		return fmt.Sprintf("%s = %s %s", f.RegName(in.Dst, 0), name, strings.Join(args, ", "))
	}
	// Virtual registers are printed by name; give their fields a
	// non-default value so optional operands bound to them are printed.
	inst := in.Inst
	for i, r := range in.Regs {
		if r.V != 0 && i < len(inst.Form.Fields) {
			inst.Vals[i] = 0
		}
	}
	s := inst.Format(func(field int) string {
		r := in.Regs[field]
		if r.V == 0 {
			return ""
		}
		return f.RegName(r, inst.RegCount(field))
	}, func(off int64) string {
		if in.Target != nil {
			return in.Target.label()
		}
		if in.Callee != nil {
			return "@" + in.Callee.Name
		}
		return fmt.Sprintf("%+d", off)
	})
	return s
}

// physName prints an allocated register the way the assembler does: R5,
// R[4:5], UR7, P0, UP1.
func physName(c isa.Class, n uint32, size uint8) string {
	prefix := map[isa.Class]string{isa.GPR: "R", isa.UR: "UR", isa.PR: "P", isa.UPR: "UP", isa.BR: "B"}[c]
	if size > 1 {
		return fmt.Sprintf("%s[%d:%d]", prefix, n, n+uint32(size)-1)
	}
	return fmt.Sprintf("%s%d", prefix, n)
}
