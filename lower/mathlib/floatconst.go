package mathlib

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// ExactFloatConstants makes every float constant of m print in a form that
// parses back to the same value. llir v0.3.6 prints an exactly
// representable float constant as the shortest decimal that round-trips at
// the constant's own precision (24 bits for float: 2^25 prints as
// "3.355443e+07"), and reads decimals back with big.ParseFloat, which does
// not round correctly at that precision (it reads 0x4BFFFFFF, 2^25 - 4).
// The compiler rebuilds functions as text (inlining, funnelling), so that
// round trip changed kernels' constants. At 64 bits of precision the
// printed decimal is close enough to the value for any rounding to find it;
// the value itself does not change.
func ExactFloatConstants(m *llir.Module) {
	var fix func(c constant.Constant)
	fix = func(c constant.Constant) {
		switch c := c.(type) {
		case *constant.Float:
			if !c.NaN && c.X != nil && c.X.Prec() < 64 {
				c.X.SetPrec(64)
			}
		case *constant.Array:
			for _, e := range c.Elems {
				fix(e)
			}
		case *constant.Struct:
			for _, f := range c.Fields {
				fix(f)
			}
		case *constant.Vector:
			for _, e := range c.Elems {
				fix(e)
			}
		}
	}
	operand := func(v *value.Value) {
		if c, ok := (*v).(constant.Constant); ok {
			fix(c)
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			fix(g.Init)
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if o, ok := inst.(interface{ Operands() []*value.Value }); ok {
					for _, v := range o.Operands() {
						operand(v)
					}
				}
			}
			if o, ok := b.Term.(interface{ Operands() []*value.Value }); ok {
				for _, v := range o.Operands() {
					operand(v)
				}
			}
		}
	}
}
