package emu

// eqLanesGo returns the set of lanes whose v equals s: for WARPSYNC's and
// RET's check that the lanes executing them name one mask or address
// (eqLanes, AVX2 on amd64, defines it where the CPU lacks AVX2).
func eqLanesGo(v *[32]uint32, s uint32) uint32 {
	var eq uint32
	for i, x := range v {
		if x == s {
			eq |= 1 << uint(i)
		}
	}
	return eq
}
