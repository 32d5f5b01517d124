package lower

import (
	"fmt"
	"strings"
)

// The PTX instructions of the inline asm subset (inlineasm.go), each as
// the LLVM IR computing the same value. Widths follow the instruction's
// type suffix; operands are read at that width.

// ptxOp splits an opcode into its base and modifiers, and returns the
// width and signedness of its (last) type suffix.
func ptxOp(op string) (base string, mods map[string]bool, bits int, signed bool) {
	parts := strings.Split(op, ".")
	mods = map[string]bool{}
	for _, p := range parts[1:] {
		mods[p] = true
		if b, s := typeBits(p); b != 0 {
			bits, signed = b, s
		}
	}
	return parts[0], mods, bits, signed
}

func (t *asmTr) need(in *ptxInst, n int) {
	if len(in.args) != n {
		t.fail("%s takes %d operands, not %d", in.op, n, len(in.args))
	}
}

func (t *asmTr) inst(in *ptxInst) {
	if t.isaInst(in) {
		return
	}
	base, mods, bits, signed := ptxOp(in.op)
	if bits == 0 && !(base == "membar" || base == "fence" || base == "bar" || base == "activemask" || base == "shfl" || base == "vote") {
		t.fail("%s: missing or unsupported type", in.op)
	}
	if in.guard != "" && (base == "st" || base == "membar" || base == "fence" || base == "shfl" || base == "vote" || base == "bar") {
		t.fail("a guarded %s is not supported", base)
	}
	arg := func(i int) asmVal { return t.get(in.args[i], bits, signed) }
	switch base {
	case "mov":
		t.need(in, 2)
		t.mov(in, bits)
	case "cvt":
		// cvt.dst.src: extend or truncate.
		t.need(in, 2)
		parts := strings.Split(in.op, ".")
		if len(parts) != 3 {
			t.fail("only integer cvt.TYPE.TYPE is supported")
		}
		db, _ := typeBits(parts[1])
		sb, ss := typeBits(parts[2])
		if db == 0 || sb == 0 {
			t.fail("only integer conversions are supported")
		}
		v := t.get(in.args[1], sb, ss)
		t.set(in.args[0], t.conv(v, db, ss))
	case "add", "sub", "addc", "subc":
		t.need(in, 3)
		t.addSub(in, base, mods["cc"], arg(1), arg(2))
	case "mul":
		t.need(in, 3)
		t.set(in.args[0], t.mul(in, mods, bits, signed, in.args[1], in.args[2]))
	case "mad", "madc":
		t.need(in, 4)
		p := t.mul(in, mods, bits, signed, in.args[1], in.args[2])
		c := t.get(in.args[3], p.bits, signed)
		if base == "mad" && !mods["cc"] {
			t.set(in.args[0], t.bin("add", p, c))
			return
		}
		t.addSub(in, map[string]string{"mad": "add", "madc": "addc"}[base], mods["cc"], p, c)
	case "and", "or", "xor":
		t.need(in, 3)
		t.set(in.args[0], t.bin(base, arg(1), arg(2)))
	case "not":
		t.need(in, 2)
		t.set(in.args[0], t.bin("xor", arg(1), konst(-1, bits)))
	case "neg":
		t.need(in, 2)
		t.set(in.args[0], t.bin("sub", konst(0, bits), arg(1)))
	case "shl", "shr":
		t.need(in, 3)
		t.set(in.args[0], t.shift(base, signed, arg(1), t.get(in.args[2], 32, false)))
	case "min", "max":
		t.need(in, 3)
		a, b := arg(1), arg(2)
		pred := map[string]string{"min": "ult", "max": "ugt"}[base]
		if signed {
			pred = "s" + pred[1:]
		}
		t.set(in.args[0], t.sel(t.cmp(pred, a, b), a, b))
	case "popc", "clz", "brev":
		t.need(in, 2)
		a := arg(1)
		var r asmVal
		switch base {
		case "popc":
			r = t.call(bits, "llvm.ctpop."+ity(bits), ity(bits)+" ("+ity(bits)+")", a)
		case "clz":
			t.in.declare("llvm.ctlz."+ity(bits), ity(bits)+" ("+ity(bits)+", i1)")
			r = t.op(bits, fmt.Sprintf("call %s @llvm.ctlz.%s(%s %s, i1 false)", ity(bits), ity(bits), ity(bits), a.text))
		case "brev":
			t.set(in.args[0], t.call(bits, "llvm.bitreverse."+ity(bits), ity(bits)+" ("+ity(bits)+")", a))
			return
		}
		t.set(in.args[0], t.conv(r, 32, false))
	case "bfind":
		t.need(in, 2)
		t.set(in.args[0], t.bfind(arg(1), signed, mods["shiftamt"]))
	case "bfe":
		t.need(in, 4)
		t.set(in.args[0], t.bfe(arg(1), t.get(in.args[2], 32, false), t.get(in.args[3], 32, false), signed))
	case "bfi":
		t.need(in, 5)
		t.set(in.args[0], t.bfi(arg(1), arg(2), t.get(in.args[3], 32, false), t.get(in.args[4], 32, false)))
	case "prmt":
		t.need(in, 4)
		if bits != 32 || len(mods) != 1 {
			t.fail("only the default mode of prmt.b32 is supported")
		}
		// PRMT's default (IDX) mode is PTX's prmt: one instruction, through
		// llvm.nvvm.prmt (LLVM's name for it; lowerBitIntrinsic).
		t.set(in.args[0], t.call(32, "llvm.nvvm.prmt", "i32 (i32, i32, i32)", arg(1), arg(2), t.get(in.args[3], 32, false)))
	case "shf":
		// shf.{l,r}.{wrap,clamp}.b32 d, a, b, c: the high (l) or low (r)
		// word of {b:a} shifted by c (mod 32 or clamped to 32).
		t.need(in, 4)
		a, b, c := arg(1), arg(2), t.get(in.args[3], 32, false)
		left := mods["l"]
		if bits != 32 || left == mods["r"] || mods["wrap"] == mods["clamp"] {
			t.fail("only shf.{l,r}.{wrap,clamp}.b32 is supported")
		}
		fn := "llvm.fshr.i32"
		if left {
			fn = "llvm.fshl.i32"
		}
		if mods["wrap"] {
			t.set(in.args[0], t.call(32, fn, "i32 (i32, i32, i32)", b, a, c))
			return
		}
		n := t.sel(t.cmp("ugt", c, konst(32, 32)), konst(32, 32), c)
		f := t.call(32, fn, "i32 (i32, i32, i32)", b, a, n)
		full := b
		if left {
			full = a
		}
		t.set(in.args[0], t.sel(t.cmp("eq", n, konst(32, 32)), full, f))
	case "lop3":
		// lop3.b32 d, a, b, c, lut: bit i of d is bit (a_i<<2 | b_i<<1 | c_i)
		// of lut.
		t.need(in, 5)
		if in.args[4].kind != ptxImm || bits != 32 {
			t.fail("lop3.b32 needs an immediate look-up table")
		}
		a, b, c := arg(1), arg(2), arg(3)
		lut := in.args[4].imm & 0xff
		ones := konst(-1, 32)
		acc := konst(0, 32)
		for k := 0; k < 8; k++ {
			if lut>>k&1 == 0 {
				continue
			}
			term := ones
			for j, v := range []asmVal{a, b, c} {
				if k>>(2-j)&1 == 0 {
					v = t.bin("xor", v, ones)
				}
				term = t.bin("and", term, v)
			}
			acc = t.bin("or", acc, term)
		}
		t.set(in.args[0], acc)
	case "setp":
		t.need(in, 3)
		cmps := map[string][2]string{"eq": {"eq", "eq"}, "ne": {"ne", "ne"}, "lt": {"ult", "slt"}, "le": {"ule", "sle"},
			"gt": {"ugt", "sgt"}, "ge": {"uge", "sge"}, "lo": {"ult", "ult"}, "ls": {"ule", "ule"}, "hi": {"ugt", "ugt"}, "hs": {"uge", "uge"}}
		parts := strings.Split(in.op, ".")
		c, ok := cmps[parts[1]]
		if !ok || len(parts) != 3 {
			t.fail("only setp.CMP.TYPE with an integer compare is supported")
		}
		pred := c[0]
		if signed {
			pred = c[1]
		}
		t.set(in.args[0], t.cmp(pred, arg(1), arg(2)))
	case "selp":
		t.need(in, 4)
		t.set(in.args[0], t.sel(t.get(in.args[3], 1, false), arg(1), arg(2)))
	case "ld", "st":
		t.memory(in, base, mods, bits, signed)
	case "membar", "fence":
		t.call(0, "llvm.nvvm.membar."+ptxFenceScope(mods), "void ()")
	case "activemask":
		t.need(in, 1)
		t.set(in.args[0], t.op(32, `call i32 asm sideeffect "activemask.b32 $0;", "=r"()`))
	case "shfl":
		t.shfl(in, mods)
	case "vote":
		t.vote(in, mods)
	case "bar":
		if !mods["warp"] || !mods["sync"] {
			t.fail("only bar.warp.sync is supported")
		}
		t.need(in, 1)
		t.call(0, "llvm.nvvm.bar.warp.sync", "void (i32)", t.get(in.args[0], 32, false))
	default:
		t.fail("PTX instruction %s is not supported", in.op)
	}
}

