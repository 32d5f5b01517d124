package lower

import (
	"encoding/hex"
	"os"
	"strings"
	"testing"

	"gpucc/ir"
)

// TestKernelIgnoresOtherKernelsGlobals lowers the integer kernel of a module
// whose other kernel has float and double shared arrays: it must lower, and
// its shared memory is only its own 64 ints (256 bytes), not the module's
// 256+32+256.
func TestKernelIgnoresOtherKernelsGlobals(t *testing.T) {
	src, err := os.ReadFile("testdata/regress/mixed_float_module.ll")
	if err != nil {
		t.Fatal(err)
	}
	m := parse(t, string(src))
	ks, err := Kernels(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range ks {
		if k.Name() != "ikern" {
			continue
		}
		f, err := Lower(m, k, Options{OptLevel: 2})
		if err != nil {
			t.Fatalf("ikern: %v", err)
		}
		if f.SharedBytes != 256 {
			t.Errorf("ikern: %d shared bytes, want 256", f.SharedBytes)
		}
		return
	}
	t.Fatal("no kernel ikern")
}

// TestNamedBarrierErrors: named barriers the ISA cannot express, and a
// barrier reduction that has no barrier id of its own, are located errors.
func TestNamedBarrierErrors(t *testing.T) {
	decls := `
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
`
	cases := []struct{ body, want string }{
		{"  call void @llvm.nvvm.barrier.sync(i32 16)", `instruction "call void @llvm.nvvm.barrier.sync(i32 16)": barrier id 16 is out of range (0..15)`},
		{"  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 48)", `barrier thread count 48 is not a multiple of 32 up to 4064`},
		{"  call void @llvm.nvvm.barrier.sync.cnt(i32 %0, i32 64)\n  %5 = call i32 @llvm.nvvm.barrier0.popc(i32 %1)\n  store i32 %5, i32* %2",
			`instruction "%5 = call i32 @llvm.nvvm.barrier0.popc(i32 %1)": __syncthreads_count/and/or together with a named barrier of variable id`},
	}
	for _, c := range cases {
		_, err := lowerText(t, kernelWith(c.body)+decls, 2)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %s", c.body, err, c.want)
		}
	}
}

// TestReductionBarrierAvoidsNamedIDs: BAR.RED takes the highest barrier id
// no constant named barrier uses (15 is taken here, so 14).
func TestReductionBarrierAvoidsNamedIDs(t *testing.T) {
	src := kernelWith(`  call void @llvm.nvvm.barrier.sync.cnt(i32 15, i32 64)
  %5 = call i32 @llvm.nvvm.barrier0.popc(i32 %1)
  store i32 %5, i32* %2`) + `
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
`
	f, err := lowerText(t, src, 2)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if s := f.FormatInstr(in); strings.HasPrefix(s, "BAR") {
				got = append(got, s)
			}
		}
	}
	if len(got) != 3 || !strings.HasPrefix(got[0], "BAR.SYNC 0xF, 0x40") || !strings.HasPrefix(got[1], "BAR.RED.POPC 0xE") ||
		!strings.HasPrefix(got[2], "BAR.RESULT") {
		t.Errorf("barrier instructions %q, want BAR.SYNC 0xF, 0x40; BAR.RED.POPC 0xE, ...; BAR.RESULT", got)
	}
}

// TestDeviceVariableAddresses: __device__ variables get the addresses of
// the interpreter's layout (from 0x0100_0000, aligned, a 16-byte gap
// rounded to 16 after each), and a constant addrspacecast, bitcast or GEP
// of one folds into an immediate address. Initial contents are
// little-endian, struct fields padded.
func TestDeviceVariableAddresses(t *testing.T) {
	src := `
%pair = type { i16, i32 }
@a = addrspace(1) global [3 x i8] c"xyz", align 1
@b = addrspace(1) global i64 -2, align 8
@c = addrspace(1) global [2 x %pair] [%pair { i16 7, i32 70000 }, %pair { i16 9, i32 -1 }], align 4
@p = addrspace(1) global i32* addrspacecast (i32 addrspace(1)* getelementptr ([2 x %pair], [2 x %pair] addrspace(1)* @c, i64 0, i64 1, i32 1) to i32*), align 8
`
	m := parse(t, src)
	gl := LayoutGlobals(m)
	if gl.Err != nil {
		t.Fatal(gl.Err)
	}
	// @a: 0x1000000 (3 bytes), next = align16(0x1000000+3+16) = 0x1000020;
	// @b: 0x1000020, next 0x1000030+... = align16(0x1000038) = 0x1000040;
	// @c: 0x1000040 (16 bytes), next 0x1000060; @p: 0x1000060.
	want := map[string]uint64{"a": 0x1000000, "b": 0x1000020, "c": 0x1000040, "p": 0x1000060}
	data := map[string]string{"a": "78797a", "b": "feffffffffffffff", "c": "0700000070110100" + "09000000ffffffff",
		"p": "4c00000100000000"} // &c[1].field1 = 0x1000040 + 8 + 4
	if len(gl.Globals) != 4 {
		t.Fatalf("%d globals, want 4", len(gl.Globals))
	}
	for _, g := range gl.Globals {
		if g.Addr != want[g.Name] || hex.EncodeToString(g.Data) != data[g.Name] {
			t.Errorf("@%s at %#x = %x, want %#x = %s", g.Name, g.Addr, g.Data, want[g.Name], data[g.Name])
		}
	}
	// A kernel reading @b through a constant addrspacecast loads from
	// the immediate address 0x1000020.
	f, err := lowerText(t, kernelWith("  %5 = load i64, i64* addrspacecast (i64 addrspace(1)* @b to i64*), align 8\n  %6 = trunc i64 %5 to i32\n  store i32 %6, i32* %2")+src, 2)
	if err != nil {
		t.Fatal(err)
	}
	text := f.String()
	if !strings.Contains(text, "0x1000020") {
		t.Errorf("no immediate address 0x1000020 in\n%s", text)
	}
}

// TestNamedBarrierForms: every named-barrier intrinsic and operand kind
// selects the matching BAR.SYNC form.
func TestNamedBarrierForms(t *testing.T) {
	src := kernelWith(`  call void @llvm.nvvm.barrier(i32 3, i32 64)
  call void @llvm.nvvm.barrier.n(i32 2)
  call void @llvm.nvvm.bar.sync(i32 1)
  call void @llvm.nvvm.barrier.sync(i32 %0)
  call void @llvm.nvvm.barrier.sync.cnt(i32 %0, i32 %1)
  call void @llvm.nvvm.barrier.sync.cnt(i32 4, i32 %1)`) + `
declare void @llvm.nvvm.barrier(i32, i32)
declare void @llvm.nvvm.barrier.n(i32)
declare void @llvm.nvvm.bar.sync(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
`
	f, err := lowerText(t, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpMachine && strings.HasPrefix(in.Inst.Form.Name, "BAR_") {
				got = append(got, in.Inst.Form.Name+" "+f.FormatInstr(in))
			}
		}
	}
	want := []string{"BAR_I BAR.SYNC 0x3, 0x40", "BAR_I BAR.SYNC 0x2", "BAR_I BAR.SYNC 0x1", "BAR_RRI BAR.SYNC %", "BAR_RR BAR.SYNC %", "BAR_RIR BAR.SYNC 0x4, %"}
	if len(got) != len(want) {
		t.Fatalf("barriers %q, want %d", got, len(want))
	}
	for k := range want {
		if !strings.HasPrefix(got[k], want[k]) {
			t.Errorf("barrier %d: %q, want prefix %q", k, got[k], want[k])
		}
	}
}
