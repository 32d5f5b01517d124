package main

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpucc/obj"
)

// twoKernelsIR has a kernel using 1 KiB of shared memory and one using none.
const twoKernelsIR = `target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [256 x i32] undef, align 4

define void @uses(i32* %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = getelementptr [256 x i32], [256 x i32] addrspace(3)* @buf, i32 0, i32 %t
  store i32 %t, i32 addrspace(3)* %a, align 4
  call void @llvm.nvvm.barrier0()
  %v = load i32, i32 addrspace(3)* %a, align 4
  store i32 %v, i32* %p, align 4
  ret void
}

define void @none(i32* %p) {
  store i32 1, i32* %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i32*)* @uses, !"kernel", i32 1}
!1 = !{void (i32*)* @none, !"kernel", i32 1}
`

// TestSharedMemoryPerKernel: -v, the ELF metadata and dis --res-usage give
// each kernel its own shared memory (1024 bytes for the 256-word array,
// 0 for the kernel that uses none).
func TestSharedMemoryPerKernel(t *testing.T) {
	dir := t.TempDir()
	ll, bin := filepath.Join(dir, "two.ll"), filepath.Join(dir, "two.bin")
	if err := os.WriteFile(ll, []byte(twoKernelsIR), 0o644); err != nil {
		t.Fatal(err)
	}
	st, out, errOut := runGpucc("-v", ll, "-o", bin)
	if st != 0 {
		t.Fatal(errOut)
	}
	for _, want := range []string{"gpucc info: uses: ", "1024 bytes shared", "gpucc info: none: "} {
		if !strings.Contains(out, want) {
			t.Errorf("-v lacks %q:\n%s", want, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "gpucc info: none: ") && strings.Contains(line, "instructions") && !strings.Contains(line, " 0 bytes shared") {
			t.Errorf("kernel none reports shared memory: %s", line)
		}
	}
	data, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	m, err := obj.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if m.Lookup("uses").SharedBytes != 1024 || m.Lookup("none").SharedBytes != 0 {
		t.Errorf("ELF metadata: shared %d and %d, want 1024 and 0", m.Lookup("uses").SharedBytes, m.Lookup("none").SharedBytes)
	}
	st, out, _ = runGpucc("dis", "--res-usage", bin)
	if st != 0 || !strings.Contains(out, "Function uses: REG:") || !strings.Contains(out, " SHARED:1024 ") ||
		!strings.Contains(out, " SHARED:0 ") || !strings.Contains(out, "CONSTANT[0]:360 ") {
		t.Errorf("dis --res-usage: status %d\n%s", st, out)
	}
	for _, args := range [][]string{{"dis", "--list-kernels", bin}, {"--list-kernels", bin}} {
		st, out, _ = runGpucc(args...)
		if st != 0 || out != "uses\nnone\n" {
			t.Errorf("%q: status %d, %q", args, st, out)
		}
	}
	if st, out, _ := runGpucc("-res-usage", bin); st != 0 || !strings.Contains(out, " SHARED:1024 ") {
		t.Errorf("gpucc -res-usage: status %d, %q", st, out)
	}
}

// TestOccupancyEstimate checks the SM model's arithmetic against figures
// worked out by hand from docs/cli.md's model (65536 registers allocated per
// warp in units of 256, 64 warps, 32 blocks, 167936 bytes of shared memory
// allocated per block in units of 128 bytes plus 1024 reserved).
func TestOccupancyEstimate(t *testing.T) {
	for _, c := range []struct {
		gprs, shared, block int
		blocks, threads     int
		limit               string
	}{
		// 40 registers: 1280 per warp, 51 warps, 6 blocks of 8 warps.
		{40, 0, 256, 6, 1536, "registers"},
		// 32 registers: 1024 per warp, 64 warps: the warp limit binds first.
		{32, 0, 256, 8, 2048, "warps"},
		// 48 KiB: (49152+1024) per block, 3 blocks.
		{16, 49152, 256, 3, 768, "shared memory"},
		// 32-thread blocks of 8 registers: 64 blocks by warps, but 32 at most.
		{8, 0, 32, 32, 1024, "blocks"},
		// 255 registers: 8192 per warp, 8 warps: one 256-thread block.
		{255, 0, 256, 1, 256, "registers"},
		// 255 registers at 1024 threads: 32 warps need 262144 registers.
		{255, 0, 1024, 0, 0, "registers"},
	} {
		o := sm80.estimate(c.gprs, c.shared, c.block)
		if o.Blocks != c.blocks || o.Threads != c.threads || o.Limit != c.limit {
			t.Errorf("%d registers, %d shared bytes, %d threads: %d blocks, %d threads, limited by %s; want %d, %d, %s",
				c.gprs, c.shared, c.block, o.Blocks, o.Threads, o.Limit, c.blocks, c.threads, c.limit)
		}
	}
	// From an assembled module's metadata: 128 registers (4096 per warp,
	// 16 warps: 2 blocks of 8) and 50000 shared bytes (50048+1024: 3 blocks).
	dir := t.TempDir()
	s, bin := filepath.Join(dir, "k.s"), filepath.Join(dir, "k.bin")
	src := ".kernel big\n.regs gpr=128 ur=0 pred=0 upred=0 breg=0\n.shared 50000\n        EXIT ;\n"
	if err := os.WriteFile(s, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _, errOut := runGpucc("asm", s, "-o", bin); st != 0 {
		t.Fatal(errOut)
	}
	st, out, _ := runGpucc("dis", bin, "--res-usage")
	want := "occupancy at 256 threads per block: 2 blocks, 512 threads per SM (25% of 64 warps), limited by registers"
	if st != 0 || !strings.Contains(out, want) || !strings.Contains(out, "REG:128 ") || !strings.Contains(out, "SHARED:50000 ") {
		t.Errorf("dis --res-usage: status %d\n%s\nwant %q", st, out, want)
	}
}

// TestDisKernelAndPrintRaw: dis --kernel prints one kernel, -print-raw puts
// each instruction's 16 bytes (high 64-bit half first) beside it, and the
// text still assembles to the same module.
func TestDisKernelAndPrintRaw(t *testing.T) {
	dir := t.TempDir()
	ll, bin := filepath.Join(dir, "two.ll"), filepath.Join(dir, "two.bin")
	if err := os.WriteFile(ll, []byte(twoKernelsIR), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _, errOut := runGpucc(ll, "-o", bin); st != 0 {
		t.Fatal(errOut)
	}
	data, _ := os.ReadFile(bin)
	m, err := obj.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	st, out, _ := runGpucc("dis", "--kernel", "none", "-print-raw", bin)
	if st != 0 || strings.Contains(out, ".kernel uses") || !strings.Contains(out, ".kernel none") {
		t.Fatalf("dis --kernel none: status %d\n%s", st, out)
	}
	code := m.Lookup("none").Code
	for i := 0; i < len(code); i += 16 {
		hex := fmt.Sprintf("/* 0x%016x%016x */", binary.LittleEndian.Uint64(code[i+8:i+16]), binary.LittleEndian.Uint64(code[i:i+8]))
		if !strings.Contains(out, fmt.Sprintf("/*%04x*/ ", i)) || !strings.Contains(out, hex) {
			t.Errorf("instruction at %#x: %s missing\n%s", i, hex, out)
		}
	}
	if st, _, errOut := runGpucc("dis", "--kernel", "nope", bin); st != 1 || !strings.Contains(errOut, `no kernel "nope" (it has: uses, none)`) {
		t.Errorf("dis --kernel nope: status %d, %q", st, errOut)
	}
	_, full, _ := runGpucc("dis", "-print-raw", bin)
	s, back := filepath.Join(dir, "raw.s"), filepath.Join(dir, "back.bin")
	if err := os.WriteFile(s, []byte(full), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _, errOut := runGpucc("asm", s, "-o", back); st != 0 {
		t.Fatal(errOut)
	}
	if b, _ := os.ReadFile(back); string(b) != string(data) {
		t.Errorf("dis -print-raw | asm does not give back the binary")
	}
}

// TestAsmWarnings: asm warns about a kernel without EXIT and about .regs
// counts below what the code names (R5 needs 6 GPRs, P2 3 predicates), and
// stays quiet for a correct kernel.
func TestAsmWarnings(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		src  string
		want []string
	}{
		{".kernel k\n.regs gpr=1 ur=0 pred=1 upred=0 breg=0\n        MOV R5, 0x1 ;\n  @P2   EXIT ;\n",
			[]string{"kernel k: .regs gpr=1 but the code uses 6", "kernel k: .regs pred=1 but the code uses 3"}},
		{".kernel k\n        MOV R0, 0x1 ;\n", []string{"kernel k has no EXIT"}},
		{".kernel k\n        MOV R0, 0x1 ;\n        EXIT ;\n", nil},
	} {
		s := filepath.Join(dir, "k.s")
		if err := os.WriteFile(s, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		st, _, errOut := runGpucc("asm", s, "-o", filepath.Join(dir, "k.bin"))
		if st != 0 {
			t.Errorf("%q: status %d, %s", c.src, st, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(errOut, "warning: "+w) {
				t.Errorf("%q: no warning %q in %q", c.src, w, errOut)
			}
		}
		if c.want == nil && errOut != "" {
			t.Errorf("%q: unexpected output %q", c.src, errOut)
		}
	}
}
