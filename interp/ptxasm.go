package interp

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// Inline PTX (asm statements) in the interpreter: every PTX register of
// the statement gets a slot; arithmetic becomes opPTX steps whose
// semantics ptxexec.go implements from the PTX ISA; special registers,
// loads and stores, shuffles and votes become the interpreter's own sreg,
// memory and collective instructions. The subset is the compiler's
// (docs/compiler.md, "Inline PTX"); the rest is an unsupported-construct
// error quoting the asm string.

// ptxStep is one PTX instruction for opPTX: a base operation, its width,
// input and output slots, and an optional guard predicate.
type ptxStep struct {
	op       string          // "add", "bfe", "mov.part", ...
	mods     map[string]bool // the opcode's modifiers
	bits     int             // operation width
	signed   bool
	ins      []int32
	inBits   []int // width each input was written with
	outs     []int32
	param    int // mov.part/pack: the part width; cvt: the source width
	guard    int32
	guardNot bool
}

// ptxSlot is a PTX register's slot and the width of the value in it.
type ptxSlot struct {
	slot int32
	bits int
}

type ptxTr struct {
	tr  *translator
	a   *ptxAsm
	env map[string]ptxSlot
	s   int32
	cur *ptxInst
}

type ptxFail struct{ msg string }

func (p *ptxTr) fail(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if p.cur != nil {
		msg = fmt.Sprintf("%q: %s", p.cur.text, msg)
	}
	panic(ptxFail{msg})
}

// newSlot allocates a value slot.
func (tr *translator) newSlot() int32 {
	f := tr.f
	s := int32(len(f.tmplV))
	if int(s) < f.nslots {
		s = int32(f.nslots)
		for len(f.tmplV) < f.nslots {
			f.tmplV = append(f.tmplV, 0)
			f.tmplP = append(f.tmplP, 0)
		}
	}
	f.tmplV = append(f.tmplV, 0)
	f.tmplP = append(f.tmplP, 0)
	f.nslots = len(f.tmplV)
	return s
}

// constSlot is a slot holding constant v.
func (tr *translator) constSlot(v uint64) int32 {
	key := "ptx|" + strconv.FormatUint(v, 10)
	if s, ok := tr.consts[key]; ok {
		return s
	}
	s := tr.newSlot()
	tr.f.tmplV[s] = v
	tr.consts[key] = s
	return s
}

// inlineAsm translates a call of inline asm.
func (tr *translator) inlineAsm(i *ir.InstCall, a *ir.InlineAsm, s, dst int32) (err error) {
	parsed, perr := parsePTX(a.Asm, a.Constraint)
	if perr != nil {
		return fmt.Errorf("inline assembly %q: %v", a.Asm, perr)
	}
	p := &ptxTr{tr: tr, a: parsed, env: map[string]ptxSlot{}, s: s}
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(ptxFail)
			if !ok {
				panic(r)
			}
			err = fmt.Errorf("inline assembly %q: %s", a.Asm, f.msg)
		}
	}()
	k, ai := parsed.nOut, 0
	for _, c := range parsed.constraints {
		if c.output || c.clobber != "" {
			continue
		}
		if ai >= len(i.Args) {
			return fmt.Errorf("inline assembly %q: more inputs in the constraints than arguments", a.Asm)
		}
		arg := i.Args[ai]
		ai++
		bits := 64
		switch at := arg.Type().(type) {
		case *types.IntType:
			bits = int(at.BitSize)
		case *types.PointerType:
		default:
			return fmt.Errorf("inline assembly %q: input of type %s is not supported", a.Asm, arg.Type())
		}
		slot, err := tr.operand(arg)
		if err != nil {
			return err
		}
		r := ptxSlot{slot, bits}
		p.env["$"+strconv.Itoa(k)] = r
		if c.tied >= 0 {
			p.env["$"+strconv.Itoa(c.tied)] = r
		}
		k++
	}
	for n := range parsed.insts {
		p.cur = &parsed.insts[n]
		p.inst(p.cur)
	}
	p.cur = nil
	var widths []int
	switch rt := i.Type().(type) {
	case *types.IntType:
		widths = []int{int(rt.BitSize)}
	case *types.StructType:
		for _, f := range rt.Fields {
			it, ok := f.(*types.IntType)
			if !ok {
				return fmt.Errorf("inline assembly %q: output type %s is not supported", a.Asm, f)
			}
			widths = append(widths, int(it.BitSize))
		}
	}
	if len(widths) != parsed.nOut {
		return fmt.Errorf("inline assembly %q: %d outputs, the call returns %d values", a.Asm, parsed.nOut, len(widths))
	}
	for k, w := range widths {
		r, ok := p.env["$"+strconv.Itoa(k)]
		if !ok {
			return fmt.Errorf("inline assembly %q: output $%d is never written", a.Asm, k)
		}
		p.emitStep(&ptxStep{op: "cvt", bits: w, param: r.bits, ins: []int32{r.slot}, inBits: []int{r.bits}, outs: []int32{dst + int32(k)}, guard: -1})
	}
	return nil
}

