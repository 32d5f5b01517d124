package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
	"time"

	"gpucc"
	"gpucc/emu"
	"gpucc/interp/kgen"
	"gpucc/launch"
)

func init() {
	register("fuzz", "differential testing: random kernels on the emulator against the interpreter", cmdFuzz)
}

const fuzzUsage = `usage: gpucc fuzz [flags]
       gpucc fuzz --merge [--summary OUT.json] A.json B.json ...

Differential testing: compiles random kernels (interp/kgen, seeds SEED ..
SEED+N-1), runs them on the emulator and compares every buffer with the
reference interpreter. Shards of a campaign take disjoint seed ranges and
write JSON summaries (--summary) that --merge adds up. Without -O0 or -O2,
even seeds compile at -O0 and odd seeds at -O2.

Progress goes to stderr: an updating line on a terminal, plain lines
otherwise. The exit status is 1 when some kernel failed, 2 on bad usage.

Flags:
`

func cmdFuzz(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpucc fuzz", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, fuzzUsage)
		fs.PrintDefaults()
	}
	n := fs.Int64("n", 1000, "number of kernels (seeds SEED .. SEED+N-1)")
	seed := fs.Uint64("seed", 1, "first seed")
	keep := fs.String("keep", "", "directory to write failing kernels to (original and reduced .ll)")
	full := fs.Bool("full", false, "generate every construct, also those the compiler does not support yet (today the default generator: none is left out)")
	shapes := fs.Bool("shapes", false, "generate every construct the compiler accepts by design "+
		"(pointer phis and selects, two-exit loops, jumps in divergent loops, do/while around grid-stride loops, branch chains; now the default)")
	off := fs.String("no", "", "comma-separated constructs to switch off: "+strings.Join(fuzzSwitchNames, ", "))
	stress := fs.Bool("stress", true, "run every other kernel with randomized variable latencies")
	jobs := fs.Int("j", runtime.NumCPU(), "kernels checked in parallel")
	summary := fs.String("summary", "", "write a JSON summary (seed ranges, counts, failing seeds) to this file")
	merge := fs.Bool("merge", false, "merge the JSON summaries named as arguments instead of checking kernels")
	every := fs.Duration("progress", 0, "interval between progress lines (0: 1s on a terminal, 10s otherwise)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the campaign to this file")
	var c compilerFlags
	c.register(fs, "", "", true)
	positional, status := parseFlagsAnywhere(fs, args) // flags may follow the summary files of --merge
	if status >= 0 {
		return status
	}
	opts, err := c.options(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "gpucc fuzz:", err)
		return 2
	}
	fixedLevel := c.optLevelSet()
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "gpucc fuzz: "+format+"\n", a...)
		fs.Usage()
		return 2
	}
	if *merge {
		if len(positional) == 0 {
			return usageErr("--merge needs summary files")
		}
		return mergeSummaries(positional, *summary, stdout, stderr)
	}
	if len(positional) > 0 {
		return usageErr("unexpected argument %q", positional[0])
	}
	if *n <= 0 {
		return usageErr("-n %d: the number of kernels must be positive", *n)
	}
	if *seed+uint64(*n-1) < *seed {
		return usageErr("seeds %d + %d overflow 64 bits", *seed, *n)
	}
	if *jobs < 1 {
		return usageErr("-j %d: at least one job", *jobs)
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "gpucc fuzz: %v\n", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "gpucc fuzz: %v\n", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	if os.Getenv("GOGC") == "" {
		// A campaign allocates fast and keeps little live: collecting at 5x
		// the live heap instead of 2x takes about a quarter off its CPU
		// time (150 kernels, -j 1: 14.0 s to 10.4 s; maximum resident
		// size 30 MB to 49 MB). An explicit GOGC wins.
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	cfg := diffConfig
	switch {
	case *full:
		cfg = kgen.Config{}
	case *shapes:
		cfg = shapesConfig
	}
	if *off != "" {
		for _, name := range strings.Split(*off, ",") {
			sw := fuzzSwitches(&cfg)[name]
			if sw == nil {
				fmt.Fprintf(stderr, "gpucc fuzz: -no: unknown construct %q (%s)\n", name, strings.Join(fuzzSwitchNames, ", "))
				return 2
			}
			*sw = true
		}
	}
	sum := &fuzzSummary{Generator: generatorName(cfg), Stress: *stress,
		Seeds: []seedRange{{First: *seed, Last: *seed + uint64(*n-1)}}, Counts: map[string]int64{}, Failures: []fuzzFailure{}}
	prog := newFuzzProgress(stderr, *n, *every)
	start := time.Now()
	var mu sync.Mutex
	seeds := make(chan uint64)
	var wg sync.WaitGroup
	stopTicker := prog.tick(&mu, sum)
	for w := 0; w < *jobs; w++ {
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
				sum.Counts[key]++
				sum.Kernels++
				if report != "" {
					sum.Failures = append(sum.Failures, fuzzFailure{Seed: s, Kind: key, Report: report})
					prog.clear()
					fmt.Fprint(stdout, report)
				}
				prog.update(sum, false)
				mu.Unlock()
			}
		}()
	}
	for i := int64(0); i < *n; i++ {
		seeds <- *seed + uint64(i)
	}
	close(seeds)
	wg.Wait()
	stopTicker()
	sum.Seconds = time.Since(start).Seconds()
	prog.update(sum, true)
	sort.Slice(sum.Failures, func(i, j int) bool { return sum.Failures[i].Seed < sum.Failures[j].Seed })
	sum.print(stdout)
	if *summary != "" {
		if err := sum.write(*summary); err != nil {
			fmt.Fprintf(stderr, "gpucc fuzz: %v\n", err)
			return 1
		}
	}
	if len(sum.Failures) > 0 {
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
		head := reproHeader(s, key, k, opts, eopts)
		if err := os.MkdirAll(keep, 0o755); err == nil &&
			os.WriteFile(base+".ll", []byte(head+k.IR), 0o644) == nil && os.WriteFile(base+".reduced.ll", []byte(head+small.IR), 0o644) == nil {
			report += fmt.Sprintf("  wrote %s.ll and %s.reduced.ll (%d -> %d bytes)\n", base, base, len(k.IR), len(small.IR))
		}
	}
	return key, report
}

