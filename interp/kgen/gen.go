package kgen

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"gpucc/launch"
)

// Config bounds the generated kernels. Zero fields take the defaults.
type Config struct {
	// MaxStmts bounds the statements of the kernel body, nested ones
	// included (default 30).
	MaxStmts int
	// MaxDepth bounds the nesting of if, switch and loop (default 3).
	MaxDepth int
	// MaxExprDepth bounds expression trees (default 3).
	MaxExprDepth int
	// MaxIterations bounds the product of the trip counts of nested loops
	// (default 64).
	MaxIterations int
	// MaxBlockThreads bounds the threads per block, a power of two >= 32
	// (default 128).
	MaxBlockThreads int
	// MaxGrid bounds the number of blocks (default 3).
	MaxGrid int
	// NoCollectives, NoShared, NoAtomics and NoLocals switch off warp
	// collectives, shared memory with barriers, atomics and local arrays.
	NoCollectives, NoShared, NoAtomics, NoLocals bool
	// NoWarpIdioms switches off the shuffle reductions of warpidioms.go
	// (part of the warp collectives).
	NoWarpIdioms bool
	// NoDivision switches off udiv/sdiv/urem/srem (exact divisions
	// included) and NoIntrinsics the integer intrinsics (min/max, abs,
	// bit counts, byte and bit reversal, funnel shifts), for compilers
	// that do not support them yet.
	NoDivision, NoIntrinsics bool
	// NoPointerPicks switches off pointers into the middle of arrays chosen
	// by phis and selects (constant- and variable-offset GEPs of one base,
	// indexed below themselves) in global, local and shared memory;
	// NoMultiExit the Search loops whose two exits lead into two regions;
	// NoJumps break, continue and early return inside divergent loops;
	// NoDoWhile do/while loops and grid-stride loops (nested in each other).
	NoPointerPicks, NoMultiExit, NoJumps, NoDoWhile bool
	// NoLocalSharedPhis keeps pointers into local and shared memory out of
	// phis and selects (their picks have a single candidate: a pointer into
	// the middle of the array, still indexed below itself), for compilers
	// that reject such pointers.
	NoLocalSharedPhis bool
	// NoFloat switches off floating point (fp.go): F32 and F64 variables,
	// input and output buffers, arithmetic, comparisons, conversions and
	// intrinsics, with and without fast-math flags.
	NoFloat bool
	// NoBranchChains switches off short-circuit branch chains (chain.go):
	// if (c1 || c2 || ...) whose branches all enter one then-block that
	// starts with a divergent branch around a side effect.
	NoBranchChains bool
	// NoBarrierCount switches off __syncthreads_count/and/or, NoAtomicWrap
	// atomicInc/atomicDec, NoUnaligned loads and stores with align 1 and 2,
	// NoDeviceGlobals the __device__ globals (issue12.go).
	NoBarrierCount, NoAtomicWrap, NoUnaligned, NoDeviceGlobals bool
	// NoISAIdioms switches off the single-instruction idioms of issue 16
	// (isaidioms.go: byte dot products, compare masks, saturating packs,
	// inline dp4a/dp2a/cvt.pack.sat/movmatrix).
	NoISAIdioms bool
	// The constructs of real kernels of realkernels.go, each with its
	// switch: NoCalls device helper functions (calls.go), NoMemIntrinsics
	// llvm.memcpy/llvm.memset (memintr.go), NoInlinePTX inline PTX from the
	// compiler's subset (ptx.go), NoConstArrays __constant__ arrays and
	// NoTextures tex1Dfetch on texture objects (constarr.go),
	// NoNamedBarriers bar.sync with an id and a thread count (namedbar.go).
	NoCalls, NoMemIntrinsics, NoInlinePTX, NoConstArrays, NoTextures, NoNamedBarriers bool
	// NoRecursion keeps helpers from calling themselves (a recursive helper
	// calls itself with a strictly decreasing depth, at most MaxRecursion;
	// the compiler makes it a subroutine with a stack).
	NoRecursion bool
	// NoChainCalls keeps helper calls out of the conditions of
	// short-circuit branch chains, where inlined control flow splits the
	// chain's condition blocks (the compiler once deadlocked on such a
	// chain: lower/testdata/regress/chain_inlined_switch.ll).
	NoChainCalls bool
}

