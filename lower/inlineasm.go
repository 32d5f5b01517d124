package lower

import (
	"fmt"
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// This file translates inline PTX (parsed by inlineasm_parse.go) into LLVM
// IR that selection already handles, while the inliner rebuilds the kernel
// (inline.go): a special register becomes llvm.nvvm.read.ptx.sreg.*,
// shfl.sync and vote.sync their llvm.nvvm intrinsics, bit operations
// llvm.ctpop/ctlz/bitreverse or shift-and-mask sequences, carry chains
// (add.cc/addc/sub.cc/subc/mad.cc/madc) compares on the sums, cache-hinted
// loads and stores plain ones. So every PTX instruction goes through the
// selector's own lowering of the equivalent IR, and the uniformity
// analysis sees through the asm. Anything outside the subset is a located
// error quoting the asm string. docs/compiler.md lists the subset.

// asmVal is a PTX value in the rebuilt IR: an IR value's text and width.
type asmVal struct {
	text string
	bits int
}

type asmTr struct {
	in     *inliner
	a      *ptxAsm
	prefix string
	n      int
	env    map[string]asmVal
	cc     *asmVal // the carry flag of the last .cc instruction
	cur    *ptxInst
}

// asmError is a failure to translate; writeBody turns it into a located
// error quoting the asm string.
type asmError struct{ msg string }

func (t *asmTr) fail(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if t.cur != nil {
		msg = fmt.Sprintf("%q: %s", t.cur.text, msg)
	}
	panic(asmError{msg})
}

// translateAsm writes the IR for an inline asm call and returns the values
// of its outputs ($0.. in order).
func (in *inliner) translateAsm(fr *frame, call *llir.InstCall, asmText, constraints string) (outs []asmVal, err error) {
	a, perr := parsePTX(asmText, constraints)
	if perr != nil {
		return nil, fmt.Errorf("%v", perr)
	}
	in.nAsm++
	t := &asmTr{in: in, a: a, prefix: fmt.Sprintf("a%d.", in.nAsm), env: map[string]asmVal{}}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(asmError)
			if !ok {
				panic(r)
			}
			err = fmt.Errorf("%s", e.msg)
		}
	}()
	// Inputs: $nOut.. in order, skipping clobbers; a tied input also gives
	// its output's initial value.
	k := a.nOut
	ai := 0
	for _, c := range a.constraints {
		if c.output || c.clobber != "" {
			continue
		}
		if ai >= len(call.Args) {
			return nil, fmt.Errorf("the constraint list names more inputs than the call passes")
		}
		arg := call.Args[ai]
		ai++
		bits := 64
		switch at := arg.Type().(type) {
		case *types.IntType:
			bits = int(at.BitSize)
		case *types.PointerType:
		default:
			return nil, fmt.Errorf("input $%d has type %s; only integers and pointers are supported", k, arg.Type())
		}
		v := asmVal{text: in.valueText(fr, arg), bits: bits}
		if _, isPtr := arg.Type().(*types.PointerType); isPtr {
			v = t.op(64, fmt.Sprintf("ptrtoint %s %s to i64", arg.Type().LLString(), v.text))
		}
		t.env["$"+strconv.Itoa(k)] = v
		if c.tied >= 0 {
			t.env["$"+strconv.Itoa(c.tied)] = v
		}
		k++
	}
	for i := range a.insts {
		t.cur = &a.insts[i]
		t.inst(t.cur)
	}
	t.cur = nil
	outBits := outputBits(call)
	for i := 0; i < a.nOut; i++ {
		v, ok := t.env["$"+strconv.Itoa(i)]
		if !ok {
			return nil, fmt.Errorf("output $%d is never written", i)
		}
		if i < len(outBits) {
			v = t.conv(v, outBits[i], false)
		}
		outs = append(outs, v)
	}
	return outs, nil
}

// outputBits returns the widths of an asm call's results.
func outputBits(call *llir.InstCall) []int {
	switch rt := call.Type().(type) {
	case *types.IntType:
		return []int{int(rt.BitSize)}
	case *types.StructType:
		var out []int
		for _, f := range rt.Fields {
			if it, ok := f.(*types.IntType); ok {
				out = append(out, int(it.BitSize))
			} else {
				out = append(out, 0)
			}
		}
		return out
	}
	return nil
}

func ity(bits int) string { return "i" + strconv.Itoa(bits) }

// op writes `%new = expr` and returns %new as a value of the given width.
func (t *asmTr) op(bits int, expr string) asmVal {
	t.n++
	name := quoteLocal(fmt.Sprintf("%s%d", t.prefix, t.n))
	t.in.line(name + " = " + expr)
	return asmVal{text: name, bits: bits}
}

func (t *asmTr) bin(op string, a, b asmVal) asmVal {
	return t.op(a.bits, fmt.Sprintf("%s %s %s, %s", op, ity(a.bits), a.text, b.text))
}

func (t *asmTr) cmp(pred string, a, b asmVal) asmVal {
	return t.op(1, fmt.Sprintf("icmp %s %s %s, %s", pred, ity(a.bits), a.text, b.text))
}

func (t *asmTr) sel(c, a, b asmVal) asmVal {
	return t.op(a.bits, fmt.Sprintf("select i1 %s, %s %s, %s %s", c.text, ity(a.bits), a.text, ity(b.bits), b.text))
}

