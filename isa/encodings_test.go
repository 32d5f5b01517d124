package isa_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"gpucc/isa"
)

// encodingsFile holds instructions with encodings derived by hand from the
// field tables in isa/spec, independently of the encoder under test.
const encodingsFile = "testdata/encodings.s"

// encodingLine is one instruction line of the encodings file.
type encodingLine struct {
	line int    // 1-based line number in the file
	text string // the instruction as written
	want isa.Word
	todo string // non-empty: a known disagreement with the code, skipped
}

// readEncodings parses the encodings file. Lines that hold only a comment
// or nothing are skipped; every other line must carry `// hi=... lo=...`.
func readEncodings(t *testing.T) []encodingLine {
	t.Helper()
	data, err := os.ReadFile(encodingsFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []encodingLine
	for i, raw := range strings.Split(string(data), "\n") {
		text, comment, found := strings.Cut(raw, "//")
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		if !found {
			t.Fatalf("%s:%d: %q has no `// hi=... lo=...` comment", encodingsFile, i+1, text)
		}
		want, err := parseWord(comment)
		if err != nil {
			t.Fatalf("%s:%d: %v", encodingsFile, i+1, err)
		}
		l := encodingLine{line: i + 1, text: text, want: want}
		if _, todo, ok := strings.Cut(comment, "TODO(lead):"); ok {
			l.todo = strings.TrimSpace(todo)
		}
		out = append(out, l)
	}
	return out
}

// parseWord reads `hi=%016x lo=%016x` from a line comment.
func parseWord(comment string) (isa.Word, error) {
	var w isa.Word
	for half, key := range []string{"lo=", "hi="} {
		_, rest, ok := strings.Cut(comment, key)
		if !ok || len(rest) < 16 {
			return w, fmt.Errorf("comment %q lacks %s followed by 16 hex digits", comment, key)
		}
		v, err := strconv.ParseUint(rest[:16], 16, 64)
		if err != nil {
			return w, fmt.Errorf("comment %q: bad %s value: %v", comment, key, err)
		}
		w[half] = v
	}
	return w, nil
}

func wordText(w isa.Word) string { return fmt.Sprintf("hi=%016x lo=%016x", w[1], w[0]) }

// instDiff describes how b differs from a (form, field values, control
// bits), or returns "" when they are the same instruction.
func instDiff(a, b *isa.Inst) string {
	if a.Form != b.Form {
		return fmt.Sprintf("form %s vs %s", a.Form.Name, b.Form.Name)
	}
	var diffs []string
	for i, f := range a.Form.Fields {
		if a.Vals[i] != b.Vals[i] {
			diffs = append(diffs, fmt.Sprintf("%s %#x vs %#x", f.Name, a.Vals[i], b.Vals[i]))
		}
	}
	if a.Ctrl != b.Ctrl {
		diffs = append(diffs, fmt.Sprintf("control %+v vs %+v", a.Ctrl, b.Ctrl))
	}
	return strings.Join(diffs, ", ")
}

// checkLine assembles one line and compares the word with the hand-derived
// one; it then decodes the expected word and checks that it is the parsed
// instruction and that printing and parsing it again gives the same
// instruction and word. It returns the problems found.
func checkLine(l encodingLine) []string {
	in, err := isa.ParseInst(l.text)
	if err != nil {
		return []string{fmt.Sprintf("ParseInst: %v", err)}
	}
	var problems []string
	report := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if got, err := in.Encode(); err != nil {
		report("Encode: %v", err)
	} else if got != l.want {
		report("\n\tencoded  %s\n\texpected %s", wordText(got), wordText(l.want))
	}
	dec, err := isa.Decode(l.want)
	if err != nil {
		report("Decode(%s): %v", wordText(l.want), err)
		return problems
	}
	if d := instDiff(&in, &dec); d != "" {
		report("decoding %s gives a different instruction than parsing (parsed vs decoded): %s", wordText(l.want), d)
	}
	printed := dec.String()
	re, err := isa.ParseInst(printed)
	if err != nil {
		report("the decoded instruction prints as %q, which does not parse: %v", printed, err)
		return problems
	}
	if d := instDiff(&dec, &re); d != "" {
		report("the decoded instruction prints as %q, which parses differently (decoded vs reparsed): %s", printed, d)
	}
	if w, err := re.Encode(); err != nil {
		report("%q does not re-encode: %v", printed, err)
	} else if w != l.want {
		report("%q re-encodes as %s, expected %s", printed, wordText(w), wordText(l.want))
	}
	return problems
}

// TestEncodings checks every line of the encodings file (see checkLine).
// Lines marked TODO(lead) record known disagreements with the code: they
// are skipped, and reported once they agree so that the mark gets removed.
func TestEncodings(t *testing.T) {
	lines := readEncodings(t)
	formLines := map[string]int{}
	for _, l := range lines {
		at := fmt.Sprintf("%s:%d: %s", encodingsFile, l.line, l.text)
		if in, err := isa.ParseInst(l.text); err == nil {
			formLines[in.Form.Name]++
		}
		problems := checkLine(l)
		switch {
		case l.todo != "" && len(problems) == 0:
			t.Errorf("%s: marked TODO(lead) but now agrees with the code; remove the mark", at)
		case l.todo != "":
			t.Logf("%s: skipped (TODO(lead): %s): %s", at, l.todo, strings.Join(problems, "; "))
		default:
			for _, p := range problems {
				t.Errorf("%s: %s", at, p)
			}
		}
	}

	// Every optype, and every form of it, must have a line.
	for _, op := range isa.Optypes() {
		n := 0
		for _, fi := range op.Forms {
			f := &isa.Forms()[fi]
			if formLines[f.Name] == 0 {
				t.Errorf("%s: no line for form %s of optype %s", encodingsFile, f.Name, op.Name)
			}
			n += formLines[f.Name]
		}
		if n == 0 {
			t.Errorf("%s: no line for optype %s", encodingsFile, op.Name)
		}
	}
}