func (c Config) withDefaults() Config {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&c.MaxStmts, 30)
	def(&c.MaxDepth, 3)
	def(&c.MaxExprDepth, 3)
	def(&c.MaxIterations, 64)
	def(&c.MaxBlockThreads, 128)
	def(&c.MaxGrid, 3)
	if c.MaxBlockThreads < 32 {
		c.MaxBlockThreads = 32
	}
	return c
}

// Kernel is a generated kernel.
type Kernel struct {
	// Name is the kernel function's name (without '@').
	Name string
	// IR is the LLVM IR module text.
	IR string
	// Prog is the statement tree IR was lowered from.
	Prog *Prog
}

// Launch returns a launch of the kernel with fresh copies of its initial
// buffer contents.
func (k *Kernel) Launch() launch.Launch { return k.Prog.Launch() }

// GenerateSeed generates a kernel from a 64-bit seed.
func GenerateSeed(seed uint64, cfg Config) (*Kernel, error) {
	return Generate(rand.NewPCG(seed, 0x6b67656e), cfg)
}

// Generate generates a kernel drawing every decision from src; use
// NewByteSource to drive it from fuzzer input. The kernel is free of
// undefined behaviour by construction; an error means a generator bug.
func Generate(src rand.Source, cfg Config) (*Kernel, error) {
	g := &gen{r: &rng{src}, cfg: cfg.withDefaults()}
	p := g.program()
	if err := p.Check(); err != nil {
		return nil, fmt.Errorf("kgen: generated program violates its rules: %v\n%s", err, p)
	}
	return &Kernel{Name: p.Name, IR: p.IR(), Prog: p}, nil
}

// gen holds the generator's state. Its uniformity bookkeeping follows the
// rules of Check, conservatively: inside a loop, a variable that was
// uniform when the loop was entered (frozen) may only receive uniform
// values in uniform control flow, so the loop's uniformity fixpoint is
// reached at once; loop counters are visible only in their loop and after
// it in the same statement list, so every use sees the counter of the
// current iteration.
type gen struct {
	r       *rng
	cfg     Config
	p       *Prog
	c       *checker // shares uni
	uni     []bool
	frozen  []bool
	counter []bool // variable is a loop counter
	visible []int  // loop counters in scope
	budget  int
	iters   int
	depth   int
	loops   []loopCtx // enclosing loops, innermost last
	exited  bool      // a thread may have returned: no control flow is uniform any more
	ncalls  int       // helper calls in the kernel (calls.go)
	noCalls bool      // no helper calls here (chain conditions with Config.NoChainCalls)
}

// loopCtx describes an enclosing loop for the generation of jumps.
type loopCtx struct {
	uniform bool // the body runs in uniform control flow
	search  bool // a Search body, which break and continue may not leave
}

var atomicOps = []string{"add", "sub", "and", "or", "xor", "max", "min", "umax", "umin"}

var interesting = []uint64{0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 63, 100, 127, 128, 255, 256, 1000, 65535, 1 << 31, ^uint64(0), ^uint64(0) - 1}

func (g *gen) constant(t Type) *Const {
	var v uint64
	switch g.r.intn(3) {
	case 0:
		v = pick(g.r, interesting)
	case 1:
		v = uint64(g.r.intn(16))
	default:
		v = g.r.u64()
	}
	return &Const{T: t, V: v & t.mask()}
}

