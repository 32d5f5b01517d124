package emu

import (
	"testing"

	"gpucc/launch"
)

// Warp collectives (shared/spec/000_*.txt) and special registers, run on
// one full warp. Expected values come from the spec's pseudo-code evaluated
// by hand (formulas per lane below).

var warp32 = launch.Dim3{X: 32, Y: 1, Z: 1}

// lanes checks register name in every lane of warp 0 against want(lane).
func (o *outcome) lanes(t *testing.T, name string, want func(lane int) uint32) {
	t.Helper()
	for l := 0; l < 32; l++ {
		if got, w := o.reg(t, 0, l, name), want(l); got != w {
			t.Errorf("%s lane %d = %#x, want %#x", name, l, got, w)
		}
	}
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// laneSetup puts lane+100 in R0 and the lane id in R1.
const laneSetup = "S2R R1, SR_LANEID ; IADD R0, R1, 0x64 ; "

func TestSHFLModes(t *testing.T) {
	type sc struct {
		name  string
		shfl  string
		value func(lane int) uint32 // source lane of R2
		pred  func(lane int) bool
	}
	own := func(l int, ok bool, j int) uint32 {
		if ok {
			return uint32(100 + j)
		}
		return uint32(100 + l)
	}
	cases := []sc{
		// c = 0: segmask 0, maxLane 0; UP takes lane-b when lane-b >= 0.
		{"up", "SHFL.UP P0, R2, R0, 0x1, 0x0", func(l int) uint32 { return own(l, l >= 1, l-1) }, func(l int) bool { return l >= 1 }},
		// c = 0x1F: maxLane 31; DOWN takes lane+b when <= 31.
		{"down", "SHFL.DOWN P0, R2, R0, 0x3, 0x1F", func(l int) uint32 { return own(l, l+3 <= 31, l+3) }, func(l int) bool { return l+3 <= 31 }},
		{"bfly", "SHFL.BFLY P0, R2, R0, 0x10, 0x1F", func(l int) uint32 { return uint32(100 + (l ^ 16)) }, func(int) bool { return true }},
		{"idx", "SHFL.IDX P0, R2, R0, 0x5, 0x1F", func(l int) uint32 { return 105 }, func(int) bool { return true }},
		// Segments of 8 lanes: segmask = 24 (c[12:8]), cval = 31.
		// IDX: j = (lane & 24) | (b & 7).
		{"idx width 8", "SHFL.IDX P0, R2, R0, 0x3, 0x181F", func(l int) uint32 { return uint32(100 + l&24 + 3) }, func(int) bool { return true }},
		// b = 9: only its bits outside the segment mask count, 9 & 7 = 1.
		{"idx width 8 out of range b", "SHFL.IDX P0, R2, R0, 0x9, 0x181F", func(l int) uint32 { return uint32(100 + l&24 + 1) }, func(int) bool { return true }},
		// UP with cval 0: maxLane = lane & 24, the segment's first lane.
		{"up width 8", "SHFL.UP P0, R2, R0, 0x2, 0x1800", func(l int) uint32 { return own(l, l-2 >= l&24, l-2) }, func(l int) bool { return l-2 >= l&24 }},
		// DOWN with cval 31: maxLane = segment's last lane.
		{"down width 8", "SHFL.DOWN P0, R2, R0, 0x2, 0x181F", func(l int) uint32 { return own(l, l+2 <= l|7, l+2) }, func(l int) bool { return l+2 <= l|7 }},
		{"bfly width 8", "SHFL.BFLY P0, R2, R0, 0x4, 0x181F", func(l int) uint32 { return uint32(100 + (l ^ 4)) }, func(int) bool { return true }},
		// cval = 3, no segments: maxLane 3, so IDX 5 is out of range and IDX 2 is not.
		{"idx above clamp", "SHFL.IDX P0, R2, R0, 0x5, 0x3", func(l int) uint32 { return uint32(100 + l) }, func(int) bool { return false }},
		{"idx below clamp", "SHFL.IDX P0, R2, R0, 0x2, 0x3", func(l int) uint32 { return 102 }, func(int) bool { return true }},
		// Only b[4:0] counts: 40 & 31 = 8.
		{"idx b low bits", "SHFL.IDX P0, R2, R0, 0x8, 0x1F", func(l int) uint32 { return 108 }, func(int) bool { return true }},
		// Register b = 31 - lane reverses the warp.
		{"idx register", "IADD R3, -R1, 0x1F ; SHFL.IDX P0, R2, R0, R3, 0x1F", func(l int) uint32 { return uint32(131 - l) }, func(int) bool { return true }},
		{"register c", "MOV R4, 0x1F ; SHFL.DOWN P0, R2, R0, 0x1, R4", func(l int) uint32 { return own(l, l+1 <= 31, l+1) }, func(l int) bool { return l <= 30 }},
		// The destination is the source: every lane reads the others' old values.
		// (Lanes read lanes below them, which a lane-ordered pass wrote first.)
		{"bfly in place", "MOV R2, R0 ; SHFL.BFLY P0, R2, R2, 0x10, 0x1F", func(l int) uint32 { return uint32(100 + (l ^ 16)) }, func(int) bool { return true }},
		{"up in place", "IADD R2, R1, 0x64 ; SHFL.UP P0, R2, R2, 0x8, 0x0", func(l int) uint32 { return own(l, l >= 8, l-8) }, func(l int) bool { return l >= 8 }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := mustRun(t, job{src: laneSetup + c.shfl + " ; EXIT ;", block: warp32})
			o.lanes(t, "R2", c.value)
			o.lanes(t, "P0", func(l int) uint32 { return b2u(c.pred(l)) })
		})
	}
}

