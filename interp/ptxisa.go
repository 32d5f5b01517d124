package interp

import "strings"

// PTX instructions of inline asm that the ISA has single instructions for
// (dp4a/dp2a, cvt.pack.sat, movmatrix), written from the PTX ISA's
// definitions independently of the compiler's translation.

// isaInst translates those instructions; ok is false for the others.
func (p *ptxTr) isaInst(in *ptxInst, parts []string) bool {
	nargs := func(n int) {
		if len(in.args) != n {
			p.fail("%s takes %d operands, not %d", in.op, n, len(in.args))
		}
	}
	switch parts[0] {
	case "dp4a", "dp2a":
		nargs(4)
		types := parts[1:]
		var mode uint64
		if parts[0] == "dp4a" {
			mode |= dotFour
		} else {
			if len(parts) != 4 || parts[1] != "lo" && parts[1] != "hi" {
				p.fail("expected dp2a.{lo,hi}.{s32,u32}.{s32,u32}")
			}
			if parts[1] == "hi" {
				mode |= dotHi
			}
			types = parts[2:]
		}
		if len(types) != 2 {
			p.fail("expected %s.{s32,u32}.{s32,u32}", parts[0])
		}
		for k, ty := range types {
			switch ty {
			case "s32":
				mode |= uint64(dotASigned) << uint(k)
			case "u32":
			default:
				p.fail("%s: operand type .%s is not .s32 or .u32", in.op, ty)
			}
		}
		ins := []ptxSlot{p.read(in.args[1], 32), p.read(in.args[2], 32), p.read(in.args[3], 32)}
		st := p.step("dp", nil, 32, false, ins, []int32{p.write(in.args[0], 32)})
		st.param = int(mode)
	case "cvt":
		if len(parts) < 2 || parts[1] != "pack" {
			return false
		}
		if len(parts) < 5 || parts[2] != "sat" || parts[4] != "s32" {
			p.fail("only cvt.pack.sat.TYPE.s32 is supported")
		}
		w, signed := 0, parts[3][0] == 's'
		switch parts[3][1:] {
		case "16", "8", "4", "2":
			w = map[string]int{"16": 16, "8": 8, "4": 4, "2": 2}[parts[3][1:]]
		}
		if w == 0 || !strings.ContainsRune("su", rune(parts[3][0])) {
			p.fail("cvt.pack.sat: unsupported type .%s", parts[3])
		}
		n := 3
		if w < 16 {
			if len(parts) != 6 || parts[5] != "b32" {
				p.fail("cvt.pack.sat.%s.s32 needs .b32 and a third source", parts[3])
			}
			n = 4
		} else if len(parts) != 5 {
			p.fail("cvt.pack.sat.%s.s32 takes no third source", parts[3])
		}
		nargs(n)
		var ins []ptxSlot
		for _, o := range in.args[1:] {
			ins = append(ins, p.read(o, 32))
		}
		st := p.step("cvt.pack", nil, 32, signed, ins, []int32{p.write(in.args[0], 32)})
		st.param = w
	case "movmatrix":
		if in.op != "movmatrix.sync.aligned.m8n8.trans.b16" {
			p.fail("only movmatrix.sync.aligned.m8n8.trans.b16 is supported")
		}
		if in.guard != "" {
			p.fail("a guarded movmatrix is not supported")
		}
		nargs(2)
		// .aligned: every lane of the warp executes it, so the member mask
		// is the full warp.
		args := []int32{p.tr.constSlot(0xffffffff), p.read(in.args[1], 32).slot}
		p.tr.emit(instr{op: opColl, sub: cMovMatrix, dst: p.write(in.args[0], 32), site: p.s, x: &extra{args: args}})
	default:
		return false
	}
	return true
}

// ptxISACompute computes the dp and cvt.pack steps.
func ptxISACompute(st *ptxStep, a []uint64) []uint64 {
	switch st.op {
	case "dp":
		return []uint64{uint64(dotProduct(uint32(a[0]), uint32(a[1]), uint32(a[2]), uint64(st.param)))}
	case "cvt.pack":
		// Saturate the signed a and b to the type's range; b goes to the low
		// field, a next to it, then (below 16 bits) the low bits of c.
		w := uint(st.param)
		lo, hi := int64(0), int64(1)<<w-1
		if st.signed {
			lo, hi = -1<<(w-1), 1<<(w-1)-1
		}
		sat := func(v uint64) uint64 {
			x := int64(int32(uint32(v)))
			x = max(lo, min(hi, x))
			return uint64(x) & (1<<w - 1)
		}
		d := sat(a[0])<<w | sat(a[1])
		if w < 16 {
			d |= a[2] << (2 * w)
		}
		return []uint64{d & 0xffffffff}
	}
	return nil
}

// movMatrix transposes the 8x8 matrix of 16-bit elements the warp holds in
// PTX's fragment layout (lane t: row t/4, columns 2(t%4) and 2(t%4)+1, low
// half first): lane t receives row t/4 of the transpose.
func movMatrix(in [32]uint32) [32]uint32 {
	elem := func(r, c int) uint32 { return in[4*r+c/2] >> (16 * uint(c%2)) & 0xffff }
	var out [32]uint32
	for t := range out {
		r, c := t/4, 2*(t%4)
		out[t] = elem(c, r) | elem(c+1, r)<<16
	}
	return out
}
