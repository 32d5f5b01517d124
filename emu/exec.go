package emu

import (
	"fmt"
	"math"
	"math/bits"
	"strings"
	"unsafe"

	"gpucc/isa"
	"gpucc/launch"
)

// run is the state of one launch.
type run struct {
	dev    *Device
	prog   *Program
	opts   Options
	strict bool

	consts   [][32]uint32 // broadcast immediates and constant-bank values, by slot
	constErr []string     // per slot: why the constant cannot be read ("" when fine)
	bank0    []byte

	grid, block launch.Dim3
	nWarps      int // warps per CTA
	localBytes  uint32
	sharedBytes uint64 // static and dynamic shared memory per CTA

	cta       *cta
	clockBase int64 // cycles of the CTAs that ran before the current one
	stats     Stats
	maxInsts  uint64
	rng       uint64
	resched   bool // a barrier released other warps: return to the scheduler

	lastAlloc *allocation // the global allocation the last access found
	ov        *overlay    // parallel launches: the CTA's private view of global memory
	localIn   *inst       // a generic LD/ST localOnly proved local for the fn call that follows (memlocalorder.go)
}

// cta is one thread block.
type cta struct {
	id          launch.Dim3
	warps       []*warp
	bars        [16]barrier
	barUse      [16]uint8 // how each barrier has been used: barIdle, barSync or barRed
	exitedWarps int
	shared      []byte
}

// group is a set of lanes of a warp at one program counter. Lanes that
// diverge form separate groups; they join again only at BSYNC or WARPSYNC.
type group struct {
	pc    int32
	mask  uint32
	state uint8  // groupReady, groupBSYNC, groupWARPSYNC
	bar   uint8  // the barrier register a BSYNC waits on
	wmask uint32 // the lanes a WARPSYNC waits for
}

const (
	groupReady uint8 = iota
	groupBSYNC
	groupWARPSYNC
)

// bReg is a convergence barrier register.
type bReg struct {
	mask   uint32
	target int32
}

// regTime is the timing state of one register: its writes still in
// flight, as segments with disjoint lane sets. Divergent groups of a warp
// write a register in different lanes at different times (the two sides of
// a branch may hold different values in one register), so a pending
// variable-latency write in some lanes says nothing about the others.
type regTime struct {
	segs  []regSeg
	until int64 // the latest ready of the segments: from then on nothing is in flight
}

// regSeg says when the newest writes to a register become visible in some
// lanes, and which instruction wrote last (the one a hazard names).
type regSeg struct {
	ready    int64
	lanes    uint32
	prod     int32
	variable bool
}

// pending returns a write still in flight at cycle t in one of the lanes
// (a variable-latency one when variable is set), or nil.
func (rt *regTime) pending(t int64, lanes uint32, variable bool) *regSeg {
	if t >= rt.until { // the common case: every write has arrived
		return nil
	}
	for i := range rt.segs {
		s := &rt.segs[i]
		if t < s.ready && s.lanes&lanes != 0 && (s.variable || !variable) {
			return s
		}
	}
	return nil
}

// warp is 32 lanes with per-lane registers and predicates and per-warp
// uniform registers, uniform predicates and timing.
type warp struct {
	idx    int
	cta    *cta
	r      [][32]uint32 // GPRs: r[reg][lane]
	ur     [64]uint32
	p      [8]uint32 // predicates as lane masks; p[PT] is all ones
	up     uint8     // uniform predicates as a bit mask; bit UPT is set
	breg   [16]bReg
	groups []group
	cur    int
	live   uint32 // lanes that exist and have not exited
	done   bool

	t, tFixed, last int64 // next issue cycle, its stall-count part, last issue cycle
	sb              [isa.NumScoreboards]int64
	blocked         bool // waiting at a CTA barrier
	barWait         uint8
	end             int64

	redState uint32 // the warp's copy of its last BAR.RED's barrier state
	local    []byte // local memory, lane-major
	tid      [3][32]uint32

	// Timing of every register: allT holds the GPRs, the 64 uniform
	// registers, the 8 predicates and the 8 uniform predicates, indexed by
	// regRef.t; the others are its parts.
	allT                 []regTime
	gprT, urT, prT, uprT []regTime

	// Every lane vector is 8-byte aligned so that bitwise operations can
	// treat it as 16 words of two lanes (lanes64): GPRs and constants are
	// slices of the heap, these two follow a zero-size uint64 field.
	_    [0]uint64
	urv  [64][32]uint32 // the uniform registers broadcast to all lanes, for per-lane operations (setUR keeps it)
	sink [32]uint32     // where writes to RZ go

	// base holds, by opKind, where vec finds operands: zeroLanes, the GPRs,
	// urv and the launch's constants.
	base [4]unsafe.Pointer

	// alone says that othersWait held in the current run of runWarp's
	// inner loop. Only flow instructions, which end the run, change the
	// groups, so it holds until the run ends.
	alone bool

	// nReady counts the groups in state groupReady (flow.go keeps it as
	// the groups change), so that othersWait needs no scan.
	nReady int32
	// ready is readyTime when the warp does not run (runCTA).
	ready int64
	// limT and limIdx are runWarp's limits while it runs: kept here, not
	// in locals, so that they take no register in the issue loop (the
	// compiler reloaded them at its joins), only a load before a globally
	// visible instruction.
	limT   int64
	limIdx int
	// readySet has bit i set when groups[i] is ready (flow.go keeps it
	// with nReady; the groups' lanes are disjoint, so there are at most
	// 32), so that pick visits the ready groups only.
	readySet uint32
}

