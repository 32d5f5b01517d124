package regalloc

import "math/bits"

// regMask is a set of register indexes within one class (up to 256).
type regMask [4]uint64

func (m *regMask) set(i int)      { m[i>>6] |= 1 << (uint(i) & 63) }
func (m *regMask) has(i int) bool { return m[i>>6]&(1<<(uint(i)&63)) != 0 }

// setRange adds registers [i, i+w).
func (m *regMask) setRange(i, w int) {
	for k := i; k < i+w; k++ {
		m.set(k)
	}
}

func (m regMask) or(o regMask) regMask {
	return regMask{m[0] | o[0], m[1] | o[1], m[2] | o[2], m[3] | o[3]}
}

func (m regMask) andNot(o regMask) regMask {
	return regMask{m[0] &^ o[0], m[1] &^ o[1], m[2] &^ o[2], m[3] &^ o[3]}
}

// groupStarts returns the set of i, multiples of w, such that [i, i+w) is
// entirely in m. Aligned groups never straddle a 64-bit word because w
// divides 64.
func (m regMask) groupStarts(w int) regMask {
	var r regMask
	for k, x := range m {
		switch w {
		case 1:
			r[k] = x
		case 2:
			r[k] = x & (x >> 1) & 0x5555555555555555
		case 4:
			y := x & (x >> 1)
			r[k] = y & (y >> 2) & 0x1111111111111111
		}
	}
	return r
}

func (m regMask) count() int {
	return bits.OnesCount64(m[0]) + bits.OnesCount64(m[1]) + bits.OnesCount64(m[2]) + bits.OnesCount64(m[3])
}

// first returns the lowest member, or -1.
func (m regMask) first() int {
	for k, x := range m {
		if x != 0 {
			return k<<6 + bits.TrailingZeros64(x)
		}
	}
	return -1
}

// groupFree reports whether [i, i+w) is entirely in m.
func (m regMask) groupFree(i, w int) bool {
	for k := i; k < i+w; k++ {
		if !m.has(k) {
			return false
		}
	}
	return true
}

// sparseSet is a set of small integers with O(1) insert, delete, membership
// and clear, and iteration over members (Briggs & Torczon).
type sparseSet struct {
	dense  []int32
	sparse []int32
}

func newSparseSet(n int) *sparseSet {
	return &sparseSet{dense: make([]int32, 0, 64), sparse: make([]int32, n)}
}

func (s *sparseSet) has(x int32) bool {
	i := s.sparse[x]
	return int(i) < len(s.dense) && s.dense[i] == x
}

func (s *sparseSet) add(x int32) {
	if !s.has(x) {
		s.sparse[x] = int32(len(s.dense))
		s.dense = append(s.dense, x)
	}
}

func (s *sparseSet) remove(x int32) {
	if s.has(x) {
		i := s.sparse[x]
		last := s.dense[len(s.dense)-1]
		s.dense[i] = last
		s.sparse[last] = i
		s.dense = s.dense[:len(s.dense)-1]
	}
}

func (s *sparseSet) clear() { s.dense = s.dense[:0] }

// edgeSet records undirected interference edges between nodes. Small graphs
// use a triangular bit matrix; large ones an open-addressing hash set, so
// memory stays linear in the number of edges.
type edgeSet struct {
	matrix []uint64
	table  []uint64 // keys lo<<32|hi with lo < hi, so 0 marks an empty slot
	shift  uint     // 64 - log2(len(table))
	used   int
}

// matrixLimit is the node count up to which edgeSet uses a bit matrix
// (n*n/2 bits: 16 MB at the limit). A variable so tests can force the hash set.
var matrixLimit = 16384

func newEdgeSet(n int) *edgeSet {
	s := &edgeSet{}
	if n <= matrixLimit {
		s.matrix = make([]uint64, (n*(n-1)/2+63)/64+1)
	} else {
		s.table, s.shift = make([]uint64, 1<<16), 64-16
	}
	return s
}

func triIndex(a, b int32) uint64 {
	if a < b {
		a, b = b, a
	}
	return uint64(a)*uint64(a-1)/2 + uint64(b)
}

func edgeKey(a, b int32) uint64 {
	if a > b {
		a, b = b, a
	}
	return uint64(uint32(a))<<32 | uint64(uint32(b))
}

func (s *edgeSet) slot(key uint64) int {
	mask := len(s.table) - 1
	i := int((key * 0x9E3779B97F4A7C15) >> s.shift)
	for s.table[i] != 0 && s.table[i] != key {
		i = (i + 1) & mask
	}
	return i
}

func (s *edgeSet) has(a, b int32) bool {
	if s.matrix != nil {
		i := triIndex(a, b)
		return s.matrix[i>>6]&(1<<(i&63)) != 0
	}
	k := edgeKey(a, b)
	return s.table[s.slot(k)] == k
}

// add inserts the edge and reports whether it was new. a != b.
func (s *edgeSet) add(a, b int32) bool {
	if s.matrix != nil {
		i := triIndex(a, b)
		w, bit := i>>6, uint64(1)<<(i&63)
		if s.matrix[w]&bit != 0 {
			return false
		}
		s.matrix[w] |= bit
		return true
	}
	k := edgeKey(a, b)
	i := s.slot(k)
	if s.table[i] == k {
		return false
	}
	s.table[i] = k
	s.used++
	if 2*s.used > len(s.table) {
		old := s.table
		s.table = make([]uint64, 2*len(old))
		s.shift--
		for _, k := range old {
			if k != 0 {
				s.table[s.slot(k)] = k
			}
		}
	}
	return true
}
