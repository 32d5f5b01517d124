package lower

import (
	"os"
	"strings"
	"testing"
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

// TestDeviceVariableAddressIsLocatedError: __device__ variables are not
// supported yet; their generic address (a constant addrspacecast) gives an
// error naming the variable.
func TestDeviceVariableAddressIsLocatedError(t *testing.T) {
	src := kernelWith("  %5 = load i32, i32* addrspacecast (i32 addrspace(1)* @g to i32*), align 4\n  store i32 %5, i32* %2") +
		"@g = addrspace(1) global i32 3, align 4\n"
	_, err := lowerText(t, src, 2)
	want := `block %4, instruction "%5 = load i32, i32* addrspacecast (i32 addrspace(1)* @g to i32*), align 4": constant addrspacecast (i32 addrspace(1)* @g to i32*) is not supported: it is the address of global variable @g`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v\nwant %s", err, want)
	}
}