// Stall causes, indexes of Stats.Stalls.
const (
	StallCount      = iota // waiting for the previous instruction's stall count
	StallScoreboard        // waiting for $req scoreboards
	StallBarrier           // waiting at BAR.SYNC / BAR.RED
	NumStallCauses
)

// StallNames names the stall causes.
var StallNames = [NumStallCauses]string{"stall count", "scoreboard", "barrier"}

// Stats are the statistics of a launch.
type Stats struct {
	Cycles      int64 // CTAs run one after another; each lasts until its last warp's EXIT
	WarpInsts   uint64
	ThreadInsts uint64 // lanes that executed an instruction (active and guard true)
	Stalls      [NumStallCauses]int64
}

func (s *Stats) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "cycles %d, warp instructions %d, thread instructions %d, stall cycles:", s.Cycles, s.WarpInsts, s.ThreadInsts)
	for i, n := range s.Stalls {
		fmt.Fprintf(&b, " %s %d", StallNames[i], n)
	}
	return b.String()
}

// zeroLanes is the value of RZ and absent operands (8-byte aligned).
var zeroLanes struct {
	_ [0]uint64
	v [32]uint32
}

// lanes64 views 32 lanes as 16 words of two lanes each, for bitwise
// operations (every lane vector is 8-byte aligned; see warp.tmp).
func lanes64(v *[32]uint32) *[16]uint64 { return (*[16]uint64)(unsafe.Pointer(v)) }

// vec returns the per-lane values of a 32-bit source operand (the low word
// of a wide one): the operand's offset from its register file's or the
// constants' base, without a switch or bounds checks (Load checked that
// every operand lies inside its file; see operand.off). The last argument
// once chose a scratch vector for broadcasting a uniform register; uniform
// registers now keep their broadcast (warp.urv).
//
// The base is read without a mask or bounds check: an opKind is one of
// its four constants (Load sets kind only from them; the assertion below
// keeps them inside base), which saves an instruction in every operand of
// every exec function.
func (x *run) vec(w *warp, o *operand, _ int) *[32]uint32 {
	base := *(*unsafe.Pointer)(unsafe.Add(unsafe.Pointer(&w.base), uintptr(o.kind)*unsafe.Sizeof(unsafe.Pointer(nil))))
	return (*[32]uint32)(unsafe.Add(base, o.off))
}

// Every opKind indexes warp.base: oConst is the last of them.
var _ = [1]struct{}{}[len(warp{}.base)-1-int(oConst)]

// vecHi returns the high word of a 64-bit source operand.
func (x *run) vecHi(w *warp, o *operand, _ int) *[32]uint32 {
	switch o.kind {
	case oGPR:
		return &w.r[int(o.reg+1)]
	case oConst:
		if o.wide {
			return &x.consts[o.slot+1]
		}
		return &zeroLanes.v
	case oUR:
		return &w.urv[o.reg+1]
	}
	return &zeroLanes.v
}

// scalar returns a warp-uniform operand's value (uniform register or constant).
func (x *run) scalar(w *warp, o *operand) uint32 {
	switch o.kind {
	case oUR:
		return w.ur[o.reg]
	case oConst:
		return x.consts[o.slot][0]
	case oGPR:
		return w.r[o.reg][0]
	}
	return 0
}

// dst returns the lanes of destination GPR r (a sink for RZ).
func (w *warp) dst(r uint8) *[32]uint32 {
	if r == isa.RZ {
		return &w.sink
	}
	return &w.r[int(r)]
}

// pred returns predicate p (negated when not) as a lane mask.
func (w *warp) pred(p uint8, not bool) uint32 {
	v := w.p[p]
	if not {
		v = ^v
	}
	return v
}

// setPred writes bits to predicate p in the lanes of m (PT ignores writes).
func (w *warp) setPred(p uint8, bits, m uint32) {
	if p != isa.PT {
		w.p[p] = w.p[p]&^m | bits&m
	}
}

