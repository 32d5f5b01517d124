package main

import (
	"fmt"

	"gpucc/launch"
	"gpucc/obj"
)

// CUDA's launch limits (compute capability 8.x, the CUDA C Programming
// Guide's "Technical Specifications" table), which gpucc run enforces as
// usage errors before the emulator sees the launch.
const (
	maxThreadsPerBlock = 1024
	maxBlockX          = 1024
	maxBlockY          = 1024
	maxBlockZ          = 64
	maxGridX           = 1<<31 - 1
	maxGridYZ          = 65535
)

// checkLaunch checks a launch from the command line against the kernel's
// parameter metadata (argument count, buffers only for pointer parameters,
// scalars and structs only for the others) and CUDA's limits on grid and
// block sizes. An error is a usage error.
func checkLaunch(k *obj.Kernel, l launch.Launch, gridSet, blockSet bool) error {
	if !gridSet || !blockSet {
		missing := "--grid and --block"
		if gridSet {
			missing = "--block"
		} else if blockSet {
			missing = "--grid"
		}
		return fmt.Errorf("missing %s: say how many blocks and threads to launch (as <<<grid, block>>> in CUDA)", missing)
	}
	b, g := l.Block, l.Grid
	switch {
	case b.X > maxBlockX || b.Y > maxBlockY || b.Z > maxBlockZ:
		return fmt.Errorf("--block %d,%d,%d: CUDA allows at most %d,%d,%d", b.X, b.Y, b.Z, maxBlockX, maxBlockY, maxBlockZ)
	case uint64(b.X)*uint64(b.Y)*uint64(b.Z) > maxThreadsPerBlock:
		return fmt.Errorf("--block %d,%d,%d: %d threads, CUDA allows at most %d per block", b.X, b.Y, b.Z,
			uint64(b.X)*uint64(b.Y)*uint64(b.Z), maxThreadsPerBlock)
	case g.X > maxGridX || g.Y > maxGridYZ || g.Z > maxGridYZ:
		return fmt.Errorf("--grid %d,%d,%d: CUDA allows at most %d,%d,%d", g.X, g.Y, g.Z, maxGridX, maxGridYZ, maxGridYZ)
	}
	if len(k.Params) == 0 && k.ParamBytes == 0 {
		if len(l.Args) > 0 {
			return fmt.Errorf("kernel %s takes no parameters, the launch passes %d arguments", k.Name, len(l.Args))
		}
		return nil
	}
	if len(k.Params) == 0 {
		return nil // assembly without .param lines: nothing to check against
	}
	if len(l.Args) != len(k.Params) {
		return fmt.Errorf("kernel %s takes %d parameters (%s), the launch passes %d arguments", k.Name, len(k.Params), paramList(k), len(l.Args))
	}
	for i, a := range l.Args {
		p := k.Params[i]
		switch {
		case p.Pointer && a.Kind != launch.Buffer:
			return fmt.Errorf("argument %d (%s): parameter %%%s is a pointer: pass a buffer (buf:ELEM:COUNT=INIT)", i, a.Name, p.Name)
		case !p.Pointer && a.Kind == launch.Buffer:
			return fmt.Errorf("argument %d (%s) is a buffer, but parameter %%%s is a %d-byte scalar, not a pointer", i, a.Name, p.Name, p.Size)
		case a.Kind == launch.Scalar && uint32(a.Size) > p.Size:
			return fmt.Errorf("argument %d (%s) has %d bytes, but parameter %%%s only %d", i, a.Name, a.Size, p.Name, p.Size)
		case a.Kind == launch.Bytes && uint32(len(a.Data)) != p.Size:
			return fmt.Errorf("argument %d (%s) has %d bytes, but parameter %%%s takes %d", i, a.Name, len(a.Data), p.Name, p.Size)
		}
	}
	return nil
}

// paramList names a kernel's parameters for an error message.
func paramList(k *obj.Kernel) string {
	s := ""
	for i, p := range k.Params {
		if i > 0 {
			s += ", "
		}
		kind := fmt.Sprintf("%d-byte scalar", p.Size)
		if p.Pointer {
			kind = "pointer"
		}
		s += "%" + p.Name + " " + kind
	}
	return s
}
