package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"gpucc"
	"gpucc/emu"
	"gpucc/interp/kgen"
)

func init() {
	register("fuzz", "differential testing: random kernels on the emulator against the interpreter", cmdFuzz)
}

func cmdFuzz(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc fuzz", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 1000, "number of kernels")
	seed := fs.Uint64("seed", 1, "first seed")
	keep := fs.String("keep", "", "directory to write failing kernels to (original and reduced .ll)")
	full := fs.Bool("full", false, "generate every construct, also those the compiler does not support yet")
	shapes := fs.Bool("shapes", false, "generate every construct the compiler accepts by design, including the shapes with known bugs "+
		"(pointer phis and selects, two-exit loops, jumps in divergent loops, do/while around grid-stride loops)")
	off := fs.String("no", "", "comma-separated constructs to switch off: picks, localshared, multiexit, jumps, dowhile, chains, float")
	stress := fs.Bool("stress", true, "run every other kernel with randomized variable latencies")
	jobs := fs.Int("j", runtime.NumCPU(), "kernels checked in parallel")
	var c compilerFlags
	c.register(fs, "", "", true)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gpucc fuzz [flags]")
		fmt.Fprintln(stderr, "Without -O0 or -O2, even seeds compile at -O0 and odd seeds at -O2.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	opts, err := c.options(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc fuzz:", err)
		return 2
	}
	fixedLevel := c.optLevelSet()
	cfg := diffConfig
	switch {
	case *full:
		cfg = kgen.Config{}
	case *shapes:
		cfg = shapesConfig
	}
	if *off != "" {
		for _, name := range strings.Split(*off, ",") {
			sw := map[string]*bool{"picks": &cfg.NoPointerPicks, "localshared": &cfg.NoLocalSharedPhis, "multiexit": &cfg.NoMultiExit,
				"jumps": &cfg.NoJumps, "dowhile": &cfg.NoDoWhile, "chains": &cfg.NoBranchChains, "float": &cfg.NoFloat}[name]
			if sw == nil {
				fmt.Fprintf(stderr, "gpucc fuzz: -no: unknown construct %q (picks, localshared, multiexit, jumps, dowhile, chains, float)\n", name)
				return 2
			}
			*sw = true
		}
	}
	start := time.Now()
	counts := map[string]int{}
	failures, done := 0, 0
	var mu sync.Mutex
	seeds := make(chan uint64)
	var wg sync.WaitGroup
	for w := 0; w < max(1, *jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range seeds {
				o := opts
				if !fixedLevel {
					o.OptLevel = int(s%2) * 2
				}
				key, report := fuzzSeed(s, cfg, o, *stress, *keep)
				mu.Lock()
				counts[key]++
				if report != "" {
					failures++
					fmt.Fprint(stdout, report)
				}
				done++
				if done%5000 == 0 {
					fmt.Fprintf(stderr, "gpucc fuzz: %d kernels, %d failures, %v\n", done, failures, time.Since(start).Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
	for s := *seed; s < *seed+uint64(*n); s++ {
		seeds <- s
	}
	close(seeds)
	wg.Wait()
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(stdout, "%d kernels (seeds %d..%d) in %v:\n", *n, *seed, *seed+uint64(*n)-1, time.Since(start).Round(time.Millisecond))
	for _, k := range keys {
		fmt.Fprintf(stdout, "  %6d %s\n", counts[k], k)
	}
	if failures > 0 {
		return 1
	}
	return 0
}

// fuzzSeed checks the kernel of one seed. It returns the outcome's counting
// key and, for a failure, a report (after reducing the kernel into keep).
func fuzzSeed(s uint64, cfg kgen.Config, opts gpucc.Options, stress bool, keep string) (key, report string) {
	k, err := kgen.GenerateSeed(s, cfg)
	if err != nil {
		return "GENERATOR ERROR", fmt.Sprintf("seed %d: generator: %v\n", s, err)
	}
	eopts := emu.Options{}
	if stress && s%2 == 1 {
		eopts = emu.Options{Stress: true, Seed: s}
	}
	status, err := fuzzOne(k.IR, k, opts, eopts)
	switch {
	case err == nil:
		return "agree", ""
	case status == verifyCompileError && strings.Contains(err.Error(), "not supported"):
		return "unsupported: " + unsupportedConstruct(err), ""
	}
	key = map[int]string{verifyMismatch: "MISMATCH", verifyCompileError: "COMPILE ERROR", verifyEmuError: "EMULATOR ERROR", verifyInterpError: "INTERPRETER ERROR"}[status]
	report = fmt.Sprintf("seed %d: %v\n", s, err)
	if keep != "" {
		small := kgen.Reduce(k, func(ir string) bool {
			st, err := fuzzOne(ir, k, opts, eopts)
			return err != nil && st == status
		})
		base := filepath.Join(keep, fmt.Sprintf("seed%d", s))
		if err := os.MkdirAll(keep, 0o755); err == nil &&
			os.WriteFile(base+".ll", []byte(k.IR), 0o644) == nil && os.WriteFile(base+".reduced.ll", []byte(small.IR), 0o644) == nil {
			report += fmt.Sprintf("  wrote %s.ll and %s.reduced.ll (%d -> %d bytes)\n", base, base, len(k.IR), len(small.IR))
		}
	}
	return key, report
}

// fuzzOne runs one differential check of IR text whose launch is k's.
func fuzzOne(ir string, k *kgen.Kernel, opts gpucc.Options, eopts emu.Options) (int, error) {
	m, err := gpucc.ParseIR(k.Name+".ll", []byte(ir))
	if err != nil {
		return verifyCompileError, err
	}
	_, err = verifyKernel(m, k.Launch(), opts, eopts)
	if err != nil {
		return verifyStatus(err), err
	}
	return verifyMatch, nil
}

// diffConfig is the random-kernel configuration the differential tests use:
// every construct kgen generates (warp collectives, i64 signed atomics,
// pointer picks, two-exit loops, do/while and grid-stride loops) except
//   - jumps (break, continue, return) out of nested branches in divergent
//     loops: the compiler still rejects some of them with a located
//     "unsupported control flow" error (a divergent branch region entered
//     from outside), which TestGeneratedKernels counts as a failure since
//     it is not a "not supported" rejection; `gpucc fuzz -shapes` runs them;
//   - local and shared pointers through phis and selects (rejected by
//     design, see shapesConfig);
//   - short-circuit branch chains whose then-block holds a divergent
//     branch: despite lower/funnelchain.go some still deadlock at BSYNC or
//     are rejected as "unsupported control flow" (reduced reproducers in
//     the kgen-fp findings); `gpucc fuzz -shapes` runs them;
//   - floating point: NoFloat stays set until the FP instruction selection
//     (branch fp-select) is merged; the lead flips it then.
var diffConfig = kgen.Config{NoJumps: true, NoLocalSharedPhis: true, NoBranchChains: true, NoFloat: true}

func verifyStatus(err error) int {
	var ve *verifyError
	if errors.As(err, &ve) {
		return ve.status
	}
	return verifyCompileError
}

// unsupportedConstruct extracts "udiv" from "...: udiv is not supported".
func unsupportedConstruct(err error) string {
	msg := err.Error()
	if i := strings.Index(msg, " is not supported"); i >= 0 {
		msg = msg[:i]
		if j := strings.LastIndex(msg, ": "); j >= 0 {
			msg = msg[j+2:]
		}
	}
	return msg
}

// shapesConfig generates the shapes of issue 17 the compiler accepts by
// design: everything but local and shared pointers through phis and
// selects, which it rejects with a located error, and floating point
// until fp-select is merged (like diffConfig; `-full` generates FP).
var shapesConfig = kgen.Config{NoLocalSharedPhis: true, NoFloat: true}