func (w *warp) upred(p uint8, not bool) bool {
	return (w.up>>p&1 != 0) != not
}

func (w *warp) setUPred(p uint8, v bool) {
	if p == isa.UPT {
		return
	}
	if v {
		w.up |= 1 << p
	} else {
		w.up &^= 1 << p
	}
}

func (w *warp) setUR(r uint8, v uint32) {
	if r != isa.URZ {
		w.ur[r] = v
		b := &w.urv[r&63]
		for i := range b {
			b[i] = v
		}
	}
}

// site returns the instruction at pc for error messages.
func (x *run) site(pc int32) Site {
	s := Site{PC: int64(pc) * isa.InstBytes}
	if pc >= 0 && int(pc) < len(x.prog.insts) {
		s.Inst = x.prog.Insts[pc].String()
	} else {
		s.Inst = "<outside the code>"
	}
	return s
}

// warpErr is an error of a warp at an instruction.
func (x *run) warpErr(w *warp, pc int32, kind Kind, format string, args ...any) *Error {
	return &Error{Kind: kind, Kernel: x.prog.Kernel.Name, HasSite: true, At: x.site(pc),
		HasWarp: true, CTA: w.cta.id, Warp: w.idx, Cycle: x.clockBase + w.last, Msg: fmt.Sprintf(format, args...)}
}

// laneErr is an error of one thread at an instruction.
func (x *run) laneErr(w *warp, pc int32, lane int, kind Kind, format string, args ...any) *Error {
	e := x.warpErr(w, pc, kind, format, args...)
	e.HasThread, e.Lane = true, lane
	e.Thread = launch.Dim3{X: w.tid[0][lane], Y: w.tid[1][lane], Z: w.tid[2][lane]}
	return e
}

// readyTime is the earliest cycle at which w can issue its next instruction.
func (x *run) readyTime(w *warp) int64 {
	t := w.t
	pc := w.groups[w.cur].pc
	if pc >= 0 && int(pc) < len(x.prog.insts) {
		if req := x.prog.insts[pc].req; req != 0 {
			t = w.scoreboardWait(req, t)
		}
	}
	return t
}

// runCTA runs the warps of c until all have exited. Warps issue
// independently; the warp with the earliest next issue cycle runs first and
// keeps running until it would issue an instruction with effects visible to
// other warps later than another warp could, so that memory and barrier
// effects happen in global cycle order (ties: lower warp index first).
//
// Each warp keeps its readyTime in ready, computed when it stops running
// (by runWarp when it stops at a globally visible instruction: the issue
// cycle its check found) and when a barrier releases it (checkBarrier), the only times what it
// depends on changes (the warp's issue cycle, current group's pc and
// scoreboards). Were it stale it could only be early (those only grow),
// which costs a round here but changes nothing: runWarp compares its true
// issue cycle with limT before a globally visible instruction.
func (x *run) runCTA(c *cta) *Error {
	for _, w := range c.warps {
		if !w.done {
			w.ready = x.readyTime(w)
		}
	}
	for {
		if x.prog.generalOnly {
			for _, w := range c.warps {
				if !w.done {
					w.ready = x.readyTime(w)
				}
			}
		}
		var best, second *warp
		var bt, st int64
		for _, w := range c.warps {
			if w.done || w.blocked {
				continue
			}
			t := w.ready
			switch {
			case best == nil || t < bt:
				second, st = best, bt
				best, bt = w, t
			case second == nil || t < st:
				second, st = w, t
			}
		}
		if best == nil {
			for _, w := range c.warps {
				if !w.done {
					return x.ctaDeadlock(c)
				}
			}
			end := int64(0)
			for _, w := range c.warps {
				end = max(end, w.end)
			}
			x.clockBase += end
			x.stats.Cycles += end
			return nil
		}
		limT, limIdx := int64(math.MaxInt64), math.MaxInt
		if second != nil {
			limT, limIdx = st, second.idx
		}
		best.ready = -1 // runWarp sets it when it stops at a globally visible instruction
		if err := x.runWarp(best, limT, limIdx); err != nil {
			return err
		}
		if !best.done && best.ready < 0 {
			best.ready = x.readyTime(best)
		}
	}
}

func (x *run) ctaDeadlock(c *cta) *Error {
	var parts []string
	for _, w := range c.warps {
		switch {
		case w.done:
		case w.blocked:
			b := &c.bars[w.barWait]
			parts = append(parts, fmt.Sprintf("warp %d waits at barrier %d (%d of %s threads arrived)",
				w.idx, w.barWait, b.count, b.expectedText()))
		default:
			parts = append(parts, fmt.Sprintf("warp %d at %s", w.idx, x.site(w.groups[w.cur].pc)))
		}
	}
	return &Error{Kind: ErrDeadlock, Kernel: x.prog.Kernel.Name, HasWarp: true, CTA: c.id, Warp: -1,
		Msg: "no warp can make progress: " + strings.Join(parts, "; ")}
}

