package emu

import (
	"bytes"
	"fmt"
	"sort"

	"gpucc/obj"
)

// Module global variables (obj.Global): LoadKernel hands a Program its
// module's globals; a Device maps each, with its initial contents, at its
// fixed address the first time a Program using it launches, and keeps it
// across launches, like the __device__ variables of a CUDA context.

// mapGlobals maps the globals of p not yet mapped on the device. On a
// device with no globals mapped yet (Run's) the constant bank becomes the
// program's image of its __constant__ globals (constBankOf), shared and
// copied before any later change (constShared), instead of being grown
// and filled global by global at every launch (const_tables' 36 KB table:
// 16-21 us a launch).
func (d *Device) mapGlobals(p *Program) error {
	imaged := false
	if len(p.Globals) > 0 && d.mapped == nil && d.banks[obj.ConstBank] == nil && p.ctaPool != nil {
		if img := p.ctaPool.constBankOf(p.Globals); img != nil {
			d.banks[obj.ConstBank], d.constShared, imaged = img, true, true
		}
	}
	for _, g := range p.Globals {
		if d.mapped[g.Name] {
			continue
		}
		if obj.IsConstData(g.Addr, uint64(len(g.Data))) {
			if !imaged {
				// __constant__ data: into its constant bank.
				off := g.Addr - obj.ConstDataBase
				bank := d.banks[obj.ConstBank]
				if d.constShared {
					bank, d.constShared = append([]byte(nil), bank...), false
				}
				if need := int(off) + len(g.Data); need > len(bank) {
					bank = append(bank, make([]byte, need-len(bank))...)
				}
				copy(bank[off:], g.Data)
				d.banks[obj.ConstBank] = bank
			}
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

// constImage is a program's __constant__ globals laid out as mapGlobals
// lays them out in an empty constant bank, with the globals it was made
// from.
type constImage struct {
	names []string
	addrs []uint64
	sizes []int
	bank  []byte
}

// constBankOf returns the constant bank that mapping globals' __constant__
// data in order into an empty bank makes (nil if there is none), built at
// the first call and checked at each against globals: the same names and
// addresses, and each one's data where the bank holds it (a global
// overwritten by a later one fails the check, and then mapGlobals maps
// them one by one).
func (lp *launchPool) constBankOf(globals []obj.Global) []byte {
	lp.mu.Lock()
	defer lp.mu.Unlock()
	img := lp.constImage
	if img == nil {
		img = &constImage{}
		end := uint64(0)
		for _, g := range globals {
			if obj.IsConstData(g.Addr, uint64(len(g.Data))) {
				end = max(end, g.Addr-obj.ConstDataBase+uint64(len(g.Data)))
			}
		}
		img.bank = make([]byte, end)
		for _, g := range globals {
			if obj.IsConstData(g.Addr, uint64(len(g.Data))) {
				copy(img.bank[g.Addr-obj.ConstDataBase:], g.Data)
				img.names, img.addrs, img.sizes = append(img.names, g.Name), append(img.addrs, g.Addr), append(img.sizes, len(g.Data))
			}
		}
		lp.constImage = img
	}
	k := 0
	for _, g := range globals {
		if !obj.IsConstData(g.Addr, uint64(len(g.Data))) {
			continue
		}
		off := g.Addr - obj.ConstDataBase
		if k == len(img.names) || img.names[k] != g.Name || img.addrs[k] != g.Addr || img.sizes[k] != len(g.Data) ||
			!bytes.Equal(img.bank[off:off+uint64(len(g.Data))], g.Data) {
			return nil
		}
		k++
	}
	if k != len(img.names) || len(img.bank) == 0 {
		return nil
	}
	return img.bank[:len(img.bank):len(img.bank)]
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
