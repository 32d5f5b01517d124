// Package obj is gpucc's binary container, the object both the compiler and
// the emulator speak: the Module and Kernel types (encoded code plus the
// metadata a launch needs), the kernel ABI constants (abi.go), the ELF64 file
// that holds a module (one code section and one symbol per kernel plus
// per-kernel metadata; docs/binary-format.md), and the textual assembly form
// of a module (`gpucc -S`), which the assembler reads back to the same bytes.
//
// obj depends only on isa and the standard library, never on the compiler's
// machine IR, so that the emulator, which judges the compiler, can load
// binaries without linking any part of the compiler (the import rules are
// checked by importrules_test.go at the repository root).
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
	// StackBytes is the part of LocalBytes, at its end, that holds the
	// call stack of subroutines (0 without calls); an access beyond
	// LocalBytes is then a stack overflow.
	StackBytes  uint32
	SharedBytes uint32 // static shared memory per CTA
	Params      []Param
	ParamBytes  uint32 // size of the parameter block starting at ParamBase
	// Asserts is the kernel's assert table: TRAP n stops the kernel with
	// entry n (a failed CUDA assert). Empty for most kernels.
	Asserts []Assert
	// Lines is the kernel's line table (lines.go): which CUDA source line
	// each instruction comes from, when the IR had !dbg locations.
	Lines []SourceLine
}

// Assert is one entry of a kernel's assert table: the arguments of the
// __assertfail call a TRAP instruction stands for.
type Assert struct {
	Msg, File string
	Line      uint32
	Func      string
}

// Module is a compiled or assembled program: a set of kernels.
type Module struct {
	Kernels []Kernel
	// Globals are the module's global variables (globals.go).
	Globals []Global
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
