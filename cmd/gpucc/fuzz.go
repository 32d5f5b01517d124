package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
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
	stress := fs.Bool("stress", true, "run every other kernel with randomized variable latencies")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	cfg := diffConfig
	if *full {
		cfg = kgen.Config{}
	}
	start := time.Now()
	counts := map[string]int{}
	failures := 0
	for s := *seed; s < *seed+uint64(*n); s++ {
		k, err := kgen.GenerateSeed(s, cfg)
		if err != nil {
			fmt.Fprintf(stderr, "seed %d: generator: %v\n", s, err)
			return 1
		}
		opts := gpucc.Options{OptLevel: int(s%2) * 2, VerifyIR: true}
		eopts := emu.Options{}
		if *stress && s%2 == 1 {
			eopts = emu.Options{Stress: true, Seed: s}
		}
		status, err := fuzzOne(k.IR, k, opts, eopts)
		switch {
		case err == nil:
			counts["agree"]++
			continue
		case status == verifyCompileError && strings.Contains(err.Error(), "not supported"):
			counts["unsupported: "+unsupportedConstruct(err)]++
			continue
		}
		failures++
		counts[map[int]string{verifyMismatch: "MISMATCH", verifyCompileError: "COMPILE ERROR", verifyEmuError: "EMULATOR ERROR", verifyInterpError: "INTERPRETER ERROR"}[status]]++
		fmt.Fprintf(stdout, "seed %d: %v\n", s, err)
		if *keep != "" {
			small := kgen.Reduce(k, func(ir string) bool {
				st, err := fuzzOne(ir, k, opts, eopts)
				return err != nil && st == status
			})
			if err := os.MkdirAll(*keep, 0o755); err == nil {
				base := filepath.Join(*keep, fmt.Sprintf("seed%d", s))
				os.WriteFile(base+".ll", []byte(k.IR), 0o644)
				os.WriteFile(base+".reduced.ll", []byte(small.IR), 0o644)
				fmt.Fprintf(stdout, "  wrote %s.ll and %s.reduced.ll (%d -> %d bytes)\n", base, base, len(k.IR), len(small.IR))
			}
		}
	}
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
// the constructs the compiler supports today. Widen it as lowering grows.
var diffConfig = kgen.Config{NoCollectives: true, NoShared: true, NoAtomics: true, NoLocals: true, NoDivision: true, NoIntrinsics: true}

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
