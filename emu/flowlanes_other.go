//go:build !amd64 || purego

package emu

func eqLanes(v *[32]uint32, s uint32) uint32 { return eqLanesGo(v, s) }