// mov copies, reads special registers, packs `mov.b64 d, {a, b}` and
// unpacks `mov.b64 {a, b}, d`.
func (t *asmTr) mov(in *ptxInst, bits int) {
	dst, src := in.args[0], in.args[1]
	switch {
	case dst.kind == ptxVec:
		v := t.get(src, bits, false)
		w := bits / len(dst.elems)
		for i, e := range dst.elems {
			part := v
			if i > 0 {
				part = t.bin("lshr", v, konst(int64(i*w), bits))
			}
			t.set(e, t.conv(part, w, false))
		}
	case src.kind == ptxVec:
		w := bits / len(src.elems)
		acc := konst(0, bits)
		for i, e := range src.elems {
			part := t.conv(t.get(e, w, false), bits, false)
			if i > 0 {
				part = t.bin("shl", part, konst(int64(i*w), bits))
			}
			acc = t.bin("or", acc, part)
		}
		t.set(dst, acc)
	default:
		t.set(dst, t.get(src, bits, false))
	}
}

// addSub is add/sub with an optional carry in (addc, subc: the carry flag
// of the last .cc instruction) and carry out (.cc). For sub the flag is
// the borrow.
func (t *asmTr) addSub(in *ptxInst, base string, setCC bool, a, b asmVal) {
	carryIn := base == "addc" || base == "subc"
	var cin asmVal
	if carryIn {
		if t.cc == nil {
			t.fail("%s reads the carry flag, which no earlier .cc instruction of this asm sets", in.op)
		}
		cin = t.conv(*t.cc, a.bits, false)
	}
	var r, cout asmVal
	if base == "add" || base == "addc" {
		r = t.bin("add", a, b)
		cout = t.cmp("ult", r, a)
		if carryIn {
			r2 := t.bin("add", r, cin)
			cout = t.bin("or", cout, t.cmp("ult", r2, r))
			r = r2
		}
	} else {
		r = t.bin("sub", a, b)
		cout = t.cmp("ult", a, b)
		if carryIn {
			r2 := t.bin("sub", r, cin)
			cout = t.bin("or", cout, t.cmp("ult", r, cin))
			r = r2
		}
	}
	t.set(in.args[0], r)
	if setCC {
		t.cc = &cout
	}
}