// runWarp issues instructions of w until it exits, blocks at a barrier, or
// would issue a globally visible instruction after cycle limT (or at limT
// when its index is above limIdx).
//
// The inner loop issues the current group's instructions; it keeps the
// group's pc in a local, writes it back before anything else can look at
// it (a flow instruction other than a uniform branch, an error, a return),
// and leaves at every scheduling event. Only flow instructions block the
// warp, end it or release a barrier (x.resched), so only they are followed
// by those checks.
func (x *run) runWarp(w *warp, limT int64, limIdx int) *Error {
	insts := x.prog.insts
	strict := x.strict
	w.limT, w.limIdx = limT, limIdx
	x.localIn = nil // a proof left by a run that ended before its fn (an error)
	var r issueRun
	for !w.done && !w.blocked {
		g := &w.groups[w.cur]
		pc, gm := int(g.pc), g.mask // pc: an int, so that the check below removes insts[pc]'s
		x.startIssue(w, &r)         // flushed to x.stats before every exit from the inner loop
		w.alone = false
		budget := x.maxInsts - min(x.stats.WarpInsts, x.maxInsts)
		for {
			if uint(pc) >= uint(len(insts)) {
				g.pc = int32(pc)
				x.flushIssue(w, &r)
				w.last = w.t
				return x.warpErr(w, int32(pc), ErrProgram, "lanes %#08x reached pc %#x, outside the code (%d instructions; missing EXIT?)",
					gm, int64(pc)*isa.InstBytes, len(insts))
			}
			in := &insts[pc]
			if in.plain && r.n < budget {
				// The short path: what the general path below does for
				// an instruction without scoreboards, global effects,
				// variable latency, constant-bank operands or flow, in
				// the same order, for a run of such instructions. What
				// is rare (a register that may be in flight, a write
				// record that is not the common one) it leaves to the
				// general path before changing anything: then the loop
				// holds no call but fn's, and no path that joins it
				// with other values in other registers.
				//
				// It checks and records the timing in lenient mode too,
				// without a test of strict: nothing else reads the
				// timing then (checkHazards, quiet and indirectRead run
				// in strict mode only), and an instruction whose
				// registers may be in flight goes to the general path,
				// which skips the checks as before.
				for {
					t := w.t
					if max(w.timingAt(in.timed4[0]).until, w.timingAt(in.timed4[1]).until,
						w.timingAt(in.timed4[2]).until, w.timingAt(in.timed4[3]).until) > t {
						pc = int(in.pc)
						goto general // checkHazards looks at lanes and segments
					}
					m := gm & (w.p[in.guard&7] ^ in.guardX)
					if m != 0 {
						// recordWrites's common case, inline: one register,
						// whose earlier writes have arrived. The write is
						// recorded before fn runs (the general path records
						// it after): fn does not look at the timing, and
						// after an error nothing reads it.
						// The register is one of timed4 (Load adds the
						// writes to timed, and plain has at most four), so
						// the check above proved rt.until <= t: only its
						// segments' count can send it to the general path.
						if in.oneWrite {
							rt := w.timingAt(in.write0)
							if len(rt.segs) != 1 {
								pc = int(in.pc)
								goto general
							}
							ready := t + int64(in.lat)
							rt.segs[0] = regSeg{ready: ready, lanes: m | in.allLanes, prod: in.pc}
							rt.until = ready
						} else {
							// Every earlier write of these registers has
							// arrived too (until <= t): each one's only
							// segment becomes this write (what noteWrite
							// leaves then, in the same array).
							for _, k := range in.writeT {
								rt := w.timing(k)
								rt.segs = rt.segs[:1]
								rt.segs[0] = regSeg{ready: t + int64(in.lat), lanes: m | in.allLanes, prod: in.pc}
								rt.until = t + int64(in.lat)
							}
						}
					}
					r.n++
					if m != gm {
						r.less += uint64(bits.OnesCount32(gm &^ m))
					}
					w.last = t
					w.t = t + in.gap
					if m != 0 {
						// Nothing needs t or m after the call.
						if err := in.fn(x, w, in, m); err != nil {
							g.pc = in.pc + 1
							x.flushIssue(w, &r)
							return err
						}
					}
					// The next instruction: insts[in.pc+1], or after the
					// last one the one past the end that Load put there
					// (not plain, at pc len(insts)).
					in = (*inst)(unsafe.Add(unsafe.Pointer(in), unsafe.Sizeof(inst{})))
					if !in.plain || r.n >= budget {
						break
					}
				}
				pc = int(in.pc)
				continue
			}
		general:
			t := w.t
			if in.req != 0 {
				t = w.scoreboardWait(in.req, t)
			}
			if in.global && (t > w.limT || t == w.limT && w.idx > w.limIdx) &&
				!(in.localMaybe && x.localOnly(w, in, gm&(w.p[in.guard&7]^in.guardX))) { // memlocalorder.go
				g.pc = int32(pc)
				x.flushIssue(w, &r)
				w.ready = t // readyTime's: the scoreboard wait of insts[pc] from w.t
				return nil
			}
			if r.n >= budget {
				g.pc = int32(pc)
				x.flushIssue(w, &r)
				w.last = t
				return x.warpErr(w, int32(pc), ErrLimit, "more than %d warp instructions issued (Options.MaxWarpInsts); endless loop?", x.maxInsts)
			}
			// Issue at cycle t.
			m := gm & (w.p[in.guard&7] ^ in.guardX)
			r.n++
			r.waits += t - w.t
			if m != gm {
				r.less += uint64(bits.OnesCount32(gm &^ m))
			}
			w.last = t
			w.t = t + in.gap
			if strict && (in.ctrlBad || in.manyTimed && !w.quiet(in, t) ||
				!in.manyTimed && max(w.timingAt(in.timed4[0]).until, w.timingAt(in.timed4[1]).until,
					w.timingAt(in.timed4[2]).until, w.timingAt(in.timed4[3]).until) > t) {
				// Something may be in flight: checkHazards looks at lanes
				// and segments (and finds nothing when nothing is).
				if err := x.checkHazards(w, in, gm, m, t); err != nil {
					g.pc = int32(pc)
					x.flushIssue(w, &r)
					return err
				}
			}
			delay := int64(in.lat)
			if in.variable && x.opts.Stress {
				delay = x.randDelay(delay)
			}
			if in.flow == flowNext {
				if m != 0 {
					if in.hasCMem {
						if err := x.checkConsts(w, in); err != nil {
							g.pc = int32(pc)
							x.flushIssue(w, &r)
							return err
						}
					}
					if err := in.fn(x, w, in, m); err != nil {
						g.pc = int32(pc) + 1
						x.flushIssue(w, &r)
						return err
					}
					if strict {
						if len(in.writeT) == 1 {
							// recordWrites's common case, inline: one
							// register, whose earlier writes have arrived.
							rt := w.timing(in.writeT[0])
							if t >= rt.until && len(rt.segs) == 1 {
								rt.segs[0] = regSeg{ready: t + delay, lanes: m | in.allLanes, prod: in.pc, variable: in.variable}
								rt.until = t + delay
							} else {
								w.recordWrites(in, m, t, t+delay)
							}
						} else if len(in.writeT) > 1 {
							w.recordWrites(in, m, t, t+delay)
						}
					}
				}
				pc++
				if in.wsb < isa.NumScoreboards {
					w.sb[in.wsb] = max(w.sb[in.wsb], t+delay)
				}
				continue
			}
			if in.flow == flowBRA && in.inlineFlow && (m == 0 || m == gm && (int(in.target) > pc || w.alone || len(w.groups) == 1 || w.othersWait())) {
				// A branch the whole group takes (forward, or backward with
				// no other group ready to reschedule: pick would choose this
				// one again) or none of it: no scheduling event. branch
				// does the same.
				if m != 0 {
					w.alone = w.alone || int(in.target) <= pc // then othersWait (or one group) held
					pc = int(in.target)
					if strict && len(in.writeT) != 0 {
						w.recordWrites(in, m, t, t+delay)
					}
				} else {
					pc++
				}
				if in.wsb < isa.NumScoreboards {
					w.sb[in.wsb] = max(w.sb[in.wsb], t+delay)
				}
				continue
			}
			if in.inlineFlow {
				next, ok, alone, err := x.flowInline(w, in, pc, gm, m, w.alone)
				if err != nil {
					g.pc = int32(pc)
					x.flushIssue(w, &r)
					return err
				}
				if ok {
					g = &w.groups[w.cur] // passAlone moves the current group
					w.alone = alone
					pc = next
					if strict && m != 0 && len(in.writeT) != 0 {
						w.recordWrites(in, m, t, t+delay)
					}
					if in.wsb < isa.NumScoreboards {
						w.sb[in.wsb] = max(w.sb[in.wsb], t+delay)
					}
					continue
				}
				if next == flowRan {
					// flowInline ran the scheduling event (flow's work;
					// these instructions never set resched or change
					// w.t): what follows flow below, then the run goes
					// on with the group pick chose instead of a new
					// run. Its counts carry over (the stalls telescope
					// as across flushIssue and startIssue), the new
					// group's lanes counting from here: r.less takes
					// the difference, modulo 2^64.
					if strict && m != 0 && len(in.writeT) != 0 {
						w.recordWrites(in, m, t, t+delay)
					}
					if in.wsb < isa.NumScoreboards {
						w.sb[in.wsb] = max(w.sb[in.wsb], t+delay)
					}
					g = &w.groups[w.cur]
					pc, gm = int(g.pc), g.mask
					lanes := uint64(bits.OnesCount32(gm))
					r.less += r.n * (lanes - r.lanes)
					r.lanes = lanes
					w.alone = false
					continue
				}
			}
			g.pc = int32(pc)
			x.flushIssue(w, &r)
			if err := x.flow(w, in, gm, m); err != nil {
				return err
			}
			if strict && m != 0 && len(in.writeT) != 0 {
				w.recordWrites(in, m, t, t+delay)
			}
			if in.wsb < isa.NumScoreboards {
				w.sb[in.wsb] = max(w.sb[in.wsb], t+delay)
			}
			if x.resched {
				x.resched = false
				return nil
			}
			break // a scheduling event: the current group may have changed
		}
	}
	return nil
}

