package suite

import (
	"gpucc/launch"
)

// Kernels of issue 13 (code quality) of two more kinds real integer code
// has: a tiled loop through shared memory and a block-wide scan with flags.
// The references compute the mathematical result directly (the product's
// sums, the scans as sequential loops), not the kernels' tile and
// Hillis-Steele steps, so they check the whole schedule of loads, barriers
// and shared-memory updates.

const (
	imatTile  = 8   // tiled_imatmul's TILE: its block is TILE x TILE
	scanBlock = 128 // scan_flags's BLOCK: its block size
)

var tiledImatmul = kernel(Kernel{
	Name:     "tiled_imatmul",
	Extended: true,
	Covers:   "tiled integer matrix product through 8x8 shared tiles: loop over tiles, barriers, 32x32->64-bit products summed in 64 bits",
	Shape:    "grid 3x3, block 8x8, m 19, n 21, k 27 (partial tiles in every dimension)",
	Needs:    []string{"call:llvm.nvvm.barrier0", "global:addrspace(3)", "inst:addrspacecast"},
	Params: []Param{bufParam("a", "i32", 4), bufParam("b", "i32", 4), bufParam("c", "u64", 8),
		scalarParam("m", "i32", 4), scalarParam("n", "i32", 4), scalarParam("k", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "tiled_imatmul")
		const m, n, k = 19, 21, 27
		return launch.Launch{Kernel: "tiled_imatmul", Grid: dim(3, 3), Block: dim(imatTile, imatTile), Args: []launch.Arg{
			buf("a", "i32", bytesOf32(g.i32s(m*k))), buf("b", "i32", bytesOf32(g.i32s(k*n))),
			buf("c", "u64", g.junk(8*m*n)), i32Arg("m", m), i32Arg("n", n), i32Arg("k", k)}}
	},
	body: func(m *machine) {
		if m.l.Block.X != imatTile || m.l.Block.Y != imatTile || m.l.Block.Z != 1 {
			m.faultf("block %v is not the kernel's %dx%d tile", m.l.Block, imatTile, imatTile)
			return
		}
		rows, cols, depth := int64(m.i32(3)), int64(m.i32(4)), int64(m.i32(5))
		m.threads(func(t thread) {
			row := int64(t.ctaid.Y*imatTile + t.tid.Y)
			col := int64(t.ctaid.X*imatTile + t.tid.X)
			if row >= rows || col >= cols {
				return
			}
			var acc uint64
			for j := int64(0); j < depth; j++ {
				x, y := int32(m.load32(0, row*depth+j)), int32(m.load32(1, j*cols+col))
				acc += uint64(int64(x) * int64(y))
			}
			m.store64(2, row*cols+col, acc^uint64(row)<<48^uint64(col)<<32)
		})
	},
})

