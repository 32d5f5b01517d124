package lower

import (
	llir "github.com/llir/llvm/ir"

	"gpucc/ir"
)

// Under-aligned accesses. A load or store of size bytes whose alignment is
// smaller (`align 1` or `align 2` on an i16, i32 or i64, as packed structs
// and byte buffers cast to wider types produce) is split into accesses of
// the alignment's width: LD*.U8 / LD*.U16 pieces reassembled little-endian
// with IMAD (piece k of a word adds piece << 8*offset; the pieces are
// zero-extended and disjoint, so adding is or-ing), and ST*.U8 / ST*.U16
// pieces cut out with SHF.R.U32. An i64 aligned to 4 takes two 32-bit
// accesses (see lowerLoad and lowerStore).

// pieceMemType is the memtype of a split piece of the given width.
var pieceMemType = map[int]string{1: "U8", 2: "U16", 4: "32"}

// splitLoad loads size bytes through ptr in pieces of align bytes.
func (s *sel) splitLoad(inst *llir.InstLoad, size, align int) *lval {
	mt := pieceMemType[align]
	var words []opnd
	for w := 0; w < (size+3)/4; w++ {
		var acc opnd
		for b := 0; b < 4 && 4*w+b < size; b += align {
			r, off, space := s.address(inst.Src, int64(4*w+b))
			d := s.newGPR("")
			in := s.emit(memForm(true, space)).SetReg("rd", ir.Whole(d)).SetVal("off", off).SetMod("memtype", mt)
			setReg(in, "ra", r)
			if b == 0 {
				acc = gpr(ir.Whole(d))
				continue
			}
			acc = s.imad(gpr(ir.Whole(d)), imm(1<<(8*b)), acc, true)
		}
		words = append(words, acc)
	}
	if size == 8 {
		return &lval{bits: 64, lo: words[0], hi: words[1]}
	}
	return &lval{bits: 8 * size, x: words[0], ext: extZero}
}

// splitStore stores the size-byte value src through ptr in pieces of
// align bytes.
func (s *sel) splitStore(inst *llir.InstStore, size, align int) {
	mt := pieceMemType[align]
	var words []opnd
	if size == 8 {
		lo, hi := s.halves(inst.Src)
		words = []opnd{s.toGPR(lo), s.toGPR(hi)}
	} else {
		words = []opnd{s.toGPR(s.val32(inst.Src))}
	}
	for w, word := range words {
		for b := 0; b < 4 && 4*w+b < size; b += align {
			piece := word
			if b > 0 {
				piece = s.shf("R", "U32", false, word, imm(uint32(8*b)), zero)
			}
			r, off, space := s.address(inst.Dst, int64(4*w+b))
			in := s.emit(memForm(false, space)).SetVal("off", off).SetMod("memtype", mt)
			setReg(in, "ra", r)
			setReg(in, "rb", piece.r)
		}
	}
}
