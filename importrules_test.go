package gpucc

import (
	"fmt"
	"maps"
	"os/exec"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The import rules keep the judges independent of what they judge. The
// emulator (emu) and the reference interpreter (interp) decide whether
// compiled code is correct; if either linked compiler code, a bug in that
// code could make the compiler and its judge agree on a wrong answer. The
// container (obj) and the launch description (launch) are shared by the
// compiler, the emulator, the interpreter and the tools, so they stand on the
// ISA alone. The rules are checked on the transitive build dependencies
// (go list -deps, test files excluded) of each package named below.

// compilerPackages are the packages that make up the compiler: the root API
// and every pass from LLVM IR to encoded code. A package path here also
// covers its subpackages (regalloc covers regalloc/irbind).
var compilerPackages = []string{"gpucc", "ir", "lower", "regalloc", "sched", "emit"}

// importRule says which of our packages pkg may depend on, directly or
// transitively. The allow list is complete: a dependency on any other
// package of this module breaks the rule, so a new compiler package that
// someone imports into a judge is caught without updating compilerPackages.
// forbid names the dependencies that are the point of the rule, so the
// failure message can say why they are wrong.
type importRule struct {
	pkg      string   // relative to the module, e.g. "emu"
	allow    []string // our packages pkg may depend on (besides its own subpackages)
	forbid   []string // dependencies that defeat the purpose of pkg
	external bool     // may depend on modules outside the standard library
	why      string
}

var importRules = []importRule{
	{pkg: "isa", allow: nil, external: false,
		why: "isa is the root of the graph: every other package stands on the machine description"},
	{pkg: "obj", allow: []string{"isa"}, forbid: compilerPackages, external: false,
		why: "the binary container is shared by the compiler, the emulator and the tools, so it depends on the ISA alone"},
	{pkg: "launch", allow: nil, forbid: append([]string{"emu", "interp"}, compilerPackages...), external: false,
		why: "the launch description is shared by the emulator and the interpreter, so it must depend on neither (nor on the compiler)"},
	{pkg: "emu", allow: []string{"isa", "obj", "launch"}, forbid: append([]string{"interp"}, compilerPackages...), external: false,
		why: "the emulator judges the compiler's output: linking compiler code would let one bug hide on both sides, and linking the interpreter would merge the two judges"},
	{pkg: "interp", allow: []string{"launch"}, forbid: append([]string{"emu"}, compilerPackages...), external: true,
		why: "the reference interpreter is the oracle independent of both the compiler and the emulator; it reads LLVM IR (llir) and shares only the launch description"},
}

// modulePath is this module's path (go.mod).
const modulePath = "gpucc"

// importGraph maps every package in the build of the module's packages to
// its direct imports; std records which packages are in the standard
// library.
type importGraph struct {
	imports map[string][]string
	std     map[string]bool
}

func loadImportGraph(t *testing.T) importGraph {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}|{{.Standard}}|{{join .Imports \" \"}}", "./...").Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			t.Fatalf("go list: %v\n%s", err, ee.Stderr)
		}
		t.Fatalf("go list: %v", err)
	}
	g := importGraph{imports: map[string][]string{}, std: map[string]bool{}}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.SplitN(line, "|", 3)
		if len(f) != 3 {
			t.Fatalf("go list: unexpected line %q", line)
		}
		g.std[f[0]] = f[1] == "true"
		g.imports[f[0]] = strings.Fields(f[2])
	}
	return g
}

// ours reports whether path is a package of this module.
func ours(path string) bool {
	return path == modulePath || strings.HasPrefix(path, modulePath+"/")
}

// rel returns path relative to the module ("gpucc" for the root itself).
func rel(path string) string {
	if path == modulePath {
		return modulePath
	}
	return strings.TrimPrefix(path, modulePath+"/")
}

// within reports whether the module-relative package p is pkg or below it.
// The root package "gpucc" covers only itself.
func within(p, pkg string) bool {
	if pkg == modulePath {
		return p == modulePath
	}
	return p == pkg || strings.HasPrefix(p, pkg+"/")
}

// chains returns, for every non-standard package reachable from start, the
// import chain that first reaches it (breadth first, so the chain is a
// shortest one).
func (g importGraph) chains(start string) map[string][]string {
	seen := map[string][]string{start: {start}}
	queue := []string{start}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, q := range g.imports[p] {
			if _, ok := seen[q]; ok || g.std[q] {
				continue
			}
			seen[q] = append(slices.Clone(seen[p]), q)
			queue = append(queue, q)
		}
	}
	return seen
}

