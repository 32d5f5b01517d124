package emu

// The write-back at the end of a parallel launch (pageVersions.flush)
// copies every page a commit published to its allocation: up to 70 µs of
// a small launch (300 pages), on the launcher alone while the helper
// spins for its next task. flushVersions lists the pages and, from
// splitFlushPages on, has an awake helper copy half of them (splitWork);
// the versions are then forgotten as flush forgets them.

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

// flushVersions is v.flush with the copies shared (see above); list is a
// scratch list to reuse, returned empty.
func flushVersions(v *pageVersions, list []flushPage) []flushPage {
	list = list[:0]
	for i := range v.tables {
		t := &v.tables[i]
		for ci := range t.dir {
			c := t.dir[ci].Load()
			if c == nil {
				continue
			}
			for pi := range c {
				if p := c[pi].Load(); p != nil {
					start := (uint64(ci)<<versionChunkBits + uint64(pi)) << pageBits
					list = append(list, flushPage{t.a.data[start:min(start+pageBytes, uint64(len(t.a.data)))], p})
				}
			}
		}
	}
	if len(list) < splitFlushPages {
		v.release(true)
	} else {
		half := len(list) / 2
		splitWork(func() { copyPages(list[:half]) }, func() { copyPages(list[half:]) })
		v.release(false)
	}
	clear(list) // no allocation of this launch kept
	return list[:0]
}

func copyPages(ps []flushPage) {
	for _, p := range ps {
		copy(p.dst, p.src[:])
	}
}
