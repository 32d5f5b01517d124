package emu

import (
	"bytes"
	"runtime"
	"testing"
	"unsafe"

	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
)

// loadSrc assembles src with conservative control bits and loads it as a
// kernel with the given local and static shared bytes per thread/CTA and
// parameter bytes.
func loadSrc(t *testing.T, src string, local, shared, paramBytes uint32) *Program {
	t.Helper()
	insts := assemble(t, src)
	ConservativeControl(insts)
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		t.Fatal(err)
	}
	k := obj.Kernel{Name: "pool", Code: code, LocalBytes: local, SharedBytes: shared, ParamBytes: paramBytes}
	regs := obj.CountRegisters(insts)
	regs.GPRs = max(regs.GPRs, 1)
	k.SetRegisters(regs)
	p, err := Load(&k)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func dim(x uint32) launch.Dim3 { return launch.Dim3{X: x, Y: 1, Z: 1} }

// dirtySrc leaves in its CTAs every kind of state a CTA has: registers,
// uniform registers, predicates, local and shared memory, a CTA barrier,
// a convergence barrier and divergent groups; CTA 1 then faults (a local
// load out of bounds), so that the launch fails with that CTA's state
// half-way.
const dirtySrc = `S2R R0, SR_TID.X ; S2R R8, SR_CTAID.X ;
	MOV R1, 0x1234 ; IADD R2, R0, 0x7 ;
	STL [RZ], R2 ; STL [RZ+0x3c], R1 ;
	SHF.L.U32 R3, R0, 0x2, RZ ; STS [R3], R2 ;
	ISETP.NE.AND P1, PT, R0, RZ, PT ; UMOV UR5, 0x99 ; UMOV UR2, 0x5 ;
	BAR.SYNC 0x0 ;
	BSSY B0, J ;
	@P1 BRA J ;
	MOV R5, 0x77 ;
J:
	BSYNC B0 ;
	ISETP.NE.AND P2, PT, R8, RZ, PT ;
	@P2 LDL R4, [RZ+0x400] ;
	EXIT ;`

// sameCTAState fails the test unless got, after resetCTA, holds what
// want, a new CTA state after resetCTA, holds: every register, uniform
// register, predicate, register timing, barrier, group, local and shared
// byte. Not compared: the fields a run sets before it reads them
// (barWait, alone, ready, limT, limIdx) and sink, which is never read.
func sameCTAState(t *testing.T, x *run, got, want *cta) {
	t.Helper()
	if got.id != want.id || got.bars != want.bars || got.barUse != want.barUse || got.exitedWarps != want.exitedWarps {
		t.Errorf("CTA id/barriers/exited: got %v %v %v %d, want %v %v %v %d", got.id, got.bars, got.barUse, got.exitedWarps,
			want.id, want.bars, want.barUse, want.exitedWarps)
	}
	if !bytes.Equal(got.shared, want.shared) {
		t.Errorf("shared memory differs")
	}
	if len(got.warps) != len(want.warps) {
		t.Fatalf("%d warps, want %d", len(got.warps), len(want.warps))
	}
	for i, g := range got.warps {
		w := want.warps[i]
		if g.idx != w.idx || g.cta != got || g.ur != w.ur || g.p != w.p || g.up != w.up || g.breg != w.breg ||
			g.cur != w.cur || g.live != w.live || g.done != w.done || g.t != w.t || g.tFixed != w.tFixed ||
			g.last != w.last || g.sb != w.sb || g.blocked != w.blocked || g.end != w.end || g.redState != w.redState ||
			g.tid != w.tid || g.urv != w.urv || g.nReady != w.nReady {
			t.Errorf("warp %d: scalar state differs", i)
		}
		if len(g.r) != len(w.r) || !bytes.Equal(g.local, w.local) || len(g.groups) != len(w.groups) {
			t.Fatalf("warp %d: %d registers, %d groups, local equal %v; want %d, %d", i, len(g.r), len(g.groups),
				bytes.Equal(g.local, w.local), len(w.r), len(w.groups))
		}
		for r := range g.r {
			if g.r[r] != w.r[r] {
				t.Errorf("warp %d: R%d = %v, want %v", i, r, g.r[r], w.r[r])
			}
		}
		for k := range g.groups {
			if g.groups[k] != w.groups[k] {
				t.Errorf("warp %d: group %d = %+v, want %+v", i, k, g.groups[k], w.groups[k])
			}
		}
		if len(g.allT) != len(w.allT) {
			t.Fatalf("warp %d: %d register times, want %d", i, len(g.allT), len(w.allT))
		}
		for k := range g.allT {
			gt, wt := g.allT[k], w.allT[k]
			if gt.until != wt.until || len(gt.segs) != len(wt.segs) || (len(gt.segs) > 0 && gt.segs[0] != wt.segs[0]) {
				t.Errorf("warp %d: register time %d = %+v, want %+v", i, k, gt, wt)
			}
		}
		if g.base[oZero] != unsafe.Pointer(&zeroLanes.v) || g.base[oGPR] != unsafe.Pointer(&g.r[0]) ||
			g.base[oUR] != unsafe.Pointer(&g.urv[0]) || (len(x.consts) > 0 && g.base[oConst] != unsafe.Pointer(&x.consts[0])) {
			t.Errorf("warp %d: operand bases do not point at its own registers and the launch's constants", i)
		}
	}
}

