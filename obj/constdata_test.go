package obj

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Module constants travel as Globals in the constant data window
// (ConstDataBase .. ConstDataEnd, bank ConstBank offsets 0..0xFFFF).
func TestConstDataGlobals(t *testing.T) {
	m := testModule(t)
	m.Globals = []Global{
		{Name: "dev", Addr: GlobalDataBase, Data: []byte{1, 2, 3, 4}},
		{Name: "tbl", Addr: 0x0080_0000, Data: []byte{2, 0, 0, 0, 3, 0, 0, 0}},
		{Name: "last", Addr: 0x0080_FFFC, Data: []byte{9, 9, 9, 9}},
	}
	bin, err := Write(m)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(m.Globals, back.Globals); d != "" {
		t.Errorf("globals after Read (-want +got):\n%s", d)
	}
	if !IsConstData(0x0080_0000, 0x1_0000) || IsConstData(0x0080_FFFC, 8) || IsConstData(0x007F_FFFC, 4) || IsConstData(GlobalDataBase, 4) {
		t.Errorf("IsConstData does not bound the 64 KiB window at 0x800000")
	}
	m.Globals = []Global{{Name: "over", Addr: 0x0080_FFFC, Data: make([]byte, 8)}}
	if _, err := Write(m); err == nil || !strings.Contains(err.Error(), "constant data range") {
		t.Errorf("a constant crossing the end of the bank: error %v", err)
	}
}