// scoreboardWait returns the cycle, from t, at which the scoreboards req
// names are clear.
func (w *warp) scoreboardWait(req uint8, t int64) int64 {
	// Only the set bits (usually one): the scoreboards in ascending order,
	// bits from NumScoreboards up ignored.
	for r := req; r != 0; r &= r - 1 {
		k := bits.TrailingZeros8(r)
		if k >= len(w.sb) {
			break
		}
		t = max(t, w.sb[k])
	}
	return t
}

// The statistics count, for every instruction issued, the stall cycles since
// the warp's previous issue by cause: the stall count's part (tFixed - last
// - 1), the barrier's (t - tFixed, the time a barrier release added) and the
// scoreboards' (the rest). runWarp counts the instructions of one run of its
// inner loop in an issueRun: inside the loop nothing changes w.t after an
// issue but the issue itself (w.t = t + gap), so the barrier part is zero
// but before the first instruction, and the other parts telescope
// (flushIssue).

// issueRun counts the instructions one run of runWarp's inner loop issued.
type issueRun struct {
	n     uint64 // instructions issued
	lanes uint64 // the group's lanes (the run's instructions issue for them)
	less  uint64 // the lanes of the group that did not execute (guard false), summed over the instructions
	waits int64  // the scoreboard stall cycles before each (t - w.t at issue)
	base  int64  // w.t when the run started
	// The stall count's and the barrier's parts of the stalls before the
	// run's first instruction, from the warp's state when the run started
	// (the previous issue, if any).
	firstCount, firstBarrier int64
}