func (t *asmTr) call(bits int, fn, sig string, args ...asmVal) asmVal {
	t.in.declare(fn, sig)
	var as []string
	for _, a := range args {
		as = append(as, ity(a.bits)+" "+a.text)
	}
	ret := "void"
	if bits > 0 {
		ret = ity(bits)
	}
	if bits == 0 {
		t.in.line(fmt.Sprintf("call void @%s(%s)", fn, strings.Join(as, ", ")))
		return asmVal{}
	}
	return t.op(bits, fmt.Sprintf("call %s @%s(%s)", ret, fn, strings.Join(as, ", ")))
}

// konst is an integer constant of the given width.
func konst(v int64, bits int) asmVal {
	switch bits {
	case 1:
		if v&1 != 0 {
			return asmVal{"true", 1}
		}
		return asmVal{"false", 1}
	case 8:
		v = int64(int8(v))
	case 16:
		v = int64(int16(v))
	case 32:
		v = int64(int32(v))
	}
	return asmVal{strconv.FormatInt(v, 10), bits}
}

// conv changes a value's width (truncating, or extending by sign or zero).
func (t *asmTr) conv(v asmVal, bits int, signed bool) asmVal {
	switch {
	case bits == 0 || v.bits == bits:
		return v
	case v.bits == 1:
		return t.op(bits, fmt.Sprintf("zext i1 %s to %s", v.text, ity(bits)))
	case bits == 1:
		return t.cmp("ne", v, konst(0, v.bits))
	case v.bits > bits:
		return t.op(bits, fmt.Sprintf("trunc %s %s to %s", ity(v.bits), v.text, ity(bits)))
	case signed:
		return t.op(bits, fmt.Sprintf("sext %s %s to %s", ity(v.bits), v.text, ity(bits)))
	}
	return t.op(bits, fmt.Sprintf("zext %s %s to %s", ity(v.bits), v.text, ity(bits)))
}

// typeBits returns the width of a PTX type suffix ("u32" -> 32), and
// whether it is signed; 0 for a suffix that is not a type.
func typeBits(s string) (int, bool) {
	switch s {
	case "pred":
		return 1, false
	case "b8", "u8":
		return 8, false
	case "s8":
		return 8, true
	case "b16", "u16":
		return 16, false
	case "s16":
		return 16, true
	case "b32", "u32":
		return 32, false
	case "s32":
		return 32, true
	case "b64", "u64":
		return 64, false
	case "s64":
		return 64, true
	}
	return 0, false
}

// get reads an operand at the given width.
func (t *asmTr) get(o ptxOperand, bits int, signed bool) asmVal {
	switch o.kind {
	case ptxImm:
		return konst(o.imm, bits)
	case ptxReg:
		if o.not {
			o.not = false
			return t.bin("xor", t.get(o, 1, false), konst(1, 1))
		}
		if v, ok := t.env[o.name]; ok {
			return t.conv(v, bits, signed)
		}
		if strings.HasPrefix(o.name, "%") {
			return t.conv(t.special(o.name), bits, signed)
		}
		if strings.HasPrefix(o.name, "$") {
			t.fail("operand %s is read before it is written (an output that is not also an input, \"+r\")", o.name)
		}
		if _, ok := t.a.regs[o.name]; ok {
			t.fail("register %s is read before it is written", strings.Split(o.name, "#")[0])
		}
		t.fail("unknown register %s", o.name)
	}
	t.fail("a %s operand is not allowed here", [...]string{"register", "immediate", "vector", "memory"}[o.kind])
	return asmVal{}
}

// set writes a register operand, under the instruction's guard.
func (t *asmTr) set(o ptxOperand, v asmVal) {
	if o.kind != ptxReg {
		t.fail("the destination must be a register")
	}
	t.setName(o.name, v)
}

func (t *asmTr) setName(name string, v asmVal) {
	if strings.HasPrefix(name, "%") {
		t.fail("cannot write special register %s", name)
	}
	if g := t.cur.guard; g != "" {
		old, ok := t.env[name]
		if ok {
			p := t.guardPred()
			v = t.sel(p, t.conv(v, old.bits, false), old)
		}
	}
	t.env[name] = v
}

func (t *asmTr) guardPred() asmVal {
	p := t.get(ptxOperand{kind: ptxReg, name: t.cur.guard}, 1, false)
	if t.cur.guardNot {
		p = t.bin("xor", p, konst(1, 1))
	}
	return p
}

// special reads a PTX special register. The non-architectural ones have
// fixed values (docs/isa.md, "Special registers in inline PTX"); the
// interpreter gives the same.
func (t *asmTr) special(name string) asmVal {
	sreg := func(n string) asmVal {
		return t.call(32, "llvm.nvvm.read.ptx.sreg."+n, "i32 ()")
	}
	switch name {
	case "%laneid", "%warpid", "%nwarpid":
		return sreg(name[1:])
	case "%lanemask_eq", "%lanemask_lt", "%lanemask_le", "%lanemask_gt", "%lanemask_ge":
		return sreg("lanemask." + name[10:])
	case "%tid.x", "%tid.y", "%tid.z", "%ntid.x", "%ntid.y", "%ntid.z",
		"%ctaid.x", "%ctaid.y", "%ctaid.z", "%nctaid.x", "%nctaid.y", "%nctaid.z":
		return sreg(name[1:])
	case "%smid", "%gridid":
		return konst(0, 32)
	case "%nsmid":
		return konst(1, 32)
	}
	if strings.HasPrefix(name, "%envreg") {
		if n, err := strconv.Atoi(name[7:]); err == nil && n >= 0 && n < 32 {
			return konst(0, 32)
		}
	}
	t.fail("special register %s is not supported", name)
	return asmVal{}
}
