package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gpucc/obj"
)

// TestDebugLineTable: IR with !dbg locations (clang -g, the checked-in
// testdata/debug/oob.ll of oob.cu) gives -S `.loc` lines, a line table in
// the ELF that asm and dis carry through, and an emulator fault that names
// the CUDA line of the faulting instruction (the store on oob.cu line 7).
func TestDebugLineTable(t *testing.T) {
	ll := filepath.Join("testdata", "debug", "oob.ll")
	dir := t.TempDir()
	bin, s, back := filepath.Join(dir, "oob.bin"), filepath.Join(dir, "oob.s"), filepath.Join(dir, "back.bin")
	for _, args := range [][]string{{ll, "-o", bin}, {ll, "-S", "-o", s}, {"asm", s, "-o", back}} {
		if st, _, errOut := runGpucc(args...); st != 0 {
			t.Fatalf("gpucc %q: %s", args, errOut)
		}
	}
	text, _ := os.ReadFile(s)
	// The store is the only STG; the .loc before it names line 7.
	store := regexp.MustCompile(`(?s)\.loc "oob\.cu" (\d+)\n(?:[^.][^\n]*\n)*?\s+STG `).FindSubmatch(text)
	if store == nil || string(store[1]) != "7" {
		t.Errorf("-S does not put the STG under .loc \"oob.cu\" 7:\n%s", text)
	}
	a, _ := os.ReadFile(bin)
	b, _ := os.ReadFile(back)
	if string(a) != string(b) {
		t.Errorf("assembling the -S text does not give the compiled binary (line table lost?)")
	}
	m, err := obj.Read(a)
	if err != nil {
		t.Fatal(err)
	}
	k := m.Lookup("oob")
	if len(k.Lines) == 0 {
		t.Fatalf("no line table in the binary")
	}
	for _, l := range k.Lines {
		if l.File != "oob.cu" || l.Line < 3 || l.Line > 8 {
			t.Errorf("line table entry %+v outside oob.cu's kernel (lines 3-8)", l)
		}
	}
	_, dis, _ := runGpucc("dis", bin)
	dsrc := filepath.Join(dir, "dis.s")
	os.WriteFile(dsrc, []byte(dis), 0o644)
	if st, _, errOut := runGpucc("asm", dsrc, "-o", back); st != 0 {
		t.Fatal(errOut)
	}
	if b, _ := os.ReadFile(back); string(a) != string(b) {
		t.Errorf("dis | asm loses the line table")
	}
	// 32 threads, 8 elements: thread 8 stores past the end.
	st, _, errOut := runGpucc("run", bin, "--grid", "1", "--block", "32", "out=buf:i32:8=zero", "n=i32:3")
	pc := regexp.MustCompile(`pc (0x[0-9a-f]+) .STG`).FindStringSubmatch(errOut)
	if st != 1 || pc == nil || !strings.Contains(errOut, "out of bounds") ||
		!strings.Contains(errOut, "the instruction at pc "+pc[1]+" comes from oob.cu:7") {
		t.Errorf("the fault does not name oob.cu:7: status %d\n%s", st, errOut)
	}
}
