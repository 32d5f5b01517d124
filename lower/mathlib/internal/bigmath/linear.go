package bigmath

import "math/big"

// SolveLinear solves the square linear system whose augmented rows are m
// (n rows of n+1 entries: the coefficients, then the right-hand side) by
// Gaussian elimination with partial pivoting at precision prec, and returns
// the n unknowns. It reorders and overwrites m. The polynomial fits of the
// math library's table generators (besselfit, lgammazeros) share it, so
// their tables depend on one elimination order.
func SolveLinear(m [][]*big.Float, prec uint) []*big.Float {
	newF := func() *big.Float { return new(big.Float).SetPrec(prec) }
	n := len(m)
	for col := 0; col < n; col++ {
		piv := col
		for r := col + 1; r < n; r++ {
			if newF().Abs(m[r][col]).Cmp(newF().Abs(m[piv][col])) > 0 {
				piv = r
			}
		}
		m[col], m[piv] = m[piv], m[col]
		for r := col + 1; r < n; r++ {
			k := newF().Quo(m[r][col], m[col][col])
			for c := col; c <= n; c++ {
				m[r][c].Sub(m[r][c], newF().Mul(k, m[col][c]))
			}
		}
	}
	x := make([]*big.Float, n)
	for r := n - 1; r >= 0; r-- {
		v := newF().Set(m[r][n])
		for c := r + 1; c < n; c++ {
			v.Sub(v, newF().Mul(m[r][c], x[c]))
		}
		x[r] = v.Quo(v, m[r][r])
	}
	return x
}
