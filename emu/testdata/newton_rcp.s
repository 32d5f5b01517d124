// Newton iteration for a reciprocal, hand-written (issue 9): for each
// thread i < n, y[i] = r2 where
//
//	r0 = MUFU.RCP(x)          the correctly rounded estimate
//	e  = 1 - x*r (FFMA)       the residual, one rounding
//	r' = r + r*e (FFMA)       the Newton step, twice
//
// Parameters: x (pointer to f32), y (pointer to f32), n (i32). The control
// bits are written by hand for strict mode: FFMA and ISETP have latency 4,
// MOV 4, IMAD 5; LDG and MUFU set scoreboards that their consumers wait on.
.kernel newton_rcp
.param x 0x160 8 8 ptr
.param y 0x168 8 8 ptr
.param n 0x170 4 4
        S2R R0, SR_TID.X $wsb=SB0 ;
        ISETP.GE.AND P0, PT, R0, c[0x0][0x170], PT $sched=4 $req=SB0 ;
        @P0 EXIT ;
        MOV.64 R[2:3], c[0x0][0x160] ;
        MOV.64 R[4:5], c[0x0][0x168] $sched=4 ;
        IMAD.WIDE.U32 R[2:3], R0, 0x4, R[2:3] ;
        IMAD.WIDE.U32 R[4:5], R0, 0x4, R[4:5] $sched=5 ;
        LDG R6, [R[2:3]] $wsb=SB1 ;
        MUFU.RCP R7, R6 $req=SB1 $wsb=SB2 ;
        FFMA R8, -R6, R7, 1 $sched=4 $req=SB2 ;
        FFMA R7, R7, R8, R7 $sched=4 ;
        FFMA R8, -R6, R7, 1 $sched=4 ;
        FFMA R7, R7, R8, R7 $sched=4 ;
        STG [R[4:5]], R7 ;
        EXIT ;
