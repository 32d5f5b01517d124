package kgen

// Constructs of real CUDA kernels (issue 12, "Tests"): device helper
// calls (calls.go), memcpy/memset (memintr.go), inline PTX (ptx.go),
// __constant__ arrays and textures (constarr.go) and named barriers
// (namedbar.go). This file dispatches the generator to them.

// realSetup draws the program-level parts (helpers, constant arrays,
// textures) before the body is generated.
func (g *gen) realSetup() {
	g.helpers()
}

// realWeight is the weight of realExpr among the expression choices.
func (g *gen) realWeight() int {
	if len(g.p.Funcs) > 0 {
		return 4
	}
	return 0
}

// realExpr generates one of the expressions above converted to t, or nil.
func (g *gen) realExpr(t Type, d int, ctx, uniOnly bool) Expr {
	return g.callExpr(t, d, ctx, uniOnly)
}

// realStmtWeight is the weight of realStmt among the statement choices.
func (g *gen) realStmtWeight() int {
	w := 0
	if !g.cfg.NoMemIntrinsics && !g.cfg.NoLocals {
		w += 3
	}
	return w
}

// realStmt generates one of the statements above, or nil.
func (g *gen) realStmt(ctx bool) Stmt {
	return g.memOp(ctx)
}
