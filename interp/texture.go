package interp

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
)

// Textures. CUDA's tex1Dfetch<T>(texObj, x) is inline assembly in the CUDA
// headers: `tex.1d.v4.s32.s32 {$0, $1, $2, $3}, [$4, {$5}];` (u32, f32
// likewise). gpucc's convention (docs/isa.md) is that a texture object
// bound to linear memory of 4-byte single-channel elements is that
// memory's global address, so the fetch is a 4-byte global load of
// element x (component 0); components 1..3 read as 0.

// isTex1DFetch reports whether an inline assembly string is a 1-D fetch
// with an integer coordinate and returns its element type.
func isTex1DFetch(asm string) (string, bool) {
	f := strings.Fields(asm)
	if len(f) < 2 || !strings.HasPrefix(f[0], "tex.1d.v4.") || !strings.HasSuffix(f[0], ".s32") {
		return "", false
	}
	elem := strings.TrimSuffix(strings.TrimPrefix(f[0], "tex.1d.v4."), ".s32")
	if elem != "s32" && elem != "u32" && elem != "f32" {
		return "", false
	}
	return elem, strings.Join(f[1:], " ") == "{$0, $1, $2, $3}, [$4, {$5}];"
}

// texFetch translates a 1-D fetch into dst..dst+3: the address of element
// x in dst, the load over it, zeros in the others.
func (tr *translator) texFetch(i *ir.InstCall, s, dst int32) error {
	if len(i.Args) != 2 {
		return fmt.Errorf("tex.1d takes a handle and a coordinate, the call passes %d operands", len(i.Args))
	}
	ops, err := tr.operands(i.Args[0], i.Args[1])
	if err != nil {
		return err
	}
	x := &extra{gep: []gepTerm{{slot: ops[1], w: 32, scale: 4}}}
	tr.emit(instr{op: opGEP, dst: dst, a: ops[0], x: x, site: s})
	tr.emit(instr{op: opLoad, w: 32, dst: dst, a: dst, imm: 4, align: 4, as: asGlobal, site: s})
	zero, err := tr.operand(constant.NewInt(types.I32, 0))
	if err != nil {
		return err
	}
	for k := int32(1); k < 4; k++ {
		tr.emit(instr{op: opCopyN, dst: dst + k, a: zero, imm: 1, site: s})
	}
	return nil
}
