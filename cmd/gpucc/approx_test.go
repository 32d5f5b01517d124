package main

import (
	"strings"
	"testing"
)

// TestArcpTinyDivisor: under arcp the compiled a * MUFU.RCP(b) gives NaN
// for -0 / 1e-40 (the reciprocal overflows) where the exact quotient is -0;
// verify accepts it because the interpreter evaluates the reciprocal form
// as the IR's alternative. Ordinary quotients still agree exactly.
func TestArcpTinyDivisor(t *testing.T) {
	st, out, errOut := runCLI("verify", "testdata/approx/arcp_tiny_divisor.ll", "--grid", "1", "--block", "4",
		"x=buf:f32:4=-0,3,-0,1", "y=buf:f32:4=1e-40,2,-1e-40,4", "out=buf:f32:4=0")
	if st != 0 || !strings.Contains(out, "agree") {
		t.Fatalf("status %d\nstdout: %s\nstderr: %s", st, out, errOut)
	}
}
