package kgen

// Mixed-space pointer picks (issue 12, "generic addressing"): a pointer
// chosen by a phi or select among elements of local arrays and global input
// buffers, optionally stored to a per-thread slot and loaded back, so that
// the compiler cannot know the space of the access and must use the
// generic address. Only read-only inputs and per-thread locals are
// candidates: the load is race-free and UB-free like every pick.

// mixedLoad generates a load into variable v through a pick whose
// candidates lie in different arrays (local and global) of one element
// type, or returns nil when the program has no two such arrays.
func (g *gen) mixedLoad(v int) *PtrLoad {
	r, p := g.r, g.p
	var arrs []ArrRef
	t := pick(r, p.Locals)
	for k, lt := range p.Locals {
		if lt == t {
			arrs = append(arrs, ArrRef{Local: true, Arr: k})
		}
	}
	n := LocalLen
	for k, in := range p.Inputs {
		if in.Elem == t {
			arrs = append(arrs, ArrRef{Arr: k})
			n = min(n, in.Len)
		}
	}
	if len(arrs) < 2 {
		return nil
	}
	pk := g.pick(n, false)
	for len(pk.Offs) < 2 {
		// At least two candidates, so that the pick can mix spaces.
		pk.Offs = append(pk.Offs, &Const{T: I32, V: uint64(r.intn(pk.Span))})
		pk.Conds = append(pk.Conds, g.cmp(1, false, false))
	}
	s := &PtrLoad{Local: arrs[0].Local, Arr: arrs[0].Arr, P: pk, V: v, ViaSlot: r.chance(1, 2)}
	for range pk.Offs {
		s.Mixed = append(s.Mixed, pick(r, arrs))
	}
	if len(s.Mixed) > 1 && s.Mixed[0].Local == s.Mixed[1].Local {
		// Make the first two candidates differ in space.
		for _, a := range arrs {
			if a.Local != s.Mixed[0].Local {
				s.Mixed[1] = a
				break
			}
		}
	}
	s.Local, s.Arr = s.Mixed[0].Local, s.Mixed[0].Arr
	if s.ViaSlot {
		p.PtrSlot = true
	}
	return s
}
