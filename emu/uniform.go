package emu

import (
	"math/bits"

	"gpucc/isa"
)

// The uniform datapath (UMOV, UIADD, UIMAD, ULOP3, USHF, UISETP, USEL) with
// the semantics of the per-thread counterparts on uniform registers and
// predicates, and the special registers (S2R, S2UR). Uniform instructions
// execute once per warp when at least one active lane's guard is true.

func execUMOV(x *run, w *warp, in *inst, m uint32) *Error {
	setURLanes(w, in.d, x.scalar(w, &in.b))
	return nil
}

func execUIADD(x *run, w *warp, in *inst, m uint32) *Error {
	t := addend(x.scalar(w, &in.a), in.a.neg, in.ext) + addend(x.scalar(w, &in.b), in.b.neg, in.ext)
	if in.ext && w.upred(in.pp, in.ppNot) {
		t++
	}
	setURLanes(w, in.d, uint32(t))
	w.setUPred(in.pu, t>>32 != 0)
	return nil
}

func execUIMAD(x *run, w *warp, in *inst, m uint32) *Error {
	c := x.scalar(w, &in.c)
	if in.c.neg {
		c = -c
	}
	setURLanes(w, in.d, x.scalar(w, &in.a)*x.scalar(w, &in.b)+c)
	return nil
}

func execULOP3(x *run, w *warp, in *inst, m uint32) *Error {
	setURLanes(w, in.d, in.lut.eval(x.scalar(w, &in.a), x.scalar(w, &in.b), x.scalar(w, &in.c)))
	return nil
}

func execUSHF(x *run, w *warp, in *inst, m uint32) *Error {
	signed, wide := in.mode == 0 || in.mode == 2, in.mode < 2
	setURLanes(w, in.d, shf(x.scalar(w, &in.a), x.scalar(w, &in.b), x.scalar(w, &in.c), in.right, in.wrap, signed, wide, in.hi))
	return nil
}

func execUISETP(x *run, w *warp, in *inst, m uint32) *Error {
	a, b := x.scalar(w, &in.a), x.scalar(w, &in.b)
	var t bool
	if in.ext && a == b {
		t = w.upred(in.pq, in.pqNot)
	} else {
		t = compare(in.mode, a, b, in.signed)
	}
	p := w.upred(in.pp, in.ppNot)
	w.setUPred(in.pu, boolOp(in.mode2, t, p))
	w.setUPred(in.pv, boolOp(in.mode2, !t, p))
	return nil
}

func execUSEL(x *run, w *warp, in *inst, m uint32) *Error {
	v := x.scalar(w, &in.b)
	if w.upred(in.pp, in.ppNot) {
		v = x.scalar(w, &in.a)
	}
	setURLanes(w, in.d, v)
	return nil
}

// setURLanes is warp.setUR with the broadcast row written as 16 64-bit
// words in straight-line stores rather than a loop of 32: the uniform
// datapath writes a uniform register per instruction.
func setURLanes(w *warp, r uint8, v uint32) {
	if r == isa.URZ {
		return
	}
	w.ur[r] = v
	v2 := uint64(v)<<32 | uint64(v)
	b := lanes64(&w.urv[r&63])
	b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7] = v2, v2, v2, v2, v2, v2, v2, v2
	b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15] = v2, v2, v2, v2, v2, v2, v2, v2
}

// Special register numbers (the SReg enumeration).
const (
	srLaneID  = 0x00
	srWarpID  = 0x01
	srClockLo = 0x02
	srClockHi = 0x03
	srMaskEQ  = 0x04
	srMaskLT  = 0x05
	srMaskLE  = 0x06
	srMaskGT  = 0x07
	srMaskGE  = 0x08
	srTidX    = 0x21
	srCtaidX  = 0x25
	srNtidX   = 0x29
	srNctaidX = 0x2D
)

func perThreadSR(sr uint8) bool {
	return sr == srLaneID || sr >= srMaskEQ && sr <= srMaskGE || sr >= srTidX && sr < srTidX+3
}

// uniformSR returns a special register that is the same for the whole warp.
func (x *run) uniformSR(w *warp, sr uint8) uint32 {
	dim := func(d [3]uint32, k uint8) uint32 { return d[k] }
	switch {
	case sr == srWarpID:
		return uint32(w.idx)
	case sr == srClockLo:
		return uint32(x.clockBase + w.last)
	case sr == srClockHi:
		return uint32((x.clockBase + w.last) >> 32)
	case sr >= srCtaidX && sr < srCtaidX+3:
		c := w.cta.id
		return dim([3]uint32{c.X, c.Y, c.Z}, sr-srCtaidX)
	case sr >= srNtidX && sr < srNtidX+3:
		return dim([3]uint32{x.block.X, x.block.Y, x.block.Z}, sr-srNtidX)
	case sr >= srNctaidX && sr < srNctaidX+3:
		return dim([3]uint32{x.grid.X, x.grid.Y, x.grid.Z}, sr-srNctaidX)
	}
	return 0
}

func laneSR(w *warp, sr uint8, lane int) uint32 {
	eq := uint32(1) << lane
	switch sr {
	case srLaneID:
		return uint32(lane)
	case srMaskEQ:
		return eq
	case srMaskLT:
		return eq - 1
	case srMaskLE:
		return eq | (eq - 1)
	case srMaskGT:
		return ^(eq | (eq - 1))
	case srMaskGE:
		return ^(eq - 1)
	}
	return w.tid[sr-srTidX][lane]
}

func execS2R(x *run, w *warp, in *inst, m uint32) *Error {
	d := w.dst(in.d)
	if !perThreadSR(in.sr) {
		setLanes(d, x.uniformSR(w, in.sr), m) // a whole warp without the lane walk
		return nil
	}
	if in.sr >= srTidX && bits.OnesCount32(m) >= selLanesFrom {
		// The thread index's row as it is: one copy of the active lanes.
		row := &w.tid[in.sr-srTidX]
		movMask(d, row, m)
		return nil
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm) & 31
		d[i] = laneSR(w, in.sr, i)
	}
	return nil
}

func execS2UR(x *run, w *warp, in *inst, m uint32) *Error {
	if perThreadSR(in.sr) {
		return x.warpErr(w, in.pc, ErrProgram, "S2UR of a per-thread special register (it differs between lanes; use S2R)")
	}
	setURLanes(w, in.d, x.uniformSR(w, in.sr))
	return nil
}
