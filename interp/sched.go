package interp

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"

	"gpucc/launch"
)

// run is the state of one launch.
type run struct {
	p          *Program
	l          launch.Launch
	kernel     *function
	params     []uint64
	byvals     []byvalParam // the launch's structs passed by value (byval.go)
	maxSteps   int64
	steps      int64
	globalSegs segTable
	bufSegs    []*segment // indexed like l.Args
	sharedSegs segTable
	ctaid      launch.Dim3
	threads    []*thread
	warps      [][32]*thread
	tmpV       []uint64
	tmpP       []uint32
	slice      int64  // instructions per time slice
	sched      uint64 // seeded schedule's xorshift state; 0: schedule 0 (in order)

	tmpA   []bool
	tmpAlt []uint64
	tmpHas []bool
	// approxControl: an approximable value decided a branch, a select or
	// an address (see Outcome.ApproxControl).
	approxControl bool
}

// maxBlockThreads is CUDA's limit on threads per CTA.
const maxBlockThreads = 1024

// Run interprets one launch of a kernel of the program.
func (p *Program) Run(l launch.Launch, opts Options) (res launch.Result, err error) {
	defer recoverInternal(&err)
	k := p.kernels[l.Kernel]
	if k == nil {
		return launch.Result{}, &Error{Kind: ErrLaunch, Msg: fmt.Sprintf("no kernel @%s in the module (kernels: %s)", l.Kernel, strings.Join(p.kernelNames, ", "))}
	}
	r := &run{p: p, l: l, kernel: k, maxSteps: opts.MaxSteps, slice: quantum}
	if opts.ScheduleSeed != 0 {
		// Seeded schedules step warps one instruction per lane at a time.
		r.sched, r.slice = seedSchedule(opts.ScheduleSeed), 1
	}
	if r.maxSteps <= 0 {
		r.maxSteps = DefaultMaxSteps
	}
	if err := r.setup(); err != nil {
		return launch.Result{}, err
	}
	for z := uint32(0); z < l.Grid.Z; z++ {
		for y := uint32(0); y < l.Grid.Y; y++ {
			for x := uint32(0); x < l.Grid.X; x++ {
				r.ctaid = launch.Dim3{X: x, Y: y, Z: z}
				if err := r.runCTA(); err != nil {
					return launch.Result{}, err
				}
			}
		}
	}
	res = launch.Result{Buffers: make([][]byte, len(l.Args))}
	for i, s := range r.bufSegs {
		if s != nil {
			res.Buffers[i] = s.data
		}
	}
	if opts.detail != nil {
		opts.detail.fill(r)
	}
	return res, nil
}

func (r *run) launchErr(format string, args ...interface{}) error {
	return &Error{Kind: ErrLaunch, Kernel: r.kernel.name, Msg: fmt.Sprintf(format, args...)}
}

