package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"gpucc/interp/kgen"
)

// fuzzSummary is the outcome of a campaign or of merged shards of one: the
// seeds checked, the count of each outcome and the failing seeds. It is
// what `gpucc fuzz --summary` writes and `gpucc fuzz --merge` reads.
type fuzzSummary struct {
	Generator string           `json:"generator"` // the generator's switches (kgen.Config)
	Stress    bool             `json:"stress"`    // every other kernel ran with random latencies
	Seeds     []seedRange      `json:"seeds"`     // disjoint, sorted
	Kernels   int64            `json:"kernels"`
	Counts    map[string]int64 `json:"counts"` // by outcome: "agree", "unsupported: X", "MISMATCH", ...
	Failures  []fuzzFailure    `json:"failures"`
	Seconds   float64          `json:"seconds"` // wall time, summed over shards
}

// seedRange is the seeds First..Last, both included.
type seedRange struct {
	First uint64 `json:"first"`
	Last  uint64 `json:"last"`
}

type fuzzFailure struct {
	Seed   uint64 `json:"seed"`
	Kind   string `json:"kind"`
	Report string `json:"report"`
}

func generatorName(cfg kgen.Config) string {
	// Every switch by name: summaries merge only when the generator
	// settings agree.
	return fmt.Sprintf("%+v", cfg)
}

// outcomeClass sorts an outcome key into agree, rejected (a construct the
// compiler does not support) or failed.
func outcomeClass(key string) string {
	switch {
	case key == "agree":
		return "agree"
	case strings.HasPrefix(key, "unsupported: "):
		return "rejected"
	}
	return "failed"
}

func (s *fuzzSummary) classes() (agree, rejected, failed int64) {
	for k, c := range s.Counts {
		switch outcomeClass(k) {
		case "agree":
			agree += c
		case "rejected":
			rejected += c
		default:
			failed += c
		}
	}
	return
}

func (s *fuzzSummary) print(w io.Writer) {
	var ranges []string
	for _, r := range s.Seeds {
		ranges = append(ranges, fmt.Sprintf("%d..%d", r.First, r.Last))
	}
	fmt.Fprintf(w, "%d kernels (seeds %s) in %v:\n", s.Kernels, strings.Join(ranges, ", "),
		(time.Duration(s.Seconds * float64(time.Second))).Round(time.Millisecond))
	var keys []string
	for k := range s.Counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(w, "  %6d %s\n", s.Counts[k], k)
	}
	if len(s.Failures) > 0 {
		var seeds []string
		for _, f := range s.Failures {
			seeds = append(seeds, fmt.Sprint(f.Seed))
		}
		fmt.Fprintf(w, "failing seeds: %s\n", strings.Join(seeds, " "))
	}
}

func (s *fuzzSummary) write(path string) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

func readSummary(path string) (*fuzzSummary, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s := &fuzzSummary{}
	if err := json.Unmarshal(b, s); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var n int64
	for _, r := range s.Seeds {
		if r.Last < r.First {
			return nil, fmt.Errorf("%s: seed range %d..%d is empty", path, r.First, r.Last)
		}
		n += int64(r.Last - r.First + 1)
	}
	var counted int64
	for _, c := range s.Counts {
		counted += c
	}
	if n != s.Kernels || counted != s.Kernels {
		return nil, fmt.Errorf("%s: %d kernels, but the seed ranges hold %d and the counts add up to %d", path, s.Kernels, n, counted)
	}
	return s, nil
}

