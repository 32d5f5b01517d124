package emu

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"runtime"
	"testing"
	"time"

	"gpucc/launch"
)

// gidStore computes R3 = the global thread index (x) and R[4:5] = &b0[R3].
const gidStore = `S2R R0, SR_TID.X ; S2R R1, SR_CTAID.X ; S2R R2, SR_NTID.X ;
	IMAD R3, R1, R2, R0 ; MOV.64 R[4:5], c[0x0][0x160] ; IMAD.WIDE.U32 R[4:5], R3, 0x4, R[4:5] ; `

// serialAndParallel runs j serially and with 4 jobs and checks that the
// outcomes (error text, statistics, every buffer) are the same; it returns
// the serial outcome's buffers.
func serialAndParallel(t *testing.T, j job) (*outcome, [][]byte) {
	t.Helper()
	var outs [2]*outcome
	var bufs [2][][]byte
	for i, jobs := range []int{1, 4} {
		jj := j
		jj.opts.Jobs = jobs
		outs[i] = launchJob(t, jj)
		for k, b := range j.bufs {
			data, err := outs[i].dev.Read(outs[i].addrs[k], uint64(len(b)))
			if err != nil {
				t.Fatal(err)
			}
			bufs[i] = append(bufs[i], data)
		}
	}
	if fmt.Sprint(outs[0].err) != fmt.Sprint(outs[1].err) {
		t.Errorf("errors differ:\nserial:   %v\nparallel: %v", outs[0].err, outs[1].err)
	}
	if *outs[0].stats != *outs[1].stats {
		t.Errorf("statistics differ:\nserial:   %v\nparallel: %v", outs[0].stats, outs[1].stats)
	}
	if !reflect.DeepEqual(bufs[0], bufs[1]) {
		t.Errorf("buffers differ")
	}
	return outs[0], bufs[0]
}

func TestParallelIndependentCTAs(t *testing.T) {
	// out[gid] = 3*gid + ctaid over 40 CTAs of 48 threads (the second
	// warp half full), once plainly and once with random latencies.
	const ctas, threads = 40, 48
	for _, opts := range []Options{{}, {Stress: true, Seed: 5}} {
		j := job{src: gidStore + "IMAD R6, R3, 0x3, R1 ; STG [R[4:5]], R6 ; EXIT ;", opts: opts,
			grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, block: launch.Dim3{X: threads, Y: 1, Z: 1},
			bufs: [][]byte{make([]byte, 4*ctas*threads)}}
		o, bufs := serialAndParallel(t, j)
		if o.err != nil {
			t.Fatal(o.err)
		}
		out := u32s(bufs[0])
		for gid := uint32(0); gid < ctas*threads; gid++ {
			if want := 3*gid + gid/threads; out[gid] != want {
				t.Fatalf("out[%d] = %d, want %d", gid, out[gid], want)
			}
		}
		// Per CTA: 2 warps of 9 instructions.
		if o.stats.WarpInsts != ctas*2*9 || o.stats.ThreadInsts != ctas*threads*9 {
			t.Errorf("stats %v, want %d warp and %d thread instructions", o.stats, ctas*2*9, ctas*threads*9)
		}
	}
}

func TestParallelAtomicCounterKeepsSerialOrder(t *testing.T) {
	// Every thread: out[gid] = atomicAdd(&counter, 1). Serially, CTA k's
	// threads draw the values k*T .. k*T+T-1, in some order within the CTA.
	const ctas, threads = 24, 64
	j := job{src: `S2R R0, SR_TID.X ; S2R R1, SR_CTAID.X ; S2R R2, SR_NTID.X ;
		IMAD R3, R1, R2, R0 ; MOV.64 R[4:5], c[0x0][0x168] ; IMAD.WIDE.U32 R[4:5], R3, 0x4, R[4:5] ;
		MOV.64 R[8:9], c[0x0][0x160] ; MOV R6, 0x1 ; ATOMG.ADD R7, [R[8:9]], R6 ; STG [R[4:5]], R7 ; EXIT ;`,
		grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, block: launch.Dim3{X: threads, Y: 1, Z: 1},
		bufs: [][]byte{make([]byte, 4), make([]byte, 4*ctas*threads)}}
	o, bufs := serialAndParallel(t, j)
	if o.err != nil {
		t.Fatal(o.err)
	}
	if got := u32s(bufs[0])[0]; got != ctas*threads {
		t.Errorf("counter %d, want %d", got, ctas*threads)
	}
	out := u32s(bufs[1])
	for k := uint32(0); k < ctas; k++ {
		seen := map[uint32]bool{}
		for tid := uint32(0); tid < threads; tid++ {
			v := out[k*threads+tid]
			if v < k*threads || v >= (k+1)*threads || seen[v] {
				t.Fatalf("CTA %d thread %d drew %d: want distinct values in [%d, %d)", k, tid, v, k*threads, (k+1)*threads)
			}
			seen[v] = true
		}
	}
}