// setup validates the launch, maps the arguments to parameter values and
// creates global memory.
func (r *run) setup() error {
	l := &r.l
	if l.Grid.Count() == 0 || l.Block.Count() == 0 {
		return r.launchErr("empty grid %v or block %v", l.Grid, l.Block)
	}
	if l.Block.Count() > maxBlockThreads {
		return r.launchErr("block %v has %d threads, more than %d", l.Block, l.Block.Count(), maxBlockThreads)
	}
	params := r.kernel.ir.Params
	if len(params) != len(l.Args) {
		return r.launchErr("kernel takes %d parameters, launch passes %d arguments", len(params), len(l.Args))
	}
	addrs := l.BufferAddrs()
	r.bufSegs = make([]*segment, len(l.Args))
	r.globalSegs = r.p.globalSegments()
	r.byvals = r.byvals[:0]
	for i, a := range l.Args {
		byval := false
		for _, at := range params[i].Attrs {
			switch at.(type) {
			case ir.Byval, *ir.Byval:
				byval = true
			case ir.ByRef, *ir.ByRef:
				return &Error{Kind: ErrUnsupported, Kernel: r.kernel.name, Msg: fmt.Sprintf("parameter %d (%s) is passed byref, which is not supported", i, params[i].Ident())}
			}
		}
		if byval {
			if err := r.byvalArg(i, a, params[i]); err != nil {
				return err
			}
			r.params = append(r.params, 0) // per thread: setupByval
			continue
		}
		w, ok := scalarWidth(params[i].Typ)
		if !ok {
			return r.launchErr("parameter %d (%s) has unsupported type %s", i, params[i].Ident(), params[i].Typ)
		}
		var v uint64
		switch a.Kind {
		case launch.Buffer:
			if w != 64 {
				return r.launchErr("buffer argument %d (%s) passed to %d-bit parameter %s", i, a.Name, w, params[i].Ident())
			}
			name := fmt.Sprintf("buffer %d", i)
			if a.Name != "" {
				name += " (" + a.Name + ")"
			}
			s := &segment{base: addrs[i], data: append([]byte{}, a.Data...), name: name}
			r.bufSegs[i] = s
			r.globalSegs = append(r.globalSegs, s)
			v = addrs[i]
		case launch.Scalar:
			if a.Size != 1 && a.Size != 2 && a.Size != 4 && a.Size != 8 {
				return r.launchErr("scalar argument %d (%s) has size %d", i, a.Name, a.Size)
			}
			from := uint(a.Size * 8)
			v = a.Value & maskOf(from)
			if r.kernel.paramFlag[i]&flagSignExt != 0 && w > from {
				v = uint64(sext(v, from))
			}
			v &= maskOf(w)
		default:
			return r.launchErr("argument %d has unknown kind %d", i, a.Kind)
		}
		r.params = append(r.params, v)
	}
	sort.Slice(r.globalSegs, func(i, j int) bool { return r.globalSegs[i].base < r.globalSegs[j].base })
	return nil
}

// setupShared creates the shared memory of a new CTA.
func (r *run) setupShared() {
	size := r.p.dynShared + uint64(r.l.SharedBytes)
	mem := make([]byte, size)
	init := make([]bool, size)
	r.sharedSegs = r.sharedSegs[:0]
	dynNames := []string{}
	for _, g := range r.p.globals {
		if g.space != asShared {
			continue
		}
		if g.dynamic {
			dynNames = append(dynNames, g.name)
			continue
		}
		s := &segment{base: g.addr, data: mem[g.addr : g.addr+g.size], init: init[g.addr : g.addr+g.size], name: g.name}
		copy(s.data, g.init)
		if g.defined == nil {
			for i := range s.init {
				s.init[i] = true
			}
		} else {
			copy(s.init, g.defined)
		}
		if g.size > 0 {
			r.sharedSegs = append(r.sharedSegs, s)
		}
	}
	if r.l.SharedBytes > 0 {
		d := r.p.dynShared
		name := "dynamic shared memory"
		if len(dynNames) > 0 {
			name += " (" + strings.Join(dynNames, ", ") + ")"
		}
		r.sharedSegs = append(r.sharedSegs, &segment{base: d, data: mem[d:size], init: init[d:size], name: name})
	}
}

