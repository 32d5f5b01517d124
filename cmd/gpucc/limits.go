package main

import (
	"errors"
	"fmt"

	"gpucc/emu"
	"gpucc/interp"
	"gpucc/obj"
)

// sourceOfFault names the CUDA source line of the instruction an emulator
// error stopped at, from the kernel's line table ("" when the error has no
// instruction or the kernel no line for it).
func sourceOfFault(k *obj.Kernel, err error) string {
	var ee *emu.Error
	if k == nil || !errors.As(err, &ee) || !ee.HasSite || ee.At.PC < 0 {
		return ""
	}
	if l, ok := k.LineAt(uint64(ee.At.PC)); ok {
		return fmt.Sprintf("the instruction at pc %#04x comes from %s", ee.At.PC, l)
	}
	return ""
}

// defaultMaxWarpInsts is the --max-insts default of run and verify: about
// 2^24 warp instructions, which the emulator issues in a few seconds, so an
// endless loop is reported quickly (emu.DefaultMaxWarpInsts, the library's
// default, is larger and takes most of a minute). verify gives the
// interpreter 32 thread instructions per warp instruction.
const defaultMaxWarpInsts = 1 << 24

// stepLimitError reports whether err is the emulator's instruction limit,
// (limit, the launch's), and if so returns it with the message naming the command-line flag rather
// than the Go option.
func stepLimitError(err error, limit uint64) (error, bool) {
	var ee *emu.Error
	if !errors.As(err, &ee) || ee.Kind != emu.ErrLimit {
		return err, false
	}
	c := *ee
	c.Msg = fmt.Sprintf("step limit reached: more than %d warp instructions issued (--max-insts %d); an endless loop? (raise --max-insts if the kernel is meant to run this long)",
		limit, limit)
	return &c, true
}

// interpStepLimit is the interpreter's counterpart of stepLimitError.
func interpStepLimit(err error, maxSteps int64) (error, bool) {
	var ie *interp.Error
	if !errors.As(err, &ie) || ie.Kind != interp.ErrStepLimit {
		return err, false
	}
	c := *ie
	c.Msg = fmt.Sprintf("step limit reached: more than %d thread instructions in the reference interpreter (--max-insts %d warp instructions); an endless loop? (raise --max-insts if the kernel is meant to run this long)",
		maxSteps, maxSteps/32)
	return &c, true
}
