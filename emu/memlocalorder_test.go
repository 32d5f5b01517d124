package emu

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"gpucc/launch"
)

// localOnlyRef is localOnly's definition lane by lane: every lane of m
// resolves, by genericSpace, to the local window, and memRef (the per-lane
// path, which reports faults) accepts its access there.
func localOnlyRef(x *run, w *warp, in *inst, m uint32) bool {
	for lane := 0; lane < 32; lane++ {
		if m>>lane&1 == 0 {
			continue
		}
		addr := x.address(w, in, lane, spGeneric)
		if sp, _, _ := genericSpace(addr); sp != spLocal {
			return false
		}
		if _, err := x.memRef(w, in, lane, spGeneric, addr, uint64(in.size), "load"); err != nil {
			return false
		}
	}
	return true
}

// TestLocalOnlyBoundaries compares localOnly with localOnlyRef on lanes at
// the edges of the local window and of a lane's 48 bytes (the last access
// inside, one size past it, misaligned by one byte, just below the window,
// its last bytes, the next window, shared and global addresses), every
// access size, negative and positive offsets and few and many lanes. Where
// it proves an access of words or pairs, execLD or execST, taking the
// proof, must leave what the per-lane path leaves.
func TestLocalOnlyBoundaries(t *testing.T) {
	rng := rand.New(rand.NewSource(10))
	f := newMemFixture(rng, false)
	const stride = 48
	var local, other, proved, many int
	for i := 0; i < 30000; i++ {
		size := uint64(1) << rng.Intn(5)
		c := &memCase{store: rng.Intn(2) == 0}
		c.in = inst{mode: uint8(spGeneric), size: uint8(size), d: 4, a: operand{kind: oGPR, reg: 0}, b: operand{kind: oGPR, reg: 8}}
		if size == 16 {
			c.in.d, c.in.b.reg = 8, 8
		} else if !c.store && rng.Intn(4) == 0 {
			c.in.d = uint8(rng.Intn(2)) // a destination that is an address register
		}
		c.in.off = [...]int32{0, 4, -8, 8, -0x30}[rng.Intn(5)]
		switch rng.Intn(4) {
		case 0:
			c.m = 0
		case 1:
			c.m = 1 << rng.Intn(32)
		case 2:
			for k := 1 + rng.Intn(7); k > 0; k-- {
				c.m |= 1 << rng.Intn(32)
			}
		default:
			c.m = rng.Uint32() | 1<<rng.Intn(32)
		}
		for r := range c.regs {
			for l := range c.regs[r] {
				c.regs[r][l] = rng.Uint32()
			}
		}
		lim := stride - size
		bad := rng.Intn(2) == 0
		for l := 0; l < 32; l++ {
			a := launch.LocalWindow + size*uint64(rng.Intn(int(lim/size)+1))
			if rng.Intn(3) == 0 {
				a = launch.LocalWindow + lim
			}
			if bad && rng.Intn(3) == 0 {
				a = [...]uint64{launch.LocalWindow + lim + size, launch.LocalWindow + lim + 1, launch.LocalWindow + stride,
					launch.LocalWindow - size, launch.LocalWindow - 1, launch.LocalWindow + 1<<32 - size, launch.LocalWindow + 1<<32,
					launch.SharedWindow, f.x.dev.mem.allocs[0].base, 0}[rng.Intn(10)]
			}
			reg := a - uint64(int64(c.in.off))
			c.regs[0][l], c.regs[1][l] = uint32(reg), uint32(reg>>32)
		}
		x, w := f.reset(c)
		in := c.in
		x.localIn = nil
		want := localOnlyRef(x, w, &in, c.m)
		if got := x.localOnly(w, &in, c.m); got != want {
			t.Fatalf("case %d (%s): localOnly %v, per-lane reference %v", i, c, got, want)
		}
		wantProof := want && c.m != 0 && (size == 4 || size == 8)
		if (x.localIn == &in) != wantProof || x.localIn != nil && x.localIn != &in {
			t.Fatalf("case %d (%s): proof %p for %p, want one: %v", i, c, x.localIn, &in, wantProof)
		}
		if want {
			local++
		} else {
			other++
		}
		if !wantProof {
			continue
		}
		proved++
		if bitsSet(c.m) >= 8 {
			many++ // genericLocal's own check declines these
		}
		var fast memOutcome
		if c.store {
			fast.err = execST(x, w, &in, c.m)
		} else {
			fast.err = execLD(x, w, &in, c.m)
		}
		f.capture(&fast)
		if x.localIn != nil {
			t.Fatalf("case %d (%s): the proof was not used", i, c)
		}
		slow := f.exec(c, false)
		if fast.err != nil || slow.err != nil {
			t.Fatalf("case %d (%s): errors %v / %v on a proved access", i, c, fast.err, slow.err)
		}
		if msg := diffOutcome(&fast, &slow); msg != "" {
			t.Fatalf("case %d (%s): with the proof: %s", i, c, msg)
		}
	}
	if local < 10000 || other < 5000 || proved < 3000 || many < 1000 {
		t.Fatalf("%d local, %d other, %d proved (%d of 8 or more lanes): too few", local, other, proved, many)
	}
}