// startIssue sets r to the issueRun of an inner loop run of w starting
// now. It sets the fields one by one: a struct built in a temporary and
// copied (as the compiler copies a returned one) is read back with wider
// loads than its fields were stored with, which the host cannot forward
// from its store buffer (a stall at every run).
func (x *run) startIssue(w *warp, r *issueRun) {
	r.n, r.less, r.waits = 0, 0, 0
	r.base, r.lanes = w.t, uint64(bits.OnesCount32(w.groups[w.cur].mask))
	r.firstCount, r.firstBarrier = 0, 0
	if w.last >= 0 {
		r.firstCount = w.tFixed - w.last - 1
		r.firstBarrier = w.t - w.tFixed
	}
}

// flushIssue adds the instructions r counts to the statistics and clears
// r. The instructions were issued at t_1 .. t_n (t_n = w.last),
// the i-th after a scoreboard wait of s_i cycles (r.waits = S, their sum)
// from the cycle the previous one allowed, t_(i-1) + g_(i-1) (g an
// instruction's gap), or from r.base for the first. So t_n - r.base =
// S + G, G the gaps of all but the last, and the stall count's part is
// the first's plus G - (n-1), the scoreboards' is S. Inside the loop
// w.tFixed is not kept: it equals w.t after every issue.
func (x *run) flushIssue(w *warp, r *issueRun) {
	if r.n == 0 {
		return
	}
	st := &x.stats
	st.WarpInsts += r.n
	st.ThreadInsts += r.n*r.lanes - r.less
	g := w.last - r.base - r.waits
	st.Stalls[StallCount] += r.firstCount + g - int64(r.n-1)
	st.Stalls[StallBarrier] += r.firstBarrier
	st.Stalls[StallScoreboard] += r.waits
	w.tFixed = w.t
	*r = issueRun{}
}

