package emu

import (
	"math/bits"

	"gpucc/launch"
)

// A generic LD or ST whose active lanes all address, aligned and in
// bounds, their own thread's local memory has no effect another warp can
// see: the generic local window maps each thread to its own local memory,
// which no other warp reads or writes, and such an access cannot fail.
// It is then what an LDL or STL is (not global): runWarp lets it issue
// after limT instead of ending the warp's run there (call_recursion's
// quicksort reaches its array, in the caller's frame, through generic
// pointers: each LD and ST ended the run and switched warps). The
// decision reads only the warp's own registers, so it is the same in
// serial and parallel launches. An access with any lane elsewhere, or one
// that would fault, keeps its place in global cycle order, so its error
// is the one the serial order gives, as before.

// localOnly says whether every lane of m of the generic load or store in
// addresses in.size bytes, aligned and inside its thread's local memory
// (what memRef accepts for the local window). No lanes: nothing happens,
// which no other warp sees either.
//
// When it says so for words or pairs (m not empty), it leaves its proof in
// x.localIn for the instruction's fn, which runWarp calls next (or it
// returns an error, and the next runWarp clears the proof): execLD and
// execST then move the lanes by loadGenericLocal and storeGenericLocal,
// whatever their number, without checking them again.
func (x *run) localOnly(w *warp, in *inst, m uint32) bool {
	size := uint64(in.size)
	lb := uint64(x.localBytes)
	if lb < size {
		return m == 0
	}
	// A lane's offset in the window is its generic address minus
	// LocalWindow; outside the window it is at least 2^32 (mod 2^64),
	// above lim (lb <= MaxLocalBytes < 2^32).
	lim := lb - size
	ra, rh := addrReg(w, in, true)
	off := uint64(int64(in.off)) - launch.LocalWindow
	for mm := m; mm != 0; mm &= mm - 1 {
		lane := bits.TrailingZeros32(mm) & 31
		o := (uint64(ra[lane]) | uint64(rh[lane])<<32) + off
		if o > lim || o&(size-1) != 0 {
			return false
		}
	}
	if m != 0 && (size == 4 || size == 8) && uint64(len(w.local)) >= lb<<5 {
		x.localIn = in
	}
	return true
}

// execLD is execLoad for LD (Load gives it the generic loads): with
// localOnly's proof for this issue, loadGenericLocal moves the lanes (no
// switch on the space, no load64 and genericLocal's check); otherwise
// execLoad's generic path.
func execLD(x *run, w *warp, in *inst, m uint32) *Error {
	if x.localIn == in {
		x.localIn = nil
		ra, rh := addrReg(w, in, true)
		x.loadGenericLocal(w, in, m, ra, rh)
		return nil
	}
	if x.load64(w, in, m, spGeneric) {
		return nil
	}
	return x.loadLanes(w, in, m, spGeneric)
}

// execST is execStore for ST, as execLD is execLoad for LD.
func execST(x *run, w *warp, in *inst, m uint32) *Error {
	if x.localIn == in {
		x.localIn = nil
		ra, rh := addrReg(w, in, true)
		x.storeGenericLocal(w, in, m, ra, rh)
		return nil
	}
	if x.store64(w, in, m, spGeneric) {
		return nil
	}
	return x.storeLanes(w, in, m, spGeneric)
}