// reproHeader is the comment block a kept kernel starts with: the seed and
// outcome, and the `; opt:` and `; launch:` lines lower/testdata/regress
// reads (lower/regress_test.go), so that the file reproduces the failure
// on its own (`gpucc verify -O2 FILE` with the launch's arguments) and can
// become a regression test as it is.
func reproHeader(s uint64, key string, k *kgen.Kernel, opts gpucc.Options, eopts emu.Options) string {
	var b strings.Builder
	fmt.Fprintf(&b, "; fuzz seed %d: %s (gpucc fuzz -n 1 -seed %d)\n", s, key, s)
	fmt.Fprintf(&b, "; opt: %d", opts.OptLevel)
	if eopts.Stress {
		fmt.Fprintf(&b, " stress %d", eopts.Seed)
	}
	if opts.Debug.MaxGPRs != 0 {
		fmt.Fprintf(&b, " maxgprs %d", opts.Debug.MaxGPRs)
	}
	b.WriteString("\n")
	if args, err := launch.FormatArgs(k.Launch()); err == nil {
		fmt.Fprintf(&b, "; launch: %s\n", strings.Join(args, " "))
	}
	return b.String()
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

// fuzzSwitchNames are the constructs -no switches off, in the order of
// fuzzSwitches.
var fuzzSwitchNames = []string{"picks", "localshared", "multiexit", "jumps", "dowhile", "chains", "float",
	"calls", "recursion", "chaincalls", "memintr", "ptx", "constarr", "textures", "namedbar"}

// fuzzSwitches maps the names of fuzzSwitchNames to cfg's switches.
func fuzzSwitches(cfg *kgen.Config) map[string]*bool {
	return map[string]*bool{"picks": &cfg.NoPointerPicks, "localshared": &cfg.NoLocalSharedPhis, "multiexit": &cfg.NoMultiExit,
		"jumps": &cfg.NoJumps, "dowhile": &cfg.NoDoWhile, "chains": &cfg.NoBranchChains, "float": &cfg.NoFloat,
		"calls": &cfg.NoCalls, "recursion": &cfg.NoRecursion, "chaincalls": &cfg.NoChainCalls, "memintr": &cfg.NoMemIntrinsics, "ptx": &cfg.NoInlinePTX, "constarr": &cfg.NoConstArrays,
		"textures": &cfg.NoTextures, "namedbar": &cfg.NoNamedBarriers}
}

// diffConfig is the random-kernel configuration the differential tests use:
// every construct kgen generates (warp collectives, i64 signed atomics,
// pointer picks, local and global pointers merged by phis and selects or
// passed through memory, two-exit loops, do/while and grid-stride loops,
// jumps (break, continue, return) in nested arms of divergent loops,
// short-circuit branch chains, floating point, the ISA and warp idioms,
// device helper calls, memcpy/memset, inline PTX, __constant__ arrays,
// textures and named barriers, recursive helpers, helper calls in the conditions of branch chains):
// nothing is left out.
var diffConfig = kgen.Config{}

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

// shapesConfig generates every shape of issue 17. Since the jump and
// branch-chain shapes were fixed and generic addressing landed it equals
// diffConfig; `-shapes` stays for the campaigns' command lines.
var shapesConfig = kgen.Config{}
