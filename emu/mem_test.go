package emu

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"testing"

	"gpucc/launch"
)

func TestGlobalLoadStore(t *testing.T) {
	// out[gid] = in[gid] * 2 + 1 over 2 CTAs of 64 threads.
	src := `S2R R1, SR_TID.X ; S2R R2, SR_CTAID.X ; IMAD R1, R2, c[0x0][0x0], R1 ;
		MOV.64 R[4:5], c[0x0][0x160] ; MOV.64 R[6:7], c[0x0][0x168] ;
		IMAD.WIDE.U32 R[8:9], R1, 0x4, R[4:5] ; IMAD.WIDE.U32 R[10:11], R1, 0x4, R[6:7] ;
		LDG R12, [R[8:9]] ; LEA R13, R12, 0x1, 0x1 ; STG [R[10:11]], R13 ; EXIT ;`
	in := make([]uint32, 128)
	for i := range in {
		in[i] = uint32(3 * i)
	}
	o := mustRun(t, job{src: src, grid: launch.Dim3{X: 2, Y: 1, Z: 1}, block: launch.Dim3{X: 64, Y: 1, Z: 1},
		bufs: [][]byte{words(in...), make([]byte, 512)}})
	for i, v := range u32s(o.buf(t, 1, 512)) {
		if v != uint32(6*i+1) {
			t.Fatalf("out[%d] = %d, want %d", i, v, 6*i+1)
		}
	}
}

func TestMemoryWidths(t *testing.T) {
	src := `MOV.64 R[2:3], c[0x0][0x160] ;
		LDG.U8 R4, [R[2:3]+0x1] ; LDG.S8 R5, [R[2:3]+0x1] ; LDG.U16 R6, [R[2:3]+0x2] ; LDG.S16 R7, [R[2:3]+0x2] ;
		LDG R8, [R[2:3]+0x4] ; LDG.64 R[10:11], [R[2:3]+0x8] ; LDG.128 R[12:15], [R[2:3]+0x10] ;
		IADD R20, P0, R2, 0x10 ; IADD.X R21, R3, RZ, P0 ; LDG.U8 R16, [R[20:21]-0x1] ;
		STG.U8 [R[2:3]+0x20], R8 ; STG.U16 [R[2:3]+0x22], R8 ; STG [R[2:3]+0x24], R8 ;
		STG.64 [R[2:3]+0x28], R[10:11] ; STG.128 [R[2:3]+0x30], R[12:15] ; EXIT ;`
	buf := make([]byte, 64)
	for i := range buf {
		buf[i] = byte(0x80 + i)
	}
	o := mustRun(t, job{src: src, bufs: [][]byte{buf}})
	o.check(t, map[string]uint32{
		"R4": 0x81, "R5": 0xffffff81, "R6": 0x8382, "R7": 0xffff8382, "R8": 0x87868584,
		"R10": 0x8b8a8988, "R11": 0x8f8e8d8c, "R12": 0x93929190, "R13": 0x97969594, "R14": 0x9b9a9998, "R15": 0x9f9e9d9c,
		"R16": 0x8f,
	})
	want := append([]byte(nil), buf...)
	copy(want[0x20:], []byte{0x84})
	copy(want[0x22:], []byte{0x84, 0x85, 0x84, 0x85, 0x86, 0x87})
	for i := 0x28; i < 0x40; i++ {
		want[i] = byte(0x80 + i - 0x20)
	}
	if got := o.buf(t, 0, 64); !bytes.Equal(got, want) {
		t.Errorf("buffer\n got % x\nwant % x", got, want)
	}
}

func TestSharedMemoryAndBarrier(t *testing.T) {
	// 4 warps: shared[tid] = 7 * tid, barrier, out[tid] = shared[127 - tid].
	src := `S2R R1, SR_TID.X ; IMAD R2, R1, 0x7, RZ ; SHF.L.U32 R3, R1, 0x2, RZ ; STS [R3], R2 ;
		BAR.SYNC 0x0 ;
		IADD R4, -R1, 0x7F ; SHF.L.U32 R5, R4, 0x2, RZ ; LDS R6, [R5] ;
		MOV.64 R[8:9], c[0x0][0x160] ; IMAD.WIDE.U32 R[8:9], R1, 0x4, R[8:9] ; STG [R[8:9]], R6 ; EXIT ;`
	o := mustRun(t, job{src: src, block: launch.Dim3{X: 128, Y: 1, Z: 1}, staticShared: 512, bufs: [][]byte{make([]byte, 512)}})
	for i, v := range u32s(o.buf(t, 0, 512)) {
		if v != uint32(7*(127-i)) {
			t.Fatalf("out[%d] = %d, want %d", i, v, 7*(127-i))
		}
	}
}

