package lower

import (
	"reflect"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/value"
)

// This file copies a kernel in memory for the rewrites that change it
// before selection (memory intrinsic expansion, funnels): they used to
// print the whole module and parse it again, which cost as much as reading
// the input a second time, for a copy of one function.
//
// cloneKernel copies fn deeply (blocks, instructions, parameters, and the
// operand lists and incoming/case/argument records instructions own) and
// everything else shallowly: types, constants, globals, other functions
// and metadata are shared with m, since the rewrites never change them.
// The copy lives in a copy of the module whose function list holds it in
// fn's place, so declarations a rewrite adds (llvm.memcpy for byval
// copies) go to the copy's list alone: the caller's module is never
// modified, as with the round trip.

// ownedRecords are the pointer types an instruction owns: they are copied
// with it, since their fields refer to the function's values.
var ownedRecords = map[reflect.Type]bool{
	reflect.TypeFor[*llir.Incoming]():  true,
	reflect.TypeFor[*llir.Case]():      true,
	reflect.TypeFor[*llir.Arg]():       true,
	reflect.TypeFor[*metadata.Value](): true,
}

// cloneKernel returns a copy of module m in which fn is replaced by a deep
// copy of it, and that copy. ok is false when the copy could not be shown
// to be independent of fn (an instruction refers to one of fn's values in
// a way the copier does not know): the caller then takes the round trip
// through text.
func cloneKernel(m *llir.Module, fn *llir.Func) (m2 *llir.Module, fn2 *llir.Func, ok bool) {
	old := map[value.Value]value.Value{}
	fn2 = &llir.Func{}
	copyExported(reflect.ValueOf(fn2).Elem(), reflect.ValueOf(fn).Elem())
	fn2.Params = make([]*llir.Param, len(fn.Params))
	for i, p := range fn.Params {
		q := *p
		fn2.Params[i] = &q
		old[p] = &q
	}
	fn2.Blocks = make([]*llir.Block, len(fn.Blocks))
	for i, b := range fn.Blocks {
		nb := &llir.Block{LocalIdent: b.LocalIdent, Parent: fn2, Insts: make([]llir.Instruction, len(b.Insts))}
		fn2.Blocks[i] = nb
		old[b] = nb
	}
	// First every instruction is copied, so that operands referring to
	// later instructions (phis, uses across blocks) find their copies.
	for i, b := range fn.Blocks {
		nb := fn2.Blocks[i]
		for k, inst := range b.Insts {
			c := shallowCopy(inst).(llir.Instruction)
			nb.Insts[k] = c
			if v, isValue := inst.(value.Value); isValue {
				old[v] = c.(value.Value)
			}
		}
		if b.Term != nil {
			nb.Term = shallowCopy(b.Term).(llir.Terminator)
			if v, isValue := b.Term.(value.Value); isValue {
				old[v] = nb.Term.(value.Value)
			}
		}
	}
	for _, nb := range fn2.Blocks {
		for _, inst := range nb.Insts {
			remapFields(reflect.ValueOf(inst).Elem(), old)
		}
		if nb.Term != nil {
			remapFields(reflect.ValueOf(nb.Term).Elem(), old)
		}
	}
	if !independent(fn2, old) {
		return nil, nil, false
	}
	m2 = &llir.Module{}
	copyExported(reflect.ValueOf(m2).Elem(), reflect.ValueOf(m).Elem())
	m2.Funcs = make([]*llir.Func, len(m.Funcs))
	for i, f := range m.Funcs {
		if f == fn {
			f = fn2
		}
		m2.Funcs[i] = f
	}
	fn2.Parent = m2
	return m2, fn2, true
}

// copyExported copies the exported fields of struct src to dst (llir's
// Module and Func hold a mutex, which must not be copied).
func copyExported(dst, src reflect.Value) {
	t := src.Type()
	for i := 0; i < t.NumField(); i++ {
		if t.Field(i).IsExported() {
			dst.Field(i).Set(src.Field(i))
		}
	}
}

// shallowCopy returns a new instance of the struct x points to, with the
// same field values.
func shallowCopy(x any) any {
	v := reflect.ValueOf(x).Elem()
	c := reflect.New(v.Type())
	c.Elem().Set(v)
	return c.Interface()
}

// remapFields makes the settable fields of struct v independent of the
// original function: references to its values are replaced by their
// copies, slices get their own backing arrays, and owned records are
// copied.
func remapFields(v reflect.Value, old map[value.Value]value.Value) {
	for i := 0; i < v.NumField(); i++ {
		if f := v.Field(i); f.CanSet() {
			remapValue(f, old)
		}
	}
}

func remapValue(f reflect.Value, old map[value.Value]value.Value) {
	switch f.Kind() {
	case reflect.Interface, reflect.Pointer:
		if f.IsNil() {
			return
		}
		x := f
		if f.Kind() == reflect.Interface {
			x = f.Elem()
		}
		if x.Kind() != reflect.Pointer {
			return
		}
		if vv, isValue := x.Interface().(value.Value); isValue {
			if c, found := old[vv]; found {
				f.Set(reflect.ValueOf(c))
				return
			}
		}
		if ownedRecords[x.Type()] {
			c := reflect.New(x.Type().Elem())
			c.Elem().Set(x.Elem())
			remapFields(c.Elem(), old)
			f.Set(c)
		}
	case reflect.Slice:
		if f.IsNil() {
			return
		}
		c := reflect.MakeSlice(f.Type(), f.Len(), f.Len())
		reflect.Copy(c, f)
		for i := 0; i < c.Len(); i++ {
			remapValue(c.Index(i), old)
		}
		f.Set(c)
	case reflect.Struct:
		remapFields(f, old)
	}
}

// independent reports whether no operand of fn2 (looking through call
// arguments with attributes and metadata wrappers) is a value of the
// original function.
func independent(fn2 *llir.Func, old map[value.Value]value.Value) bool {
	check := func(u any) bool {
		user, isUser := u.(interface{ Operands() []*value.Value })
		if !isUser {
			return true
		}
		for _, op := range user.Operands() {
			v := *op
			for {
				if a, isArg := v.(*llir.Arg); isArg {
					v = a.Value
					continue
				}
				if mv, isMD := v.(*metadata.Value); isMD {
					if inner, isValue := mv.Value.(value.Value); isValue {
						v = inner
						continue
					}
				}
				break
			}
			if v == nil || reflect.ValueOf(v).Kind() != reflect.Pointer {
				continue
			}
			if _, stale := old[v]; stale {
				return false
			}
		}
		return true
	}
	for _, b := range fn2.Blocks {
		for _, inst := range b.Insts {
			if !check(inst) {
				return false
			}
		}
		if !check(b.Term) {
			return false
		}
	}
	return true
}
