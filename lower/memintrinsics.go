package lower

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
)

// Memory intrinsics. llvm.memcpy, llvm.memmove and llvm.memset (any
// length type, any address spaces, including memcpy between two spaces)
// are expanded in the LLVM IR of a copy of the module before selection,
// into loads and stores the rest of the lowering already handles:
//
//   - a constant length that takes at most maxInlineAccesses accesses is
//     copied inline, with the widest accesses (up to 8 bytes) the smaller of
//     the two alignments allows, narrowing only for the tail; an inline
//     memmove loads every piece before it stores any, so overlap is harmless;
//   - any other length runs a loop of accesses of that width over
//     len / width units, then a byte loop over the remaining len % width
//     bytes. Every loop tests its bound before its first iteration, so the
//     length may be zero. The loops are ordinary LLVM loops, so each thread
//     runs its own trip count and the divergent-loop machinery (convergence
//     barriers, funnelled exits) applies unchanged;
//   - a looping memmove compares the two addresses: dst <= src copies
//     forwards, otherwise backwards (the byte tail first, then the units
//     from the top), so an overlapping source is read before it is
//     overwritten.
//
// The expansion addresses every access as base + byte offset (a GEP on the
// original i8 pointer, then a bitcast), so the pointers keep their
// address-space provenance and never flow through phis.

// maxInlineAccesses bounds an inline expansion (loads plus stores counted
// once per piece).
const maxInlineAccesses = 16

// memIntrinsicKind classifies a call; "" is not a memory intrinsic.
func memIntrinsicKind(inst llir.Instruction) string {
	call, ok := inst.(*llir.InstCall)
	if !ok {
		return ""
	}
	f, ok := call.Callee.(*llir.Func)
	if !ok {
		return ""
	}
	for _, k := range []string{"memcpy", "memmove", "memset"} {
		if strings.HasPrefix(f.Name(), "llvm."+k+".") {
			return k
		}
	}
	return ""
}

// hasMemIntrinsics reports whether the kernel calls a memory intrinsic.
func (s *sel) hasMemIntrinsics() bool {
	for _, b := range s.fn.Blocks {
		for _, inst := range b.Insts {
			if memIntrinsicKind(inst) != "" {
				return true
			}
		}
	}
	return false
}

// memExpanded lowers a copy of the module whose kernel has its byval
// parameters that need it copied to local memory (byval.go) and its memory
// intrinsics expanded.
func (s *sel) memExpanded() (*ir.Func, error) {
	m, f := s.kernelCopy("mem")
	s.rewriteTextures(f)
	if err := copyByval(f, byvalNeedsCopy(f)); err != nil {
		s.fail("%v", err)
	}
	x := &memExpander{s: s, fn: f}
	x.run()
	c := &sel{mod: m, fn: f, opts: s.opts, calls: s.calls, into: s.into}
	return c.run()
}

// kernelCopy returns a copy of the module holding a copy of the kernel,
// which the rewrites before selection change while the caller's module
// stays as it is: an in-memory copy (cloneKernel), or when that is not
// possible, the module printed and parsed again (what suffix names).
func (s *sel) kernelCopy(what string) (*llir.Module, *llir.Func) {
	if m, f, ok := cloneKernel(s.mod, s.fn); ok {
		return m, f
	}
	m, err := asm.ParseString(s.fn.Name()+"."+what+".ll", s.mod.String())
	if err != nil {
		s.fail("internal compiler error: the module does not parse again after printing: %v", err)
	}
	for _, f := range m.Funcs {
		if f.Name() == s.fn.Name() {
			return m, f
		}
	}
	s.fail("internal compiler error: the copy of the module lacks the kernel")
	return nil, nil
}

// memExpander rewrites the memory intrinsics of one function.
type memExpander struct {
	s  *sel
	fn *llir.Func
	n  int // expansions so far, for unique names
	// cur is the block new instructions go to; names counts them.
	cur   *llir.Block
	names int
	added []*llir.Block
}

