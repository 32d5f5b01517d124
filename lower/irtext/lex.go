package irtext

import (
	"strconv"
	"strings"
)

// tok is one lexical token of a line of LLVM IR text.
type tok struct {
	text string
	col  int // 1-based byte column in the source line
}

// isIdentByte reports whether c continues a word, local, global or
// metadata name (LLVM allows '.', '$', '-' and '_' in names).
func isIdentByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '_' || c == '.' || c == '$' || c == '-' || c == '+'
}

// lexLine splits one line into tokens and returns the comment (from ';'
// outside a string) separately. Names and strings are single tokens;
// "..." (varargs) is one token; every other character is its own token.
func lexLine(line string) (toks []tok, comment string) {
	// One allocation for a typical line (a token every 4 bytes or so).
	return lexLineAppend(make([]tok, 0, 4+len(line)/4), line)
}

// lexLineAppend is lexLine appending the tokens to toks.
func lexLineAppend(toks []tok, line string) ([]tok, string) {
	for i := 0; i < len(line); {
		c := line[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == ';':
			return toks, line[i:]
		case c == '"':
			j := skipString(line, i)
			toks = append(toks, tok{line[i:j], i + 1})
			i = j
		case (c == '%' || c == '@' || c == '!' || c == '#') && i+1 < len(line) && line[i+1] == '"':
			j := skipString(line, i+1)
			toks = append(toks, tok{line[i:j], i + 1})
			i = j
		case c == 'c' && i+1 < len(line) && line[i+1] == '"':
			j := skipString(line, i+1)
			toks = append(toks, tok{line[i:j], i + 1})
			i = j
		case strings.HasPrefix(line[i:], "..."):
			toks = append(toks, tok{"...", i + 1})
			i += 3
		case c == '%' || c == '@' || c == '!' || c == '#' || isIdentByte(c):
			j := i + 1
			for j < len(line) && isIdentByte(line[j]) {
				j++
			}
			toks = append(toks, tok{line[i:j], i + 1})
			i = j
		default:
			toks = append(toks, tok{line[i : i+1], i + 1})
			i++
		}
	}
	return toks, ""
}

// skipString returns the index after the closing quote of the string
// starting at line[i] == '"' (LLVM strings have no backslash-quote escape).
func skipString(line string, i int) int {
	j := strings.IndexByte(line[i+1:], '"')
	if j < 0 {
		return len(line)
	}
	return i + 1 + j + 1
}

// join prints tokens back as text, with spaces only where two words would
// otherwise run together.
func join(toks []string) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && needSpace(toks[i-1], t) {
			b.WriteByte(' ')
		}
		b.WriteString(t)
	}
	return b.String()
}

func needSpace(prev, next string) bool {
	if prev == "(" || prev == "[" || prev == "{" || prev == "<" || prev == "!" {
		return false
	}
	if next == ")" || next == "]" || next == "}" || next == "," || next == ">" || next == "*" {
		return false
	}
	if next == "(" && (prev == "addrspace" || strings.HasSuffix(prev, "range") || isAttrWithArg(prev)) {
		return false
	}
	return true
}

func isAttrWithArg(w string) bool {
	switch w {
	case "align", "dereferenceable", "dereferenceable_or_null", "byval", "sret", "byref", "elementtype", "inalloca", "preallocated", "alignstack", "allocsize", "vscale_range", "uwtable", "allockind", "memory", "captures", "initializes", "nofpclass", "range":
		return true
	}
	return false
}

// isInt reports whether s is an integer literal.
func isInt(s string) bool {
	_, err := strconv.ParseInt(s, 10, 64)
	return err == nil
}
