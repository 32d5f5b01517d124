package gpucc

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/llir/ll"
	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"

	"gpucc/lower/irtext"
	"gpucc/lower/mathlib"
)

// SourceError is a user error in the input IR at a source position.
type SourceError struct {
	File      string
	Line, Col int
	Msg       string
	Source    string // the source line, quoted under the message
}

func (e *SourceError) Error() string {
	s := fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
	if e.Source != "" {
		s += "\n    " + strings.TrimSpace(e.Source)
	}
	return s
}

// readVersions says which IR gpucc reads, for error messages.
const readVersions = "gpucc reads LLVM IR as clang 14 to 18 emit it for CUDA device code (clang-14 -O2 is the reference: regenerate with `clang-14 -x cuda --cuda-device-only -emit-llvm -S`)"

// parseModule parses LLVM IR text of any version gpucc reads: newer IR is
// rewritten by irtext first, then checked by the input verifier.
func parseModule(name, text string) (*llir.Module, error) {
	src := text
	typed, info, err := irtext.Rewrite(text)
	if err != nil {
		var re *irtext.Error
		if errors.As(err, &re) {
			return nil, &SourceError{File: name, Line: re.Line, Col: re.Col,
				Msg: fmt.Sprintf("%s%s: %s", re.Msg, describe(info), readVersions), Source: re.Source}
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	typed = stripReturnAlign(typed)
	m, err := asm.ParseString(name, typed)
	if err != nil {
		var se ll.SyntaxError
		if errors.As(err, &se) {
			return nil, syntaxError(name, src, typed, se, info)
		}
		if located := locateLLIRError(name, src, typed, trimLLIRError(err)); located != nil {
			return nil, located
		}
		return nil, fmt.Errorf("%s: %v%s", name, trimLLIRError(err), describe(info))
	}
	if err := verifyInput(name, src, typed, m); err != nil {
		return nil, err
	}
	// The device math library: calls to __nv_* functions and LLVM math
	// intrinsics get their bodies here, so the compiler and the reference
	// interpreter (gpucc verify) read the same linked module.
	if err := mathlib.Link(m); err != nil {
		return nil, locateLinkError(name, src, err)
	}
	mathlib.ExactFloatConstants(m)
	return m, nil
}

// locateLinkError places the math library's unknown-function error at the
// first call of that function in the source.
func locateLinkError(name, src string, err error) error {
	var ue *mathlib.UnknownFunctionError
	if !errors.As(err, &ue) {
		return fmt.Errorf("%s: %w", name, err)
	}
	for i, line := range strings.Split(src, "\n") {
		if col := strings.Index(line, ue.Name+"("); col >= 0 && strings.Contains(line, "call ") {
			return &SourceError{File: name, Line: i + 1, Col: col + 1, Msg: ue.Error(), Source: line}
		}
	}
	return fmt.Errorf("%s: %w", name, err)
}

// describe names the newer constructs of the module, if any, for an error
// message about something the reader did not handle.
func describe(info irtext.Info) string {
	var parts []string
	if info.Producer != "" {
		parts = append(parts, "produced by "+info.Producer)
	}
	if info.Opaque {
		parts = append(parts, "uses opaque pointers (LLVM 15 or later)")
	}
	if len(info.Newer) > 0 {
		parts = append(parts, "uses "+strings.Join(info.Newer, ", "))
	}
	if len(parts) == 0 {
		return ""
	}
	return " (this IR is " + strings.Join(parts, "; ") + ")"
}

// trimLLIRError removes llir's wrapping ("unable to parse ... into an AST").
func trimLLIRError(err error) string {
	s := err.Error()
	if i := strings.LastIndex(s, ": "); i >= 0 && strings.HasPrefix(s, "unable to parse") {
		return s[i+2:]
	}
	return s
}

// syntaxError turns llir's syntax error (a line and byte offsets into the
// text it parsed) into file:line:col: expected X, found Y. The rewriter
// keeps line numbers, so the line is the source's; the column is found by
// locating the offending token in the source line. The expected tokens are
// found by trying candidates in its place and keeping those the parser
// accepts further.
func syntaxError(name, src, parsed string, se ll.SyntaxError, info irtext.Info) error {
	lineStart := strings.LastIndexByte(parsed[:min(se.Offset, len(parsed))], '\n') + 1
	found := parsed[min(se.Offset, len(parsed)):min(max(se.Endoffset, se.Offset), len(parsed))]
	line := se.Line
	srcLines := strings.Split(src, "\n")
	srcLine := ""
	if line >= 1 && line <= len(srcLines) {
		srcLine = srcLines[line-1]
	}
	col := se.Offset - lineStart + 1
	if parsed != src && found != "" {
		// A rewritten line: take the same occurrence of the token in the
		// source line as in the rewritten one.
		nth := strings.Count(parsed[lineStart:min(se.Offset, len(parsed))], found)
		at := -1
		for k, rest := 0, 0; k <= nth; k++ {
			i := strings.Index(srcLine[rest:], found)
			if i < 0 {
				break
			}
			at, rest = rest+i, rest+i+len(found)
		}
		if at >= 0 {
			col = at + 1
		}
	}
	foundText := fmt.Sprintf("%q", found)
	if found == "" {
		foundText = "end of file"
	}
	msg := "unexpected " + foundText
	if op := unknownOpcode(srcLine); op != "" {
		msg = fmt.Sprintf("unknown instruction %q", op)
		col = strings.Index(srcLine, op) + 1
		if d := describe(info); d != "" {
			msg += d + "; " + readVersions
		}
		return &SourceError{File: name, Line: line, Col: col, Msg: msg, Source: srcLine}
	}
	if want := expectedAt(parsed, se); want != "" {
		msg = fmt.Sprintf("expected %s, found %s", want, foundText)
	}
	if found == "}" || strings.HasSuffix(found, ":") {
		msg += ": the block before it has no terminator (ret, br, switch or unreachable)"
	} else if hint := newerHint(found, info); hint != "" {
		msg += ": " + hint
	}
	return &SourceError{File: name, Line: line, Col: col, Msg: msg, Source: srcLine}
}

// newerHint explains a token that newer LLVM releases write.
func newerHint(found string, info irtext.Info) string {
	if d := describe(info); d != "" && (info.Opaque || len(info.Newer) > 0) {
		return "if the line is valid LLVM IR, it is a construct gpucc's reader does not handle yet" + d + "; " + readVersions
	}
	return ""
}

// expectCandidates are tokens tried in place of an offending one, with the
// description of what each stands for.
var expectCandidates = []struct{ tok, what string }{
	{",", "','"}, {")", "')'"}, {"(", "'('"}, {"]", "']'"}, {"[", "'['"}, {"}", "'}'"}, {"{", "'{'"},
	{">", "'>'"}, {"=", "'='"}, {"*", "'*'"}, {"x", "'x'"}, {"to", "'to'"},
	{"i32", "a type"}, {"%v", "a local value"}, {"0", "a constant"}, {"@g", "a global name"},
	{"label", "'label'"}, {"!0", "metadata"}, {"ret void", "an instruction"}, {"}\n", "'}'"},
}

// expectedAt lists what the parser would accept at the error position.
func expectedAt(text string, se ll.SyntaxError) string {
	if se.Offset > len(text) || se.Endoffset > len(text) || len(text) > 1<<20 {
		return ""
	}
	// Keep the candidates the parser accepts, and of those the ones with
	// which it gets furthest: a missing ',' lets the whole file parse,
	// while a '*' after a mistaken type name is accepted and fails soon.
	var want []string
	best := 0
	seen := map[string]bool{}
	for _, c := range expectCandidates {
		if seen[c.what] {
			continue
		}
		probe := text[:se.Offset] + c.tok + " " + text[max(se.Endoffset, se.Offset):]
		reach := parseReach(probe) - len(c.tok) - 1 + (se.Endoffset - se.Offset)
		if reach <= se.Offset {
			continue
		}
		if reach > best {
			best, want = reach, nil
		}
		if reach == best {
			seen[c.what] = true
			want = append(want, c.what)
		}
	}
	switch len(want) {
	case 0:
		return ""
	case 1:
		return want[0]
	}
	return strings.Join(want[:len(want)-1], ", ") + " or " + want[len(want)-1]
}

// parseReach is the offset of text's first syntax error, or len(text)+1
// when it has none.
func parseReach(text string) (reach int) {
	defer func() {
		if recover() != nil {
			reach = len(text) + 1 // the syntax was accepted; translation failed
		}
	}()
	_, err := asm.ParseString("probe.ll", text)
	var se ll.SyntaxError
	if errors.As(err, &se) {
		return se.Offset
	}
	return len(text) + 1
}

// opcodes are LLVM's instruction names (LLVM 14 to 18), built on first
// use: only an error message needs them, and a map built at start-up costs
// every process.
var opcodes = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, op := range strings.Fields(`ret br switch indirectbr invoke resume unreachable cleanupret catchret
		catchswitch callbr fneg add fadd sub fsub mul fmul udiv sdiv fdiv urem srem frem shl lshr ashr and
		or xor extractelement insertelement shufflevector extractvalue insertvalue alloca load store fence
		cmpxchg atomicrmw getelementptr trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint
		inttoptr bitcast addrspacecast icmp fcmp phi select freeze call tail musttail notail va_arg
		landingpad catchpad cleanuppad`) {
		m[op] = true
	}
	return m
})

