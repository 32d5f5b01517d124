package emu

import (
	"sync"
	"unsafe"

	"gpucc/launch"
)

// launchPool keeps what a Program's finished launches leave for its next
// ones: CTA states, with the shape they were made for, and the rows of
// resolved constants. Copies of a Program share it.
//
// A few CTA states are kept strongly (ctas): a sync.Pool alone is emptied
// by every second garbage collection, which the suite's passes run every
// two or three passes, and each launch after one allocated its CTA states
// again (about 1.5 MB of the suite's 12.5 MB of garbage per pass). The
// strong part is bounded in number (one more than the launch's jobs: the
// launching goroutine's CTA and one per worker) and in bytes, so that a
// program whose CTAs have a large local memory does not hold it forever;
// what does not fit goes to the sync.Pool as before.
type launchPool struct {
	mu    sync.Mutex
	ctas  []pooledCTA // kept strongly, at most keptCTAs
	bytes uint64      // the sum of ctas' sizes, at most keptCTABytes
	weak  sync.Pool   // *pooledCTA: the rest

	// One set of constant rows, error texts and bank 0 of a finished
	// launch (a concurrent launch that finds none allocates its own).
	// The rows of immediates hold their values (resolveConsts filled
	// them; they never change), so a launch that takes them recomputes
	// only the constant-bank slots, Program.cmemSlots
	// (fp_black_scholes_libm's thousands of immediates took 18-29 us per
	// launch to broadcast).
	consts   [][32]uint32
	constErr []string
	bank0    []byte

	constImage *constImage // the program's __constant__ globals as a bank (constBankOf), built at its first launch
}

const (
	keptCTAs     = 9       // strongly kept CTA states per program, at most (jobs+1 bounds them first)
	keptCTABytes = 4 << 20 // their bytes per program, at most
)

// pooledCTA is a CTA state kept in a launchPool with the launch shape it
// was made for and its size.
type pooledCTA struct {
	c      *cta
	block  launch.Dim3
	shared uint64
	bytes  uint64
}

// ctaBytes is about the memory a CTA state holds: shared and local
// memory, registers and their timing (one segment each, as newCTA makes
// them: the few that grow more are not worth a walk over every register
// at every putCTA).
func ctaBytes(c *cta) uint64 {
	n := uint64(len(c.shared)) + uint64(unsafe.Sizeof(paddedCTA{}))
	for _, w := range c.warps {
		n += uint64(unsafe.Sizeof(warp{})) + uint64(len(w.local)) + uint64(len(w.r))*uint64(unsafe.Sizeof([32]uint32{})) +
			uint64(cap(w.groups))*uint64(unsafe.Sizeof(group{})) + uint64(len(w.allT))*uint64(unsafe.Sizeof(regTime{})+unsafe.Sizeof(regSeg{}))
	}
	return n
}

// take returns a kept CTA state of the shape, or nil.
func (lp *launchPool) take(block launch.Dim3, shared uint64) *cta {
	lp.mu.Lock()
	for i := len(lp.ctas) - 1; i >= 0; i-- {
		if pc := lp.ctas[i]; pc.block == block && pc.shared == shared {
			last := len(lp.ctas) - 1
			lp.ctas[i] = lp.ctas[last]
			lp.ctas[last] = pooledCTA{}
			lp.ctas = lp.ctas[:last]
			lp.bytes -= pc.bytes
			lp.mu.Unlock()
			return pc.c
		}
	}
	lp.mu.Unlock()
	if pc, _ := lp.weak.Get().(*pooledCTA); pc != nil && pc.block == block && pc.shared == shared {
		return pc.c
	}
	return nil
}

// put keeps c, of the given shape, strongly if at most limit CTA states
// and keptCTABytes stay kept (one of another shape, left by launches of
// other shapes, makes room for it), else in the sync.Pool.
func (lp *launchPool) put(c *cta, block launch.Dim3, shared uint64, limit int) {
	pc := pooledCTA{c: c, block: block, shared: shared, bytes: ctaBytes(c)}
	lp.mu.Lock()
	defer lp.mu.Unlock()
	for len(lp.ctas) >= limit || lp.bytes+pc.bytes > keptCTABytes {
		i := 0
		for i < len(lp.ctas) && lp.ctas[i].block == block && lp.ctas[i].shared == shared {
			i++
		}
		if i == len(lp.ctas) {
			lp.weak.Put(&pc)
			return
		}
		o := lp.ctas[i]
		last := len(lp.ctas) - 1
		lp.ctas[i] = lp.ctas[last]
		lp.ctas[last] = pooledCTA{}
		lp.ctas = lp.ctas[:last]
		lp.bytes -= o.bytes
		lp.weak.Put(&o)
	}
	lp.ctas = append(lp.ctas, pc)
	lp.bytes += pc.bytes
}

// keptLimit is how many CTA states a launch with opts keeps strongly.
func keptLimit(opts Options) int {
	return min(max(opts.Jobs, 1)+1, keptCTAs)
}

// takeConsts returns rows for n constant slots and their error texts,
// and bank 0 of size bytes, zeroed: a finished launch's if the pool has
// them (kept: the rows of immediates hold their values), else new ones
// (resolveConsts fills every row).
func (lp *launchPool) takeConsts(n, size int) (consts [][32]uint32, constErr []string, bank0 []byte, kept bool) {
	lp.mu.Lock()
	consts, constErr, bank0 = lp.consts, lp.constErr, lp.bank0
	lp.consts, lp.constErr, lp.bank0 = nil, nil, nil
	lp.mu.Unlock()
	kept = len(consts) == n && len(constErr) == n
	if !kept {
		consts, constErr = make([][32]uint32, n), make([]string, n)
	}
	if cap(bank0) < size {
		bank0 = make([]byte, size)
	} else {
		bank0 = bank0[:size]
		clear(bank0)
	}
	return consts, constErr, bank0, kept
}

// putConsts leaves a finished launch's constant rows (resolveConsts
// filled them all), error texts and bank 0 to the next launch.
func (lp *launchPool) putConsts(consts [][32]uint32, constErr []string, bank0 []byte) {
	lp.mu.Lock()
	lp.consts, lp.constErr, lp.bank0 = consts, constErr, bank0
	lp.mu.Unlock()
}
