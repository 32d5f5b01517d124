package lower

import (
	"fmt"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Textures. The CUDA headers implement tex1Dfetch<T>(texObj, x) as inline
// assembly, `tex.1d.v4.s32.s32 {$0, $1, $2, $3}, [$4, {$5}];` (.u32 and
// .f32 alike), on a 64-bit texture object. gpucc's convention
// (docs/isa.md) is that a texture object bound to linear memory of 4-byte
// single-channel elements is the global address of that memory, so the
// fetch is rewritten, in the copy of the module memintrinsics.go makes,
// into a 4-byte load of element x through the handle; the fetch's
// component 0 is the loaded value, components 1..3 are 0. Other fetches (2-D,
// 3-D, float coordinates, filtering, gathers, surfaces), texture
// references (llvm.nvvm.texsurf.handle.internal on a `texture<>` global,
// which the host binds at run time) and the llvm.nvvm.tex.* intrinsics
// are located errors naming the texture.

// texKind classifies a call: "fetch1d" for the supported fetch, "other"
// for any other texture or surface access, "" for anything else.
func texKind(inst llir.Instruction) string {
	call, ok := inst.(*llir.InstCall)
	if !ok {
		return ""
	}
	switch c := call.Callee.(type) {
	case *llir.InlineAsm:
		f := strings.Fields(c.Asm)
		if len(f) == 0 {
			return ""
		}
		op := f[0]
		if strings.HasPrefix(op, "tex.1d.v4.") && strings.HasSuffix(op, ".s32") &&
			strings.Join(f[1:], " ") == "{$0, $1, $2, $3}, [$4, {$5}];" {
			switch strings.TrimSuffix(strings.TrimPrefix(op, "tex.1d.v4."), ".s32") {
			case "s32", "u32", "f32":
				return "fetch1d"
			}
		}
		for _, p := range []string{"tex.", "tld4.", "suld.", "sust.", "txq.", "suq."} {
			if strings.HasPrefix(op, p) {
				return "other"
			}
		}
	case *llir.Func:
		n := c.Name()
		if strings.HasPrefix(n, "llvm.nvvm.texsurf.handle") || strings.HasPrefix(n, "llvm.nvvm.tex.") ||
			strings.HasPrefix(n, "llvm.nvvm.tld4.") || strings.HasPrefix(n, "llvm.nvvm.suld.") ||
			strings.HasPrefix(n, "llvm.nvvm.sust.") || strings.HasPrefix(n, "llvm.nvvm.txq.") {
			return "other"
		}
	}
	return ""
}

// hasTextures reports whether the kernel accesses a texture or surface.
func (s *sel) hasTextures() bool {
	for _, b := range s.fn.Blocks {
		for _, inst := range b.Insts {
			if texKind(inst) != "" {
				return true
			}
		}
	}
	return false
}

// textureName names the texture a call accesses: its handle operand.
func textureName(call *llir.InstCall) string {
	if len(call.Args) == 0 {
		return "?"
	}
	v := argValue(call.Args[0])
	if c, ok := v.(*llir.InstCall); ok && len(c.Args) > 0 {
		// The handle of a texture reference: name its global.
		v = argValue(c.Args[0])
	}
	return v.Ident()
}

// rewriteTextures rewrites the supported fetches of fn (a copy) into loads
// and fails, located, on any other texture access.
func (s *sel) rewriteTextures(fn *llir.Func) {
	defer func() { s.curBlock, s.curInst = nil, nil }()
	n := 0
	for _, b := range fn.Blocks {
		for k := 0; k < len(b.Insts); k++ {
			inst := b.Insts[k]
			kind := texKind(inst)
			if kind == "" {
				continue
			}
			s.curBlock, s.curInst = b, inst
			call := inst.(*llir.InstCall)
			if f, ok := call.Callee.(*llir.Func); ok && strings.HasPrefix(f.Name(), "llvm.nvvm.texsurf.handle") {
				s.fail("texture reference %s is not supported: use a texture object (a cudaTextureObject_t parameter, "+
					"bound to linear memory)", textureName(call))
			}
			if kind == "other" {
				what := ""
				if a, ok := call.Callee.(*llir.InlineAsm); ok {
					what = fmt.Sprintf(" `%s`", strings.TrimSpace(a.Asm))
				} else {
					what = " @" + call.Callee.(*llir.Func).Name()
				}
				s.fail("texture access%s through texture %s is not supported: only tex1Dfetch (tex.1d with an integer "+
					"coordinate) of a texture object bound to linear memory is", what, textureName(call))
			}
			elem := types.Type(types.I32)
			if strings.Contains(call.Callee.(*llir.InlineAsm).Asm, ".f32.") {
				elem = types.Float
			}
			name := func(v value.Named, what string) {
				v.SetName(fmt.Sprintf("tex%d.%s", n, what))
			}
			ptr := llir.NewIntToPtr(argValue(call.Args[0]), types.NewPointer(elem))
			name(ptr, "base")
			idx := llir.NewSExt(argValue(call.Args[1]), types.I64)
			name(idx, "x")
			elemPtr := llir.NewGetElementPtr(elem, ptr, idx)
			name(elemPtr, "addr")
			load := llir.NewLoad(elem, elemPtr)
			load.Align = 4
			name(load, "value")
			// The fetch's users: component 0 becomes the load.
			for _, ub := range fn.Blocks {
				kept := ub.Insts[:0]
				for _, ui := range ub.Insts {
					if ev, ok := ui.(*llir.InstExtractValue); ok && ev.X == value.Value(call) {
						if len(ev.Indices) != 1 || ev.Indices[0] > 3 {
							s.curBlock, s.curInst = ub, ui
							s.fail("component %v of a tex1Dfetch through texture %s does not exist: the fetch has 4",
								ev.Indices, textureName(call))
						}
						if ev.Indices[0] == 0 {
							replaceUses(fn, ev, load)
						} else {
							// The single channel's texture has no components 1..3:
							// they read as 0 (docs/isa.md, as the interpreter does;
							// clang -O0 extracts all four).
							replaceUses(fn, ev, zeroOf(elem))
						}
						continue
					}
					kept = append(kept, ui)
				}
				ub.Insts = kept
			}
			if usedAnywhere(fn, call) {
				s.fail("the result of a tex1Dfetch through texture %s is used whole, which is not supported", textureName(call))
			}
			k = indexOf(b.Insts, call)
			rest := append([]llir.Instruction{ptr, idx, elemPtr, load}, b.Insts[k+1:]...)
			b.Insts = append(b.Insts[:k], rest...)
			k += 3
			n++
		}
	}
}

// zeroOf is the zero constant of a fetch's element type.
func zeroOf(elem types.Type) constant.Constant {
	if elem == types.Float {
		return constant.NewFloat(types.Float, 0)
	}
	return constant.NewInt(types.I32, 0)
}

func indexOf(insts []llir.Instruction, x llir.Instruction) int {
	for i, in := range insts {
		if in == x {
			return i
		}
	}
	return -1
}

// replaceUses replaces every use of old in fn by new.
func replaceUses(fn *llir.Func, old, new value.Value) {
	visit := func(u any) {
		if user, ok := u.(interface{ Operands() []*value.Value }); ok {
			for _, op := range user.Operands() {
				if *op == old {
					*op = new
				} else if a, ok := (*op).(*llir.Arg); ok && a.Value == old {
					a.Value = new
				}
			}
		}
	}
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			visit(inst)
		}
		visit(b.Term)
	}
}

// usedAnywhere reports whether v is an operand in fn.
func usedAnywhere(fn *llir.Func, v value.Value) bool {
	found := false
	check := func(u any) {
		if user, ok := u.(interface{ Operands() []*value.Value }); ok {
			for _, op := range user.Operands() {
				if *op == v || argValue(*op) == v {
					found = true
				}
			}
		}
	}
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			check(inst)
		}
		check(b.Term)
	}
	return found
}
