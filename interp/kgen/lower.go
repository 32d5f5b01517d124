package kgen

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Lowering: the statement tree becomes LLVM 14 IR with typed pointers in
// SSA form. Variables live in SSA values; if/switch joins and loop headers
// get phis for the variables their arms or bodies assign.

type irPhi struct {
	name string
	t    Type
	ts   string      // the type's spelling when it is not an integer type (pointer phis)
	inc  [][2]string // value, block label
}

type irBlock struct {
	label string
	phis  []*irPhi
	lines []string
	term  string
}

type builder struct {
	p      *Prog
	blocks []*irBlock
	cur    *irBlock
	ntmp   int
	nlbl   int
	env    []string // current SSA operand of every variable
	decls  map[string]bool
	frames []*loopFrame // enclosing loops that break and continue jump out of
	fn     *Func        // the helper being lowered, nil for the kernel
	nslot  int          // allocas added by entryAlloca
}

// IR lowers the program to the text of an LLVM IR module with one kernel.
func (p *Prog) IR() string {
	b := &builder{p: p, decls: map[string]bool{}}
	b.env = make([]string, len(p.Vars))
	for i := range b.env {
		b.env[i] = "0"
		if p.Vars[i].IsFloat() {
			b.env[i] = "0.0"
		}
	}
	b.cur = &irBlock{label: "entry"}
	b.blocks = append(b.blocks, b.cur)
	b.prologue()
	b.stmts(p.Body)
	if b.cur != nil { // (every thread may have returned)
		b.epilogue()
	}
	return b.module()
}

func (b *builder) tmp() string {
	b.ntmp++
	return fmt.Sprintf("%%t%d", b.ntmp)
}

func (b *builder) emit(format string, args ...interface{}) {
	b.cur.lines = append(b.cur.lines, fmt.Sprintf(format, args...))
}

// def emits "%tN = <text>" and returns %tN.
func (b *builder) def(format string, args ...interface{}) string {
	t := b.tmp()
	b.cur.lines = append(b.cur.lines, t+" = "+fmt.Sprintf(format, args...))
	return t
}

func (b *builder) newBlock(prefix string) *irBlock {
	b.nlbl++
	blk := &irBlock{label: fmt.Sprintf("%s%d", prefix, b.nlbl)}
	return blk
}

func (b *builder) enter(blk *irBlock) {
	b.blocks = append(b.blocks, blk)
	b.cur = blk
}

func (b *builder) declare(decl string) { b.decls[decl] = true }

// literal is the IR spelling of constant v of type t.
func literal(t Type, v uint64) string {
	if t.IsFloat() {
		return floatLiteral(t, v)
	}
	if t == I1 {
		if v&1 != 0 {
			return "true"
		}
		return "false"
	}
	s := 64 - uint(t)
	return fmt.Sprint(int64(v<<s) >> s)
}

func (b *builder) prologue() {
	p := b.p
	for _, r := range []string{"tid.x", "tid.y", "ntid.x", "ctaid.x", "nctaid.x", "laneid"} {
		decl := "declare i32 @llvm.nvvm.read.ptx.sreg." + r + "()"
		b.declare(decl)
		b.emit("%%%s = call i32 @llvm.nvvm.read.ptx.sreg.%s()", r, r)
	}
	b.emit("%%ty.nx = mul i32 %%tid.y, %%ntid.x")
	b.emit("%%lin = add i32 %%tid.x, %%ty.nx")
	b.emit("%%cta.base = mul i32 %%ctaid.x, %d", p.threads())
	b.emit("%%gid = add i32 %%cta.base, %%lin")
	b.emit("%%lin64 = zext i32 %%lin to i64")
	b.emit("%%gid64 = zext i32 %%gid to i64")
	b.emit("%%obase = mul i64 %%gid64, %d", p.slots())
	for k, t := range p.Locals {
		b.emit("%%loc%d = alloca [%d x %s], align 8", k, LocalLen, t)
	}
	if p.PtrSlot {
		b.emit("%%pslot = alloca i8*, align 8")
	}
	// Local arrays start with defined contents.
	for k, t := range p.Locals {
		for i := 0; i < LocalLen; i++ {
			ptr := b.def("getelementptr inbounds [%[1]d x %[2]s], [%[1]d x %[2]s]* %%loc%[3]d, i64 0, i64 %[4]d", LocalLen, t, k, i)
			b.emit("store %s %s, %s* %s, align %d", t, literal(t, uint64(i*37+k*11+3)), t, ptr, t.Bytes())
		}
	}
}

