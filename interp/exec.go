package interp

import (
	"fmt"
	"math/bits"

	"github.com/llir/llvm/ir/enum"

	"gpucc/launch"
)

type threadState uint8

const (
	tRunnable threadState = iota
	tWaiting              // at a collective or barrier, see thread.wait
	tExited
)

// thread is one CUDA thread: a stack of frames plus its local memory.
type thread struct {
	linear  int
	tid     launch.Dim3
	lane    uint32
	warp    int
	state   threadState
	frames  []*frame
	pool    []*frame // frames kept for reuse, indexed by depth
	allocas segTable
	sp      uint64 // next free local offset
	wait    waitRec
}

// waitRec records the collective or barrier a thread waits at.
type waitRec struct {
	in   *instr
	args [4]uint64
	pois [4]uint32
	apx  [4]bool
	// apxOut: the collective's result is approximable.
	apxOut bool
	// alt values of the arguments and of the result (fpalt.go).
	alt       [4]uint64
	hasAlt    [4]bool
	altOut    uint64
	hasAltOut bool
	mask      uint32
	done      bool // already handled in the current resolution pass
}

type frame struct {
	fn   *function
	vals []uint64
	pois []uint32 // 0, or the origin of the poison (site+1 or undefOrigin)
	apx  []bool   // the value derives from an approximable operation
	// alt is the value in the evaluation that fuses every contractable
	// multiply-add, where hasAlt says it has been computed (fpalt.go).
	alt      []uint64
	hasAlt   []bool
	pc       int32
	retDst   int32
	sp       uint64
	nallocas int
}

// quantum is the number of instructions a thread runs before the scheduler
// moves on, so that spin-waits on memory written by other threads progress.
const quantum = 1 << 13

// maxDepth bounds the call stack.
const maxDepth = 1024

func (t *thread) pushFrame(fn *function) (*frame, bool) {
	d := len(t.frames)
	if d >= maxDepth {
		return nil, false
	}
	var f *frame
	if d < len(t.pool) && cap(t.pool[d].vals) >= fn.nslots {
		f = t.pool[d]
		f.vals, f.pois, f.apx = f.vals[:fn.nslots], f.pois[:fn.nslots], f.apx[:fn.nslots]
		f.alt, f.hasAlt = f.alt[:fn.nslots], f.hasAlt[:fn.nslots]
	} else {
		f = &frame{vals: make([]uint64, fn.nslots), pois: make([]uint32, fn.nslots), apx: make([]bool, fn.nslots),
			alt: make([]uint64, fn.nslots), hasAlt: make([]bool, fn.nslots)}
		if d < len(t.pool) {
			t.pool[d] = f
		} else {
			t.pool = append(t.pool, f)
		}
	}
	copy(f.vals, fn.tmplV)
	copy(f.pois, fn.tmplP)
	clear(f.apx)
	clear(f.hasAlt)
	f.fn, f.pc, f.retDst, f.sp, f.nallocas = fn, 0, -1, t.sp, len(t.allocas)
	t.frames = append(t.frames, f)
	return f, true
}

// fail builds an error located at instruction in of thread t.
func (r *run) fail(t *thread, in *instr, kind Kind, format string, args ...interface{}) *Error {
	e := &Error{Kind: kind, Kernel: r.kernel.name, Msg: fmt.Sprintf(format, args...)}
	if in != nil {
		s := &r.p.sites[in.site]
		e.Func, e.Block, e.Inst = s.fn.name, s.block, s.text()
	}
	if t != nil {
		e.HasThread, e.Thread, e.CTA = true, t.tid, r.ctaid
	}
	return e
}

// accessErr is fail for an access resolve refused: the message after what
// (which operand of a memory intrinsic, or nothing), and the address space
// the access resolved to.
func (r *run) accessErr(t *thread, in *instr, f accessFault, what string) *Error {
	e := r.fail(t, in, f.kind, "%s%s", what, f.msg)
	e.Space = spaceName(f.space)
	return e
}

// origin describes where a poison value came from.
func (r *run) origin(p uint32) string {
	if p == undefOrigin {
		return "an undef or poison constant"
	}
	s := &r.p.sites[p-1]
	return fmt.Sprintf("`%s` in block %s of @%s", s.text(), s.block, s.fn.name)
}

