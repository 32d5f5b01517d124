package emu

import (
	"gpucc/isa"
)

// build fills the instruction's operands, modifiers and semantics from its
// fields, by optype.
func (d *decoder) build() *Error {
	in, fi, vals := d.in, d.form, &d.src.Vals
	in.a, in.b, in.c = d.operandAt(fi.a), d.operandAt(fi.b), d.operandAt(fi.c)
	if fi.d.idx >= 0 {
		in.d, in.dn = uint8(vals[fi.d.idx]), uint8(d.src.RegCount(fi.d.idx))
	}
	in.pp, in.ppNot = d.predAt(fi.pp)
	in.pq, in.pqNot = d.predAt(fi.pq)
	in.pu, _ = d.predAt(fi.pu)
	in.pv, _ = d.predAt(fi.pv)
	in.ext = fi.ext >= 0 && vals[fi.ext] == 1
	in.hi = fi.lohi >= 0 && vals[fi.lohi] == 1
	if fi.lut >= 0 {
		in.lut = makeLUT(uint8(vals[fi.lut]))
	}

	op := d.src.Form.Optype
	switch op {
	case isa.OpIADD:
		in.fn = execIADD
	case isa.OpIADD3:
		in.fn = execIADD3
	case isa.OpPOPC:
		in.fn = execPOPC
	case isa.OpFLO: // in.right: the .SH form
		in.fn, in.signed, in.right = execFLO, d.u("itype") == 0, d.u("sh") == 1
	case isa.OpBREV:
		in.fn = execBREV
	case isa.OpIMAD:
		in.fn, in.signed = execIMAD, d.u("itype") == 0
	case isa.OpIMAD_WIDE:
		in.fn, in.signed = execIMADWide, d.u("itype") == 0
	case isa.OpIDP2A, isa.OpIDP4A:
		in.fn, in.mode, in.mode2 = execIDP, 2, uint8(d.u("afmt")|d.u("bfmt")<<1)
		if op == isa.OpIDP4A {
			in.mode = 4
		}
	case isa.OpIMUL:
		in.fn, in.signed = execIMUL, d.u("itype") == 0
	case isa.OpLEA:
		in.fn, in.sx32, in.imm = execLEA, d.u("sx32") == 1, d.u("shiftamt")
		if in.hi && !in.a.neg && !in.b.neg {
			in.fn = execLEAHiLanes // the high half of an address (memlea.go, alu.go)
		}
	case isa.OpIABS:
		in.fn = execIABS
	case isa.OpIMNMX:
		in.fn, in.signed = execIMNMX, d.u("itype") == 0
	case isa.OpP2R:
		in.fn, in.mode = execP2R, uint8(d.u("bsel"))
	case isa.OpR2P:
		in.fn, in.mode = execR2P, uint8(d.u("ra.bsel"))
	case isa.OpISETP, isa.OpISET, isa.OpUISETP:
		in.fn, in.mode, in.mode2 = execISETP, uint8(d.u("compop")), uint8(d.u("boolop"))
		in.signed, in.bf = d.u("itype") == 0, d.u("bmbf") == 1
		switch op {
		case isa.OpISET:
			in.fn = execISET
		case isa.OpUISETP:
			in.fn, in.uniform = execUISETP, true
		}
	case isa.OpSEL:
		in.fn = execSEL
	case isa.OpLOP3:
		in.fn, in.mode, in.imm = execLOP3, uint8(d.u("exbool")), d.u("lut")
	case isa.OpPLOP3:
		in.fn = execPLOP3
		in.pa, in.paNot = d.pred("pa")
		in.pb, in.pbNot = d.pred("pb")
		if d.has("upc") {
			in.pc3, in.pc3Not = d.pred("upc")
			in.pc3Uniform = true
		} else {
			in.pc3, in.pc3Not = d.pred("pc")
		}
	case isa.OpSHF, isa.OpUSHF:
		in.fn, in.mode = execSHF, uint8(d.u("itype"))
		in.right, in.wrap = d.u("direction") == 1, d.u("cwmod") == 1
		if op == isa.OpUSHF {
			in.fn, in.uniform = execUSHF, true
		}
	case isa.OpMOV:
		in.fn = execMOV
	case isa.OpPRMT:
		in.fn, in.mode = execPRMT, uint8(d.u("mode"))
	case isa.OpI2I:
		in.fn, in.mode = execI2I, uint8(d.u("dtype"))
	case isa.OpI2IP:
		in.fn, in.mode, in.relu = execI2IP, uint8(d.u("dsttype")), d.u("satrelu") == 1
	case isa.OpR2UR:
		in.fn, in.uniform = execR2UR, true
	case isa.OpSETGPR, isa.OpGETGPR:
		in.fn, in.off = execSETGPR, int32(d.s("ridx"))
		if op == isa.OpGETGPR {
			in.fn = execGETGPR
		}
	case isa.OpSHFL:
		in.fn, in.mode = execSHFL, uint8(d.u("mode"))
	case isa.OpMOVM:
		in.fn = execMOVM
	case isa.OpVOTE:
		in.fn, in.mode = execVOTE, uint8(d.u("voteop"))
	case isa.OpVOTEU:
		in.fn, in.mode, in.uniform = execVOTEU, uint8(d.u("voteop")), true
	case isa.OpREDUX, isa.OpREDUXU:
		in.fn, in.mode, in.signed = execREDUX, uint8(d.u("reduxop")), d.u("dtype") == 1
		if op == isa.OpREDUXU {
			in.fn, in.uniform = execREDUXU, true
		}
	case isa.OpMATCH:
		in.fn, in.mode = execMATCH, uint8(d.u("matchop"))
	case isa.OpELECT, isa.OpELECTU:
		in.fn = execELECT
		if op == isa.OpELECTU {
			in.fn, in.uniform = execELECTU, true
		}
		if d.has("urb") {
			in.mode2 = 1
		}
	case isa.OpBAR, isa.OpBAR_RED:
		in.flow, in.global = flowBAR, true
		in.mode = uint8(d.u("mode"))
		if op == isa.OpBAR_RED {
			in.mode = uint8(d.u("redop"))
		}
		switch src := d.src.Form.Name; src {
		case "BAR_I", "BAR_RED_I":
			in.a, in.b = d.operand("barid"), d.operand("cnt")
		case "BAR_RR":
			in.a, in.b = d.operand("ra"), d.operand("rb")
		case "BAR_RRI", "BAR_RED_RRI":
			in.a, in.b = d.operand("rb"), d.operand("cnt")
		case "BAR_RIR", "BAR_RED_RIR":
			in.a, in.b = d.operand("barid"), d.operand("rc")
		case "BAR_RED_R":
			in.a, in.mode2 = d.operand("rb"), 1
		}
	case isa.OpB2R:
		in.fn, in.global, in.mode, in.imm = execB2R, true, uint8(d.u("mode")), d.u("barid")
	case isa.OpB2R_RESULT:
		in.fn = execBarResult
	case isa.OpR2B:
		in.fn, in.global, in.mode, in.imm = execR2B, true, uint8(d.u("mode")), d.u("barid")
	case isa.OpS2R:
		in.fn, in.sr = execS2R, uint8(d.u("sr"))
		d.p.readsClock = d.p.readsClock || in.sr == srClockLo || in.sr == srClockHi
	case isa.OpS2UR:
		in.fn, in.sr, in.uniform = execS2UR, uint8(d.u("sr")), true
		d.p.readsClock = d.p.readsClock || in.sr == srClockLo || in.sr == srClockHi
	case isa.OpLDG, isa.OpLDS, isa.OpLDL, isa.OpLDC, isa.OpSTG, isa.OpSTS, isa.OpSTL, isa.OpLD, isa.OpST:
		sp := memSpace(op)
		in.fn, in.mode, in.off = execLoad, uint8(sp), int32(d.s("off"))
		if op.Props().Mem == isa.MemStore {
			in.fn = execStore
		}
		if sp == spLocal { // memlocal.go: without execLoad's switch on the space
			in.fn = execLDL
			if op.Props().Mem == isa.MemStore {
				in.fn = execSTL
			}
		}
		in.global = sp == spGlobal || sp == spShared || sp == spGeneric
		mt := d.u("memtype")
		in.size = [...]uint8{1, 1, 2, 2, 4, 8, 16}[mt]
		in.signed = mt == 1 || mt == 3
		in.bank = uint8(d.u("bank"))
	case isa.OpULDC:
		in.fn, in.uniform = execULDC, true
	case isa.OpATOMG, isa.OpATOMS, isa.OpRED, isa.OpATOM:
		sp := memSpace(op)
		in.fn, in.mode, in.off, in.global = execAtomic, uint8(sp), int32(d.s("off")), true
		in.mode2, in.imm = uint8(d.u("atomtype")), d.u("atomop")
		if (in.mode2 == atomF32 || in.mode2 == atomF64) && in.imm != atomADD {
			return d.errorf("floating-point atomics (.F32, .F64) take .ADD only")
		}
	case isa.OpFADD, isa.OpFMUL, isa.OpFFMA, isa.OpFMNMX, isa.OpFSETP, isa.OpFSEL, isa.OpFCHK, isa.OpMUFU, isa.OpFRND,
		isa.OpDADD, isa.OpDMUL, isa.OpDFMA, isa.OpDSETP, isa.OpDMNMX, isa.OpF2I, isa.OpI2F, isa.OpF2F:
		d.buildFP(op)
	case isa.OpMEMBAR, isa.OpNOP:
		in.fn = execNop
	case isa.OpTRAP:
		in.fn, in.global, in.imm = execTRAP, true, d.u("vb")
	case isa.OpBRA, isa.OpBSSY, isa.OpCALL:
		in.flow = flowBRA
		switch op {
		case isa.OpBSSY:
			in.flow, in.d = flowBSSY, uint8(d.u("bd"))
		case isa.OpCALL:
			in.flow = flowCALL
		}
		off := d.s("target")
		n := int64(len(d.p.Insts))
		if off%isa.InstBytes != 0 {
			return d.errorf("branch offset %#x is not a multiple of %d", off, isa.InstBytes)
		}
		t := int64(d.pc) + 1 + off/isa.InstBytes
		if t < 0 || t > n {
			return d.errorf("branch target %#x is outside the code (%#x bytes)", t*isa.InstBytes, n*isa.InstBytes)
		}
		in.target = int32(t)
	case isa.OpEXIT:
		in.flow, in.global = flowEXIT, true
	case isa.OpRET:
		in.flow = flowRET
	case isa.OpBSYNC:
		in.flow, in.d = flowBSYNC, uint8(d.u("ba"))
	case isa.OpWARPSYNC:
		in.flow = flowWARPSYNC
	case isa.OpUMOV:
		in.fn, in.uniform = execUMOV, true
	case isa.OpUIADD:
		in.fn, in.uniform = execUIADD, true
	case isa.OpUIMAD:
		in.fn, in.uniform = execUIMAD, true
	case isa.OpULOP3:
		in.fn, in.uniform = execULOP3, true
	case isa.OpUSEL:
		in.fn, in.uniform = execUSEL, true
	default:
		return d.errorf("the emulator does not implement %s", in.op)
	}
	return nil
}

func execNop(x *run, w *warp, in *inst, m uint32) *Error { return nil }
