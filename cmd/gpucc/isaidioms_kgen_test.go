package main

import (
	"strings"
	"testing"

	"gpucc"
	"gpucc/interp/kgen"
)

// TestKgenISAIdiomsSelected: the generator's idioms (interp/kgen/isaidioms.go)
// reach the instructions they exist for, so the differential campaigns test
// IDP4A, IDP2A, ISET, I2IP, I2I and MOVM against the reference interpreter (and
// their near misses keep the generic code).
func TestKgenISAIdiomsSelected(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(9000000); seed < 9000000+400 && len(seen) < 6; seed++ {
		k, err := kgen.GenerateSeed(seed, diffConfig)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(k.IR, "dp4a") && !strings.Contains(k.IR, "movmatrix") && !strings.Contains(k.IR, "shl i32") &&
			!strings.Contains(k.IR, "sext i1") && !strings.Contains(k.IR, "uitofp i1") && !strings.Contains(k.IR, "select i1") {
			continue
		}
		m, err := gpucc.ParseIR("gen.ll", []byte(k.IR))
		if err != nil {
			t.Fatal(err)
		}
		res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
		if err != nil {
			continue // rejected constructs are counted by the campaigns
		}
		for _, line := range strings.Split(res.Assembly(), "\n") {
			f := strings.Fields(line)
			if len(f) == 0 {
				continue
			}
			for _, op := range []string{"IDP.4A", "IDP.2A", "ISET", "I2IP", "I2I", "MOVM"} {
				if f[0] == op || strings.HasPrefix(f[0], op+".") {
					seen[op]++
				}
			}
		}
	}
	t.Logf("selected: %v", seen)
	for _, op := range []string{"IDP.4A", "IDP.2A", "ISET", "I2IP", "I2I", "MOVM"} {
		if seen[op] == 0 {
			t.Errorf("no generated kernel of seeds 9000000.. selects %s (seen: %v)", op, seen)
		}
	}
}