// timing returns the timing of register k of w. k is one of an
// instruction's timed or writeT indices, which Load checked to lie inside
// w.allT: the issue loop reads them without bounds checks.
func (w *warp) timing(k uint16) *regTime {
	return (*regTime)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(w.allT)), uintptr(k)*unsafe.Sizeof(regTime{})))
}

// timingAt is timing with the index as a byte offset (inst.timed4).
func (w *warp) timingAt(off uint32) *regTime {
	return (*regTime)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(w.allT)), uintptr(off)))
}

// quiet says whether every register in touches has its last write arrived
// by cycle t (regTime.until): then nothing can be in flight and the
// hazard checks have nothing to find. Most instructions touch at most
// four registers: timed4, padded with warp.allT's last entry, which is
// never written.
// runWarp has this check inline for the instructions without manyTimed.
func (w *warp) quiet(in *inst, t int64) bool {
	for _, k := range in.timed {
		if w.timing(k).until > t {
			return false
		}
	}
	return true
}

// recordWrites notes in's writes, issued at cycle t in the lanes of m,
// visible at cycle ready.
func (w *warp) recordWrites(in *inst, m uint32, t, ready int64) {
	lanes := m | in.allLanes
	for i, k := range in.writeT {
		rt := w.timing(k)
		if t < rt.until || len(rt.segs) != 1 {
			w.recordWritesSlow(in, in.writeT[i:], lanes, t, ready)
			return
		}
		// The common case: every earlier write has arrived, so this one
		// becomes the register's only segment (what noteWrite does,
		// without storing the slice header).
		rt.segs[0] = regSeg{ready: ready, lanes: lanes, prod: in.pc, variable: in.variable}
		rt.until = ready
	}
}

func (w *warp) recordWritesSlow(in *inst, writeT []uint16, lanes uint32, t, ready int64) {
	for _, k := range writeT {
		noteWrite(w.timing(k), lanes, ready, t, in.pc, in.variable)
	}
}

// flow executes a flow instruction (all but the uniform branches runWarp
// takes itself).
func (x *run) flow(w *warp, in *inst, gm, m uint32) *Error {
	switch in.flow {
	case flowBRA:
		return x.branch(w, in, gm, m)
	case flowEXIT:
		return x.exit(w, in, gm, m)
	case flowBSSY:
		w.breg[in.d] = bReg{mask: m, target: in.target}
		w.groups[w.cur].pc++
		return nil
	case flowBSYNC:
		return x.bsync(w, in, gm, m)
	case flowWARPSYNC:
		return x.warpsync(w, in, gm, m)
	case flowBAR:
		return x.barrierArrive(w, in, m)
	case flowCALL:
		return x.call(w, in, gm, m)
	case flowRET:
		return x.ret(w, in, gm, m, int32(len(x.prog.insts)))
	}
	return nil
}

// randDelay draws a stress-mode delay uniformly from [1, 4*typical].
func (x *run) randDelay(typical int64) int64 {
	x.rng ^= x.rng << 13
	x.rng ^= x.rng >> 7
	x.rng ^= x.rng << 17
	return 1 + int64(x.rng%uint64(4*typical))
}

func (x *run) checkConsts(w *warp, in *inst) *Error {
	for _, o := range []*operand{&in.a, &in.b, &in.c} {
		if o.kind == oConst {
			for s := o.slot; s <= o.slot+boolInt(o.wide); s++ {
				if msg := x.constErr[s]; msg != "" {
					return x.warpErr(w, in.pc, ErrFault, "%s", msg)
				}
			}
		}
	}
	return nil
}

