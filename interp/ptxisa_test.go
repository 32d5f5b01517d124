package interp

import "testing"

// TestPTXISAIdioms checks dp4a/dp2a, cvt.pack.sat and movmatrix on values
// worked out by hand from the PTX ISA's definitions.
func TestPTXISAIdioms(t *testing.T) {
	step := func(op string, signed bool, param int, ins ...uint64) uint64 {
		st := &ptxStep{op: op, bits: 32, signed: signed, param: param}
		for range ins {
			st.inBits = append(st.inBits, 32)
		}
		return ptxCompute(st, ins)[0]
	}
	// a = 0x80FF0102: bytes 2, 1, 0xFF, 0x80 (low first), halves 0x0102, 0x80FF;
	// b = 0x7F02FF03: bytes 3, 0xFF, 2, 0x7F.
	const a, b, c = 0x80FF0102, 0x7F02FF03, 10
	for _, k := range []struct {
		name      string
		got, want uint64
	}{
		// 2*3 + 1*-1 + -1*2 + -128*127 + 10 = -16243
		{"dp4a.s32.s32", step("dp", false, dotFour|dotASigned|dotBSigned, a, b, c), 0xFFFFC08D},
		// 2*3 + 1*255 + 255*2 + 128*127 + 10 = 17037
		{"dp4a.u32.u32", step("dp", false, dotFour, a, b, c), 17037},
		// 2*3 + 1*-1 + 255*2 + 128*127 + 10 = 16781
		{"dp4a.u32.s32", step("dp", false, dotFour|dotBSigned, a, b, c), 16781},
		// 258*3 + -32513*-1 + 10 = 33297
		{"dp2a.lo.s32.s32", step("dp", false, dotASigned|dotBSigned, a, b, c), 33297},
		// 258*2 + 33023*127 + 10 = 4194447
		{"dp2a.hi.u32.u32", step("dp", false, dotHi, a, b, c), 4194447},
		// a = 100000 saturates to 0x7FFF (high), b = -5 is 0xFFFB (low)
		{"cvt.pack.sat.s16.s32", step("cvt.pack", true, 16, 100000, 0xFFFFFFFB), 0x7FFFFFFB},
		// a = -3 -> 0, b = 300 -> 0xFF, then c's low 16 bits from bit 16
		{"cvt.pack.sat.u8.s32.b32", step("cvt.pack", false, 8, 0xFFFFFFFD, 300, 0xABCD1234), 0x123400FF},
		// a = 7 -> 7, b = -9 -> -8 (0x8), c all ones from bit 8
		{"cvt.pack.sat.s4.s32.b32", step("cvt.pack", true, 4, 7, 0xFFFFFFF7, 0xFFFFFFFF), 0xFFFFFF78},
	} {
		if k.got != k.want {
			t.Errorf("%s: %#x, want %#x", k.name, k.got, k.want)
		}
	}
	// movmatrix: lane t holds elements (t/4, 2(t%4)) and (t/4, 2(t%4)+1) of
	// the matrix whose element (r, c) is 8r+c; lane t receives (2(t%4), t/4)
	// and (2(t%4)+1, t/4): 16(t%4) + t/4 and that + 8.
	var in [32]uint32
	for t := range in {
		in[t] = uint32(2*t) | uint32(2*t+1)<<16
	}
	out := movMatrix(in)
	for _, k := range []struct{ lane, want uint32 }{{0, 0x00080000}, {1, 0x00180010}, {5, 0x00190011}, {31, 0x003F0037}} {
		if out[k.lane] != k.want {
			t.Errorf("movmatrix lane %d: %#x, want %#x", k.lane, out[k.lane], k.want)
		}
	}
	if movMatrix(out) != in {
		t.Errorf("movmatrix twice is not the identity")
	}
}