// runCTA runs the CTA r.ctaid to completion.
func (r *run) runCTA() error {
	r.setupShared()
	l := &r.l
	n := int(l.Block.Count())
	for len(r.threads) < n {
		r.threads = append(r.threads, &thread{})
	}
	r.threads = r.threads[:n]
	r.warps = make([][32]*thread, (n+31)/32)
	for i, t := range r.threads {
		t.linear = i
		t.tid = launch.Dim3{X: uint32(i) % l.Block.X, Y: uint32(i) / l.Block.X % l.Block.Y, Z: uint32(i) / (l.Block.X * l.Block.Y)}
		t.lane, t.warp = uint32(i%32), i/32
		t.state = tRunnable
		t.frames, t.allocas, t.sp = t.frames[:0], t.allocas[:0], LocalStackBase
		f, _ := t.pushFrame(r.kernel)
		copy(f.vals, r.params)
		r.setupByval(t, f.vals)
		r.warps[t.warp][t.lane] = t
	}
	for {
		var ran bool
		var err error
		if r.sched != 0 {
			ran, err = r.stepRandomWarp()
		} else {
			ran, err = r.stepInOrder()
		}
		if err != nil {
			return err
		}
		if ran {
			continue
		}
		fired, err := r.fireCollectives()
		if err != nil {
			return err
		}
		if fired {
			continue
		}
		if fired, err = r.fireBarrier(); err != nil {
			return err
		}
		if fired {
			continue
		}
		if r.fireActiveMask() {
			continue
		}
		for _, t := range r.threads {
			if t.state != tExited {
				return r.deadlock()
			}
		}
		return nil
	}
}

// stepInOrder is schedule 0: one pass over the runnable threads in linear
// order, each running a long time slice (quantum instructions).
func (r *run) stepInOrder() (bool, error) {
	ran := false
	for _, t := range r.threads {
		if t.state == tRunnable {
			ran = true
			if err := r.exec(t); err != nil {
				return false, err
			}
		}
	}
	return ran, nil
}

// maxRoundsLog2 bounds a seeded schedule's time slices: a warp runs 2^k
// rounds, k drawn from [0, maxRoundsLog2], so schedules mix interleavings
// at every instruction with ones where a warp runs far ahead.
const maxRoundsLog2 = 10

// stepRandomWarp is one step of a seeded schedule: it picks a warp with a
// runnable lane at random and runs it for a random number of rounds. The
// lanes of a warp stay in lockstep: in a round every runnable lane executes
// one instruction, in lane order. A collective that all lanes of its mask
// have reached fires at once, so the warp can go on while others run.
// It returns false when no thread of the CTA is runnable.
func (r *run) stepRandomWarp() (bool, error) {
	n := len(r.warps)
	start := int(r.random() % uint64(n))
	for k := 0; k < n; k++ {
		wi := (start + k) % n
		if !r.warpRunnable(wi) {
			continue
		}
		rounds := 1 << (r.random() % (maxRoundsLog2 + 1))
		for ; rounds > 0; rounds-- {
			ran := false
			for _, t := range r.warps[wi] {
				if t != nil && t.state == tRunnable {
					ran = true
					if err := r.exec(t); err != nil {
						return false, err
					}
				}
			}
			if ran {
				continue
			}
			// Every lane waits or has exited: fire what is complete.
			fired, err := r.fireWarpCollectives(r.warps[wi])
			if err != nil {
				return false, err
			}
			if !fired {
				break
			}
		}
		if _, err := r.fireWarpCollectives(r.warps[wi]); err != nil {
			return false, err
		}
		return true, nil
	}
	return false, nil
}

func (r *run) warpRunnable(wi int) bool {
	for _, t := range r.warps[wi] {
		if t != nil && t.state == tRunnable {
			return true
		}
	}
	return false
}

// seedSchedule turns a schedule number into the scheduler's xorshift state
// (splitmix64, so that neighbouring numbers give unrelated schedules; never
// zero).
func seedSchedule(n uint64) uint64 {
	z := n + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	if z == 0 {
		z = 1
	}
	return z
}

// random advances the scheduler's xorshift state.
func (r *run) random() uint64 {
	x := r.sched
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	r.sched = x
	return x
}

// maskArg is the argument index of a collective's membermask, or -1.
func maskArg(kind uint8) int {
	switch kind {
	case cWarpSync, cShflIdx, cShflUp, cShflDown, cShflBfly, cVoteAll, cVoteAny, cVoteUni, cVoteBallot, cMatchAny, cMatchAll, cMovMatrix:
		return 0
	case cRedux:
		return 1
	}
	return -1
}