func boolInt(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// regName names register idx of a file for messages.
func regName(file, idx uint8) string {
	switch file {
	case fileGPR:
		return fmt.Sprintf("R%d", idx)
	case fileUR:
		return fmt.Sprintf("UR%d", idx)
	case filePR:
		return fmt.Sprintf("P%d", idx)
	}
	return fmt.Sprintf("UP%d", idx)
}

// checkHazards enforces the timing rules in strict mode: control bits that
// fit the latency class, no read of a value not yet visible, no overwrite of
// a register a variable-latency instruction has not written yet.
func (x *run) checkHazards(w *warp, in *inst, gm, m uint32, t int64) *Error {
	if in.ctrlErr != "" {
		return x.warpErr(w, in.pc, ErrHazard, "%s", in.ctrlErr)
	}
	if in.guard != isa.PT {
		if s := w.prT[in.guard].pending(t, gm, false); s != nil {
			return x.rawErr(w, in, regRef{file: filePR, idx: in.guard}, s, t)
		}
	}
	if m == 0 {
		return nil
	}
	// Sources are read by the lanes that execute: lanes whose guard is false
	// may see a register another group is still writing.
	for _, r := range in.reads {
		if s := w.allT[r.t].pending(t, m, false); s != nil {
			return x.rawErr(w, in, r, s, t)
		}
	}
	for _, r := range in.writes {
		if s := w.allT[r.t].pending(t, m, true); s != nil {
			return x.wawErr(w, in, r, s, t)
		}
	}
	return nil
}

func (x *run) rawErr(w *warp, in *inst, r regRef, rt *regSeg, t int64) *Error {
	prod := &x.prog.insts[rt.prod]
	var msg string
	if rt.variable {
		sb := "no scoreboard"
		if prod.wsb < isa.NumScoreboards {
			sb = fmt.Sprintf("SB%d", prod.wsb)
		}
		msg = fmt.Sprintf("RAW hazard: reads %s at cycle %d before the variable-latency result of %s arrives (cycle %d); "+
			"it should wait with $req on the producer's scoreboard (%s)", regName(r.file, r.idx), x.clockBase+t, x.site(rt.prod), x.clockBase+rt.ready, sb)
	} else {
		msg = fmt.Sprintf("RAW hazard: reads %s at cycle %d but %s (latency %d) makes it visible only at cycle %d; %d more stall cycles are needed",
			regName(r.file, r.idx), x.clockBase+t, x.site(rt.prod), prod.lat, x.clockBase+rt.ready, rt.ready-t)
	}
	e := x.warpErr(w, in.pc, ErrHazard, "%s", msg)
	e.HasOther, e.Other = true, x.site(rt.prod)
	return e
}

func (x *run) wawErr(w *warp, in *inst, r regRef, rt *regSeg, t int64) *Error {
	e := x.warpErr(w, in.pc, ErrHazard, "WAW hazard: writes %s at cycle %d while the variable-latency %s will still write it (arrives at cycle %d)",
		regName(r.file, r.idx), x.clockBase+t, x.site(rt.prod), x.clockBase+rt.ready)
	e.HasOther, e.Other = true, x.site(rt.prod)
	return e
}

// noteWrite records a write to a register in the lanes of lanes, issued at
// cycle t and visible at cycle ready.
func noteWrite(rt *regTime, lanes uint32, ready, t int64, pc int32, variable bool) {
	// The common case: nothing else in flight (or only an older
	// fixed-latency write this one outlasts in all its lanes). The segment
	// is rewritten in place: no slice header store.
	if len(rt.segs) == 1 && (t >= rt.segs[0].ready || rt.segs[0].lanes&^lanes == 0 && !rt.segs[0].variable && rt.segs[0].ready <= ready) {
		rt.segs[0] = regSeg{ready: ready, lanes: lanes, prod: pc, variable: variable}
		rt.until = ready
		return
	}
	if len(rt.segs) == 0 {
		rt.segs = append(rt.segs, regSeg{ready: ready, lanes: lanes, prod: pc, variable: variable})
		rt.until = ready
		return
	}
	var buf [8]regSeg
	out := buf[:0]
	rest := lanes
	for _, s := range rt.segs {
		if t >= s.ready {
			continue
		}
		both := s.lanes & lanes
		if both == 0 {
			out = append(out, s)
			continue
		}
		// An earlier write is still in flight in these lanes: the register
		// is visible there when both are (the pipeline is in order).
		m := regSeg{ready: max(s.ready, ready), lanes: both, prod: pc, variable: s.variable || variable}
		if s.ready > ready {
			m.prod = s.prod
		}
		out = append(out, m)
		if s.lanes&^lanes != 0 {
			s.lanes &^= lanes
			out = append(out, s)
		}
		rest &^= both
	}
	if rest != 0 {
		out = append(out, regSeg{ready: ready, lanes: rest, prod: pc, variable: variable})
	}
	rt.segs = append(rt.segs[:0], out...)
	rt.until = 0
	for _, s := range rt.segs {
		rt.until = max(rt.until, s.ready)
	}
}

// indirectRead checks (strict mode) a read of GPR r chosen at run time.
func (x *run) indirectRead(w *warp, in *inst, r int, m uint32) *Error {
	if !x.strict {
		return nil
	}
	if s := w.gprT[r].pending(w.last, m, false); s != nil {
		return x.rawErr(w, in, regRef{file: fileGPR, idx: uint8(r)}, s, w.last)
	}
	return nil
}

// indirectWrite checks and records (strict mode) a write of GPR r chosen at
// run time.
func (x *run) indirectWrite(w *warp, in *inst, r int, m uint32) *Error {
	if !x.strict {
		return nil
	}
	rt := &w.gprT[r]
	if s := rt.pending(w.last, m, true); s != nil {
		return x.wawErr(w, in, regRef{file: fileGPR, idx: uint8(r)}, s, w.last)
	}
	noteWrite(rt, m, w.last+int64(in.lat), w.last, in.pc, false)
	return nil
}