func (r *run) poisonErr(t *thread, in *instr, what string, p uint32) *Error {
	return r.fail(t, in, ErrPoison, "undefined behaviour: %s is poison (from %s)", what, r.origin(p))
}

// takeEdge performs the phi copies of e.
func (r *run) takeEdge(e *edge, fr *frame) {
	vals, pois, apx, alt, has := fr.vals, fr.pois, fr.apx, fr.alt, fr.hasAlt
	cp := e.copies
	if !e.overlap {
		for k := 0; k < len(cp); k += 2 {
			d, s := cp[k], cp[k+1]
			vals[d], pois[d], apx[d], alt[d], has[d] = vals[s], pois[s], apx[s], alt[s], has[s]
		}
		return
	}
	n := len(cp) / 2
	if cap(r.tmpV) < n {
		r.tmpV, r.tmpP, r.tmpA = make([]uint64, n), make([]uint32, n), make([]bool, n)
		r.tmpAlt, r.tmpHas = make([]uint64, n), make([]bool, n)
	}
	for k := 0; k < n; k++ {
		s := cp[2*k+1]
		r.tmpV[k], r.tmpP[k], r.tmpA[k], r.tmpAlt[k], r.tmpHas[k] = vals[s], pois[s], apx[s], alt[s], has[s]
	}
	for k := 0; k < n; k++ {
		d := cp[2*k]
		vals[d], pois[d], apx[d], alt[d], has[d] = r.tmpV[k], r.tmpP[k], r.tmpA[k], r.tmpAlt[k], r.tmpHas[k]
	}
}