// unknownOpcode returns the instruction name of an instruction line when
// it is not an LLVM instruction ("%x = frob i32 ..." gives "frob").
func unknownOpcode(line string) string {
	f := strings.Fields(line)
	if len(f) >= 3 && strings.HasPrefix(f[0], "%") && f[1] == "=" {
		f = f[2:]
	} else if len(f) == 0 || strings.HasPrefix(f[0], "%") || strings.HasPrefix(f[0], "@") || strings.HasPrefix(f[0], "!") ||
		strings.HasPrefix(f[0], ";") || strings.HasSuffix(f[0], ":") || !strings.HasPrefix(line, " ") {
		return ""
	}
	op := f[0]
	for _, c := range op {
		if !(c >= 'a' && c <= 'z' || c == '_') {
			return ""
		}
	}
	if opcodes()[op] {
		return ""
	}
	return op
}

var (
	reUndefinedLocal = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^unable to locate local identifier "(%[^"]+)"(?: of "@([^"]+)")?`)
	})
	reUndefinedGlobal = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^unable to locate global identifier "(@[^"]+)"`) })
	reDuplicateLocal  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^local identifier "(%[^"]+)" already present`) })
	reLocalOrder      = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^invalid local ID in function "@([^"]+)", expected (%\d+), got (%\d+)`)
	})
)

