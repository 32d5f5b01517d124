module gpucc

go 1.26.8

require (
	github.com/google/go-cmp v0.7.0
	github.com/llir/ll v0.0.0-20220802044011-65001c0fb73c
	github.com/llir/llvm v0.3.6
	golang.org/x/tools v0.52.0
)

require (
	github.com/mewmew/float v0.0.0-20201204173432-505706aa38fa // indirect
	github.com/pkg/errors v0.9.1 // indirect
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
)