func (g *gen) program() *Prog {
	r, cfg := g.r, g.cfg
	p := &Prog{Name: "kgen"}
	g.p = p
	var sizes []int
	for n := 32; n <= cfg.MaxBlockThreads; n *= 2 {
		sizes = append(sizes, n)
	}
	threads := pick(r, sizes)
	ys := []uint32{1}
	for y := uint32(2); y <= 4 && uint32(threads)/y >= 8; y *= 2 {
		ys = append(ys, y)
	}
	y := ys[0]
	if r.chance(1, 3) {
		y = pick(r, ys)
	}
	p.Block = launch.Dim3{X: uint32(threads) / y, Y: y, Z: 1}
	p.Grid = launch.Dim3{X: uint32(1 + r.intn(cfg.MaxGrid)), Y: 1, Z: 1}
	p.Float = !cfg.NoFloat
	elems := dataTypes
	if p.Float {
		elems = append(slices.Clone(dataTypes), F32, F64)
	}
	for i, n := 0, 1+r.intn(3); i < n; i++ {
		p.Inputs = append(p.Inputs, BufSpec{Elem: pick(r, elems), Len: 16 << r.intn(5)})
	}
	if p.Float && !p.Inputs[0].Elem.IsFloat() && r.chance(1, 2) {
		p.Inputs = append(p.Inputs, BufSpec{Elem: pick(r, floatTypes), Len: 16 << r.intn(5)})
	}
	for i, n := 0, 1+r.intn(3); i < n; i++ {
		t := pick(r, dataTypes)
		p.Scalars = append(p.Scalars, ScalarSpec{T: t, Value: g.constant(t).V})
	}
	for k := 0; k < AccLen; k++ {
		p.AccOps32[k], p.AccOps64[k] = pick(r, atomicOps), pick(r, atomicOps)
		if !cfg.NoAtomicWrap && r.chance(1, 4) {
			p.AccOps32[k] = pick(r, wrapOps)
			p.AccLimits[k] = uint32(pick(r, []uint64{0, 1, 3, 100, 1 << 31, 0xffffffff}))
		}
	}
	// Atomics through picked pointers need counters that share their
	// operation.
	if !cfg.NoPointerPicks && !cfg.NoAtomics {
		for _, ops := range []*[AccLen]string{&p.AccOps32, &p.AccOps64} {
			if r.chance(1, 2) {
				for k := range ops {
					ops[k] = ops[0]
					p.AccLimits[k] = p.AccLimits[0]
				}
			}
		}
	}
	p.DataSeed = r.u64()
	g.realSetup() // realkernels.go
	nvars := 2 + r.intn(5)
	for i := 0; i < nvars; i++ {
		g.newVar(pick(r, elems), false)
	}
	g.c = &checker{p: p, uni: g.uni}
	g.budget = cfg.MaxStmts
	g.iters = 1
	// Start every variable from thread indices, input elements or a random
	// expression.
	for v := 0; v < nvars; v++ {
		t := p.Vars[v]
		var e Expr
		switch r.intn(4) {
		case 0:
			e = g.convert(&Special{Kind: pick(r, []SpecialKind{SpGlobal, SpLinear, SpLane, SpTidX})}, t)
		case 1:
			in := r.intn(len(p.Inputs))
			e = g.convert(&Load{Buf: in, Idx: &Special{Kind: SpGlobal}, T: p.Inputs[in].Elem}, t)
		default:
			e = g.expr(t, g.cfg.MaxExprDepth, true, false)
		}
		p.Body = append(p.Body, g.assign(v, e, true))
	}
	p.Body = append(p.Body, g.block(true, g.budget)...)
	return p
}

func (g *gen) newVar(t Type, counter bool) int {
	g.p.Vars = append(g.p.Vars, t)
	g.uni = append(g.uni, true)
	g.frozen = append(g.frozen, false)
	g.counter = append(g.counter, counter)
	if g.c != nil {
		g.c.uni = g.uni
	}
	return len(g.p.Vars) - 1
}

func (g *gen) assign(v int, e Expr, ctx bool) *Assign {
	g.uni[v] = ctx && g.c.uniform(e)
	return &Assign{V: v, E: e}
}

// refs lists the variables of type t an expression may read.
func (g *gen) refs(t Type, uniOnly bool) []int {
	var out []int
	ok := func(v int) bool { return g.p.Vars[v] == t && (!uniOnly || g.uni[v]) }
	for v := range g.p.Vars {
		if !g.counter[v] && ok(v) {
			out = append(out, v)
		}
	}
	for _, v := range g.visible {
		if ok(v) {
			out = append(out, v)
		}
	}
	return out
}

