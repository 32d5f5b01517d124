// Command genisa writes isa/tables_gen.go from the machine description in
// isa/spec. It is run by `go generate ./isa/...`.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"gpucc/isa/internal/gen"
)

func main() {
	spec := flag.String("spec", "spec", "directory of the machine description")
	out := flag.String("out", "tables_gen.go", "output file")
	flag.Parse()
	src, err := gen.Generate(*spec)
	if err != nil {
		fmt.Fprintln(os.Stderr, "genisa:", err)
		os.Exit(1)
	}
	tmp, err := os.CreateTemp(filepath.Dir(*out), ".tables-*.go")
	if err != nil {
		fmt.Fprintln(os.Stderr, "genisa:", err)
		os.Exit(1)
	}
	_, werr := tmp.Write(src)
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		fmt.Fprintln(os.Stderr, "genisa: writing output failed")
		os.Exit(1)
	}
	if err := os.Rename(tmp.Name(), *out); err != nil {
		os.Remove(tmp.Name())
		fmt.Fprintln(os.Stderr, "genisa:", err)
		os.Exit(1)
	}
}