// exec runs thread t until it exits, blocks, or uses up its quantum.
func (r *run) exec(t *thread) error {
	fr := t.frames[len(t.frames)-1]
	code, vals, pois, apx, pc := fr.fn.code, fr.vals, fr.pois, fr.apx, fr.pc
	steps := int64(0)
	defer func() { r.steps += steps }()
	for ; steps < r.slice; steps++ {
		in := &code[pc]
		pc++
		switch in.op {
		case opBin:
			a, b := vals[in.a], vals[in.b]
			p := pois[in.a]
			if p == 0 {
				p = pois[in.b]
			}
			if in.sub >= binUDiv && in.sub <= binSRem && pois[in.b] != 0 {
				return r.poisonErr(t, in, "the divisor", pois[in.b])
			}
			v, res := binop(in.sub, uint(in.w), in.flags, a, b)
			switch res {
			case binPoison:
				if p == 0 {
					p = uint32(in.site) + 1
				}
			case binDivZero:
				return r.fail(t, in, ErrDivByZero, "undefined behaviour: %s by zero", binNames[in.sub])
			case binDivOverflow:
				return r.fail(t, in, ErrDivOverflow, "undefined behaviour: signed overflow in %s (%d / -1)", binNames[in.sub], sext(a, uint(in.w)))
			}
			vals[in.dst], pois[in.dst], apx[in.dst] = v, p, apx[in.a] || apx[in.b]
		case opFP:
			r.fp(in, fr)
		case opICmp:
			p := pois[in.a]
			if p == 0 {
				p = pois[in.b]
			}
			vals[in.dst], pois[in.dst], apx[in.dst] = b2u(icmp(enum.IPred(in.sub), uint(in.w), vals[in.a], vals[in.b])), p, apx[in.a] || apx[in.b]
		case opSelect:
			src := in.c
			if vals[in.a]&1 != 0 {
				src = in.b
			}
			p := pois[in.a]
			if p == 0 {
				p = pois[src]
			}
			r.approxControl = r.approxControl || apx[in.a]
			vals[in.dst], pois[in.dst], apx[in.dst] = vals[src], p, apx[src] || apx[in.a]
			altSrc := src
			if fr.hasAlt[in.a] {
				// The alternative evaluation may choose the other operand.
				altSrc = in.c
				if fr.alt[in.a]&1 != 0 {
					altSrc = in.b
				}
			}
			fr.alt[in.dst], fr.hasAlt[in.dst] = altOf(fr, altSrc), fr.hasAlt[altSrc] || altSrc != src
		case opSelectN:
			src := in.c
			if vals[in.a]&1 != 0 {
				src = in.b
			}
			for k := int32(0); k < int32(in.imm); k++ {
				p := pois[in.a]
				if p == 0 {
					p = pois[src+k]
				}
				vals[in.dst+k], pois[in.dst+k], apx[in.dst+k] = vals[src+k], p, apx[src+k] || apx[in.a]
				fr.alt[in.dst+k], fr.hasAlt[in.dst+k] = fr.alt[src+k], fr.hasAlt[src+k]
			}
			r.approxControl = r.approxControl || apx[in.a]
		case opCopy:
			vals[in.dst], pois[in.dst], apx[in.dst] = vals[in.a], pois[in.a], apx[in.a]
			fr.alt[in.dst], fr.hasAlt[in.dst] = fr.alt[in.a], fr.hasAlt[in.a]
		case opCopyN:
			n := int32(in.imm)
			copy(vals[in.dst:in.dst+n], vals[in.a:in.a+n])
			copy(pois[in.dst:in.dst+n], pois[in.a:in.a+n])
			copy(apx[in.dst:in.dst+n], apx[in.a:in.a+n])
			copy(fr.alt[in.dst:in.dst+n], fr.alt[in.a:in.a+n])
			copy(fr.hasAlt[in.dst:in.dst+n], fr.hasAlt[in.a:in.a+n])
		case opSExt:
			vals[in.dst], pois[in.dst], apx[in.dst] = uint64(sext(vals[in.a], uint(in.w)))&maskOf(uint(in.w2)), pois[in.a], apx[in.a]
		case opTrunc:
			vals[in.dst], pois[in.dst], apx[in.dst] = vals[in.a]&maskOf(uint(in.w2)), pois[in.a], apx[in.a]
		case opAddImm:
			vals[in.dst], pois[in.dst], apx[in.dst] = vals[in.a]+in.imm, pois[in.a], apx[in.a]
		case opFreeze:
			for k := int32(0); k < int32(in.imm); k++ {
				apx[in.dst+k] = apx[in.a+k]
				fr.alt[in.dst+k], fr.hasAlt[in.dst+k] = fr.alt[in.a+k], fr.hasAlt[in.a+k] && pois[in.a+k] == 0
				if pois[in.a+k] != 0 {
					vals[in.dst+k], pois[in.dst+k] = 0, 0
				} else {
					vals[in.dst+k], pois[in.dst+k] = vals[in.a+k], 0
				}
			}
		case opGEP:
			addr, p, a := vals[in.a]+in.imm, pois[in.a], apx[in.a]
			for _, g := range in.x.gep {
				addr += uint64(sext(vals[g.slot], uint(g.w))) * g.scale
				if p == 0 {
					p = pois[g.slot]
				}
				a = a || apx[g.slot]
			}
			vals[in.dst], pois[in.dst], apx[in.dst] = addr, p, a
		case opLoad:
			if p := pois[in.a]; p != 0 {
				return r.poisonErr(t, in, "the address", p)
			}
			ref, f := r.resolve(t, uint64(in.as), vals[in.a], in.imm, uint64(in.align), accLoad)
			if f.kind != 0 {
				return r.accessErr(t, in, f, "")
			}
			var p uint32
			if !ref.defined(in.imm) {
				p = uint32(in.site) + 1
			}
			r.approxControl = r.approxControl || apx[in.a]
			vals[in.dst], pois[in.dst], apx[in.dst] = readLE(ref.bytes(in.imm))&maskOf(uint(in.w)), p, ref.approx(in.imm)
			fr.alt[in.dst], fr.hasAlt[in.dst] = ref.altValue(in.imm)
		case opStore:
			if p := pois[in.a]; p != 0 {
				return r.poisonErr(t, in, "the address", p)
			}
			if p := pois[in.b]; p != 0 {
				return r.poisonErr(t, in, "the stored value", p)
			}
			ref, f := r.resolve(t, uint64(in.as), vals[in.a], in.imm, uint64(in.align), accStore)
			if f.kind != 0 {
				return r.accessErr(t, in, f, "")
			}
			writeLE(ref.bytes(in.imm), vals[in.b])
			ref.markDefined(in.imm)
			ref.setApprox(in.imm, apx[in.b])
			ref.setAlt(in.imm, fr.alt[in.b], fr.hasAlt[in.b])
			r.approxControl = r.approxControl || apx[in.a]
		case opAtomic, opCmpXchg:
			if err := r.atomic(t, in, vals, pois, apx); err != nil {
				return err
			}
		case opAlloca:
			if err := r.alloca(t, in, vals, pois); err != nil {
				return err
			}
			apx[in.dst] = false
		case opSreg:
			vals[in.dst], pois[in.dst], apx[in.dst] = r.sreg(t, in.sub), 0, false
		case opPTX:
			r.ptxExec(in, vals, pois)
		case opIntr:
			if err := r.intrinsic(t, in, vals, pois); err != nil {
				return err
			}
			a := apx[in.a] || (in.b >= 0 && apx[in.b]) || (in.c >= 0 && apx[in.c])
			apx[in.dst] = a
			if in.sub >= inUAddO && in.sub <= inSMulO {
				apx[in.dst+1] = a
			}
		case opMem:
			if err := r.memIntrinsic(t, in, vals, pois, apx); err != nil {
				return err
			}
		case opLifetime:
			if pois[in.a] == 0 {
				r.lifetime(t, in, vals[in.a])
			}
		case opCall:
			x := in.x
			fr.pc = pc
			nf, ok := t.pushFrame(x.callee)
			if !ok {
				return r.fail(t, in, ErrUnsupported, "call stack deeper than %d frames", maxDepth)
			}
			for k, s := range x.args {
				if pois[s] != 0 && x.noundef[k] {
					t.frames = t.frames[:len(t.frames)-1]
					return r.poisonErr(t, in, fmt.Sprintf("noundef argument %d", k), pois[s])
				}
				nf.vals[k], nf.pois[k], nf.apx[k] = vals[s], pois[s], apx[s]
				nf.alt[k], nf.hasAlt[k] = fr.alt[s], fr.hasAlt[s]
			}
			nf.retDst = in.dst
			fr = nf
			code, vals, pois, apx, pc = fr.fn.code, fr.vals, fr.pois, fr.apx, 0
		case opRet:
			done := fr
			t.frames = t.frames[:len(t.frames)-1]
			t.allocas, t.sp = t.allocas[:done.nallocas], done.sp
			if len(t.frames) == 0 {
				t.state = tExited
				return nil
			}
			fr = t.frames[len(t.frames)-1]
			if done.retDst >= 0 && in.a >= 0 {
				n := int32(in.imm)
				copy(fr.alt[done.retDst:done.retDst+n], done.alt[in.a:in.a+n])
				copy(fr.hasAlt[done.retDst:done.retDst+n], done.hasAlt[in.a:in.a+n])
				copy(fr.vals[done.retDst:done.retDst+n], vals[in.a:in.a+n])
				copy(fr.pois[done.retDst:done.retDst+n], pois[in.a:in.a+n])
				copy(fr.apx[done.retDst:done.retDst+n], apx[in.a:in.a+n])
			}
			code, vals, pois, apx, pc = fr.fn.code, fr.vals, fr.pois, fr.apx, fr.pc
		case opBr:
			e := in.x.edges[0]
			r.takeEdge(e, fr)
			pc = e.pc
		case opCondBr:
			if p := pois[in.a]; p != 0 {
				return r.poisonErr(t, in, "the branch condition", p)
			}
			r.approxControl = r.approxControl || apx[in.a]
			e := in.x.edges[1]
			if vals[in.a]&1 != 0 {
				e = in.x.edges[0]
			}
			r.takeEdge(e, fr)
			pc = e.pc
		case opSwitch:
			if p := pois[in.a]; p != 0 {
				return r.poisonErr(t, in, "the switch condition", p)
			}
			r.approxControl = r.approxControl || apx[in.a]
			v := vals[in.a]
			e := in.x.edges[0]
			for k, c := range in.x.cases {
				if c == v {
					e = in.x.edges[k+1]
					break
				}
			}
			r.takeEdge(e, fr)
			pc = e.pc
		case opColl:
			if err := r.arrive(t, in, vals, pois); err != nil {
				return err
			}
			fr.pc = pc
			r.steps += steps + 1
			steps = 0
			if r.steps > r.maxSteps {
				return r.fail(t, in, ErrStepLimit, "more than %d instructions executed (Options.MaxSteps)", r.maxSteps)
			}
			return nil
		case opUnreachable:
			return r.fail(t, in, ErrUnreachable, "undefined behaviour: unreachable executed")
		case opTrap:
			if in.x.kind == ErrAssert {
				return r.assertFailed(t, in)
			}
			return r.fail(t, in, in.x.kind, "%s", in.x.msg)
		default:
			return r.fail(t, in, ErrUnsupported, "internal error: opcode %d", in.op)
		}
	}
	fr.pc = pc
	if r.steps+steps > r.maxSteps {
		return r.fail(t, &code[pc], ErrStepLimit, "more than %d instructions executed (Options.MaxSteps)", r.maxSteps)
	}
	return nil
}

