package kgen

import "math/rand/v2"

// byteSource turns fuzzer bytes into random numbers: every draw consumes
// one byte (so each byte steers one decision) and mixes it with its
// position into 64 bits. Once the bytes run out every draw is 0, which makes
// the generator take its first, smallest choice everywhere, so generation
// always ends.
type byteSource struct {
	data []byte
	pos  int
}

// NewByteSource returns a random source driven by data, for fuzzing.
func NewByteSource(data []byte) rand.Source { return &byteSource{data: data} }

func (s *byteSource) Uint64() uint64 {
	if s.pos >= len(s.data) {
		return 0
	}
	v := uint64(s.data[s.pos]) | uint64(s.pos)<<8
	s.pos++
	// splitmix64 finaliser
	v += 0x9e3779b97f4a7c15
	v = (v ^ v>>30) * 0xbf58476d1ce4e5b9
	v = (v ^ v>>27) * 0x94d049bb133111eb
	return v ^ v>>31
}

// rng draws the generator's decisions.
type rng struct{ src rand.Source }

func (r *rng) u64() uint64 { return r.src.Uint64() }

// intn returns a number in [0, n); 0 for n <= 1.
func (r *rng) intn(n int) int {
	if n <= 1 {
		return 0
	}
	return int(r.u64() % uint64(n))
}

// chance is true with probability num/den.
func (r *rng) chance(num, den int) bool { return r.intn(den) < num }

// weighted picks an index with probability proportional to its weight.
func (r *rng) weighted(ws ...int) int {
	total := 0
	for _, w := range ws {
		total += w
	}
	if total == 0 {
		return 0
	}
	x := r.intn(total)
	for i, w := range ws {
		if x < w {
			return i
		}
		x -= w
	}
	return len(ws) - 1
}

func pick[T any](r *rng, xs []T) T { return xs[r.intn(len(xs))] }
