package interp

import (
	"math/big"
	"math/bits"
)

// The semantics of the PTX instructions of inline asm (opPTX steps, see
// ptxasm.go), written from the PTX ISA's definitions on 64-bit words.

// ptxMask is the all-ones value of a width.
func ptxMask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

// ptxSext sign-extends the low w bits of v to 64.
func ptxSext(v uint64, w int) uint64 {
	if w >= 64 {
		return v
	}
	sh := uint(64 - w)
	return uint64(int64(v<<sh) >> sh)
}

// ptxExec runs one opPTX step.
func (r *run) ptxExec(in *instr, vals []uint64, pois []uint32) {
	st := in.x.ptx
	if st.guard >= 0 && (vals[st.guard]&1 != 0) == st.guardNot {
		return
	}
	var p uint32
	args := make([]uint64, len(st.ins))
	for k, s := range st.ins {
		args[k] = vals[s] & ptxMask(st.inBits[k])
		if p == 0 {
			p = pois[s]
		}
	}
	outs := ptxCompute(st, args)
	for k, d := range st.outs {
		vals[d], pois[d] = outs[k], p
	}
}

// ptxCompute returns the outputs of a step: the destination, then the
// carry flag for .cc forms.
func ptxCompute(st *ptxStep, a []uint64) []uint64 {
	w := st.bits
	m := ptxMask(w)
	// op reads operand k at the operation's width (sign-extended for
	// signed types).
	op := func(k int) uint64 {
		v := a[k] & m
		if st.signed {
			return ptxSext(v, w)
		}
		return v
	}
	carryOut := func(d, c uint64) []uint64 {
		if st.mods["cc"] {
			return []uint64{d & m, c}
		}
		return []uint64{d & m}
	}
	if out := ptxISACompute(st, a); out != nil {
		return out
	}
	switch st.op {
	case "cvt":
		v := a[0] & ptxMask(st.param)
		if st.signed {
			v = ptxSext(v, st.param)
		}
		return []uint64{v & m}
	case "mov.part":
		k := 0
		for key := range st.mods {
			k = int(key[1] - '0')
		}
		return []uint64{a[0] >> uint(k*st.param) & ptxMask(st.param)}
	case "mov.pack":
		var v uint64
		for k := range a {
			v |= (a[k] & ptxMask(st.param)) << uint(k*st.param)
		}
		return []uint64{v & m}
	case "not":
		return []uint64{^a[0] & m}
	case "neg":
		return []uint64{-a[0] & m}
	case "and":
		return []uint64{a[0] & a[1] & m}
	case "or":
		return []uint64{(a[0] | a[1]) & m}
	case "xor":
		return []uint64{(a[0] ^ a[1]) & m}
	case "add", "addc", "sub", "subc":
		x, y := new(big.Int).SetUint64(a[0]&m), new(big.Int).SetUint64(a[1]&m)
		cin := int64(0)
		if st.op == "addc" || st.op == "subc" {
			cin = int64(a[2] & 1)
		}
		var r *big.Int
		if st.op[0] == 'a' {
			r = x.Add(x, y)
			r.Add(r, big.NewInt(cin))
		} else {
			r = x.Sub(x, y)
			r.Sub(r, big.NewInt(cin))
		}
		// Carry out of an add, borrow out of a sub.
		c := uint64(0)
		if r.Sign() < 0 || r.BitLen() > w {
			c = 1
		}
		return carryOut(ptxWord(r), c)
	case "mul", "mad", "madc":
		prod := new(big.Int).Mul(ptxBig(op(0), st.signed), ptxBig(op(1), st.signed))
		var v *big.Int
		switch {
		case st.mods["wide"]:
			v = prod
			m = ptxMask(2 * w)
		case st.mods["hi"]:
			v = prod.Rsh(prod, uint(w))
		default:
			v = prod
		}
		if st.op == "mul" {
			return []uint64{ptxWord(v) & m}
		}
		// mad: add c (and the carry in for madc) to the selected half.
		ow := w
		if st.mods["wide"] {
			ow = 2 * w
		}
		x := new(big.Int).SetUint64(ptxWord(v) & ptxMask(ow))
		c := a[2] & ptxMask(ow)
		x.Add(x, new(big.Int).SetUint64(c))
		if st.op == "madc" {
			x.Add(x, big.NewInt(int64(a[3]&1)))
		}
		carry := uint64(0)
		if x.BitLen() > ow {
			carry = 1
		}
		return carryOut(ptxWord(x)&ptxMask(ow), carry)
	case "min", "max":
		x, y := op(0), op(1)
		less := x < y
		if st.signed {
			less = int64(x) < int64(y)
		}
		if (st.op == "min") == less {
			return []uint64{x & m}
		}
		return []uint64{y & m}
	case "shl", "shr":
		n := a[1] & 0xffffffff
		x := op(0)
		switch {
		case st.op == "shl":
			if n >= uint64(w) {
				return []uint64{0}
			}
			return []uint64{x << n & m}
		case st.signed:
			if n >= uint64(w) {
				n = uint64(w - 1)
			}
			return []uint64{uint64(int64(x)>>n) & m}
		}
		if n >= uint64(w) {
			return []uint64{0}
		}
		return []uint64{x >> n & m}
	case "popc":
		return []uint64{uint64(bits.OnesCount64(a[0] & m))}
	case "clz":
		return []uint64{uint64(bits.LeadingZeros64(a[0]&m) - (64 - w))}
	case "brev":
		return []uint64{bits.Reverse64(a[0]&m) >> uint(64-w)}
	case "bfind":
		x := a[0] & m
		if st.signed && ptxSext(x, w)>>63 != 0 {
			x = ^x & m
		}
		if x == 0 {
			return []uint64{0xffffffff}
		}
		msb := uint64(63 - bits.LeadingZeros64(x))
		if st.mods["shiftamt"] {
			return []uint64{uint64(w-1) - msb}
		}
		return []uint64{msb}
	case "bfe":
		return []uint64{ptxBfe(a[0]&m, a[1]&0xff, a[2]&0xff, w, st.signed)}
	case "bfi":
		return []uint64{ptxBfi(a[0]&m, a[1]&m, a[2]&0xff, a[3]&0xff, w)}
	case "prmt":
		return []uint64{ptxPrmt(uint32(a[0]), uint32(a[1]), uint32(a[2]))}
	case "shf":
		// The 64-bit value {b:a} shifted by c mod 32 (wrap) or min(c, 32)
		// (clamp); l keeps the high word, r the low one.
		n := a[2] & 0xffffffff
		if st.mods["wrap"] {
			n &= 31
		} else if n > 32 {
			n = 32
		}
		both := a[1]<<32 | a[0]&0xffffffff
		if st.mods["l"] {
			return []uint64{both << n >> 32 & 0xffffffff}
		}
		return []uint64{both >> n & 0xffffffff}
	case "lop3":
		var d uint64
		for i := 0; i < 32; i++ {
			k := (a[0]>>i&1)<<2 | (a[1]>>i&1)<<1 | a[2]>>i&1
			d |= (a[3] >> k & 1) << i
		}
		return []uint64{d}
	case "setp":
		x, y := op(0), op(1)
		var r bool
		sx, sy := int64(x), int64(y)
		for cmp := range st.mods {
			switch cmp {
			case "eq":
				r = x == y
			case "ne":
				r = x != y
			case "lt":
				r = st.signed && sx < sy || !st.signed && x < y
			case "le":
				r = st.signed && sx <= sy || !st.signed && x <= y
			case "gt":
				r = st.signed && sx > sy || !st.signed && x > y
			case "ge":
				r = st.signed && sx >= sy || !st.signed && x >= y
			case "lo":
				r = x < y
			case "ls":
				r = x <= y
			case "hi":
				r = x > y
			case "hs":
				r = x >= y
			}
		}
		if r {
			return []uint64{1}
		}
		return []uint64{0}
	case "selp":
		if a[2]&1 != 0 {
			return []uint64{a[0] & m}
		}
		return []uint64{a[1] & m}
	}
	panic("interp: unknown PTX step " + st.op)
}