func TestDynamicSharedAndLocal(t *testing.T) {
	// Static 12 bytes round up to 16; 64 dynamic bytes follow: 0x4C is the
	// last word, c[0x0][0x18] holds the dynamic size.
	src := `MOV R1, 0x2A ; STS [RZ+0x4C], R1 ; LDS R2, [RZ+0x4C] ; MOV R3, c[0x0][0x18] ;
		S2R R4, SR_TID.X ; STL [RZ+0x4], R4 ; IMAD R5, R4, 0x2, RZ ; STL [RZ], R5 ; LDL R6, [RZ+0x4] ; LDL.64 R[8:9], [RZ] ; EXIT ;`
	o := mustRun(t, job{src: src, staticShared: 12, shared: 64, local: 8, block: launch.Dim3{X: 4, Y: 1, Z: 1}})
	for l := 0; l < 4; l++ {
		for name, want := range map[string]uint32{"R2": 0x2a, "R3": 64, "R6": uint32(l), "R8": uint32(2 * l), "R9": uint32(l)} {
			if got := o.reg(t, 0, l, name); got != want {
				t.Errorf("lane %d: %s = %#x, want %#x", l, name, got, want)
			}
		}
	}
}

func TestConstantLoads(t *testing.T) {
	src := `MOV R1, 0x8 ; LDC R2, c[0x0][R1+0x160] ; LDC.64 R[4:5], c[0x0][RZ+0x160] ; LDC.U16 R6, c[0x1][R1-0x6] ;
		ULDC UR4, c[0x0][0x164] ; ULDC.64 UR[6:7], c[0x0][0x160] ; MOV R7, UR7 ; EXIT ;`
	o := mustRun(t, job{src: src, params: words(0x11, 0x22, 0x33), banks: map[int][]byte{1: {0, 1, 2, 3, 4, 5}}})
	o.check(t, map[string]uint32{"R2": 0x33, "R4": 0x11, "R5": 0x22, "R6": 0x0302, "UR4": 0x22, "UR6": 0x11, "UR7": 0x22, "R7": 0x22})
}