func (r *run) sreg(t *thread, reg uint8) uint64 {
	l := &r.l
	switch reg {
	case srTidX:
		return uint64(t.tid.X)
	case srTidY:
		return uint64(t.tid.Y)
	case srTidZ:
		return uint64(t.tid.Z)
	case srNtidX:
		return uint64(l.Block.X)
	case srNtidY:
		return uint64(l.Block.Y)
	case srNtidZ:
		return uint64(l.Block.Z)
	case srCtaidX:
		return uint64(r.ctaid.X)
	case srCtaidY:
		return uint64(r.ctaid.Y)
	case srCtaidZ:
		return uint64(r.ctaid.Z)
	case srNctaidX:
		return uint64(l.Grid.X)
	case srNctaidY:
		return uint64(l.Grid.Y)
	case srNctaidZ:
		return uint64(l.Grid.Z)
	case srLaneid:
		return uint64(t.lane)
	case srWarpsize:
		return 32
	case srWarpid:
		return uint64(t.warp)
	case srNwarpid:
		return uint64(len(r.warps))
	case srLanemaskEq:
		return 1 << t.lane
	case srLanemaskLt:
		return 1<<t.lane - 1
	case srLanemaskLe:
		return 1<<(t.lane+1) - 1
	case srLanemaskGt:
		return uint64(uint32(^(1<<(t.lane+1) - 1)))
	case srLanemaskGe:
		return uint64(uint32(^(1<<t.lane - 1)))
	}
	return 0
}