// convert casts e to type t.
func (g *gen) convert(e Expr, t Type) Expr {
	from := e.Type()
	switch {
	case from == t:
		return e
	case from.IsFloat() && t.IsFloat():
		if from == F32 {
			return &FConv{Op: "fpext", X: e, To: t}
		}
		return &FConv{Op: "fptrunc", X: e, To: t}
	case from.IsFloat():
		return &FConv{Op: pick(g.r, []string{"fptosi", "fptoui"}), X: e, To: t}
	case t.IsFloat():
		if from == I32 && t == F32 && g.r.chance(1, 4) {
			return &FCall{Name: "nvvm.i2f.rn", T: F32, Args: []Expr{e}}
		}
		return &FConv{Op: pick(g.r, []string{"sitofp", "uitofp"}), X: e, To: t}
	case from > t:
		return &Cast{Op: "trunc", X: e, To: t}
	case g.r.chance(1, 2):
		return &Cast{Op: "sext", X: e, To: t}
	default:
		return &Cast{Op: "zext", X: e, To: t}
	}
}

func (g *gen) leaf(t Type, uniOnly bool) Expr {
	r, p := g.r, g.p
	switch r.weighted(3, 5, 2, 2) {
	case 1:
		if vs := g.refs(t, uniOnly); len(vs) > 0 {
			return &VarRef{V: pick(r, vs), T: t}
		}
	case 2:
		k := r.intn(len(p.Scalars))
		return g.convert(&ParamRef{P: k, T: p.Scalars[k].T}, t)
	case 3:
		kinds := []SpecialKind{SpTidX, SpTidY, SpLinear, SpGlobal, SpLane, SpCtaid, SpNtidX, SpNctaid}
		if uniOnly {
			kinds = []SpecialKind{SpCtaid, SpNtidX, SpNctaid}
		}
		return g.convert(&Special{Kind: pick(r, kinds)}, t)
	}
	if t.IsFloat() {
		return g.fconst(t)
	}
	return g.constant(t)
}

var predicates = []string{"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"}

func (g *gen) cmp(d int, ctx, uniOnly bool) *Cmp {
	if g.p.Float && g.r.chance(1, 4) {
		t := pick(g.r, floatTypes)
		return &Cmp{Pred: pick(g.r, fpPredicates), X: g.fexpr(t, d, ctx, uniOnly), Y: g.fexpr(t, d, ctx, uniOnly)}
	}
	t := pick(g.r, dataTypes)
	return &Cmp{Pred: pick(g.r, predicates), X: g.expr(t, d, ctx, uniOnly), Y: g.expr(t, d, ctx, uniOnly)}
}

