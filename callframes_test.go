package gpucc

import (
	"testing"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// framesAfter compiles a kernel file at -O2 and returns its machine
// function as the frame pass left it (subroutines in Subs).
func framesAfter(t *testing.T, path, kernel string) *ir.Func {
	t.Helper()
	m, err := ParseIRFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var k *ir.Func
	trace := func(pass string, f *ir.Func) {
		if pass == "frame" {
			k = f
		}
	}
	if _, err := Compile(m, Options{OptLevel: 2, Kernel: kernel, Debug: Debug{VerifyIR: true, Trace: trace}}); err != nil {
		t.Fatal(err)
	}
	if k == nil {
		t.Fatal("no frame pass")
	}
	return k
}

func sub(t *testing.T, k *ir.Func, name string) *ir.Func {
	t.Helper()
	for _, f := range k.Subs {
		if f.Name == name {
			return f
		}
	}
	t.Fatalf("no subroutine %s", name)
	return nil
}

// TestRecursionBaseCaseSavesNothing: fib (call_recursion.cu) returns n when
// n < 2 before any call; its callee-saved registers are saved after that
// test (shrink-wrapping), so the base case, half of all calls, stores and
// reloads nothing: no STL in the entry block (which ends with the branch to
// the join) and no LDL in the block of the RET (the join both paths reach).
// The same holds for quicksort (lo >= hi returns at once).
func TestRecursionBaseCaseSavesNothing(t *testing.T) {
	k := framesAfter(t, "testdata/kernels/call_recursion.ll", "call_recursion")
	for _, name := range []string{"_Z3fibj", "_Z9quicksortPjii"} {
		f := sub(t, k, name)
		for _, in := range f.Blocks[0].Instrs {
			if in.Inst.Form.Name == "STL_R" {
				t.Errorf("%s: the entry block stores: %s", name, f.FormatInstr(in))
			}
		}
		for _, b := range f.Blocks {
			if len(b.Instrs) == 0 || !b.Instrs[len(b.Instrs)-1].IsReturn() {
				continue
			}
			for _, in := range b.Instrs {
				if in.Inst.Form.Name == "LDL_R" {
					t.Errorf("%s: the RET block reloads: %s", name, f.FormatInstr(in))
				}
			}
		}
	}
}

// TestRecursionScratchRegisters: the scratch registers R32..R47 that a
// kernel with recursion offers its subroutines stay only when a subroutine
// needs more registers than R0..R31. call_recursion's subroutines do not:
// no CALL clobbers R32 and up, and none of its subroutines writes them.
// The regression kernel recursion_frames_1k's recursive helper does: its
// CALLs clobber R32..R47, and its frame fits seven levels of recursion
// (kgen's depth is at most 6) in CUDA's default stack of 1 KiB per thread.
func TestRecursionScratchRegisters(t *testing.T) {
	clobbersHigh := func(k *ir.Func) (high, low bool) {
		for _, f := range append([]*ir.Func{k}, k.Subs...) {
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					if !in.IsCall() {
						continue
					}
					for _, d := range in.Implicit.Defs {
						if d.N >= obj.SubroutineGPRs && d.N < obj.RecursiveScratchEnd {
							high = true
						} else {
							low = true
						}
					}
				}
			}
		}
		return high, low
	}
	k := framesAfter(t, "testdata/kernels/call_recursion.ll", "call_recursion")
	if high, _ := clobbersHigh(k); high {
		t.Error("call_recursion: a CALL clobbers R32..R47")
	}
	for _, f := range k.Subs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				for _, d := range in.Defs() {
					if d.Phys >= obj.SubroutineGPRs && d.Phys != isa.RZ && d.Reg.V == 0 && d.Class == isa.GPR {
						t.Errorf("call_recursion: %s writes R%d: %s", f.Name, d.Phys, f.FormatInstr(in))
					}
				}
			}
		}
	}
	k = framesAfter(t, "lower/testdata/regress/recursion_frames_1k.ll", "kgen")
	if high, low := clobbersHigh(k); !high || !low {
		t.Errorf("recursion_frames_1k: CALLs clobber R32..R47: %v (and the low caller-saved registers: %v), want both", high, low)
	}
	helper := sub(t, k, "_Z5help1v")
	if levels := DefaultStackBytes / helper.LocalBytes; levels < 7 {
		t.Errorf("recursion_frames_1k: @_Z5help1v's frame is %d bytes: %d levels fit in %d, want 7", helper.LocalBytes, levels, DefaultStackBytes)
	}
}