func (r *run) alloca(t *thread, in *instr, vals []uint64, pois []uint32) error {
	count := uint64(1)
	if in.b >= 0 {
		if p := pois[in.b]; p != 0 {
			return r.poisonErr(t, in, "the alloca count", p)
		}
		count = vals[in.b]
	}
	hi, size := bits.Mul64(count, in.imm)
	off := alignUp(t.sp, uint64(in.align))
	if hi != 0 || size > maxLocalBytes || off+size > maxLocalBytes {
		return r.fail(t, in, ErrOutOfBounds, "local memory exhausted (%d bytes requested, %d in use)", size, t.sp)
	}
	seg := &segment{base: off, data: make([]byte, size), init: make([]bool, size), from: &r.p.sites[in.site]}
	t.allocas = append(t.allocas, seg)
	t.sp = off + size
	if size == 0 {
		t.sp++ // keep addresses distinct
	}
	addr := off
	if in.as == asGeneric {
		addr += LocalWindow
	}
	vals[in.dst], pois[in.dst] = addr, 0
	return nil
}

func (r *run) lifetime(t *thread, in *instr, addr uint64) {
	ref, f := r.resolve(t, uint64(in.as), addr, 1, 1, accCopySrc)
	if f.kind != 0 {
		return
	}
	n := in.imm
	if n == ^uint64(0) || ref.off+n > uint64(len(ref.seg.data)) {
		ref.off, n = 0, uint64(len(ref.seg.data))
	}
	ref.markUndefined(n)
}