// mergeSummaries adds up shard summaries: their seed ranges must not
// overlap (a seed counted twice would skew the counts) and they must come
// from the same generator settings.
func mergeSummaries(paths []string, out string, stdout, stderr io.Writer) int {
	total := &fuzzSummary{Counts: map[string]int64{}, Failures: []fuzzFailure{}}
	for i, p := range paths {
		s, err := readSummary(p)
		if err != nil {
			fmt.Fprintf(stderr, "gpucc fuzz: %v\n", err)
			return 1
		}
		if i == 0 {
			total.Generator, total.Stress = s.Generator, s.Stress
		} else if s.Generator != total.Generator || s.Stress != total.Stress {
			fmt.Fprintf(stderr, "gpucc fuzz: %s: generator %s, stress %v differ from %s's (generator %s, stress %v)\n",
				p, s.Generator, s.Stress, paths[0], total.Generator, total.Stress)
			return 1
		}
		total.Seeds = append(total.Seeds, s.Seeds...)
		total.Kernels += s.Kernels
		for k, c := range s.Counts {
			total.Counts[k] += c
		}
		total.Failures = append(total.Failures, s.Failures...)
		total.Seconds += s.Seconds
	}
	sort.Slice(total.Seeds, func(i, j int) bool { return total.Seeds[i].First < total.Seeds[j].First })
	var merged []seedRange
	for _, r := range total.Seeds {
		if k := len(merged) - 1; k >= 0 {
			if r.First <= merged[k].Last {
				fmt.Fprintf(stderr, "gpucc fuzz: seeds %d..%d overlap %d..%d: a shard's seeds were counted twice\n",
					r.First, r.Last, merged[k].First, merged[k].Last)
				return 1
			}
			if r.First == merged[k].Last+1 {
				merged[k].Last = r.Last
				continue
			}
		}
		merged = append(merged, r)
	}
	total.Seeds = merged
	sort.Slice(total.Failures, func(i, j int) bool { return total.Failures[i].Seed < total.Failures[j].Seed })
	total.print(stdout)
	if out != "" {
		if err := total.write(out); err != nil {
			fmt.Fprintf(stderr, "gpucc fuzz: %v\n", err)
			return 1
		}
	}
	if len(total.Failures) > 0 {
		return 1
	}
	return 0
}

// fuzzProgress prints progress lines: on a terminal one line rewritten in
// place, else plain lines.
type fuzzProgress struct {
	w        io.Writer
	terminal bool
	every    time.Duration
	total    int64
	start    time.Time
	last     time.Time
	shown    bool  // a terminal line is on screen
	printed  int64 // kernels done at the last line
}

func newFuzzProgress(w io.Writer, total int64, every time.Duration) *fuzzProgress {
	p := &fuzzProgress{w: w, total: total, every: every, start: time.Now()}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.terminal = true
		}
	}
	if p.every <= 0 {
		p.every = 10 * time.Second
		if p.terminal {
			p.every = time.Second
		}
	}
	p.last = p.start
	return p
}

// update prints a line if the interval has passed (or final is set). The
// caller holds the campaign's lock.
func (p *fuzzProgress) update(s *fuzzSummary, final bool) {
	now := time.Now()
	if !final && now.Sub(p.last) < p.every || final && !p.terminal && p.printed == s.Kernels && p.printed > 0 {
		return
	}
	p.last, p.printed = now, s.Kernels
	agree, rejected, failed := s.classes()
	elapsed := now.Sub(p.start).Seconds()
	rate := float64(s.Kernels) / max(elapsed, 1e-9)
	eta := "?"
	if rate > 0 {
		eta = (time.Duration(float64(p.total-s.Kernels) / rate * float64(time.Second))).Round(time.Second).String()
	}
	line := fmt.Sprintf("gpucc fuzz: %d/%d done, %d agree, %d rejected, %d failed, %.1f kernels/s, ETA %s",
		s.Kernels, p.total, agree, rejected, failed, rate, eta)
	if p.terminal {
		fmt.Fprintf(p.w, "\r\033[K%s", line)
		p.shown = true
		if final {
			fmt.Fprintln(p.w)
			p.shown = false
		}
		return
	}
	fmt.Fprintln(p.w, line)
}

// clear removes the terminal line before other output.
func (p *fuzzProgress) clear() {
	if p.shown {
		fmt.Fprint(p.w, "\r\033[K")
		p.shown = false
	}
}

// tick refreshes the line every interval also while kernels are slow to
// finish; the returned function stops it.
func (p *fuzzProgress) tick(mu *sync.Mutex, s *fuzzSummary) (stop func()) {
	t := time.NewTicker(max(p.every, time.Second))
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-t.C:
				mu.Lock()
				p.update(s, false)
				mu.Unlock()
			case <-done:
				return
			}
		}
	}()
	return func() {
		t.Stop()
		close(done)
		wg.Wait()
	}
}
