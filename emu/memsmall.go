package emu

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// globalSmall is the fast path of a serial launch's global loads and
// stores of bytes and halfwords (the byte loops of memcpy and memset,
// unaligned records), before region64's: such accesses have no shape
// (loadShaped and storeShaped take words and pairs only), so after
// region64's check (scanWide's lowest and highest address and alignment,
// then its global case's one allocation) a walk moves the bytes without
// region64's window and shape bookkeeping and without loadWide's and
// storeWide's stride, per-lane bounds check and width switch (the check
// has proved every lane's bytes inside the allocation). false, having done
// nothing, leaves the access to region64, which then declines it too
// (loadLanes and storeLanes report the fault).
func (x *run) globalSmall(w *warp, in *inst, m uint32, ra, rh *[32]uint32, store bool) bool {
	size := uint64(in.size)
	off := uint64(int64(in.off))
	lo, hi, low, _ := scanWide(ra, rh, off, m, size)
	if m == 0 || low != 0 {
		return false
	}
	al := x.lastAlloc
	if al == nil || lo < al.base || hi-al.base+size > uint64(len(al.data)) {
		// The allocation of the lowest address must hold the highest too.
		if al = x.dev.mem.findCached(lo, hi-lo+size, &x.lastAlloc); al == nil {
			return false
		}
	}
	// Every lane's address less al.base indexes its bytes in al.data; in
	// an allocation of at most 2^32 bytes that index is the low words'
	// sum modulo 2^32 (larger ones take region64's path).
	if uint64(len(al.data)) > 1<<32 {
		return false
	}
	data := unsafe.Pointer(unsafe.SliceData(al.data))
	off32 := uint32(off - al.base)
	at := func(lane int) unsafe.Pointer {
		return unsafe.Add(data, ra[lane]+off32)
	}
	if store {
		v := storeVal(w, in, 0)
		if size == 1 {
			for mm := m; mm != 0; mm &= mm - 1 {
				lane := bits.TrailingZeros32(mm) & 31
				*(*byte)(at(lane)) = byte(v[lane])
			}
			return true
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			binary.LittleEndian.PutUint16((*[2]byte)(at(lane))[:], uint16(v[lane]))
		}
		return true
	}
	if in.d == 255 {
		return true
	}
	// Each lane reads its address before it writes its destination, which
	// may be the address register.
	d := &w.r[int(in.d)]
	switch {
	case size == 1 && in.signed:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			d[lane] = uint32(int32(*(*int8)(at(lane))))
		}
	case size == 1:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			d[lane] = uint32(*(*byte)(at(lane)))
		}
	case in.signed:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			d[lane] = uint32(int32(int16(binary.LittleEndian.Uint16((*[2]byte)(at(lane))[:]))))
		}
	default:
		for mm := m; mm != 0; mm &= mm - 1 {
			lane := bits.TrailingZeros32(mm) & 31
			d[lane] = uint32(binary.LittleEndian.Uint16((*[2]byte)(at(lane))[:]))
		}
	}
	return true
}
