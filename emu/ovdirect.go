package emu

// Direct reads in a parallel launch. A CTA's global loads go through its
// overlay (overlay.go): each page copied at its first touch, each lane's
// bytes marked read, so that the commit can tell whether a CTA committed
// meanwhile wrote a byte the CTA read. An allocation that no commit of the
// launch has written yet, and of which the CTA holds no page, has no
// version newer than its own bytes (a commit publishes versions; the
// allocations' bytes change only at the write-back after the last CTA),
// so a load from it reads the allocation's bytes as the serial launch's
// fast paths do: no page copy, no marks. The CTA then records the
// allocation in o.direct, and its conflict check counts any unit
// committed since its run started that published a page of that
// allocation as a conflict (allocation-granular instead of per byte:
// more conservative, never less, so a CTA that could have read a stale
// byte runs again, serially, as any conflicting CTA does).
//
// Why the bytes read are the serial run's: if no unit that committed after
// the CTA's run started wrote the allocation, the bytes are those the
// serial run reads (as for marked reads: the commits before the start are
// in the allocation's bytes or, having set written before the committed
// count the CTA read at its start, send the load to the overlay).
// Otherwise the conflict check reruns the CTA. The CTA's own writes: once
// it holds a page of the allocation (paged, set by miss), its loads go
// through the overlay, which holds them.

// readDirect says whether a load from allocation a may read a's bytes
// directly (see above), recording it in o.direct if so.
func (o *overlay) readDirect(a *allocation) bool {
	b := a.ovBit
	if b == 0 || (o.paged|o.vers.written.Load())&b != 0 { // 0: an allocation the launch did not set up
		return false
	}
	o.direct |= b
	return true
}
