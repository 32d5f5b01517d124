package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"gpucc/emu"
	"gpucc/launch"
)

func init() { register("run", "run a kernel on the emulator", cmdRun) }

const runUsage = `usage: gpucc run [emulator flags] kernel.bin [--kernel NAME] [--grid X,Y,Z] [--block X,Y,Z] [--shared BYTES] ARGS...

Runs a kernel of a gpucc binary (or of module assembly text) on the emulator
and prints the final contents of every buffer argument and the launch's
statistics. Kernel arguments, in parameter order, are
  [NAME=]buf:ELEM:COUNT=INIT   a global buffer (INIT: zero, rand, rand:SEED,
                               special (f32/f64), V (fills), V0,V1,...,Vn or
                               V0,V1,... to extend, @FILE: COUNT elements
                               from a raw little-endian file or a .npy array)
  [NAME=]ELEM:VALUE            a scalar
  [NAME=]texture:BUFFER        a texture object bound to the linear memory of
                               buffer argument BUFFER (its address, a u64)
  [NAME=]bytes:HEX             a struct passed by value: its bytes (padding
                               included, the type's layout), two hex digits each
with ELEM one of u8 i8 u16 i16 u32 i32 u64 i64 f32 f64. rand gives random
bytes for integers and uniform values in [-1, 1) for f32/f64; special cycles
through ±0, ±inf, NaN, subnormals and the normal extremes. Floating-point
values are decimal, hex floats (0x1.8p3), inf, -inf, nan or nan(0xBITS);
outputs print as the shortest decimal that reads back exactly.

Emulator flags:
  --lenient        functional only: no timing checks (strict is the default)
  --stress SEED    draw variable latencies at random, seeded
  --max-insts N    fail after N warp instructions (default %d)
  --jobs N         CTAs run in parallel (default: the number of CPUs); the
                   outcome is the serial run's whatever the kernel does
  --time           also print the host time and thread instructions per second

Output flags:
  --save NAME=PATH        write buffer NAME's final contents to PATH (.npy: a
                          NumPy array; otherwise raw little-endian), repeatable
  --print NAME[S:E]       print only the named buffers, elements S..E-1 (S: or
                          :E open-ended; NAME alone: all of it), repeatable
  --all                   print every element of long buffers (otherwise a
                          buffer of more than 64 elements prints its first and
                          last 8 and a summary: min, max, zeros or NaNs)

The exit status is 1 when the launch fails (fault, hazard, deadlock...), 2 on
bad usage.
`

// launchValueFlags are the launch flags that take a value (see
// launch/text.go).
var launchValueFlags = map[string]bool{"kernel": true, "grid": true, "block": true, "shared": true}

// stringList is a repeatable string flag.
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, ",") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }

func cmdRun(args []string, stdout, stderr io.Writer) int {
	usage := func(format string, a ...any) int {
		if format != "" {
			fmt.Fprintf(stderr, "gpucc run: "+format+"\n", a...)
			fmt.Fprintln(stderr, "(gpucc run -h describes the arguments)")
			return 2
		}
		fmt.Fprintf(stderr, runUsage, defaultMaxWarpInsts)
		return 2
	}
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	lenient := fs.Bool("lenient", false, "")
	stress := fs.Uint64("stress", 0, "")
	maxInsts := fs.Uint64("max-insts", defaultMaxWarpInsts, "")
	showTime := fs.Bool("time", false, "")
	jobs := fs.Int("jobs", runtime.NumCPU(), "")
	all := fs.Bool("all", false, "")
	var saves, prints stringList
	fs.Var(&saves, "save", "")
	fs.Var(&prints, "print", "")
	var file string
	var launchArgs []string
	var gridSet, blockSet bool
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch {
		case a == "-h" || a == "-help" || a == "--help":
			fmt.Fprintf(stdout, runUsage, defaultMaxWarpInsts)
			return 0
		case strings.HasPrefix(a, "-") && fs.Lookup(name) != nil:
			rest := []string{a}
			if bf, ok := fs.Lookup(name).Value.(interface{ IsBoolFlag() bool }); !hasValue && !(ok && bf.IsBoolFlag()) && i+1 < len(args) {
				i++
				rest = append(rest, args[i])
			}
			if err := fs.Parse(rest); err != nil {
				return usage("%v", err)
			}
		case strings.HasPrefix(a, "-") && launchValueFlags[name]:
			gridSet = gridSet || name == "grid"
			blockSet = blockSet || name == "block"
			launchArgs = append(launchArgs, "--"+strings.TrimLeft(a, "-"))
			if !hasValue && i+1 < len(args) {
				i++
				launchArgs = append(launchArgs, args[i])
			}
		case file == "" && !strings.HasPrefix(a, "-"):
			file = a
		default:
			launchArgs = append(launchArgs, a)
		}
	}
	if file == "" {
		return usage("missing kernel file")
	}
	launchArgs, files := extractFileBuffers(launchArgs)
	l, err := launch.Parse(launchArgs)
	if err != nil {
		return usage("%v", err)
	}
	if err := loadFileBuffers(&l, files); err != nil {
		return usage("%v", err)
	}
	var ranges []elemRange
	for _, p := range prints {
		r, err := parsePrintRange(p)
		if err != nil {
			return usage("%v", err)
		}
		ranges = append(ranges, r)
	}
	saveTo := map[string][]string{}
	for _, sv := range saves {
		name, path, ok := strings.Cut(sv, "=")
		if !ok || name == "" || path == "" {
			return usage("--save %q: want NAME=PATH", sv)
		}
		found := false
		for _, a := range l.Args {
			found = found || (a.Kind == launch.Buffer && a.Name == name)
		}
		if !found {
			return usage("--save %s: no buffer argument named %s", sv, name)
		}
		saveTo[name] = append(saveTo[name], path)
	}
	if *jobs < 1 {
		return usage("--jobs %d: at least one job", *jobs)
	}
	opts := emu.Options{Lenient: *lenient, MaxWarpInsts: *maxInsts, Jobs: *jobs}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "stress" {
			opts.Stress, opts.Seed = true, *stress
		}
	})
	if err := checkModuleInput("run", file); err != nil {
		fmt.Fprintf(stderr, "gpucc run: %v\n", err)
		return 1
	}
	m, err := emu.ReadModule(file)
	if err != nil {
		fmt.Fprintf(stderr, "gpucc run: %v\n", err)
		return 1
	}
	p, err := emu.LoadKernel(m, l.Kernel)
	if err != nil {
		fmt.Fprintf(stderr, "gpucc run: %v\n", err)
		return 1
	}
	l.Kernel = p.Kernel.Name
	if err := checkLaunch(&p.Kernel, l, gridSet, blockSet); err != nil {
		return usage("%v", err)
	}
	start := time.Now()
	res, stats, err := emu.Run(p, l, opts)
	elapsed := time.Since(start)
	if err != nil {
		err, _ = stepLimitError(err, *maxInsts)
		fmt.Fprintf(stderr, "gpucc run: %v\n", err)
		if src := sourceOfFault(&p.Kernel, err); src != "" {
			fmt.Fprintf(stderr, "gpucc run: %s\n", src)
		}
		fmt.Fprintf(stderr, "statistics until the failure: %v\n", stats)
		return 1
	}
	for i, a := range l.Args {
		if a.Kind != launch.Buffer || i >= len(res.Buffers) {
			continue
		}
		for _, path := range saveTo[a.Name] {
			if err := saveBuffer(path, a.Elem, res.Buffers[i]); err != nil {
				fmt.Fprintf(stderr, "gpucc run: --save %s: %v\n", a.Name, err)
				return 1
			}
		}
	}
	text, err := formatBuffers(l, res, ranges, *all)
	if err != nil {
		fmt.Fprintf(stderr, "gpucc run: %v\n", err)
		return 1
	}
	fmt.Fprint(stdout, text)
	fmt.Fprintf(stdout, "cycles: %d\nwarp instructions: %d\nthread instructions: %d\n", stats.Cycles, stats.WarpInsts, stats.ThreadInsts)
	for i, n := range stats.Stalls {
		fmt.Fprintf(stdout, "stall cycles (%s): %d\n", emu.StallNames[i], n)
	}
	if *showTime {
		fmt.Fprintf(stdout, "host time: %v (%.1f million thread instructions per second)\n",
			elapsed.Round(time.Microsecond), float64(stats.ThreadInsts)/elapsed.Seconds()/1e6)
	}
	return 0
}