// memCall is one intrinsic call, decoded.
type memCall struct {
	kind      string
	dst, src  value.Value // src is the byte value for memset
	length    value.Value
	lenType   *types.IntType
	dstAlign  uint64
	srcAlign  uint64
	constLen  int64
	isConst   bool
	blockName string
}

func (x *memExpander) run() {
	for bi := 0; bi < len(x.fn.Blocks); bi++ {
		b := x.fn.Blocks[bi]
		for k, inst := range b.Insts {
			if memIntrinsicKind(inst) == "" {
				continue
			}
			x.s.curBlock, x.s.curInst = b, inst
			c := x.decode(inst.(*llir.InstCall))
			x.expand(b, k, c)
			x.s.curBlock, x.s.curInst = nil, nil
			// Scan the block again: an inline expansion leaves the rest
			// of it in place, a loop moves it to a block visited later.
			bi--
			break
		}
	}
}

// argAlign is the align attribute of a call argument (1 without one).
func argAlign(v value.Value) (value.Value, uint64) {
	a, ok := v.(*llir.Arg)
	if !ok {
		return v, 1
	}
	align := uint64(1)
	for _, at := range a.Attrs {
		switch at := at.(type) {
		case llir.Align:
			align = uint64(at)
		case *llir.Align:
			align = uint64(*at)
		}
	}
	return a.Value, align
}

func (x *memExpander) decode(call *llir.InstCall) *memCall {
	kind := memIntrinsicKind(call)
	if len(call.Args) != 4 {
		x.s.fail("@%s takes 4 arguments, the call passes %d", call.Callee.Ident(), len(call.Args))
	}
	c := &memCall{kind: kind}
	c.dst, c.dstAlign = argAlign(call.Args[0])
	c.src, c.srcAlign = argAlign(call.Args[1])
	c.length, _ = argAlign(call.Args[2])
	lt, ok := c.length.Type().(*types.IntType)
	if !ok || (lt.BitSize != 32 && lt.BitSize != 64) {
		x.s.fail("@%s: the length must be i32 or i64", call.Callee.Ident())
	}
	c.lenType = lt
	if kind == "memset" {
		c.srcAlign = c.dstAlign
		if t, ok := c.src.Type().(*types.IntType); !ok || t.BitSize != 8 {
			x.s.fail("@%s: the value must be i8", call.Callee.Ident())
		}
	}
	if ci, ok := c.length.(*constant.Int); ok {
		c.constLen, c.isConst = ci.X.Int64(), true
		if !ci.X.IsInt64() || c.constLen < 0 {
			x.s.fail("@%s: length %s is out of range", call.Callee.Ident(), ci.X)
		}
	}
	return c
}

// width is the widest access (1, 2, 4 or 8 bytes) both alignments allow.
func (c *memCall) width() int64 {
	a := min(c.dstAlign, c.srcAlign, 8)
	w := int64(1)
	for w*2 <= int64(a) {
		w *= 2
	}
	return w
}

// inlinePieces splits a constant length into (offset, width) pieces.
func (c *memCall) inlinePieces() [][2]int64 {
	w := c.width()
	var pieces [][2]int64
	for off := int64(0); off < c.constLen; {
		for w > c.constLen-off {
			w /= 2
		}
		pieces = append(pieces, [2]int64{off, w})
		off += w
	}
	return pieces
}

// add appends an instruction to the current block, naming its value.
func (x *memExpander) add(inst llir.Instruction) value.Value {
	if n, ok := inst.(value.Named); ok && !types.Equal(n.Type(), types.Void) {
		n.SetName(fmt.Sprintf("mem%d.v%d", x.n, x.names))
		x.names++
	}
	x.cur.Insts = append(x.cur.Insts, inst)
	v, _ := inst.(value.Value)
	return v
}