func TestSHFLInactiveLane(t *testing.T) {
	// Lanes 0..15 participate; lane 3 reads lane 19 (3 ^ 16).
	src := laneSetup + "ISETP.LT.AND P1, PT, R1, 0x10, PT ; @P1 SHFL.BFLY P0, R2, R0, 0x10, 0x1F ; EXIT ;"
	wantErr(t, job{src: src, block: warp32}, ErrCollective, "SHFL reads lane 16", "does not take part")
	// In lenient mode the value of the non-participating lane is read.
	o := mustRun(t, job{src: src, block: warp32, opts: Options{Lenient: true}})
	o.lanes(t, "R2", func(l int) uint32 {
		if l < 16 {
			return uint32(100 + (l ^ 16))
		}
		return 0
	})
	// A shuffle inside the participating half is fine.
	src = laneSetup + "ISETP.LT.AND P1, PT, R1, 0x10, PT ; @P1 SHFL.BFLY P0, R2, R0, 0x8, 0x1F ; EXIT ;"
	o = mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R2", func(l int) uint32 {
		if l < 16 {
			return uint32(100 + (l ^ 8))
		}
		return 0
	})
}

// The warp-level inclusive scan, reverse scan and butterfly reduction of
// the PTX reference (shared/spec/001_*.txt), written in gpucc assembly, on
// Rx = lane + 1.
func TestPTXScanAndButterfly(t *testing.T) {
	scan := "S2R R1, SR_LANEID ; IADD R0, R1, 0x1 ;\n"
	rev, bfly := scan, scan
	for _, s := range []string{"0x1", "0x2", "0x4", "0x8", "0x10"} {
		scan += "SHFL.UP P0, R2, R0, " + s + ", 0x0 ; @P0 IADD R0, R2, R0 ;\n"
		rev += "SHFL.DOWN P0, R2, R0, " + s + ", 0x1F ; @P0 IADD R0, R2, R0 ;\n"
	}
	for _, s := range []string{"0x10", "0x8", "0x4", "0x2", "0x1"} {
		bfly += "SHFL.BFLY PT, R2, R0, " + s + ", 0x1F ; IADD R0, R2, R0 ;\n"
	}
	o := mustRun(t, job{src: scan + "EXIT ;", block: warp32})
	o.lanes(t, "R0", func(l int) uint32 { return uint32((l + 1) * (l + 2) / 2) })
	o = mustRun(t, job{src: rev + "EXIT ;", block: warp32})
	o.lanes(t, "R0", func(l int) uint32 { return uint32(528 - l*(l+1)/2) })
	o = mustRun(t, job{src: bfly + "EXIT ;", block: warp32})
	o.lanes(t, "R0", func(int) uint32 { return 528 })
}