func ptxBig(v uint64, signed bool) *big.Int {
	if signed {
		return big.NewInt(int64(v))
	}
	return new(big.Int).SetUint64(v)
}

// ptxWord is the low 64 bits of a (two's complement) big integer.
func ptxWord(v *big.Int) uint64 {
	mod := new(big.Int).Lsh(big.NewInt(1), 64)
	r := new(big.Int).Mod(v, mod)
	return r.Uint64()
}

// ptxBfe: bit k of the result is bit pos+k of a for k < len and pos+k < w;
// the rest is 0 (unsigned) or the sign bit a[min(pos+len-1, w-1)] (signed,
// 0 when len is 0).
func ptxBfe(a, pos, length uint64, w int, signed bool) uint64 {
	var sbit uint64
	if signed && length > 0 {
		sbit = a >> min(pos+length-1, uint64(w-1)) & 1
	}
	var d uint64
	for k := uint64(0); k < uint64(w); k++ {
		bit := sbit
		if k < length && pos+k < uint64(w) {
			bit = a >> (pos + k) & 1
		}
		d |= bit << k
	}
	return d
}

// ptxBfi: bits pos..pos+len-1 of b (those below w) take the low bits of f.
func ptxBfi(f, b, pos, length uint64, w int) uint64 {
	d := b
	for k := uint64(0); k < length && pos+k < uint64(w); k++ {
		d = d&^(1<<(pos+k)) | (f>>k&1)<<(pos+k)
	}
	return d
}

// ptxPrmt: byte k of the result is byte sel of {b, a} (a is bytes 0..3),
// sel the low 3 bits of nibble k of c; with the nibble's bit 3 set, the
// byte's sign replicated instead.
func ptxPrmt(a, b, c uint32) uint64 {
	src := uint64(b)<<32 | uint64(a)
	var d uint64
	for k := 0; k < 4; k++ {
		n := c >> (4 * k) & 15
		byt := src >> (8 * (n & 7)) & 0xff
		if n&8 != 0 {
			byt = 0
			if src>>(8*(n&7)+7)&1 != 0 {
				byt = 0xff
			}
		}
		d |= byt << (8 * k)
	}
	return d
}
