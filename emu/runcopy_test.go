package emu

import (
	"bytes"
	"math/rand"
	"runtime"
	"testing"

	"gpucc/launch"
)

// TestCopyBuffersCopiesEach checks copyBuffers on argument lists of
// scalars and buffers of many sizes (none, one, several, below and above
// splitCopyBytes, empty ones), shared or not, with a helper kept awake so
// that the shared copies are split: every buffer's copy has its bytes in
// memory of its own, the other arguments none.
func TestCopyBuffersCopiesEach(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	rng := rand.New(rand.NewSource(3))
	for try := 0; try < 40; try++ {
		var args []launch.Arg
		for n := rng.Intn(7); n > 0; n-- {
			if rng.Intn(4) == 0 {
				args = append(args, launch.Arg{Kind: launch.Scalar, Name: "n", Size: 4, Value: 7})
				continue
			}
			size := []int{0, 1, 100, 4096, splitCopyBytes - 1, splitCopyBytes, 3 * splitCopyBytes}[rng.Intn(7)]
			d := make([]byte, size)
			rng.Read(d)
			args = append(args, launch.Arg{Kind: launch.Buffer, Name: "b", Data: d})
		}
		warmHelper() // a helper that just ran a task spins for the next (splitWork's)
		copies := copyBuffers(args, try%4 != 0)
		for i, a := range args {
			switch {
			case a.Kind != launch.Buffer:
				if copies[i] != nil {
					t.Fatalf("try %d: argument %d is a scalar but has a copy", try, i)
				}
			case !bytes.Equal(copies[i], a.Data):
				t.Fatalf("try %d: buffer %d's copy differs from its contents", try, i)
			case len(a.Data) > 0 && &copies[i][0] == &a.Data[0]:
				t.Fatalf("try %d: buffer %d's copy is its contents' memory", try, i)
			}
		}
	}
}
