package interp

// The alternative evaluation. clang's CUDA default -ffp-contract=fast puts
// `contract` on nearly every fmul and fadd, so a compiler may fuse
// `fadd(fmul(a, b), c)` into fma(a, b, c); llvm.fmuladd may be fused or
// not. The interpreter's values are those of the evaluation that fuses
// nothing; next to them it computes the values of the evaluation in which
// every such pair and every fmuladd is fused ("alt"), wherever they can
// differ:
// FP operations evaluate their alternative operands, moves (phis, selects,
// copies, calls, loads and stores, shuffles) carry the alternative along.
// Integer operations and atomics drop it (the approximation mark stays).
// A compiled kernel that fuses all or none of the contractable pairs then
// matches one of the two bit for bit, however much the sum cancels.

// fusion describes a contractable addition: the multiplication operands a
// and b (negA: the product is subtracted) and the addend c (negC: it is
// subtracted), all slots of the same frame.
type fusion struct {
	a, b, c    int32
	negA, negC bool
}

// altEntry is a stored alternative value.
type altEntry struct {
	v    uint64
	size uint64
}

// altOf is the alternative of slot s, or its value.
func altOf(fr *frame, s int32) uint64 {
	if fr.hasAlt[s] {
		return fr.alt[s]
	}
	return fr.vals[s]
}

// fp executes an opFP instruction: poison operands give a poison result,
// approximable operands or an approximable operation an approximable one,
// and the alternative is evaluated where it can differ.
func (r *run) fp(in *instr, fr *frame) {
	vals, pois, apx := fr.vals, fr.pois, fr.apx
	p := pois[in.a]
	a := apx[in.a] || in.flags&ffApprox != 0
	has := fr.hasAlt[in.a]
	var b, c uint64
	if in.b >= 0 {
		b = vals[in.b]
		if p == 0 {
			p = pois[in.b]
		}
		a = a || apx[in.b]
		has = has || fr.hasAlt[in.b]
	}
	if in.c >= 0 {
		c = vals[in.c]
		if p == 0 {
			p = pois[in.c]
		}
		a = a || apx[in.c]
		has = has || fr.hasAlt[in.c]
	}
	v, res := fpEval(in.sub, in.w, in.w2, in.flags, fpPred(in), vals[in.a], b, c)
	if res == fpPoison && p == 0 {
		p = uint32(in.site) + 1
	}
	var alt uint64
	switch {
	case in.sub == fMulAdd:
		alt, _ = fpEval(fFMA, in.w, in.w, in.flags&ffModeMask, 0, altOf(fr, in.a), altOf(fr, in.b), altOf(fr, in.c))
		has = true
	case in.sub == fDiv && in.flags&ffApprox != 0:
		// arcp/afn (and div.approx) let a/b be a * (1/b), rounded twice:
		// for a tiny b, 1/b overflows and 0 * inf is NaN where a/b is 0.
		r, _ := fpEval(fRcp, in.w, in.w, in.flags&ffModeMask, 0, altOf(fr, in.b), 0, 0)
		alt, _ = fpEval(fMul, in.w, in.w, in.flags&ffModeMask, 0, altOf(fr, in.a), r, 0)
		has = true
	case in.x != nil && in.x.fuse != nil:
		fu := in.x.fuse
		f := formatOf(in.w)
		x, y, z := altOf(fr, fu.a), altOf(fr, fu.b), altOf(fr, fu.c)
		if fu.negA {
			x ^= f.signBit()
		}
		if fu.negC {
			z ^= f.signBit()
		}
		alt, _ = fpEval(fFMA, in.w, in.w, in.flags&ffModeMask, 0, x, y, z)
		has = true
	case has:
		var cb, cc uint64
		if in.b >= 0 {
			cb = altOf(fr, in.b)
		}
		if in.c >= 0 {
			cc = altOf(fr, in.c)
		}
		alt, _ = fpEval(in.sub, in.w, in.w2, in.flags, fpPred(in), altOf(fr, in.a), cb, cc)
	}
	vals[in.dst], pois[in.dst], apx[in.dst] = v, p, a || has
	fr.alt[in.dst], fr.hasAlt[in.dst] = alt, has
}

// altValue returns the alternative stored for the n bytes at m.
func (m memRef) altValue(n uint64) (uint64, bool) {
	if m.seg.alt == nil {
		return 0, false
	}
	e, ok := m.seg.alt[m.off]
	if !ok || e.size != n {
		return 0, false
	}
	return e.v, true
}

// clearAlt forgets the alternatives of stores that overlap n bytes at m.
func (m memRef) clearAlt(n uint64) {
	if len(m.seg.alt) == 0 {
		return
	}
	lo := uint64(0)
	if m.off >= 7 {
		lo = m.off - 7
	}
	for o := lo; o < m.off+n; o++ {
		if e, ok := m.seg.alt[o]; ok && o+e.size > m.off {
			delete(m.seg.alt, o)
		}
	}
}

// setAlt records the alternative of a store of n bytes at m (or that it
// has none).
func (m memRef) setAlt(n uint64, v uint64, has bool) {
	m.clearAlt(n)
	if !has {
		return
	}
	if m.seg.alt == nil {
		m.seg.alt = map[uint64]altEntry{}
	}
	m.seg.alt[m.off] = altEntry{v: v, size: n}
}

// copyAlt copies the alternatives of n bytes from src (memcpy).
func (m memRef) copyAlt(src memRef, n uint64) {
	m.clearAlt(n)
	for o := src.off; o < src.off+n && len(src.seg.alt) > 0; o++ {
		if e, ok := src.seg.alt[o]; ok && o+e.size <= src.off+n {
			if m.seg.alt == nil {
				m.seg.alt = map[uint64]altEntry{}
			}
			m.seg.alt[m.off+(o-src.off)] = e
		}
	}
}