func TestAtomicsFromManyThreads(t *testing.T) {
	// Every one of 1024 threads: old = atomicAdd(&b0[0], 1) stored to
	// out[tid]; red.add(&b0[1], tid); max/min (signed and unsigned) of
	// tid - 512; or/and of single bits; xor of tid; a 64-bit add of
	// 0xFFFFFFFF; exch of tid.
	src := `S2R R1, SR_TID.X ; MOV.64 R[2:3], c[0x0][0x160] ; MOV.64 R[4:5], c[0x0][0x168] ;
		MOV R6, 0x1 ; ATOMG.ADD R7, [R[2:3]], R6 ;
		IMAD.WIDE.U32 R[8:9], R1, 0x4, R[4:5] ; STG [R[8:9]], R7 ;
		RED.ADD [R[2:3]+0x4], R1 ;
		IADD R10, R1, -0x200 ;
		ATOMG.MAX.S32 RZ, [R[2:3]+0x8], R10 ; ATOMG.MIN.S32 RZ, [R[2:3]+0xC], R10 ;
		RED.MIN [R[2:3]+0x10], R10 ; RED.MAX [R[2:3]+0x14], R10 ;
		LOP3.POR R11, R1, 0x1F, RZ, 0xC0, !PT ; SHF.L.U32 R12, R6, R11, RZ ;
		RED.OR [R[2:3]+0x18], R12 ; LOP3.POR R13, R12, RZ, RZ, 0x0F, !PT ; ATOMG.AND RZ, [R[2:3]+0x1C], R13 ;
		RED.XOR [R[2:3]+0x20], R1 ;
		MOV R14, 0xFFFFFFFF ; MOV R15, 0x0 ; ATOMG.ADD.U64 R[16:17], [R[2:3]+0x28], R[14:15] ;
		ATOMG.EXCH R18, [R[2:3]+0x30], R1 ; STG [R[8:9]+0x1000], R18 ; EXIT ;`
	init := words(0, 0, 0x80000000, 0x7fffffff, 0xffffffff, 0, 0, 0xffffffff, 0, 0, 0, 0, 0xdead, 0)
	o := mustRun(t, job{src: src, block: launch.Dim3{X: 1024, Y: 1, Z: 1}, bufs: [][]byte{init, make([]byte, 8192)}})
	got := u32s(o.buf(t, 0, len(init)))
	want := map[int]uint32{
		0: 1024, 1: 1023 * 1024 / 2, // sum of 0..1023
		2: 511, 3: 0xfffffe00, // signed max 511, min -512
		4: 0, 5: 0xffffffff, // unsigned min of tid-512 is 0 (tid 512), max is 0xFFFFFFFF (tid 511)
		6: 0xffffffff, 7: 0, // every bit set / cleared
		8:  0,                     // xor of 0..1023 is 0 (1023 % 4 == 3)
		10: 0xfffffc00, 11: 0x3ff, // 1024 * 0xFFFFFFFF = 0x3FF_FFFFFC00
	}
	for i, w := range want {
		if got[i] != w {
			t.Errorf("word %d = %#x, want %#x", i, got[i], w)
		}
	}
	out := u32s(o.buf(t, 1, 8192))
	olds := append([]uint32(nil), out[:1024]...)
	sort.Slice(olds, func(i, j int) bool { return olds[i] < olds[j] })
	for i, v := range olds {
		if v != uint32(i) {
			t.Fatalf("atomic add returned old values %v..., not a permutation of 0..1023", olds[:8])
		}
	}
	// EXCH: the old values and the final value together are 0xDEAD and every tid once.
	ex := append(append([]uint32(nil), out[1024:]...), got[12])
	sort.Slice(ex, func(i, j int) bool { return ex[i] < ex[j] })
	for i := 0; i < 1024; i++ {
		if ex[i] != uint32(i) {
			t.Fatalf("exchange chain is not a permutation: %s", hex(ex[:8]))
		}
	}
	if ex[1024] != 0xdead {
		t.Errorf("exchange chain lost the initial value")
	}
}

func TestCASLoopAndSharedHistogram(t *testing.T) {
	// A CAS retry loop increments a counter from 256 threads of 8 warps;
	// a shared histogram of tid % 16 counted with ATOMS.ADD is copied out.
	src := `MOV.64 R[4:5], c[0x0][0x160] ; S2R R1, SR_TID.X ;
		BSSY B0, DONE ;
	RETRY:
		LDG R6, [R[4:5]] ; IADD R7, R6, 0x1 ; ATOMG.CAS R8, [R[4:5]], R6, R7 ;
		ISETP.NE.AND P0, PT, R8, R6, PT ; @P0 BRA RETRY ;
	DONE:
		BSYNC B0 ;
		LOP3.POR R9, R1, 0xF, RZ, 0xC0, !PT ; SHF.L.U32 R10, R9, 0x2, RZ ; MOV R11, 0x1 ;
		ATOMS.ADD R12, [R10], R11 ;
		BAR.SYNC 0x0 ;
		ISETP.GE.AND P1, PT, R1, 0x10, PT ; @P1 EXIT ;
		SHF.L.U32 R13, R1, 0x2, RZ ; LDS R14, [R13] ; IADD R16, P2, R4, R13 ; IADD.X R17, R5, RZ, P2 ;
		STG [R[16:17]+0x4], R14 ; EXIT ;`
	o := mustRun(t, job{src: src, block: launch.Dim3{X: 256, Y: 1, Z: 1}, staticShared: 64, bufs: [][]byte{make([]byte, 68)}})
	got := u32s(o.buf(t, 0, 68))
	if got[0] != 256 {
		t.Errorf("CAS counter = %d, want 256", got[0])
	}
	for i := 1; i <= 16; i++ {
		if got[i] != 16 {
			t.Errorf("histogram bin %d = %d, want 16", i-1, got[i])
		}
	}
}

