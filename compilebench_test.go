package gpucc

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"gpucc/internal/irfamily"
)

// BenchmarkCompileStraightLine compiles irfamily.StraightLine kernels of growing
// sizes at -O2 and reports the time per IR operation: flat across sizes
// when compile time is linear in kernel size.
func BenchmarkCompileStraightLine(b *testing.B) {
	for _, n := range []int{1000, 4000, 16000, 100000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			src := irfamily.StraightLine(n)
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				m, err := ParseIR("big.ll", []byte(src))
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Compile(m, Options{OptLevel: 2}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/IR-op")
		})
	}
}

// BenchmarkCompileTestKernels parses and compiles every kernel file of
// testdata/kernels at -O2 (as `gpucc FILE` does, without writing the
// ELF), one op being the whole directory; files the compiler rejects are
// left out. cmd/compilebench compares the same files with llc + ptxas.
func BenchmarkCompileTestKernels(b *testing.B) {
	files, err := filepath.Glob("testdata/kernels/*.ll")
	if err != nil || len(files) == 0 {
		b.Fatalf("no kernels: %v", err)
	}
	var names []string
	var srcs [][]byte
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		m, err := ParseIR(f, src)
		if err != nil {
			continue
		}
		if _, err := Compile(m, Options{OptLevel: 2}); err != nil {
			continue
		}
		names, srcs = append(names, f), append(srcs, src)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j, src := range srcs {
			m, err := ParseIR(names[j], src)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := Compile(m, Options{OptLevel: 2}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(srcs))/1e6, "ms/file")
}
