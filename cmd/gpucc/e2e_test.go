package main

import (
	"bytes"
	"os"
	"testing"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/emu"
	"gpucc/launch"
	"gpucc/obj"
)

// e2eConfig is one way of compiling and running the suite.
type e2eConfig struct {
	name string
	opts gpucc.Options
	emu  emu.Options
}

var e2eConfigs = []e2eConfig{
	{"O2 strict", gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{VerifyIR: true}}, emu.Options{}},
	{"O2 stress", gpucc.Options{OptLevel: 2}, emu.Options{Stress: true, Seed: 7}},
	{"O0 strict", gpucc.Options{OptLevel: 0, Debug: gpucc.Debug{VerifyIR: true}}, emu.Options{}},
	// A cap of 12 GPRs makes most kernels spill; the results must not change.
	{"O2 max-gprs=12 strict", gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{MaxGPRs: 12, VerifyIR: true}}, emu.Options{}},
	{"O2 max-gprs=12 stress", gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{MaxGPRs: 12}}, emu.Options{Stress: true, Seed: 11}},
	{"O2 serial schedule", gpucc.Options{OptLevel: 2, Debug: gpucc.Debug{SerialSchedule: true}}, emu.Options{}},
}

// compileSuiteKernel compiles one suite kernel to a loadable program,
// through the ELF container as a user's binary would go.
func compileSuiteKernel(t *testing.T, k suite.Kernel, opts gpucc.Options) *emu.Program {
	t.Helper()
	path, err := k.LLPath()
	if err != nil {
		t.Fatal(err)
	}
	opts.Kernel = k.Name
	res, err := compileFile(path, opts)
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	bin, err := res.ELF()
	if err != nil {
		t.Fatalf("emit: %v", err)
	}
	mod, err := obj.Read(bin)
	if err != nil {
		t.Fatalf("reading back the binary: %v", err)
	}
	p, err := emu.LoadKernel(mod, k.Name)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return p
}

// compareResult checks every output word against the reference.
func compareResult(t *testing.T, l launch.Launch, got, want launch.Result) {
	t.Helper()
	for i, a := range l.Args {
		if a.Kind != launch.Buffer {
			continue
		}
		g, w := got.Buffers[i], want.Buffers[i]
		if bytes.Equal(g, w) {
			continue
		}
		for j := 0; j < len(w) && j < len(g); j += 4 {
			if !bytes.Equal(g[j:min(j+4, len(g))], w[j:min(j+4, len(w))]) {
				t.Errorf("buffer %d (%s) word %d: got % x, want % x", i, a.Name, j/4, g[j:min(j+4, len(g))], w[j:min(j+4, len(w))])
				return
			}
		}
		t.Errorf("buffer %d (%s): length %d, want %d", i, a.Name, len(g), len(w))
	}
}

// TestSuiteEndToEnd compiles every core kernel of the suite (and the issue 12
// kernels), runs it on the
// emulator in strict mode (and with randomized variable latencies, at -O0,
// under a register cap that forces spilling, and with a serial schedule) and
// compares every output word with the kernel's independent Go reference.
func TestSuiteEndToEnd(t *testing.T) {
	for _, k := range append(append(suite.Core(), suite.Issue12()...), suite.WarpIdioms()...) {
		for _, cfg := range e2eConfigs {
			t.Run(k.Name+"/"+cfg.name, func(t *testing.T) {
				t.Parallel()
				p := compileSuiteKernel(t, k, cfg.opts)
				for _, seed := range []int64{1, 2} {
					l := k.Launch(seed)
					want, err := k.Expect(l)
					if err != nil {
						t.Fatalf("reference: %v", err)
					}
					got, _, err := emu.Run(p, l, cfg.emu)
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					compareResult(t, l, got, want)
				}
			})
		}
	}
}

// TestSpillingHappens makes sure the register cap of the end-to-end test
// really exercises spill code.
func TestSpillingHappens(t *testing.T) {
	spilled := 0
	for _, k := range suite.Core() {
		path, err := k.LLPath()
		if err != nil {
			t.Fatal(err)
		}
		res, err := compileFile(path, gpucc.Options{OptLevel: 2, Kernel: k.Name, Debug: gpucc.Debug{MaxGPRs: 12}})
		if err != nil {
			t.Fatal(err)
		}
		for _, ck := range res.Kernels {
			r := ck.Report
			if r.GPRs > 12 {
				t.Errorf("%s uses %d GPRs under a cap of 12", r.Name, r.GPRs)
			}
			if r.SpilledVRegs > 0 {
				spilled++
			}
		}
	}
	if spilled < 3 {
		t.Errorf("only %d kernels spilled under a cap of 12 GPRs", spilled)
	}
}

// BenchmarkCompileSuite measures compile time: every core suite kernel from
// parsed IR to encoded ELF at -O2.
func BenchmarkCompileSuite(b *testing.B) {
	type input struct {
		name string
		src  []byte
	}
	var inputs []input
	for _, k := range suite.Core() {
		path, err := k.LLPath()
		if err != nil {
			b.Fatal(err)
		}
		src, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		inputs = append(inputs, input{k.Name, src})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, in := range inputs {
			m, err := gpucc.ParseIR(in.name, in.src)
			if err != nil {
				b.Fatal(err)
			}
			res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := obj.Write(res.Module); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(inputs)*b.N)/b.Elapsed().Seconds(), "kernels/s")
}
