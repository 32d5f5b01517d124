package mathlib_test

import (
	"fmt"
	"math/rand"
	"testing"

	"gpucc"
	"gpucc/interp"
	"gpucc/launch"
)

// runOnInterpreter runs the wrapper kernel of c in the reference
// interpreter, which executes the linked library's IR as written.
func runOnInterpreter(t *testing.T, c *accCase, inputs [][]uint64) [][]uint64 {
	t.Helper()
	m, err := gpucc.ParseIR(c.Name+"_wrapper.ll", []byte(wrapperIR(c)))
	if err != nil {
		t.Fatal(err)
	}
	var results []string
	if c.Ret != "void" {
		results = append(results, c.Ret)
	}
	results = append(results, c.Outs...)
	n := len(inputs)
	var args []launch.Arg
	for j, rt := range results {
		args = append(args, launch.Arg{Kind: launch.Buffer, Name: fmt.Sprintf("r%d", j), Data: make([]byte, n*typeSize(rt)), Elem: "u32"})
	}
	for j, at := range c.Args {
		sz := typeSize(at)
		data := make([]byte, n*sz)
		for i, in := range inputs {
			put(data[i*sz:], sz, in[j])
		}
		args = append(args, launch.Arg{Kind: launch.Buffer, Name: fmt.Sprintf("in%d", j), Data: data, Elem: "u32"})
	}
	args = append(args, launch.Arg{Kind: launch.Scalar, Name: "n", Value: uint64(n), Size: 4})
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: uint32((n + 127) / 128), Y: 1, Z: 1}, Block: launch.Dim3{X: 128, Y: 1, Z: 1}, Args: args}
	res, err := interp.Run(m, l, interp.Options{})
	if err != nil {
		t.Fatalf("%s: interpreter: %v", c.Name, err)
	}
	got := make([][]uint64, n)
	for i := range got {
		for j, rt := range results {
			sz := typeSize(rt)
			got[i] = append(got[i], get(res.Buffers[j][i*sz:], sz))
		}
	}
	return got
}

// The compiled library (on the emulator) and its IR (in the reference
// interpreter) agree bit for bit on special values and random inputs: a
// differential test of the compiler on the library's code, which is exact
// IR arithmetic apart from the fast intrinsics (left out here).
func TestCompiledLibraryMatchesInterpreter(t *testing.T) {
	cases := append(binary32Cases(zeroCentres(t)), conversionCases()...)
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			var inputs [][]uint64
			if len(c.Args) == 1 {
				for _, s := range c.Specials[0] {
					inputs = append(inputs, []uint64{s})
				}
			}
			r := rand.New(rand.NewSource(11))
			for i := 0; i < 300; i++ {
				inputs = append(inputs, c.Gen(r, i))
			}
			emu := runOnEmulator(t, c, inputs)
			ref := runOnInterpreter(t, c, inputs)
			bad := 0
			for i := range inputs {
				for j := range emu[i] {
					if emu[i][j] != ref[i][j] {
						if bad++; bad <= 5 {
							t.Errorf("%s(%#x): result %d: emulator %#x, interpreter %#x", c.Name, inputs[i], j, emu[i][j], ref[i][j])
						}
					}
				}
			}
		})
	}
}
