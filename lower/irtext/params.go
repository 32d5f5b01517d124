package irtext

import "strings"

// renamed returns toks with local names replaced per rename.
func renamed(toks []tok, rename map[string]string) []tok {
	if len(rename) == 0 {
		return toks
	}
	var out []tok
	for i, t := range toks {
		if n, ok := rename[t.text]; ok {
			if out == nil {
				out = append([]tok(nil), toks...)
			}
			out[i].text = n
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// inferParamElems finds, for the body of a function (the lines after its
// define up to the closing brace), the element type each local pointer is
// accessed as: the type stated by a load, store, getelementptr, atomicrmw
// or cmpxchg using it as its address. Pointers stored into and loaded from
// the same stack slot (as clang -O0 does with every parameter), and a byte
// getelementptr's result and base, share their element type. i8 is kept only when nothing wider is seen, since LLVM 18
// writes byte-offset getelementptrs on every pointer.
func inferParamElems(body [][]tok) map[string]*typ {
	parent := map[string]string{}
	var find func(string) string
	find = func(x string) string {
		p, ok := parent[x]
		if !ok || p == x {
			return x
		}
		r := find(p)
		parent[x] = r
		return r
	}
	union := func(a, b string) { parent[find(a)] = find(b) }
	elem := map[string]*typ{}
	note := func(v string, t *typ) {
		if !strings.HasPrefix(v, "%") || t == nil {
			return
		}
		if old, ok := elem[v]; ok && old.String() != "i8" {
			return
		}
		elem[v] = t
	}
	for _, toks := range body {
		if len(toks) == 1 && toks[0].text == "}" || len(toks) > 0 && toks[0].text == "define" {
			break // the end of the body (or of a body that is not closed)
		}
		res, ins := "", toks
		if len(toks) > 2 && toks[1].text == "=" {
			res, ins = toks[0].text, toks[2:]
		}
		if len(ins) == 0 {
			continue
		}
		p := &typeParser{toks: ins, i: 1}
		switch ins[0].text {
		case "load", "getelementptr":
			flagsUntil(p, isTypeStart)
			t, err := p.parseType()
			if err != nil || p.next() != "," {
				continue
			}
			pt, err := p.parseType()
			if err != nil || pt.kind != kPtr {
				continue
			}
			addr := p.next()
			note(addr, t)
			if ins[0].text == "load" && t.kind == kPtr && res != "" {
				union(res, "slot:"+addr)
			}
			if ins[0].text == "getelementptr" && t.String() == "i8" && res != "" {
				// A byte offset (LLVM 18 writes every constant offset so):
				// the result likely points at what the base points at.
				union(res, addr)
			}
		case "store":
			flagsUntil(p, isTypeStart)
			t, err := p.parseType()
			if err != nil {
				continue
			}
			v := p.next()
			if p.next() != "," {
				continue
			}
			if pt, err := p.parseType(); err != nil || pt.kind != kPtr {
				continue
			}
			addr := p.next()
			note(addr, t)
			if t.kind == kPtr {
				union(v, "slot:"+addr)
			}
		case "atomicrmw", "cmpxchg":
			flagsUntil(p, func(s string) bool { return s == "ptr" })
			if _, err := p.parseType(); err != nil {
				continue
			}
			addr := p.next()
			if p.next() != "," {
				continue
			}
			if t, err := p.parseType(); err == nil {
				note(addr, t)
			}
		}
	}
	out := map[string]*typ{}
	for v, t := range elem {
		root := find(v)
		if old, ok := out[root]; !ok || old.String() == "i8" {
			out[root] = t
		}
	}
	res := map[string]*typ{}
	for v := range parent {
		if t, ok := out[find(v)]; ok {
			res[v] = t
		}
	}
	for v, t := range elem {
		if _, ok := res[v]; !ok {
			res[v] = t
		}
	}
	// Values whose class has a type take the class's (widest known) type.
	for v := range res {
		if t, ok := out[find(v)]; ok {
			res[v] = t
		}
	}
	return res
}
