package interp

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// CUDA's assert(e) calls __assertfail(message, file, line, function,
// charSize) when e is false; the kernel stops, and the failure reads like
// CUDA's device-side report:
//
//	FILE:LINE: FUNCTION: block: [x,y,z], thread: [x,y,z] Assertion `MSG` failed.

// assertFail translates a call to __assertfail into a trap whose message
// holds the call's constant strings.
func (tr *translator) assertFail(i *ir.InstCall, s int32) error {
	if len(i.Args) != 5 {
		return fmt.Errorf("__assertfail takes 5 arguments, not %d", len(i.Args))
	}
	var strs [3]string
	for k, a := range []int{0, 1, 3} {
		str, err := cStringOf(i.Args[a])
		if err != nil {
			return fmt.Errorf("__assertfail argument %d: %v", a+1, err)
		}
		strs[k] = str
	}
	arg := i.Args[2]
	if w, ok := arg.(*ir.Arg); ok {
		arg = w.Value
	}
	line, ok := arg.(*constant.Int)
	if !ok {
		return fmt.Errorf("__assertfail's line is not a constant")
	}
	// The message is completed with the thread and CTA when it fires.
	msg := fmt.Sprintf("%s:%s: %s: block: [%%d,%%d,%%d], thread: [%%d,%%d,%%d] Assertion `%s` failed.",
		pct(strs[1]), line.X.String(), pct(strs[2]), pct(strs[0]))
	tr.emit(instr{op: opTrap, site: s, x: &extra{msg: msg, kind: ErrAssert}})
	return nil
}

// pct escapes % for use in a format.
func pct(s string) string { return strings.ReplaceAll(s, "%", "%%") }

// cStringOf reads the NUL-terminated contents of a constant global a
// pointer argument points to.
func cStringOf(v value.Value) (string, error) {
	if w, ok := v.(*ir.Arg); ok {
		v = w.Value
	}
	for {
		switch c := v.(type) {
		case *constant.ExprGetElementPtr:
			for _, ix := range c.Indices {
				var x constant.Constant = ix
				if w, ok := ix.(*constant.Index); ok {
					x = w.Constant
				}
				if n, ok := x.(*constant.Int); !ok || n.X.Sign() != 0 {
					return "", fmt.Errorf("%s points into the middle of a string", v.Ident())
				}
			}
			v = c.Src
		case *constant.ExprBitCast:
			v = c.From
		case *constant.ExprAddrSpaceCast:
			v = c.From
		case *ir.Global:
			arr, ok := c.Init.(*constant.CharArray)
			if !ok {
				return "", fmt.Errorf("@%s is not a character array", c.Name())
			}
			str, _, _ := strings.Cut(string(arr.X), "\x00")
			return str, nil
		default:
			return "", fmt.Errorf("%s is not a constant string", v.Ident())
		}
	}
}

// assertFailed stops the run at a failed assert.
func (r *run) assertFailed(t *thread, in *instr) *Error {
	c := r.ctaid
	return r.fail(t, in, ErrAssert, in.x.msg, c.X, c.Y, c.Z, t.tid.X, t.tid.Y, t.tid.Z)
}
