package kgen

import "fmt"

// Constructs of real kernels gpucc learned late (issue 12), each with a
// Config switch:
//
//   - BarCount: __syncthreads_count/and/or (llvm.nvvm.barrier0.popc/and/or)
//     in uniform control flow; the result is the same in every thread;
//   - atomicInc/atomicDec (llvm.nvvm.atomic.load.inc/dec.32) on the i32
//     accumulator counters whose operation is "inc" or "dec" (every atomic
//     on such a counter uses the counter's limit, Prog.AccLimits, so the
//     final value does not depend on the order), and SharedWrap on a
//     shared counter;
//   - loads and stores with align 1 or 2 (Load.Align, Store.Align);
//   - __device__ globals: @dglob, one i32 element per thread of the grid,
//     written and read by its owner (DevStore, DevLoad), and @dtab, an
//     initialized table read at any index.

// BarCount is __syncthreads_count (Kind "popc"), _and or _or of C.
type BarCount struct {
	Kind string
	C    *Cmp
}

// SharedWrap runs atomicInc (or with Dec atomicDec) with limit Limit on
// the shared counter @wsh, starting from Init, in the threads where C
// holds, and reads the result into variable V (i32) after a barrier:
// thread 0 initializes, barrier, atomics, barrier, read, barrier. It needs
// uniform control flow.
type SharedWrap struct {
	Dec         bool
	Init, Limit uint32
	C           *Cmp
	V           int
}

// DevStore writes E (i32) to the thread's element of @dglob.
type DevStore struct{ E Expr }

// DevLoad reads the thread's element of @dglob (Own) or element Idx of
// @dtab (masked to DevTabLen).
type DevLoad struct {
	Own bool
	Idx Expr
}

// DevTabLen is the length of the __device__ table @dtab.
const DevTabLen = 8

func (e *BarCount) Type() Type { return I32 }
func (e *DevLoad) Type() Type  { return I32 }
func (*SharedWrap) isStmt()    {}
func (*DevStore) isStmt()      {}

// devTable is @dtab's initializer.
var devTable = [DevTabLen]int32{3, -1, 4, 1000000, -5, 9, 2, 65536}

// wrapOps are the counter operations atomicInc and atomicDec.
var wrapOps = []string{"inc", "dec"}

func (b *builder) issue12Expr(e Expr) string {
	p := b.p
	switch e := e.(type) {
	case *BarCount:
		c := b.def("zext i1 %s to i32", b.expr(e.C))
		b.declare(fmt.Sprintf("declare i32 @llvm.nvvm.barrier0.%s(i32)", e.Kind))
		return b.def("call i32 @llvm.nvvm.barrier0.%s(i32 %s)", e.Kind, c)
	case *DevLoad:
		if e.Own {
			ptr := b.def("getelementptr inbounds [%[1]d x i32], [%[1]d x i32] addrspace(1)* @dglob, i64 0, i64 %%gid64", p.gridThreads())
			return b.def("load i32, i32 addrspace(1)* %s, align 4", ptr)
		}
		idx := b.index64(e.Idx, DevTabLen)
		ptr := b.def("getelementptr inbounds [%[1]d x i32], [%[1]d x i32] addrspace(1)* @dtab, i64 0, i64 %[2]s", DevTabLen, idx)
		gen := b.def("addrspacecast i32 addrspace(1)* %s to i32*", ptr)
		return b.def("load i32, i32* %s, align 4", gen)
	}
	panic(fmt.Sprintf("kgen: cannot lower %T", e))
}

func (b *builder) issue12Stmt(s Stmt) {
	p := b.p
	switch s := s.(type) {
	case *DevStore:
		v := b.expr(s.E)
		ptr := b.def("getelementptr inbounds [%[1]d x i32], [%[1]d x i32] addrspace(1)* @dglob, i64 0, i64 %%gid64", p.gridThreads())
		b.emit("store i32 %s, i32 addrspace(1)* %s, align 4", v, ptr)
	case *SharedWrap:
		op := "inc"
		if s.Dec {
			op = "dec"
		}
		first := b.def("icmp eq i32 %%lin, 0")
		init, atom, rest := b.newBlock("wrapinit"), b.newBlock("wrap"), b.newBlock("wrapped")
		b.cur.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", first, init.label, atom.label)
		b.enter(init)
		b.emit("store i32 %d, i32 addrspace(3)* @wsh, align 4", int32(s.Init))
		b.cur.term = "br label %" + atom.label
		b.enter(atom)
		b.barrier()
		c := b.expr(s.C)
		doIt, after := b.newBlock("wrapop"), b.newBlock("wrapsync")
		b.cur.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", c, doIt.label, after.label)
		b.enter(doIt)
		gen := b.def("addrspacecast i32 addrspace(3)* @wsh to i32*")
		b.wrapCall(op, gen, s.Limit)
		b.cur.term = "br label %" + after.label
		b.enter(after)
		b.barrier()
		b.env[s.V] = b.def("load i32, i32 addrspace(3)* @wsh, align 4")
		b.barrier()
		b.cur.term = "br label %" + rest.label
		b.enter(rest)
	}
}

// wrapCall emits atomicInc/atomicDec of the generic i32 pointer ptr.
func (b *builder) wrapCall(op, ptr string, limit uint32) {
	b.declare(fmt.Sprintf("declare i32 @llvm.nvvm.atomic.load.%s.32.p0i32(i32*, i32)", op))
	b.def("call i32 @llvm.nvvm.atomic.load.%s.32.p0i32(i32* %s, i32 %d)", op, ptr, int32(limit))
}

// gridThreads is the number of threads of the grid.
func (p *Prog) gridThreads() int { return p.threads() * int(p.Grid.X*p.Grid.Y*p.Grid.Z) }

// alignOf is the alignment of an access of type t: align (1 or 2) when it
// is below t's natural alignment, else the natural one.
func alignOf(t Type, align int) int {
	if align > 0 && align < t.Bytes() {
		return align
	}
	return t.Bytes()
}

// unaligned draws an access alignment: mostly natural (0), sometimes 1 or 2.
func (g *gen) unaligned() int {
	if g.cfg.NoUnaligned || !g.r.chance(1, 4) {
		return 0
	}
	return pick(g.r, []int{1, 2})
}

// issue12Stmt generates one of the statements above, or nil.
func (g *gen) issue12Stmt(ctx bool) Stmt {
	r, p, cfg := g.r, g.p, g.cfg
	switch r.intn(3) {
	case 0:
		if !cfg.NoDeviceGlobals {
			p.DevGlobals = true
			return &DevStore{E: g.expr(I32, 2, ctx, false)}
		}
	case 1:
		if !cfg.NoAtomicWrap && ctx && !cfg.NoShared {
			var targets []int
			for v, t := range p.Vars {
				if t == I32 && !g.counter[v] && !g.frozen[v] {
					targets = append(targets, v)
				}
			}
			if len(targets) > 0 {
				v := pick(r, targets)
				p.WrapShared = true
				s := &SharedWrap{Dec: r.chance(1, 2), Init: uint32(r.intn(20)), Limit: uint32(pick(r, []int{0, 1, 5, 17, 100, 1 << 30})),
					C: g.cmp(1, ctx, false), V: v}
				g.uni[v] = true // every thread reads the same final count
				return s
			}
		}
	}
	return nil
}
