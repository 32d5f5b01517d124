package emu

import (
	"fmt"
	"testing"
)

// Shared and local addresses are 32 bits: the register plus the
// sign-extended SImm24 offset, modulo 2^32, then bounds-checked against the
// space (docs/isa.md, "Address arithmetic"). The expected addresses below
// are worked out by hand from that rule; each space is 0x800 bytes.

const addrSpaceBytes = 0x800

type addrSpace struct {
	name, ld, st string
	job          func(src string) job
}

var addrSpaces = []addrSpace{
	{"shared", "LDS", "STS", func(src string) job { return job{src: src, staticShared: addrSpaceBytes} }},
	{"local", "LDL", "STL", func(src string) job { return job{src: src, local: addrSpaceBytes} }},
}

// asm formats a register operand value and an SImm24 offset.
func memOperand(off int32) string {
	if off < 0 {
		return fmt.Sprintf("-%#x", -int64(off))
	}
	return fmt.Sprintf("+%#x", off)
}

func TestAddressWrapsModulo32Bits(t *testing.T) {
	cases := []struct {
		name string
		reg  uint32 // Ra
		off  int32  // SImm24
		mod  string // memtype modifier
		want uint32 // (Ra + sext(off)) mod 2^32, by hand
	}{
		// The reproducer of issue 17: px = &cx[256], px[tid - 55] at tid 0:
		// Ra = -55*4 = -220 = 0xFFFFFF24, offset 256*4 = 0x400.
		{"negative register, positive offset", 0xFFFFFF24, 0x400, "", 0x324},
		{"negative register, small offset", 0xFFFFFF24, 0x100, "", 0x24},
		{"largest offset", 0xFF800005, 0x7FFFFF, "", 0x4},    // 0xFF800005 + 0x7FFFFF = 0x1_0000_0004
		{"smallest offset", 0x00800010, -0x800000, "", 0x10}, // 0x800010 - 0x800000
		{"wrap from the top to 0", 0xFFFFFFF0, 0x10, "", 0x0},
		{"last byte", 0xFFFFFFFF, 0x800, ".U8", 0x7FF},
		{"last word", 0xFFFFF800, 0xFFC, "", 0x7FC}, // -0x800 + 0xFFC
	}
	for _, sp := range addrSpaces {
		for _, c := range cases {
			t.Run(sp.name+"/"+c.name, func(t *testing.T) {
				// Store through the wrapped address, read back through the
				// plain one (RZ + the expected address) and through the
				// wrapped one again.
				src := fmt.Sprintf(`MOV R1, %#x ; MOV R2, 0xA5C3 ; %s%s [R1%s], R2 ;
					%s%s R3, [RZ+%#x] ; %s%s R4, [R1%s] ; EXIT ;`,
					c.reg, sp.st, c.mod, memOperand(c.off),
					sp.ld, c.mod, c.want, sp.ld, c.mod, memOperand(c.off))
				o := mustRun(t, sp.job(src))
				want := uint32(0xA5C3)
				if c.mod == ".U8" {
					want = 0xC3
				}
				o.check(t, map[string]uint32{"R3": want, "R4": want})
			})
		}
	}
}

func TestAddressWrapFaults(t *testing.T) {
	cases := []struct {
		name string
		reg  uint32
		off  int32
		mod  string
		size int
		want uint64 // the wrapped address the fault reports
	}{
		{"just below 0", 0x0, -0x4, "", 4, 0xFFFFFFFC},
		{"register below the offset", 0x4, -0x8, "", 4, 0xFFFFFFFC},
		{"byte below 0", 0xFFFFFF00, 0xFF, ".U8", 1, 0xFFFFFFFF},
		{"byte at the size", 0xFFFFFFFF, 0x801, ".U8", 1, 0x800},
		{"word at the size", 0x7FC, 0x4, "", 4, 0x800},
		{"largest offset, no wrap", 0x0, 0x7FFFFC, "", 4, 0x7FFFFC},
		{"wraps past the top to the size", 0xFFFFF800, 0x1000, "", 4, 0x800},
	}
	for _, sp := range addrSpaces {
		for _, c := range cases {
			for _, kind := range []string{"load", "store"} {
				t.Run(fmt.Sprintf("%s/%s/%s", sp.name, c.name, kind), func(t *testing.T) {
					access := fmt.Sprintf("%s%s R2, [R1%s]", sp.ld, c.mod, memOperand(c.off))
					if kind == "store" {
						access = fmt.Sprintf("%s%s [R1%s], R2", sp.st, c.mod, memOperand(c.off))
					}
					src := fmt.Sprintf("MOV R1, %#x ; %s ; EXIT ;", c.reg, access)
					e := wantErr(t, sp.job(src), ErrFault,
						fmt.Sprintf("%s %s of %d bytes at %#x is out of bounds (the space has %d bytes)", sp.name, kind, c.size, c.want, addrSpaceBytes))
					if !e.HasAddr || e.Addr != c.want {
						t.Errorf("fault address %#x (set %v), want %#x", e.Addr, e.HasAddr, c.want)
					}
				})
			}
		}
	}
}

// ATOMS computes its address by the same rule.
func TestSharedAtomicAddressWraps(t *testing.T) {
	src := `MOV R1, 0xFFFFFF24 ; MOV R2, 0x7 ; STS [RZ+0x324], R2 ; MOV R3, 0x5 ;
		ATOMS.ADD R4, [R1+0x400], R3 ; LDS R5, [RZ+0x324] ; EXIT ;`
	o := mustRun(t, job{src: src, staticShared: addrSpaceBytes})
	o.check(t, map[string]uint32{"R4": 7, "R5": 12})
	wantErr(t, job{src: "MOV R3, 0x1 ; ATOMS.ADD R4, [RZ-0x4], R3 ; EXIT ;", staticShared: addrSpaceBytes}, ErrFault,
		"shared atomic of 4 bytes at 0xfffffffc is out of bounds")
}
