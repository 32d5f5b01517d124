package suite

import (
	"encoding/binary"
	"fmt"

	"gpucc/launch"
)

// maxSimulatedThreads bounds the reference's work so that a mistyped text
// launch cannot make it run for hours.
const maxSimulatedThreads = 1 << 22

// machine is the reference's view of one launch: copies of the buffers that
// the simulated threads read and write, the scalars, and the first
// out-of-bounds access (a real GPU would fault there).
type machine struct {
	kernel string
	l      launch.Launch
	bufs   [][]byte
	cur    thread
	fault  error
}

// thread is one simulated CUDA thread's identity.
type thread struct {
	tid, ctaid, ntid, nctaid launch.Dim3
}

func newMachine(kernel string, l launch.Launch) (*machine, error) {
	if l.Grid.Count() == 0 || l.Block.Count() == 0 {
		return nil, fmt.Errorf("kernel %s: empty launch geometry grid %v block %v", kernel, l.Grid, l.Block)
	}
	if l.Grid.Count() > maxSimulatedThreads || l.Block.Count() > maxSimulatedThreads ||
		l.Grid.Count()*l.Block.Count() > maxSimulatedThreads {
		return nil, fmt.Errorf("kernel %s: launch of grid %v block %v exceeds the reference's limit of %d threads",
			kernel, l.Grid, l.Block, maxSimulatedThreads)
	}
	m := &machine{kernel: kernel, l: l, bufs: make([][]byte, len(l.Args))}
	for i, a := range l.Args {
		if a.Kind == launch.Buffer {
			m.bufs[i] = append([]byte(nil), a.Data...)
		}
	}
	return m, nil
}

func (m *machine) result() launch.Result {
	return launch.Result{Buffers: m.bufs}
}

// blocks calls fn once per block of the grid, x fastest.
func (m *machine) blocks(fn func(ctaid launch.Dim3)) {
	g := m.l.Grid
	for z := uint32(0); z < g.Z; z++ {
		for y := uint32(0); y < g.Y; y++ {
			for x := uint32(0); x < g.X; x++ {
				fn(launch.Dim3{X: x, Y: y, Z: z})
			}
		}
	}
}

// threadsOf calls fn once per thread of block ctaid, x fastest.
func (m *machine) threadsOf(ctaid launch.Dim3, fn func(t thread)) {
	b := m.l.Block
	for z := uint32(0); z < b.Z; z++ {
		for y := uint32(0); y < b.Y; y++ {
			for x := uint32(0); x < b.X; x++ {
				m.cur = thread{tid: launch.Dim3{X: x, Y: y, Z: z}, ctaid: ctaid, ntid: b, nctaid: m.l.Grid}
				fn(m.cur)
			}
		}
	}
}

// threads runs fn for every thread of the launch in turn. That is a faithful
// simulation for kernels whose threads write disjoint locations and read
// nothing another thread writes.
func (m *machine) threads(fn func(t thread)) {
	m.blocks(func(ctaid launch.Dim3) { m.threadsOf(ctaid, fn) })
}

func (m *machine) faultf(format string, args ...any) {
	if m.fault != nil {
		return
	}
	t := m.cur
	m.fault = fmt.Errorf("kernel %s: thread (%d,%d,%d) of block (%d,%d,%d): %s", m.kernel,
		t.tid.X, t.tid.Y, t.tid.Z, t.ctaid.X, t.ctaid.Y, t.ctaid.Z, fmt.Sprintf(format, args...))
}

// span returns the bytes of element index of size bytes in buffer arg, or nil
// (recording a fault) when that is outside the buffer.
func (m *machine) span(arg int, index int64, size int) []byte {
	if arg >= len(m.bufs) || m.bufs[arg] == nil {
		m.faultf("argument %d is not a buffer", arg)
		return nil
	}
	buf := m.bufs[arg]
	count := int64(len(buf) / size)
	if index < 0 || index >= count {
		m.faultf("argument %d (%s): element %d of %d-byte elements is outside the %d-byte buffer",
			arg, m.l.Args[arg].Name, index, size, len(buf))
		return nil
	}
	return buf[index*int64(size) : (index+1)*int64(size)]
}

func (m *machine) load8(arg int, index int64) uint8 {
	if b := m.span(arg, index, 1); b != nil {
		return b[0]
	}
	return 0
}

func (m *machine) load16(arg int, index int64) uint16 {
	if b := m.span(arg, index, 2); b != nil {
		return binary.LittleEndian.Uint16(b)
	}
	return 0
}

func (m *machine) load32(arg int, index int64) uint32 {
	if b := m.span(arg, index, 4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

func (m *machine) load64(arg int, index int64) uint64 {
	if b := m.span(arg, index, 8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

func (m *machine) store8(arg int, index int64, v uint8) {
	if b := m.span(arg, index, 1); b != nil {
		b[0] = v
	}
}

func (m *machine) store16(arg int, index int64, v uint16) {
	if b := m.span(arg, index, 2); b != nil {
		binary.LittleEndian.PutUint16(b, v)
	}
}

func (m *machine) store32(arg int, index int64, v uint32) {
	if b := m.span(arg, index, 4); b != nil {
		binary.LittleEndian.PutUint32(b, v)
	}
}

func (m *machine) store64(arg int, index int64, v uint64) {
	if b := m.span(arg, index, 8); b != nil {
		binary.LittleEndian.PutUint64(b, v)
	}
}

// scalar returns argument arg's bits as passed (zero-extended).
func (m *machine) scalar(arg int) uint64 {
	if arg >= len(m.l.Args) {
		m.faultf("argument %d missing", arg)
		return 0
	}
	return m.l.Args[arg].Value
}

func (m *machine) i8(arg int) int8    { return int8(m.scalar(arg)) }
func (m *machine) i16(arg int) int16  { return int16(m.scalar(arg)) }
func (m *machine) i32(arg int) int32  { return int32(m.scalar(arg)) }
func (m *machine) u32(arg int) uint32 { return uint32(m.scalar(arg)) }
func (m *machine) i64(arg int) int64  { return int64(m.scalar(arg)) }
func (m *machine) u64(arg int) uint64 { return m.scalar(arg) }
