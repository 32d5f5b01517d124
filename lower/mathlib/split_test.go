package mathlib

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestLibrarySplitMatchesRegexp checks loadLibrary's hand-written scan
// against the straightforward split it replaced: lines, regular
// expressions for the names and every @reference, each piece copied.
func TestLibrarySplitMatchesRegexp(t *testing.T) {
	refName := regexp.MustCompile(`@([-\w.$]+)`)
	type op struct {
		text string
		refs []string
	}
	mk := func(text, self string) op {
		p := op{text: text}
		seen := map[string]bool{self: true}
		for _, m := range refName.FindAllStringSubmatch(text, -1) {
			if !seen[m[1]] {
				seen[m[1]] = true
				p.refs = append(p.refs, m[1])
			}
		}
		return p
	}
	defs, decls, globals := map[string]op{}, map[string]string{}, map[string]op{}
	lines := strings.Split(libText, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		switch {
		case strings.HasPrefix(line, "define "):
			name := defineName().FindStringSubmatch(line)[1]
			var b strings.Builder
			for ; i < len(lines); i++ {
				b.WriteString(lines[i] + "\n")
				if lines[i] == "}" {
					break
				}
			}
			defs[name] = mk(b.String(), name)
		case strings.HasPrefix(line, "declare "):
			decls[declName().FindStringSubmatch(line)[1]] = line + "\n"
		case strings.HasPrefix(line, "@"):
			name := globalName().FindStringSubmatch(line)[1]
			globals[name] = mk(line+"\n", name)
		}
	}
	l := loadLibrary()
	if len(l.defs) != len(defs) || len(l.globals) != len(globals) || len(l.decls) != len(decls) {
		t.Fatalf("counts differ")
	}
	for n, p := range defs {
		q := l.defs[n]
		if q == nil || q.text != p.text || !slices.Equal(q.references(), p.refs) {
			t.Fatalf("def %s differs", n)
		}
	}
	for n, p := range globals {
		q := l.globals[n]
		if q == nil || q.text != p.text || !slices.Equal(q.references(), p.refs) {
			t.Fatalf("global %s differs", n)
		}
	}
	for n, d := range decls {
		if l.decls[n] != d {
			t.Fatalf("decl %s differs", n)
		}
	}
	if len(defs) < 300 || len(decls) < 100 {
		t.Fatalf("only %d definitions and %d declarations found", len(defs), len(decls))
	}
}