// TestPooledCTAStartsFresh: a CTA state that a failed launch left in the
// pool (registers, local and shared memory, barriers and groups written,
// one CTA stopped by a fault), taken by a launch of the same shape and
// reset, is the state a new CTA has after the reset.
func TestPooledCTAStartsFresh(t *testing.T) {
	p := loadSrc(t, dirtySrc, 64, 256, 0)
	for _, jobs := range []int{1, 2} {
		d := NewDevice(Options{Jobs: jobs})
		if _, err := d.Launch(p, Config{Grid: dim(2), Block: dim(48)}); err == nil {
			t.Fatalf("jobs %d: the launch did not fail", jobs)
		}
		kept := len(p.ctaPool.ctas)
		if kept == 0 {
			t.Fatalf("jobs %d: no CTA state kept", jobs)
		}
		for range kept {
			x := &run{dev: d, prog: p, opts: d.opts, strict: true, grid: dim(2), block: dim(48), nWarps: 2, localBytes: 64, sharedBytes: 256}
			x.resolveSlots(x.takeConsts(obj.ParamBase))
			c := x.getCTA()
			x.resetCTA(c, 1, 48)
			fresh := x.newCTA()
			x.resetCTA(fresh, 1, 48)
			sameCTAState(t, x, c, fresh)
		}
		if len(p.ctaPool.ctas) != 0 {
			t.Fatalf("jobs %d: %d CTA states left after taking %d", jobs, len(p.ctaPool.ctas), kept)
		}
	}
}

