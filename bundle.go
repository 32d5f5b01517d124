package gpucc

import (
	"embed"
	"io/fs"
)

// bundledKernels are the repository's CUDA test kernels as checked-in IR,
// with ptxas's figures for them.
//
//go:embed testdata/kernels/*.ll testdata/kernels/ptxas.tsv
var bundledKernels embed.FS

// BundledKernels returns the test kernels' IR (NAME.ll) and ptxas figures
// (ptxas.tsv) of testdata/kernels as built into the program, so that
// `gpucc demo` and `gpucc suite` work from an installed binary outside the
// repository. A program that never calls it does not carry the files (the
// linker drops the unreferenced variable).
func BundledKernels() fs.FS {
	sub, err := fs.Sub(bundledKernels, "testdata/kernels")
	if err != nil {
		panic(err) // the directory is fixed at build time
	}
	return sub
}