// mul computes mul.lo/.hi/.wide of two operands.
func (t *asmTr) mul(in *ptxInst, mods map[string]bool, bits int, signed bool, x, y ptxOperand) asmVal {
	a, b := t.get(x, bits, signed), t.get(y, bits, signed)
	switch {
	case mods["wide"]:
		if bits != 16 && bits != 32 {
			t.fail("mul.wide needs a 16- or 32-bit type")
		}
		return t.bin("mul", t.conv(a, 2*bits, signed), t.conv(b, 2*bits, signed))
	case mods["hi"]:
		return t.mulHi(a, b, signed)
	case mods["lo"]:
		return t.bin("mul", a, b)
	}
	t.fail("%s needs .lo, .hi or .wide", in.op)
	return asmVal{}
}

// mulHi is the high half of the double-width product.
func (t *asmTr) mulHi(a, b asmVal, signed bool) asmVal {
	if a.bits <= 32 {
		w := 2 * a.bits
		p := t.bin("mul", t.conv(a, w, signed), t.conv(b, w, signed))
		return t.conv(t.bin("lshr", p, konst(int64(a.bits), w)), a.bits, false)
	}
	// 64 bits: NVVM's intrinsic, which selection knows (mulhi.go).
	fn := "llvm.nvvm.mulhi.ull"
	if signed {
		fn = "llvm.nvvm.mulhi.ll"
	}
	return t.call(64, fn, "i64 (i64, i64)", a, b)
}