func (b *builder) epilogue() {
	for v, t := range b.p.Vars {
		b.storeSlot(v, t, b.env[v])
	}
	b.cur.term = "ret void"
}

// storeSlot stores value val of type t, sign-extended to i64, to the
// thread's output slot.
func (b *builder) storeSlot(slot int, t Type, val string) { b.storeSlotAligned(slot, t, val, 0) }

// storeSlotAligned is storeSlot with an access alignment (see alignOf).
func (b *builder) storeSlotAligned(slot int, t Type, val string, align int) {
	if t.IsFloat() { // an FP variable: its float output slot
		b.storeFloat(b.p.fslot(slot), t, val)
		return
	}
	if t != I64 {
		val = b.def("sext %s %s to i64", t, val)
	}
	idx := b.def("add i64 %%obase, %d", slot)
	ptr := b.def("getelementptr inbounds i64, i64* %%out, i64 %s", idx)
	b.emit("store i64 %s, i64* %s, align %d", val, ptr, alignOf(I64, align))
}

var specialOperands = [...]string{"%tid.x", "%tid.y", "%lin", "%gid", "%laneid", "%ctaid.x", "%ntid.x", "%nctaid.x"}

// index64 turns an index expression into an i64 reduced modulo n (a power
// of two).
func (b *builder) index64(e Expr, n int) string {
	v := b.expr(e)
	if t := e.Type(); t != I64 {
		v = b.def("zext %s %s to i64", t, v)
	}
	return b.def("and i64 %s, %d", v, n-1)
}

