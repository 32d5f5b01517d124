package emu

// The write-back at the end of a parallel launch (pageVersions.flush)
// copies every page a commit published to its allocation: up to 70 µs of
// a small launch (300 pages), on the launcher alone while the helper
// spins for its next task. flushVersions lists the pages and, from
// splitFlushPages on, has an awake helper copy half of them (splitWork);
// the versions are forgotten as flush forgets them.

// flushPage is a page's newest version and the allocation's bytes it goes
// to.
type flushPage struct {
	dst []byte
	src *[pageBytes]byte
}

// splitFlushPages is the fewest pages whose copies are shared with a
// helper (16 KiB: about a µs of copying, against the hand-over's few
// hundred ns).
const splitFlushPages = 16

// flushVersions is v.flush with the copies shared (see above): release
// lists the pages as it forgets them (their memory unchanged until a later
// commit takes them from the free list), then they are copied. list is a
// scratch list to reuse, returned empty.
func flushVersions(v *pageVersions, list []flushPage) []flushPage {
	list = list[:0]
	v.release(func(dst []byte, src *[pageBytes]byte) { list = append(list, flushPage{dst, src}) })
	if len(list) < splitFlushPages {
		copyPages(list)
	} else {
		half := len(list) / 2
		splitWork(func() { copyPages(list[:half]) }, func() { copyPages(list[half:]) })
	}
	clear(list) // no allocation of this launch kept
	return list[:0]
}

func copyPages(ps []flushPage) {
	for _, p := range ps {
		copy(p.dst, p.src[:])
	}
}
