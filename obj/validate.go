package obj

import (
	"fmt"
	"strings"

	"gpucc/isa"
)

// maxKernels keeps the section count below SHN_LORESERVE (0xff00): each
// kernel takes two sections and the file has four more.
const maxKernels = (0xff00 - 4) / 2

// Validate checks that the module can be written: at least one kernel,
// unique non-empty names, code that decodes, register counts within the
// register files, and a parameter list that follows the kernel ABI.
func (m *Module) Validate() error {
	if m == nil || len(m.Kernels) == 0 {
		return fmt.Errorf("module has no kernels")
	}
	if len(m.Kernels) > maxKernels {
		return fmt.Errorf("module has %d kernels; at most %d fit in one file", len(m.Kernels), maxKernels)
	}
	seen := map[string]bool{}
	for i := range m.Kernels {
		k := &m.Kernels[i]
		if err := k.Validate(); err != nil {
			return err
		}
		if seen[k.Name] {
			return fmt.Errorf("kernel %q defined twice", k.Name)
		}
		seen[k.Name] = true
	}
	return validateGlobals(m.Globals)
}

// Validate checks one kernel; see Module.Validate.
func (k *Kernel) Validate() error {
	if err := checkName("kernel name", k.Name, false); err != nil {
		return err
	}
	fail := func(format string, args ...any) error {
		return fmt.Errorf("kernel %q: %s", k.Name, fmt.Sprintf(format, args...))
	}
	if len(k.Code)%isa.InstBytes != 0 {
		return fail("code size %d is not a multiple of %d", len(k.Code), isa.InstBytes)
	}
	insts, err := isa.DecodeProgram(k.Code)
	if err != nil {
		return fail("code: %v", err)
	}
	if i, err := checkBranches(insts); err != nil {
		return fail("instruction at %#x (%s): %v", i*isa.InstBytes, insts[i].String(), err)
	}
	if err := k.Registers().check(); err != nil {
		return fail("%v", err)
	}
	if err := checkLines(k); err != nil {
		return fail("%v", err)
	}
	if k.ParamBytes > MaxParamBytes {
		return fail("parameter block of %d bytes exceeds %d", k.ParamBytes, MaxParamBytes)
	}
	if k.StackBytes > k.LocalBytes {
		return fail("a call stack of %d bytes does not fit in %d bytes of local memory", k.StackBytes, k.LocalBytes)
	}
	for i := range k.Params {
		var prev *Param
		if i > 0 {
			prev = &k.Params[i-1]
		}
		if err := checkParam(&k.Params[i], prev, k.ParamBytes); err != nil {
			return fail("param %d (%q): %v", i, k.Params[i].Name, err)
		}
	}
	return nil
}

// regLimits are the register file sizes, in the order of registerFields.
var regLimits = [...]struct {
	key string
	max int
}{{"gpr", isa.NumGPR}, {"ur", isa.NumUR}, {"pred", isa.NumPred}, {"upred", isa.NumUPred}, {"breg", isa.NumBReg}}

// fields returns pointers to the counts in the order of regLimits.
func (r *RegisterCounts) fields() [5]*int {
	return [5]*int{&r.GPRs, &r.URs, &r.Preds, &r.UPreds, &r.BRegs}
}

func (r RegisterCounts) check() error {
	for i, p := range r.fields() {
		if err := checkRegCount(regLimits[i].key, *p); err != nil {
			return err
		}
	}
	return nil
}

func checkRegCount(key string, n int) error {
	for _, l := range regLimits {
		if l.key == key && (n < 0 || n > l.max) {
			return fmt.Errorf("%s count %d is outside 0..%d", key, n, l.max)
		}
	}
	return nil
}

// checkParam checks one parameter against the kernel ABI: a size of 1, 2,
// 4 or 8 bytes (8 for pointers), a power-of-two alignment of at most 8 that
// the offset honours, a place inside the parameter block, and an offset past
// the end of the previous parameter (declaration order).
func checkParam(p, prev *Param, paramBytes uint32) error {
	if err := checkName("parameter name", p.Name, true); err != nil {
		return err
	}
	// A size other than 1, 2, 4 or 8 is a struct passed by value (byval),
	// whose bytes the launch supplies.
	if p.Size == 0 || p.Size > MaxParamBytes {
		return fmt.Errorf("size %d is not between 1 and %d", p.Size, MaxParamBytes)
	}
	if p.Pointer && p.Size != 8 {
		return fmt.Errorf("pointer parameter has size %d, not 8", p.Size)
	}
	switch p.Align {
	case 1, 2, 4, 8, 16:
	default:
		return fmt.Errorf("alignment %d is not 1, 2, 4, 8 or 16", p.Align)
	}
	if p.Offset%p.Align != 0 {
		return fmt.Errorf("offset %#x is not a multiple of its alignment %d", p.Offset, p.Align)
	}
	if p.Offset < ParamBase {
		return fmt.Errorf("offset %#x is below the parameter base %#x", p.Offset, ParamBase)
	}
	if uint64(p.Offset)+uint64(p.Size) > ParamBase+uint64(paramBytes) {
		return fmt.Errorf("bytes %#x..%#x lie outside the %d-byte parameter block at %#x",
			p.Offset, uint64(p.Offset)+uint64(p.Size)-1, paramBytes, ParamBase)
	}
	if prev != nil && uint64(p.Offset) < uint64(prev.Offset)+uint64(prev.Size) {
		return fmt.Errorf("offset %#x overlaps or precedes the previous parameter %q at %#x", p.Offset, prev.Name, prev.Offset)
	}
	return nil
}

// checkName rejects names that cannot be stored in an ELF string table.
func checkName(what, name string, emptyOK bool) error {
	if name == "" && !emptyOK {
		return fmt.Errorf("empty %s", what)
	}
	if strings.IndexByte(name, 0) >= 0 {
		return fmt.Errorf("%s %q contains a NUL byte", what, name)
	}
	return nil
}

// checkBranches checks that every branch target is the address of an
// instruction of the kernel or its end, and returns the index of the first
// instruction whose target is not.
func checkBranches(insts []isa.Inst) (int, error) {
	end := int64(len(insts)) * isa.InstBytes
	for i := range insts {
		off, ok := insts[i].BranchOffset()
		if !ok {
			continue
		}
		target := int64(i+1)*isa.InstBytes + off
		if target%isa.InstBytes != 0 || target < 0 || target > end {
			return i, fmt.Errorf("branch target %#x is not an instruction address in 0x0..%#x", target, end)
		}
	}
	return 0, nil
}
