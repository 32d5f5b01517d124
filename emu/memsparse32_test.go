package emu

import (
	"encoding/binary"
	"math/rand"
	"testing"
)

// TestSparse32AcrossLowWordWrap runs loadSparse and storeSparse (32-bit
// lane offsets) on an allocation whose
// addresses cross 2^32, lanes 64 bytes apart on both sides, and compares
// them with ref lane by lane: the lane's offset in the allocation is the
// low words' sum modulo 2^32, which wraps there while the offset does not.
// Registers, pages' bytes and marks must agree.
func TestSparse32AcrossLowWordWrap(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	dev := NewDevice(Options{})
	a := &allocation{base: 1<<32 - 3*pageBytes, data: make([]byte, 6*pageBytes)}
	for i := range a.data {
		a.data[i] = byte(rng.Intn(256))
	}
	dev.mem.allocs = append(dev.mem.allocs, a)
	for _, size := range []uint8{4, 8} {
		for _, store := range []bool{false, true} {
			vers := &pageVersions{}
			vers.init(&dev.mem)
			fast, slow := newOverlay(vers), newOverlay(vers)
			wf, ws := &warp{r: make([][32]uint32, 16)}, &warp{r: make([][32]uint32, 16)}
			in := inst{size: size, d: 4, a: operand{kind: oGPR, reg: 0}, b: operand{kind: oGPR, reg: 8}, off: 8}
			for l := 0; l < 32; l++ {
				addr := a.base + 2*pageBytes + uint64(l)*64 + uint64(l%3)*uint64(size) // pages 2 and 3: the wrap between them
				ra := addr - uint64(in.off)
				v0, v1 := rng.Uint32(), rng.Uint32()
				for _, w := range []*warp{wf, ws} {
					w.r[0][l], w.r[1][l] = uint32(ra), uint32(ra>>32)
					w.r[8][l], w.r[9][l] = v0, v1
				}
			}
			m := rng.Uint32() | 1 | 1<<31
			off := uint64(int64(in.off)) - a.base
			if store {
				fast.storeSparse(wf, &in, m, a, uint32(off), &wf.r[0])
			} else {
				fast.loadSparse(wf, &in, m, a, uint32(off), &wf.r[0])
			}
			for l := 0; l < 32; l++ {
				if m>>l&1 == 0 {
					continue
				}
				b := uint64(ws.r[0][l]) | uint64(ws.r[1][l])<<32
				what := "load"
				if store {
					what = "store"
				}
				bytes := slow.ref(a, b+uint64(in.off)-a.base, uint64(size), what)
				if store {
					binary.LittleEndian.PutUint32(bytes, ws.r[8][l])
					if size == 8 {
						binary.LittleEndian.PutUint32(bytes[4:], ws.r[9][l])
					}
				} else {
					ws.r[4][l] = binary.LittleEndian.Uint32(bytes)
					if size == 8 {
						ws.r[5][l] = binary.LittleEndian.Uint32(bytes[4:])
					}
				}
			}
			if wf.r[4] != ws.r[4] || wf.r[5] != ws.r[5] {
				t.Errorf("size %d store %v: registers differ", size, store)
			}
			if len(fast.list) != len(slow.list) {
				t.Fatalf("size %d store %v: %d pages, ref %d", size, store, len(fast.list), len(slow.list))
			}
			for i, p := range fast.list {
				q := slow.list[i]
				if fast.keys[i] != slow.keys[i] || p.data != q.data || p.read != q.read || p.written != q.written || p.dirty != q.dirty {
					t.Errorf("size %d store %v: page %d (key %v) differs from ref's (%v)", size, store, i, fast.keys[i].n, slow.keys[i].n)
				}
			}
			if fast.wrote != slow.wrote || len(fast.list) != 2 {
				t.Errorf("size %d store %v: wrote %v (ref %v), %d pages (want 2)", size, store, fast.wrote, slow.wrote, len(fast.list))
			}
		}
	}
}
