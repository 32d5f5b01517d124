package emu

import (
	"fmt"
	"math/bits"
)

// CTA barriers (BAR.SYNC, BAR.ARV, BAR.RED, B2R, R2B, BAR.RESULT).
//
// Every CTA has 16 barriers. A warp arriving (any of its lanes executing the
// instruction with a true guard; a warp whose guard is false in every lane
// does not arrive) adds 32 to the barrier's count whatever its number of
// active lanes. BAR.SYNC and BAR.RED block the whole warp; BAR.ARV does not.
// The barrier completes when its count reaches SrcCnt, or for SrcCnt = 0 when
// count + 32 * (warps that have fully exited) reaches 32 * (warps of the
// CTA) — the CTA's thread count rounded up to whole warps. On completion the
// blocked warps go on and the count returns to 0.
//
// The barrier state word (B2R, R2B, and the warp copy BAR.RESULT reads):
//
//	bits  0..6   threads arrived / 32
//	bits  7..13  expected count SrcCnt / 32 (0: all non-exited warps)
//	bits 14..15  mode: 0 idle, 1 BAR.SYNC/ARV in progress, 2 BAR.RED in progress
//	bits 16..17  reduction: 0 AND, 1 OR, 2 POPC
//	bit  18      predicate reduction so far (AND: all true; OR and POPC: any true)
//	bits 19..30  number of true predicates so far
//	bit  31      set in a warp's copy once its BAR.RED has completed
type barrier struct {
	count    uint32 // threads arrived (a multiple of 32)
	expected uint32 // SrcCnt
	mode     uint8
	redop    uint8
	pred     bool
	popc     uint32
	waiters  uint32 // warps blocked at this barrier (bit per warp index)
}

const (
	barIdle uint8 = iota
	barSync
	barRed
)

const (
	redAND uint8 = iota
	redOR
	redPOPC
)

const stateComplete = 1 << 31

func (b *barrier) state() uint32 {
	v := (b.count/32)&0x7f | (b.expected/32)&0x7f<<7 | uint32(b.mode&3)<<14 | uint32(b.redop&3)<<16 | (b.popc&0xfff)<<19
	if b.pred {
		v |= 1 << 18
	}
	return v
}

func (b *barrier) setState(v uint32) {
	b.count = (v & 0x7f) * 32
	b.expected = (v >> 7 & 0x7f) * 32
	b.mode = uint8(v >> 14 & 3)
	b.redop = uint8(v >> 16 & 3)
	b.pred = v>>18&1 != 0
	b.popc = v >> 19 & 0xfff
}

func (b *barrier) expectedText() string {
	if b.expected == 0 {
		return "all"
	}
	return fmt.Sprint(b.expected)
}

// uniformValue returns operand o's value in the lowest lane of m; in strict
// mode every lane of m must hold the same value.
func (x *run) uniformValue(w *warp, in *inst, o *operand, m uint32, what string) (uint32, *Error) {
	v := x.vec(w, o, 0)
	lane := bits.TrailingZeros32(m)
	val := v[lane]
	if x.strict && o.kind == oGPR {
		for mm := m; mm != 0; mm &= mm - 1 {
			if i := bits.TrailingZeros32(mm); v[i] != val {
				return 0, x.laneErr(w, in.pc, i, ErrBarrier, "%s differs between lanes: %#x in lane %d, %#x in lane %d", what, val, lane, v[i], i)
			}
		}
	}
	return val, nil
}

