package emu

import (
	"encoding/binary"
	"math/rand"
	"testing"

	"gpucc/launch"
)

// TestLocalMemoryKeepsLaneOffsets drives local memory through every path
// a program can reach it by (LDL/STL and generic LD/ST into the local
// window, fast path and per-lane path, every width 1..16 bytes at every
// aligned offset, random lane masks) and checks every load against a
// model where each lane owns bytes 0..localBytes-1 of its own: however
// the emulator lays out a warp's local memory, programs see only that.
func TestLocalMemoryKeepsLaneOffsets(t *testing.T) {
	const lb = 48
	rng := rand.New(rand.NewSource(11))
	f := newMemFixture(rng, false)
	x, w := f.x, f.w
	clear(w.local)
	var model [32][lb]byte
	loads := 0
	for i := 0; i < 20000; i++ {
		size := uint64(1) << rng.Intn(5)
		sp := []space{spLocal, spGeneric}[rng.Intn(2)]
		store := rng.Intn(2) == 0
		in := inst{mode: uint8(sp), size: uint8(size), signed: rng.Intn(2) == 0, d: 4,
			a: operand{kind: oGPR, reg: 0}, b: operand{kind: oGPR, reg: 8}}
		in.off = int32(4 * rng.Intn(3))
		m := rng.Uint32() | 1<<rng.Intn(32)
		if rng.Intn(4) == 0 {
			m = ^uint32(0)
		}
		var addrs [32]uint64
		for l := 0; l < 32; l++ {
			addrs[l] = uint64(rng.Intn(lb/int(size))) * size
			reg := addrs[l] - uint64(in.off)
			if sp == spGeneric {
				reg += launch.LocalWindow
			}
			w.r[0][l], w.r[1][l] = uint32(reg), uint32(reg>>32)
			for r := 4; r < 16; r++ {
				w.r[r][l] = rng.Uint32()
			}
		}
		before := w.r[4]
		perLane := rng.Intn(3) == 0
		var err *Error
		switch {
		case store && perLane:
			err = x.storeLanes(w, &in, m, sp)
		case store:
			err = execStore(x, w, &in, m)
		case perLane:
			err = x.loadLanes(w, &in, m, sp)
		default:
			err = execLoad(x, w, &in, m)
		}
		if err != nil {
			t.Fatalf("case %d: %d-byte access: %v", i, size, err)
		}
		for l := 0; l < 32; l++ {
			a := addrs[l]
			if m>>l&1 == 0 {
				if !store && w.r[4][l] != before[l] {
					t.Fatalf("case %d: inactive lane %d's register written", i, l)
				}
				continue
			}
			b := model[l][a : a+size]
			if store {
				var v [16]byte
				for k := uint64(0); k < (size+3)/4; k++ {
					binary.LittleEndian.PutUint32(v[4*k:], w.r[8+k][l])
				}
				copy(b, v[:size])
				continue
			}
			loads++
			var want []uint32
			switch size {
			case 1:
				v := uint32(b[0])
				if in.signed {
					v = uint32(int32(int8(b[0])))
				}
				want = []uint32{v}
			case 2:
				v := uint32(binary.LittleEndian.Uint16(b))
				if in.signed {
					v = uint32(int32(int16(v)))
				}
				want = []uint32{v}
			default:
				for k := uint64(0); k < size/4; k++ {
					want = append(want, binary.LittleEndian.Uint32(b[4*k:]))
				}
			}
			for k, v := range want {
				if got := w.r[4+k][l]; got != v {
					t.Fatalf("case %d: %s load of %d bytes, lane %d offset %#x: R%d = %#x, the lane's bytes hold %#x",
						i, spaceNames[sp], size, l, a, 4+k, got, v)
				}
			}
		}
	}
	if loads < 100000 {
		t.Errorf("only %d lane loads checked", loads)
	}
}

// TestLanesFitBoundary checks the condition under which load32 and
// store32 index without bounds checks: lane 31's last byte (31*stride +
// n - 1) must be inside mem, and one byte short is not enough.
func TestLanesFitBoundary(t *testing.T) {
	for _, c := range []struct {
		memLen, stride, n int
		want              bool
	}{
		{32 * 48, 48, 48, true},    // local memory as newCTA makes it
		{32*48 - 1, 48, 48, false}, // one byte short for lane 31
		{300, 0, 300, true},        // shared memory: every lane the same bytes
		{299, 0, 300, false},       // a space longer than its bytes
		{0, 0, 0, true},            // an empty constant bank (the check declines every access)
		{32 * 48, 48, 49, false},   // a lane size beyond the stride
	} {
		if got := lanesFit(make([]byte, c.memLen), uint64(c.stride), uint64(c.n)); got != c.want {
			t.Errorf("lanesFit(%d bytes, stride %d, n %d) = %v, want %v", c.memLen, c.stride, c.n, got, c.want)
		}
	}
}