func TestVOTE(t *testing.T) {
	// P1: odd lanes; P3: lanes < 16; P5: lanes < 20.
	src := `S2R R1, SR_LANEID ; LOP3.POR R2, R1, 0x1, RZ, 0xC0, !PT ; ISETP.NE.AND P1, PT, R2, RZ, PT ;
		ISETP.LT.AND P3, PT, R1, 0x10, PT ; ISETP.LT.AND P5, PT, R1, 0x14, PT ;
		VOTE.ANY R4, P0, P1 ; VOTE.ALL R5, P2, P1 ; VOTE.EQ R6, P4, P1 ;
		@P3 VOTE.ALL R7, P6, P5 ; @P3 VOTE.EQ R8, P2, !P5 ;
		VOTEU.ANY UR1, UP0, P1 ; VOTEU.ALL UR2, UP1, P5 ; @P3 VOTEU.ALL UR3, UP2, P5 ; EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R4", func(int) uint32 { return 0xaaaaaaaa })
	o.lanes(t, "P0", func(int) uint32 { return 1 })
	o.lanes(t, "R5", func(int) uint32 { return 0xaaaaaaaa })
	o.lanes(t, "P4", func(int) uint32 { return 0 })
	// Participants are lanes 0..15, all with P5 true: ALL holds; !P5 is
	// false everywhere there, so EQ holds too. Lanes 16..31 are untouched.
	half := func(v uint32) func(int) uint32 {
		return func(l int) uint32 {
			if l < 16 {
				return v
			}
			return 0
		}
	}
	o.lanes(t, "R7", half(0xffff))
	o.lanes(t, "P6", half(1))
	o.lanes(t, "R8", half(0))
	o.lanes(t, "P2", half(1))
	o.check(t, map[string]uint32{"UR1": 0xaaaaaaaa, "UP0": 1, "UR2": 0x000fffff, "UP1": 0, "UR3": 0xffff, "UP2": 1})
}

func TestREDUX(t *testing.T) {
	// R0 = lane + 1 (1..32), R3 = lane - 16 (-16..15 signed).
	src := `S2R R1, SR_LANEID ; IADD R0, R1, 0x1 ; IADD R3, R1, -0x10 ; ISETP.LT.AND P3, PT, R1, 0x10, PT ;
		REDUX.SUM R4, R0 ; REDUX.MAX R5, R0 ; REDUX.MIN R6, R0 ; REDUX.AND R7, R0 ; REDUX.OR R8, R0 ; REDUX.XOR R9, R0 ;
		REDUX.S32.MAX R10, R3 ; REDUX.MAX R11, R3 ; REDUX.S32.MIN R12, R3 ; REDUX.MIN R13, R3 ; REDUX.S32.SUM R14, R3 ;
		@P3 REDUX.SUM R15, R0 ; REDUXU.SUM UR1, R0 ; @P3 REDUXU.S32.MIN UR2, R3 ; EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	for name, v := range map[string]uint32{
		"R4": 528, "R5": 32, "R6": 1, "R7": 0, "R8": 63, "R9": 32, // XOR of 1..32 is 32 (n % 4 == 0)
		"R10": 15, "R11": 0xffffffff, "R12": 0xfffffff0, "R13": 0, "R14": 0xfffffff0, // sum = 496 - 512 = -16
	} {
		o.lanes(t, name, func(int) uint32 { return v })
	}
	o.lanes(t, "R15", func(l int) uint32 { // 1 + ... + 16 in lanes 0..15
		if l < 16 {
			return 136
		}
		return 0
	})
	o.check(t, map[string]uint32{"UR1": 528, "UR2": 0xfffffff0})
}

