package suite

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// coreOpcodes are the instructions the first compiler version handles.
var coreOpcodes = map[string]bool{
	"add": true, "sub": true, "mul": true, "shl": true, "lshr": true, "ashr": true,
	"and": true, "or": true, "xor": true, "icmp": true, "select": true,
	"zext": true, "sext": true, "trunc": true, "load": true, "store": true,
	"getelementptr": true, "phi": true, "call": true, "br": true, "ret": true,
}

// coreCallPrefix names the intrinsics every kernel may call: the special
// registers behind threadIdx, blockIdx, blockDim and gridDim.
const coreCallPrefix = "llvm.nvvm.read.ptx.sreg."

// LoadModule parses the kernel's IR file with llir.
func (k Kernel) LoadModule() (*ir.Module, error) {
	path, err := k.LLPath()
	if err != nil {
		return nil, err
	}
	return asm.ParseFile(path)
}

// Features lists, sorted, what function fn of mod uses beyond the core integer
// subset:
//
//	call:NAME        a call to anything but llvm.nvvm.read.ptx.sreg.*
//	                 (call:asm for inline assembly)
//	inst:OPCODE      an instruction outside the core ("inst:sdiv", "inst:atomicrmw add")
//	load:TYPE        a load of a type other than i32 and i64 (likewise store:TYPE)
//	const:OPCODE     a constant expression operand ("const:addrspacecast")
//	global:addrspace(N)  a reference to a global variable in address space N
//	type:vector      an instruction producing or storing a vector
//	param:TYPE       a parameter that is not an integer or generic pointer
//	param:byval      a struct passed by value (a byval pointer parameter)
func Features(mod *ir.Module, fn string) ([]string, error) {
	var f *ir.Func
	for _, cand := range mod.Funcs {
		if cand.Name() == fn {
			f = cand
		}
	}
	if f == nil || len(f.Blocks) == 0 {
		return nil, fmt.Errorf("function @%s not defined in the module", fn)
	}
	set := map[string]bool{}
	for _, p := range f.Params {
		if !coreParamType(p.Typ) {
			set["param:"+p.Typ.String()] = true
		}
		for _, a := range p.Attrs {
			switch a.(type) {
			case ir.Byval, *ir.Byval:
				set["param:byval"] = true
			}
		}
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			noteInst(set, inst, inst)
		}
		noteInst(set, b.Term, b.Term)
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out, nil
}

func coreParamType(t types.Type) bool {
	switch t := t.(type) {
	case *types.IntType:
		return true
	case *types.PointerType:
		return t.AddrSpace == 0
	}
	return false
}

func noteInst(set map[string]bool, inst ir.LLStringer, user value.User) {
	op := opcode(inst.LLString())
	if !coreOpcodes[op] {
		set["inst:"+op] = true
	}
	switch inst := inst.(type) {
	case *ir.InstCall:
		name := strings.TrimPrefix(inst.Callee.Ident(), "@")
		if _, isAsm := inst.Callee.(*ir.InlineAsm); isAsm {
			name = "asm"
		}
		if !strings.HasPrefix(name, coreCallPrefix) {
			set["call:"+name] = true
		}
	case *ir.InstLoad:
		if t := inst.ElemType.String(); t != "i32" && t != "i64" {
			set["load:"+t] = true
		}
	case *ir.InstStore:
		if t := inst.Src.Type().String(); t != "i32" && t != "i64" {
			set["store:"+t] = true
		}
	}
	if typed, ok := inst.(value.Value); ok {
		if _, vec := typed.Type().(*types.VectorType); vec {
			set["type:vector"] = true
		}
	}
	for _, operand := range user.Operands() {
		noteOperand(set, *operand)
	}
}

// noteOperand records global references and constant expressions, looking
// inside constant expressions for more of both.
func noteOperand(set map[string]bool, v value.Value) {
	switch v := v.(type) {
	case *ir.Global:
		set[fmt.Sprintf("global:addrspace(%d)", v.Typ.AddrSpace)] = true
	case constant.Expression:
		set["const:"+opcode(v.Ident())] = true
		if u, ok := v.(value.User); ok {
			for _, operand := range u.Operands() {
				noteOperand(set, *operand)
			}
		}
	}
}

// opcode extracts the opcode from an instruction's or constant expression's
// text: the first word after any "%x =" and "tail", with the operation of
// atomicrmw attached.
func opcode(text string) string {
	if i := strings.Index(text, " = "); i >= 0 && strings.HasPrefix(text, "%") {
		text = text[i+3:]
	}
	words := strings.Fields(text)
	for len(words) > 0 && (words[0] == "tail" || words[0] == "musttail" || words[0] == "notail") {
		words = words[1:]
	}
	if len(words) == 0 {
		return ""
	}
	op := strings.TrimSuffix(strings.SplitN(words[0], "(", 2)[0], " ")
	if op == "atomicrmw" {
		for _, w := range words[1:] {
			if w != "volatile" {
				return op + " " + w
			}
		}
	}
	return op
}