func (r *run) atomic(t *thread, in *instr, vals []uint64, pois []uint32, apx []bool) error {
	if p := pois[in.a]; p != 0 {
		return r.poisonErr(t, in, "the address", p)
	}
	if p := pois[in.b]; p != 0 {
		return r.poisonErr(t, in, "the atomic operand", p)
	}
	if in.op == opCmpXchg {
		if p := pois[in.c]; p != 0 {
			return r.poisonErr(t, in, "the new value", p)
		}
	}
	ref, f := r.resolve(t, uint64(in.as), vals[in.a], in.imm, 0, accAtomic)
	if f.kind != 0 {
		return r.accessErr(t, in, f, "")
	}
	if !ref.defined(in.imm) {
		return r.fail(t, in, ErrPoison, "undefined behaviour: atomic on uninitialized memory")
	}
	w := uint(in.w)
	m := maskOf(w)
	buf := ref.bytes(in.imm)
	old := readLE(buf) & m
	oldApx := ref.approx(in.imm)
	x := vals[in.b]
	r.approxControl = r.approxControl || apx[in.a]
	if in.op == opCmpXchg {
		ok := old == x
		if ok {
			writeLE(buf, vals[in.c])
			ref.setApprox(in.imm, apx[in.c])
			ref.setAlt(in.imm, 0, false)
		}
		vals[in.dst], pois[in.dst], apx[in.dst] = old, 0, oldApx
		vals[in.dst+1], pois[in.dst+1], apx[in.dst+1] = b2u(ok), 0, oldApx || apx[in.b]
		return nil
	}
	var nv uint64
	switch in.sub {
	case uint8(enum.AtomicOpFAdd), uint8(enum.AtomicOpFSub):
		op := fAdd
		if in.sub == uint8(enum.AtomicOpFSub) {
			op = fSub
		}
		nv, _ = fpEval(op, in.w, in.w, 0, 0, old, x, 0)
	case uint8(enum.AtomicOpAdd):
		nv = old + x
	case uint8(enum.AtomicOpSub):
		nv = old - x
	case uint8(enum.AtomicOpAnd):
		nv = old & x
	case uint8(enum.AtomicOpOr):
		nv = old | x
	case uint8(enum.AtomicOpXor):
		nv = old ^ x
	case uint8(enum.AtomicOpNAnd):
		nv = ^(old & x)
	case uint8(enum.AtomicOpXChg):
		nv = x
	case uint8(enum.AtomicOpMax):
		nv = old
		if sext(x, w) > sext(old, w) {
			nv = x
		}
	case uint8(enum.AtomicOpMin):
		nv = old
		if sext(x, w) < sext(old, w) {
			nv = x
		}
	case uint8(enum.AtomicOpUMax):
		nv = max(old, x)
	case uint8(enum.AtomicOpUMin):
		nv = min(old, x)
	case atomInc:
		nv = old + 1
		if old >= x {
			nv = 0
		}
	case atomDec:
		nv = old - 1
		if old == 0 || old > x {
			nv = x
		}
	default:
		return r.fail(t, in, ErrUnsupported, "atomic operation %d is not supported", in.sub)
	}
	writeLE(buf, nv&m)
	ref.setApprox(in.imm, oldApx || apx[in.b])
	ref.setAlt(in.imm, 0, false)
	vals[in.dst], pois[in.dst], apx[in.dst] = old, 0, oldApx
	return nil
}