func TestMATCH(t *testing.T) {
	src := `S2R R1, SR_LANEID ; LOP3.POR R0, R1, 0x3, RZ, 0xC0, !PT ; MOV R5, 0x7 ; ISETP.LT.AND P3, PT, R1, 0x10, PT ;
		LOP3.POR R6, R1, 0x1, RZ, 0xC0, !PT ; SHF.R.U32 R7, R1, 0x4, RZ ;
		MATCH.ANY R2, P0, R0 ; MATCH.ALL R3, P1, R0 ; MATCH.ALL R4, P2, R5 ;
		@P3 MATCH.ANY R8, P4, R0 ; MATCH.U64.ANY R9, P5, R[6:7] ; @P3 MATCH.ALL R10, P6, R5 ; EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R2", func(l int) uint32 { return 0x11111111 << (l % 4) })
	o.lanes(t, "P0", func(int) uint32 { return 0 })
	o.lanes(t, "R3", func(int) uint32 { return 0 })
	o.lanes(t, "P1", func(int) uint32 { return 0 })
	o.lanes(t, "R4", func(int) uint32 { return 0xffffffff })
	o.lanes(t, "P2", func(int) uint32 { return 1 })
	o.lanes(t, "R8", func(l int) uint32 {
		if l < 16 {
			return 0x1111 << (l % 4)
		}
		return 0
	})
	// Pairs (lane % 2, lane / 16): same parity within the same half-warp.
	o.lanes(t, "R9", func(l int) uint32 {
		parity := uint32(0x55555555) << (l % 2)
		half := uint32(0x0000ffff) << (16 * (l / 16))
		return parity & half
	})
	o.lanes(t, "R10", func(l int) uint32 {
		if l < 16 {
			return 0xffff
		}
		return 0
	})
	o.lanes(t, "P6", func(l int) uint32 { return b2u(l < 16) })
}

func TestELECT(t *testing.T) {
	src := `S2R R1, SR_LANEID ; LOP3.POR R2, R1, 0x1, RZ, 0xC0, !PT ; ISETP.NE.AND P1, PT, R2, RZ, PT ;
		ISETP.GE.AND P4, PT, R1, 0xA, PT ; UMOV UR1, 0xF0 ;
		ELECT P0, R3, PT ; @P1 ELECT P2, R4, PT ; ELECT P3, R5, P4 ; ELECT P5, R6, UR1 ; ELECT P6, R7, ~UR1 ;
		ELECT P0, R8, !PT ; ELECTU P2, UR2, P4 ; EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R3", func(int) uint32 { return 0 })
	o.lanes(t, "R4", func(l int) uint32 { // only odd lanes execute; the leader is lane 1
		if l%2 == 1 {
			return 1
		}
		return 0
	})
	o.lanes(t, "R5", func(int) uint32 { return 10 })
	o.lanes(t, "P3", func(l int) uint32 { return b2u(l == 10) })
	o.lanes(t, "R6", func(int) uint32 { return 4 })
	o.lanes(t, "P5", func(l int) uint32 { return b2u(l == 4) })
	o.lanes(t, "R7", func(int) uint32 { return 0 })
	o.lanes(t, "P6", func(l int) uint32 { return b2u(l == 0) })
	o.lanes(t, "R8", func(int) uint32 { return 0xffffffff })
	o.lanes(t, "P0", func(int) uint32 { return 0 })
	o.check(t, map[string]uint32{"UR2": 10})
	o.lanes(t, "P2", func(l int) uint32 { return b2u(l == 10) })
}

// MOVM transposes the 8x8 matrix of 16-bit elements e(r,c) = 8r + c,
// lane t holding e(t/4, 2(t%4)) and e(t/4, 2(t%4)+1), that is 2t and 2t+1.
// After the transpose lane t holds e(c, r) = 8c + r for r = t/4,
// c = 2(t%4) and c+1.
func TestMOVM(t *testing.T) {
	src := `S2R R1, SR_LANEID ; IMAD R2, R1, 0x2, RZ ; IADD R3, R2, 0x1 ; SHF.L.U32 R4, R3, 0x10, RZ ;
		LOP3.POR R0, R2, R4, RZ, 0xFC, !PT ; MOVM R5, R0 ; EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R5", func(l int) uint32 {
		r, c := l/4, 2*(l%4)
		return uint32(8*c+r) | uint32(8*(c+1)+r)<<16
	})
	wantErr(t, job{src: "S2R R1, SR_LANEID ; ISETP.LT.AND P0, PT, R1, 0x8, PT ; @P0 MOVM R5, R1 ; EXIT ;", block: warp32},
		ErrCollective, "MOVM needs all 32 lanes")
}

func TestR2UR(t *testing.T) {
	src := `S2R R1, SR_LANEID ; IADD R1, R1, 0x10 ; ISETP.GE.AND P4, PT, R1, 0x1A, PT ;
		R2UR UR1, R1 ; @P4 R2UR UR2, R1 ; @!PT R2UR UR3, R1 ; EXIT ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.check(t, map[string]uint32{"UR1": 0x10, "UR2": 0x1a, "UR3": 0})
}

