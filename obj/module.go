// Package emit writes and reads gpucc's binary container, an ELF64 file with
// one code section and one symbol per kernel plus per-kernel metadata, and
// the textual assembly form of a module (`gpucc -S`), which the assembler
// reads back to the same bytes.
package obj

// Param is one kernel parameter in constant bank 0.
type Param struct {
	Name    string
	Offset  uint32 // byte offset in c[0x0]
	Size    uint32 // bytes: 1, 2, 4 or 8
	Align   uint32
	Pointer bool // a 64-bit global address
}

// Kernel is one kernel of a module: its code and the resources it needs.
type Kernel struct {
	Name string
	Code []byte // encoded instructions, 16 bytes each
	// Registers used per register file (highest index used + 1).
	GPRs, URs, Preds, UPreds, BRegs int
	LocalBytes                      uint32 // per-thread local memory: stack and spill slots
	SharedBytes                     uint32 // static shared memory per CTA
	Params                          []Param
	ParamBytes                      uint32 // size of the parameter block starting at ParamBase
}

// Module is a compiled or assembled program: a set of kernels.
type Module struct {
	Kernels []Kernel
}

// Lookup returns the kernel with the given name, or nil.
func (m *Module) Lookup(name string) *Kernel {
	for i := range m.Kernels {
		if m.Kernels[i].Name == name {
			return &m.Kernels[i]
		}
	}
	return nil
}