func (p *ptxTr) emitStep(st *ptxStep) {
	p.tr.emit(instr{op: opPTX, dst: -1, a: -1, b: -1, c: -1, site: p.s, x: &extra{ptx: st}})
}

// read returns an operand's slot and width (immediates become constant
// slots of the requested width).
func (p *ptxTr) read(o ptxOperand, bits int) ptxSlot {
	switch o.kind {
	case ptxImm:
		v := uint64(o.imm)
		if bits < 64 {
			v &= 1<<uint(bits) - 1
		}
		return ptxSlot{p.tr.constSlot(v), bits}
	case ptxReg:
		if o.not {
			r := p.read(ptxOperand{kind: ptxReg, name: o.name}, 1)
			d := ptxSlot{p.tr.newSlot(), 1}
			p.emitStep(&ptxStep{op: "not", bits: 1, ins: []int32{r.slot}, inBits: []int{1}, outs: []int32{d.slot}, guard: -1})
			return d
		}
		if r, ok := p.env[o.name]; ok {
			return r
		}
		if strings.HasPrefix(o.name, "%") {
			return p.special(o.name)
		}
		p.fail("register %s is read before it is written", strings.Split(o.name, "#")[0])
	}
	p.fail("operand kind not allowed here")
	return ptxSlot{}
}

// special reads a special register: the architectural ones from the
// interpreter's own, the others with their fixed values (docs/isa.md).
func (p *ptxTr) special(name string) ptxSlot {
	n := strings.TrimPrefix(name, "%")
	if strings.HasPrefix(n, "lanemask_") {
		n = "lanemask." + n[9:]
	}
	if reg, ok := sregNames[n]; ok {
		d := p.tr.newSlot()
		p.tr.emit(instr{op: opSreg, sub: reg, dst: d, site: p.s})
		return ptxSlot{d, 32}
	}
	switch {
	case n == "smid" || n == "gridid":
		return ptxSlot{p.tr.constSlot(0), 32}
	case n == "nsmid":
		return ptxSlot{p.tr.constSlot(1), 32}
	case strings.HasPrefix(n, "envreg"):
		if k, err := strconv.Atoi(n[6:]); err == nil && k >= 0 && k < 32 {
			return ptxSlot{p.tr.constSlot(0), 32}
		}
	}
	p.fail("special register %s is not supported", name)
	return ptxSlot{}
}

// write binds a destination register to a new slot holding bits bits and
// returns the slot. Under a guard the old value is kept where it is false,
// so the new slot starts as a copy of the old one.
func (p *ptxTr) write(o ptxOperand, bits int) int32 {
	if o.kind != ptxReg || o.not {
		p.fail("the destination must be a register")
	}
	return p.writeName(o.name, bits)
}

