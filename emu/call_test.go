package emu

import "testing"

// CALL and RET: programs whose per-lane results follow from the calls each
// lane makes. Return addresses are byte offsets of the next instruction
// (16 bytes an instruction).

func TestCallReturn(t *testing.T) {
	// R2 = 2*laneid + 1 computed by a subroutine; the return address the
	// CALL wrote (pc 0x20 + 0x10 = 0x30) is kept in R6.
	src := `
		S2R R4, SR_LANEID ;                 // 0x00
		CALL R0, DOUBLE ;                   // 0x10
		MOV R6, R0 ;                        // 0x20
		IADD R2, R4, 0x1 ;                  // 0x30
		EXIT ;                              // 0x40
	DOUBLE:
		IADD R4, R4, R4 ;                   // 0x50
		RET R0 ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R2", func(l int) uint32 { return uint32(2*l + 1) })
	o.lanes(t, "R6", func(int) uint32 { return 0x20 })
}

func TestNestedCalls(t *testing.T) {
	// OUTER saves its return address in R8, calls INNER twice: R4 = ((l+3)+3)*2.
	src := `
		S2R R4, SR_LANEID ;
		CALL R0, OUTER ;
		MOV R2, R4 ;
		EXIT ;
	OUTER:
		MOV R8, R0 ;
		CALL R0, INNER ;
		CALL R0, INNER ;
		IADD R4, R4, R4 ;
		RET R8 ;
	INNER:
		IADD R4, R4, 0x3 ;
		RET R0 ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R2", func(l int) uint32 { return uint32((l + 6) * 2) })
}

func TestRecursiveCall(t *testing.T) {
	// FACT computes R4! recursively with its return address, argument and
	// active mask on a stack in local memory (R1, growing up): R2 = (laneid
	// & 7)!. The lanes leave the recursion at different depths; each level
	// reconverges with WARPSYNC on the mask of lanes that entered it (a
	// convergence barrier register would be shared by all levels).
	src := `
		S2R R5, SR_LANEID ;
		MOV R1, 0x0 ;
		LOP3.POR R4, R5, 0x7, RZ, 0xC0, !PT ;
		CALL R0, FACT ;
		MOV R2, R7 ;
		EXIT ;
	FACT:                                    // R7 = R4!, R4 preserved
		VOTE.ANY R9, P2, PT ;
		STL [R1], R0 ;
		STL [R1+0x4], R4 ;
		STL [R1+0x8], R9 ;
		IADD R1, R1, 0xC ;
		ISETP.GT.U32.AND P0, PT, R4, 0x1, PT ;
		MOV R7, 0x1 ;
		@!P0 BRA JOIN ;
		IADD R4, R4, -0x1 ;
		CALL R0, FACT ;
		IADD R4, R4, 0x1 ;
		IMAD R7, R7, R4, RZ ;
	JOIN:
		IADD R1, R1, -0xC ;
		LDL R9, [R1+0x8] ;
		WARPSYNC R9 ;
		VOTE.ANY R10, P2, PT ;
		LDL R4, [R1+0x4] ;
		LDL R0, [R1] ;
		RET R0 ;`
	o := mustRun(t, job{src: src, block: warp32, local: 96})
	fact := []uint32{1, 1, 2, 6, 24, 120, 720, 5040}
	o.lanes(t, "R2", func(l int) uint32 { return fact[l&7] })
	// The outermost level's WARPSYNC gathered the whole warp again.
	o.lanes(t, "R10", func(int) uint32 { return 0xffffffff })
}

func TestCallFromDivergentCode(t *testing.T) {
	// Only the odd lanes call; the even ones wait at the BSYNC.
	src := `
		S2R R4, SR_LANEID ;
		MOV R2, 0x0 ;
		LOP3.POR R3, R4, 0x1, RZ, 0xC0, !PT ;
		ISETP.NE.AND P0, PT, R3, RZ, PT ;
		BSSY B0, J ;
		@!P0 BRA J ;
		CALL R0, F ;
		MOV R2, R4 ;
	J:
		BSYNC B0 ;
		VOTE.ANY R5, P1, PT ;
		EXIT ;
	F:
		IADD R4, R4, 0x64 ;
		RET R0 ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R2", func(l int) uint32 {
		if l%2 == 1 {
			return uint32(l + 100)
		}
		return 0
	})
	o.lanes(t, "R5", func(int) uint32 { return 0xffffffff })
}

func TestGuardedCallAndReturn(t *testing.T) {
	// @P0 CALL: lanes below 8 call; in the callee @P1 RET returns the lanes
	// below 4 early, the others add 10 first and return with a second RET.
	src := `
		S2R R4, SR_LANEID ;
		MOV R2, 0x0 ;
		ISETP.LT.U32.AND P0, PT, R4, 0x8, PT ;
		ISETP.LT.U32.AND P1, PT, R4, 0x4, PT ;
		BSSY B0, J ;
		@P0 CALL R0, F ;
	J:
		BSYNC B0 ;
		VOTE.ANY R5, P2, PT ;
		EXIT ;
	F:
		MOV R2, 0x1 ;
		@P1 RET R0 ;
		MOV R2, 0xA ;
		RET R0 ;`
	o := mustRun(t, job{src: src, block: warp32})
	o.lanes(t, "R2", func(l int) uint32 {
		switch {
		case l < 4:
			return 1
		case l < 8:
			return 10
		}
		return 0
	})
	o.lanes(t, "R5", func(int) uint32 { return 0xffffffff })
}

func TestRetToDifferentAddresses(t *testing.T) {
	// Lanes hold different return addresses: a located error naming the
	// two lanes and their addresses.
	src := `
		S2R R4, SR_LANEID ;
		SHF.L.U32 R0, R4, 0x4, RZ ;
		RET R0 ;
		EXIT ;`
	e := wantErr(t, job{src: src, block: warp32}, ErrProgram, "RET: lane 0 returns to 0x0 but lane 1 to 0x10", "pc 0x0020")
	if !e.HasThread || e.Lane != 1 {
		t.Errorf("error names lane %d (thread %v), want lane 1", e.Lane, e.HasThread)
	}
}

func TestRetOutsideCode(t *testing.T) {
	src := `
		MOV R0, 0x1008 ;
		RET R0 ;
		EXIT ;`
	wantErr(t, job{src: src}, ErrProgram, "RET to 0x1008, which is not an instruction of the code")
}

func TestStackOverflow(t *testing.T) {
	// A recursion without a base case pushes 8 bytes a level onto a stack
	// that grows up from 0x10 (the kernel's own 16 bytes) to the end of the
	// 64 bytes of local memory: the seventh level's store at 0x40 overflows.
	src := `
		MOV R1, 0x10 ;
		CALL R0, F ;
		EXIT ;
	F:
		STL [R1], R0 ;
		STL [R1+0x4], R1 ;
		IADD R1, R1, 0x8 ;
		CALL R0, F ;
		RET R0 ;`
	e := wantErr(t, job{src: src, block: warp32, local: 64, stack: 48}, ErrStackOverflow,
		"stack overflow: the thread's call stack of 48 bytes (local memory 0x10..0x40) is exhausted", "local store of 4 bytes at 0x40", "pc 0x0030")
	if !e.HasThread || e.Lane != 0 || !e.HasAddr {
		t.Errorf("error %v is not located at lane 0 with the address", e)
	}
	// Without a call stack in the metadata the same access is a fault.
	wantErr(t, job{src: src, block: warp32, local: 64}, ErrFault, "local store of 4 bytes at 0x40 is out of bounds (the space has 64 bytes)")
}
