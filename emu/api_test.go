package emu

import (
	"bytes"
	"errors"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"

	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
)

// Every optype of the ISA appears in the assembly of this package's tests.
func TestEveryOptypeIsTested(t *testing.T) {
	files, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, f := range files {
		if strings.HasSuffix(f.Name(), "_test.go") {
			b, err := os.ReadFile(f.Name())
			if err != nil {
				t.Fatal(err)
			}
			all.Write(b)
		}
	}
	src := all.String()
	for _, op := range isa.Optypes() {
		re := regexp.MustCompile(`(^|[\s;:@!"` + "`" + `]|P\d |PT )` + regexp.QuoteMeta(op.Mnemonic) + `[ .]`)
		if !re.MatchString(src) {
			t.Errorf("no test runs %s", op.Mnemonic)
		}
	}
}

func TestMEMBARAndNOP(t *testing.T) {
	o := mustRun(t, job{src: "MOV R1, 0x1 ; MEMBAR.CTA ; MEMBAR ; MEMBAR.SYS ; NOP ; IADD R2, R1, 0x1 ; EXIT ;"})
	o.check(t, map[string]uint32{"R2": 2})
}

func TestSharedAtomics(t *testing.T) {
	// One thread: each ATOMS returns the old value and leaves the new one.
	src := `MOV R1, 0x5 ; MOV R2, 0x9 ; STS [RZ], R1 ;
		ATOMS.CAS R3, [RZ], R1, R2 ; ATOMS.CAS R4, [RZ], R1, R1 ; ATOMS.EXCH R5, [RZ], R1 ;
		ATOMS.MAX R6, [RZ], R2 ; MOV R16, -0x2 ; ATOMS.MIN.S32 R7, [RZ], R16 ; ATOMS.MIN R8, [RZ], R1 ; LDS R9, [RZ] ;
		MOV R10, 0x1 ; MOV R11, 0x1 ; ATOMS.ADD.U64 R[12:13], [RZ+0x8], R[10:11] ; LDS.64 R[14:15], [RZ+0x8] ; EXIT ;`
	o := mustRun(t, job{src: src, staticShared: 16})
	// CAS(5 == 5) stores 9; CAS(9 != 5) keeps 9; EXCH 9 -> 5; MAX(5, 9) = 9;
	// signed MIN(9, -2) = -2; unsigned MIN(0xFFFFFFFE, 5) = 5.
	o.check(t, map[string]uint32{"R3": 5, "R4": 9, "R5": 9, "R6": 5, "R7": 9, "R8": 0xfffffffe, "R9": 5,
		"R12": 0, "R13": 0, "R14": 1, "R15": 1})
}