func (p *ptxTr) writeName(name string, bits int) int32 {
	if strings.HasPrefix(name, "%") {
		p.fail("cannot write special register %s", name)
	}
	d := p.tr.newSlot()
	if p.cur.guard != "" {
		if old, ok := p.env[name]; ok {
			p.emitStep(&ptxStep{op: "cvt", bits: bits, param: old.bits, ins: []int32{old.slot}, inBits: []int{old.bits}, outs: []int32{d}, guard: -1})
		}
	}
	p.env[name] = ptxSlot{d, bits}
	return d
}

// step emits an opPTX step for the current instruction.
func (p *ptxTr) step(op string, mods map[string]bool, bits int, signed bool, ins []ptxSlot, outs []int32) *ptxStep {
	st := &ptxStep{op: op, mods: mods, bits: bits, signed: signed, outs: outs, guard: -1}
	for _, r := range ins {
		st.ins = append(st.ins, r.slot)
		st.inBits = append(st.inBits, r.bits)
	}
	if g := p.cur.guard; g != "" {
		r, ok := p.env[g]
		if !ok {
			p.fail("guard %s is never written", g)
		}
		st.guard, st.guardNot = r.slot, p.cur.guardNot
	}
	p.emitStep(st)
	return st
}

// ptxTypeBits is the width and signedness of a PTX type suffix.
func ptxTypeBits(s string) (int, bool) {
	switch s {
	case "pred":
		return 1, false
	case "b8", "u8", "s8":
		return 8, s[0] == 's'
	case "b16", "u16", "s16":
		return 16, s[0] == 's'
	case "b32", "u32", "s32":
		return 32, s[0] == 's'
	case "b64", "u64", "s64":
		return 64, s[0] == 's'
	}
	return 0, false
}