func isBarrier(kind uint8) bool { return kind <= cBarrierOr }

// arrive records that thread t waits at collective or barrier in.
func (r *run) arrive(t *thread, in *instr, vals []uint64, pois []uint32) error {
	w := &t.wait
	*w = waitRec{in: in}
	apx := t.frames[len(t.frames)-1].apx
	for k, s := range in.x.args {
		if k < len(w.args) {
			w.args[k], w.pois[k], w.apx[k] = vals[s], pois[s], apx[s]
			w.alt[k], w.hasAlt[k] = t.frames[len(t.frames)-1].alt[s], t.frames[len(t.frames)-1].hasAlt[s]
			w.apxOut = w.apxOut || apx[s]
		}
	}
	if mi := maskArg(in.sub); mi >= 0 {
		if p := w.pois[mi]; p != 0 {
			return r.poisonErr(t, in, "the membermask", p)
		}
		w.mask = uint32(w.args[mi])
		if w.mask&(1<<t.lane) == 0 {
			return r.fail(t, in, ErrMembermask, "undefined behaviour: lane %d is not in its own membermask 0x%08x", t.lane, w.mask)
		}
	}
	switch in.sub {
	case cShflIdx, cShflUp, cShflDown, cShflBfly:
		for k := 2; k <= 3; k++ {
			if p := w.pois[k]; p != 0 {
				return r.poisonErr(t, in, "the shuffle lane operand", p)
			}
		}
	case cBarrier:
		if len(in.x.args) > 0 && w.pois[0] != 0 {
			return r.poisonErr(t, in, "the barrier id", w.pois[0])
		}
	}
	t.state = tWaiting
	return nil
}

// release stores a collective's result into thread t and makes it runnable.
func (t *thread) release(v uint64, p uint32, pair bool, pred uint64) {
	f := t.frames[len(t.frames)-1]
	in := t.wait.in
	if in.dst >= 0 {
		f.vals[in.dst], f.pois[in.dst], f.apx[in.dst] = v, p, t.wait.apxOut
		f.alt[in.dst], f.hasAlt[in.dst] = t.wait.altOut, t.wait.hasAltOut
		if pair {
			f.vals[in.dst+1], f.pois[in.dst+1], f.apx[in.dst+1] = pred, p, t.wait.apxOut
		}
	}
	t.state = tRunnable
}

// fireCollectives fires every warp collective whose lanes have all arrived.
func (r *run) fireCollectives() (bool, error) {
	fired := false
	for _, warp := range r.warps {
		f, err := r.fireWarpCollectives(warp)
		if err != nil {
			return false, err
		}
		fired = fired || f
	}
	return fired, nil
}

// fireWarpCollectives fires the collectives of one warp whose lanes have
// all arrived.
func (r *run) fireWarpCollectives(warp [32]*thread) (bool, error) {
	fired := false
	for _, t := range warp {
		if t != nil {
			t.wait.done = false
		}
	}
	for _, t := range warp {
		if t == nil || t.state != tWaiting || t.wait.done || maskArg(t.wait.in.sub) < 0 {
			continue
		}
		in, mask := t.wait.in, t.wait.mask
		ready := true
		for m := mask; m != 0; m &= m - 1 {
			j := bits.TrailingZeros32(m)
			u := warp[j]
			if u == nil || u.state == tExited {
				return false, r.fail(t, in, ErrMembermask, "undefined behaviour: membermask 0x%08x names lane %d, which %s", mask, j, map[bool]string{true: "does not exist", false: "has exited"}[u == nil])
			}
			if u.state != tWaiting || u.wait.in != in {
				ready = false
				continue
			}
			if u.wait.mask != mask {
				return false, r.fail(t, in, ErrMembermask, "undefined behaviour: lanes %d and %d execute the collective with different membermasks 0x%08x and 0x%08x", t.lane, j, mask, u.wait.mask)
			}
		}
		if !ready {
			continue
		}
		if err := r.fire(warp, t, in, mask); err != nil {
			return false, err
		}
		fired = true
	}
	return fired, nil
}

