//go:build !amd64 || purego

package emu

func arith32(op uint8, a, b, c, r *[32]uint32) uint32 { return arith32Go(op, a, b, c, r) }