// newBlock creates a block of the expansion.
func (x *memExpander) newBlock(c *memCall, tag string) *llir.Block {
	b := llir.NewBlock(fmt.Sprintf("%s.mem%d.%s", c.blockName, x.n, tag))
	b.Parent = x.fn
	return b
}

// enter makes b the current block; blocks are laid out in the order they
// are entered.
func (x *memExpander) enter(b *llir.Block) {
	x.cur = b
	x.added = append(x.added, b)
}

// intType is the integer type of a width in bytes.
func intType(w int64) *types.IntType { return types.NewInt(uint64(8 * w)) }

// ptrAt is base + off bytes as a pointer to a w-byte integer, in base's
// address space.
func (x *memExpander) ptrAt(base, off value.Value, w int64) value.Value {
	pt, ok := base.Type().(*types.PointerType)
	if !ok {
		x.s.fail("a memory intrinsic's address has type %s", base.Type())
	}
	p := base
	if !types.Equal(pt.ElemType, types.I8) {
		bp := types.NewPointer(types.I8)
		bp.AddrSpace = pt.AddrSpace
		p = x.add(llir.NewBitCast(base, bp))
	}
	if c, ok := off.(*constant.Int); !ok || c.X.Sign() != 0 {
		p = x.add(llir.NewGetElementPtr(types.I8, p, off))
	}
	if w == 1 {
		return p
	}
	wt := types.NewPointer(intType(w))
	wt.AddrSpace = pt.AddrSpace
	return x.add(llir.NewBitCast(p, wt))
}

// load and store are one w-byte access at base + off.
func (x *memExpander) load(base, off value.Value, w int64) value.Value {
	ld := llir.NewLoad(intType(w), x.ptrAt(base, off, w))
	ld.Align = llir.Align(w)
	return x.add(ld)
}

func (x *memExpander) store(v, base, off value.Value, w int64) {
	st := llir.NewStore(v, x.ptrAt(base, off, w))
	st.Align = llir.Align(w)
	x.add(st)
}

// splat is memset's byte repeated over w bytes.
func (x *memExpander) splat(c *memCall, w int64) value.Value {
	if w == 1 {
		return c.src
	}
	t := intType(w)
	ones := int64(0)
	for k := int64(0); k < w; k++ {
		ones |= 1 << (8 * k)
	}
	if ci, ok := c.src.(*constant.Int); ok {
		b := ci.X.Int64() & 0xff
		return constant.NewInt(t, b*ones)
	}
	z := x.add(llir.NewZExt(c.src, t))
	return x.add(llir.NewMul(z, constant.NewInt(t, ones)))
}

// expand replaces the call at b.Insts[k].
func (x *memExpander) expand(b *llir.Block, k int, c *memCall) {
	c.blockName = blockName(b)
	rest := append([]llir.Instruction(nil), b.Insts[k+1:]...)
	b.Insts = b.Insts[:k]
	x.cur = b
	x.names = 0
	x.added = nil
	defer func() { x.n++ }()
	if c.isConst && int64(len(c.inlinePieces())) <= maxInlineAccesses {
		x.inline(c)
		b.Insts = append(b.Insts, rest...)
		return
	}
	// Split the block: the expansion's loops go between b and done.
	done := x.newBlock(c, "done")
	done.Insts = rest
	done.Term = b.Term
	for _, succ := range b.Term.Succs() {
		for _, inst := range succ.Insts {
			if phi, ok := inst.(*llir.InstPhi); ok {
				for _, inc := range phi.Incs {
					if inc.Pred == value.Value(b) {
						inc.Pred = done
					}
				}
			}
		}
	}
	w := c.width()
	lt := c.lenType
	units := c.length
	if w > 1 {
		units = x.add(llir.NewLShr(c.length, constant.NewInt(lt, log2(w))))
	}
	// The byte tail starts after the units (at 0 when there are none).
	var tailStart value.Value = constant.NewInt(lt, 0)
	if w > 1 {
		tailStart = x.add(llir.NewShl(units, constant.NewInt(lt, log2(w))))
	}
	if c.kind != "memmove" {
		x.forward(c, units, tailStart, w, done)
	} else if !x.mayOverlap(c) {
		x.forward(c, units, tailStart, w, done)
	} else {
		// Compare the pointers themselves (not ptrtoint): that keeps a
		// local or shared pointer in its own space.
		d, src := c.dst, c.src
		if !types.Equal(d.Type(), src.Type()) {
			d, src = x.generic(d), x.generic(src)
		}
		fwd := x.add(llir.NewICmp(enum.IPredULE, d, src))
		from := x.cur
		fb, bb := x.newBlock(c, "fwd"), x.newBlock(c, "bwd")
		from.Term = llir.NewCondBr(fwd, fb, bb)
		x.enter(fb)
		x.forward(c, units, tailStart, w, done)
		x.enter(bb)
		x.backward(c, units, tailStart, w, done)
	}
	// Lay the expansion out right after b, done last.
	x.added = append(x.added, done)
	pos := 0
	for i, bl := range x.fn.Blocks {
		if bl == b {
			pos = i
		}
	}
	blocks := append([]*llir.Block(nil), x.fn.Blocks[:pos+1]...)
	blocks = append(blocks, x.added...)
	x.fn.Blocks = append(blocks, x.fn.Blocks[pos+1:]...)
}

