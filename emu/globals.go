package emu

import (
	"fmt"
	"sort"

	"gpucc/obj"
)

// Module global variables (obj.Global): LoadKernel hands a Program its
// module's globals; a Device maps each, with its initial contents, at its
// fixed address the first time a Program using it launches, and keeps it
// across launches, like the __device__ variables of a CUDA context.

// mapGlobals maps the globals of p not yet mapped on the device.
func (d *Device) mapGlobals(p *Program) error {
	for _, g := range p.Globals {
		if d.mapped[g.Name] {
			continue
		}
		if obj.IsConstData(g.Addr, uint64(len(g.Data))) {
			// __constant__ data: into its constant bank.
			off := g.Addr - obj.ConstDataBase
			bank := d.banks[obj.ConstBank]
			if need := int(off) + len(g.Data); need > len(bank) {
				bank = append(bank, make([]byte, need-len(bank))...)
			}
			copy(bank[off:], g.Data)
			d.banks[obj.ConstBank] = bank
		} else if err := d.mem.allocAt(g.Addr, g.Data); err != nil {
			return fmt.Errorf("global %s: %v", g.Name, err)
		}
		if d.mapped == nil {
			d.mapped = map[string]bool{}
		}
		d.mapped[g.Name] = true
	}
	return nil
}

// allocAt maps a copy of data at the fixed address base, below the
// buffers' region.
func (g *globalMem) allocAt(base uint64, data []byte) error {
	size := uint64(len(data))
	if base < obj.GlobalDataBase || base+size > obj.GlobalDataEnd || base+size < base {
		return fmt.Errorf("%d bytes at %#x are outside the global data range", size, base)
	}
	i := sort.Search(len(g.allocs), func(i int) bool { return g.allocs[i].base >= base })
	if i > 0 {
		if p := g.allocs[i-1]; p.base+uint64(len(p.data)) > base {
			return fmt.Errorf("%d bytes at %#x overlap the allocation at %#x", size, base, p.base)
		}
	}
	if i < len(g.allocs) && base+size > g.allocs[i].base {
		return fmt.Errorf("%d bytes at %#x overlap the allocation at %#x", size, base, g.allocs[i].base)
	}
	a := &allocation{base: base, data: append(make([]byte, 0, size), data...)}
	g.allocs = append(g.allocs, nil)
	copy(g.allocs[i+1:], g.allocs[i:])
	g.allocs[i] = a
	g.last = nil
	return nil
}
