package emu

import (
	"math"

	"gpucc/emu/fpu"
)

// The floating-point atomic additions (ATOM.ADD.F32/F64, RED.ADD.F32/F64,
// and the reductions a parallel launch's commit replays from its log:
// overlay.go) on the host's arithmetic instead of fpu's software rounding.
//
// atomicOp defines them as fpu's Add in round-to-nearest with denormals
// kept and every NaN result canonical. Go's float32 and float64 additions
// are IEEE 754's binary32 and binary64 additions rounded to nearest even
// (ADDSS/ADDSD; Go runs with every MXCSR exception masked, no FTZ or DAZ),
// so for any operands the host's sum is fpu's result up to the NaN: fpu
// returns the canonical NaN for a NaN operand and for inf + -inf, where the
// host returns some NaN. Exact zeros follow IEEE 754 on both (+0 for
// x + -x, the operands' sign for two zeros of one sign). So the host's sum
// with a NaN replaced by the canonical one is fpu's result. A binary32
// operand is its low 32 bits; atomicOp's callers pass zeros above them
// (execAtomic's zero high words, the log's operands), and any other
// operand goes to fpu, which then decides.

// addF32Bits is fpu.F32.Add(old, b, fpu.RN, false).
func addF32Bits(old, b uint64) uint64 {
	if (old|b)>>32 != 0 {
		return fpu.F32.Add(old, b, fpu.RN, false)
	}
	r := math.Float32bits(math.Float32frombits(uint32(old)) + math.Float32frombits(uint32(b)))
	if r&0x7fffffff > 0x7f800000 {
		return fpu.F32.NaN()
	}
	return uint64(r)
}

// addF64Bits is fpu.F64.Add(old, b, fpu.RN, false).
func addF64Bits(old, b uint64) uint64 {
	r := math.Float64bits(math.Float64frombits(old) + math.Float64frombits(b))
	if r&(1<<63-1) > 0x7ff0000000000000 {
		return fpu.F64.NaN()
	}
	return r
}