// expr generates an expression of type t of depth at most d. ctx says the
// control flow is uniform (collectives allowed); uniOnly demands a value
// that is the same in every thread.
func (g *gen) expr(t Type, d int, ctx, uniOnly bool) Expr {
	r, p := g.r, g.p
	if t.IsFloat() {
		return g.fexpr(t, d, ctx, uniOnly)
	}
	if d <= 0 {
		return g.leaf(t, uniOnly)
	}
	collectives := 0
	if ctx && !uniOnly && !g.cfg.NoCollectives {
		collectives = 6
	}
	locals := 0
	if !uniOnly && len(p.Locals) > 0 {
		locals = 3
	}
	div, intrinsics := 5, 6
	if g.cfg.NoDivision {
		div = 0
	}
	if g.cfg.NoIntrinsics {
		intrinsics = 0
	}
	floats := 0
	if p.Float {
		floats = 4
	}
	idioms := 3
	if g.cfg.NoISAIdioms || t != I32 {
		idioms = 0
	}
	switch r.weighted(6, 12, 6, div, 8, 6, 5, 6, locals, intrinsics, collectives, floats, idioms, g.realWeight()) {
	case 1:
		ops := []string{"add", "sub", "mul", "and", "or", "xor"}
		return &Bin{Op: pick(r, ops), X: g.expr(t, d-1, ctx, uniOnly), Y: g.expr(t, d-1, ctx, uniOnly)}
	case 2:
		ops := []string{"shl", "lshr", "ashr"}
		return &Shift{Op: pick(r, ops), X: g.expr(t, d-1, ctx, uniOnly), Amt: g.expr(t, d-1, ctx, uniOnly)}
	case 3:
		ops := []string{"udiv", "sdiv", "urem", "srem"}
		op, x := pick(r, ops), g.expr(t, d-1, ctx, uniOnly)
		if t != I1 && r.chance(1, 2) {
			// Constant divisors take the multiply-by-reciprocal paths.
			return &Div{Op: op, X: x, Y: &Const{T: t, V: divisorConst(r, t)}, Neg: r.chance(1, 3)}
		}
		return &Div{Op: op, X: x, Y: g.expr(t, d-1, ctx, uniOnly), Neg: r.chance(1, 3)}
	case 4:
		kinds := int(nFlagKinds)
		if g.cfg.NoDivision {
			kinds = int(FUDivExact) // the exact divisions are the last kinds
		}
		return &Flagged{Kind: FlagKind(r.intn(kinds)), X: g.expr(t, d-1, ctx, uniOnly), Y: g.expr(t, d-1, ctx, uniOnly),
			N: 1 + r.intn(int(t)-2)}
	case 5:
		from := pick(r, dataTypes)
		return g.convert(g.expr(from, d-1, ctx, uniOnly), t)
	case 6:
		return &Select{C: g.cmp(d-1, ctx, uniOnly), X: g.expr(t, d-1, ctx, uniOnly), Y: g.expr(t, d-1, ctx, uniOnly)}
	case 7:
		k := r.intn(len(p.Inputs))
		et := p.Inputs[k].Elem
		if g.cfg.NoDeviceGlobals || r.chance(3, 4) {
			return g.convert(&Load{Buf: k, Idx: g.expr(pick(r, dataTypes), d-1, ctx, uniOnly), T: et, Align: g.unaligned()}, t)
		}
		p.DevGlobals = true
		if uniOnly || r.chance(1, 2) {
			return g.convert(&DevLoad{Idx: g.expr(pick(r, dataTypes), d-1, ctx, uniOnly)}, t)
		}
		return g.convert(&DevLoad{Own: true}, t)
	case 8:
		k := r.intn(len(p.Locals))
		et := p.Locals[k]
		return g.convert(&LocalLoad{Arr: k, Idx: g.expr(pick(r, dataTypes), d-1, ctx, uniOnly), T: et}, t)
	case 9:
		return g.intrinsic(t, d, ctx, uniOnly)
	case 10:
		return g.convert(g.collective(d, ctx), t)
	case 11:
		return g.fpToInt(t, d, ctx, uniOnly)
	case 12:
		return g.isaIdiom(d, ctx, uniOnly)
	case 13:
		if e := g.realExpr(t, d, ctx, uniOnly); e != nil {
			return e
		}
	}
	return g.leaf(t, uniOnly)
}

func (g *gen) intrinsic(t Type, d int, ctx, uniOnly bool) Expr {
	names := []string{"umin", "umax", "smin", "smax", "abs", "ctpop", "ctlz", "cttz", "bitreverse", "fshl", "fshr"}
	if t != I8 {
		names = append(names, "bswap")
	}
	name := pick(g.r, names)
	n := map[string]int{"umin": 2, "umax": 2, "smin": 2, "smax": 2, "fshl": 3, "fshr": 3}[name]
	if n == 0 {
		n = 1
	}
	var args []Expr
	for i := 0; i < n; i++ {
		args = append(args, g.expr(t, d-1, ctx, uniOnly))
	}
	return &Intrin{Name: name, Args: args}
}

