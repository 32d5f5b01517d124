package gen

import (
	"fmt"
	"sort"
	"strings"

	"gpucc/isa/internal/desc"
)

// propFlags are the boolean property words of a __DefProperties row and the
// isa.Props field each sets. The meaning of each is documented on the field
// in isa/props.go and in docs/isa.md ("Optype properties").
var propFlags = []struct{ word, field string }{
	{"membar", "MemBar"},
	{"barrier", "Barrier"},
	{"barrier-state", "BarrierState"},
	{"warpsync", "WarpSync"},
	{"convergence", "Convergence"},
	{"branch", "Branch"},
	{"exit", "Exit"},
	{"call", "Call"},
	{"return", "Return"},
	{"collective", "Collective"},
	{"faults", "Faults"},
	{"indirect-read", "IndirectRead"},
	{"indirect-write", "IndirectWrite"},
	{"sreg", "SReg"},
	{"uniform", "Uniform"},
	{"commutative", "Commutative"},
	{"immfold", "ImmFold"},
}

// Memory words are DIRECTION.SPACE; constant memory is read-only.
var (
	memDirections = []struct{ word, name string }{{"load", "MemLoad"}, {"store", "MemStore"}, {"atomic", "MemAtomic"}}
	memSpaces     = []struct{ word, name string }{{"global", "SpaceGlobal"}, {"shared", "SpaceShared"}, {"local", "SpaceLocal"}, {"const", "SpaceConst"}, {"generic", "SpaceGeneric"}}
)

// props is the parsed property row of one optype.
type props struct {
	flags    map[string]bool // isa.Props field names set
	mem      string          // isa.MemAccess constant name, "" for none
	space    string          // isa.MemSpace constant name, "" for none
	declared bool
}

// propWords lists every word a row may use, for error messages.
func propWords() string {
	var w []string
	for _, d := range memDirections {
		for _, s := range memSpaces {
			if d.word != "load" && s.word == "const" {
				continue
			}
			w = append(w, d.word+"."+s.word)
		}
	}
	for _, f := range propFlags {
		w = append(w, f.word)
	}
	return strings.Join(w, " ")
}

// parseWords turns the words of one row into props.
func parseWords(r desc.PropertyRow) (props, error) {
	p := props{flags: map[string]bool{}, declared: true}
	seen := map[string]bool{}
word:
	for _, w := range r.Words {
		if seen[w] {
			return p, fmt.Errorf("%v: properties of %s: word %q given twice", r.Pos, r.Optype, w)
		}
		seen[w] = true
		for _, f := range propFlags {
			if f.word == w {
				p.flags[f.field] = true
				continue word
			}
		}
		dir, sp, ok := strings.Cut(w, ".")
		if ok {
			for _, d := range memDirections {
				if d.word != dir {
					continue
				}
				for _, s := range memSpaces {
					if s.word != sp {
						continue
					}
					if dir != "load" && sp == "const" {
						return p, fmt.Errorf("%v: properties of %s: %q: constant memory is read-only", r.Pos, r.Optype, w)
					}
					if p.mem != "" {
						return p, fmt.Errorf("%v: properties of %s: %q: an optype accesses at most one memory space in one direction", r.Pos, r.Optype, w)
					}
					p.mem, p.space = d.name, s.name
					continue word
				}
			}
		}
		return p, fmt.Errorf("%v: properties of %s: unknown property %q (known: %s)", r.Pos, r.Optype, w, propWords())
	}
	if p.flags["Branch"] && p.flags["Exit"] {
		return p, fmt.Errorf("%v: properties of %s: an optype is a branch or an exit, not both", r.Pos, r.Optype)
	}
	return p, nil
}

// buildProps attaches each optype's __DefProperties row, refusing rows for
// unknown optypes, repeated rows, unknown words and optypes without a row.
func (m *model) buildProps() error {
	index := map[string]*optype{}
	for _, o := range m.optypes {
		index[o.name] = o
	}
	for _, r := range m.f.Properties {
		o := index[r.Optype]
		if o == nil {
			return fmt.Errorf("%v: __DefProperties row for unknown optype %s", r.Pos, r.Optype)
		}
		if o.props.declared {
			return fmt.Errorf("%v: second __DefProperties row for optype %s", r.Pos, r.Optype)
		}
		p, err := parseWords(r)
		if err != nil {
			return err
		}
		o.props = p
	}
	for i, o := range m.optypes {
		if !o.props.declared {
			return fmt.Errorf("%v: optype %s has no __DefProperties row: add `    %s -;` (or its property words, from: %s) to the __DefProperties block of machine.txt",
				m.f.Optype[i].Pos, o.name, o.name, propWords())
		}
	}
	return nil
}

// literal is the Go composite literal of the props.
func (p props) literal() string {
	var parts []string
	if p.mem != "" {
		parts = append(parts, "Mem: "+p.mem, "Space: "+p.space)
	}
	var flags []string
	for f := range p.flags {
		flags = append(flags, f)
	}
	sort.Slice(flags, func(i, j int) bool { return flagOrder(flags[i]) < flagOrder(flags[j]) })
	for _, f := range flags {
		parts = append(parts, f+": true")
	}
	return "Props{" + strings.Join(parts, ", ") + "}"
}

func flagOrder(field string) int {
	for i, f := range propFlags {
		if f.field == field {
			return i
		}
	}
	return len(propFlags)
}