// fire computes the results of collective in for the lanes of mask.
func (r *run) fire(warp [32]*thread, first *thread, in *instr, mask uint32) error {
	lanes := make([]*thread, 0, 32)
	for m := mask; m != 0; m &= m - 1 {
		u := warp[bits.TrailingZeros32(m)]
		u.wait.done = true
		lanes = append(lanes, u)
	}
	pair := in.flags&flagPair != 0
	switch in.sub {
	case cWarpSync:
		for _, u := range lanes {
			u.release(0, 0, false, 0)
		}
	case cShflIdx, cShflUp, cShflDown, cShflBfly:
		type res struct {
			v      uint64
			p      uint32
			pval   uint64
			apx    bool
			alt    uint64
			hasAlt bool
		}
		out := make([]res, len(lanes))
		for k, u := range lanes {
			lane := int(u.lane)
			b, c := int(u.wait.args[2]&31), int(u.wait.args[3]&31)
			seg := int(u.wait.args[3]>>8) & 31
			maxLane := (lane & seg) | (c &^ seg)
			minLane := lane & seg
			var j int
			var pval bool
			switch in.sub {
			case cShflUp:
				j = lane - b
				pval = j >= maxLane
			case cShflDown:
				j = lane + b
				pval = j <= maxLane
			case cShflBfly:
				j = lane ^ b
				pval = j <= maxLane
			case cShflIdx:
				j = minLane | (b &^ seg)
				pval = j <= maxLane
			}
			if !pval {
				j = lane
			}
			if mask&(1<<uint(j)) == 0 {
				return r.fail(u, in, ErrShuffleLane, "undefined behaviour: shuffle reads lane %d, which is not in membermask 0x%08x", j, mask)
			}
			src := warp[j]
			out[k] = res{src.wait.args[1] & 0xffffffff, src.wait.pois[1], b2u(pval), src.wait.apx[1], src.wait.alt[1], src.wait.hasAlt[1]}
		}
		for k, u := range lanes {
			// A shuffle's result is approximable when the value read is.
			u.wait.apxOut = out[k].apx
			u.wait.altOut, u.wait.hasAltOut = out[k].alt, out[k].hasAlt
			u.release(out[k].v, out[k].p, pair, out[k].pval)
		}
	case cMovMatrix:
		var in32 [32]uint32
		var p uint32
		for _, u := range lanes {
			in32[u.lane] = uint32(u.wait.args[1])
			if p == 0 {
				p = u.wait.pois[1]
			}
		}
		out := movMatrix(in32)
		for _, u := range lanes {
			u.release(uint64(out[u.lane]), p, false, 0)
		}
	case cVoteAll, cVoteAny, cVoteUni, cVoteBallot:
		var ballot uint32
		var p uint32
		for _, u := range lanes {
			if u.wait.args[1]&1 != 0 {
				ballot |= 1 << u.lane
			}
			if p == 0 {
				p = u.wait.pois[1]
			}
		}
		var v uint64
		switch in.sub {
		case cVoteAll:
			v = b2u(ballot == mask)
		case cVoteAny:
			v = b2u(ballot != 0)
		case cVoteUni:
			v = b2u(ballot == 0 || ballot == mask)
		case cVoteBallot:
			v = uint64(ballot)
		}
		for _, u := range lanes {
			u.release(v, p, false, 0)
		}
	case cMatchAny, cMatchAll:
		var p uint32
		for _, u := range lanes {
			if p == 0 {
				p = u.wait.pois[1]
			}
		}
		all := true
		for _, u := range lanes {
			var same uint32
			for _, o := range lanes {
				if o.wait.args[1] == u.wait.args[1] {
					same |= 1 << o.lane
				}
			}
			if same != mask {
				all = false
			}
			if in.sub == cMatchAny {
				u.wait.args[2] = uint64(same)
			}
		}
		for _, u := range lanes {
			if in.sub == cMatchAny {
				u.release(u.wait.args[2], p, false, 0)
			} else if all {
				u.release(uint64(mask), p, true, 1)
			} else {
				u.release(0, p, true, 0)
			}
		}
	case cRedux:
		var acc uint64
		var p uint32
		for k, u := range lanes {
			v := u.wait.args[0] & 0xffffffff
			if p == 0 {
				p = u.wait.pois[0]
			}
			if k == 0 {
				acc = v
				continue
			}
			switch in.w2 {
			case binAdd:
				acc = (acc + v) & 0xffffffff
			case binAnd:
				acc &= v
			case binOr:
				acc |= v
			case binXor:
				acc ^= v
			case reduxUMin:
				acc = min(acc, v)
			case reduxUMax:
				acc = max(acc, v)
			case reduxMin:
				if sext(v, 32) < sext(acc, 32) {
					acc = v
				}
			case reduxMax:
				if sext(v, 32) > sext(acc, 32) {
					acc = v
				}
			}
		}
		for _, u := range lanes {
			u.release(acc, p, false, 0)
		}
	default:
		return r.fail(first, in, ErrUnsupported, "internal error: collective %d", in.sub)
	}
	return nil
}