func TestParallelChainOfDependentCTAs(t *testing.T) {
	// One thread per CTA: b[k+1] = b[k] + k + 1, so serially b[k] = k(k+1)/2:
	// each CTA reads what the one before it wrote.
	const ctas = 30
	j := job{src: `S2R R1, SR_CTAID.X ; MOV.64 R[2:3], c[0x0][0x160] ; IMAD.WIDE.U32 R[2:3], R1, 0x4, R[2:3] ;
		LDG R4, [R[2:3]] ; IADD R5, R1, 0x1 ; IADD R4, R4, R5 ; STG [R[2:3]+0x4], R4 ; EXIT ;`,
		grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, bufs: [][]byte{make([]byte, 4*(ctas+1))}}
	o, bufs := serialAndParallel(t, j)
	if o.err != nil {
		t.Fatal(o.err)
	}
	for k, v := range u32s(bufs[0]) {
		if want := uint32(k * (k + 1) / 2); v != want {
			t.Errorf("b[%d] = %d, want %d", k, v, want)
		}
	}
}

func TestParallelFaultReportedAsSerially(t *testing.T) {
	// out has room for 13 CTAs of 64 threads: CTA 13's thread 0 faults
	// first; the CTAs after it do not run, those before it stored.
	const ctas, threads, room = 20, 64, 13
	j := job{src: gidStore + "STG [R[4:5]], R3 ; EXIT ;",
		grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, block: launch.Dim3{X: threads, Y: 1, Z: 1},
		bufs: [][]byte{make([]byte, 4*room*threads)}}
	o, bufs := serialAndParallel(t, j)
	var e *Error
	if !errors.As(o.err, &e) || e.Kind != ErrFault {
		t.Fatalf("got %v, want a fault", o.err)
	}
	if e.CTA != (launch.Dim3{X: room, Y: 0, Z: 0}) || e.Lane != 0 || e.Warp != 0 {
		t.Errorf("fault in CTA %v warp %d lane %d, want CTA (13,0,0) warp 0 lane 0", e.CTA, e.Warp, e.Lane)
	}
	for gid, v := range u32s(bufs[0]) {
		if v != uint32(gid) {
			t.Fatalf("out[%d] = %d, want %d", gid, v, gid)
		}
	}
}

func TestParallelInstructionBudgetAsSerially(t *testing.T) {
	// 2 warps of 8 instructions per CTA: a budget of 7*16+5 runs out in
	// CTA 7, whichever CTAs ran in parallel.
	const ctas, threads = 16, 64
	j := job{src: gidStore + "STG [R[4:5]], R3 ; EXIT ;", opts: Options{MaxWarpInsts: 7*16 + 5},
		grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, block: launch.Dim3{X: threads, Y: 1, Z: 1},
		bufs: [][]byte{make([]byte, 4*ctas*threads)}}
	o, _ := serialAndParallel(t, j)
	var e *Error
	if !errors.As(o.err, &e) || e.Kind != ErrLimit {
		t.Fatalf("got %v, want a limit error", o.err)
	}
	if e.CTA.X != 7 {
		t.Errorf("limit reached in CTA %v, want (7,0,0)", e.CTA)
	}
	if o.stats.WarpInsts != 7*16+5 {
		t.Errorf("%d warp instructions, want %d", o.stats.WarpInsts, 7*16+5)
	}
}

