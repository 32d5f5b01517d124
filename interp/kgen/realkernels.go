package kgen

// Constructs of real CUDA kernels (issue 12, "Tests"): device helper
// calls (calls.go), memcpy/memset (memintr.go), inline PTX (ptx.go),
// __constant__ arrays and textures (constarr.go) and named barriers
// (namedbar.go). This file dispatches the generator to them.

// realSetup draws the program-level parts (helpers, constant arrays,
// textures) before the body is generated.
func (g *gen) realSetup() {
	g.constSetup()
	g.helpers()
}

// realWeight is the weight of realExpr among the expression choices.
func (g *gen) realWeight() int {
	w := 0
	if len(g.p.Funcs) > 0 {
		w += 4
	}
	if len(g.p.ConstArrs) > 0 {
		w += 3
	}
	if len(g.p.Textures) > 0 {
		w += 2
	}
	if !g.cfg.NoInlinePTX {
		w += 3
	}
	return w
}

// realExpr generates one of the expressions above converted to t, or nil.
func (g *gen) realExpr(t Type, d int, ctx, uniOnly bool) Expr {
	calls, consts, texs, ptx := 0, 0, 0, 0
	if len(g.p.Funcs) > 0 {
		calls = 4
	}
	if len(g.p.ConstArrs) > 0 {
		consts = 3
	}
	if len(g.p.Textures) > 0 {
		texs = 2
	}
	if !g.cfg.NoInlinePTX {
		ptx = 3
	}
	switch g.r.weighted(calls, consts, texs, ptx) {
	case 0:
		return g.callExpr(t, d, ctx, uniOnly)
	case 1:
		return g.constExpr(t, d, ctx, uniOnly)
	case 2:
		return g.texExpr(t, d, ctx, uniOnly)
	}
	return g.ptxExpr(t, d, ctx, uniOnly)
}

// realStmtWeight is the weight of realStmt among the statement choices.
func (g *gen) realStmtWeight(ctx bool) int {
	w := 0
	if !g.cfg.NoMemIntrinsics && !g.cfg.NoLocals {
		w += 3
	}
	if !g.cfg.NoNamedBarriers && ctx {
		w += 2
	}
	return w
}

// realStmt generates one of the statements above, or nil.
func (g *gen) realStmt(ctx bool) Stmt {
	mem, bar := 0, 0
	if !g.cfg.NoMemIntrinsics && !g.cfg.NoLocals {
		mem = 3
	}
	if !g.cfg.NoNamedBarriers {
		bar = 2
	}
	if g.r.weighted(mem, bar) == 0 {
		return g.memOp(ctx)
	}
	return g.namedBarrier(ctx)
}
