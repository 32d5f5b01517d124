package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"gpucc"
	"gpucc/emu"
	"gpucc/interp/kgen"
	"gpucc/launch"
)

func runFuzzCmd(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(append([]string{"fuzz"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

func TestFuzzRejectsBadCounts(t *testing.T) {
	for _, args := range [][]string{{"-n", "-5"}, {"-n", "0"}, {"-j", "0", "-n", "1"}, {"-n", "2", "--seed", "18446744073709551615"}, {"-n", "1", "stray"}} {
		code, _, stderr := runFuzzCmd(t, args...)
		if code != 2 || !strings.Contains(stderr, "usage: gpucc fuzz") {
			t.Errorf("fuzz %v: exit %d, stderr %q; want a usage error (2)", args, code, stderr)
		}
	}
}

func TestFuzzShardSummaryAndProgress(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shard.json")
	code, stdout, stderr := runFuzzCmd(t, "-n", "3", "--seed", "7", "-j", "1", "--summary", path, "--progress", "1ns")
	if code != 0 {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
	if !strings.HasPrefix(stdout, "3 kernels (seeds 7..9) in ") {
		t.Errorf("stdout %q does not start with the seeds checked", stdout)
	}
	// Not a terminal: a plain line after every kernel with a 1ns interval
	// (and, while a kernel is slow, a refresh every second), counts never
	// decreasing.
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	seen, last := map[int]bool{}, 0
	for _, l := range lines {
		var done, total, agree, rejected, failed int
		var rate float64
		if _, err := fmt.Sscanf(l, "gpucc fuzz: %d/%d done, %d agree, %d rejected, %d failed, %g kernels/s, ETA",
			&done, &total, &agree, &rejected, &failed, &rate); err != nil || total != 3 || done < last || agree+rejected+failed != done {
			t.Fatalf("progress line %q (of %q) is malformed or goes backwards (%v)", l, lines, err)
		}
		seen[done], last = true, done
	}
	if !seen[1] || !seen[2] || !seen[3] {
		t.Errorf("progress lines %q should report 1, 2 and 3 kernels done", lines)
	}
	if strings.Contains(stderr, "\r") {
		t.Errorf("progress on a non-terminal uses carriage returns: %q", stderr)
	}
	s, err := readSummary(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s.Seeds, []seedRange{{7, 9}}) || s.Kernels != 3 || s.Generator != generatorName(diffConfig) || !s.Stress {
		t.Errorf("summary %+v: want seeds 7..9, 3 kernels, default generator, stress", s)
	}
}

func writeSummaryFile(t *testing.T, dir, name string, s fuzzSummary) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestFuzzMergeSummaries(t *testing.T) {
	dir := t.TempDir()
	a := writeSummaryFile(t, dir, "a.json", fuzzSummary{Generator: "default", Stress: true, Seeds: []seedRange{{1, 10}},
		Kernels: 10, Counts: map[string]int64{"agree": 9, "MISMATCH": 1},
		Failures: []fuzzFailure{{Seed: 4, Kind: "MISMATCH", Report: "seed 4: r0 differs\n"}}, Seconds: 2})
	b := writeSummaryFile(t, dir, "b.json", fuzzSummary{Generator: "default", Stress: true, Seeds: []seedRange{{11, 20}, {31, 35}},
		Kernels: 15, Counts: map[string]int64{"agree": 13, "unsupported: udiv": 2}, Seconds: 3})
	out := filepath.Join(dir, "all.json")
	code, stdout, stderr := runFuzzCmd(t, "--merge", b, a, "--summary", out)
	if code != 1 { // seed 4 failed
		t.Fatalf("exit %d, want 1\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
	for _, want := range []string{"25 kernels (seeds 1..20, 31..35) in 5s:", "      22 agree", "       1 MISMATCH", "       2 unsupported: udiv", "failing seeds: 4"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("merged summary %q lacks %q", stdout, want)
		}
	}
	m, err := readSummary(out)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(m.Seeds, []seedRange{{1, 20}, {31, 35}}) || m.Kernels != 25 || m.Counts["agree"] != 22 ||
		len(m.Failures) != 1 || m.Failures[0].Seed != 4 || m.Seconds != 5 {
		t.Errorf("merged summary %+v", m)
	}

	// Overlapping shards, different generators and inconsistent counts are refused.
	c := writeSummaryFile(t, dir, "c.json", fuzzSummary{Generator: "default", Stress: true, Seeds: []seedRange{{20, 21}},
		Kernels: 2, Counts: map[string]int64{"agree": 2}})
	d := writeSummaryFile(t, dir, "d.json", fuzzSummary{Generator: "full", Stress: true, Seeds: []seedRange{{50, 51}},
		Kernels: 2, Counts: map[string]int64{"agree": 2}})
	e := writeSummaryFile(t, dir, "e.json", fuzzSummary{Generator: "default", Stress: true, Seeds: []seedRange{{60, 69}},
		Kernels: 10, Counts: map[string]int64{"agree": 7}})
	for _, tc := range []struct {
		files []string
		want  string
	}{{[]string{a, b, c}, "overlap"}, {[]string{a, d}, "differ"}, {[]string{e}, "add up to 7"}} {
		code, _, stderr := runFuzzCmd(t, append([]string{"--merge"}, tc.files...)...)
		if code != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("merge %v: exit %d, stderr %q; want 1 and %q", tc.files, code, stderr, tc.want)
		}
	}
}

// BenchmarkFuzzCampaign checks generated kernels (the default generator,
// stress on every other seed, as `gpucc fuzz` does) on every core and
// reports kernels per second of wall time and per second of CPU time.
func BenchmarkFuzzCampaign(b *testing.B) {
	jobs := runtime.NumCPU()
	start, cpu0 := time.Now(), processCPU()
	var next atomic.Uint64
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := next.Add(1); s <= uint64(b.N); s = next.Add(1) {
				if key, report := fuzzSeed(s, diffConfig, gpucc.Options{OptLevel: int(s%2) * 2, Debug: gpucc.Debug{VerifyIR: true}}, true, ""); report != "" || outcomeClass(key) == "failed" {
					b.Errorf("seed %d: %s %s", s, key, report)
				}
			}
		}()
	}
	wg.Wait()
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "kernels/s")
	if cpu := processCPU() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "kernels/cpu-s")
	}
}

