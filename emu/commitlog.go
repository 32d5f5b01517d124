package emu

import "encoding/binary"

// replayLog applies a committing overlay's logged reductions, in order, to
// the new versions nvs of its pages (overlay.go, pageVersions.commit),
// skipping the pages taken whole (whole[page]), whose bytes hold their
// effects already. It computes what atomicOp computes for each entry;
// the additions, nearly all of a log (histograms, accumulators, counters),
// without its call: integer ADD wraps at the operand's width (a 32-bit
// sum's high word is dropped by the 32-bit store), float ADD is
// addF32Bits and addF64Bits (atomfloat.go), as atomicOp's.
func replayLog(log []ovReduction, nvs []*[pageBytes]byte, whole []bool) {
	for i := range log {
		r := &log[i]
		if whole[r.page] {
			continue
		}
		b := nvs[r.page][r.in : uint64(r.in)+uint64(r.size)]
		if r.size == 8 {
			old := binary.LittleEndian.Uint64(b)
			var nv uint64
			switch {
			case r.op == atomADD && r.typ == atomU64:
				nv = old + r.b
			case r.op == atomADD && r.typ == atomF64:
				nv = addF64Bits(old, r.b)
			default:
				nv = atomicOp(r.op, r.typ, old, r.b, r.c)
			}
			binary.LittleEndian.PutUint64(b, nv)
			continue
		}
		old := uint64(binary.LittleEndian.Uint32(b))
		var nv uint64
		switch {
		case r.op == atomADD && (r.typ == atomU32 || r.typ == atomS32):
			nv = old + r.b
		case r.op == atomADD && r.typ == atomF32:
			nv = addF32Bits(old, r.b)
		default:
			nv = atomicOp(r.op, r.typ, old, r.b, r.c)
		}
		binary.LittleEndian.PutUint32(b, uint32(nv))
	}
}