// TestLaunchPoolBounded: the strongly kept CTA states survive garbage
// collections, number at most one more than the launch's jobs and at
// most keptCTAs, count their bytes at least as their memory and registers
// hold, stay under keptCTABytes (a CTA of 8 MiB of local memory is not
// kept), and are of the last launch's shape.
func TestLaunchPoolBounded(t *testing.T) {
	const src = `S2R R0, SR_TID.X ; STL [RZ], R0 ; STS [RZ], R0 ; EXIT ;`
	check := func(p *Program, what string, wantN int, block launch.Dim3, shared uint64) {
		t.Helper()
		lp := p.ctaPool
		if len(lp.ctas) != wantN {
			t.Fatalf("%s: %d CTA states kept, want %d", what, len(lp.ctas), wantN)
		}
		sum := uint64(0)
		for _, pc := range lp.ctas {
			floor := uint64(len(pc.c.shared))
			for _, w := range pc.c.warps {
				floor += uint64(len(w.local)) + 128*uint64(len(w.r))
			}
			if pc.bytes != ctaBytes(pc.c) || pc.bytes < floor {
				t.Fatalf("%s: a kept CTA counts %d bytes (ctaBytes %d), it holds at least %d", what, pc.bytes, ctaBytes(pc.c), floor)
			}
			if pc.block != block || pc.shared != shared {
				t.Fatalf("%s: a kept CTA of block %v shared %d, want %v %d", what, pc.block, pc.shared, block, shared)
			}
			sum += pc.bytes
		}
		if sum != lp.bytes || lp.bytes > keptCTABytes {
			t.Fatalf("%s: kept bytes %d, the CTAs' sum %d, bound %d", what, lp.bytes, sum, keptCTABytes)
		}
	}
	p := loadSrc(t, src, 16, 64, 0)
	launchN := func(grid, block uint32, shared uint32, jobs int) {
		t.Helper()
		if _, err := NewDevice(Options{Jobs: jobs}).Launch(p, Config{Grid: dim(grid), Block: dim(block), SharedBytes: shared}); err != nil {
			t.Fatal(err)
		}
	}
	launchN(8, 64, 0, 1)
	check(p, "1 job", 1, dim(64), 64)
	launchN(8, 64, 0, 2)
	check(p, "2 jobs", 3, dim(64), 64)
	runtime.GC()
	runtime.GC() // a sync.Pool is empty after two
	for i := 0; i < 3; i++ {
		if p.ctaPool.take(dim(64), 64) == nil {
			t.Fatalf("CTA state %d lost to the collector", i)
		}
	}
	launchN(8, 64, 0, 2)
	launchN(8, 96, 16, 2) // another shape: it replaces the kept ones
	check(p, "another shape", 3, dim(96), 80)
	launchN(32, 96, 16, 16)
	check(p, "16 jobs", keptCTAs, dim(96), 80)
	launchN(2, 96, 16, 1)
	// Over its limit of 2 with no other shape to evict: the CTA it took
	// goes to the sync.Pool.
	check(p, "1 job after 16", keptCTAs-1, dim(96), 80)

	big := loadSrc(t, src, 64<<10, 64, 0) // 128 threads of 64 KiB: 8 MiB
	if _, err := NewDevice(Options{Jobs: 2}).Launch(big, Config{Grid: dim(4), Block: dim(128)}); err != nil {
		t.Fatal(err)
	}
	if len(big.ctaPool.ctas) != 0 || big.ctaPool.bytes != 0 {
		t.Fatalf("8 MiB CTAs: %d kept (%d bytes), want none", len(big.ctaPool.ctas), big.ctaPool.bytes)
	}
}

