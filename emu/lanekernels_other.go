//go:build !amd64 || purego

package emu

// useAVX2 is false: the Go loops are the only kernels.
var useAVX2 = false

func addLanes(d, a, b *[32]uint32, ax, bx, k uint32) { addLanesGo(d, a, b, ax, bx, k) }

func madLanes(d, a, b, c *[32]uint32) { madLanesGo(d, a, b, c) }

func cmpLanes(a, b *[32]uint32, bias uint32) (lt, eq uint32) { return cmpLanesGo(a, b, bias) }

func xor3Lanes(d, a, b, c *[32]uint32) { xor3LanesGo(d, a, b, c) }

func selLanes(d, a, b *[32]uint32, sel, m uint32) { selLanesGo(d, a, b, sel, m) }