// collective generates a full-warp collective (i32); only in uniform
// control flow.
func (g *gen) collective(d int, ctx bool) Expr {
	r := g.r
	if !g.cfg.NoBarrierCount && r.chance(1, 5) {
		return &BarCount{Kind: pick(r, []string{"popc", "and", "or"}), C: g.cmp(d-1, ctx, false)}
	}
	if !g.cfg.NoWarpIdioms && r.chance(1, 4) {
		return g.warpReduce(d, ctx) // warpidioms.go
	}
	switch r.intn(4) {
	case 0:
		lane := Expr(&Const{T: I32, V: uint64(r.intn(40))})
		if r.chance(1, 3) {
			lane = g.expr(I32, d-1, ctx, false)
		}
		return &Shfl{Mode: pick(r, []string{"idx", "up", "down", "bfly"}), X: g.expr(I32, d-1, ctx, false), Lane: lane,
			Width: pick(r, []int{32, 32, 16, 8})}
	case 1:
		return &Vote{Kind: pick(r, []string{"ballot", "ballot", "any", "all"}), C: g.cmp(d-1, ctx, false)}
	case 2:
		return &Match{X: g.expr(pick(r, []Type{I32, I64}), d-1, ctx, false)}
	}
	return &Redux{Op: pick(r, []string{"add", "min", "max", "umin", "umax", "and", "or", "xor"}), X: g.expr(I32, d-1, ctx, false)}
}

// block generates up to n statements in control context ctx.
func (g *gen) block(ctx bool, n int) []Stmt {
	var out []Stmt
	scope := len(g.visible)
	for i := 0; i < n && g.budget > 0; i++ {
		if s := g.stmt(ctx && !g.exited); s != nil {
			out = append(out, s)
		}
	}
	g.visible = g.visible[:scope]
	return out
}

func (g *gen) stmt(ctx bool) Stmt {
	r, p, cfg := g.r, g.p, g.cfg
	g.budget--
	compound := 0
	if g.depth < cfg.MaxDepth && g.budget > 2 {
		compound = 1
	}
	loops := compound
	if g.iters*2 > cfg.MaxIterations {
		loops = 0
	}
	uniform := 0
	if ctx && !cfg.NoShared {
		uniform = 1
	}
	atomics := 1
	if cfg.NoAtomics {
		atomics = 0
	}
	locals := 1
	if cfg.NoLocals {
		locals = 0
	}
	picks, multi, dos, jumps := 6, 3*loops, 3*loops, 0
	if cfg.NoPointerPicks {
		picks = 0
	}
	if cfg.NoMultiExit {
		multi = 0
	}
	if cfg.NoDoWhile || g.iters*MaxTrip > cfg.MaxIterations {
		dos = 0
	}
	if g.canBreak() || g.canReturn() {
		jumps = 4
	}
	fstores, chains, issue12 := 0, 3*compound, 3
	if p.Float {
		fstores = 5
	}
	if cfg.NoBranchChains {
		chains = 0
	}
	switch r.weighted(30, 10*compound, 3*compound, 8*loops, 7, 5*locals, 5*atomics, 5*uniform, 1*uniform, picks, multi, dos, jumps, fstores, chains, issue12,
		g.realStmtWeight(ctx)) {
	case 1:
		return g.ifStmt(ctx)
	case 2:
		return g.switchStmt(ctx)
	case 3:
		return g.loop(ctx)
	case 4:
		s := &Store{Slot: p.NStores, E: g.expr(pick(r, dataTypes), cfg.MaxExprDepth, ctx, false), Align: g.unaligned()}
		p.NStores++
		return s
	case 5:
		if len(p.Locals) < 2 && (len(p.Locals) == 0 || r.chance(1, 3)) {
			p.Locals = append(p.Locals, pick(r, dataTypes))
		}
		k := r.intn(len(p.Locals))
		return &LocalStore{Arr: k, Idx: g.expr(pick(r, dataTypes), 2, ctx, false), E: g.expr(p.Locals[k], cfg.MaxExprDepth, ctx, false)}
	case 6:
		return g.atomic(ctx, cfg.MaxExprDepth)
	case 7:
		if s := g.exchange(ctx); s != nil {
			return s
		}
	case 8:
		return &Barrier{}
	case 9:
		if s := g.pointerStmt(ctx); s != nil {
			return s
		}
	case 10:
		return g.search(ctx)
	case 11:
		if r.chance(1, 2) {
			return g.doWhile(ctx)
		}
		return g.gridStride(ctx)
	case 12:
		return g.jump()
	case 13:
		return g.fstore(ctx)
	case 14:
		return g.branchChain(ctx)
	case 15:
		if s := g.issue12Stmt(ctx); s != nil {
			return s
		}
	case 16:
		if s := g.realStmt(ctx); s != nil {
			return s
		}
	}
	return g.assignStmt(ctx)
}

