package lower

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// Codegen tests in the style of LLVM's FileCheck: each testdata/check/*.ll
// holds one kernel and comment directives checked, in order, against the
// lines of the printed machine IR after lowering:
//
//	; OPT: 0            lower at -O0 (default -O2)
//	; IFCONVERT: off     keep short divergent ifs as branches (Options.NoIfConvert)
//	; CHECK: text       the next line containing text (after the previous match)
//	; CHECK-NEXT: text  the line right after the previous match contains text
//	; CHECK-NOT: text   no line between the previous and the next match contains text
//	; CHECK-COUNT: n text  exactly n lines in the whole output contain text
//
// Text is literal except for {{regexp}} parts.

type directive struct {
	kind  string
	pat   *regexp.Regexp
	src   string
	count int
	line  int
}

func compilePattern(s string) (*regexp.Regexp, error) {
	var b strings.Builder
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(s))
			break
		}
		j := strings.Index(s[i:], "}}")
		if j < 0 {
			return nil, fmt.Errorf("unterminated {{ in %q", s)
		}
		b.WriteString(regexp.QuoteMeta(s[:i]))
		b.WriteString("(?:" + s[i+2:i+j] + ")")
		s = s[i+j+2:]
	}
	return regexp.Compile(b.String())
}

func parseDirectives(src string) (opts Options, ds []directive, err error) {
	opts.OptLevel = 2
	re := regexp.MustCompile(`^\s*;\s*(OPT|IFCONVERT|CHECK|CHECK-NEXT|CHECK-NOT|CHECK-COUNT):\s*(.*?)\s*$`)
	for i, line := range strings.Split(src, "\n") {
		m := re.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		switch m[1] {
		case "OPT":
			if _, err := fmt.Sscan(m[2], &opts.OptLevel); err != nil {
				return opts, nil, fmt.Errorf("line %d: %v", i+1, err)
			}
			continue
		case "IFCONVERT":
			if m[2] != "off" {
				return opts, nil, fmt.Errorf("line %d: IFCONVERT: %q (only off)", i+1, m[2])
			}
			opts.NoIfConvert = true
			continue
		}
		d := directive{kind: m[1], src: m[2], line: i + 1}
		text := m[2]
		if d.kind == "CHECK-COUNT" {
			var rest string
			if n, _ := fmt.Sscanf(text, "%d", &d.count); n != 1 {
				return opts, nil, fmt.Errorf("line %d: CHECK-COUNT needs a number", i+1)
			}
			rest = strings.TrimSpace(strings.SplitN(text, " ", 2)[1])
			text = rest
		}
		if d.pat, err = compilePattern(text); err != nil {
			return opts, nil, fmt.Errorf("line %d: %v", i+1, err)
		}
		ds = append(ds, d)
	}
	return opts, ds, nil
}

// matchDirectives checks the directives against output and returns the
// failures.
func matchDirectives(output string, ds []directive) []string {
	lines := strings.Split(output, "\n")
	var fails []string
	pos := 0 // first line the next CHECK may match
	var nots []directive
	checkNots := func(from, to int) {
		for _, n := range nots {
			for k := from; k < to && k < len(lines); k++ {
				if n.pat.MatchString(lines[k]) {
					fails = append(fails, fmt.Sprintf("line %d: CHECK-NOT: %s matched output line %d: %s", n.line, n.src, k+1, lines[k]))
				}
			}
		}
		nots = nil
	}
	last := 0
	for _, d := range ds {
		switch d.kind {
		case "CHECK-NOT":
			nots = append(nots, d)
		case "CHECK-COUNT":
			n := 0
			for _, l := range lines {
				if d.pat.MatchString(l) {
					n++
				}
			}
			if n != d.count {
				fails = append(fails, fmt.Sprintf("line %d: CHECK-COUNT: %d %s matched %d lines", d.line, d.count, d.src, n))
			}
		case "CHECK-NEXT":
			if pos >= len(lines) || !d.pat.MatchString(lines[pos]) {
				got := "end of output"
				if pos < len(lines) {
					got = lines[pos]
				}
				fails = append(fails, fmt.Sprintf("line %d: CHECK-NEXT: %s does not match output line %d: %s", d.line, d.src, pos+1, got))
				return fails
			}
			checkNots(last, pos)
			last, pos = pos, pos+1
		case "CHECK":
			found := -1
			for k := pos; k < len(lines); k++ {
				if d.pat.MatchString(lines[k]) {
					found = k
					break
				}
			}
			if found < 0 {
				fails = append(fails, fmt.Sprintf("line %d: CHECK: %s not found after output line %d", d.line, d.src, pos))
				return fails
			}
			checkNots(pos, found)
			last, pos = found, found+1
		}
	}
	checkNots(pos, len(lines))
	return fails
}

func TestCodegenChecks(t *testing.T) {
	files, err := filepath.Glob("testdata/check/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no check files: %v", err)
	}
	for _, file := range files {
		file := file
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			opts, ds, err := parseDirectives(string(data))
			if err != nil {
				t.Fatal(err)
			}
			if len(ds) == 0 {
				t.Fatal("no CHECK directives")
			}
			m, err := asm.ParseString(file, string(data))
			if err != nil {
				t.Fatal(err)
			}
			ks, err := Kernels(m)
			if err != nil || len(ks) != 1 {
				t.Fatalf("kernels: %v %v", ks, err)
			}
			f, err := Lower(m, ks[0], opts)
			if err != nil {
				t.Fatal(err)
			}
			out := f.String()
			for _, g := range f.Subs {
				out += g.String() // the subroutines the kernel calls
			}
			if fails := matchDirectives(out, ds); len(fails) > 0 {
				t.Errorf("%s\noutput:\n%s", strings.Join(fails, "\n"), out)
			}
		})
	}
}

func TestCheckMatcher(t *testing.T) {
	out := "a\nIADD x\nMOV y\nIADD.X z\nEXIT"
	mk := func(src string) []directive {
		_, ds, err := parseDirectives(src)
		if err != nil {
			t.Fatal(err)
		}
		return ds
	}
	if f := matchDirectives(out, mk("; CHECK: IADD x\n; CHECK-NEXT: MOV\n; CHECK: IADD.X {{[a-z]}}")); len(f) != 0 {
		t.Errorf("expected a match: %v", f)
	}
	if f := matchDirectives(out, mk("; CHECK: IADD x\n; CHECK-NOT: MOV\n; CHECK: EXIT")); len(f) != 1 {
		t.Errorf("CHECK-NOT between matches should fail once: %v", f)
	}
	if f := matchDirectives(out, mk("; CHECK: IADD.X\n; CHECK: MOV")); len(f) != 1 {
		t.Errorf("out-of-order CHECK should fail: %v", f)
	}
	if f := matchDirectives(out, mk("; CHECK-COUNT: 2 IADD")); len(f) != 0 {
		t.Errorf("CHECK-COUNT: %v", f)
	}
}