func (b *builder) expr(e Expr) string {
	switch e := e.(type) {
	case *Const:
		return literal(e.T, e.V)
	case *VarRef:
		return b.env[e.V]
	case *ParamRef:
		return fmt.Sprintf("%%s%d", e.P)
	case *Special:
		return specialOperands[e.Kind]
	case *Bin:
		x, y := b.expr(e.X), b.expr(e.Y)
		return b.def("%s %s %s, %s", e.Op, e.X.Type(), x, y)
	case *Shift:
		t := e.X.Type()
		x, a := b.expr(e.X), b.expr(e.Amt)
		m := b.def("and %s %s, %d", t, a, int(t)-1)
		return b.def("%s %s %s, %s", e.Op, t, x, m)
	case *Div:
		return b.div(e)
	case *Flagged:
		return b.flagged(e)
	case *Cast:
		return b.def("%s %s %s to %s", e.Op, e.X.Type(), b.expr(e.X), e.To)
	case *Cmp:
		x, y := b.expr(e.X), b.expr(e.Y)
		if e.X.Type().IsFloat() {
			return b.def("%s %s %s %s, %s", flagged("fcmp", e.Flags), e.Pred, e.X.Type(), x, y)
		}
		return b.def("icmp %s %s %s, %s", e.Pred, e.X.Type(), x, y)
	case *Select:
		c, x, y := b.expr(e.C), b.expr(e.X), b.expr(e.Y)
		t := e.X.Type()
		return b.def("select i1 %s, %s %s, %s %s", c, t, x, t, y)
	case *Load:
		in := b.p.Inputs[e.Buf]
		idx := b.index64(e.Idx, in.Len)
		ptr := b.def("getelementptr inbounds %[1]s, %[1]s* %%in%[2]d, i64 %[3]s", e.T, e.Buf, idx)
		return b.def("load %[1]s, %[1]s* %[2]s, align %[3]d", e.T, ptr, alignOf(e.T, e.Align))
	case *LocalLoad:
		idx := b.index64(e.Idx, LocalLen)
		ptr := b.def("getelementptr inbounds [%[1]d x %[2]s], [%[1]d x %[2]s]* %%loc%[3]d, i64 0, i64 %[4]s", LocalLen, e.T, e.Arr, idx)
		return b.def("load %[1]s, %[1]s* %[2]s, align %[3]d", e.T, ptr, e.T.Bytes())
	case *Intrin:
		t := e.Args[0].Type()
		var args []string
		var params []string
		for _, a := range e.Args {
			args = append(args, fmt.Sprintf("%s %s", t, b.expr(a)))
			params = append(params, t.String())
		}
		if e.Name == "abs" || e.Name == "ctlz" || e.Name == "cttz" {
			args = append(args, "i1 false")
			params = append(params, "i1")
		}
		b.declare(fmt.Sprintf("declare %[1]s @llvm.%[2]s.%[1]s(%[3]s)", t, e.Name, strings.Join(params, ", ")))
		return b.def("call %[1]s @llvm.%[2]s.%[1]s(%[3]s)", t, e.Name, strings.Join(args, ", "))
	case *Shfl:
		x, lane := b.expr(e.X), b.expr(e.Lane)
		c := (32 - e.Width) << 8
		if e.Mode != "up" {
			c |= 31
		}
		b.declare(fmt.Sprintf("declare i32 @llvm.nvvm.shfl.sync.%s.i32(i32, i32, i32, i32)", e.Mode))
		return b.def("call i32 @llvm.nvvm.shfl.sync.%s.i32(i32 -1, i32 %s, i32 %s, i32 %d)", e.Mode, x, lane, c)
	case *Vote:
		c := b.expr(e.C)
		if e.Kind == "ballot" {
			b.declare("declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)")
			return b.def("call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %s)", c)
		}
		b.declare(fmt.Sprintf("declare i1 @llvm.nvvm.vote.%s.sync(i32, i1)", e.Kind))
		r := b.def("call i1 @llvm.nvvm.vote.%s.sync(i32 -1, i1 %s)", e.Kind, c)
		return b.def("zext i1 %s to i32", r)
	case *Match:
		// LLVM types the lane mask like the value (i32 or i64).
		t := e.X.Type()
		x := b.expr(e.X)
		b.declare(fmt.Sprintf("declare %[1]s @llvm.nvvm.match.any.sync.%[1]s(i32, %[1]s)", t))
		m := b.def("call %[1]s @llvm.nvvm.match.any.sync.%[1]s(i32 -1, %[1]s %[2]s)", t, x)
		if t == I64 {
			m = b.def("trunc i64 %s to i32", m)
		}
		return m
	case *FBin, *FNeg, *FConv, *FCall:
		return b.fpExpr(e)
	case *BarCount, *DevLoad:
		return b.issue12Expr(e)
	case *Idiom:
		return b.lowerIdiom(e)
	case *WarpReduce:
		return b.lowerWarpReduce(e)
	case *Call:
		return b.call(e)
	case *ConstLoad:
		return b.constLoad(e)
	case *PTXAsm:
		return b.ptxAsm(e)
	case *TexFetch:
		return b.texFetch(e)
	case *ArgLoad:
		return b.argLoad(e)
	case *Redux:
		x := b.expr(e.X)
		b.declare(fmt.Sprintf("declare i32 @llvm.nvvm.redux.sync.%s(i32, i32)", e.Op))
		return b.def("call i32 @llvm.nvvm.redux.sync.%s(i32 %s, i32 -1)", e.Op, x)
	}
	panic(fmt.Sprintf("kgen: cannot lower %T", e))
}

// div lowers a division with its divisor guard.
func (b *builder) div(e *Div) string {
	t := e.X.Type()
	if c, ok := e.Y.(*Const); ok && t != I1 {
		return b.def("%s %s %s, %s", e.Op, t, b.expr(e.X), literal(t, constDivisor(e, c.V)))
	}
	x, y := b.expr(e.X), b.expr(e.Y)
	var d string
	switch {
	case e.Op == "udiv" || e.Op == "urem":
		d = b.def("or %s %s, 1", t, y) // nonzero
	case e.Neg:
		m := b.def("or %s %s, %s", t, y, literal(t, 1<<(t-1)))
		d = b.def("and %s %s, -2", t, m) // in [INT_MIN, -2]: nonzero, not -1
	default:
		m := b.def("and %s %s, %s", t, y, literal(t, 1<<(t-1)-1))
		d = b.def("or %s %s, 1", t, m) // in [1, INT_MAX]
	}
	return b.def("%s %s %s, %s", e.Op, t, x, d)
}