// mayOverlap reports whether a memmove's operands can overlap: not when
// they point into different memory spaces, by type or by origin.
func (x *memExpander) mayOverlap(c *memCall) bool {
	dt, _ := c.dst.Type().(*types.PointerType)
	st, _ := c.src.Type().(*types.PointerType)
	if dt == nil || st == nil || (dt.AddrSpace != st.AddrSpace && dt.AddrSpace != 0 && st.AddrSpace != 0) {
		return false
	}
	a, b := memOrigin(c.dst), memOrigin(c.src)
	// An unknown origin is global memory: pointers into local or shared
	// memory never lose their origin (planPointers).
	return a == b
}

// memOrigin is the address space a pointer's origin (through GEPs and
// casts) is known to be in: 3 for a shared global, 4 for a constant one, 5
// for an alloca, -1 when it is not known (global or generic).
func memOrigin(v value.Value) int {
	for {
		switch p := v.(type) {
		case *llir.InstAlloca:
			return spaceLocal
		case *llir.Global:
			if as := int(p.Typ.AddrSpace); as == 3 || as == 4 {
				return as
			}
			return -1
		case *llir.InstGetElementPtr:
			v = p.Src
		case *llir.InstBitCast:
			v = p.From
		case *llir.InstAddrSpaceCast:
			v = p.From
		case *constant.ExprGetElementPtr:
			v = p.Src
		case *constant.ExprBitCast:
			v = p.From
		case *constant.ExprAddrSpaceCast:
			v = p.From
		default:
			if pt, ok := v.Type().(*types.PointerType); ok && (pt.AddrSpace == 3 || pt.AddrSpace == 5) {
				return int(pt.AddrSpace)
			}
			return -1
		}
	}
}

// generic casts a pointer to the generic address space.
func (x *memExpander) generic(p value.Value) value.Value {
	pt := p.Type().(*types.PointerType)
	if pt.AddrSpace == 0 {
		return p
	}
	return x.add(llir.NewAddrSpaceCast(p, types.NewPointer(pt.ElemType)))
}

func log2(w int64) int64 {
	n := int64(0)
	for w > 1 {
		w /= 2
		n++
	}
	return n
}

// inline copies or sets a constant length piece by piece.
func (x *memExpander) inline(c *memCall) {
	pieces := c.inlinePieces()
	off := func(o int64) value.Value { return constant.NewInt(types.I64, o) }
	if c.kind == "memset" {
		for _, p := range pieces {
			x.store(x.splat(c, p[1]), c.dst, off(p[0]), p[1])
		}
		return
	}
	// Loads first (memmove may overlap), then stores.
	vals := make([]value.Value, len(pieces))
	for i, p := range pieces {
		vals[i] = x.load(c.src, off(p[0]), p[1])
	}
	for i, p := range pieces {
		x.store(vals[i], c.dst, off(p[0]), p[1])
	}
}

