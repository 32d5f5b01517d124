package irtext

import (
	"fmt"
	"strings"
)

// toOpaque turns LLVM 14 typed-pointer text into the opaque-pointer form
// LLVM 15 and later write (every pointer type becomes ptr in its address
// space), so that the reader can be tested on every typed kernel we have:
// Rewrite(toOpaque(x)) must compute what x computes.
func toOpaque(text string) string {
	lines := strings.Split(text, "\n")
	for li, line := range lines {
		toks, comment := lexLine(line)
		var out []string
		changed := false
		for i := 0; i < len(toks); {
			s := toks[i].text
			if isTypeStart(s) && !(i == 0 && strings.HasPrefix(s, "%")) {
				p := &typeParser{toks: toks, i: i}
				if t, err := p.parseType(); err == nil && hasPointer(t) {
					out = append(out, opaqueText(t))
					i = p.i
					changed = true
					continue
				}
			}
			out = append(out, s)
			i++
		}
		if changed {
			lines[li] = "  " + join(out) + " " + comment
		}
	}
	return strings.Join(lines, "\n")
}

func hasPointer(t *typ) bool {
	switch t.kind {
	case kPointer, kPtr:
		return true
	case kArray, kVector:
		return hasPointer(t.elem)
	case kStruct:
		for _, f := range t.fields {
			if hasPointer(f) {
				return true
			}
		}
	case kFunc:
		if hasPointer(t.ret) {
			return true
		}
		for _, f := range t.fields {
			if hasPointer(f) {
				return true
			}
		}
	}
	return false
}

func opaqueText(t *typ) string {
	switch t.kind {
	case kPointer, kPtr:
		if t.as == 0 {
			return "ptr"
		}
		return fmt.Sprintf("ptr addrspace(%d)", t.as)
	case kArray:
		return fmt.Sprintf("[%d x %s]", t.n, opaqueText(t.elem))
	case kVector:
		return fmt.Sprintf("<%d x %s>", t.n, opaqueText(t.elem))
	case kStruct:
		var parts []string
		for _, f := range t.fields {
			parts = append(parts, opaqueText(f))
		}
		s := "{ " + strings.Join(parts, ", ") + " }"
		if t.packed {
			return "<" + s + ">"
		}
		return s
	case kFunc:
		var parts []string
		for _, f := range t.fields {
			parts = append(parts, opaqueText(f))
		}
		if t.vararg {
			parts = append(parts, "...")
		}
		return opaqueText(t.ret) + " (" + strings.Join(parts, ", ") + ")"
	}
	return t.String()
}
