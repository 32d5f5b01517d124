package emu

import (
	"bytes"
	"fmt"
	"math/bits"
	"math/rand"
	"testing"
)

// scanInputs returns random lane masks (none, one lane, all, the first and
// last lanes among them) and addresses: random, all equal, consecutive
// for some access size (with a lane out of line, or wrapping past 2^32),
// small multiples of 4, with the inactive lanes holding values that would
// change every result (0 and 0xffffffff).
func scanInputs(rng *rand.Rand, i int) (ra [32]uint32, off, m, shift uint32) {
	masks := []uint32{0, 1, 1 << 31, ^uint32(0), 0x80000001, 0x7ffffffe, 0xf, 0xf0000000}
	m = rng.Uint32() & rng.Uint32()
	if i < len(masks) {
		m = masks[i]
	} else if rng.Intn(4) == 0 {
		m = rng.Uint32()
	} else if rng.Intn(4) == 0 {
		m = ^uint32(0)
	}
	shift = uint32(rng.Intn(5))
	base := rng.Uint32()
	if rng.Intn(8) == 0 {
		base = -uint32(rng.Intn(8)) << shift // wraps past 2^32 in the first lanes
	}
	pattern := rng.Intn(4)
	for l := range ra {
		switch pattern {
		case 0:
			ra[l] = rng.Uint32()
		case 1:
			ra[l] = base
		case 2:
			ra[l] = base + uint32(l)<<shift
		default:
			ra[l] = base + uint32(rng.Intn(64))*4
		}
		if rng.Intn(40) == 0 {
			ra[l] += 4 // out of line
		}
		if m>>l&1 == 0 && rng.Intn(2) == 0 {
			ra[l] = [2]uint32{0, ^uint32(0)}[rng.Intn(2)]
		}
	}
	off = [...]uint32{0, 4, ^uint32(7), 0x7fffff, 0xff800000, rng.Uint32()}[rng.Intn(6)]
	return ra, off, m, shift
}

// TestScanLanes checks scanLanesGo and scanLanesAVX2 (where the CPU has
// AVX2) against the lowest, highest and OR of the active lanes' addresses
// and of the addresses less lane<<shift, computed lane by lane, and
// scanLanes' uniform and consecutive verdicts against their definitions
// (every active lane at the first's address; lane l at the first's plus
// (l-first)<<shift as integers, without wrapping).
func TestScanLanes(t *testing.T) {
	t.Logf("AVX2 kernel tested: %v", useAVX2)
	rng := rand.New(rand.NewSource(3))
	var seqs, uniforms int
	for i := 0; i < 30000; i++ {
		ra, off, m, shift := scanInputs(rng, i)
		want := [5]uint32{^uint32(0), 0, 0, ^uint32(0), 0}
		first := bits.TrailingZeros32(m)
		wantUniform, wantSeq := m != 0, m != 0
		for l := 0; l < 32; l++ {
			if m>>l&1 == 0 {
				continue
			}
			a := ra[l] + off
			s := a - uint32(l)<<shift
			want = [5]uint32{min(want[0], a), max(want[1], a), want[2] | a, min(want[3], s), max(want[4], s)}
			a0 := ra[first] + off
			wantUniform = wantUniform && a == a0
			wantSeq = wantSeq && uint64(a) == uint64(a0)+uint64(l-first)<<shift
		}
		kernels := []struct {
			name string
			scan func(*[32]uint32, uint32, uint32, uint32) (uint32, uint32, uint32, uint32, uint32)
		}{{"scanLanesGo", scanLanesGo}}
		if useAVX2 {
			kernels = append(kernels, struct {
				name string
				scan func(*[32]uint32, uint32, uint32, uint32) (uint32, uint32, uint32, uint32, uint32)
			}{"scanLanesAVX2", scanLanesAVX2})
		}
		for _, k := range kernels {
			lo, hi, or, slo, shi := k.scan(&ra, off, m, shift)
			if got := [5]uint32{lo, hi, or, slo, shi}; got != want {
				t.Fatalf("%s(lanes %#08x, off %#x, shift %d) = %#x, want %#x\nra % x", k.name, m, off, shift, got, want, ra)
			}
		}
		lo, hi, or, seq := scanLanes(&ra, off, m, shift)
		if lo != want[0] || hi != want[1] || or != want[2] || (lo == hi) != wantUniform || seq != wantSeq ||
			seq && lo != ra[first]+off {
			t.Fatalf("scanLanes(lanes %#08x, off %#x, shift %d) = %#x, %#x, %#x, %v; want uniform %v, consecutive %v\nra % x",
				m, off, shift, lo, hi, or, seq, wantUniform, wantSeq, ra)
		}
		if wantSeq && bits.OnesCount32(m) > 1 && !wantUniform {
			seqs++
		}
		if wantUniform && bits.OnesCount32(m) > 1 {
			uniforms++
		}
	}
	if seqs < 1000 || uniforms < 1000 {
		t.Errorf("consecutive %d, uniform %d of 30000: too few to test", seqs, uniforms)
	}
}

