package emu

import (
	"math/bits"
)

// Warp collectives (the SYNC group) and the per-warp register transfers
// R2UR, SETGPR and GETGPR. A collective's participants are the lanes of m:
// the active lanes (the current group) whose guard is true.

// SHFL modes, REDUX and VOTE operations, in their enumerations' order.
const (
	shflIDX = iota
	shflUP
	shflDOWN
	shflBFLY
)

const (
	voteANY = iota
	voteALL
	voteEQ
)

const (
	reduxAND = iota
	reduxOR
	reduxXOR
	reduxSUM
	reduxMAX
	reduxMIN
)

// execSHFL follows the spec's pseudo-code: lane j's Ra goes to Rd when j is
// in range (pu true), otherwise the lane keeps its own Ra. Reading a lane
// that does not participate is an error in strict mode. A whole warp (every
// lane participates, so no read can fail) takes shflFullWarp's branch-free
// loop instead of shflLanes' walk.
func execSHFL(x *run, w *warp, in *inst, m uint32) *Error {
	src := *x.vec(w, &in.a, 0) // a copy: the destination may be Ra
	bv, cv := x.vec(w, &in.b, 1), x.vec(w, &in.c, 2)
	if m == ^uint32(0) {
		// The kernels read each lane's bv and cv before they write its d.
		d := w.dst(in.d)
		var pbits uint32
		if useAVX2 {
			pbits = shflFullAVX2(d, &src, bv, cv, uint32(in.mode))
		} else {
			pbits = shflFullWarp(in.mode, d, &src, bv, cv)
		}
		w.setPred(in.pu, pbits, m)
		return nil
	}
	out, pbits, bad, j := shflLanes(in.mode, m, &src, bv, cv, x.strict)
	if bad >= 0 {
		return x.laneErr(w, in.pc, bad, ErrCollective, "SHFL reads lane %d, which does not take part (participating lanes %#08x)", j, m)
	}
	d := w.dst(in.d)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = out[i]
	}
	w.setPred(in.pu, pbits, m)
	return nil
}

// shflLanes computes SHFL lane by lane over the participants m: their
// results (out) and in-range lanes (pbits). Under strict, the first
// participant that reads a lane outside m ends the walk: bad is that lane
// and j the lane it reads (bad is -1 when none does).
func shflLanes(mode uint8, m uint32, src, bv, cv *[32]uint32, strict bool) (out [32]uint32, pbits uint32, bad, j int) {
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		b := int(bv[lane] & 31)
		c := cv[lane]
		cval, seg := int(c&31), int(c>>8&31)
		maxLane := lane&seg | cval&^seg
		minLane := lane & seg
		var ok bool
		switch mode {
		case shflIDX:
			j = minLane | b&^seg
			ok = j <= maxLane
		case shflUP:
			j = lane - b
			ok = j >= maxLane
		case shflDOWN:
			j = lane + b
			ok = j <= maxLane
		default:
			j = lane ^ b
			ok = j <= maxLane
		}
		if !ok {
			j = lane
		} else {
			pbits |= 1 << lane
			if m>>j&1 == 0 && strict {
				return out, pbits, lane, j
			}
		}
		out[lane] = src[j&31]
	}
	return out, pbits, -1, 0
}

// shflFullWarp is shflLanes for all 32 lanes, which cannot fail: it writes
// every lane of d (src must not be d; bv and cv may be, each lane's being
// read before its d is written) and returns pbits. The mode's switch is outside the lane loops, and a lane out of
// range selects its own value without a branch.
func shflFullWarp(mode uint8, d, src, bv, cv *[32]uint32) (pbits uint32) {
	switch mode {
	case shflIDX:
		for lane := 0; lane < 32; lane++ {
			b, c := int(bv[lane]&31), cv[lane]
			cval, seg := int(c&31), int(c>>8&31)
			j := lane&seg | b&^seg
			ok := j <= lane&seg|cval&^seg
			pbits, d[lane] = shflPick(pbits, src, lane, j, ok)
		}
	case shflUP:
		for lane := 0; lane < 32; lane++ {
			b, c := int(bv[lane]&31), cv[lane]
			cval, seg := int(c&31), int(c>>8&31)
			j := lane - b
			ok := j >= lane&seg|cval&^seg
			pbits, d[lane] = shflPick(pbits, src, lane, j, ok)
		}
	case shflDOWN:
		for lane := 0; lane < 32; lane++ {
			b, c := int(bv[lane]&31), cv[lane]
			cval, seg := int(c&31), int(c>>8&31)
			j := lane + b
			ok := j <= lane&seg|cval&^seg
			pbits, d[lane] = shflPick(pbits, src, lane, j, ok)
		}
	default:
		for lane := 0; lane < 32; lane++ {
			b, c := int(bv[lane]&31), cv[lane]
			cval, seg := int(c&31), int(c>>8&31)
			j := lane ^ b
			ok := j <= lane&seg|cval&^seg
			pbits, d[lane] = shflPick(pbits, src, lane, j, ok)
		}
	}
	return pbits
}