// TestLaunchReusesConstants: launches of one program that reuse a
// finished launch's constant rows, error texts and bank 0 read their own
// constants: a bank that was too short for c[0x3][0x10] (a fault), then
// long enough; parameters that change; a launch passing fewer parameter
// bytes than the one before reads zeros where that one's were.
func TestLaunchReusesConstants(t *testing.T) {
	// out[0] = c[0x3][0x10], out[1] = the scalar at 0x168, out[2] = the
	// word at 0x170 (inside ParamBytes: zero unless passed), out[3] =
	// 0x1234567 + 0x89 (immediates).
	const src = `MOV.64 R[4:5], c[0x0][0x160] ; MOV R6, c[0x3][0x10] ; MOV R7, c[0x0][0x168] ; MOV R8, c[0x0][0x170] ;
		MOV R9, 0x1234567 ; IADD R9, R9, 0x89 ;
		STG [R[4:5]], R6 ; STG [R[4:5]+0x4], R7 ; STG [R[4:5]+0x8], R8 ; STG [R[4:5]+0xc], R9 ; EXIT ;`
	p := loadSrc(t, src, 0, 0, 24)
	launchOut := func(bank3 []byte, params []byte) ([]uint32, error) {
		d := NewDevice(Options{})
		out, _ := d.Alloc(16)
		if err := d.SetConstBank(3, bank3); err != nil {
			t.Fatal(err)
		}
		_, err := d.Launch(p, Config{Grid: dim(1), Block: dim(32), Params: append(le64(out), params...)})
		b, _ := d.Read(out, 16)
		return u32s(b), err
	}
	bank := func(v uint32) []byte { return append(make([]byte, 16), le32(v)...) }
	if _, err := launchOut(make([]byte, 8), append(le64(5), le64(6)...)); err == nil {
		t.Fatal("c[0x3][0x10] in a bank of 8 bytes did not fail")
	}
	for i, c := range []struct {
		bank3  []byte
		params []byte
		want   [4]uint32
	}{
		{bank(0xabc), append(le64(5), le64(6)...), [4]uint32{0xabc, 5, 6, 0x12345f0}},
		{bank(0xdef), append(le64(7), le64(8)...), [4]uint32{0xdef, 7, 8, 0x12345f0}},
		{bank(0x123), le64(9), [4]uint32{0x123, 9, 0, 0x12345f0}},
	} {
		got, err := launchOut(c.bank3, c.params)
		if err != nil {
			t.Fatalf("launch %d: %v", i, err)
		}
		if [4]uint32(got) != c.want {
			t.Fatalf("launch %d: out = %#x, want %#x", i, got, c.want)
		}
	}
	// A launch on the pool's rows (only the constant-bank slots resolved
	// again) leaves every row and error text a full resolve gives.
	if p.ctaPool.consts == nil {
		t.Fatal("no constant rows kept")
	}
	d := NewDevice(Options{})
	out, _ := d.Alloc(16)
	if err := d.SetConstBank(3, bank(0x456)); err != nil {
		t.Fatal(err)
	}
	x, err := d.launch(p, Config{Grid: dim(1), Block: dim(32), Params: append(le64(out), le64(11)...)})
	if err != nil || p.ctaPool.consts != nil {
		t.Fatalf("launch: %v; rows still kept: %v", err, p.ctaPool.consts != nil)
	}
	full := &run{dev: d, prog: p, bank0: x.bank0}
	full.resolveConsts()
	if len(x.consts) != len(full.consts) || len(x.consts) < 4 {
		t.Fatalf("%d constant rows, a full resolve %d", len(x.consts), len(full.consts))
	}
	for i := range full.consts {
		if x.consts[i] != full.consts[i] || x.constErr[i] != full.constErr[i] {
			t.Errorf("slot %d: row %#x %q, a full resolve %#x %q", i, x.consts[i][:2], x.constErr[i], full.consts[i][:2], full.constErr[i])
		}
	}
}

// TestPutParMemTrimsToKeptPages: a parMem whose free pages exceed
// keptPages stays in parLast with exactly keptPages of them: the version
// pages dropped first, then the overlays' from the last made, each list's
// oldest (first) pages, the others untouched.
func TestPutParMemTrimsToKeptPages(t *testing.T) {
	saved := parLast.Swap(nil)
	defer parLast.Store(saved)
	pm := &parMem{}
	for range 1000 {
		pm.vers.free = append(pm.vers.free, new([pageBytes]byte))
	}
	var lists [3][]*ovPage
	for i := range lists {
		o := &overlay{}
		for range keptPages/3 + 300 {
			o.free = append(o.free, &ovPage{})
		}
		lists[i] = append([]*ovPage(nil), o.free...)
		pm.overlays = append(pm.overlays, o)
	}
	excess := 1000 + 3*(keptPages/3+300) - keptPages // the version pages and some of the last overlay's
	putParMem(pm)
	if parLast.Load() != pm {
		t.Fatal("the trimmed set is not in parLast")
	}
	if len(pm.vers.free) != 0 {
		t.Fatalf("%d version pages kept, want 0", len(pm.vers.free))
	}
	want := [3][]*ovPage{lists[0], lists[1], lists[2][excess-1000:]}
	total := 0
	for i, o := range pm.overlays {
		total += len(o.free)
		if len(o.free) != len(want[i]) {
			t.Fatalf("overlay %d: %d free pages, want %d", i, len(o.free), len(want[i]))
		}
		for k := range o.free {
			if o.free[k] != want[i][k] {
				t.Fatalf("overlay %d: free page %d is not the one that was at %d", i, k, k+len(lists[i])-len(want[i]))
			}
		}
	}
	if total != keptPages {
		t.Fatalf("%d pages kept, want %d", total, keptPages)
	}
}