// TestSeqLanes checks loadSeq and storeSeq (AVX2 masked loads and stores
// on amd64) and their Go twins against lane-by-lane moves of the words of
// the active lanes, on random masks, with the block at the start and the
// end of memory: no other lane's register or byte of memory may change.
func TestSeqLanes(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 20000; i++ {
		m := rng.Uint32()
		switch rng.Intn(4) {
		case 0:
			m = ^uint32(0)
		case 1:
			m = 1 << rng.Intn(32)
		}
		if m == 0 {
			m = 1
		}
		first, last := bits.TrailingZeros32(m), 31-bits.LeadingZeros32(m)
		span := 4 * (last - first + 1)
		mem := randBytes(rng, span+rng.Intn(3)*4)
		at := [...]int{0, len(mem) - span}[rng.Intn(2)]
		var v [32]uint32
		for l := range v {
			v[l] = rng.Uint32()
		}
		wantV, wantMem := v, append([]byte(nil), mem...)
		for l := first; l <= last; l++ {
			if m>>l&1 != 0 {
				p := at + 4*(l-first)
				wantV[l] = uint32(mem[p]) | uint32(mem[p+1])<<8 | uint32(mem[p+2])<<16 | uint32(mem[p+3])<<24
				wantMem[p], wantMem[p+1], wantMem[p+2], wantMem[p+3] = byte(v[l]), byte(v[l]>>8), byte(v[l]>>16), byte(v[l]>>24)
			}
		}
		for _, k := range []struct {
			name        string
			load, store func(*[32]uint32, []byte, uint64, uint32)
		}{{"loadSeq", loadSeq, storeSeq}, {"loadSeqGo", loadSeqGo, storeSeqGo}} {
			gotV := v
			k.load(&gotV, mem, uint64(at), m)
			if gotV != wantV {
				t.Fatalf("%s(lanes %#08x, at %d of %d bytes):\n got % x\nwant % x", k.name, m, at, len(mem), gotV, wantV)
			}
			gotMem := append([]byte(nil), mem...)
			k.store(&v, gotMem, uint64(at), m)
			if !bytes.Equal(gotMem, wantMem) {
				t.Fatalf("store of %s(lanes %#08x, at %d of %d bytes):\n got % x\nwant % x", k.name, m, at, len(mem), gotMem, wantMem)
			}
		}
	}
}

// BenchmarkScanLanes times scanLanesGo and the AVX2 kernel by number of
// active lanes (where they cross sets scanLanes' choice).
func BenchmarkScanLanes(b *testing.B) {
	var ra [32]uint32
	for l := range ra {
		ra[l] = uint32(0x1000 + 4*l)
	}
	for _, n := range []int{1, 2, 3, 4, 6, 8, 16, 32} {
		m := uint32(1<<n - 1)
		if n == 32 {
			m = ^uint32(0)
		}
		m = bits.RotateLeft32(m, 5)
		b.Run(fmt.Sprintf("go/%02d", n), func(b *testing.B) {
			var s uint32
			for i := 0; i < b.N; i++ {
				lo, hi, or, slo, shi := scanLanesGo(&ra, uint32(i), m, 2)
				s += lo + hi + or + slo + shi
			}
			sink32 = s
		})
		if useAVX2 {
			b.Run(fmt.Sprintf("avx2/%02d", n), func(b *testing.B) {
				var s uint32
				for i := 0; i < b.N; i++ {
					lo, hi, or, slo, shi := scanLanesAVX2(&ra, uint32(i), m, 2)
					s += lo + hi + or + slo + shi
				}
				sink32 = s
			})
		}
	}
}

var sink32 uint32

