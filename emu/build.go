package emu

import (
	"gpucc/isa"
)

// build fills the instruction's operands, modifiers and semantics from its
// fields, by optype.
func (d *decoder) build() *Error {
	in := d.in
	in.a = d.operand("ra", "ura")
	in.b = d.operand("rb", "urb", "vb")
	in.c = d.operand("rc", "urc", "vc")
	for _, name := range []string{"rd", "urd"} {
		if d.has(name) {
			in.d, in.dn = uint8(d.u(name)), uint8(d.count(name))
		}
	}
	first := func(names ...string) string {
		for _, n := range names {
			if d.has(n) {
				return n
			}
		}
		return ""
	}
	in.pp, in.ppNot = d.pred(first("pp", "upp"))
	in.pq, in.pqNot = d.pred(first("pq", "upq"))
	in.pu, _ = d.pred(first("pu", "upu"))
	in.pv, _ = d.pred(first("pv", "upv"))
	in.ext = d.u("ext") == 1
	in.hi = d.u("lohi") == 1
	in.lut = makeLUT(uint8(d.u("lut")))

	switch in.op {
	case "IADD":
		in.fn = execIADD
	case "IMAD":
		in.fn, in.signed = execIMAD, d.u("itype") == 0
	case "IMAD_WIDE":
		in.fn, in.signed = execIMADWide, d.u("itype") == 0
	case "IDP2A", "IDP4A":
		in.fn, in.mode, in.mode2 = execIDP, 2, uint8(d.u("afmt")|d.u("bfmt")<<1)
		if in.op == "IDP4A" {
			in.mode = 4
		}
	case "IMUL":
		in.fn, in.signed = execIMUL, d.u("itype") == 0
	case "LEA":
		in.fn, in.sx32, in.imm = execLEA, d.u("sx32") == 1, d.u("shiftamt")
	case "IABS":
		in.fn = execIABS
	case "IMNMX":
		in.fn, in.signed = execIMNMX, d.u("itype") == 0
	case "P2R":
		in.fn, in.mode = execP2R, uint8(d.u("bsel"))
	case "R2P":
		in.fn, in.mode = execR2P, uint8(d.u("ra.bsel"))
	case "ISETP", "ISET", "UISETP":
		in.fn, in.mode, in.mode2 = execISETP, uint8(d.u("compop")), uint8(d.u("boolop"))
		in.signed, in.bf = d.u("itype") == 0, d.u("bmbf") == 1
		switch in.op {
		case "ISET":
			in.fn = execISET
		case "UISETP":
			in.fn, in.uniform = execUISETP, true
		}
	case "SEL":
		in.fn = execSEL
	case "LOP3":
		in.fn, in.mode, in.imm = execLOP3, uint8(d.u("exbool")), d.u("lut")
	case "PLOP3":
		in.fn = execPLOP3
		in.pa, in.paNot = d.pred("pa")
		in.pb, in.pbNot = d.pred("pb")
		if d.has("upc") {
			in.pc3, in.pc3Not = d.pred("upc")
			in.pc3Uniform = true
		} else {
			in.pc3, in.pc3Not = d.pred("pc")
		}
	case "SHF", "USHF":
		in.fn, in.mode = execSHF, uint8(d.u("itype"))
		in.right, in.wrap = d.u("direction") == 1, d.u("cwmod") == 1
		if in.op == "USHF" {
			in.fn, in.uniform = execUSHF, true
		}
	case "MOV":
		in.fn = execMOV
	case "PRMT":
		in.fn, in.mode = execPRMT, uint8(d.u("mode"))
	case "I2I":
		in.fn, in.mode = execI2I, uint8(d.u("dtype"))
	case "I2IP":
		in.fn, in.mode, in.relu = execI2IP, uint8(d.u("dsttype")), d.u("satrelu") == 1
	case "R2UR":
		in.fn, in.uniform = execR2UR, true
	case "SETGPR", "GETGPR":
		in.fn, in.off = execSETGPR, int32(d.s("ridx"))
		if in.op == "GETGPR" {
			in.fn = execGETGPR
		}
	case "SHFL":
		in.fn, in.mode = execSHFL, uint8(d.u("mode"))
	case "MOVM":
		in.fn = execMOVM
	case "VOTE":
		in.fn, in.mode = execVOTE, uint8(d.u("voteop"))
	case "VOTEU":
		in.fn, in.mode, in.uniform = execVOTEU, uint8(d.u("voteop")), true
	case "REDUX", "REDUXU":
		in.fn, in.mode, in.signed = execREDUX, uint8(d.u("reduxop")), d.u("dtype") == 1
		if in.op == "REDUXU" {
			in.fn, in.uniform = execREDUXU, true
		}
	case "MATCH":
		in.fn, in.mode = execMATCH, uint8(d.u("matchop"))
	case "ELECT", "ELECTU":
		in.fn = execELECT
		if in.op == "ELECTU" {
			in.fn, in.uniform = execELECTU, true
		}
		if d.has("urb") {
			in.mode2 = 1
		}
	case "BAR", "BAR_RED":
		in.flow, in.global = flowBAR, true
		in.mode = uint8(d.u("mode"))
		if in.op == "BAR_RED" {
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
	case "B2R":
		in.fn, in.global, in.mode, in.imm = execB2R, true, uint8(d.u("mode")), d.u("barid")
	case "B2R_RESULT":
		in.fn = execBarResult
	case "R2B":
		in.fn, in.global, in.mode, in.imm = execR2B, true, uint8(d.u("mode")), d.u("barid")
	case "S2R":
		in.fn, in.sr = execS2R, uint8(d.u("sr"))
	case "S2UR":
		in.fn, in.sr, in.uniform = execS2UR, uint8(d.u("sr")), true
	case "LDG", "LDS", "LDL", "LDC", "STG", "STS", "STL":
		sp := memSpace(in.op)
		in.fn, in.mode, in.off = execLoad, uint8(sp), int32(d.s("off"))
		if in.op[0] == 'S' {
			in.fn = execStore
		}
		in.global = sp == spGlobal || sp == spShared
		mt := d.u("memtype")
		in.size = [...]uint8{1, 1, 2, 2, 4, 8, 16}[mt]
		in.signed = mt == 1 || mt == 3
		in.bank = uint8(d.u("bank"))
	case "ULDC":
		in.fn, in.uniform = execULDC, true
	case "ATOMG", "ATOMS", "RED":
		sp := memSpace(in.op)
		in.fn, in.mode, in.off, in.global = execAtomic, uint8(sp), int32(d.s("off")), true
		in.mode2, in.imm = uint8(d.u("atomtype")), d.u("atomop")
	case "FADD", "FMUL", "FFMA", "FMNMX", "FSETP", "FSEL", "FCHK", "MUFU", "FRND",
		"DADD", "DMUL", "DFMA", "DSETP", "DMNMX", "F2I", "I2F", "F2F":
		d.buildFP()
	case "MEMBAR", "NOP":
		in.fn = execNop
	case "BRA", "BSSY":
		in.flow = flowBRA
		if in.op == "BSSY" {
			in.flow, in.d = flowBSSY, uint8(d.u("bd"))
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
	case "EXIT":
		in.flow, in.global = flowEXIT, true
	case "BSYNC":
		in.flow, in.d = flowBSYNC, uint8(d.u("ba"))
	case "WARPSYNC":
		in.flow = flowWARPSYNC
	case "UMOV":
		in.fn, in.uniform = execUMOV, true
	case "UIADD":
		in.fn, in.uniform = execUIADD, true
	case "UIMAD":
		in.fn, in.uniform = execUIMAD, true
	case "ULOP3":
		in.fn, in.uniform = execULOP3, true
	case "USEL":
		in.fn, in.uniform = execUSEL, true
	default:
		return d.errorf("the emulator does not implement %s", in.op)
	}
	return nil
}

func execNop(x *run, w *warp, in *inst, m uint32) *Error { return nil }
