//go:build amd64 && !purego

package emu

// The SSE2 and AVX2 kernels of lanekernels_amd64.s; the Go versions in
// lanekernels.go define what they compute.

// hasAVX2 reports whether the CPU has AVX2 and the OS saves its registers.
func hasAVX2() bool

// useAVX2 selects the kernels' AVX2 paths (eight lanes per instruction);
// the tests clear it to check the SSE2 paths too.
var useAVX2 = hasAVX2()

//go:noescape
func addLanes(d, a, b *[32]uint32, ax, bx, k uint32)

//go:noescape
func madLanes(d, a, b, c *[32]uint32)

//go:noescape
func cmpLanes(a, b *[32]uint32, bias uint32) (lt, eq uint32)

//go:noescape
func xor3Lanes(d, a, b, c *[32]uint32)

//go:noescape
func selLanes(d, a, b *[32]uint32, sel, m uint32)