// shift is shl/shr with PTX's clamping: counts of the width or more give 0
// (or the sign for shr.s).
func (t *asmTr) shift(base string, signed bool, a, n asmVal) asmVal {
	w := int64(a.bits)
	big := t.cmp("uge", n, konst(w, 32))
	nn := t.conv(t.sel(big, konst(w-1, 32), n), a.bits, false)
	switch {
	case base == "shl":
		return t.sel(big, konst(0, a.bits), t.bin("shl", a, nn))
	case signed:
		return t.bin("ashr", a, nn)
	}
	return t.sel(big, konst(0, a.bits), t.bin("lshr", a, nn))
}

// bfind is the bit position of the most significant 1 (of the most
// significant 0 for a negative signed value), 0xffffffff when there is
// none; .shiftamt gives the left shift that would bring it to the top.
func (t *asmTr) bfind(a asmVal, signed, shiftamt bool) asmVal {
	w := a.bits
	if signed {
		neg := t.cmp("slt", a, konst(0, w))
		a = t.sel(neg, t.bin("xor", a, konst(-1, w)), a)
	}
	t.in.declare("llvm.ctlz."+ity(w), ity(w)+" ("+ity(w)+", i1)")
	lz := t.conv(t.op(w, fmt.Sprintf("call %s @llvm.ctlz.%s(%s %s, i1 false)", ity(w), ity(w), ity(w), a.text)), 32, false)
	if !shiftamt {
		// (w-1) - ctlz is already 0xffffffff for 0: (w-1) - w.
		return t.bin("sub", konst(int64(w-1), 32), lz)
	}
	return t.sel(t.cmp("eq", a, konst(0, w)), konst(-1, 32), lz)
}

// bfe extracts len bits at pos (each an 8-bit field of its operand); bits
// past the top read as 0, or as the sign for bfe.s.
func (t *asmTr) bfe(a, pos, length asmVal, signed bool) asmVal {
	w := a.bits
	p := t.bin("and", pos, konst(0xff, 32))
	l := t.bin("and", length, konst(0xff, 32))
	pw := t.conv(t.sel(t.cmp("ugt", p, konst(int64(w-1), 32)), konst(int64(w-1), 32), p), w, false)
	var x asmVal
	if signed {
		x = t.bin("ashr", a, pw)
	} else {
		x = t.sel(t.cmp("uge", p, konst(int64(w), 32)), konst(0, w), t.bin("lshr", a, pw))
	}
	short := t.cmp("ult", l, konst(int64(w), 32))
	lw := t.conv(t.sel(short, l, konst(0, 32)), w, false)
	var r asmVal
	if signed {
		// Sign-extend from bit len-1: shift it to the top and back.
		up := t.bin("sub", konst(int64(w), w), lw)
		upc := t.sel(t.cmp("eq", lw, konst(0, w)), konst(0, w), up)
		r = t.bin("ashr", t.bin("shl", x, upc), upc)
	} else {
		mask := t.bin("sub", t.bin("shl", konst(1, w), lw), konst(1, w))
		r = t.bin("and", x, mask)
	}
	r = t.sel(short, r, x)
	return t.sel(t.cmp("eq", l, konst(0, 32)), konst(0, w), r)
}