// moveAt copies (or sets) the w bytes at byte offset off.
func (x *memExpander) moveAt(c *memCall, off value.Value, w int64) {
	if types.Equal(off.Type(), types.I32) {
		off = x.add(llir.NewZExt(off, types.I64))
	}
	var v value.Value
	if c.kind == "memset" {
		v = x.splat(c, w)
	} else {
		v = x.load(c.src, off, w)
	}
	x.store(v, c.dst, off, w)
}

// loop emits `for (i = start; cond(i); ) { body }` from the current block
// (which gets the branch into the loop) to next; step computes the next
// index from the loop's index (in the body block, before the body when
// pre is true, so the body sees the stepped index).
func (x *memExpander) loop(c *memCall, tag string, start value.Value, cmp enum.IPred, bound value.Value,
	step func(i value.Value) value.Value, body func(i value.Value), pre bool, next *llir.Block) {
	head, bodyB := x.newBlock(c, tag+".head"), x.newBlock(c, tag+".body")
	from := x.cur
	from.Term = llir.NewBr(head)
	phi := llir.NewPhi(llir.NewIncoming(start, from))
	x.enter(head)
	i := x.add(phi)
	cond := x.add(llir.NewICmp(cmp, i, bound))
	head.Term = llir.NewCondBr(cond, bodyB, next)
	x.enter(bodyB)
	var stepped value.Value
	if pre {
		stepped = step(i)
		body(stepped)
	} else {
		body(i)
		stepped = step(i)
	}
	phi.Incs = append(phi.Incs, llir.NewIncoming(stepped, x.cur))
	x.cur.Term = llir.NewBr(head)
}

// forward runs the unit loop upwards, then the byte tail, then goes to done.
func (x *memExpander) forward(c *memCall, units, tailStart value.Value, w int64, done *llir.Block) {
	lt := c.lenType
	one := constant.NewInt(lt, 1)
	inc := func(i value.Value) value.Value { return x.add(llir.NewAdd(i, one)) }
	if w > 1 {
		tail := x.newBlock(c, "tail")
		x.loop(c, "units", constant.NewInt(lt, 0), enum.IPredULT, units, inc, func(u value.Value) {
			x.moveAt(c, x.add(llir.NewShl(u, constant.NewInt(lt, log2(w)))), w)
		}, false, tail)
		x.enter(tail)
	}
	if w > 1 && c.isConst && c.constLen%w == 0 {
		x.cur.Term = llir.NewBr(done)
		return
	}
	x.loop(c, "bytes", tailStart, enum.IPredULT, c.length, inc, func(b value.Value) { x.moveAt(c, b, 1) }, false, done)
}

// backward runs the byte tail downwards from the end, then the units from
// the top, then goes to done.
func (x *memExpander) backward(c *memCall, units, tailStart value.Value, w int64, done *llir.Block) {
	lt := c.lenType
	one := constant.NewInt(lt, 1)
	dec := func(i value.Value) value.Value { return x.add(llir.NewSub(i, one)) }
	next := done
	if w > 1 {
		next = x.newBlock(c, "units")
	}
	x.loop(c, "bbytes", c.length, enum.IPredUGT, tailStart, dec, func(b value.Value) { x.moveAt(c, b, 1) }, true, next)
	if w == 1 {
		return
	}
	x.enter(next)
	x.loop(c, "bunits", units, enum.IPredUGT, constant.NewInt(lt, 0), dec, func(u value.Value) {
		x.moveAt(c, x.add(llir.NewShl(u, constant.NewInt(lt, log2(w)))), w)
	}, true, done)
}
