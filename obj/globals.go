package obj

import (
	"encoding/hex"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Module global variables (CUDA __device__ variables): device memory with
// a fixed address and initial contents, shared by every kernel of the
// module. The compiler places them from GlobalDataBase up, in the same
// layout as the reference interpreter (interp.DeviceGlobalBase); the
// emulator maps them, initialized, before a launch.
const (
	// GlobalDataBase is the lowest address of module global data.
	GlobalDataBase = 0x0100_0000
	// GlobalDataEnd bounds module global data; buffers start above it
	// (launch.GlobalBase).
	GlobalDataEnd = 0x1000_0000
)

// Module constants (CUDA __constant__ variables) are Globals too, at
// ConstDataBase + their offset in constant bank ConstBank; the emulator
// copies them into that bank instead of device memory.
const (
	// ConstBank is the constant bank of module constants.
	ConstBank = 3
	// ConstDataBase is the address of offset 0 of the bank.
	ConstDataBase = 0x0080_0000
	// ConstDataEnd bounds it: a bank has 64 KiB.
	ConstDataEnd = ConstDataBase + 0x1_0000
)

// IsConstData reports whether a global of size bytes at addr is module
// constant data (in bank ConstBank).
func IsConstData(addr, size uint64) bool {
	return addr >= ConstDataBase && addr <= ConstDataEnd && size <= ConstDataEnd-addr
}

// Global is one module global variable.
type Global struct {
	Name string
	Addr uint64
	Data []byte // initial contents; len(Data) is the size
}

// DataPrefix starts the name of a global's data section; the variable's
// name follows.
const DataPrefix = ".gpucc.data."

// dataAlign is the file alignment of a data section.
const dataAlign = 16

// validateGlobals checks that the globals have names, fit in the global
// data range and do not overlap.
func validateGlobals(gs []Global) error {
	seen := map[string]bool{}
	idx := make([]int, len(gs))
	for i := range gs {
		g := &gs[i]
		idx[i] = i
		if err := checkName("global name", g.Name, false); err != nil {
			return err
		}
		if seen[g.Name] {
			return fmt.Errorf("global %q defined twice", g.Name)
		}
		seen[g.Name] = true
		size := uint64(len(g.Data))
		if (g.Addr < GlobalDataBase || g.Addr > GlobalDataEnd || size > GlobalDataEnd-g.Addr) && !IsConstData(g.Addr, size) {
			return fmt.Errorf("global %q: %d bytes at %#x are outside the global data range %#x..%#x and the constant data range %#x..%#x",
				g.Name, size, g.Addr, GlobalDataBase, GlobalDataEnd, ConstDataBase, ConstDataEnd)
		}
	}
	sort.Slice(idx, func(a, b int) bool { return gs[idx[a]].Addr < gs[idx[b]].Addr })
	for k := 1; k < len(idx); k++ {
		p, q := &gs[idx[k-1]], &gs[idx[k]]
		if p.Addr+uint64(len(p.Data)) > q.Addr {
			return fmt.Errorf("globals %q and %q overlap", p.Name, q.Name)
		}
	}
	return nil
}

// formatGlobals prints the .global directives of the assembly form:
//
//	.global NAME ADDR HEXBYTES   (HEXBYTES "-" when the variable is empty)
func formatGlobals(b *strings.Builder, gs []Global) {
	for _, g := range gs {
		data := hex.EncodeToString(g.Data)
		if data == "" {
			data = "-"
		}
		fmt.Fprintf(b, ".global %s %#x %s\n", quoteName(g.Name), g.Addr, data)
	}
}

// parseGlobal reads the operands of a .global directive.
func parseGlobal(args []token, errAt func(col int, format string, args ...any) error, dcol int) (Global, error) {
	if len(args) != 3 {
		return Global{}, errAt(dcol, "want .global NAME ADDR HEXBYTES")
	}
	var g Global
	g.Name = args[0].text
	if err := checkName("global name", g.Name, false); err != nil {
		return g, errAt(args[0].col, "%v", err)
	}
	addr, err := strconv.ParseUint(args[1].text, 0, 64)
	if err != nil {
		return g, errAt(args[1].col, "bad address %q", args[1].text)
	}
	g.Addr = addr
	if args[2].text != "-" {
		data, err := hex.DecodeString(args[2].text)
		if err != nil {
			return g, errAt(args[2].col, "bad hex data: %v", err)
		}
		g.Data = data
	}
	return g, nil
}