// bfi inserts the low len bits of f into b at pos; bits past the top are
// dropped.
func (t *asmTr) bfi(f, b, pos, length asmVal) asmVal {
	w := b.bits
	p := t.bin("and", pos, konst(0xff, 32))
	l := t.bin("and", length, konst(0xff, 32))
	lw := t.conv(t.sel(t.cmp("ult", l, konst(int64(w), 32)), l, konst(0, 32)), w, false)
	low := t.bin("sub", t.bin("shl", konst(1, w), lw), konst(1, w))
	low = t.sel(t.cmp("uge", l, konst(int64(w), 32)), konst(-1, w), low)
	pw := t.conv(t.sel(t.cmp("ult", p, konst(int64(w), 32)), p, konst(0, 32)), w, false)
	mask := t.bin("shl", low, pw)
	ins := t.bin("or", t.bin("and", b, t.bin("xor", mask, konst(-1, w))), t.bin("and", t.bin("shl", f, pw), mask))
	none := t.bin("or", t.cmp("eq", l, konst(0, 32)), t.cmp("uge", p, konst(int64(w), 32)))
	return t.sel(none, b, ins)
}

// memory translates ld/st of global or generic memory; cache hints (.ca,
// .cg, .cs, .lu, .cv, .nc) and .volatile/.relaxed-free forms become plain
// accesses, .v2/.v4 consecutive ones.
func (t *asmTr) memory(in *ptxInst, base string, mods map[string]bool, bits int, signed bool) {
	t.need(in, 2)
	space := ""
	for _, s := range []string{"shared", "local", "const", "param"} {
		if mods[s] {
			t.fail("%s of the .%s space is not supported (global and generic addresses are)", base, s)
		}
	}
	if mods["global"] {
		space = " addrspace(1)"
	}
	for m := range mods {
		switch {
		case ptxMemModifier(m):
		case m == "acquire" && base == "ld", m == "release" && base == "st":
		default:
			t.fail("%s.%s is not supported", base, m)
		}
	}
	// acquire/release as a plain access and a fence after/before it.
	if mods["release"] {
		t.call(0, "llvm.nvvm.membar."+ptxFenceScope(mods), "void ()")
	}
	if mods["acquire"] {
		defer t.call(0, "llvm.nvvm.membar."+ptxFenceScope(mods), "void ()")
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
		t.fail("the address operand must be [reg+offset]")
	}
	var elems []ptxOperand
	if n == 1 {
		elems = []ptxOperand{data}
	} else {
		if data.kind != ptxVec || len(data.elems) != n {
			t.fail("a .v%d access needs a {...} of %d registers", n, n)
		}
		elems = data.elems
	}
	// One pointer for the register, each access a constant GEP from it, so
	// that instruction selection folds [reg+offset] into the access's
	// immediate instead of adding 64-bit offsets.
	addr := konst(0, 64)
	if mem.name != "" {
		addr = t.get(ptxOperand{kind: ptxReg, name: mem.name}, 64, false)
	}
	ty := ity(bits)
	ptr := t.op(0, fmt.Sprintf("inttoptr i64 %s to i8%s*", addr.text, space))
	for i, e := range elems {
		p := ptr
		if off := mem.imm + int64(i*bits/8); off != 0 {
			p = t.op(0, fmt.Sprintf("getelementptr i8, i8%s* %s, i64 %d", space, p.text, off))
		}
		p = t.op(0, fmt.Sprintf("bitcast i8%s* %s to %s%s*", space, p.text, ty, space))
		align := bits / 8
		if base == "ld" {
			v := t.op(bits, fmt.Sprintf("load %s, %s%s* %s, align %d", ty, ty, space, p.text, align))
			if bits < 32 {
				v = t.conv(v, 32, signed)
			}
			t.set(e, v)
		} else {
			v := t.get(e, bits, false)
			t.in.line(fmt.Sprintf("store %s %s, %s%s* %s, align %d", ty, v.text, ty, space, p.text, align))
		}
	}
}

