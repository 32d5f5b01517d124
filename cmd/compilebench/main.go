// Command compilebench measures the compiler's speed in two ways:
//
//   - scaling: it compiles the generated straight-line kernels of
//     internal/irfamily from 10^3 to 10^5 IR operations, each in a child
//     process, and prints per size the CPU time of parsing and compiling,
//     the bytes allocated, the peak resident memory of the process and the
//     exponent k of time ~ size^k fitted by least squares on the log-log
//     points (1 is linear);
//   - side by side: for every .ll file of a directory (testdata/kernels by
//     default) it times, as separate processes, gpucc compiling the file
//     to an ELF and llc-14 -march=nvptx64 -mcpu=sm_80 -O3 followed by
//     ptxas -arch=sm_80 -O3 on the same IR, and prints the CPU and wall
//     times and their ratios. Without llc or ptxas it says so and skips the
//     comparison.
//
// Every figure is the minimum over -reps runs, in CPU time (user + system
// of the child), which a shared machine disturbs less than wall time.
//
// Usage:
//
//	go run ./cmd/compilebench                      # both
//	go run ./cmd/compilebench -vs=false -sizes 1000,10000,100000
//	go run ./cmd/compilebench -scaling=false -dir testdata/kernels
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"gpucc"
	"gpucc/internal/irfamily"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("compilebench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sizes := fs.String("sizes", "1000,3162,10000,31623,100000", "IR operations of the generated kernels (comma-separated)")
	reps := fs.Int("reps", 3, "runs per measurement; the minimum is reported")
	dir := fs.String("dir", "testdata/kernels", "directory whose .ll files the side-by-side comparison compiles")
	llc := fs.String("llc", "llc-14", "llc to compare with")
	ptxas := fs.String("ptxas", "ptxas", "ptxas to compare with")
	scaling := fs.Bool("scaling", true, "measure compile time and memory against kernel size")
	vs := fs.Bool("vs", true, "compare with llc + ptxas on the .ll files of -dir")
	child := fs.String("compile-one", "", "internal: parse and compile this file, print CPU nanoseconds, bytes allocated and instructions")
	childAlloc := fs.Bool("alloc", false, "internal: with -compile-one, also count the bytes allocated (runtime.ReadMemStats, which costs the process CPU)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *child != "" {
		return compileOne(*child, *childAlloc, stdout, stderr)
	}
	if *reps < 1 {
		fmt.Fprintln(stderr, "compilebench: -reps must be at least 1")
		return 2
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(stderr, "compilebench:", err)
		return 1
	}
	b := &bench{self: self, reps: *reps, out: stdout}
	fmt.Fprintf(stdout, "compilebench: %s %s/%s, GOMAXPROCS %d, %d CPUs, minimum of %d runs\n",
		runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0), runtime.NumCPU(), *reps)
	if *scaling {
		var ns []int
		for _, f := range strings.Split(*sizes, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n < 1 {
				fmt.Fprintf(stderr, "compilebench: -sizes: bad size %q\n", f)
				return 2
			}
			ns = append(ns, n)
		}
		if err := b.scaling(ns); err != nil {
			fmt.Fprintln(stderr, "compilebench:", err)
			return 1
		}
	}
	if *vs {
		if err := b.sideBySide(*dir, *llc, *ptxas); err != nil {
			fmt.Fprintln(stderr, "compilebench:", err)
			return 1
		}
	}
	return 0
}

// compileOne is the child process: it compiles path at -O2 into an ELF, as
// `gpucc path -o out` does, and prints its own CPU time for that, the bytes
// it allocated (0 unless countAlloc) and the instructions of the result.
// Counting allocation is left to the scaling measurement: ReadMemStats stops
// the world and flushes every span cache, which in a process compiling a
// small kernel costs a tenth of its CPU time, a cost `gpucc` itself never
// pays, so the side-by-side comparison does not count.
func compileOne(path string, countAlloc bool, stdout, stderr io.Writer) int {
	var ms runtime.MemStats
	var alloc0 uint64
	if countAlloc {
		runtime.ReadMemStats(&ms)
		alloc0 = ms.TotalAlloc
	}
	cpu0 := cpuSelf()
	m, err := gpucc.ParseIRFile(path)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if _, err := res.ELF(); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	cpu := cpuSelf() - cpu0
	var alloc uint64
	if countAlloc {
		runtime.ReadMemStats(&ms)
		alloc = ms.TotalAlloc - alloc0
	}
	insts := 0
	for _, k := range res.Kernels {
		insts += k.Report.Instructions
	}
	fmt.Fprintln(stdout, cpu.Nanoseconds(), alloc, insts)
	return 0
}