func TestRunLaunchDescription(t *testing.T) {
	// out[i] = in[i] + k for i < n, with parameters (n i32, in ptr, k u16,
	// out ptr) laid out from the kernel's metadata: n 0x160, in 0x168,
	// k 0x170, out 0x178.
	src := `S2R R0, SR_TID.X ; ISETP.GE.AND P0, PT, R0, c[0x0][0x160], PT ; @P0 EXIT ;
		MOV.64 R[2:3], c[0x0][0x168] ; MOV.64 R[4:5], c[0x0][0x178] ; LDC.U16 R6, c[0x0][RZ+0x170] ;
		IMAD.WIDE.U32 R[2:3], R0, 0x4, R[2:3] ; IMAD.WIDE.U32 R[4:5], R0, 0x4, R[4:5] ;
		LDG R7, [R[2:3]] ; IADD R7, R7, R6 ; STG [R[4:5]], R7 ; EXIT ;`
	insts := assemble(t, src)
	ConservativeControl(insts)
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		t.Fatal(err)
	}
	k := obj.Kernel{Name: "addk", Code: code, ParamBytes: 32, Params: []obj.Param{
		{Name: "n", Offset: 0x160, Size: 4, Align: 4}, {Name: "in", Offset: 0x168, Size: 8, Align: 8, Pointer: true},
		{Name: "k", Offset: 0x170, Size: 2, Align: 2}, {Name: "out", Offset: 0x178, Size: 8, Align: 8, Pointer: true}}}
	k.SetRegisters(obj.CountRegisters(insts))
	p, err := Load(&k)
	if err != nil {
		t.Fatal(err)
	}
	l, err := launch.Parse([]string{"--kernel", "addk", "--block", "8", "n=i32:5", "in=buf:u32:8=10,20,...", "k=u16:3", "out=buf:u32:8=zero"})
	if err != nil {
		t.Fatal(err)
	}
	res, stats, err := Run(p, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if want := words(13, 23, 33, 43, 53, 0, 0, 0); !bytes.Equal(res.Buffers[3], want) {
		t.Errorf("out = %v", u32s(res.Buffers[3]))
	}
	if res.Buffers[0] != nil || res.Buffers[2] != nil || len(res.Buffers[1]) != 32 {
		t.Errorf("result buffers: %v", res.Buffers)
	}
	if stats.WarpInsts == 0 {
		t.Error("no statistics")
	}
	// The parameter block: metadata offsets, buffers at BufferAddrs.
	addrs := l.BufferAddrs()
	block, err := ParamBlock(&k, l, addrs)
	if err != nil {
		t.Fatal(err)
	}
	want := append(append(append(words(5, 0), le64(addrs[1])...), 3, 0, 0, 0, 0, 0, 0, 0), le64(addrs[3])...)
	if !bytes.Equal(block, want) {
		t.Errorf("param block % x\nwant        % x", block, want)
	}
	// Without metadata the arguments are packed at natural alignment.
	block, err = ParamBlock(&obj.Kernel{Name: "x"}, launch.Launch{Args: []launch.Arg{
		{Kind: launch.Scalar, Value: 0xab, Size: 1}, {Kind: launch.Scalar, Value: 0x1234, Size: 2},
		{Kind: launch.Buffer}, {Kind: launch.Scalar, Value: 7, Size: 4}}}, []uint64{0, 0, 0x10000000, 0})
	if err != nil || !bytes.Equal(block, []byte{0xab, 0, 0x34, 0x12, 0, 0, 0, 0, 0, 0, 0, 0x10, 0, 0, 0, 0, 7, 0, 0, 0}) {
		t.Errorf("packed param block % x, %v", block, err)
	}
	// A narrower signed scalar is sign-extended into its parameter.
	l2 := l
	l2.Args = append([]launch.Arg(nil), l.Args...)
	l2.Args[2] = launch.Arg{Kind: launch.Scalar, Elem: "i8", Value: 0xff, Size: 1}
	block, err = ParamBlock(&k, l2, addrs)
	if err != nil || block[0x10] != 0xff || block[0x11] != 0xff {
		t.Errorf("sign extension: % x, %v", block, err)
	}
	// Mismatches are errors.
	l2.Args = l.Args[:3]
	if _, err := ParamBlock(&k, l2, addrs); err == nil || !strings.Contains(err.Error(), "takes 4 parameters") {
		t.Errorf("missing argument: %v", err)
	}
	l2.Args = append([]launch.Arg(nil), l.Args...)
	l2.Args[0] = launch.Arg{Kind: launch.Scalar, Value: 1, Size: 8}
	if _, err := ParamBlock(&k, l2, addrs); err == nil || !strings.Contains(err.Error(), "has 8 bytes but parameter n only 4") {
		t.Errorf("wide scalar: %v", err)
	}
	l2.Kernel = "other"
	if _, _, err := Run(p, l2, Options{}); err == nil || !strings.Contains(err.Error(), `the launch names kernel "other"`) {
		t.Errorf("kernel name: %v", err)
	}
}

func TestDeviceMemory(t *testing.T) {
	d := NewDevice(Options{})
	l := launch.Launch{Args: []launch.Arg{{Kind: launch.Buffer, Data: make([]byte, 10)}, {Kind: launch.Scalar},
		{Kind: launch.Buffer, Data: make([]byte, 0)}, {Kind: launch.Buffer, Data: make([]byte, 300)}}}
	want := l.BufferAddrs()
	for _, i := range []int{0, 2, 3} {
		a, err := d.Alloc(uint64(len(l.Args[i].Data)))
		if err != nil || a != want[i] {
			t.Errorf("buffer %d at %#x, want %#x (%v)", i, a, want[i], err)
		}
	}
	if err := d.Write(want[3]+296, []byte{1, 2, 3, 4}); err != nil {
		t.Error(err)
	}
	if b, err := d.Read(want[3]+298, 2); err != nil || !bytes.Equal(b, []byte{3, 4}) {
		t.Errorf("read % x, %v", b, err)
	}
	if err := d.Write(want[3]+298, []byte{1, 2, 3}); err == nil {
		t.Error("write past the end of a buffer succeeded")
	}
	if _, err := d.Read(want[0]+10, 1); err == nil {
		t.Error("read in the gap after a buffer succeeded")
	}
	if err := d.SetConstBank(0, nil); err == nil {
		t.Error("bank 0 can be set")
	}
}

