package emu

import (
	"testing"

	"gpucc/launch"
)

// CTA barriers (shared/spec/004_*.txt) across the warps of a CTA.

var block128 = launch.Dim3{X: 128, Y: 1, Z: 1}

// storeOut stores R6 to out[R1] (out is the first buffer).
const storeOut = "MOV.64 R[8:9], c[0x0][0x160] ; IMAD.WIDE.U32 R[8:9], R1, 0x4, R[8:9] ; STG [R[8:9]], R6 ; "

func TestBarrierWithCount(t *testing.T) {
	// Warps 0 and 1 (64 threads) meet at barrier 1 with count 64; warps 2
	// and 3 exit. Thread t reads what thread 63 - t stored.
	src := `S2R R1, SR_TID.X ; ISETP.GE.AND P0, PT, R1, 0x40, PT ; @P0 EXIT ;
		SHF.L.U32 R2, R1, 0x2, RZ ; IADD R3, R1, 0x1000 ; STS [R2], R3 ;
		BAR.SYNC 0x1, 0x40 ;
		IADD R4, -R1, 0x3F ; SHF.L.U32 R5, R4, 0x2, RZ ; LDS R6, [R5] ; ` + storeOut + "EXIT ;"
	o := mustRun(t, job{src: src, block: block128, staticShared: 256, bufs: [][]byte{make([]byte, 256)}})
	for i, v := range u32s(o.buf(t, 0, 256)) {
		if v != uint32(0x1000+63-i) {
			t.Fatalf("out[%d] = %#x, want %#x", i, v, 0x1000+63-i)
		}
	}
}

func TestBarrierArriveAndSync(t *testing.T) {
	// Producers (warps 0, 1) store and arrive; consumers (warps 2, 3) wait
	// with BAR.SYNC on the same barrier and count, then read.
	src := `S2R R1, SR_TID.X ; ISETP.GE.AND P0, PT, R1, 0x40, PT ;
		@P0 BRA CONSUMER ;
		SHF.L.U32 R2, R1, 0x2, RZ ; IMAD R3, R1, 0x3, RZ ; STS [R2], R3 ;
		BAR.ARV 0x2, 0x80 ;
		EXIT ;
	CONSUMER:
		BAR.SYNC 0x2, 0x80 ;
		IADD R4, R1, -0x40 ; SHF.L.U32 R5, R4, 0x2, RZ ; LDS R6, [R5] ; ` + storeOut + "EXIT ;"
	o := mustRun(t, job{src: src, block: block128, staticShared: 256, bufs: [][]byte{make([]byte, 512)}})
	out := u32s(o.buf(t, 0, 512))
	for i := 64; i < 128; i++ {
		if out[i] != uint32(3*(i-64)) {
			t.Fatalf("out[%d] = %d, want %d", i, out[i], 3*(i-64))
		}
	}
}

func TestBarrierCountsExitedWarps(t *testing.T) {
	// Warp 0 waits at BAR.SYNC 0 (all threads) while warps 1..3 spin for a
	// while and exit: the barrier completes when the last of them exits.
	src := `S2R R1, SR_TID.X ; ISETP.GE.AND P0, PT, R1, 0x20, PT ;
		@!P0 BRA WAIT ;
		MOV R2, 0x0 ;
	LOOP:
		IADD R2, R2, 0x1 ; ISETP.LT.AND P1, PT, R2, 0x20, PT ; @P1 BRA LOOP ;
		EXIT ;
	WAIT:
		BAR.SYNC 0x0 ;
		MOV R6, 0x7 ; EXIT ;`
	o := mustRun(t, job{src: src, block: block128})
	if got := o.reg(t, 0, 0, "R6"); got != 7 {
		t.Errorf("warp 0 did not pass the barrier: R6 = %d", got)
	}
	if o.stats.Stalls[StallBarrier] == 0 {
		t.Errorf("no barrier stall cycles counted: %v", o.stats)
	}
	// A block of 48 threads is two warps: the count of all threads is 64.
	o = mustRun(t, job{src: "BAR.SYNC 0x0 ; S2R R1, SR_TID.X ; EXIT ;", block: launch.Dim3{X: 48, Y: 1, Z: 1}})
	if got := o.reg(t, 1, 15, "R1"); got != 47 {
		t.Errorf("thread 47 did not pass the barrier: R1 = %d", got)
	}
}

func TestBarrierDeadlock(t *testing.T) {
	src := `S2R R1, SR_TID.X ; ISETP.GE.AND P0, PT, R1, 0x40, PT ; @P0 EXIT ; BAR.SYNC 0x1, 0x80 ; EXIT ;`
	wantErr(t, job{src: src, block: block128}, ErrDeadlock, "no warp can make progress", "waits at barrier 1 (64 of 128 threads arrived)")
}