// constDivisor makes a constant divisor UB-free: nonzero, and for signed
// divisions not -1 (INT_MIN / -1 overflows); Neg asks for a negative one.
func constDivisor(e *Div, v uint64) uint64 {
	t := e.X.Type()
	s := 64 - uint(t)
	d := int64(v<<s) >> s
	if e.Op == "udiv" || e.Op == "urem" {
		if v<<s == 0 {
			return 1
		}
		return v
	}
	if e.Neg && d > 0 {
		d = -d
	}
	switch d {
	case 0:
		d = 1
	case -1:
		d = -2
	}
	return uint64(d)
}

// flagged lowers the Flagged constructions; see FlagKind.
func (b *builder) flagged(e *Flagged) string {
	t := e.X.Type()
	w, n := int(t), e.N
	x, y := b.expr(e.X), b.expr(e.Y)
	lowMask := func(bits int) string { return literal(t, 1<<uint(bits)-1) }
	switch e.Kind {
	case FAddNUWNSW:
		a := b.def("and %s %s, %s", t, x, lowMask(w-2))
		c := b.def("and %s %s, %s", t, y, lowMask(w-2))
		return b.def("add nuw nsw %s %s, %s", t, a, c)
	case FAddNSW:
		a := b.def("ashr %s %s, 1", t, x)
		c := b.def("ashr %s %s, 1", t, y)
		return b.def("add nsw %s %s, %s", t, a, c)
	case FSubNSW:
		a := b.def("ashr %s %s, 1", t, x)
		c := b.def("ashr %s %s, 2", t, y)
		return b.def("sub nsw %s %s, %s", t, a, c)
	case FSubNUW:
		a := b.def("or %s %s, %s", t, x, literal(t, 1<<uint(w-1)))
		c := b.def("lshr %s %s, 1", t, y)
		return b.def("sub nuw %s %s, %s", t, a, c)
	case FMulNUWNSW:
		a := b.def("and %s %s, %s", t, x, lowMask(n))
		c := b.def("and %s %s, %s", t, y, lowMask(w-1-n))
		return b.def("mul nuw nsw %s %s, %s", t, a, c)
	case FMulNSW:
		a := b.def("ashr %s %s, %d", t, x, w-n)
		c := b.def("ashr %s %s, %d", t, y, n)
		return b.def("mul nsw %s %s, %s", t, a, c)
	case FShlNUWNSW:
		a := b.def("and %s %s, %s", t, x, lowMask(w-1-n))
		return b.def("shl nuw nsw %s %s, %d", t, a, n)
	case FShlNSW:
		a := b.def("ashr %s %s, %d", t, x, n)
		return b.def("shl nsw %s %s, %d", t, a, n)
	case FLShrExact, FAShrExact:
		a := b.def("and %s %s, %s", t, x, literal(t, ^uint64(0)<<uint(n)))
		op := "lshr"
		if e.Kind == FAShrExact {
			op = "ashr"
		}
		return b.def("%s exact %s %s, %d", op, t, a, n)
	case FUDivExact, FSDivExact:
		m := b.def("and %s %s, %s", t, y, lowMask(w-1-n))
		d := b.def("or %s %s, 1", t, m)
		if e.Kind == FUDivExact {
			q := b.def("and %s %s, %s", t, x, lowMask(n))
			prod := b.def("mul nuw nsw %s %s, %s", t, q, d)
			return b.def("udiv exact %s %s, %s", t, prod, d)
		}
		q := b.def("ashr %s %s, %d", t, x, w-n)
		prod := b.def("mul nsw %s %s, %s", t, q, d)
		return b.def("sdiv exact %s %s, %s", t, prod, d)
	}
	panic("kgen: unknown flagged construction")
}

// stmts lowers a statement list; once control cannot reach the end of the
// current block (after break, continue or return: b.cur is nil) the rest
// of the list is dead and skipped.
func (b *builder) stmts(ss []Stmt) {
	for _, s := range ss {
		if b.cur == nil {
			return
		}
		b.stmt(s)
	}
}