func TestSpecialRegisters(t *testing.T) {
	src := `S2R R1, SR_TID.X ; S2R R2, SR_TID.Y ; S2R R3, SR_TID.Z ; S2R R4, SR_NTID.X ; S2R R5, SR_NTID.Y ; S2R R6, SR_NTID.Z ;
		S2R R7, SR_NCTAID.X ; S2R R8, SR_NCTAID.Y ; S2R R9, SR_NCTAID.Z ; S2R R10, SR_CTAID.X ; S2R R11, SR_CTAID.Y ; S2R R12, SR_CTAID.Z ;
		S2R R13, SR_LANEID ; S2R R14, SR_WARPID ; S2R R15, SR_LANEMASK_EQ ; S2R R16, SR_LANEMASK_LT ; S2R R17, SR_LANEMASK_LE ;
		S2R R18, SR_LANEMASK_GT ; S2R R19, SR_LANEMASK_GE ; S2UR UR1, SR_CTAID.Y ; S2UR UR2, SR_NTID.Z ; S2UR UR3, SR_NCTAID.X ; EXIT ;`
	// Block (4,2,3) = 24 threads in one warp; the last CTA to run is (1,2,0).
	o := mustRun(t, job{src: src, block: launch.Dim3{X: 4, Y: 2, Z: 3}, grid: launch.Dim3{X: 2, Y: 3, Z: 1}})
	live := func(f func(int) uint32) func(int) uint32 {
		return func(l int) uint32 {
			if l >= 24 {
				return 0 // lanes without a thread never run
			}
			return f(l)
		}
	}
	o.lanes(t, "R1", live(func(l int) uint32 { return uint32(l % 4) }))
	o.lanes(t, "R2", live(func(l int) uint32 { return uint32(l / 4 % 2) }))
	o.lanes(t, "R3", live(func(l int) uint32 { return uint32(l / 8) }))
	for name, v := range map[string]uint32{"R4": 4, "R5": 2, "R6": 3, "R7": 2, "R8": 3, "R9": 1, "R10": 1, "R11": 2, "R12": 0, "R14": 0} {
		o.lanes(t, name, live(func(int) uint32 { return v }))
	}
	o.lanes(t, "R13", live(func(l int) uint32 { return uint32(l) }))
	o.lanes(t, "R15", live(func(l int) uint32 { return 1 << l }))
	o.lanes(t, "R16", live(func(l int) uint32 { return 1<<l - 1 }))
	o.lanes(t, "R17", live(func(l int) uint32 { return 1<<(l+1) - 1 }))
	o.lanes(t, "R18", live(func(l int) uint32 { return ^uint32(1<<(l+1) - 1) }))
	o.lanes(t, "R19", live(func(l int) uint32 { return ^uint32(1<<l - 1) }))
	o.check(t, map[string]uint32{"UR1": 2, "UR2": 3, "UR3": 2})

	o = mustRun(t, job{src: "S2R R14, SR_WARPID ; S2R R13, SR_LANEID ; EXIT ;", block: launch.Dim3{X: 64, Y: 1, Z: 1}})
	if got := o.reg(t, 1, 3, "R14"); got != 1 {
		t.Errorf("SR_WARPID in warp 1 = %d", got)
	}
	wantErr(t, job{src: "S2UR UR1, SR_TID.X ; EXIT ;"}, ErrProgram, "S2UR of a per-thread special register")
}

// SR_CLOCKLO reads the warp's cycle: the first S2R issues at cycle 0, the
// second waits for the first's scoreboard, set for S2R's typical delay of
// 20 cycles.
func TestClock(t *testing.T) {
	o := mustRun(t, job{src: "S2R R1, SR_CLOCKLO ; S2R R2, SR_CLOCKLO ; S2R R3, SR_CLOCKHI ; EXIT ;"})
	o.check(t, map[string]uint32{"R1": 0, "R2": 20, "R3": 0})
}
