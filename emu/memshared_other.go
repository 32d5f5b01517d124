//go:build !amd64 || purego

package emu

// sharedWords is memshared_amd64.go's path for the AVX2 kernels, which
// other hosts do not have: load32 and store32 take every access.
func (x *run) sharedWords(w *warp, in *inst, m uint32, store bool) bool { return false }

// globalWords is memshared_amd64.go's path for the AVX2 kernels.
func (x *run) globalWords(w *warp, in *inst, m uint32, store bool) bool { return false }