// checkImportRules returns one message per broken rule and per rule naming
// a package that does not exist (a stale rule would pass vacuously).
func checkImportRules(g importGraph, rules []importRule) []string {
	var bad []string
	exists := func(pkg string) bool {
		for p := range g.imports {
			if ours(p) && within(rel(p), pkg) {
				return true
			}
		}
		return false
	}
	for _, r := range rules {
		for _, p := range append(append([]string{r.pkg}, r.allow...), r.forbid...) {
			if !exists(p) {
				bad = append(bad, fmt.Sprintf("the import rule for %s names package %s, which does not exist: update importRules", r.pkg, p))
			}
		}
		start := modulePath + "/" + r.pkg
		if _, ok := g.imports[start]; !ok {
			continue
		}
		chains := g.chains(start)
		deps := make([]string, 0, len(chains))
		for p := range chains {
			deps = append(deps, p)
		}
		sort.Strings(deps)
		for _, dep := range deps {
			chain := strings.Join(chains[dep], " -> ")
			switch {
			case dep == start:
			case !ours(dep):
				if !r.external {
					bad = append(bad, fmt.Sprintf("%s must use only the standard library and our packages, but depends on %s (%s): %s", r.pkg, dep, chain, r.why))
				}
			case within(rel(dep), r.pkg):
			case slices.ContainsFunc(r.forbid, func(f string) bool { return within(rel(dep), f) }):
				bad = append(bad, fmt.Sprintf("%s must never depend on %s, but does (%s): %s", r.pkg, rel(dep), chain, r.why))
			case !slices.ContainsFunc(r.allow, func(a string) bool { return within(rel(dep), a) }):
				allowed := "none of our packages"
				if len(r.allow) > 0 {
					allowed = "only " + strings.Join(r.allow, ", ") + " of our packages"
				}
				bad = append(bad, fmt.Sprintf("%s may depend on %s (besides its own subpackages), yet depends on %s (%s): %s", r.pkg, allowed, rel(dep), chain, r.why))
			}
		}
	}
	return bad
}

// TestImportRules checks the package roles of docs/compiler.md against the
// real import graph.
func TestImportRules(t *testing.T) {
	g := loadImportGraph(t)
	for _, msg := range checkImportRules(g, importRules) {
		t.Error(msg)
	}
}

// TestImportRulesCatchViolations adds forbidden edges to the real graph and
// checks that each is reported with the chain that breaks the rule: the rule
// check must be able to fail, including for a dependency that arrives
// transitively through an allowed package.
func TestImportRulesCatchViolations(t *testing.T) {
	cases := []struct {
		from, to string
		want     []string // substrings, one per expected message
	}{
		{"obj", "ir", []string{
			"obj must never depend on ir, but does (gpucc/obj -> gpucc/ir)",
			"emu must never depend on ir, but does (gpucc/emu -> gpucc/obj -> gpucc/ir)",
		}},
		{"interp", "emu", []string{"interp must never depend on emu, but does (gpucc/interp -> gpucc/emu)"}},
		{"launch", "regalloc/irbind", []string{
			"launch must never depend on regalloc/irbind",
			"emu must never depend on regalloc/irbind, but does (gpucc/emu -> gpucc/launch -> gpucc/regalloc/irbind)",
			"interp must never depend on regalloc/irbind",
		}},
		// Not a compiler package, but not on emu's allow list either.
		{"emu", "cmd/gpucc/internal/suite", []string{"emu may depend on only isa, obj, launch of our packages (besides its own subpackages), yet depends on cmd/gpucc/internal/suite"}},
		{"isa", "launch", []string{"isa may depend on none of our packages (besides its own subpackages), yet depends on launch"}},
		{"obj", "github.com/llir/llvm/ir", []string{"obj must use only the standard library and our packages, but depends on github.com/llir/llvm/ir"}},
	}
	real := loadImportGraph(t)
	for _, c := range cases {
		t.Run(c.from+"->"+c.to, func(t *testing.T) {
			g := importGraph{imports: maps.Clone(real.imports), std: real.std}
			from := modulePath + "/" + c.from
			to := c.to
			if !strings.Contains(to, ".") {
				to = modulePath + "/" + to
			}
			if _, ok := g.imports[to]; !ok {
				t.Fatalf("%s is not in the import graph", to)
			}
			g.imports[from] = append(g.imports[from], to)
			got := checkImportRules(g, importRules)
			for _, w := range c.want {
				if !slices.ContainsFunc(got, func(m string) bool { return strings.Contains(m, w) }) {
					t.Errorf("no violation containing %q; got:\n%s", w, strings.Join(got, "\n"))
				}
			}
			if len(got) == 0 {
				t.Errorf("the edge %s -> %s broke no rule", from, to)
			}
		})
	}
	// A rule naming a package that does not exist is reported, not skipped.
	stale := []importRule{{pkg: "emulator", allow: []string{"isa"}, why: "test"}}
	if got := checkImportRules(real, stale); len(got) != 1 || !strings.Contains(got[0], "names package emulator, which does not exist") {
		t.Errorf("stale rule: got %q", got)
	}
}