// TestParallelReductionsKeepSerialOrder runs reductions of many CTAs into
// one word each: a binary32 sum whose rounding depends on the order of the
// additions, and an integer count; CTA 5 also loads the sum before adding
// to it. The reductions are logged and applied at each CTA's commit
// (overlay.go), so the sum must be the serial one (CTAs in order, lanes in
// ascending order), computed here in Go's float32 arithmetic, and CTA 5
// must see the sum of CTAs 0..4.
func TestParallelReductionsKeepSerialOrder(t *testing.T) {
	const ctas, threads = 24, 32
	j := job{src: gidStore + `MOV.64 R[8:9], c[0x0][0x168] ;
		ISETP.EQ.AND P0, PT, R1, 0x5, PT ; @P0 LDG R10, [R[8:9]] ; @P0 STG [R[4:5]], R10 ;
		MOV R12, 0x3F800000 ; IMAD R11, R3, 0x7F0F1, R12 ; RED.ADD.F32 [R[8:9]], R11 ;
		MOV R13, 0x3 ; RED.ADD [R[8:9]+0x4], R13 ; EXIT ;`,
		grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, block: launch.Dim3{X: threads, Y: 1, Z: 1},
		bufs: [][]byte{make([]byte, 4*ctas*threads), make([]byte, 8)}}
	o, bufs := serialAndParallel(t, j)
	if o.err != nil {
		t.Fatal(o.err)
	}
	var sum, sumBefore5 float32
	for gid := uint32(0); gid < ctas*threads; gid++ {
		if gid == 5*threads {
			sumBefore5 = sum
		}
		sum += math.Float32frombits(0x3F800000 + gid*0x7F0F1) // 1 to 2^46: the rounding depends on the order
	}
	acc := u32s(bufs[1])
	if got := math.Float32frombits(acc[0]); got != sum {
		t.Errorf("sum %v (%#x), want %v (%#x)", got, acc[0], sum, math.Float32bits(sum))
	}
	if acc[1] != 3*ctas*threads {
		t.Errorf("count %d, want %d", acc[1], 3*ctas*threads)
	}
	if got := u32s(bufs[0])[5*threads]; got != math.Float32bits(sumBefore5) {
		t.Errorf("CTA 5 loaded %#x, want the sum of CTAs 0..4 %#x", got, math.Float32bits(sumBefore5))
	}
}

// TestParallelLaunchKeepsNoAllocationAlive checks that the overlays and
// versions a parallel launch leaves for the next launch hold none of its
// device's memory: once the device is dropped, its allocation is
// collected.
func TestParallelLaunchKeepsNoAllocationAlive(t *testing.T) {
	collected := make(chan struct{}, 1)
	func() {
		const ctas, threads = 8, 32
		o := launchJob(t, job{src: gidStore + `STG [R[4:5]], R3 ; EXIT ;`,
			grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, block: launch.Dim3{X: threads, Y: 1, Z: 1},
			bufs: [][]byte{make([]byte, 4*ctas*threads)}, opts: Options{Jobs: 2}})
		if o.err != nil {
			t.Fatal(o.err)
		}
		runtime.SetFinalizer(o.dev.mem.allocs[0], func(*allocation) { collected <- struct{}{} })
	}()
	for i := 0; i < 20; i++ {
		runtime.GC()
		select {
		case <-collected:
			return
		case <-time.After(5 * time.Millisecond):
		}
	}
	t.Fatal("the launch's allocation is still reachable after its device was dropped")
}

