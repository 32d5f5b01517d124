package emu

import (
	"sort"

	"gpucc/launch"
)

// Run's copies of a launch's buffers (7-40 µs for the suite's launches,
// before any CTA runs). For a launch that will run in parallel they are
// shared with a helper that is awake (spinning since the launch before,
// as in back-to-back launches; a parked one is not waited for):
// splitWork, each side copying whole buffers, the largest first to the
// side with fewer bytes so far.

// splitCopyBytes is the fewest bytes whose copies are shared.
const splitCopyBytes = 32 << 10

// copyBuffers returns copies of the buffer arguments' contents (nil for
// the other arguments), made without zeroing the memory first; shared
// says the launch will run in parallel.
func copyBuffers(args []launch.Arg, shared bool) [][]byte {
	copies := make([][]byte, len(args))
	var bufs []int
	total := 0
	for i, a := range args {
		if a.Kind == launch.Buffer {
			bufs = append(bufs, i)
			total += len(a.Data)
		}
	}
	copyAll := func(is []int) {
		for _, i := range is {
			copies[i] = append([]byte(nil), args[i].Data...)
		}
	}
	if !shared || len(bufs) < 2 || total < splitCopyBytes {
		copyAll(bufs)
		return copies
	}
	sort.SliceStable(bufs, func(x, y int) bool { return len(args[bufs[x]].Data) > len(args[bufs[y]].Data) })
	var side [2][]int
	var bytes [2]int
	for _, i := range bufs {
		s := 0
		if bytes[1] < bytes[0] {
			s = 1
		}
		side[s] = append(side[s], i)
		bytes[s] += len(args[i].Data)
	}
	splitWork(func() { copyAll(side[0]) }, func() { copyAll(side[1]) })
	return copies
}
