package emit

import (
	"fmt"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// RemoveFallthroughBranches deletes unconditional branches to the next block
// in layout order. It runs before scheduling so that control bits are
// computed for the final instruction stream.
func RemoveFallthroughBranches(f *ir.Func) {
	for i, b := range f.Blocks {
		if i+1 >= len(f.Blocks) || len(b.Instrs) == 0 {
			continue
		}
		last := b.Instrs[len(b.Instrs)-1]
		if last.IsBranch() && !last.Guarded() && last.Target == f.Blocks[i+1] {
			b.Instrs = b.Instrs[:len(b.Instrs)-1]
		}
	}
}

// Instructions lays out an allocated and scheduled function, then its
// subroutines (f.Subs) in order: it resolves branch targets and CALL
// targets (a callee's entry block) to byte offsets, numbers the
// subroutines' TRAPs after the kernel's assert table (Asserts), and returns
// the instruction stream. Every register field must already hold its
// physical register.
func Instructions(f *ir.Func) ([]isa.Inst, error) {
	funcs := append([]*ir.Func{f}, f.Subs...)
	start := map[*ir.Block]int64{}
	n := int64(0)
	for _, g := range funcs {
		if !g.Allocated {
			return nil, fmt.Errorf("emit: %s: registers are not allocated", g.Name)
		}
		for _, b := range g.Blocks {
			start[b] = n * isa.InstBytes
			for _, in := range b.Instrs {
				if in.Op != ir.OpMachine {
					return nil, fmt.Errorf("emit: %s: %s: pseudo-instruction %s left after register allocation", g.Name, b.Label(), g.FormatInstr(in))
				}
				n++
			}
		}
	}
	insts := make([]isa.Inst, 0, n)
	trapBase := uint32(len(f.Asserts))
	for gi, g := range funcs {
		for _, b := range g.Blocks {
			for _, in := range b.Instrs {
				inst := in.Inst
				target := in.Target
				if in.Callee != nil {
					if len(in.Callee.Blocks) == 0 {
						return nil, fmt.Errorf("emit: %s: %s: call of @%s, which has no code", g.Name, b.Label(), in.Callee.Name)
					}
					target = in.Callee.Blocks[0]
				}
				if target != nil {
					at, ok := start[target]
					if !ok {
						return nil, fmt.Errorf("emit: %s: %s: a target is not a block of the kernel or its subroutines", g.Name, b.Label())
					}
					next := int64(len(insts)+1) * isa.InstBytes
					off := at - next
					for _, op := range inst.Form.Operands {
						if op.Kind == isa.OpTarget {
							inst.Vals[op.Field] = uint32(int32(off))
						}
					}
				}
				if gi > 0 && inst.Form.Optype == isa.OpTRAP {
					inst.Vals[in.Field("vb")] += trapBase
				}
				if err := inst.Validate(); err != nil {
					return nil, fmt.Errorf("emit: %s: %s: %v", g.Name, b.Label(), err)
				}
				insts = append(insts, inst)
			}
		}
		if gi > 0 {
			trapBase += uint32(len(g.Asserts))
		}
	}
	return insts, nil
}

// KernelFromFunc encodes an allocated, scheduled function as an obj.Kernel.
func KernelFromFunc(f *ir.Func) (*obj.Kernel, []isa.Inst, error) {
	insts, err := Instructions(f)
	if err != nil {
		return nil, nil, err
	}
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		return nil, nil, fmt.Errorf("emit: %s: %v", f.Name, err)
	}
	k := &obj.Kernel{
		Name:        f.Name,
		Code:        code,
		LocalBytes:  f.LocalBytes,
		StackBytes:  f.StackBytes,
		SharedBytes: f.SharedBytes,
		ParamBytes:  f.ParamBytes,
		Params:      append([]obj.Param(nil), f.Params...),
		Asserts:     append([]obj.Assert(nil), f.Asserts...),
	}
	for _, g := range f.Subs {
		k.Asserts = append(k.Asserts, g.Asserts...)
	}
	k.SetRegisters(obj.CountRegisters(insts))
	k.Lines = lineTable(f)
	return k, insts, nil
}

// lineTable makes the kernel's line table from the instructions' source
// lines: an entry wherever the line changes. Instructions of no known line
// (spill code, copies, the reconvergence barriers) belong to the line
// before them, or to none at the start.
func lineTable(f *ir.Func) []obj.SourceLine {
	var lines []obj.SourceLine
	pc := uint32(0)
	var blocks []*ir.Block
	for _, g := range append([]*ir.Func{f}, f.Subs...) {
		blocks = append(blocks, g.Blocks...)
	}
	for _, b := range blocks {
		for _, in := range b.Instrs {
			if in.Src.Line != 0 {
				n := len(lines)
				if n == 0 || lines[n-1].File != in.Src.File || lines[n-1].Line != in.Src.Line {
					lines = append(lines, obj.SourceLine{PC: pc, File: in.Src.File, Line: in.Src.Line})
				}
			}
			pc += isa.InstBytes
		}
	}
	return lines
}