// join ends the arms (their final blocks and environments; a nil block is
// an arm that jumped away) in a new block with phis for the variables
// whose values differ. When no arm reaches the join, control ends here.
func (b *builder) join(ends []*irBlock, envs [][]string) {
	var live []*irBlock
	var liveEnvs [][]string
	for k, e := range ends {
		if e != nil {
			live, liveEnvs = append(live, e), append(liveEnvs, envs[k])
		}
	}
	if len(live) == 0 {
		b.cur = nil
		return
	}
	j := b.newBlock("join")
	for _, e := range live {
		e.term = "br label %" + j.label
	}
	b.merge(j, live, liveEnvs)
}

// merge enters blk, whose predecessors ends reach it with environments
// envs, adding phis for the variables whose values differ.
func (b *builder) merge(j *irBlock, ends []*irBlock, envs [][]string) {
	b.enter(j)
	env := make([]string, len(envs[0]))
	for v := range env {
		same := true
		for _, e := range envs[1:] {
			if e[v] != envs[0][v] {
				same = false
			}
		}
		if same {
			env[v] = envs[0][v]
			continue
		}
		phi := &irPhi{name: b.tmp(), t: b.p.Vars[v]}
		for k, e := range envs {
			phi.inc = append(phi.inc, [2]string{e[v], ends[k].label})
		}
		j.phis = append(j.phis, phi)
		env[v] = phi.name
	}
	b.env = env
}

func (b *builder) arm(blk *irBlock, start []string, body []Stmt) (*irBlock, []string) {
	b.enter(blk)
	b.env = append([]string(nil), start...)
	b.stmts(body)
	return b.cur, b.env
}

func (b *builder) stmt(s Stmt) {
	p := b.p
	switch s := s.(type) {
	case *Assign:
		b.env[s.V] = b.expr(s.E)
	case *If:
		c := b.expr(s.C)
		th, el := b.newBlock("then"), b.newBlock("else")
		for _, o := range s.Or {
			next := b.newBlock("or")
			b.cur.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", c, th.label, next.label)
			b.enter(next)
			c = b.expr(o)
		}
		b.cur.term = fmt.Sprintf("br i1 %s, label %%%s, label %%%s", c, th.label, el.label)
		start := b.env
		e1, env1 := b.arm(th, start, s.Then)
		e2, env2 := b.arm(el, start, s.Else)
		b.join([]*irBlock{e1, e2}, [][]string{env1, env2})
	case *Switch:
		x := b.expr(s.X)
		sel := b.def("and i32 %s, 3", x)
		def := b.newBlock("default")
		var cases []*irBlock
		var arms []string
		for k := range s.Cases {
			c := b.newBlock("case")
			cases = append(cases, c)
			arms = append(arms, fmt.Sprintf("i32 %d, label %%%s", k, c.label))
		}
		b.cur.term = fmt.Sprintf("switch i32 %s, label %%%s [ %s ]", sel, def.label, strings.Join(arms, " "))
		start := b.env
		var ends []*irBlock
		var envs [][]string
		for k, c := range cases {
			e, env := b.arm(c, start, s.Cases[k])
			ends, envs = append(ends, e), append(envs, env)
		}
		e, env := b.arm(def, start, s.Default)
		b.join(append(ends, e), append(envs, env))
	case *Loop:
		b.loop(s)
	case *PtrLoad, *PtrStore, *PtrAtomic:
		b.pointerStmt(s)
	case *Search:
		b.search(s)
	case *DoWhile:
		b.doWhile(s)
	case *GridStride:
		b.gridStride(s)
	case *Break, *Continue, *Return:
		b.jump(s)
	case *Store:
		v := b.expr(s.E)
		b.storeSlotAligned(len(p.Vars)+s.Slot, s.E.Type(), v, s.Align)
	case *DevStore, *SharedWrap:
		b.issue12Stmt(s)
	case *MemOp:
		b.memOp(s)
	case *NamedBarrier:
		b.namedBarrier(s)
	case *FStore:
		v := b.expr(s.E)
		b.storeFloat(p.fslots(s.E.Type())-p.FStores[map[Type]int{F32: 0, F64: 1}[s.E.Type()]]+s.Slot, s.E.Type(), v)
	case *LocalStore:
		t := p.Locals[s.Arr]
		idx := b.index64(s.Idx, LocalLen)
		v := b.expr(s.E)
		ptr := b.def("getelementptr inbounds [%[1]d x %[2]s], [%[1]d x %[2]s]* %%loc%[3]d, i64 0, i64 %[4]s", LocalLen, t, s.Arr, idx)
		b.emit("store %[1]s %[2]s, %[1]s* %[3]s, align %[4]d", t, v, ptr, t.Bytes())
	case *Atomic:
		t, buf := I32, "%acc32"
		if s.Wide {
			t, buf = I64, "%acc64"
		}
		v := b.expr(s.E)
		ptr := b.def("getelementptr inbounds %[1]s, %[1]s* %[2]s, i64 %[3]d", t, buf, s.Counter)
		if slices.Contains(wrapOps, s.Op) {
			b.wrapCall(s.Op, ptr, p.AccLimits[s.Counter])
			break
		}
		b.def("atomicrmw %[1]s %[2]s* %[3]s, %[2]s %[4]s seq_cst", s.Op, t, ptr, v)
	case *Exchange:
		b.exchange(s)
	case *Barrier:
		b.barrier()
	default:
		panic(fmt.Sprintf("kgen: cannot lower %T", s))
	}
}