// shflPick is one lane of shflFullWarp: src[j] and the lane's pbits bit
// when ok, else the lane's own src.
func shflPick(pbits uint32, src *[32]uint32, lane, j int, ok bool) (uint32, uint32) {
	if !ok {
		j = lane
	}
	bit := uint32(0)
	if ok {
		bit = 1
	}
	return pbits | bit<<lane, src[j&31]
}

// execMOVM transposes an 8x8 matrix of 16-bit elements held by the warp:
// lane t holds row t/4, columns 2(t%4) (low half) and 2(t%4)+1 (high half).
func execMOVM(x *run, w *warp, in *inst, m uint32) *Error {
	if m != ^uint32(0) {
		return x.warpErr(w, in.pc, ErrCollective, "MOVM needs all 32 lanes active with a true guard, not %#08x", m)
	}
	src := *x.vec(w, &in.a, 0)
	elem := func(r, c int) uint32 { return src[r*4+c/2] >> (16 * (c % 2)) & 0xffff }
	d := w.dst(in.d)
	for t := 0; t < 32; t++ {
		r, c := t/4, 2*(t%4)
		d[t] = elem(c, r) | elem(c+1, r)<<16
	}
	return nil
}

func voteResult(op uint8, ballot, m uint32) bool {
	switch op {
	case voteANY:
		return ballot != 0
	case voteALL:
		return ballot == m
	}
	return ballot == 0 || ballot == m
}

// execVOTE: Rd is the ballot of pp over the participants, pu the vote.
func execVOTE(x *run, w *warp, in *inst, m uint32) *Error {
	ballot := w.pred(in.pp, in.ppNot) & m
	setLanes(w.dst(in.d), ballot, m)
	pu := uint32(0)
	if voteResult(in.mode, ballot, m) {
		pu = ^uint32(0)
	}
	w.setPred(in.pu, pu, m)
	return nil
}

// execVOTEU is VOTE with the ballot in URd and the vote in a uniform predicate.
func execVOTEU(x *run, w *warp, in *inst, m uint32) *Error {
	ballot := w.pred(in.pp, in.ppNot) & m
	w.setUR(in.d, ballot)
	w.setUPred(in.pu, voteResult(in.mode, ballot, m))
	return nil
}

// reduce folds Ra over the participants.
// A whole warp's AND, OR, XOR, SUM, MAX and MIN take reduceFullAVX2 on
// AVX2 hosts.
func (x *run) reduce(w *warp, in *inst, m uint32) uint32 {
	if m == ^uint32(0) && in.mode <= reduxMIN && useAVX2 {
		return reduceFullAVX2(x.vec(w, &in.a, 0), uint32(in.mode), in.signed)
	}
	return reduceLanes(in.mode, in.signed, x.vec(w, &in.a, 0), m)
}

// reduceLanes folds a over the lanes of m (0 for none), from the lowest
// lane up, by the REDUX operation op (one outside the enumeration gives
// the lowest lane's value). The operation's switch is outside the lane
// loops.
func reduceLanes(op uint8, signed bool, a *[32]uint32, m uint32) uint32 {
	if m == 0 {
		return 0
	}
	acc := a[bits.TrailingZeros32(m)&31]
	mm := m & (m - 1)
	switch op {
	case reduxAND:
		for ; mm != 0; mm &= mm - 1 {
			acc &= a[bits.TrailingZeros32(mm)&31]
		}
	case reduxOR:
		for ; mm != 0; mm &= mm - 1 {
			acc |= a[bits.TrailingZeros32(mm)&31]
		}
	case reduxXOR:
		for ; mm != 0; mm &= mm - 1 {
			acc ^= a[bits.TrailingZeros32(mm)&31]
		}
	case reduxSUM:
		for ; mm != 0; mm &= mm - 1 {
			acc += a[bits.TrailingZeros32(mm)&31]
		}
	case reduxMAX:
		if signed {
			for ; mm != 0; mm &= mm - 1 {
				acc = uint32(max(int32(acc), int32(a[bits.TrailingZeros32(mm)&31])))
			}
		} else {
			for ; mm != 0; mm &= mm - 1 {
				acc = max(acc, a[bits.TrailingZeros32(mm)&31])
			}
		}
	case reduxMIN:
		if signed {
			for ; mm != 0; mm &= mm - 1 {
				acc = uint32(min(int32(acc), int32(a[bits.TrailingZeros32(mm)&31])))
			}
		} else {
			for ; mm != 0; mm &= mm - 1 {
				acc = min(acc, a[bits.TrailingZeros32(mm)&31])
			}
		}
	}
	return acc
}

func execREDUX(x *run, w *warp, in *inst, m uint32) *Error {
	setLanes(w.dst(in.d), x.reduce(w, in, m), m)
	return nil
}