func TestFaults(t *testing.T) {
	cases := []struct {
		name, src string
		frags     []string
	}{
		{"global past end", "MOV.64 R[2:3], c[0x0][0x160] ; LDG R4, [R[2:3]+0x10] ;",
			[]string{"global load of 4 bytes at 0x10000010 is out of bounds", "0 bytes past the end of the 16-byte buffer at 0x10000000"}},
		{"global misaligned", "MOV.64 R[2:3], c[0x0][0x160] ; LDG R4, [R[2:3]+0x2] ;", []string{"at 0x10000002 is misaligned"}},
		{"global 64 misaligned", "MOV.64 R[2:3], c[0x0][0x160] ; STG.64 [R[2:3]+0x4], R[4:5] ;", []string{"global store of 8 bytes at 0x10000004 is misaligned"}},
		{"global straddles end", "MOV.64 R[2:3], c[0x0][0x160] ; LDG.128 R[4:7], [R[2:3]+0x10] ;", []string{"out of bounds"}},
		{"below buffers", "MOV.64 R[2:3], c[0x0][0x160] ; STG [R[2:3]-0x4], R1 ;", []string{"at 0xffffffc", "below every buffer"}},
		{"null", "LDG R4, [RZ] ;", []string{"global load of 4 bytes at 0x0 is out of bounds"}},
		{"shared", "LDS R4, [RZ+0x10] ;", []string{"shared load of 4 bytes at 0x10 is out of bounds (the space has 16 bytes)"}},
		{"local misaligned", "LDL.64 R[4:5], [RZ+0x4] ;", []string{"local load of 8 bytes at 0x4 is misaligned"}},
		{"local out of bounds", "STL [RZ+0x10], R1 ;", []string{"local store of 4 bytes at 0x10 is out of bounds"}},
		{"atomic", "MOV.64 R[2:3], c[0x0][0x160] ; ATOMG.ADD R4, [R[2:3]+0x100], R1 ;", []string{"global atomic of 4 bytes at 0x10000100 is out of bounds"}},
		{"constant", "MOV R1, c[0x0][0x2000] ;", []string{"constant c[0x0][0x2000] is out of bounds"}},
		{"constant misaligned", "MOV R1, c[0x0][0x2] ;", []string{"c[0x0][0x2] is misaligned"}},
		{"empty bank", "MOV R1, c[0x3][0x0] ;", []string{"c[0x3][0x0] is out of bounds (the bank has 0 bytes)"}},
		{"ldc", "MOV R1, 0x1000 ; LDC R2, c[0x0][R1] ;", []string{"constant load of 4 bytes at 0x1000 is out of bounds"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantErr(t, job{src: c.src + " EXIT ;", bufs: [][]byte{make([]byte, 16)}, staticShared: 16, local: 16}, ErrFault, c.frags...)
		})
	}
}

// A fault names the kernel, pc, instruction, CTA, thread and address.
func TestFaultReport(t *testing.T) {
	src := `S2R R1, SR_TID.X ; S2R R2, SR_CTAID.X ; ISETP.EQ.AND P0, PT, R1, 0x5, PT ; ISETP.EQ.AND P0, PT, R2, 0x1, P0 ;
		MOV.64 R[4:5], c[0x0][0x160] ; @P0 IADD R4, R4, 0x2 ; LDG R6, [R[4:5]] ; EXIT ;`
	e := wantErr(t, job{src: src, grid: launch.Dim3{X: 2, Y: 1, Z: 1}, block: warp32, bufs: [][]byte{make([]byte, 16)}},
		ErrFault, "kernel test", "pc 0x0060", "LDG R6, [R[4:5]]", "CTA (1,0,0) thread (5,0,0)", "0x10000002 is misaligned")
	if !e.HasThread || e.Thread != (launch.Dim3{X: 5, Y: 0, Z: 0}) || e.CTA != (launch.Dim3{X: 1, Y: 0, Z: 0}) ||
		e.At.PC != 0x60 || !e.HasAddr || e.Addr != 0x10000002 || e.Lane != 5 {
		t.Errorf("fault fields: %+v", e)
	}
}

func TestLaunchErrors(t *testing.T) {
	wantErr(t, job{src: "EXIT ;", block: launch.Dim3{X: 1025, Y: 1, Z: 1}}, ErrLaunch, "1025 threads")
	wantErr(t, job{src: "EXIT ;", grid: launch.Dim3{X: 1, Y: 0, Z: 1}}, ErrLaunch, "empty dimension")
	wantErr(t, job{src: "EXIT ;", shared: 1 << 20}, ErrLaunch, "shared memory")
	o := launchJob(t, job{src: "EXIT ;", params: make([]byte, 5000)})
	var e *Error
	if !errors.As(o.err, &e) || e.Kind != ErrLaunch {
		t.Errorf("5000 bytes of parameters: %v", o.err)
	}
	_ = fmt.Sprint()
}
