package interp

import (
	"strings"
	"testing"

	"gpucc/launch"
)

// Every kind of undefined behaviour and launch problem the interpreter
// reports, each with the place it must name.

func oneThread(kernel string, args ...launch.Arg) launch.Launch {
	return launch.Launch{Kernel: kernel, Grid: dim(1), Block: dim(1), Args: args}
}

func TestErrorMessageFormat(t *testing.T) {
	src := kernelModule(`
define void @k(i32* %in) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %s = add i32 %t, %c
  %i = zext i32 %s to i64
  %p = getelementptr i32, i32* %in, i64 %i
  %v = load i32, i32* %p, align 4
  ret void
}`, "void (i32*)* @k")
	// Buffer 0 is 16 bytes at launch.GlobalBase; thread 3 of CTA 1 reads
	// element 4, at GlobalBase + 16.
	l := launch.Launch{Kernel: "k", Grid: dim(2), Block: dim(4), Args: []launch.Arg{buf("in", make([]byte, 16))}}
	_, err := prepareText(t, src).Run(l, Options{})
	want := "interp: kernel @k, block %entry, instruction `%v = load i32, i32* %p, align 4`: thread (3,0,0) in CTA (1,0,0): " +
		"global load of 4 bytes at 0x10000010 is out of bounds (nearest object: buffer 0 (in) at [0x10000000, 0x10000010))"
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

func TestOutOfBounds(t *testing.T) {
	src := kernelModule(`
@sh = internal addrspace(3) global [4 x i32] undef, align 4

define void @global_store(i32* %out) {
entry:
  %p = getelementptr i32, i32* %out, i64 -1
  store i32 1, i32* %p, align 4
  ret void
}

define void @shared(i32* %out) {
entry:
  %p = getelementptr [4 x i32], [4 x i32] addrspace(3)* @sh, i64 0, i64 4
  store i32 1, i32 addrspace(3)* %p, align 4
  ret void
}

define void @local(i32* %out) {
entry:
  %a = alloca [2 x i32], align 4
  %p = getelementptr [2 x i32], [2 x i32]* %a, i64 0, i64 2
  %v = load i32, i32* %p, align 4
  store i32 %v, i32* %out, align 4
  ret void
}

define i32* @escape() {
entry:
  %a = alloca i32, align 4
  store i32 5, i32* %a, align 4
  ret i32* %a
}

define void @after_return(i32* %out) {
entry:
  %p = call i32* @escape()
  %v = load i32, i32* %p, align 4
  store i32 %v, i32* %out, align 4
  ret void
}

define void @straddle(i32* %out) {
entry:
  %b = bitcast i32* %out to i64*
  %v = load i64, i64* %b, align 8
  ret void
}

define void @memset_past(i32* %out) {
entry:
  %b = bitcast i32* %out to i8*
  call void @llvm.memset.p0i8.i64(i8* %b, i8 0, i64 8, i1 false)
  ret void
}

define void @generic_shared(i32* %out) {
entry:
  %p = getelementptr [4 x i32], [4 x i32] addrspace(3)* @sh, i64 0, i64 4
  %g = addrspacecast i32 addrspace(3)* %p to i32*
  store i32 1, i32* %g, align 4
  ret void
}

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
`, "void (i32*)* @global_store", "void (i32*)* @shared", "void (i32*)* @local", "void (i32*)* @after_return", "void (i32*)* @straddle",
		"void (i32*)* @memset_past", "void (i32*)* @generic_shared")
	out := buf("out", make([]byte, 4))
	// Space names the space the access resolved to, whatever the message
	// starts with (a memory intrinsic's names its operand first).
	for _, c := range []struct {
		kernel, space string
		fragments     []string
	}{
		{"global_store", "global", []string{"global store of 4 bytes at 0xffffffc", "buffer 0 (out)"}},
		{"shared", "shared", []string{"shared store of 4 bytes at 0x10 is out of bounds", "@sh"}},
		{"local", "local", []string{"local load of 4 bytes at offset 0x18", "alloca `%a = alloca [2 x i32], align 4`"}},
		{"after_return", "local", []string{"local load of 4 bytes", "@after_return"}},
		{"straddle", "global", []string{"global load of 8 bytes at 0x10000000"}},
		{"memset_past", "global", []string{"destination: global memory intrinsic write of 8 bytes at 0x10000000"}},
		{"generic_shared", "shared", []string{"shared store of 4 bytes at offset 0x10 (generic address"}},
	} {
		if e := expectError(t, src, oneThread(c.kernel, out), ErrOutOfBounds, c.fragments...); e.Space != c.space {
			t.Errorf("%s: Space %q, want %q", c.kernel, e.Space, c.space)
		}
	}
}

func TestMisalignedAndReadOnly(t *testing.T) {
	src := kernelModule(`
@c = addrspace(4) global i32 7, align 4
@k = private unnamed_addr constant [2 x i32] [i32 1, i32 2], align 4

define void @mis(i32* %out) {
entry:
  %b = bitcast i32* %out to i8*
  %p8 = getelementptr i8, i8* %b, i64 2
  %p = bitcast i8* %p8 to i32*
  store i32 1, i32* %p, align 4
  ret void
}

define void @declared(i32* %out) {
entry:
  %p = getelementptr i32, i32* %out, i64 1
  %v = load i32, i32* %p, align 8
  ret void
}

define void @ro_table(i32* %out) {
entry:
  %p = getelementptr [2 x i32], [2 x i32]* @k, i64 0, i64 1
  %v = load i32, i32* %p, align 4
  store i32 %v, i32* %out, align 4
  store i32 3, i32* %p, align 4
  ret void
}

define void @ro(i32* %out) {
entry:
  %g = addrspacecast i32 addrspace(4)* @c to i32*
  store i32 1, i32* %g, align 4
  ret void
}
`, "void (i32*)* @mis", "void (i32*)* @declared", "void (i32*)* @ro", "void (i32*)* @ro_table")
	out := buf("out", make([]byte, 16))
	expectError(t, src, oneThread("mis", out), ErrMisaligned, "global store of 4 bytes at 0x10000002 is misaligned (needs 4-byte alignment)")
	expectError(t, src, oneThread("declared", out), ErrMisaligned, "needs 8-byte alignment")
	expectError(t, src, oneThread("ro", out), ErrReadOnly, "writes read-only @c")
	expectError(t, src, oneThread("ro_table", out), ErrReadOnly, "global store of 4 bytes", "writes read-only @k", "`store i32 3, i32* %p, align 4`")
}

func TestDivisionUB(t *testing.T) {
	src := kernelModule(`
define void @k(i32* %io) {
entry:
  %a = load i32, i32* %io, align 4
  %p = getelementptr i32, i32* %io, i64 1
  %b = load i32, i32* %p, align 4
  %q = sdiv i32 %a, %b
  store i32 %q, i32* %io, align 4
  ret void
}
define void @r(i32* %io) {
entry:
  %a = load i32, i32* %io, align 4
  %p = getelementptr i32, i32* %io, i64 1
  %b = load i32, i32* %p, align 4
  %q = urem i32 %a, %b
  store i32 %q, i32* %io, align 4
  ret void
}
define void @poisondiv(i32* %io) {
entry:
  %a = load i32, i32* %io, align 4
  %b = shl i32 1, %a
  %q = udiv i32 7, %b
  store i32 %q, i32* %io, align 4
  ret void
}
`, "void (i32*)* @k", "void (i32*)* @r", "void (i32*)* @poisondiv")
	expectError(t, src, oneThread("k", buf("io", i32Bytes(7, 0))), ErrDivByZero, "sdiv by zero", "`%q = sdiv i32 %a, %b`")
	expectError(t, src, oneThread("r", buf("io", i32Bytes(7, 0))), ErrDivByZero, "urem by zero")
	expectError(t, src, oneThread("k", buf("io", i32Bytes(-1<<31, -1))), ErrDivOverflow, "signed overflow in sdiv (-2147483648 / -1)")
	expectError(t, src, oneThread("poisondiv", buf("io", i32Bytes(40))), ErrPoison, "the divisor is poison", "`%b = shl i32 1, %a`")
	res := runText(t, src, oneThread("k", buf("io", i32Bytes(-7, 2))))
	if got := asI32(res.Buffers[0])[0]; got != -3 {
		t.Errorf("-7 sdiv 2 = %d, want -3", got)
	}
}

func TestPoisonUses(t *testing.T) {
	src := kernelModule(`
@sh = internal addrspace(3) global [4 x i32] undef, align 4

define void @branch(i32* %io) {
entry:
  %a = load i32, i32* %io, align 4
  %s = add nuw i32 %a, 1
  %c = icmp eq i32 %s, 0
  br i1 %c, label %x, label %y
x:
  ret void
y:
  ret void
}

define void @address(i32* %io) {
entry:
  %a = load i32, i32* %io, align 4
  %s = shl nsw i32 %a, 1
  %i = sext i32 %s to i64
  %p = getelementptr i32, i32* %io, i64 %i
  store i32 0, i32* %p, align 4
  ret void
}

define void @uninit_shared(i32* %io) {
entry:
  %p = getelementptr [4 x i32], [4 x i32] addrspace(3)* @sh, i64 0, i64 1
  %v = load i32, i32 addrspace(3)* %p, align 4
  store i32 %v, i32* %io, align 4
  ret void
}

define void @uninit_local(i32* %io) {
entry:
  %a = alloca i32, align 4
  %v = load i32, i32* %a, align 4
  %w = add i32 %v, 1
  store i32 %w, i32* %io, align 4
  ret void
}

define void @dead_local(i32* %io) {
entry:
  %a = alloca i32, align 4
  %b = bitcast i32* %a to i8*
  store i32 1, i32* %a, align 4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* %b)
  %v = load i32, i32* %a, align 4
  store i32 %v, i32* %io, align 4
  ret void
}

define i32 @id(i32 noundef %x) {
entry:
  ret i32 %x
}

define void @noundef_arg(i32* %io) {
entry:
  %a = load i32, i32* %io, align 4
  %s = mul nsw i32 %a, %a
  %r = call i32 @id(i32 noundef %s)
  ret void
}

define void @undef_store(i32* %io) {
entry:
  store i32 undef, i32* %io, align 4
  ret void
}
declare void @llvm.lifetime.end.p0i8(i64, i8*)
`, "void (i32*)* @branch", "void (i32*)* @address", "void (i32*)* @uninit_shared", "void (i32*)* @uninit_local",
		"void (i32*)* @dead_local", "void (i32*)* @noundef_arg", "void (i32*)* @undef_store")
	io := func(v int32) launch.Arg { return buf("io", i32Bytes(v, 0, 0, 0)) }
	expectError(t, src, oneThread("branch", io(-1)), ErrPoison, "the branch condition is poison", "`%s = add nuw i32 %a, 1`")
	expectError(t, src, oneThread("address", io(1<<30)), ErrPoison, "the address is poison", "`%s = shl nsw i32 %a, 1`")
	expectError(t, src, oneThread("uninit_shared", io(0)), ErrPoison, "stored value is poison", "`%v = load i32, i32 addrspace(3)* %p, align 4`")
	expectError(t, src, oneThread("uninit_local", io(0)), ErrPoison, "stored value is poison", "`%v = load i32, i32* %a, align 4`")
	expectError(t, src, oneThread("dead_local", io(0)), ErrPoison, "stored value is poison")
	expectError(t, src, oneThread("noundef_arg", io(1<<20)), ErrPoison, "noundef argument 0 is poison", "`%s = mul nsw i32 %a, %a`")
	expectError(t, src, oneThread("undef_store", io(0)), ErrPoison, "an undef or poison constant")
	// The same kernels with harmless inputs succeed.
	for _, k := range []string{"branch", "address", "noundef_arg"} {
		runText(t, src, oneThread(k, io(1)))
	}
}

func TestUnreachableAndUnsupported(t *testing.T) {
	src := kernelModule(`
define void @unr(i32* %io) {
entry:
  unreachable
}
define void @fp(i32* %io, i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %skip, label %float
float:
  %f = sitofp i32 %n to half
  %g = fadd half %f, 1.0
  ret void
skip:
  store i32 1, i32* %io, align 4
  ret void
}
`, "void (i32*)* @unr", "void (i32*, i32)* @fp")
	expectError(t, src, oneThread("unr", buf("io", make([]byte, 4))), ErrUnreachable, "unreachable executed", "block %entry")
	// Half-precision arithmetic is unsupported, but only an error where it executes.
	res := runText(t, src, oneThread("fp", buf("io", make([]byte, 4)), scalar("n", 0, 4)))
	if asI32(res.Buffers[0])[0] != 1 {
		t.Error("skip path did not run")
	}
	expectError(t, src, oneThread("fp", buf("io", make([]byte, 4)), scalar("n", 3, 4)), ErrUnsupported, "`%f = sitofp i32 %n to half`")
}

func TestWarpCollectiveUB(t *testing.T) {
	src := kernelModule(`
define void @not_in_mask(i32* %io) {
entry:
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535, i32 %l, i32 20, i32 31)
  ret void
}

define void @exited(i32* %io) {
entry:
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %c = icmp ult i32 %l, 16
  br i1 %c, label %work, label %done
work:
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %l, i32 1, i32 31)
  br label %done
done:
  ret void
}

define void @own_lane(i32* %io) {
entry:
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 1, i1 true)
  ret void
}

define void @disagree(i32* %io) {
entry:
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %odd = and i32 %l, 1
  %m = select i1 true, i32 -1, i32 0
  %m2 = sub i32 %m, %odd
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m2, i1 true)
  ret void
}

define void @divergent_barrier(i32* %io) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 32
  br i1 %c, label %a, label %b
a:
  call void @llvm.nvvm.barrier0()
  br label %done
b:
  call void @llvm.nvvm.barrier0()
  br label %done
done:
  ret void
}

define void @deadlock(i32* %io) {
entry:
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %c = icmp eq i32 %l, 0
  br i1 %c, label %a, label %b
a:
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %l, i32 0, i32 31)
  br label %done
b:
  call void @llvm.nvvm.barrier0()
  br label %done
done:
  ret void
}

define void @barrier_after_exit(i32* %io) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 40
  br i1 %c, label %a, label %done
a:
  call void @llvm.nvvm.barrier0()
  %i = zext i32 %t to i64
  %p = getelementptr i32, i32* %io, i64 %i
  store i32 1, i32* %p, align 4
  br label %done
done:
  ret void
}

define void @spin(i32* %io) {
entry:
  br label %loop
loop:
  %v = load volatile i32, i32* %io, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %loop, label %done
done:
  ret void
}
`, "void (i32*)* @not_in_mask", "void (i32*)* @exited", "void (i32*)* @own_lane", "void (i32*)* @disagree",
		"void (i32*)* @divergent_barrier", "void (i32*)* @deadlock", "void (i32*)* @barrier_after_exit", "void (i32*)* @spin")
	warp := func(k string, n uint32) launch.Launch {
		return launch.Launch{Kernel: k, Grid: dim(1), Block: dim(n), Args: []launch.Arg{buf("io", make([]byte, 4*64))}}
	}
	expectError(t, src, warp("not_in_mask", 16), ErrShuffleLane, "shuffle reads lane 20, which is not in membermask 0x0000ffff", "thread (0,0,0)")
	expectError(t, src, warp("exited", 32), ErrMembermask, "membermask 0xffffffff names lane 16, which has exited")
	expectError(t, src, warp("exited", 8), ErrMembermask, "names lane 8, which does not exist")
	expectError(t, src, warp("own_lane", 32), ErrMembermask, "lane 1 is not in its own membermask 0x00000001", "thread (1,0,0)")
	expectError(t, src, warp("disagree", 32), ErrMembermask, "different membermasks 0xffffffff and 0xfffffffe")
	expectError(t, src, warp("divergent_barrier", 64), ErrBarrier, "divergent barrier", "block %b")
	expectError(t, src, warp("deadlock", 32), ErrDeadlock, "deadlock", "waits at shfl.sync.idx with membermask 0xffffffff", "waits at barrier")
	// A barrier counts only threads that have not exited.
	res := runText(t, src, warp("barrier_after_exit", 64))
	got := asI32(res.Buffers[0])
	for i, v := range got {
		if want := int32(map[bool]int{true: 1, false: 0}[i < 40]); v != want {
			t.Fatalf("io[%d] = %d, want %d", i, v, want)
		}
	}
	expectError(t, src, warp("spin", 1), ErrStepLimit, "more than 1048576 instructions")
}

func TestLaunchErrors(t *testing.T) {
	src := kernelModule(`
define void @k(i32* %io, i16 %s) {
entry:
  ret void
}
define void @helper() {
entry:
  ret void
}`, "void (i32*, i16)* @k")
	p := prepareText(t, src)
	if got := p.Kernels(); len(got) != 1 || got[0] != "k" {
		t.Errorf("Kernels() = %v, want [k]", got)
	}
	cases := []struct {
		l    launch.Launch
		frag string
	}{
		{launch.Launch{Kernel: "helper", Grid: dim(1), Block: dim(1)}, "no kernel @helper"},
		{launch.Launch{Kernel: "k", Grid: dim(1), Block: dim(1), Args: []launch.Arg{buf("io", nil)}}, "takes 2 parameters, launch passes 1"},
		{launch.Launch{Kernel: "k", Grid: dim(1), Block: dim(1), Args: []launch.Arg{buf("io", nil), buf("s", nil)}}, "passed to 16-bit parameter"},
		{launch.Launch{Kernel: "k", Grid: dim(1), Block: dim(1), Args: []launch.Arg{buf("io", nil), scalar("s", 1, 3)}}, "has size 3"},
		{launch.Launch{Kernel: "k", Grid: dim(0), Block: dim(1), Args: []launch.Arg{buf("io", nil), scalar("s", 1, 2)}}, "empty grid"},
		{launch.Launch{Kernel: "k", Grid: dim(1), Block: dim(2048), Args: []launch.Arg{buf("io", nil), scalar("s", 1, 2)}}, "more than 1024"},
	}
	byval := prepareText(t, kernelModule(`
%struct.S = type { i32, i64 }
define void @bv(%struct.S* byval(%struct.S) align 8 %s) {
entry:
  ret void
}`, "void (%struct.S*)* @bv"))
	_, err := byval.Run(launch.Launch{Kernel: "bv", Grid: dim(1), Block: dim(1), Args: []launch.Arg{buf("s", make([]byte, 16))}}, Options{})
	if err == nil || !strings.Contains(err.Error(), "16-byte struct passed by value: pass bytes:HEX with 16 bytes") {
		t.Errorf("buffer for a byval parameter: got %v, want a launch error asking for its bytes", err)
	}
	for _, c := range cases {
		_, err := p.Run(c.l, Options{})
		e, ok := err.(*Error)
		if !ok || e.Kind != ErrLaunch || !strings.Contains(err.Error(), c.frag) {
			t.Errorf("got %v, want a launch error containing %q", err, c.frag)
		}
	}
}
