package launch

import "testing"

func TestBufferAddrs(t *testing.T) {
	l := Launch{Args: []Arg{
		{Kind: Buffer, Data: make([]byte, 16)},
		{Kind: Scalar, Value: 3, Size: 4},
		{Kind: Buffer, Data: nil},
		{Kind: Buffer, Data: make([]byte, 300)},
		{Kind: Buffer, Data: make([]byte, 1)},
	}}
	// 0x10000000 + 16 + 256 gap -> 0x10000110, aligned up to 0x10000200;
	// the empty buffer takes 0 + 256 -> 0x10000300; 300 + 256 = 556 bytes
	// from 0x10000300 end at 0x1000052c, aligned to 0x10000600.
	want := []uint64{0x1000_0000, 0, 0x1000_0200, 0x1000_0300, 0x1000_0600}
	got := l.BufferAddrs()
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("buffer %d at %#x, want %#x", i, got[i], want[i])
		}
	}
}
