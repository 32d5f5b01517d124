package obj

// The kernel ABI's layout of constant bank 0 (docs/isa.md, "Kernel ABI"):
// the launch geometry at the bottom, the parameter block from ParamBase.
// The compiler reads these words (lower), the emulator writes them at launch
// (emu), and the container checks parameter lists against them (Validate),
// so they are defined once, here.
const (
	// BlockDimOffset is the offset of ntid.x; ntid.y and ntid.z follow at
	// +4 and +8.
	BlockDimOffset = 0x00
	// GridDimOffset is the offset of nctaid.x; nctaid.y and nctaid.z follow
	// at +4 and +8.
	GridDimOffset = 0x0C
	// DynamicSharedOffset holds the launch's dynamic shared memory bytes.
	DynamicSharedOffset = 0x18
	// ParamBase is the offset of the first kernel parameter; the bytes below
	// it hold the launch geometry and are otherwise reserved.
	ParamBase = 0x160
	// MaxParamBytes is the largest parameter block a kernel may have.
	MaxParamBytes = 4096
)
