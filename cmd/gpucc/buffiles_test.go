package main

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// npyHeader100 is the header NumPy 1.x writes for np.save of an int32 array
// of 100 elements (format 1.0: magic, version, little-endian header length
// 118, the dictionary padded with spaces and ended by a newline so that the
// data starts at byte 128).
const npyHeader100 = "\x93NUMPY\x01\x00\x76\x00{'descr': '<i4', 'fortran_order': False, 'shape': (100,), }" +
	"                                                          \n"

// TestRunBufferFiles: buffers read from .npy and raw files, written back with
// --save, printed by range, compactly when long, and in full with --all.
func TestRunBufferFiles(t *testing.T) {
	if len(npyHeader100) != 128 {
		t.Fatalf("test header is %d bytes", len(npyHeader100))
	}
	_, binPath := writeRunModule(t) // p[i] *= 2 for i < n
	dir := t.TempDir()
	in := make([]byte, 400)
	for i := 0; i < 100; i++ {
		binary.LittleEndian.PutUint32(in[4*i:], uint32(i*3-7))
	}
	npyIn, rawIn := filepath.Join(dir, "in.npy"), filepath.Join(dir, "in.raw")
	os.WriteFile(npyIn, append([]byte(npyHeader100), in...), 0o644)
	os.WriteFile(rawIn, in, 0o644)
	for _, src := range []string{npyIn, rawIn} {
		npyOut, rawOut := filepath.Join(dir, "out.npy"), filepath.Join(dir, "out.raw")
		st, out, errOut := runCLI("run", binPath, "--grid", "1", "--block", "128", "n=u32:100", "p=buf:i32:100=@"+src,
			"--save", "p="+npyOut, "--save=p="+rawOut, "--print", "p[3:6]", "--print", "p[98:]")
		if st != 0 {
			t.Fatalf("%s: status %d, %s", src, st, errOut)
		}
		// p[i] = 2*(3i-7): p[3..5] = 4, 10, 16; p[98..99] = 574, 580.
		if !strings.HasPrefix(out, "p i32[3:6] = 4,10,16\np i32[98:100] = 574,580\ncycles:") {
			t.Errorf("%s: printed\n%s", src, out)
		}
		want := make([]byte, 400)
		for i := 0; i < 100; i++ {
			binary.LittleEndian.PutUint32(want[4*i:], uint32(2*(i*3-7)))
		}
		gotNpy, _ := os.ReadFile(npyOut)
		gotRaw, _ := os.ReadFile(rawOut)
		if string(gotNpy) != npyHeader100+string(want) {
			t.Errorf("%s: --save .npy wrote %q...", src, gotNpy[:min(len(gotNpy), 140)])
		}
		if string(gotRaw) != string(want) {
			t.Errorf("%s: --save raw wrote %d bytes, differing", src, len(gotRaw))
		}
	}
	// A long buffer prints compactly: the first and last 8 elements and a
	// summary; --all prints it all.
	st, out, _ := runCLI("run", binPath, "--grid", "1", "--block", "128", "n=u32:100", "p=buf:i32:100=@"+rawIn)
	want := "p i32[100] = -14,-8,-2,4,10,16,22,28, ... ,538,544,550,556,562,568,574,580 (min -14 at [0], max 580 at [99], 0 zero; --all or --print p[START:END] for more)\n"
	if st != 0 || !strings.HasPrefix(out, want) {
		t.Errorf("compact print:\n%s\nwant\n%s", out, want)
	}
	_, out, _ = runCLI("run", binPath, "--grid", "1", "--block", "128", "n=u32:100", "p=buf:i32:100=@"+rawIn, "--all")
	if line, _, _ := strings.Cut(out, "\n"); strings.Count(line, ",") != 99 || !strings.HasSuffix(line, ",574,580") {
		t.Errorf("--all: %q", line)
	}
	// Mismatches are usage errors that say what is wrong.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"p=buf:i32:50=@" + rawIn}, "holds 400 bytes (100 i32 elements), the buffer has 50 elements"},
		{[]string{"p=buf:u16:100=@" + npyIn}, "dtype '<i4', but the buffer is u16"},
		{[]string{"p=buf:i32:100=@" + filepath.Join(dir, "missing.npy")}, "no such file"},
		{[]string{"p=buf:i32:100=zero", "--print", "q"}, "--print q: no buffer argument of that name"},
		{[]string{"p=buf:i32:100=zero", "--save", "q=x.npy"}, "no buffer argument named q"},
		{[]string{"p=buf:i32:100=zero", "--print", "p[5:2]"}, `bad end "2"`},
	} {
		args := append([]string{"run", binPath, "--grid", "1", "--block", "128", "n=u32:100"}, c.args...)
		st, _, errOut := runCLI(args...)
		if st == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: status %d, %q; want %q", c.args, st, errOut, c.want)
		}
	}
	// A single value fills the buffer.
	_, out, _ = runCLI("run", binPath, "--grid", "1", "--block", "32", "n=u32:32", "p=buf:i32:32=1", "--print", "p[30:32]")
	if !strings.HasPrefix(out, "p i32[30:32] = 2,2\n") {
		t.Errorf("buf:i32:32=1: %q", out)
	}
}
