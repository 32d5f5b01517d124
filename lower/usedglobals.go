package lower

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// usedGlobals returns the module globals that fn, or a function it calls
// (directly, transitively), refers to, including through constant
// expressions. Memory layout and type checks look only at these, so a
// kernel is never rejected for what another kernel of the module uses. all
// is true if some constant expression could not be looked into; the caller
// must then assume every global is used.
func usedGlobals(fn *llir.Func) (used map[*llir.Global]bool, all bool) {
	used = map[*llir.Global]bool{}
	seenFn := map[*llir.Func]bool{}
	seenConst := map[constant.Constant]bool{}
	var walkConst func(c constant.Constant)
	walkConst = func(c constant.Constant) {
		if c == nil || seenConst[c] {
			return
		}
		seenConst[c] = true
		switch c := c.(type) {
		case *llir.Global:
			used[c] = true
			if c.Init != nil {
				walkConst(c.Init)
			}
		case *llir.Func:
			walkFn(c, &all, used, seenFn, walkConst)
		case *constant.Index:
			walkConst(c.Constant)
		case *constant.ExprAddrSpaceCast:
			walkConst(c.From)
		case *constant.ExprBitCast:
			walkConst(c.From)
		case *constant.ExprPtrToInt:
			walkConst(c.From)
		case *constant.ExprIntToPtr:
			walkConst(c.From)
		case *constant.ExprGetElementPtr:
			walkConst(c.Src)
			for _, x := range c.Indices {
				walkConst(x)
			}
		case *constant.Array:
			for _, x := range c.Elems {
				walkConst(x)
			}
		case *constant.Struct:
			for _, x := range c.Fields {
				walkConst(x)
			}
		case *constant.Int, *constant.Float, *constant.Null, *constant.Undef, *constant.Poison,
			*constant.ZeroInitializer, *constant.CharArray:
		default:
			if _, isExpr := c.(constant.Expression); isExpr {
				all = true
			}
		}
	}
	walkFn(fn, &all, used, seenFn, walkConst)
	return used, all
}

// walkFn visits the constant operands of every instruction of fn once.
func walkFn(fn *llir.Func, all *bool, used map[*llir.Global]bool, seen map[*llir.Func]bool, walkConst func(constant.Constant)) {
	if seen[fn] {
		return
	}
	seen[fn] = true
	visit := func(v value.Value) {
		if c, ok := v.(constant.Constant); ok {
			walkConst(c)
		}
	}
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			if call, ok := inst.(*llir.InstCall); ok {
				visit(call.Callee)
			}
			u, ok := inst.(value.User)
			if !ok {
				continue
			}
			for _, op := range operandValues(u) {
				visit(op)
			}
		}
		if b.Term != nil {
			for _, op := range operandValues(b.Term) {
				visit(op)
			}
		}
	}
}