// TestOverlayReleaseWaitsForEarlierTakes drives parLaunch's overlay
// reuse: a committed CTA's overlay must stay unused while a CTA taken
// before that commit has not committed (its conflict check reads the
// overlay), and then be the next one handed out.
func TestOverlayReleaseWaitsForEarlierTakes(t *testing.T) {
	pm := &parMem{}
	p := &parLaunch{vers: &pm.vers, pm: pm}
	o0, o1 := p.getOverlay(), p.getOverlay() // CTAs 0 and 1 taken
	p.next.Store(2)
	if o0 == o1 {
		t.Fatal("two CTAs in flight share an overlay")
	}
	p.committed.Store(1)
	p.release(o0, 1) // CTA 1, taken before, still compares with CTA 0
	o2 := p.getOverlay()
	p.next.Store(3)
	if o2 == o0 || o2 == o1 {
		t.Fatal("CTA 2 got the overlay of CTA 0 while CTA 1 may still compare with it")
	}
	p.committed.Store(2)
	p.release(o1, 2) // CTA 0's is free now; CTA 1's stays for CTA 2
	if o3 := p.getOverlay(); o3 != o0 {
		t.Fatal("CTA 3 did not get CTA 0's overlay, freed when CTA 1 committed")
	}
	p.next.Store(4)
	if o4 := p.getOverlay(); o4 == o1 || o4 == o2 {
		t.Fatal("CTA 4 got an overlay still in use")
	}
	p.next.Store(5)
	p.committed.Store(3)
	p.release(o2, 3) // CTA 1's is free now; CTA 2's stays for CTAs 3 and 4
	if len(p.held) != 1 || p.held[0].ov != o2 || len(pm.overlays) != 4 {
		t.Fatalf("%d overlays held, %d made; want CTA 2's and 4", len(p.held), len(pm.overlays))
	}
	if o5 := p.getOverlay(); o5 != o1 {
		t.Fatal("CTA 5 did not get CTA 1's overlay, freed when CTA 2 committed")
	}
}

// TestParallelUnitsOfFixedSize runs the parallel launch tests with every
// unit of 2, 3 and 5 CTAs (unitSize sizes them by time otherwise): units
// that run again serially, a fault and the instruction budget's end in the
// middle of a unit, and the last unit shorter than the others.
func TestParallelUnitsOfFixedSize(t *testing.T) {
	defer fixedUnitCTAs.Store(0)
	for _, size := range []uint64{2, 3, 5} {
		fixedUnitCTAs.Store(size)
		for _, c := range []struct {
			name string
			test func(*testing.T)
		}{
			{"independent", TestParallelIndependentCTAs},
			{"atomic counter", TestParallelAtomicCounterKeepsSerialOrder},
			{"chain", TestParallelChainOfDependentCTAs},
			{"fault", TestParallelFaultReportedAsSerially},
			{"budget", TestParallelInstructionBudgetAsSerially},
			{"reductions", TestParallelReductionsKeepSerialOrder},
		} {
			t.Run(fmt.Sprintf("%s/%d", c.name, size), c.test)
		}
	}
}

// TestDependentCTAsRunSeriallyNext checks the note of a program whose
// launch found its CTAs dependent (dependentCTAs): its next launches run
// serially (with the serial results and statistics) and every
// retryAfter-th speculates again.
func TestDependentCTAsRunSeriallyNext(t *testing.T) {
	d := &dependentCTAs{}
	if !d.speculate() || d.serial.Load() != 0 {
		t.Fatal("a fresh program does not speculate")
	}
	d.serial.Store(1) // what runParallel stores when speculation ended
	for i := 1; i < retryAfter; i++ {
		if d.speculate() {
			t.Fatalf("launch %d after the dependent one speculates", i)
		}
	}
	if !d.speculate() || d.serial.Load() != 0 {
		t.Fatalf("launch %d after the dependent one does not speculate again", retryAfter)
	}
	if !(*dependentCTAs)(nil).speculate() {
		t.Fatal("a program without a note does not speculate")
	}

	p, l := loadLaunchCost(t)
	res1, st1, err := Run(p, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	p.dependent.serial.Store(1)
	res2, st2, err := Run(p, l, Options{Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.dependent.serial.Load(); got != 2 {
		t.Errorf("the note counts %d launches run serially, want 2", got)
	}
	if !reflect.DeepEqual(res1, res2) || *st1 != *st2 {
		t.Errorf("the launch run serially for its note differs from the serial one: statistics %+v and %+v", *st2, *st1)
	}
	p.dependent.serial.Store(retryAfter)
	if _, _, err := Run(p, l, Options{Jobs: 2}); err != nil {
		t.Fatal(err)
	}
	if got := p.dependent.serial.Load(); got != 0 {
		t.Errorf("after a parallel launch of independent CTAs the note is %d, want 0", got)
	}
}