func bitsSet(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// ordered clears every instruction's localMaybe: generic LD and ST keep
// their place in global cycle order whatever they address (the scheduling
// before localOnly).
func ordered(p *Program) {
	for i := range p.insts {
		p.insts[i].localMaybe = false
	}
}

// localOrderKernel: three warps of 32 threads (warp k's lanes are threads
// 32k..32k+31) count down a loop through generic LD and ST of their own
// local memory, warp k 3(k+1) times in the first phase and 8(3-k) in the
// second (an iteration of the first waits for two loads, of the second for
// one: warp 0 ends the second phase after 6 + 24 loads' latencies, warp 1
// after 12 + 16, warp 2 after 18 + 8). After each phase a thread reads a
// global counter through a generic LD, takes a ticket from it (ATOMG.ADD)
// and reads it again; it stores the five words through STG and generic ST
// into its 32 bytes of global memory. The values record the global order
// of the warps' atomics and loads.
const localOrderKernel = `S2R R0, SR_TID.X ;
	SHF.R.U32 R1, R0, 0x5, RZ ;
	MOV R2, 0x10 ; MOV R3, 0x7800 ;
	MOV.64 R[6:7], c[0x0][0x160] ;
	MOV.64 R[8:9], c[0x0][0x168] ;
	LEA R8, P1, R0, R8, 0x5 ; LEA.HI.X R9, R0, R9, RZ, 0x5, P1 ;
	MOV R13, 0x1 ;
	IADD R10, R1, 0x1 ; IMAD R10, R10, 0x3, RZ ;
	ST [R[2:3]], R10 ;
LOOP1:
	LD R11, [R[2:3]] ;
	IADD R11, R11, -0x1 ;
	ST.64 [R[2:3]+0x8], R[0:1] ;
	ST [R[2:3]], R11 ;
	LD.64 R[4:5], [R[2:3]+0x8] ;
	ISETP.NE.AND P0, PT, R11, RZ, PT ;
	@P0 BRA LOOP1 ;
	LD R19, [R[6:7]] ;
	ST [R[8:9]+0x10], R19 ;
	ATOMG.ADD R14, [R[6:7]], R13 ;
	STG [R[8:9]], R14 ;
	LD R16, [R[6:7]] ;
	ST [R[8:9]+0x4], R16 ;
	IADD R10, -R1, 0x3 ; IMAD R10, R10, 0x8, RZ ;
	ST [R[2:3]+0x4], R10 ;
LOOP2:
	LD R11, [R[2:3]+0x4] ;
	IADD R11, R11, -0x1 ;
	ST [R[2:3]+0x4], R11 ;
	ISETP.NE.AND P0, PT, R11, RZ, PT ;
	@P0 BRA LOOP2 ;
	ATOMG.ADD R15, [R[6:7]], R13 ;
	STG [R[8:9]+0x8], R15 ;
	LD R17, [R[6:7]] ;
	ST [R[8:9]+0xc], R17 ;
	LD R18, [R[2:3]+0x8] ;
	EXIT ;`

// TestLocalOnlyKeepsGlobalOrder runs localOrderKernel with generic LD and
// ST of local memory free to pass limT and with every generic access in
// global cycle order (ordered): the buffers, statistics, registers and
// local memories must agree, serially and in parallel over several CTAs.
// A generic access that reaches global memory must keep its place: were
// localOnly to accept the counter's LD, the counter values stored would
// change.
func TestLocalOnlyKeepsGlobalOrder(t *testing.T) {
	const threads = 96
	for _, jobs := range []int{1, 2} {
		grid := uint32(1)
		if jobs > 1 {
			grid = 6
		}
		j := job{src: localOrderKernel, block: launchDim(threads), grid: launchDim(grid), local: 64,
			bufs: [][]byte{make([]byte, 4), make([]byte, 32*threads)}, opts: Options{Jobs: jobs}}
		free := launchJob(t, j)
		j.prep = ordered
		inOrder := launchOnce(t, j)
		if free.err != nil || inOrder.err != nil {
			t.Fatalf("jobs %d: errors %v / %v", jobs, free.err, inOrder.err)
		}
		if *free.stats != *inOrder.stats {
			t.Fatalf("jobs %d: statistics %v, in order %v", jobs, free.stats, inOrder.stats)
		}
		for i, b := range j.bufs {
			x, y := u32s(free.buf(t, i, len(b))), u32s(inOrder.buf(t, i, len(b)))
			for k := range x {
				if x[k] != y[k] {
					t.Fatalf("jobs %d: buffer %d word %d: %d, in order %d", jobs, i, k, x[k], y[k])
				}
			}
		}
		if jobs > 1 {
			continue
		}
		for i, w := range free.x.cta.warps {
			a, b := stateOf(w), stateOf(inOrder.x.cta.warps[i])
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("warp %d's state differs from the ordered launch's", i)
			}
		}
		// The tickets are the warps' order in global cycles: in the first
		// phase warp 0 before 1 before 2, in the second the reverse; lanes
		// in ascending order within a warp. A warp's counter loads see the
		// atomics of the warps before it, and then its own. Were the
		// counter's generic LD before the first atomic free to pass limT,
		// warp 1 would read it before warp 0's atomics (warp 0 stops at
		// its ATOMG, later than warp 1's ready cycle).
		out := u32s(free.buf(t, 1, 32*threads))
		for tid := 0; tid < threads; tid++ {
			k, lane := uint32(tid/32), uint32(tid%32)
			got := out[8*tid : 8*tid+5]
			want := []uint32{32*k + lane, 32 * (k + 1), threads + 32*(2-k) + lane, threads + 32*(3-k), 32 * k}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("thread %d: ticket, counter, ticket, counter, counter before = %v, want %v", tid, got, want)
			}
		}
	}
}