func TestBarrierReduction(t *testing.T) {
	// P0: tid < 40. POPC over all 128 threads is 40; AND false; OR true.
	// Register form: barrier 3, count 128 from (0x80 << 4) | 3.
	src := `S2R R1, SR_TID.X ; ISETP.LT.AND P0, PT, R1, 0x28, PT ;
		BAR.RED.POPC 0x0, P0 ; BAR.RESULT R2, P1 ; B2R.WARP R5 ;
		BAR.RED.AND 0x1, 0x80, P0 ; BAR.RESULT R3, P2 ;
		MOV R7, 0x803 ; BAR.RED.OR R7, P0 ; BAR.RESULT R4, P3 ;
		BAR.RED.AND 0x2, !P0 ; BAR.RESULT RZ, P4 ; EXIT ;`
	o := mustRun(t, job{src: src, block: block128})
	for w := 0; w < 4; w++ {
		for name, want := range map[string]uint32{"R2": 40, "P2": 0, "P3": 1, "P4": 0, "R4": 40} {
			if got := o.reg(t, w, 31, name); got != want {
				t.Errorf("warp %d: %s = %d, want %d", w, name, got, want)
			}
		}
		// State copy: 4 warps arrived, count 0 (all), mode RED, POPC, a true
		// predicate, 40 true, complete:
		// 4 | 2<<14 | 2<<16 | 1<<18 | 40<<19 | 1<<31.
		if got := o.reg(t, w, 0, "R5"); got != 0x81468004 {
			t.Errorf("warp %d: B2R.WARP = %#x, want 0x81468004", w, got)
		}
	}
}

func TestBarrierStateRegisters(t *testing.T) {
	// Barrier 4 in progress after one BAR.ARV with count 128: 1 warp of 4
	// expected, mode SYNC: 1 | 4<<7 | 1<<14.
	src := `BAR.ARV 0x4, 0x80 ; B2R R8, 0x4 ; B2R.BAR R6, 0x5 ;
		MOV R9, 0x4201 ; R2B.BAR 0x6, R9 ; B2R R10, 0x6 ;
		MOV R11, 0x803C0000 ; R2B.WARP R11 ; BAR.RESULT R12, P2 ; B2R.WARP R13 ; EXIT ;`
	o := mustRun(t, job{src: src})
	// 0x803C0000 = 1<<31 | 7<<19 | 1<<18: 7 true predicates, predicate true.
	o.check(t, map[string]uint32{"R8": 0x4201, "R6": 0, "R10": 0x4201, "R12": 7, "P2": 1, "R13": 0x803c0000})
}

func TestBarrierErrors(t *testing.T) {
	two := launch.Dim3{X: 64, Y: 1, Z: 1}
	wantErr(t, job{src: `S2R R1, SR_TID.X ; ISETP.GE.AND P0, PT, R1, 0x20, PT ; @P0 BRA B ; BAR.ARV 0x1, 0x40 ; EXIT ;
		B: NOP ; BAR.SYNC 0x1, 0x60 ; EXIT ;`, block: two},
		ErrBarrier, "BAR.SYNC on barrier 1 with count 96, but the barrier is in progress with count 64")
	wantErr(t, job{src: "BAR.ARV 0x0 ; EXIT ;"}, ErrBarrier, "BAR.ARV needs a count above 0")
	wantErr(t, job{src: "BAR.SYNC 0x0, 0x30 ; EXIT ;"}, ErrBarrier, "count 48 is not a multiple of 32")
	wantErr(t, job{src: `S2R R1, SR_TID.X ; ISETP.GE.AND P0, PT, R1, 0x20, PT ; @P0 BRA B ; BAR.ARV 0x1, 0x40 ; EXIT ;
		B: NOP ; BAR.RED.OR 0x1, 0x40, PT ; EXIT ;`, block: two, opts: Options{Lenient: true}},
		ErrBarrier, "BAR.RED on barrier 1 while a BAR.SYNC/BAR.ARV is in progress")
	wantErr(t, job{src: "BAR.RESULT R1, P0 ; EXIT ;"}, ErrBarrier, "BAR.RESULT before any BAR.RED")
	// Even one after the other, BAR.SYNC and BAR.RED may not share a barrier.
	src := "BAR.SYNC 0x3 ; BAR.RED.POPC 0x3, PT ; EXIT ;"
	wantErr(t, job{src: src}, ErrBarrier, "BAR.RED on barrier 3, which this CTA used with BAR.SYNC/BAR.ARV")
	mustRun(t, job{src: src, opts: Options{Lenient: true}})
	wantErr(t, job{src: "S2R R1, SR_LANEID ; BAR.SYNC R1, 0x20 ; EXIT ;", block: warp32}, ErrBarrier, "barrier id differs between lanes")
}

func TestBarrierRegisterOperands(t *testing.T) {
	// BAR.SYNC Ra, Rb: barrier 1, count 128, from registers; only the low 4
	// (id) and 12 (count) bits count.
	src := `MOV R4, 0x11 ; MOV R5, 0xF080 ; BAR.SYNC R4, R5 ; MOV R6, 0x1 ; BAR.SYNC R4, 0x80 ; BAR.SYNC 0x1, R5 ; MOV R7, 0x2 ; EXIT ;`
	o := mustRun(t, job{src: src, block: block128})
	if o.reg(t, 3, 0, "R7") != 2 {
		t.Errorf("warps did not pass the register-operand barriers")
	}
}
