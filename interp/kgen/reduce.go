package kgen

import "slices"

// Reduce shrinks a kernel while stillFails keeps reporting true for its IR:
// in the kernel, then in its helpers,
// it greedily deletes statements and replaces if, switch and loop
// statements by one of their arms or their body, keeping only candidates
// that still satisfy Check (so the smaller kernel stays free of undefined
// behaviour) and the predicate. It repeats until no single edit applies,
// so every remaining statement is needed. k itself is not modified.
func Reduce(k *Kernel, stillFails func(irText string) bool) *Kernel {
	p := k.Prog
	for {
		next, ok := reduceOnce(p, stillFails)
		if !ok {
			break
		}
		p = next
	}
	return &Kernel{Name: p.Name, IR: p.IR(), Prog: p}
}

// reduceOnce tries every edit once, in pre-order, and returns the first
// accepted candidate.
func reduceOnce(p *Prog, stillFails func(string) bool) (*Prog, bool) {
	n := countStmts(p.Body)
	for target := 0; target < n; target++ {
		for _, edit := range edits {
			q := *p
			pos := 0
			changed := false
			q.Body = rewrite(p.Body, target, &pos, func(s Stmt) ([]Stmt, bool) {
				r, ok := edit(s)
				changed = ok
				return r, ok
			})
			if !changed || q.Check() != nil || !stillFails(q.IR()) {
				continue
			}
			return &q, true
		}
	}
	// The same edits on the bodies of the helpers (calls.go).
	for k, f := range p.Funcs {
		for target := 0; target < countStmts(f.Body); target++ {
			for _, edit := range edits {
				nf := *f
				pos, changed := 0, false
				nf.Body = rewrite(f.Body, target, &pos, func(s Stmt) ([]Stmt, bool) {
					r, ok := edit(s)
					changed = ok
					return r, ok
				})
				q := *p
				q.Funcs = slices.Clone(p.Funcs)
				q.Funcs[k] = &nf
				if !changed || q.Check() != nil || !stillFails(q.IR()) {
					continue
				}
				return &q, true
			}
		}
	}
	return nil, false
}

// edits are the candidate rewrites of one statement, largest first.
var edits = []func(Stmt) ([]Stmt, bool){
	func(Stmt) ([]Stmt, bool) { return nil, true }, // delete
	func(s Stmt) ([]Stmt, bool) { // keep only the first arm or the body
		switch s := s.(type) {
		case *If:
			return s.Then, true
		case *Switch:
			if len(s.Cases) > 0 {
				return s.Cases[0], true
			}
			return s.Default, true
		case *Loop:
			return s.Body, true
		case *Search:
			return s.Found, true
		case *DoWhile:
			return s.Body, true
		case *GridStride:
			return s.Body, true
		}
		return nil, false
	},
	func(s Stmt) ([]Stmt, bool) { // keep only the second arm
		switch s := s.(type) {
		case *If:
			return s.Else, true
		case *Switch:
			return s.Default, true
		case *Search:
			return s.NotFound, true
		}
		return nil, false
	},
	func(s Stmt) ([]Stmt, bool) { // a pointer pick without its first candidate
		shorter := func(p *Pick) *Pick {
			q := *p
			q.Offs, q.Conds = p.Offs[1:], p.Conds[1:]
			return &q
		}
		switch x := s.(type) {
		case *PtrLoad:
			if len(x.P.Offs) > 1 {
				y := *x
				y.P = shorter(x.P)
				if x.Mixed != nil {
					y.Mixed = x.Mixed[1:]
				}
				return []Stmt{&y}, true
			}
		case *PtrStore:
			if len(x.P.Offs) > 1 {
				y := *x
				y.P = shorter(x.P)
				return []Stmt{&y}, true
			}
		case *PtrAtomic:
			if len(x.P.Offs) > 1 {
				y := *x
				y.P = shorter(x.P)
				return []Stmt{&y}, true
			}
		}
		return nil, false
	},
	func(s Stmt) ([]Stmt, bool) { // a Search without its loop body
		if x, ok := s.(*Search); ok && len(x.Body) > 0 {
			y := *x
			y.Body = nil
			return []Stmt{&y}, true
		}
		return nil, false
	},
	func(s Stmt) ([]Stmt, bool) { // a branch chain without its further conditions
		if x, ok := s.(*If); ok && len(x.Or) > 0 {
			y := *x
			y.Or = nil
			return []Stmt{&y}, true
		}
		return nil, false
	},
	func(s Stmt) ([]Stmt, bool) { // drop reads of an exchange
		if x, ok := s.(*Exchange); ok && len(x.Reads) > 0 {
			y := *x
			y.Reads = nil
			return []Stmt{&y}, true
		}
		return nil, false
	},
}

func countStmts(ss []Stmt) int {
	n := 0
	for _, s := range ss {
		n++
		switch s := s.(type) {
		case *If:
			n += countStmts(s.Then) + countStmts(s.Else)
		case *Switch:
			for _, c := range s.Cases {
				n += countStmts(c)
			}
			n += countStmts(s.Default)
		case *Loop:
			n += countStmts(s.Body)
		case *Search:
			n += countStmts(s.Body) + countStmts(s.Found) + countStmts(s.NotFound)
		case *DoWhile:
			n += countStmts(s.Body)
		case *GridStride:
			n += countStmts(s.Body)
		}
	}
	return n
}

// rewrite returns a copy of ss in which the statement with pre-order
// number target (counted through *pos) is replaced by f's result, copying
// only the compound statements on the path to it.
func rewrite(ss []Stmt, target int, pos *int, f func(Stmt) ([]Stmt, bool)) []Stmt {
	out := make([]Stmt, 0, len(ss))
	for i, s := range ss {
		if *pos > target {
			return append(out, ss[i:]...)
		}
		if *pos == target {
			*pos++
			if r, ok := f(s); ok {
				out = append(out, r...)
				return append(out, ss[i+1:]...)
			}
			return append(out, ss[i:]...)
		}
		*pos++
		switch s := s.(type) {
		case *If:
			c := *s
			c.Then = rewrite(s.Then, target, pos, f)
			c.Else = rewrite(s.Else, target, pos, f)
			out = append(out, &c)
		case *Switch:
			c := *s
			c.Cases = make([][]Stmt, len(s.Cases))
			for k := range s.Cases {
				c.Cases[k] = rewrite(s.Cases[k], target, pos, f)
			}
			c.Default = rewrite(s.Default, target, pos, f)
			out = append(out, &c)
		case *Loop:
			c := *s
			c.Body = rewrite(s.Body, target, pos, f)
			out = append(out, &c)
		case *Search:
			c := *s
			c.Body = rewrite(s.Body, target, pos, f)
			c.Found = rewrite(s.Found, target, pos, f)
			c.NotFound = rewrite(s.NotFound, target, pos, f)
			out = append(out, &c)
		case *DoWhile:
			c := *s
			c.Body = rewrite(s.Body, target, pos, f)
			out = append(out, &c)
		case *GridStride:
			c := *s
			c.Body = rewrite(s.Body, target, pos, f)
			out = append(out, &c)
		default:
			out = append(out, s)
		}
	}
	return out
}