func cpuSelf() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

type bench struct {
	self string
	reps int
	out  io.Writer
}

// proc is one measured child process.
type proc struct {
	cpu, wall time.Duration
	maxRSS    int64 // bytes
	stdout    string
}

// runProc runs a command and returns its CPU time (user + system), wall
// time and peak resident size.
func runProc(name string, args ...string) (proc, error) {
	cmd := exec.Command(name, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		return proc{}, fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, errb.String())
	}
	p := proc{cpu: cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), wall: wall, stdout: out.String()}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		p.maxRSS = int64(ru.Maxrss) * 1024 // kilobytes on Linux (int32 on 32-bit hosts)
	}
	return p, nil
}

// best runs f reps times and keeps, field by field, the smallest figures
// (stdout is the first run's).
func (b *bench) best(f func() (proc, error)) (proc, error) {
	var m proc
	for i := 0; i < b.reps; i++ {
		p, err := f()
		if err != nil {
			return proc{}, err
		}
		if i == 0 {
			m = p
			continue
		}
		m.cpu, m.wall, m.maxRSS = min(m.cpu, p.cpu), min(m.wall, p.wall), min(m.maxRSS, p.maxRSS)
	}
	return m, nil
}

// childFigures parses the child's line: CPU ns, bytes allocated, instructions.
func childFigures(s string) (cpu time.Duration, alloc uint64, insts int, err error) {
	f := strings.Fields(s)
	if len(f) != 3 {
		return 0, 0, 0, fmt.Errorf("unexpected child output %q", s)
	}
	ns, err1 := strconv.ParseInt(f[0], 10, 64)
	a, err2 := strconv.ParseUint(f[1], 10, 64)
	n, err3 := strconv.Atoi(f[2])
	if err := errors.Join(err1, err2, err3); err != nil {
		return 0, 0, 0, fmt.Errorf("unexpected child output %q: %v", s, err)
	}
	return time.Duration(ns), a, n, nil
}

// compileFigures compiles path in reps child processes and returns the
// process figures and the child's own minimum compile CPU time, allocation
// and instruction count.
func (b *bench) compileFigures(path string, countAlloc bool) (p proc, compile time.Duration, alloc uint64, insts int, err error) {
	compile = time.Duration(math.MaxInt64)
	args := []string{"-compile-one", path}
	if countAlloc {
		args = append(args, "-alloc")
	}
	p, err = b.best(func() (proc, error) {
		q, err := runProc(b.self, args...)
		if err != nil {
			return q, err
		}
		c, a, n, err := childFigures(q.stdout)
		if err != nil {
			return q, err
		}
		compile, alloc, insts = min(compile, c), a, n
		return q, nil
	})
	return p, compile, alloc, insts, err
}

func (b *bench) scaling(sizes []int) error {
	tmp, err := os.MkdirTemp("", "compilebench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	fmt.Fprintln(b.out, "\nscaling: irfamily.StraightLine kernels at -O2, one child process per compile")
	tw := tabwriter.NewWriter(b.out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "IR ops\tinstructions\tcompile CPU\tper IR op\tallocated\tpeak RSS\tprocess CPU\t")
	var xs, ys []float64
	for _, n := range sizes {
		path := filepath.Join(tmp, fmt.Sprintf("big%d.ll", n))
		if err := os.WriteFile(path, []byte(irfamily.StraightLine(n)), 0o644); err != nil {
			return err
		}
		p, compile, alloc, insts, err := b.compileFigures(path, true)
		if err != nil {
			return err
		}
		fmt.Fprintf(tw, "%d\t%d\t%s\t%.1f µs\t%.1f MB\t%.1f MB\t%s\t\n", n, insts, ms(compile),
			float64(compile.Nanoseconds())/1e3/float64(n), float64(alloc)/1e6, float64(p.maxRSS)/1e6, ms(p.cpu))
		xs, ys = append(xs, math.Log(float64(n))), append(ys, math.Log(compile.Seconds()))
	}
	tw.Flush()
	if len(xs) >= 2 {
		fmt.Fprintf(b.out, "fitted exponent of compile CPU time against IR ops: %.2f (least squares, log-log)\n", slope(xs, ys))
	}
	return nil
}

// slope is the least-squares slope of ys against xs.
func slope(xs, ys []float64) float64 {
	var mx, my float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx /= float64(len(xs))
	my /= float64(len(xs))
	var sxy, sxx float64
	for i := range xs {
		sxy += (xs[i] - mx) * (ys[i] - my)
		sxx += (xs[i] - mx) * (xs[i] - mx)
	}
	return sxy / sxx
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Nanoseconds())/1e6) }