func (b *builder) barrier() {
	b.declare("declare void @llvm.nvvm.barrier0()")
	b.emit("call void @llvm.nvvm.barrier0()")
}

// sharedArray returns the element type, the IR array type and the global
// of shared array arr.
func (b *builder) sharedArray(arr int) (Type, string, string) {
	p := b.p
	if arr != DynArr {
		t := p.Shared[arr]
		return t, fmt.Sprintf("[%d x %s]", p.threads(), t), fmt.Sprintf("@sh%d", arr)
	}
	return I32, "[0 x i32]", "@dsh"
}

func (b *builder) exchange(s *Exchange) {
	t, at, g := b.sharedArray(s.Arr)
	access := func(idx string) (string, string) {
		ptr := b.def("getelementptr inbounds %[1]s, %[1]s addrspace(3)* %[2]s, i64 0, i64 %[3]s", at, g, idx)
		if s.Generic {
			return b.def("addrspacecast %s addrspace(3)* %s to %s*", t, ptr, t), t.String() + "*"
		}
		return ptr, t.String() + " addrspace(3)*"
	}
	v := b.expr(s.E)
	ptr, pt := access("%lin64")
	switch {
	case s.Memcpy:
		b.exchangeMemcpy(t, v, ptr, pt)
	case s.Memset:
		b.exchangeMemset(t, v, ptr, pt)
	default:
		b.emit("store %s %s, %s %s, align %d", t, v, pt, ptr, t.Bytes())
	}
	b.exchangeBarrier(s)
	for _, r := range s.Reads {
		var ptr, pt string
		if r.P != nil {
			ptr, pt = access("0")
			ptr = b.pick(r.P, t, pt, ptr)
		} else {
			ptr, pt = access(b.index64(r.Idx, b.p.threads()))
		}
		b.env[r.V] = b.def("load %s, %s %s, align %d", t, pt, ptr, t.Bytes())
	}
	b.exchangeBarrier(s)
}

// assigned collects the variables a statement list may write.
func assigned(ss []Stmt, out map[int]bool) {
	for _, s := range ss {
		switch s := s.(type) {
		case *Assign:
			out[s.V] = true
		case *If:
			assigned(s.Then, out)
			assigned(s.Else, out)
		case *Switch:
			for _, c := range s.Cases {
				assigned(c, out)
			}
			assigned(s.Default, out)
		case *Loop:
			out[s.Counter] = true
			assigned(s.Body, out)
		case *Exchange:
			for _, r := range s.Reads {
				out[r.V] = true
			}
		case *SharedWrap:
			out[s.V] = true
		case *PtrLoad:
			out[s.V] = true
		case *Search:
			out[s.Counter] = true
			assigned(s.Body, out)
			assigned(s.Found, out)
			assigned(s.NotFound, out)
		case *DoWhile:
			out[s.Counter] = true
			assigned(s.Body, out)
		case *GridStride:
			out[s.Counter] = true
			assigned(s.Body, out)
		}
	}
}