// TestLocalOnlyFaultKeepsOrder: warp 0 reaches a generic LD that faults in
// the local window (past the thread's 64 bytes) at a later cycle than warp
// 1 reaches an LDG out of bounds. The faulting LD is not local-only, so it
// keeps its place in global cycle order: warp 1's fault is the launch's
// error, as in the ordered launch (a localOnly that accepted the faulting
// lanes would let warp 0 run on and report its own fault).
func TestLocalOnlyFaultKeepsOrder(t *testing.T) {
	src := fmt.Sprintf(`S2R R0, SR_TID.X ;
		SHF.R.U32 R1, R0, 0x5, RZ ;
		MOV R2, 0x0 ; MOV R3, %#x ;
		MOV.64 R[6:7], c[0x0][0x160] ;
		ISETP.NE.AND P0, PT, R1, RZ, PT ;
		@P0 BRA W1 ;
		ST [R[2:3]], R0 ; LD R4, [R[2:3]] ; ST [R[2:3]+0x4], R4 ; LD R5, [R[2:3]+0x4] ;
		ST [R[2:3]+0x8], R5 ; LD R4, [R[2:3]+0x8] ; ST [R[2:3]+0xc], R4 ; LD R5, [R[2:3]+0xc] ;
		LD R8, [R[2:3]+0x40] ;
		EXIT ;
	W1:
		LDG R9, [R[6:7]+0x100] ;
		EXIT ;`, localWindowHi)
	j := job{src: src, block: launchDim(64), local: 64, bufs: [][]byte{make([]byte, 16)}}
	e := wantErr(t, j, ErrFault, "out of bounds")
	if e.Warp != 1 {
		t.Fatalf("the error is warp %d's: %v", e.Warp, e)
	}
	j.prep = ordered
	if o := launchOnce(t, j); fmt.Sprint(o.err) != fmt.Sprint(e) {
		t.Fatalf("error %v, in order %v", e, o.err)
	}
}