func TestLoadErrors(t *testing.T) {
	insts := assemble(t, "MOV R9, 0x1 ; EXIT ;")
	code, _ := isa.EncodeProgram(insts)
	k := obj.Kernel{Name: "k", Code: code, GPRs: 8}
	if _, err := Load(&k); err == nil || !strings.Contains(err.Error(), "rd uses R9 but the kernel has 8 GPRs") {
		t.Errorf("register count: %v", err)
	}
	k = obj.Kernel{Name: "k", Code: code[:20], GPRs: 10}
	var e *Error
	if _, err := Load(&k); !errors.As(err, &e) || e.Kind != ErrLoad {
		t.Errorf("truncated code: %v", err)
	}
	bra := assemble(t, "BRA +0x10 ; EXIT ;")
	bra[0].Vals[bra[0].Form.FieldIndex("target")] = 8
	code, _ = isa.EncodeProgram(bra)
	if _, err := Load(&obj.Kernel{Name: "k", Code: code}); err == nil || !strings.Contains(err.Error(), "not a multiple of 16") {
		t.Errorf("misaligned branch: %v", err)
	}
	bra[0].Vals[bra[0].Form.FieldIndex("target")] = 0x100
	code, _ = isa.EncodeProgram(bra)
	if _, err := Load(&obj.Kernel{Name: "k", Code: code}); err == nil || !strings.Contains(err.Error(), "outside the code") {
		t.Errorf("branch outside: %v", err)
	}
}