// shfl translates shfl.sync.MODE.b32 d[|p], a, b, c, membermask.
func (t *asmTr) shfl(in *ptxInst, mods map[string]bool) {
	t.need(in, 5)
	mode := ""
	for _, m := range []string{"idx", "up", "down", "bfly"} {
		if mods[m] {
			mode = m
		}
	}
	if !mods["sync"] || mode == "" || !mods["b32"] {
		t.fail("only shfl.sync.{idx,up,down,bfly}.b32 is supported")
	}
	args := []asmVal{t.get(in.args[4], 32, false), t.get(in.args[1], 32, false), t.get(in.args[2], 32, false), t.get(in.args[3], 32, false)}
	var as []string
	for _, a := range args {
		as = append(as, "i32 "+a.text)
	}
	name := "llvm.nvvm.shfl.sync." + mode + ".i32p"
	t.in.declare(name, "{ i32, i1 } (i32, i32, i32, i32)")
	r := t.op(0, fmt.Sprintf("call { i32, i1 } @%s(%s)", name, strings.Join(as, ", ")))
	t.set(in.args[0], t.op(32, fmt.Sprintf("extractvalue { i32, i1 } %s, 0", r.text)))
	if in.args[0].pred != "" {
		t.setName(in.args[0].pred, t.op(1, fmt.Sprintf("extractvalue { i32, i1 } %s, 1", r.text)))
	}
}

// vote translates vote.sync.{all,any,uni}.pred and vote.sync.ballot.b32.
func (t *asmTr) vote(in *ptxInst, mods map[string]bool) {
	t.need(in, 3)
	if !mods["sync"] {
		t.fail("only vote.sync is supported")
	}
	p := t.get(in.args[1], 1, false)
	mask := t.get(in.args[2], 32, false)
	for _, m := range []string{"all", "any", "uni"} {
		if mods[m] && mods["pred"] {
			t.set(in.args[0], t.call(1, "llvm.nvvm.vote."+m+".sync", "i1 (i32, i1)", mask, p))
			return
		}
	}
	if mods["ballot"] && mods["b32"] {
		t.set(in.args[0], t.call(32, "llvm.nvvm.vote.ballot.sync", "i32 (i32, i1)", mask, p))
		return
	}
	t.fail("only vote.sync.{all,any,uni}.pred and vote.sync.ballot.b32 are supported")
}

// ptxMemModifier reports whether a modifier of ld/st leaves a plain access:
// state space global (or generic), cache and eviction hints, .volatile,
// .weak/.relaxed with a scope, vector and type suffixes.
func ptxMemModifier(m string) bool {
	switch m {
	case "global", "ca", "cg", "cs", "lu", "cv", "nc", "wb", "wt", "v2", "v4", "volatile", "weak", "relaxed",
		"cta", "gpu", "sys", "u8", "s8", "b8", "u16", "s16", "b16", "u32", "s32", "b32", "u64", "s64", "b64":
		return true
	}
	return strings.HasPrefix(m, "L1::") || strings.HasPrefix(m, "L2::")
}

// ptxFenceScope is the membar intrinsic suffix for a scope modifier.
func ptxFenceScope(mods map[string]bool) string {
	switch {
	case mods["cta"]:
		return "cta"
	case mods["sys"]:
		return "sys"
	}
	return "gl"
}
