package interp

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
)

// Packed integer dot products: the NVVM intrinsics llvm.nvvm.idp4a.X.Y and
// llvm.nvvm.idp2a.X.Y (LLVM 17 and later) and PTX dp4a/dp2a in inline asm,
// written from the PTX ISA's definition.

// Modes of an inDot step (instr.imm).
const (
	dotASigned = 1 << iota
	dotBSigned
	dotFour // dp4a; otherwise dp2a
	dotHi   // dp2a.hi: bytes 2 and 3 of b
)

// dotProduct is c + sum a[i]*b[i] modulo 2^32: dp4a multiplies the four
// bytes of a by the four bytes of b; dp2a the two halfwords of a by bytes 0
// and 1 (or 2 and 3 for .hi) of b. Each element is sign- or zero-extended
// by its operand's type.
func dotProduct(a, b, c uint32, mode uint64) uint32 {
	ext := func(v uint32, k, width int, signed bool) int64 {
		x := v >> uint(k*width) & (1<<uint(width) - 1)
		if signed && x>>uint(width-1) != 0 {
			return int64(x) - 1<<uint(width)
		}
		return int64(x)
	}
	as, bs := mode&dotASigned != 0, mode&dotBSigned != 0
	sum := int64(int32(c))
	if mode&dotFour != 0 {
		for k := 0; k < 4; k++ {
			sum += ext(a, k, 8, as) * ext(b, k, 8, bs)
		}
		return uint32(sum)
	}
	off := 0
	if mode&dotHi != 0 {
		off = 2
	}
	for k := 0; k < 2; k++ {
		sum += ext(a, k, 16, as) * ext(b, k+off, 8, bs)
	}
	return uint32(sum)
}

// dotMode parses the signedness suffix ("s.u") of a dot-product intrinsic.
func dotMode(suffix string) (uint64, bool) {
	if len(suffix) != 3 || suffix[1] != '.' || !strings.ContainsRune("su", rune(suffix[0])) || !strings.ContainsRune("su", rune(suffix[2])) {
		return 0, false
	}
	var m uint64
	if suffix[0] == 's' {
		m |= dotASigned
	}
	if suffix[2] == 's' {
		m |= dotBSigned
	}
	return m, true
}

// dotIntrinsic translates llvm.nvvm.idp4a.X.Y(a, b, c) and
// llvm.nvvm.idp2a.X.Y(a, b, i1 hi, c); nv is the name without "llvm.nvvm.".
func (tr *translator) dotIntrinsic(i *ir.InstCall, nv string, args []int32, s, dst int32) error {
	mode, ok := dotMode(nv[len("idp4a."):])
	if !ok {
		return fmt.Errorf("intrinsic llvm.nvvm.%s is not supported", nv)
	}
	c := 2
	if strings.HasPrefix(nv, "idp4a.") {
		mode |= dotFour
	} else {
		c = 3
		if len(i.Args) == 4 {
			hi, isConst := i.Args[2].(*constant.Int)
			if !isConst {
				return fmt.Errorf("llvm.nvvm.%s: the hi operand must be a constant", nv)
			}
			if hi.X.Sign() != 0 {
				mode |= dotHi
			}
		}
	}
	if len(args) != c+1 {
		return fmt.Errorf("intrinsic llvm.nvvm.%s called with %d arguments, needs %d", nv, len(args), c+1)
	}
	tr.emit(instr{op: opIntr, sub: inDot, w: 32, dst: dst, a: args[0], b: args[1], c: args[c], imm: mode, site: s})
	return nil
}