var scanFlags = kernel(Kernel{
	Name:     "scan_flags",
	Extended: true,
	Covers:   "block-wide Hillis-Steele scan in shared memory with segment, keep, negate and drop flags: segmented sum, compaction slots, running max, stream compaction",
	Shape:    "grid 3, block 128, n 300 (last block partial)",
	Needs:    []string{"call:llvm.nvvm.barrier0", "global:addrspace(3)", "inst:addrspacecast"},
	Params: []Param{bufParam("val", "u32", 4), bufParam("flags", "u32", 4), bufParam("seg", "u32", 4),
		bufParam("slot", "u32", 4), bufParam("runmax", "u32", 4), bufParam("compact", "u32", 4),
		bufParam("counts", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "scan_flags")
		const n, grid = 300, 3
		flags := make([]uint32, n)
		for i := range flags {
			// Segment heads one time in eight; every combination of the
			// other three flags; junk in the unused bits.
			flags[i] = uint32(g.intn(8))<<1 | g.r.Uint32()&^0xf
			if g.intn(8) == 0 {
				flags[i] |= 1
			}
		}
		return launch.Launch{Kernel: "scan_flags", Grid: dim(grid, 1), Block: dim(scanBlock, 1), Args: []launch.Arg{
			buf("val", "u32", bytesOf32(g.u32s(n))), buf("flags", "u32", bytesOf32(flags)),
			buf("seg", "u32", g.junk(4*n)), buf("slot", "u32", g.junk(4*n)), buf("runmax", "u32", g.junk(4*n)),
			buf("compact", "u32", g.junk(4*grid*scanBlock)), buf("counts", "u32", g.junk(4*grid)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		if m.l.Block.X != scanBlock || m.l.Block.Y != 1 || m.l.Block.Z != 1 {
			m.faultf("block %v is not the kernel's %d threads", m.l.Block, scanBlock)
			return
		}
		n := int64(m.i32(7))
		m.blocks(func(ctaid launch.Dim3) {
			base := int64(ctaid.X) * scanBlock
			var sum, kept, big uint32
			for t := int64(0); t < scanBlock; t++ {
				i := base + t
				var v, f uint32
				if i < n {
					v, f = m.load32(0, i), m.load32(1, i)
				}
				contrib := v
				switch {
				case f&8 != 0:
					contrib = 0
				case f&4 != 0:
					contrib = -v
				}
				if f&1 != 0 || t == 0 {
					sum = 0 // a segment starts here
				}
				sum += contrib
				keep := f >> 1 & 1
				before := kept
				kept += keep
				big = max(big, v)
				if i < n {
					m.store32(2, i, sum)
					m.store32(3, i, before)
					m.store32(4, i, big)
					if keep != 0 {
						m.store32(5, base+int64(before), v)
					}
				}
			}
			m.store32(6, int64(ctaid.X), kept)
		})
	},
})

const blellochN = 256 // scan_blelloch's N: elements per block of 128 threads

var scanBlelloch = kernel(Kernel{
	Name:     "scan_blelloch",
	Extended: true,
	Covers:   "work-efficient (Blelloch) exclusive scan in shared memory: up-sweep, cleared root, down-sweep over two arrays at once (values, keep flags), block totals, compaction",
	Shape:    "grid 3, block 128 (256 elements per block), n 700 (last block partial)",
	Needs:    []string{"call:llvm.nvvm.barrier0", "const:getelementptr", "global:addrspace(3)", "inst:addrspacecast"},
	Params: []Param{bufParam("val", "u32", 4), bufParam("keep", "u32", 4), bufParam("prefix", "u32", 4),
		bufParam("slot", "u32", 4), bufParam("compact", "u32", 4), bufParam("totals", "u32", 4), scalarParam("n", "i32", 4)},
	Launch: func(seed int64) launch.Launch {
		g := newGen(seed, "scan_blelloch")
		const n, grid = 700, 3
		keep := make([]uint32, n)
		for i := range keep {
			if g.intn(3) == 0 {
				keep[i] = g.r.Uint32() | 1 // any nonzero word keeps
			}
		}
		return launch.Launch{Kernel: "scan_blelloch", Grid: dim(grid, 1), Block: dim(blellochN/2, 1), Args: []launch.Arg{
			buf("val", "u32", bytesOf32(g.u32s(n))), buf("keep", "u32", bytesOf32(keep)),
			buf("prefix", "u32", g.junk(4*n)), buf("slot", "u32", g.junk(4*n)),
			buf("compact", "u32", g.junk(4*grid*blellochN)), buf("totals", "u32", g.junk(4*2*grid)), i32Arg("n", n)}}
	},
	body: func(m *machine) {
		if m.l.Block.X != blellochN/2 || m.l.Block.Y != 1 || m.l.Block.Z != 1 {
			m.faultf("block %v is not the kernel's %d threads", m.l.Block, blellochN/2)
			return
		}
		n := int64(m.i32(6))
		m.blocks(func(ctaid launch.Dim3) {
			base := int64(ctaid.X) * blellochN
			var sum, count uint32
			for j := int64(0); j < blellochN; j++ {
				i := base + j
				if i >= n {
					continue // contributes 0 to both scans
				}
				v, kept := m.load32(0, i), m.load32(1, i) != 0
				m.store32(2, i, sum)
				m.store32(3, i, count)
				if kept {
					m.store32(4, base+int64(count), v)
					count++
				}
				sum += v
			}
			m.store32(5, 2*int64(ctaid.X), sum)
			m.store32(5, 2*int64(ctaid.X)+1, count)
		})
	},
})