func (p *ptxTr) inst(in *ptxInst) {
	parts := strings.Split(in.op, ".")
	base := parts[0]
	mods := map[string]bool{}
	bits, signed := 0, false
	for _, m := range parts[1:] {
		mods[m] = true
		if b, s := ptxTypeBits(m); b != 0 {
			bits, signed = b, s
		}
	}
	nargs := func(n int) {
		if len(in.args) != n {
			p.fail("%s takes %d operands, not %d", in.op, n, len(in.args))
		}
	}
	guarded := in.guard != ""
	if p.isaInst(in, parts) {
		return
	}
	switch base {
	case "add", "sub", "addc", "subc", "mul", "mad", "madc", "and", "or", "xor", "min", "max", "shl", "shr",
		"bfe", "bfi", "prmt", "setp", "selp", "not", "neg", "popc", "clz", "brev", "bfind", "shf", "lop3":
		if bits == 0 {
			p.fail("%s: missing or unsupported type", in.op)
		}
		n := map[string]int{"add": 3, "sub": 3, "addc": 3, "subc": 3, "mul": 3, "mad": 4, "madc": 4, "and": 3, "or": 3,
			"xor": 3, "min": 3, "max": 3, "shl": 3, "shr": 3, "bfe": 4, "bfi": 5, "prmt": 4, "setp": 3, "selp": 4,
			"not": 2, "neg": 2, "popc": 2, "clz": 2, "brev": 2, "bfind": 2, "shf": 4, "lop3": 5}[base]
		if base == "shf" && (bits != 32 || mods["l"] == mods["r"] || mods["wrap"] == mods["clamp"]) {
			p.fail("only shf.{l,r}.{wrap,clamp}.b32 is supported")
		}
		if base == "lop3" && (bits != 32 || in.args[4].kind != ptxImm) {
			p.fail("lop3.b32 needs an immediate look-up table")
		}
		nargs(n)
		var ins []ptxSlot
		for _, o := range in.args[1:] {
			ins = append(ins, p.read(o, bits))
		}
		if base == "addc" || base == "subc" || base == "madc" {
			cc, ok := p.env["#cc"]
			if !ok {
				p.fail("%s reads the carry flag, which no earlier .cc instruction of this asm sets", in.op)
			}
			ins = append(ins, cc)
		}
		ow := bits
		switch base {
		case "setp":
			ow = 1
		case "popc", "clz", "bfind":
			ow = 32
		case "mul", "mad":
			if mods["wide"] {
				ow = 2 * bits
			}
		}
		outs := []int32{p.write(in.args[0], ow)}
		if mods["cc"] {
			outs = append(outs, p.writeName("#cc", 1))
		}
		p.step(base, mods, bits, signed, ins, outs)
	case "mov", "cvt":
		nargs(2)
		p.mov(in, base, parts, bits)
	case "ld", "st":
		if guarded {
			p.fail("a guarded %s is not supported", base)
		}
		p.memory(in, base, mods, bits, signed)
	case "membar", "fence":
		// The interpreter's memory is sequentially consistent.
	case "activemask":
		nargs(1)
		d := p.write(in.args[0], 32)
		p.tr.emit(instr{op: opColl, sub: cActiveMask, dst: d, site: p.s, x: &extra{}})
	case "shfl":
		nargs(5)
		mode := map[string]uint8{"idx": cShflIdx, "up": cShflUp, "down": cShflDown, "bfly": cShflBfly}
		var sub uint8
		found := false
		for m, c := range mode {
			if mods[m] {
				sub, found = c, true
			}
		}
		if !found || !mods["sync"] || bits != 32 || guarded {
			p.fail("only shfl.sync.{idx,up,down,bfly}.b32 is supported")
		}
		args := []int32{p.read(in.args[4], 32).slot, p.read(in.args[1], 32).slot, p.read(in.args[2], 32).slot, p.read(in.args[3], 32).slot}
		res := p.tr.newSlot()
		p.tr.newSlot() // the predicate leaf
		p.tr.emit(instr{op: opColl, sub: sub, flags: flagPair, dst: res, site: p.s, x: &extra{args: args}})
		p.env[in.args[0].name] = ptxSlot{res, 32}
		if in.args[0].pred != "" {
			p.env[in.args[0].pred] = ptxSlot{res + 1, 1}
		}
	case "vote":
		nargs(3)
		if !mods["sync"] || guarded {
			p.fail("only vote.sync is supported")
		}
		var sub uint8
		w := 1
		switch {
		case mods["all"] && mods["pred"]:
			sub = cVoteAll
		case mods["any"] && mods["pred"]:
			sub = cVoteAny
		case mods["uni"] && mods["pred"]:
			sub = cVoteUni
		case mods["ballot"] && mods["b32"]:
			sub, w = cVoteBallot, 32
		default:
			p.fail("only vote.sync.{all,any,uni}.pred and vote.sync.ballot.b32 are supported")
		}
		args := []int32{p.read(in.args[2], 32).slot, p.read(in.args[1], 1).slot}
		d := p.write(in.args[0], w)
		p.tr.emit(instr{op: opColl, sub: sub, dst: d, site: p.s, x: &extra{args: args}})
	case "bar":
		if !mods["warp"] || !mods["sync"] {
			p.fail("only bar.warp.sync is supported")
		}
		nargs(1)
		p.tr.emit(instr{op: opColl, sub: cWarpSync, dst: p.tr.newSlot(), site: p.s, x: &extra{args: []int32{p.read(in.args[0], 32).slot}}})
	default:
		p.fail("PTX instruction %s is not supported", in.op)
	}
}

