package kgen

import (
	"slices"
	"strings"
)

// cmpPred checks a comparison's predicate against its operand type; an
// fcmp must not carry flags (its result decides control flow or integers,
// which must be exact).
func (c *checker) cmpPred(e *Cmp) {
	c.allowApprox = false
	if e.X.Type().IsFloat() {
		if !slices.Contains(fpPredicates, e.Pred) || e.Flags != "" {
			c.fail("fcmp %s %s", e.Flags, e.Pred)
		}
		return
	}
	if !slices.Contains(predicates, e.Pred) || e.Flags != "" {
		c.fail("icmp %s", e.Pred)
	}
}

// fpExpr checks the FP expressions: types, the guarded conversions, and
// that approximable operations (fast-math flags, approximate intrinsics)
// only appear where allowApprox permits them: at the top of an FStore's
// value, and as the contract fmul operand of a contract fadd or fsub there.
func (c *checker) fpExpr(e Expr, ctx bool) {
	top := c.allowApprox
	c.allowApprox = false
	float := func(what string, x Expr, t Type) {
		if x.Type() != t || !t.IsFloat() {
			c.fail("%s operand of type %s", what, x.Type())
		}
	}
	switch e := e.(type) {
	case *FBin:
		if !slices.Contains([]string{"fadd", "fsub", "fmul", "fdiv", "frem"}, e.Op) {
			c.fail("FP operation %s", e.Op)
		}
		c.flags(e.Op, e.Flags, top)
		fusable := func(x Expr) bool {
			m, ok := x.(*FBin)
			return ok && top && m.Op == "fmul" && strings.Contains(e.Flags, "contract") && (e.Op == "fadd" || e.Op == "fsub")
		}
		c.allowApprox = fusable(e.X)
		c.expr(e.X, ctx)
		c.allowApprox = fusable(e.Y)
		c.expr(e.Y, ctx)
		c.allowApprox = false
		float(e.Op, e.X, e.X.Type())
		float(e.Op, e.Y, e.X.Type())
	case *FNeg:
		c.flags("fneg", e.Flags, top)
		c.expr(e.X, ctx)
		float("fneg", e.X, e.X.Type())
	case *FConv:
		c.expr(e.X, ctx)
		from, to := e.X.Type(), e.To
		ok := false
		switch e.Op {
		case "sitofp", "uitofp":
			ok = !from.IsFloat() && from != I1 && to.IsFloat()
		case "fptosi", "fptoui":
			ok = from.IsFloat() && !to.IsFloat() && to != I1
		case "fpext":
			ok = from == F32 && to == F64
		case "fptrunc":
			ok = from == F64 && to == F32
		}
		if !ok {
			c.fail("%s from %s to %s", e.Op, from, to)
		}
	case *FCall:
		sig, known := fpIntrinsics[e.Name]
		if !known || len(e.Args) != len(sig.params) || sig.ret != e.T {
			c.fail("FP intrinsic %s", e.Name)
			return
		}
		if sig.approx && !top {
			c.fail("approximate %s outside a float store", e.Name)
		}
		c.flags(e.Name, e.Flags, top)
		for k, a := range e.Args {
			c.expr(a, ctx)
			if a.Type() != sig.params[k] {
				c.fail("%s argument %d of type %s", e.Name, k, a.Type())
			}
		}
	}
}

func (c *checker) flags(what, flags string, top bool) {
	if flags == "" {
		return
	}
	if !top {
		c.fail("%s with fast-math flags %q outside a float store", what, flags)
	}
	for _, f := range strings.Fields(flags) {
		if !slices.Contains([]string{"contract", "afn", "arcp", "reassoc", "nsz"}, f) {
			c.fail("%s with fast-math flag %s", what, f)
		}
	}
}