// TestFuzzFull: -full generates every construct, also those the compiler
// rejects, and classifies each kernel: the counts add up to -n and the
// summary names the full generator.
func TestFuzzFull(t *testing.T) {
	path := filepath.Join(t.TempDir(), "full.json")
	code, stdout, stderr := runFuzzCmd(t, "-full", "-n", "6", "--seed", "1", "-j", "1", "--summary", path)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	total := 0
	for _, line := range strings.Split(stdout, "\n") {
		var n int
		var what string
		if _, err := fmt.Sscanf(strings.TrimSpace(line), "%d %s", &n, &what); err == nil && what != "kernels" {
			total += n
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var sum fuzzSummary
	if err := json.Unmarshal(data, &sum); err != nil {
		t.Fatal(err)
	}
	if total != 6 || sum.Generator != generatorName(kgen.Config{}) {
		t.Errorf("-full -n 6: counts add up to %d, generator %q\n%s", total, sum.Generator, stdout)
	}
}

// TestFuzzReproducerHeader checks the header of a kept kernel: its
// `; launch:` line reads back (launch.Parse, as gpucc verify and the
// regression harness read it) as the launch the campaign ran, its `; opt:`
// line names the level and stress seed, and the header keeps the file valid
// IR.
func TestFuzzReproducerHeader(t *testing.T) {
	k, err := kgen.GenerateSeed(12345, kgen.Config{})
	if err != nil {
		t.Fatal(err)
	}
	head := reproHeader(12345, "MISMATCH", k, gpucc.Options{OptLevel: 2}, emu.Options{Stress: true, Seed: 12345})
	lines := strings.Split(strings.TrimSuffix(head, "\n"), "\n")
	if len(lines) != 3 || lines[0] != "; fuzz seed 12345: MISMATCH (gpucc fuzz -n 1 -seed 12345)" || lines[1] != "; opt: 2 stress 12345" {
		t.Fatalf("header:\n%s", head)
	}
	args, ok := strings.CutPrefix(lines[2], "; launch: ")
	if !ok {
		t.Fatalf("no launch line: %q", lines[2])
	}
	got, err := launch.Parse(strings.Fields(args))
	if err != nil {
		t.Fatal(err)
	}
	want := k.Launch()
	// A scalar read back names its type (Elem), which the generator's
	// scalars leave empty: the kind, size and value are what a launch uses.
	for i := range got.Args {
		if i < len(want.Args) && got.Args[i].Kind == launch.Scalar && want.Args[i].Elem == "" {
			got.Args[i].Elem = ""
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the launch line reads back as\n%+v\nnot the campaign's\n%+v", got, want)
	}
	if _, err := gpucc.ParseIR("kept.ll", []byte(head+k.IR)); err != nil {
		t.Errorf("header + IR does not parse: %v", err)
	}
}