// mov handles mov (copies, special registers, vector packing and
// unpacking) and integer cvt.
func (p *ptxTr) mov(in *ptxInst, base string, parts []string, bits int) {
	dst, src := in.args[0], in.args[1]
	if base == "cvt" {
		if len(parts) != 3 {
			p.fail("only integer cvt.TYPE.TYPE is supported")
		}
		db, _ := ptxTypeBits(parts[1])
		sb, ss := ptxTypeBits(parts[2])
		if db == 0 || sb == 0 {
			p.fail("only integer conversions are supported")
		}
		r := p.read(src, sb)
		st := p.step("cvt", nil, db, ss, []ptxSlot{r}, []int32{p.write(dst, db)})
		st.param = sb
		return
	}
	if bits == 0 {
		p.fail("%s: missing or unsupported type", in.op)
	}
	switch {
	case dst.kind == ptxVec:
		r := p.read(src, bits)
		w := bits / len(dst.elems)
		for k, e := range dst.elems {
			st := p.step("mov.part", map[string]bool{"k" + strconv.Itoa(k): true}, bits, false, []ptxSlot{r}, []int32{p.write(e, w)})
			st.param = w
		}
	case src.kind == ptxVec:
		w := bits / len(src.elems)
		var ins []ptxSlot
		for _, e := range src.elems {
			ins = append(ins, p.read(e, w))
		}
		st := p.step("mov.pack", nil, bits, false, ins, []int32{p.write(dst, bits)})
		st.param = w
	default:
		r := p.read(src, bits)
		st := p.step("cvt", nil, bits, false, []ptxSlot{r}, []int32{p.write(dst, bits)})
		st.param = r.bits
	}
}

// memory translates ld/st of global or generic memory into the
// interpreter's loads and stores; cache hints do not change the result.
func (p *ptxTr) memory(in *ptxInst, base string, mods map[string]bool, bits int, signed bool) {
	if len(in.args) != 2 {
		p.fail("%s takes 2 operands", in.op)
	}
	for m := range mods {
		switch m {
		case "global", "ca", "cg", "cs", "lu", "cv", "nc", "wb", "wt", "v2", "v4", "volatile", "weak", "relaxed",
			"cta", "gpu", "sys", "u8", "s8", "b8", "u16", "s16", "b16", "u32", "s32", "b32", "u64", "s64", "b64":
			// A plain access: the interpreter has no caches, and its
			// memory is sequentially consistent (so acquire and release
			// need nothing more).
		default:
			if !(m == "acquire" && base == "ld" || m == "release" && base == "st" ||
				strings.HasPrefix(m, "L1::") || strings.HasPrefix(m, "L2::")) {
				p.fail("%s.%s is not supported", base, m)
			}
		}
	}
	if bits == 0 {
		p.fail("%s: missing type", in.op)
	}
	as := uint8(0)
	if mods["global"] {
		as = 1
	}
	n := 1
	if mods["v2"] {
		n = 2
	} else if mods["v4"] {
		n = 4
	}
	mem, data := in.args[1], in.args[0]
	if base == "st" {
		mem, data = in.args[0], in.args[1]
	}
	if mem.kind != ptxMem {
		p.fail("the address operand must be [reg+offset]")
	}
	elems := []ptxOperand{data}
	if n > 1 {
		if data.kind != ptxVec || len(data.elems) != n {
			p.fail("a .v%d access needs a {...} of %d registers", n, n)
		}
		elems = data.elems
	}
	baseAddr := ptxSlot{p.tr.constSlot(0), 64}
	if mem.name != "" {
		baseAddr = p.read(ptxOperand{kind: ptxReg, name: mem.name}, 64)
	}
	size := uint64(bits / 8)
	for k, e := range elems {
		addr := ptxSlot{p.tr.newSlot(), 64}
		off := uint64(mem.imm) + uint64(k)*size
		p.emitStep(&ptxStep{op: "add", bits: 64, ins: []int32{baseAddr.slot, p.tr.constSlot(off)}, inBits: []int{baseAddr.bits, 64}, outs: []int32{addr.slot}, guard: -1})
		if base == "ld" {
			raw := p.tr.newSlot()
			p.tr.emit(instr{op: opLoad, w: uint8(bits), dst: raw, a: addr.slot, imm: size, align: uint32(size), as: as, site: p.s})
			w := bits
			if w < 32 {
				w = 32
			}
			p.emitStep(&ptxStep{op: "cvt", bits: w, signed: signed, param: bits, ins: []int32{raw}, inBits: []int{bits}, outs: []int32{p.write(e, w)}, guard: -1})
		} else {
			v := p.read(e, bits)
			p.tr.emit(instr{op: opStore, w: uint8(bits), a: addr.slot, b: v.slot, imm: size, align: uint32(size), as: as, site: p.s})
		}
	}
}
