package emu

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// Accesses of a shape the check pass (memlanes.go) recognized.
//
// Consecutive accesses (lane l at the first active lane's address plus 4
// or 8 bytes per lane from it: coalesced LDS, STS, LDG, STG) in a space
// without a per-lane stride move the lanes' words or pairs as one block
// (loadSeq, storeSeq, loadSeqPairs, storeSeqPairs: masked AVX2 loads and
// stores on amd64).
//
// Uniform-address accesses: every active lane at the same address (the
// check pass found lowest = highest). In shared, constant and global
// memory (stride 0) that is one load broadcast to the lanes, or the store
// of the highest active lane alone (lanes store in ascending order, so of
// several lanes storing to one address the highest wins). In local memory
// (a stride per lane: each thread its own bytes, as in the register saves
// and restores of a call) it is a strided walk with no address to compute
// per lane. The check pass has proved every lane's bytes inside the
// space; the one bounds check here (of the highest lane's last byte)
// covers the unchecked indexing of the others.

// loadShaped is the load of a uniform or consecutive access of 4 or 8
// bytes (consecutive: in a space without a stride) whose lanes the check
// pass found inside mem, the lowest lane's bytes at mem[at] (lane*stride
// past it): false for any other. in.d is not RZ.
func loadShaped(w *warp, in *inst, m uint32, mem []byte, stride, at uint64, uniform, seq bool) bool {
	switch {
	case in.size != 4 && in.size != 8 || m == 0:
		return false
	case uniform && (stride == 0 || in.size == 8):
		// (Words a stride apart, in local memory, are gathered.)
		loadUniform(w, in, m, mem, stride, at)
		return true
	case seq && stride == 0 && in.size == 4:
		loadSeq(&w.r[int(in.d)], mem, at, m)
		return true
	case seq && stride == 0:
		loadSeqPairs(&w.r[int(in.d)], &w.r[int(in.d)+1], mem, at, m)
		return true
	}
	return false
}

// storeShaped is loadShaped for stores.
func storeShaped(w *warp, in *inst, m uint32, mem []byte, stride, at uint64, uniform, seq bool) bool {
	switch {
	case in.size != 4 && in.size != 8 || m == 0:
		return false
	case uniform:
		storeUniform(w, in, m, mem, stride, at)
		return true
	case seq && stride == 0 && in.size == 4:
		storeSeq(storeVal(w, in, 0), mem, at, m)
		return true
	case seq && stride == 0:
		storeSeqPairs(storeVal(w, in, 0), storeVal(w, in, 1), mem, at, m)
		return true
	}
	return false
}

// wordAt reads the little-endian word at p. (Through an array pointer:
// unsafe.Slice would check its length at every call.)
func wordAt(p unsafe.Pointer) uint32 {
	return binary.LittleEndian.Uint32((*[4]byte)(p)[:])
}

// putWordAt writes v as a little-endian word at p.
func putWordAt(p unsafe.Pointer, v uint32) {
	binary.LittleEndian.PutUint32((*[4]byte)(p)[:], v)
}

// uniformBase returns where lane 0's bytes of an access of size bytes at
// a start in mem (lane l's at l*stride past it), after checking that the
// highest lane of m has its bytes inside mem (m is not empty).
func uniformBase(mem []byte, stride, a, size uint64, m uint32) unsafe.Pointer {
	last := uint64(31-bits.LeadingZeros32(m))*stride + a + size
	mem = mem[:last]
	return unsafe.Add(unsafe.Pointer(unsafe.SliceData(mem)), a)
}

// loadUniform loads a word or a pair (in.size 4 or 8) for the lanes of m
// (not empty) from mem at lane*stride + a into in.d (not RZ).
func loadUniform(w *warp, in *inst, m uint32, mem []byte, stride, a uint64) {
	p := uniformBase(mem, stride, a, uint64(in.size), m)
	v0 := &w.r[int(in.d)]
	pair := in.size == 8
	v1 := v0
	if pair {
		v1 = &w.r[int(in.d)+1]
	}
	if stride == 0 {
		// One value for every lane.
		val0, val1 := wordAt(p), uint32(0)
		if pair {
			val1 = wordAt(unsafe.Add(p, 4))
		}
		if m == ^uint32(0) {
			for l := range v0 {
				v0[l] = val0
			}
			if pair {
				for l := range v1 {
					v1[l] = val1
				}
			}
			return
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			v0[bits.TrailingZeros32(mm)&31] = val0
		}
		if pair {
			for mm := m; mm != 0; mm &= mm - 1 {
				v1[bits.TrailingZeros32(mm)&31] = val1
			}
		}
		return
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		q := unsafe.Add(p, uint64(lane)*stride)
		if pair {
			v1[lane] = wordAt(unsafe.Add(q, 4))
		}
		v0[lane] = wordAt(q)
	}
}

// storeUniform stores a word or a pair (in.size 4 or 8) of the lanes of m
// (not empty) to mem at lane*stride + a.
func storeUniform(w *warp, in *inst, m uint32, mem []byte, stride, a uint64) {
	p := uniformBase(mem, stride, a, uint64(in.size), m)
	v0 := storeVal(w, in, 0)
	pair := in.size == 8
	v1 := v0
	if pair {
		v1 = storeVal(w, in, 1)
	}
	if stride == 0 {
		// The highest lane's store is the one that stays.
		lane := 31 - bits.LeadingZeros32(m)
		putWordAt(p, v0[lane])
		if pair {
			putWordAt(unsafe.Add(p, 4), v1[lane])
		}
		return
	}
	if m == ^uint32(0) && !pair {
		// A whole warp's words (the register saves of a call in every
		// thread): no lane walk, four lanes per iteration.
		for lane := 0; lane < 32; lane += 4 {
			q := unsafe.Add(p, uint64(lane)*stride)
			putWordAt(q, v0[lane])
			putWordAt(unsafe.Add(q, stride), v0[lane+1])
			putWordAt(unsafe.Add(q, 2*stride), v0[lane+2])
			putWordAt(unsafe.Add(q, 3*stride), v0[lane+3])
		}
		return
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		q := unsafe.Add(p, uint64(lane)*stride)
		putWordAt(q, v0[lane])
		if pair {
			putWordAt(unsafe.Add(q, 4), v1[lane])
		}
	}
}