// A program may be launched from several goroutines at once.
func TestConcurrentLaunches(t *testing.T) {
	insts := assemble(t, "S2R R1, SR_TID.X ; MOV.64 R[2:3], c[0x0][0x160] ; IMAD.WIDE.U32 R[2:3], R1, 0x4, R[2:3] ; STG [R[2:3]], R1 ; EXIT ;")
	ConservativeControl(insts)
	p, err := LoadInsts("k", insts, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l := launch.Launch{Grid: launchDim(1), Block: launchDim(64), Args: []launch.Arg{{Kind: launch.Buffer, Data: make([]byte, 256)}}}
			res, _, err := Run(p, l, Options{})
			if err != nil {
				t.Error(err)
				return
			}
			for i, v := range u32s(res.Buffers[0]) {
				if v != uint32(i) {
					t.Errorf("out[%d] = %d", i, v)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestLiveLanes checks liveLanes against the lane-by-lane definition (lane
// l of warp w holds thread 32w+l when that is below threads), at every
// block size and warp, the partial last warp and the warps past it.
func TestLiveLanes(t *testing.T) {
	for threads := uint32(1); threads <= MaxBlockThreads; threads++ {
		for w := 0; w <= MaxBlockThreads/32; w++ {
			want := uint32(0)
			for l := 0; l < 32; l++ {
				if uint32(w*32+l) < threads {
					want |= 1 << l
				}
			}
			if got := liveLanes(threads, w); got != want {
				t.Fatalf("liveLanes(%d, %d) = %#x, want %#x", threads, w, got, want)
			}
		}
	}
}

// TestLaunchReusesCTAStateCleanly runs launches of one program that reuse
// the CTA states of earlier launches (Device.Launch), with other blocks,
// parameters and job counts: every thread reads a register and a word of
// local memory that it never wrote (zero) and stores R6 = 0 + 0 + the
// launch's scalar + its global index, and the statistics are those of the
// same launch on a program that never ran.
func TestLaunchReusesCTAStateCleanly(t *testing.T) {
	src := `S2R R0, SR_TID.X ; S2R R1, SR_CTAID.X ; S2R R2, SR_NTID.X ; IMAD R3, R1, R2, R0 ;
		MOV.64 R[4:5], c[0x0][0x160] ; IMAD.WIDE.U32 R[4:5], R3, 0x4, R[4:5] ;
		LDL R7, [RZ] ; IADD R6, R6, R7 ; IADD R6, R6, c[0x0][0x168] ; IADD R6, R6, R3 ;
		STL [RZ], R6 ; STG [R[4:5]], R6 ; EXIT ;`
	insts := assemble(t, src)
	ConservativeControl(insts)
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		t.Fatal(err)
	}
	k := obj.Kernel{Name: "reuse", Code: code, LocalBytes: 16}
	regs := obj.CountRegisters(insts)
	k.SetRegisters(regs)
	load := func() *Program {
		p, err := Load(&k)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	run := func(p *Program, ctas, threads, scalar uint32, jobs int) ([]uint32, *Stats) {
		d := NewDevice(Options{Jobs: jobs})
		out, _ := d.Alloc(uint64(4 * ctas * threads))
		params := append(le64(out), le64(uint64(scalar))...)
		st, err := d.Launch(p, Config{Grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, Block: launch.Dim3{X: threads, Y: 1, Z: 1}, Params: params})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := d.Read(out, uint64(4*ctas*threads))
		return u32s(b), st
	}
	shared := load()
	for i, c := range []struct{ ctas, threads, scalar uint32 }{{3, 64, 100}, {5, 64, 7}, {2, 40, 9}, {5, 64, 1000}, {4, 40, 3}} {
		for _, jobs := range []int{1, 2} {
			got, st := run(shared, c.ctas, c.threads, c.scalar, jobs)
			_, fresh := run(load(), c.ctas, c.threads, c.scalar, jobs)
			for gid, v := range got {
				if want := c.scalar + uint32(gid); v != want {
					t.Fatalf("launch %d jobs %d: out[%d] = %d, want %d", i, jobs, gid, v, want)
				}
			}
			if *st != *fresh {
				t.Errorf("launch %d jobs %d: statistics %v, on a fresh program %v", i, jobs, st, fresh)
			}
		}
	}
}

// TestCTAStartsWithNothingInFlight runs CTAs that end with writes still
// in flight (a GPR, a uniform register, a predicate and a uniform
// predicate, issued one cycle apart right before EXIT) and read those
// registers in their first cycles: each CTA reuses the state of the one
// before it (serially and per worker in parallel), which must start with
// every register zero and no write pending, so strict mode finds no hazard
// and every thread stores 0 (a stale P0 or UP0 would select 5 or 9, a
// stale R1 add 1, a stale UR2 7 per lane and 7 through the uniform
// datapath's copy UR0; UR2 is the kernel's highest uniform register).
func TestCTAStartsWithNothingInFlight(t *testing.T) {
	src := `IADD R2, R1, UR2 $sched=1 ;
		SEL R3, RZ, 0x5, !P0 $sched=1 ;
		USEL UR1, URZ, 0x9, !UP0 $sched=1 ;
		UIADD UR0, URZ, UR2 $sched=1 ;
		S2R R0, SR_TID.X $wsb=SB0 $sched=1 ;
		S2R R8, SR_CTAID.X $wsb=SB1 $sched=1 ;
		MOV.64 R[4:5], c[0x0][0x160] $sched=4 ;
		IADD R2, R2, R3 $sched=4 ;
		IADD R2, R2, UR0 $sched=4 ;
		IADD R2, R2, UR1 $req=SB0|SB1 $sched=4 ;
		LEA R6, R8, R0, 0x5 $sched=5 ;
		IMAD.WIDE.U32 R[4:5], R6, 0x4, R[4:5] $sched=5 ;
		STG [R[4:5]], R2 $sched=1 ;
		MOV R1, 0x1 $sched=1 ;
		UMOV UR2, 0x7 $sched=1 ;
		ISETP.EQ.AND P0, PT, RZ, RZ, PT $sched=1 ;
		UISETP.EQ.AND UP0, UPT, URZ, URZ, UPT $sched=1 ;
		EXIT ;`
	const ctas = 6
	for _, jobs := range []int{1, 2} {
		o := launchJob(t, job{src: src, timed: true, grid: launch.Dim3{X: ctas, Y: 1, Z: 1}, block: launch.Dim3{X: 32, Y: 1, Z: 1},
			bufs: [][]byte{make([]byte, 4*32*ctas)}, opts: Options{Jobs: jobs}})
		if o.err != nil {
			t.Fatalf("jobs %d: %v", jobs, o.err)
		}
		for gid, v := range u32s(o.buf(t, 0, 4*32*ctas)) {
			if v != 0 {
				t.Fatalf("jobs %d: out[%d] = %d, want 0", jobs, gid, v)
			}
		}
	}
}
