package main

import (
	"errors"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
	"gpucc/interp"
	"gpucc/obj"
)

// TestAssertFires launches device_assert with bad = 70: the assert in the
// helper check_step (a subroutine) fails for global thread 70 (CTA 1, thread 6,
// which calls the helper 70&3 = 2 times) and only there. The emulator and
// the interpreter both stop the kernel with CUDA's line for that thread,
// built from the strings of the source (device_assert.cu line 18).
func TestAssertFires(t *testing.T) {
	k, ok := suite.Lookup("device_assert")
	if !ok {
		t.Fatal("no device_assert in the suite")
	}
	path, err := k.LLPath()
	if err != nil {
		t.Fatal(err)
	}
	m, err := gpucc.ParseIRFile(path)
	if err != nil {
		t.Fatal(err)
	}
	l := k.Launch(1)
	l.Args[3].Value = 70
	const want = "device_assert.cu:18: unsigned int check_step(unsigned int, int, int): block: [1,0,0], thread: [6,0,0] Assertion `i != bad` failed."

	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2, Kernel: "device_assert"})
	if err != nil {
		t.Fatal(err)
	}
	// The table survives the ELF file.
	bin, err := obj.Write(res.Module)
	if err != nil {
		t.Fatal(err)
	}
	back, err := obj.Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	p, err := emu.LoadKernel(back, "device_assert")
	if err != nil {
		t.Fatal(err)
	}
	for _, stress := range []bool{false, true} {
		_, _, err = emu.Run(p, l, emu.Options{Stress: stress})
		var ee *emu.Error
		if !errors.As(err, &ee) || ee.Kind != emu.ErrTrap || ee.Msg != want {
			t.Errorf("emulator (stress %v): %v\nwant a trap: %s", stress, err, want)
		} else if ee.CTA.X != 1 || ee.Thread.X != 6 {
			t.Errorf("emulator error located at CTA %v thread %v", ee.CTA, ee.Thread)
		}
	}

	ip, err := interp.Prepare(m)
	if err != nil {
		t.Fatal(err)
	}
	_, err = ip.Run(l, interp.Options{})
	var ie *interp.Error
	if !errors.As(err, &ie) || ie.Kind != interp.ErrAssert || ie.Msg != want {
		t.Errorf("interpreter: %v\nwant an assert: %s", err, want)
	}

	// With bad = -1 nothing fires (the suite's launches).
	l = k.Launch(1)
	if _, _, err := emu.Run(p, l, emu.Options{}); err != nil {
		t.Errorf("emulator, no assert firing: %v", err)
	}
}