func (g *gen) assignStmt(ctx bool) Stmt {
	var cands []int
	for v := range g.p.Vars {
		if !g.counter[v] && (ctx || !g.frozen[v]) {
			cands = append(cands, v)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	v := pick(g.r, cands)
	e := g.expr(g.p.Vars[v], g.cfg.MaxExprDepth, ctx, g.frozen[v])
	return g.assign(v, e, ctx)
}

// sub generates a nested statement list with the given context, sharing
// the budget.
func (g *gen) sub(ctx bool) []Stmt {
	g.depth++
	n := 1 + g.r.intn(min(g.budget, 5))
	out := g.block(ctx, n)
	g.depth--
	return out
}

// arms generates the arms of a branch from the same entry state and joins
// their uniformity.
func (g *gen) arms(ctx bool, n int) [][]Stmt {
	entry := slices.Clone(g.uni)
	joined := slices.Clone(g.uni)
	var out [][]Stmt
	for i := 0; i < n; i++ {
		copy(g.uni, entry)
		out = append(out, g.sub(ctx))
		for v := range entry {
			joined[v] = joined[v] && g.uni[v]
		}
	}
	// Loop counters created inside the arms are out of scope afterwards.
	for v := len(entry); v < len(g.uni); v++ {
		joined = append(joined, g.uni[v])
	}
	copy(g.uni, joined)
	return out
}

// condition generates a branch condition, often uniform when the control
// flow is.
func (g *gen) condition(ctx bool) *Cmp {
	uni := ctx && g.r.chance(1, 2)
	return g.cmp(2, ctx, uni)
}

func (g *gen) ifStmt(ctx bool) Stmt {
	c := g.condition(ctx)
	inner := ctx && g.c.uniform(c)
	arms := g.arms(inner, 2)
	return &If{C: c, Then: arms[0], Else: arms[1]}
}

func (g *gen) switchStmt(ctx bool) Stmt {
	x := g.expr(I32, 2, ctx, ctx && g.r.chance(1, 2))
	inner := ctx && g.c.uniform(x)
	arms := g.arms(inner, 2+g.r.intn(3))
	return &Switch{X: x, Cases: arms[:len(arms)-1], Default: arms[len(arms)-1]}
}

func (g *gen) loop(ctx bool) Stmt {
	r := g.r
	bound := min(MaxTrip, g.cfg.MaxIterations/g.iters)
	var trip Expr
	if bound == MaxTrip && r.chance(1, 2) {
		trip = g.expr(I32, 1, ctx, ctx && r.chance(1, 2))
	} else {
		trip = &Const{T: I32, V: uint64(1 + r.intn(bound))}
	}
	inner := ctx && g.c.uniform(trip)
	if !g.cfg.NoJumps && r.chance(1, 4) {
		inner = false // a divergent body, where break, continue and return may appear
	}
	counter := g.newVar(I32, true)
	entry := slices.Clone(g.uni)
	saved := slices.Clone(g.frozen)
	for v := range g.uni {
		g.frozen[v] = g.frozen[v] || g.uni[v]
	}
	g.uni[counter] = inner
	g.visible = append(g.visible, counter)
	g.iters *= bound
	g.loops = append(g.loops, loopCtx{uniform: inner})
	body := g.sub(inner)
	g.loops = g.loops[:len(g.loops)-1]
	g.iters /= bound
	copy(g.frozen, saved)
	// The loop exits from its header, whose state is the meet of the entry
	// state and the state at the end of the body.
	for v := range entry {
		g.uni[v] = g.uni[v] && entry[v]
	}
	// The counter stays visible after the loop, until the enclosing
	// statement list ends.
	g.uni[counter] = inner
	return &Loop{Counter: counter, Trip: trip, Body: body}
}

// exchange generates a shared-memory exchange (uniform control flow only).
func (g *gen) exchange(ctx bool) Stmt {
	r, p := g.r, g.p
	if !ctx {
		return nil
	}
	var targets []int
	arr, found := 0, false
	// Pick an array whose element type some variable has: an existing
	// static array, a new one, or the dynamic one.
	choices := []int{DynArr}
	for k := range p.Shared {
		choices = append(choices, k)
	}
	if len(p.Shared) < 2 {
		choices = append(choices, len(p.Shared))
	}
	for tries := 0; tries < 4 && !found; tries++ {
		k := pick(r, choices)
		var t Type
		switch {
		case k == DynArr:
			t = I32
		case k == len(p.Shared):
			t = pick(r, dataTypes)
		default:
			t = p.Shared[k]
		}
		targets = targets[:0]
		for v, vt := range p.Vars {
			if vt == t && !g.counter[v] && !g.frozen[v] {
				targets = append(targets, v)
			}
		}
		if len(targets) == 0 {
			continue
		}
		switch k {
		case DynArr:
			p.DynShared = true
		case len(p.Shared):
			p.Shared = append(p.Shared, t)
		}
		arr, found = k, true
	}
	if !found {
		return nil
	}
	t := I32
	if arr != DynArr {
		t = p.Shared[arr]
	}
	s := &Exchange{Arr: arr, E: g.expr(t, g.cfg.MaxExprDepth, ctx, false), Generic: r.chance(1, 2),
		Memcpy: !g.cfg.NoMemIntrinsics && !g.cfg.NoLocals && r.chance(1, 3)}
	if !g.cfg.NoNamedBarriers && r.chance(1, 4) {
		s.BarID = 1 + r.intn(maxBarID+1)
	}
	if !s.Memcpy && !g.cfg.NoMemIntrinsics && r.chance(1, 4) {
		s.Memset = true
	}
	for i, n := 0, 1+r.intn(2); i < n; i++ {
		v := pick(r, targets)
		read := ExRead{V: v, Idx: g.expr(pick(r, dataTypes), 2, ctx, false)}
		if !g.cfg.NoPointerPicks && r.chance(1, 3) {
			read.P = g.pick(p.threads(), g.cfg.NoLocalSharedPhis)
		}
		s.Reads = append(s.Reads, read)
		g.uni[v] = false
	}
	return s
}

// atomic generates an atomic on a random accumulator counter with the
// counter's operation; atomicInc/atomicDec use the counter's limit.
func (g *gen) atomic(ctx bool, d int) Stmt {
	r, p := g.r, g.p
	wide := r.chance(1, 2)
	t, k := I32, r.intn(AccLen)
	op := p.AccOps32[k]
	if wide {
		t, op = I64, p.AccOps64[k]
	}
	if slices.Contains(wrapOps, op) && !wide {
		return &Atomic{Op: op, Counter: k, E: &Const{T: I32, V: uint64(p.AccLimits[k])}}
	}
	return &Atomic{Op: op, Wide: wide, Counter: k, E: g.expr(t, d, ctx, false)}
}

// divisorConst draws a constant divisor of type t: small numbers, powers of
// two and their neighbours (the edges of the magic-number selection), the
// type's extremes and random values. Lowering makes it nonzero and, for
// signed divisions, different from -1.
func divisorConst(r *rng, t Type) uint64 {
	w := uint(t)
	return divisorDraw(r, w) & (^uint64(0) >> (64 - w))
}

func divisorDraw(r *rng, w uint) uint64 {
	switch r.intn(6) {
	case 0, 1:
		return uint64(1 + r.intn(20))
	case 2:
		return 1 << uint(r.intn(int(w)))
	case 3:
		return 1<<uint(1+r.intn(int(w)-1)) + uint64(r.intn(3)) - 1
	case 4:
		return pick(r, []uint64{1<<(w-1) - 1, 1<<(w-1) + 1, ^uint64(0) - 1, 641, 1000, 6700417})
	}
	return r.u64()
}