// locateLLIRError places llir's name-resolution errors, which carry no
// position, at the line that uses (or redefines) the name.
func locateLLIRError(name, src, text, msg string) error {
	lines := strings.Split(text, "\n")
	srcLines := strings.Split(src, "\n")
	place := func(i int, tok, what string) error {
		e := &SourceError{File: name, Line: i + 1, Col: wordColumn(lines[i], tok), Msg: what}
		if i < len(srcLines) {
			e.Source = srcLines[i]
			e.Col = wordColumn(srcLines[i], tok)
		}
		return e
	}
	// uses finds the lines mentioning tok as a word, inside fn's body when
	// fn is given.
	uses := func(tok, fn string) []int {
		var out []int
		in := fn == ""
		for i, l := range lines {
			t := strings.TrimSpace(l)
			if fn != "" && strings.HasPrefix(t, "define ") {
				in = defineName(t) == fn
				continue
			}
			if in && (wordColumn(l, tok) > 1 || strings.HasPrefix(t, tok)) && !strings.HasPrefix(t, ";") {
				out = append(out, i)
			}
		}
		return out
	}
	if m := reLocalOrder().FindStringSubmatch(msg); m != nil {
		for _, i := range uses(m[3], m[1]) {
			if i >= len(srcLines) {
				break
			}
			if t := strings.TrimSpace(srcLines[i]); strings.HasPrefix(t, m[3]+" =") || strings.HasPrefix(t, strings.TrimPrefix(m[3], "%")+":") {
				tok := m[3]
				if !strings.HasPrefix(t, tok) {
					tok = strings.TrimPrefix(tok, "%") // a block label "11:"
				}
				return place(i, tok, fmt.Sprintf("unnamed values and blocks must be numbered in order: expected %s here, found %s", m[2], m[3]))
			}
		}
		return nil
	}
	if m := reDuplicateLocal().FindStringSubmatch(msg); m != nil {
		var defs []int
		for _, i := range uses(m[1], "") {
			if i < len(srcLines) && strings.HasPrefix(strings.TrimSpace(srcLines[i]), m[1]+" =") {
				defs = append(defs, i)
			}
		}
		if len(defs) >= 2 {
			return place(defs[1], m[1], fmt.Sprintf("%s is defined twice (first on line %d)", m[1], defs[0]+1))
		}
		return nil
	}
	if m := reUndefinedLocal().FindStringSubmatch(msg); m != nil {
		if u := uses(m[1], m[2]); len(u) > 0 {
			what := fmt.Sprintf("%s is not defined", m[1])
			if m[2] != "" {
				what += " in @" + m[2]
			}
			return place(u[0], m[1], what)
		}
		return nil
	}
	if m := reUndefinedGlobal().FindStringSubmatch(msg); m != nil {
		if u := uses(m[1], ""); len(u) > 0 {
			return place(u[0], m[1], fmt.Sprintf("%s is neither defined nor declared in the module", m[1]))
		}
	}
	return nil
}
