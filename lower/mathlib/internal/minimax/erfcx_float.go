package main

// Centres of the shifted erfcx fits of the binary32 erfcf/erff, which
// evaluate in binary32 (src/float.cu): the intervals are shorter there, so
// that the polynomials in float stay well conditioned.
func init() { erfcxCentres = append(erfcxCentres, "1", "2") }