// setLanes sets the lanes of m in d to v: a whole warp as 16 64-bit
// stores (as setURLanes), a partial one lane by lane.
func setLanes(d *[32]uint32, v, m uint32) {
	if m == ^uint32(0) {
		v2 := uint64(v)<<32 | uint64(v)
		b := lanes64(d)
		b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7] = v2, v2, v2, v2, v2, v2, v2, v2
		b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15] = v2, v2, v2, v2, v2, v2, v2, v2
		return
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		d[bits.TrailingZeros32(mm)&31] = v
	}
}

func execREDUXU(x *run, w *warp, in *inst, m uint32) *Error {
	w.setUR(in.d, x.reduce(w, in, m))
	return nil
}

// execMATCH: .ANY gives each participant the mask of participants holding
// its value (pu false); .ALL gives every participant the participant mask
// and pu true when all values are equal, else 0 and false.
func execMATCH(x *run, w *warp, in *inst, m uint32) *Error {
	lo := *x.vec(w, &in.a, 0)
	var hi [32]uint32
	if in.a.wide {
		hi = *x.vecHi(w, &in.a, 1)
	}
	d := w.dst(in.d)
	if in.mode == 0 { // .ANY
		var out [32]uint32
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			for nn := m; nn != 0; nn &= nn - 1 {
				j := bits.TrailingZeros32(nn) & 31
				if lo[j] == lo[i] && hi[j] == hi[i] {
					out[i] |= 1 << j
				}
			}
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm) & 31
			d[i] = out[i]
		}
		w.setPred(in.pu, 0, m)
		return nil
	}
	first := bits.TrailingZeros32(m) & 31
	all := true
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		if lo[i] != lo[first] || hi[i] != hi[first] {
			all = false
		}
	}
	v, pu := uint32(0), uint32(0)
	if all {
		v, pu = m, ^uint32(0)
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		d[bits.TrailingZeros32(mm)&31] = v
	}
	w.setPred(in.pu, pu, m)
	return nil
}

// electLeader returns the elected lane (-1 if none): the lowest participant
// whose pp is true, or whose bit is set in URb (inverted by ~).
func (x *run) electLeader(w *warp, in *inst, m uint32) int {
	cand := m
	if in.mode2 == 1 { // the URb form
		v := x.scalar(w, &in.b)
		if in.b.neg {
			v = ^v
		}
		cand &= v
	} else {
		cand &= w.pred(in.pp, in.ppNot)
	}
	if cand == 0 {
		return -1
	}
	return bits.TrailingZeros32(cand)
}

func execELECT(x *run, w *warp, in *inst, m uint32) *Error {
	leader := x.electLeader(w, in, m)
	v, pu := ^uint32(0), uint32(0)
	if leader >= 0 {
		v, pu = uint32(leader), 1<<leader
	}
	d := w.dst(in.d)
	for mm := m; mm != 0; mm &= mm - 1 {
		d[bits.TrailingZeros32(mm)&31] = v
	}
	w.setPred(in.pu, pu, m)
	return nil
}

func execELECTU(x *run, w *warp, in *inst, m uint32) *Error {
	leader := x.electLeader(w, in, m)
	v, pu := ^uint32(0), uint32(0)
	if leader >= 0 {
		v, pu = uint32(leader), 1<<leader
	}
	w.setUR(in.d, v)
	w.setPred(in.pu, pu, m)
	return nil
}

// execR2UR copies Rb of the lowest participating lane to URd.
func execR2UR(x *run, w *warp, in *inst, m uint32) *Error {
	w.setUR(in.d, x.vec(w, &in.b, 0)[bits.TrailingZeros32(m)&31])
	return nil
}

// indirectIndex computes the register index URb+SImm9 of SETGPR/GETGPR and
// checks it against the kernel's GPR count.
func (x *run) indirectIndex(w *warp, in *inst, m uint32) (int, *Error) {
	idx := int64(int32(x.scalar(w, &in.b))) + int64(in.off)
	if idx < 0 || idx >= int64(x.prog.nGPR) {
		return 0, x.laneErr(w, in.pc, bits.TrailingZeros32(m), ErrFault,
			"register index %d (UR+%d) outside the kernel's %d GPRs", idx, in.off, x.prog.nGPR)
	}
	return int(idx), nil
}

func execSETGPR(x *run, w *warp, in *inst, m uint32) *Error {
	r, err := x.indirectIndex(w, in, m)
	if err != nil {
		return err
	}
	if err := x.indirectWrite(w, in, r, m); err != nil {
		return err
	}
	a := x.vec(w, &in.a, 0)
	d := &w.r[r]
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = a[i]
	}
	return nil
}

func execGETGPR(x *run, w *warp, in *inst, m uint32) *Error {
	r, err := x.indirectIndex(w, in, m)
	if err != nil {
		return err
	}
	if err := x.indirectRead(w, in, r, m); err != nil {
		return err
	}
	s := &w.r[r]
	d := w.dst(in.d)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = s[i]
	}
	return nil
}
