package isa

import (
	"slices"
	"testing"
)

// TestDecodeIndexCandidates checks the decode index against a linear scan
// of the form table: for every value of the low 12 bits, the candidates are
// exactly the forms whose Value has those bits, in table order (Decode takes
// the first form that matches, so the order decides between forms).
func TestDecodeIndexCandidates(t *testing.T) {
	x := decodeIndex()
	total := 0
	for key := range uint16(4096) {
		var want []uint16
		for i := range forms {
			if uint16(forms[i].Value[0]&0xfff) == key {
				want = append(want, uint16(i))
			}
		}
		got := x.candidates(key)
		if !slices.Equal(got, want) && len(got)+len(want) > 0 {
			t.Errorf("key %#x: candidates %v, want %v", key, got, want)
		}
		total += len(got)
	}
	if total != len(forms) {
		t.Errorf("index holds %d forms, the table %d", total, len(forms))
	}
}