// trip forms a loop's trip count (1..MaxTrip) from its Trip expression.
func (b *builder) trip(e Expr) string {
	if c, ok := e.(*Const); ok && c.V >= 1 && c.V <= MaxTrip {
		return literal(I32, c.V)
	}
	m := b.def("and i32 %s, %d", b.expr(e), MaxTrip-1)
	return b.def("add i32 %s, 1", m)
}

func (b *builder) loop(s *Loop) {
	trip := b.trip(s.Trip)
	b.headerLoop(s.Counter, "0", s.Body,
		func(i string) string { return b.def("icmp ult i32 %s, %s", i, trip) },
		func(i string) string { return b.def("add nuw nsw i32 %s, 1", i) })
}

func (b *builder) module() string {
	p := b.p
	var sb strings.Builder
	sb.WriteString("; generated by gpucc/interp/kgen\n")
	sb.WriteString(`target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"` + "\n")
	sb.WriteString(`target triple = "nvptx64-nvidia-cuda"` + "\n\n")
	for k, t := range p.Shared {
		fmt.Fprintf(&sb, "@sh%d = internal addrspace(3) global [%d x %s] undef, align %d\n", k, p.threads(), t, t.Bytes())
	}
	if p.DynShared {
		sb.WriteString("@dsh = external addrspace(3) global [0 x i32], align 4\n")
	}
	if p.WrapShared {
		sb.WriteString("@wsh = internal addrspace(3) global i32 undef, align 4\n")
	}
	if p.DevGlobals {
		fmt.Fprintf(&sb, "@dglob = addrspace(1) externally_initialized global [%d x i32] zeroinitializer, align 4\n", p.gridThreads())
		var elems []string
		for _, v := range devTable {
			elems = append(elems, fmt.Sprintf("i32 %d", v))
		}
		fmt.Fprintf(&sb, "@dtab = addrspace(1) externally_initialized global [%d x i32] [%s], align 4\n", DevTabLen, strings.Join(elems, ", "))
	}
	p.constGlobals(&sb)
	var params []string
	for k, in := range p.Inputs {
		params = append(params, fmt.Sprintf("%s* %%in%d", in.Elem, k))
	}
	params = append(params, "i64* %out", "i32* %acc32", "i64* %acc64")
	if p.Float {
		params = append(params, "float* %fout32", "double* %fout64")
	}
	for k, s := range p.Scalars {
		params = append(params, fmt.Sprintf("%s %%s%d", s.T, k))
	}
	for k := range p.Textures {
		params = append(params, fmt.Sprintf("i64 %%tex%d", k))
	}
	sb.WriteString("\n")
	for k := range p.Funcs {
		sb.WriteString(p.funcIR(k, b.decls))
	}
	fmt.Fprintf(&sb, "define void @%s(%s) {\n", p.Name, strings.Join(params, ", "))
	writeBlocks(&sb, b.blocks)
	sb.WriteString("}\n\n")
	decls := make([]string, 0, len(b.decls))
	for d := range b.decls {
		decls = append(decls, d)
	}
	sort.Strings(decls)
	for _, d := range decls {
		sb.WriteString(d + "\n")
	}
	if len(p.Funcs) > 0 {
		sb.WriteString("\n" + funcAttributes)
	}
	var types []string
	for _, prm := range params {
		types = append(types, prm[:strings.Index(prm, " ")])
	}
	fmt.Fprintf(&sb, "\n!nvvm.annotations = !{!0}\n!0 = !{void (%s)* @%s, !\"kernel\", i32 1}\n", strings.Join(types, ", "), p.Name)
	return sb.String()
}

// writeBlocks writes a function's blocks.
func writeBlocks(sb *strings.Builder, blocks []*irBlock) {
	for _, blk := range blocks {
		fmt.Fprintf(sb, "%s:\n", blk.label)
		for _, phi := range blk.phis {
			var incs []string
			for _, in := range phi.inc {
				incs = append(incs, fmt.Sprintf("[ %s, %%%s ]", in[0], in[1]))
			}
			t := phi.t.String()
			if phi.ts != "" {
				t = phi.ts
			}
			fmt.Fprintf(sb, "  %s = phi %s %s\n", phi.name, t, strings.Join(incs, ", "))
		}
		for _, l := range blk.lines {
			sb.WriteString("  " + l + "\n")
		}
		sb.WriteString("  " + blk.term + "\n")
	}
}