// barrierArrive executes BAR.SYNC, BAR.ARV and BAR.RED.
func (x *run) barrierArrive(w *warp, in *inst, m uint32) *Error {
	g := &w.groups[w.cur]
	g.pc++
	if m == 0 {
		return nil
	}
	idv, err := x.uniformValue(w, in, &in.a, m, "barrier id")
	if err != nil {
		return err
	}
	var cnt uint32
	if in.mode2 == 1 { // BAR.RED Rb: id in bits 0..3, count in bits 4..15
		cnt = idv >> 4 & 0xfff
	} else if cnt, err = x.uniformValue(w, in, &in.b, m, "barrier count"); err != nil {
		return err
	}
	id, cnt := idv&0xf, cnt&0xfff
	kindName := "BAR.SYNC"
	if in.mode == 1 {
		kindName = "BAR.ARV"
	}
	red := in.op == "BAR_RED"
	if red {
		kindName = "BAR.RED"
	}
	if cnt%32 != 0 {
		return x.warpErr(w, in.pc, ErrBarrier, "%s count %d is not a multiple of 32", kindName, cnt)
	}
	if cnt == 0 && !red && in.mode == 1 {
		return x.warpErr(w, in.pc, ErrBarrier, "BAR.ARV needs a count above 0")
	}
	c := w.cta
	b := &c.bars[id]
	mode := barSync
	if red {
		mode = barRed
	}
	// The spec forbids BAR.RED on a barrier that BAR.SYNC/BAR.ARV use
	// ("会产生运行时异常"); strict mode holds a CTA to it.
	if x.strict && c.barUse[id] != barIdle && c.barUse[id] != mode {
		return x.warpErr(w, in.pc, ErrBarrier, "%s on barrier %d, which this CTA used with %s: BAR.RED may not share a barrier with BAR.SYNC/BAR.ARV",
			kindName, id, map[uint8]string{barSync: "BAR.SYNC/BAR.ARV", barRed: "BAR.RED"}[c.barUse[id]])
	}
	c.barUse[id] = mode
	if b.mode == barIdle {
		*b = barrier{expected: cnt, mode: mode, waiters: b.waiters}
		if red {
			b.redop, b.pred = in.mode, in.mode == redAND
		}
	} else {
		if b.mode != mode {
			return x.warpErr(w, in.pc, ErrBarrier, "%s on barrier %d while a %s is in progress on it", kindName, id,
				map[uint8]string{barSync: "BAR.SYNC/BAR.ARV", barRed: "BAR.RED"}[b.mode])
		}
		if b.expected != cnt {
			return x.warpErr(w, in.pc, ErrBarrier, "%s on barrier %d with count %d, but the barrier is in progress with count %d",
				kindName, id, cnt, b.expected)
		}
		if red && b.redop != in.mode {
			return x.warpErr(w, in.pc, ErrBarrier, "BAR.RED on barrier %d with a different reduction than the one in progress", id)
		}
	}
	b.count += 32
	if red {
		p := w.pred(in.pp, in.ppNot) & m
		b.popc += uint32(bits.OnesCount32(p))
		if in.mode == redAND {
			b.pred = b.pred && p == m
		} else {
			b.pred = b.pred || p != 0
		}
	}
	if red || in.mode == 0 {
		w.blocked, w.barWait = true, uint8(id)
		b.waiters |= 1 << w.idx
	}
	x.checkBarrier(c, int(id), w.last)
	return nil
}

// checkBarrier completes barrier id if its condition holds, releasing the
// warps blocked at it at cycle t.
func (x *run) checkBarrier(c *cta, id int, t int64) {
	b := &c.bars[id]
	if b.mode == barIdle {
		return
	}
	total := uint32(len(c.warps)) * 32
	if b.expected == 0 {
		if b.count+uint32(c.exitedWarps)*32 < total {
			return
		}
	} else if b.count < b.expected {
		return
	}
	copyState := b.state() | stateComplete
	for i, w := range c.warps {
		if b.waiters>>i&1 == 0 {
			continue
		}
		w.blocked = false
		w.t = max(w.t, t+1)
		w.ready = x.readyTime(w)
		if b.mode == barRed {
			w.redState = copyState
		}
	}
	*b = barrier{}
	x.resched = true
}

// warpExited counts a warp that has fully exited towards the barriers that
// wait for all warps.
func (x *run) warpExited(w *warp) *Error {
	c := w.cta
	c.exitedWarps++
	for id := range c.bars {
		if c.bars[id].expected == 0 {
			x.checkBarrier(c, id, w.last)
		}
	}
	x.resched = true
	return nil
}

// execB2R reads a barrier's state (B2R.BAR) or the warp's copy of its last
// reduction (B2R.WARP).
func execB2R(x *run, w *warp, in *inst, m uint32) *Error {
	var v uint32
	if in.mode == 1 { // .BAR
		v = w.cta.bars[in.imm&0xf].state()
	} else {
		if x.strict && w.redState&stateComplete == 0 {
			return x.warpErr(w, in.pc, ErrBarrier, "B2R.WARP before any BAR.RED of this warp completed (the result is undefined)")
		}
		v = w.redState
	}
	d := w.dst(in.d)
	for mm := m; mm != 0; mm &= mm - 1 {
		d[bits.TrailingZeros32(mm)&31] = v
	}
	return nil
}

// execR2B sets a barrier's state (R2B.BAR) or the warp's reduction copy
// (R2B.WARP). Blocked warps are not released by it.
func execR2B(x *run, w *warp, in *inst, m uint32) *Error {
	v, err := x.uniformValue(w, in, &in.a, m, "R2B value")
	if err != nil {
		return err
	}
	if in.mode == 1 {
		b := &w.cta.bars[in.imm&0xf]
		b.setState(v)
	} else {
		w.redState = v
	}
	return nil
}

// execBarResult reads the result of the warp's last BAR.RED: Rd the number
// of true predicates, pu the AND/OR reduction.
func execBarResult(x *run, w *warp, in *inst, m uint32) *Error {
	s := w.redState
	if x.strict && s&stateComplete == 0 {
		return x.warpErr(w, in.pc, ErrBarrier, "BAR.RESULT before any BAR.RED of this warp completed (the result is undefined)")
	}
	d := w.dst(in.d)
	popc := s >> 19 & 0xfff
	for mm := m; mm != 0; mm &= mm - 1 {
		d[bits.TrailingZeros32(mm)&31] = popc
	}
	pv := uint32(0)
	if s>>18&1 != 0 {
		pv = ^uint32(0)
	}
	w.setPred(in.pu, pv, m)
	return nil
}
