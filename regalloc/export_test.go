package regalloc

// SetMatrixLimit lets tests force the hash-set form of the edge set; it
// returns a function restoring the old limit.
func SetMatrixLimit(n int) (restore func()) {
	old := matrixLimit
	matrixLimit = n
	return func() { matrixLimit = old }
}