// fireBarrier releases a barrier once every live thread of the CTA waits
// at it.
func (r *run) fireBarrier() (bool, error) {
	var first *thread
	var live []*thread
	for _, t := range r.threads {
		if t.state == tExited {
			continue
		}
		if t.state != tWaiting || !isBarrier(t.wait.in.sub) {
			return false, nil
		}
		live = append(live, t)
		if first == nil {
			first = t
		}
	}
	if first == nil {
		return false, nil
	}
	if fired, counted, err := r.fireCountedBarriers(live); counted {
		return fired, err
	}
	in := first.wait.in
	id := first.wait.barrierID()
	for _, t := range live {
		if t.wait.in != in || t.wait.barrierID() != id {
			return false, r.fail(t, t.wait.in, ErrBarrier,
				"undefined behaviour: divergent barrier: thread (%d,%d,%d) waits at `%s` in block %s (barrier %d) while this thread waits here (barrier %d)",
				first.tid.X, first.tid.Y, first.tid.Z, r.p.sites[in.site].text(), r.p.sites[in.site].block, id, t.wait.barrierID())
		}
	}
	var count uint64
	var p uint32
	for _, t := range live {
		if in.sub != cBarrier {
			count += t.wait.args[0] & 1
			if p == 0 {
				p = t.wait.pois[0]
			}
		}
	}
	var v uint64
	switch in.sub {
	case cBarrierPopc:
		v = count
	case cBarrierAnd:
		v = b2u(count == uint64(len(live)))
	case cBarrierOr:
		v = b2u(count != 0)
	}
	for _, t := range live {
		t.release(v, p, false, 0)
	}
	return true, nil
}

// barrierCount is the thread count of a named barrier with one
// (llvm.nvvm.barrier.sync.cnt, llvm.nvvm.barrier), else 0: every live thread.
func (w *waitRec) barrierCount() uint64 {
	if w.in.sub == cBarrier && len(w.in.x.args) > 1 {
		return w.args[1]
	}
	return 0
}