func (r *run) intrinsic(t *thread, in *instr, vals []uint64, pois []uint32) error {
	w := uint(in.w)
	m := maskOf(w)
	a := vals[in.a]
	p := pois[in.a]
	var b, c uint64
	if in.b >= 0 {
		b = vals[in.b]
		if p == 0 {
			p = pois[in.b]
		}
	}
	if in.c >= 0 && in.sub != inCtlz && in.sub != inCttz && in.sub != inAbs {
		c = vals[in.c]
		if p == 0 {
			p = pois[in.c]
		}
	}
	own := uint32(in.site) + 1
	var v uint64
	pair := false
	var flag bool
	switch in.sub {
	case inUMin:
		v = min(a, b)
	case inUMax:
		v = max(a, b)
	case inSMin:
		v = a
		if sext(b, w) < sext(a, w) {
			v = b
		}
	case inSMax:
		v = a
		if sext(b, w) > sext(a, w) {
			v = b
		}
	case inAbs:
		v = a
		if sext(a, w) < 0 {
			v = -a & m
			if a == 1<<(w-1) && in.flags&flagPoisonArg != 0 && p == 0 {
				p = own
			}
		}
	case inCtpop:
		v = uint64(bits.OnesCount64(a))
	case inCtlz, inCttz:
		if in.sub == inCtlz {
			v = countLeadingZeros(a, w)
			if a == 0 {
				v = uint64(w)
			}
		} else {
			v = countTrailingZeros(a, w)
		}
		if a == 0 && in.flags&flagPoisonArg != 0 && p == 0 {
			p = own
		}
	case inFshl, inFshr:
		v = funnelShift(in.sub == inFshl, w, a, b, c)
	case inBswap:
		v = byteSwap(a, w)
	case inBitreverse:
		v = bitReverse(a, w)
	case inUAddO, inSAddO, inUSubO, inSSubO, inUMulO, inSMulO:
		pair = true
		op := map[uint8]uint8{inUAddO: binAdd, inSAddO: binAdd, inUSubO: binSub, inSSubO: binSub, inUMulO: binMul, inSMulO: binMul}[in.sub]
		fl := flagNUW
		if in.sub == inSAddO || in.sub == inSSubO || in.sub == inSMulO {
			fl = flagNSW
		}
		var res binResult
		v, res = binop(op, w, fl, a, b)
		flag = res == binPoison
	case inUAddSat:
		v = (a + b) & m
		if v < a {
			v = m
		}
	case inUSubSat:
		v = 0
		if a > b {
			v = a - b
		}
	case inSAddSat, inSSubSat:
		op := binAdd
		if in.sub == inSSubSat {
			op = binSub
		}
		var res binResult
		v, res = binop(op, w, flagNSW, a, b)
		if res == binPoison {
			v = 1<<(w-1) - 1 // INT_MAX
			if sext(a, w) < 0 {
				v = 1 << (w - 1) // INT_MIN
			}
		}
	case inMulHiU:
		v, _ = bits.Mul64(a, b)
		if w < 64 {
			v = (a * b) >> w
		}
	case inMulHiS:
		sa, sb := sext(a, w), sext(b, w)
		if w < 64 {
			v = uint64((sa*sb)>>w) & m
		} else {
			hi, _ := bits.Mul64(uint64(sa), uint64(sb))
			// Correct the unsigned high word for the operands' signs.
			if sa < 0 {
				hi -= uint64(sb)
			}
			if sb < 0 {
				hi -= uint64(sa)
			}
			v = hi
		}
	case inDot:
		v = uint64(dotProduct(uint32(a), uint32(b), uint32(c), in.imm))
	default:
		return r.fail(t, in, ErrUnsupported, "internal error: intrinsic %d", in.sub)
	}
	vals[in.dst], pois[in.dst] = v&m, p
	if pair {
		vals[in.dst+1], pois[in.dst+1] = b2u(flag), p
	}
	return nil
}

func (r *run) memIntrinsic(t *thread, in *instr, vals []uint64, pois []uint32, apx []bool) error {
	if p := pois[in.c]; p != 0 {
		return r.poisonErr(t, in, "the length", p)
	}
	n := vals[in.c]
	if n == 0 {
		return nil
	}
	if p := pois[in.a]; p != 0 {
		return r.poisonErr(t, in, "the destination address", p)
	}
	dst, f := r.resolve(t, uint64(in.as), vals[in.a], n, 1, accCopy)
	if f.kind != 0 {
		return r.accessErr(t, in, f, "destination: ")
	}
	if dst.seg.readOnly {
		return r.fail(t, in, ErrReadOnly, "destination %s is read-only", dst.seg.label())
	}
	if in.sub == memSet {
		if p := pois[in.b]; p != 0 {
			return r.poisonErr(t, in, "the fill value", p)
		}
		d := dst.bytes(n)
		for i := range d {
			d[i] = byte(vals[in.b])
		}
		dst.markDefined(n)
		dst.setApprox(n, apx[in.b])
		dst.clearAlt(n)
		return nil
	}
	if p := pois[in.b]; p != 0 {
		return r.poisonErr(t, in, "the source address", p)
	}
	src, f := r.resolve(t, uint64(in.w2), vals[in.b], n, 1, accCopySrc)
	if f.kind != 0 {
		return r.accessErr(t, in, f, "source: ")
	}
	if in.sub == memCopy && src.seg == dst.seg && src.off < dst.off+n && dst.off < src.off+n && src.off != dst.off {
		return r.fail(t, in, ErrOutOfBounds, "undefined behaviour: memcpy between overlapping ranges")
	}
	if dst.seg.init == nil && !src.defined(n) {
		return r.fail(t, in, ErrPoison, "undefined behaviour: copies uninitialized bytes of %s into %s", src.seg.label(), dst.seg.label())
	}
	copy(dst.bytes(n), src.bytes(n))
	dst.copyApprox(src, n)
	dst.copyAlt(src, n)
	switch {
	case dst.seg.init == nil:
	case src.seg.init == nil:
		dst.markDefined(n)
	default:
		copy(dst.seg.init[dst.off:dst.off+n], src.seg.init[src.off:src.off+n])
	}
	return nil
}
