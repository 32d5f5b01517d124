package main

// Centres of the shifted erfcx fits of the binary32 erfcf/erff, which
// evaluate in binary32 (src/float.cu, src/float_poly.h): the intervals are
// shorter there, so that the polynomials in float stay well conditioned.
// This init runs before erfcx_shifted.go's, which defines a target for every
// centre (the go tool hands a package's files to the compiler sorted by name,
// and inits run in that order).
func init() { erfcxCentres = append(erfcxCentres, "1", "2") }