// fireCountedBarriers handles a CTA in which some thread waits at a named
// barrier with a thread count (counted reports whether one does). As on
// the hardware, a warp arriving counts for 32 threads; a barrier id with a
// count completes, releasing its waiters, when 32 x the warps waiting on it
// reach the count. The waiters of one id must agree on the count, and more
// arrivals than the count are an error.
func (r *run) fireCountedBarriers(live []*thread) (fired, counted bool, err error) {
	type group struct {
		count   uint64
		first   *thread
		threads []*thread
		warps   map[int]bool
	}
	groups := map[uint64]*group{}
	var ids []uint64
	for _, t := range live {
		if t.wait.in.sub != cBarrier {
			continue
		}
		id, cnt := t.wait.barrierID(), t.wait.barrierCount()
		if cnt != 0 {
			counted = true
		}
		g := groups[id]
		if g == nil {
			g = &group{count: cnt, first: t, warps: map[int]bool{}}
			groups[id] = g
			ids = append(ids, id)
		}
		if g.count != cnt {
			return false, true, r.fail(t, t.wait.in, ErrBarrier,
				"undefined behaviour: barrier %d: this thread waits with count %d, thread (%d,%d,%d) with count %d",
				id, cnt, g.first.tid.X, g.first.tid.Y, g.first.tid.Z, g.count)
		}
		g.threads = append(g.threads, t)
		g.warps[t.warp] = true
	}
	if !counted {
		return false, false, nil
	}
	for _, id := range ids {
		g := groups[id]
		if g.count == 0 {
			continue
		}
		arrived := 32 * uint64(len(g.warps))
		if arrived > g.count {
			return false, true, r.fail(g.first, g.first.wait.in, ErrBarrier,
				"undefined behaviour: %d threads (%d warps) arrived at barrier %d, whose count is %d", arrived, len(g.warps), id, g.count)
		}
		if arrived == g.count {
			for _, t := range g.threads {
				t.release(0, 0, false, 0)
			}
			fired = true
		}
	}
	if !fired && len(groups) == 1 && groups[ids[0]].count != 0 {
		g := groups[ids[0]]
		return false, true, r.fail(g.first, g.first.wait.in, ErrDeadlock,
			"deadlock: every live thread waits at barrier %d, whose count %d exceeds the %d arriving threads", ids[0], g.count, 32*len(g.warps))
	}
	return fired, true, nil
}

func (w *waitRec) barrierID() uint64 {
	if w.in.sub == cBarrier && len(w.in.x.args) > 0 {
		return w.args[0]
	}
	return 0
}

// fireActiveMask answers every pending activemask with the lanes of the
// warp that wait at the same instruction.
func (r *run) fireActiveMask() bool {
	fired := false
	for _, warp := range r.warps {
		for _, t := range warp {
			if t == nil || t.state != tWaiting || t.wait.in.sub != cActiveMask {
				continue
			}
			in := t.wait.in
			var mask uint32
			for _, u := range warp {
				if u != nil && u.state == tWaiting && u.wait.in == in {
					mask |= 1 << u.lane
				}
			}
			for _, u := range warp {
				if u != nil && u.state == tWaiting && u.wait.in == in {
					u.release(uint64(mask), 0, false, 0)
				}
			}
			fired = true
		}
	}
	return fired
}

// deadlock reports a CTA in which no thread can make progress.
func (r *run) deadlock() error {
	var first *thread
	var lines []string
	for _, t := range r.threads {
		if t.state != tWaiting {
			continue
		}
		if first == nil {
			first = t
		}
		if len(lines) < 8 {
			s := &r.p.sites[t.wait.in.site]
			what := collNames[t.wait.in.sub]
			if maskArg(t.wait.in.sub) >= 0 {
				what += fmt.Sprintf(" with membermask 0x%08x", t.wait.mask)
			}
			lines = append(lines, fmt.Sprintf("thread (%d,%d,%d) waits at %s (`%s` in block %s of @%s)", t.tid.X, t.tid.Y, t.tid.Z, what, s.text(), s.block, s.fn.name))
		}
	}
	exited := 0
	for _, t := range r.threads {
		if t.state == tExited {
			exited++
		}
	}
	return r.fail(first, first.wait.in, ErrDeadlock, "deadlock: no thread can make progress (%d of %d threads exited): %s",
		exited, len(r.threads), strings.Join(lines, "; "))
}
