package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const outputTestKernel = "../../testdata/kernels/vadd_guard.ll"

// elfMagic starts every gpucc binary (docs/binary-format.md: an ELF64 file).
var elfMagic = []byte("\x7fELF")

// TestOutputThroughSymlink: -o naming a symbolic link replaces the link's
// target and leaves the link a link.
func TestOutputThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	target, link := filepath.Join(dir, "target.bin"), filepath.Join(dir, "link.bin")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("target.bin", link); err != nil {
		t.Fatal(err)
	}
	if st, _, errOut := runCLI(outputTestKernel, "-o", link); st != 0 {
		t.Fatalf("status %d: %s", st, errOut)
	}
	fi, err := os.Lstat(link)
	if err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("link.bin is no longer a symbolic link (%v, %v)", fi, err)
	}
	if b, _ := os.ReadFile(target); !bytes.HasPrefix(b, elfMagic) {
		t.Errorf("the link's target holds %q, want an ELF file", b[:min(len(b), 8)])
	}
}

// TestOutputIntoFIFO: -o naming a FIFO writes into it (a reader receives the
// binary) and leaves it a FIFO instead of renaming a regular file over it.
func TestOutputIntoFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	got := make(chan []byte)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- nil
			return
		}
		var b bytes.Buffer
		b.ReadFrom(f)
		f.Close()
		got <- b.Bytes()
	}()
	if st, _, errOut := runCLI(outputTestKernel, "-o", fifo); st != 0 {
		t.Fatalf("status %d: %s", st, errOut)
	}
	select {
	case b := <-got:
		if !bytes.HasPrefix(b, elfMagic) {
			t.Errorf("the FIFO's reader got %d bytes, want an ELF file", len(b))
		}
	case <-time.After(20 * time.Second):
		t.Error("nothing was written into the FIFO")
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced (%v, %v)", fi, err)
	}
}

// TestOutputAndInputDash: `-o -` writes to standard output, `-` as input
// reads standard input (and then writes to standard output).
func TestOutputAndInputDash(t *testing.T) {
	st, out, errOut := runCLI(outputTestKernel, "-o", "-")
	if st != 0 || !strings.HasPrefix(out, string(elfMagic)) {
		t.Fatalf("-o -: status %d, stdout starts %q, stderr %s", st, out[:min(len(out), 8)], errOut)
	}
	src, err := os.ReadFile(outputTestKernel)
	if err != nil {
		t.Fatal(err)
	}
	old := stdin
	stdin = bytes.NewReader(src)
	defer func() { stdin = old }()
	st, asmOut, errOut := runCLI("-S", "-")
	if st != 0 || !strings.Contains(asmOut, ".kernel vadd_guard") {
		t.Fatalf("-S -: status %d, stdout %.60q, stderr %s", st, asmOut, errOut)
	}
}
