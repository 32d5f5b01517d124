package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpucc/obj"
)

// runGpucc runs the command line in-process.
func runGpucc(args ...string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = run(args, &out, &errOut)
	return status, out.String(), errOut.String()
}

const asmTestModule = `// two kernels
.kernel scale
.regs gpr=8 ur=5 pred=1 upred=0 breg=0
.parambytes 16
.param n 0x160 4 4
.param p 0x168 8 8 ptr
        S2R R0, SR_TID.X $wsb=SB0 ;
        ISETP.GE.AND P0, PT, R0, c[0x0][0x160], PT $req=SB0 ;
  @P0   EXIT ;
        LDC.64 R[4:5], c[0x0][RZ+0x168] $wsb=SB1 ;
        IMAD.WIDE R[6:7], R0, 0x4, R[4:5] $req=SB1 ;
        LDG R3, [R[6:7]] $wsb=SB2 ;
        IADD R3, R3, R3 $req=SB2 ;
        STG [R[6:7]], R3 ;
        EXIT ;

.kernel spin
.shared 64
loop:   BRA loop ;
`

func TestAsmDisAsmRoundTrip(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "k.s")
	bin := filepath.Join(dir, "k.bin")
	if err := os.WriteFile(src, []byte(asmTestModule), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _, errOut := runGpucc("asm", src, "-o", bin); st != 0 {
		t.Fatalf("gpucc asm: status %d: %s", st, errOut)
	}
	b, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	m, err := obj.Read(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Kernels) != 2 || m.Kernels[0].Name != "scale" || len(m.Kernels[0].Code) != 9*16 ||
		m.Kernels[1].Name != "spin" || m.Kernels[1].SharedBytes != 64 {
		t.Fatalf("assembled module: %+v", m)
	}
	st, dis, errOut := runGpucc("dis", bin)
	if st != 0 {
		t.Fatalf("gpucc dis: status %d: %s", st, errOut)
	}
	for _, want := range []string{".kernel scale\n", ".param p 0x168 8 8 ptr\n", "/*0080*/ EXIT ;", ".kernel spin\n", ".L_x0:\n        /*0000*/ BRA .L_x0 ;"} {
		if !strings.Contains(dis, want) {
			t.Errorf("disassembly lacks %q:\n%s", want, dis)
		}
	}
	src2 := filepath.Join(dir, "dis.s")
	if err := os.WriteFile(src2, []byte(dis), 0o644); err != nil {
		t.Fatal(err)
	}
	// Without -o the output is the input name with .bin.
	if st, _, errOut := runGpucc("asm", src2); st != 0 {
		t.Fatalf("gpucc asm of the disassembly: status %d: %s", st, errOut)
	}
	b2, err := os.ReadFile(filepath.Join(dir, "dis.bin"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, b2) {
		t.Error("reassembling the disassembly gave different bytes")
	}
}

func TestAsmErrorLeavesNoOutput(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "bad.s")
	// Line 3, column 9: IADD needs three operands.
	if err := os.WriteFile(src, []byte("        EXIT ;\n\n        IADD R1, R2 ;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "bad.bin")
	st, _, errOut := runGpucc("asm", src, "-o", out)
	if st != 1 {
		t.Errorf("status %d, want 1", st)
	}
	if want := src + ":3:9: no form of IADD"; !strings.HasPrefix(errOut, want) {
		t.Errorf("stderr %q, want it to start with %q", errOut, want)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %v, want only bad.s", names)
	}
	// An existing output file is left alone.
	if err := os.WriteFile(out, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _, _ := runGpucc("asm", src, "-o", out); st != 1 {
		t.Errorf("status %d, want 1", st)
	}
	if b, _ := os.ReadFile(out); string(b) != "old" {
		t.Errorf("output file now holds %q, want the old contents", b)
	}
}

func TestDisRaw(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "raw.s")
	if err := os.WriteFile(src, []byte("IADD R1, R2, 0x1 ;\nEXIT ;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _, errOut := runGpucc("asm", src); st != 0 {
		t.Fatalf("gpucc asm: %s", errOut)
	}
	m, err := obj.ReadFile(filepath.Join(dir, "raw.bin"))
	if err != nil {
		t.Fatal(err)
	}
	flat := filepath.Join(dir, "flat.bin")
	if err := os.WriteFile(flat, m.Kernels[0].Code, 0o644); err != nil {
		t.Fatal(err)
	}
	st, out, errOut := runGpucc("dis", "--raw", flat)
	if st != 0 {
		t.Fatalf("gpucc dis --raw: status %d: %s", st, errOut)
	}
	if want := "        /*0000*/ IADD R1, R2, 0x1 ;\n        /*0010*/ EXIT ;\n"; out != want {
		t.Errorf("gpucc dis --raw:\n%s\nwant:\n%s", out, want)
	}
	if err := os.WriteFile(flat, append(m.Kernels[0].Code, 0), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _, errOut := runGpucc("dis", "--raw", flat); st != 1 || !strings.Contains(errOut, "code size 33 is not a multiple of 16") {
		t.Errorf("dis --raw of 33 bytes: status %d, stderr %q", st, errOut)
	}
	// A flat binary is not a module.
	if st, _, errOut := runGpucc("dis", flat); st != 1 || !strings.Contains(errOut, "invalid gpucc module") {
		t.Errorf("dis of a flat binary: status %d, stderr %q", st, errOut)
	}
}

func TestAsmDisUsage(t *testing.T) {
	for _, args := range [][]string{{"asm"}, {"asm", "a.s", "b.s"}, {"asm", "-bogus", "a.s"}, {"dis"}, {"dis", "a", "b"}, {"dis", "--nope", "a"}} {
		if st, _, errOut := runGpucc(args...); st != 2 || !strings.Contains(errOut, "usage: gpucc "+args[0]) {
			t.Errorf("%v: status %d, stderr %q; want 2 and a usage message", args, st, errOut)
		}
	}
	missing := filepath.Join(t.TempDir(), "missing")
	for _, cmd := range []string{"asm", "dis"} {
		if st, _, errOut := runGpucc(cmd, missing); st != 1 || !strings.Contains(errOut, "no such file") {
			t.Errorf("%s of a missing file: status %d, stderr %q", cmd, st, errOut)
		}
	}
}
