// Package emit is the compiler's encode step: it turns an allocated,
// scheduled machine-IR function (ir.Func) into an obj.Kernel, resolving
// branch targets to byte offsets, encoding the instructions and copying the
// kernel's resource metadata. It also holds the last layout pass before
// scheduling (RemoveFallthroughBranches).
//
// The binary container itself (Module, Kernel, ELF and assembly text) is
// package obj, which does not depend on the compiler.
package emit