// TestScanWide checks region64's check pass against the lowest, highest
// and OR of the 64-bit addresses computed lane by lane, and its
// consecutive verdict against the definition (lane l at the first
// lane's address plus (l-first)*size, in integers), on lanes whose high
// words agree or not, low words that wrap past 2^32 between lanes,
// offsets that carry into the high word or wrap the address past 2^64,
// and misaligned offsets (which take the lane walk); and scanWideAVX2
// against scanWideGo.
func TestScanWide(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	var seqs, wraps int
	for i := 0; i < 30000; i++ {
		ra, _, m, shift := scanInputs(rng, i)
		size := uint64(1) << shift
		var rh [32]uint32
		h := rng.Uint32()
		if rng.Intn(4) == 0 {
			h = ^uint32(0)
		}
		for l := range rh {
			rh[l] = h
			if rng.Intn(20) == 0 {
				rh[l] = rng.Uint32()
			}
		}
		off := uint64(int64([...]int32{0, 16, -16, 0x7ffff0, -0x800000, 3, int32(rng.Intn(1 << 24))}[rng.Intn(7)]))
		wlo, whi, wor := ^uint64(0), uint64(0), uint64(0)
		first := bits.TrailingZeros32(m)
		wantSeq := m != 0
		a0 := (uint64(ra[first&31]) | uint64(rh[first&31])<<32) + off
		for l := 0; l < 32; l++ {
			if m>>l&1 == 0 {
				continue
			}
			a := (uint64(ra[l]) | uint64(rh[l])<<32) + off
			wlo, whi, wor = min(wlo, a), max(whi, a), wor|a
			d := uint64(l-first) << shift
			wantSeq = wantSeq && a0+d >= a0 && a == a0+d
		}
		// The kernel and its twin, with the first lane's high word and
		// sequence base (what scanWide passes) or others.
		h0, s0 := rh[first&31], ra[first&31]-uint32(first&31)<<shift
		if rng.Intn(4) == 0 {
			h0, s0 = rng.Uint32(), s0+uint32(rng.Intn(2))
		}
		g := fmt.Sprint(scanWideGo(&ra, &rh, m, uint32(shift), h0, s0))
		if k := fmt.Sprint(scanWideAVX2(&ra, &rh, m, uint32(shift), h0, s0)); k != g {
			t.Fatalf("scanWideAVX2(lanes %#08x, shift %d, h0 %#x, s0 %#x) = %s, scanWideGo %s", m, shift, h0, s0, k, g)
		}
		lo, hi, low, seq := scanWide(&ra, &rh, off, m, size)
		if lo != wlo || hi != whi || low != wor&(size-1) || seq && !wantSeq {
			t.Fatalf("scanWide(lanes %#08x, off %#x, size %d) = %#x, %#x, %#x, %v; want %#x, %#x, %#x, consecutive %v\nra % x\nrh % x",
				m, off, size, lo, hi, low, seq, wlo, whi, wor&(size-1), wantSeq, ra, rh)
		}
		if seq {
			seqs++
		}
		// Low words consecutive modulo 2^32 and one high word, but
		// wrapping: not consecutive addresses.
		seq32 := bits.OnesCount32(m) >= 8
		for l := 0; l < 32; l++ {
			if m>>l&1 != 0 {
				seq32 = seq32 && ra[l]-uint32(l)<<shift == ra[first]-uint32(first)<<shift && rh[l] == rh[first]
			}
		}
		if seq32 && !wantSeq {
			wraps++
		}
	}
	if useAVX2 && (seqs < 500 || wraps < 20) {
		t.Errorf("consecutive %d (wrapping past 2^32 %d) of 30000: too few to test", seqs, wraps)
	}
}

