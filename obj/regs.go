package obj

import "gpucc/isa"

// RegisterCounts is how many registers of each file a kernel uses: the
// highest index used plus one (0 when the file is not used). The always-zero
// and always-true registers (RZ, URZ, PT, UPT) are not counted.
type RegisterCounts struct {
	GPRs, URs, Preds, UPreds, BRegs int
}

// Registers returns the kernel's register counts.
func (k *Kernel) Registers() RegisterCounts {
	return RegisterCounts{GPRs: k.GPRs, URs: k.URs, Preds: k.Preds, UPreds: k.UPreds, BRegs: k.BRegs}
}

// SetRegisters stores register counts into the kernel.
func (k *Kernel) SetRegisters(r RegisterCounts) {
	k.GPRs, k.URs, k.Preds, k.UPreds, k.BRegs = r.GPRs, r.URs, r.Preds, r.UPreds, r.BRegs
}

// CountRegisters computes the registers instructions use from each form's
// operand lists: for every register field read or written, its index plus
// the number of registers it spans (RegCount), maximised per file.
//
// Two cases cannot be read off a single field and are counted
// conservatively: P2R and R2P (which read or write the whole predicate file)
// count all of P0..P6, and GETGPR/SETGPR with a uniform index register other
// than URZ count all GPRs, since the register they touch is chosen at run
// time. With URZ as the index the register is the constant offset and is
// counted exactly.
func CountRegisters(insts []isa.Inst) RegisterCounts {
	var r RegisterCounts
	bump := func(n *int, v int) {
		if v > *n {
			*n = v
		}
	}
	for k := range insts {
		in := &insts[k]
		f := in.Form
		if f == nil {
			continue
		}
		for _, refs := range [][]isa.RegRef{f.Uses, f.Defs} {
			for _, ref := range refs {
				v := int(in.Vals[ref.Field])
				end := v + in.RegCount(int(ref.Field))
				switch ref.Class {
				case isa.GPR:
					if v != isa.RZ {
						bump(&r.GPRs, end)
					}
				case isa.UR:
					if v != isa.URZ {
						bump(&r.URs, end)
					}
				case isa.PR:
					if v != isa.PT {
						bump(&r.Preds, end)
					}
				case isa.UPR:
					if v != isa.UPT {
						bump(&r.UPreds, end)
					}
				case isa.BR:
					bump(&r.BRegs, end)
				}
			}
		}
		if f.ReadsPR || f.WritesPR {
			bump(&r.Preds, isa.NumPred)
		}
		if f.Indirect {
			bump(&r.GPRs, indirectGPREnd(in))
		}
	}
	return r
}

// indirectGPREnd returns the register count needed by a GETGPR/SETGPR
// operand R[URb+off].
func indirectGPREnd(in *isa.Inst) int {
	for _, op := range in.Form.Operands {
		if op.Kind != isa.OpIndirect {
			continue
		}
		if in.Vals[op.Field] != isa.URZ {
			return isa.NumGPR
		}
		idx := in.Signed(int(op.Aux))
		if idx < 0 || idx >= isa.NumGPR {
			return isa.NumGPR
		}
		return int(idx) + 1
	}
	return isa.NumGPR
}