func (b *bench) sideBySide(dir, llc, ptxas string) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("no .ll files in %s", dir)
	}
	sort.Strings(files)
	fmt.Fprintf(b.out, "\nside by side: gpucc FILE -o ELF (-O2) against %s -march=nvptx64 -mcpu=sm_80 -O3 + %s -arch=sm_80 -O3, each a process\n", llc, ptxas)
	_, llcErr := exec.LookPath(llc)
	_, ptxasErr := exec.LookPath(ptxas)
	compare := llcErr == nil && ptxasErr == nil
	if !compare {
		fmt.Fprintf(b.out, "%s or %s not found: gpucc's times only (Debian: llvm-14 and nvidia-cuda-toolkit provide them)\n", llc, ptxas)
	}
	tmp, err := os.MkdirTemp("", "compilebench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	tw := tabwriter.NewWriter(b.out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "kernel file\tgpucc CPU\tgpucc wall\tllc+ptxas CPU\tllc+ptxas wall\tCPU ratio\t")
	var gCPU, gWall, nCPU, nWall time.Duration
	var ratios []float64
	skipped := 0
	for _, f := range files {
		g, _, _, _, err := b.compileFigures(f, false)
		if err != nil {
			fmt.Fprintf(b.out, "%s: gpucc fails, left out: %v\n", filepath.Base(f), firstLine(err.Error()))
			skipped++
			continue
		}
		if !compare {
			fmt.Fprintf(tw, "%s\t%s\t%s\t\t\t\t\n", filepath.Base(f), ms(g.cpu), ms(g.wall))
			gCPU, gWall = gCPU+g.cpu, gWall+g.wall
			continue
		}
		ptx := filepath.Join(tmp, "k.ptx")
		nv, err := b.best(func() (proc, error) {
			l, err := runProc(llc, "-march=nvptx64", "-mcpu=sm_80", "-O3", f, "-o", ptx)
			if err != nil {
				return l, err
			}
			p, err := runProc(ptxas, "-arch=sm_80", "-O3", ptx, "-o", filepath.Join(tmp, "k.cubin"))
			return proc{cpu: l.cpu + p.cpu, wall: l.wall + p.wall, maxRSS: max(l.maxRSS, p.maxRSS)}, err
		})
		if err != nil {
			fmt.Fprintf(b.out, "%s: llc or ptxas fails, left out: %v\n", filepath.Base(f), firstLine(err.Error()))
			skipped++
			continue
		}
		gCPU, gWall, nCPU, nWall = gCPU+g.cpu, gWall+g.wall, nCPU+nv.cpu, nWall+nv.wall
		r := nv.cpu.Seconds() / g.cpu.Seconds()
		ratios = append(ratios, r)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%.1fx\t\n", filepath.Base(f), ms(g.cpu), ms(g.wall), ms(nv.cpu), ms(nv.wall), r)
	}
	if compare {
		fmt.Fprintf(tw, "total\t%s\t%s\t%s\t%s\t%.1fx\t\n", ms(gCPU), ms(gWall), ms(nCPU), ms(nWall), nCPU.Seconds()/gCPU.Seconds())
	} else {
		fmt.Fprintf(tw, "total\t%s\t%s\t\t\t\t\n", ms(gCPU), ms(gWall))
	}
	tw.Flush()
	if len(ratios) > 0 {
		lg := 0.0
		for _, r := range ratios {
			lg += math.Log(r)
		}
		fmt.Fprintf(b.out, "llc+ptxas CPU / gpucc CPU: %.1fx in total, geometric mean %.1fx over %d files\n",
			nCPU.Seconds()/gCPU.Seconds(), math.Exp(lg/float64(len(ratios))), len(ratios))
	}
	if skipped > 0 {
		fmt.Fprintf(b.out, "%d files left out\n", skipped)
	}
	return nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
