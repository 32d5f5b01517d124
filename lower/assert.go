package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"

	"gpucc/obj"
)

// CUDA's assert(e) calls __assertfail(message, file, line, function,
// charSize) when e is false. Selection turns the call into TRAP n, where n
// indexes the kernel's assert table (ir.Func.Asserts, written into the
// module's .gpucc.assert section): the emulator stops the kernel at a
// trapping thread and reports the table entry with the thread and its CTA,
// like CUDA's "Assertion `e` failed." line. The arguments must be
// constants (string literals), as clang emits them for assert.

// maxAsserts bounds the table: TRAP's index is a 12-bit immediate.
const maxAsserts = 1 << 12

// lowerAssert selects a call to __assertfail; ok is false for other calls.
func (s *sel) lowerAssert(inst *llir.InstCall, name string) bool {
	if name != "__assertfail" {
		return false
	}
	if len(inst.Args) != 5 {
		s.fail("__assertfail takes 5 arguments (message, file, line, function, charSize), not %d", len(inst.Args))
	}
	var strs [3]string
	for i, k := range []int{0, 1, 3} {
		str, ok := constCString(unwrapArg(inst.Args[k]))
		if !ok {
			s.fail("__assertfail argument %d is not a constant string", k+1)
		}
		strs[i] = str
	}
	line, ok := unwrapArg(inst.Args[2]).(*constant.Int)
	if !ok || !line.X.IsUint64() || line.X.Uint64() > 1<<32-1 {
		s.fail("__assertfail's line is not a constant 32-bit integer")
	}
	a := obj.Assert{Msg: strs[0], File: strs[1], Line: uint32(line.X.Uint64()), Func: strs[2]}
	idx := -1
	for i, b := range s.f.Asserts {
		if b == a {
			idx = i
		}
	}
	if idx < 0 {
		if len(s.f.Asserts) == maxAsserts {
			s.fail("more than %d distinct asserts in one kernel", maxAsserts)
		}
		idx = len(s.f.Asserts)
		s.f.Asserts = append(s.f.Asserts, a)
	}
	s.emit("TRAP_I").SetVal("vb", uint32(idx))
	return true
}

// constCString returns the NUL-terminated string a constant pointer points
// to: a global character array, possibly through a zero-index
// getelementptr, a bitcast or an address space cast.
func constCString(v any) (string, bool) {
	for {
		switch c := v.(type) {
		case *constant.ExprGetElementPtr:
			for _, ix := range c.Indices {
				var x constant.Constant = ix
				if w, ok := ix.(*constant.Index); ok {
					x = w.Constant
				}
				i, ok := x.(*constant.Int)
				if !ok || i.X.Sign() != 0 {
					return "", false
				}
			}
			v = c.Src
		case *constant.ExprBitCast:
			v = c.From
		case *constant.ExprAddrSpaceCast:
			v = c.From
		case *llir.Global:
			arr, ok := c.Init.(*constant.CharArray)
			if !ok {
				return "", false
			}
			str := string(arr.X)
			if i := strings.IndexByte(str, 0); i >= 0 {
				str = str[:i]
			}
			return str, true
		default:
			return "", false
		}
	}
}