// TestGatherWords checks gatherWords (AVX2 gathers on amd64) and its Go
// twin against lane-by-lane loads of the words at ra[l]+off+l*stride, on
// random masks, strides 0 and per lane, words up to the last of memory,
// and inactive lanes whose indices lie far outside it (which must be
// neither read nor written).
func TestGatherWords(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	for i := 0; i < 20000; i++ {
		m := rng.Uint32()
		switch rng.Intn(4) {
		case 0:
			m = ^uint32(0)
		case 1:
			m = 1<<rng.Intn(32) | 1<<(31-rng.Intn(32)) // one or two lanes
		}
		stride := [...]uint32{0, 0, 48, 1024}[rng.Intn(4)]
		n := uint32(4 + 4*rng.Intn(300)) // the space's bytes per lane
		mem := randBytes(rng, int(31*stride+n))
		off := [...]uint32{0, 4, ^uint32(3), rng.Uint32()}[rng.Intn(4)]
		var ra, v [32]uint32
		hi := uint32(0)
		for l := range ra {
			a := uint32(rng.Intn(int(n/4))) * 4
			if rng.Intn(8) == 0 {
				a = n - 4 // the last word
			}
			if m>>l&1 != 0 {
				hi = max(hi, a)
			} else if rng.Intn(2) == 0 {
				a = 0x40000000 + rng.Uint32()%0x3fffffff // far outside
			}
			ra[l] = a - off
			v[l] = rng.Uint32()
		}
		want := v
		for l := 0; l < 32; l++ {
			if m>>l&1 != 0 {
				p := ra[l] + off + uint32(l)*stride
				want[l] = uint32(mem[p]) | uint32(mem[p+1])<<8 | uint32(mem[p+2])<<16 | uint32(mem[p+3])<<24
			}
		}
		end := 31*uint64(stride) + uint64(hi) + 4
		for _, k := range []struct {
			name   string
			gather func(v *[32]uint32)
		}{
			{"gatherWords", func(v *[32]uint32) { gatherWords(v, &ra, mem, off, stride, m, end) }},
			{"gatherWordsGo", func(v *[32]uint32) { gatherWordsGo(v, &ra, mem, off, stride, m) }},
		} {
			got := v
			k.gather(&got)
			if got != want {
				t.Fatalf("%s(lanes %#08x, off %#x, stride %d, %d bytes):\n got % x\nwant % x", k.name, m, off, stride, len(mem), got, want)
			}
		}
	}
}

// TestSeqPairs checks loadSeqPairs and storeSeqPairs (AVX2 on amd64) and
// their Go twins against lane-by-lane moves of the active lanes' pairs of
// words (low word first in memory), as TestSeqLanes does for words.
func TestSeqPairs(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	for i := 0; i < 20000; i++ {
		m := rng.Uint32()
		switch rng.Intn(5) {
		case 0:
			m = ^uint32(0)
		case 1:
			m = 1 << rng.Intn(32)
		case 2:
			m = 0xff << (8 * rng.Intn(4)) // one full block
		}
		if m == 0 {
			m = 1
		}
		first, last := bits.TrailingZeros32(m), 31-bits.LeadingZeros32(m)
		span := 8 * (last - first + 1)
		mem := randBytes(rng, span+rng.Intn(3)*8)
		at := [...]int{0, len(mem) - span}[rng.Intn(2)]
		var v0, v1 [32]uint32
		for l := range v0 {
			v0[l], v1[l] = rng.Uint32(), rng.Uint32()
		}
		want0, want1, wantMem := v0, v1, append([]byte(nil), mem...)
		word := func(b []byte) uint32 { return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24 }
		for l := first; l <= last; l++ {
			if m>>l&1 != 0 {
				p := at + 8*(l-first)
				want0[l], want1[l] = word(mem[p:]), word(mem[p+4:])
				for k := 0; k < 4; k++ {
					wantMem[p+k], wantMem[p+4+k] = byte(v0[l]>>(8*k)), byte(v1[l]>>(8*k))
				}
			}
		}
		for _, k := range []struct {
			name        string
			load, store func(*[32]uint32, *[32]uint32, []byte, uint64, uint32)
		}{{"loadSeqPairs", loadSeqPairs, storeSeqPairs}, {"loadSeqPairsGo", loadSeqPairsGo, storeSeqPairsGo}} {
			got0, got1 := v0, v1
			k.load(&got0, &got1, mem, uint64(at), m)
			if got0 != want0 || got1 != want1 {
				t.Fatalf("%s(lanes %#08x, at %d of %d bytes):\n got % x\n     % x\nwant % x\n     % x", k.name, m, at, len(mem), got0, got1, want0, want1)
			}
			gotMem := append([]byte(nil), mem...)
			k.store(&v0, &v1, gotMem, uint64(at), m)
			if !bytes.Equal(gotMem, wantMem) {
				t.Fatalf("store of %s(lanes %#08x, at %d of %d bytes):\n got % x\nwant % x", k.name, m, at, len(mem), gotMem, wantMem)
			}
		}
	}
}
