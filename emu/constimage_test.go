package emu

import (
	"bytes"
	"testing"

	"gpucc/obj"
)

// refConstBank lays the __constant__ globals out as a constant bank the
// plain way: a 64 KiB bank, each global's bytes at its offset in order,
// cut after the last byte any of them covers.
func refConstBank(globals []obj.Global) []byte {
	bank := make([]byte, 64<<10)
	end := 0
	for _, g := range globals {
		if g.Addr >= obj.ConstDataBase && g.Addr < obj.ConstDataEnd {
			off := int(g.Addr - obj.ConstDataBase)
			copy(bank[off:], g.Data)
			end = max(end, off+len(g.Data))
		}
	}
	return bank[:end]
}

func seq(n int, start byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = start + byte(i)
	}
	return b
}

// TestConstBankImage: mapGlobals on a new device shares the program's
// image of its __constant__ globals (the bank the one-by-one mapping
// makes), copies it before another program's globals or SetConstBank
// change the device's bank (the image stays as it was), and maps globals
// one by one where the image does not match them (a copy of the program
// with other data or sizes, overlapping globals).
func TestConstBankImage(t *testing.T) {
	c := func(off uint64) uint64 { return obj.ConstDataBase + off }
	a := []obj.Global{{Name: "a", Addr: c(0x10), Data: seq(4, 1)}, {Name: "big", Addr: c(0x100), Data: seq(1000, 7)},
		{Name: "g", Addr: 0x1000000, Data: seq(8, 50)}, {Name: "far", Addr: c(0xfff0), Data: seq(8, 90)}}
	p := loadSrc(t, "EXIT ;", 0, 0, 0)
	p.Globals = a
	d := NewDevice(Options{})
	if err := d.mapGlobals(p); err != nil {
		t.Fatal(err)
	}
	want := refConstBank(a)
	if !d.constShared || !bytes.Equal(d.banks[obj.ConstBank], want) || len(d.banks[obj.ConstBank]) != 0xfff8 {
		t.Fatalf("image: shared %v, bank of %d bytes equal %v; want shared, %d bytes", d.constShared,
			len(d.banks[obj.ConstBank]), bytes.Equal(d.banks[obj.ConstBank], want), len(want))
	}
	if got, err := d.Read(0x1000000, 8); err != nil || !bytes.Equal(got, seq(8, 50)) {
		t.Fatalf("global g: %v %v", got, err)
	}
	// Another program's globals on the same device: the device's bank
	// changes, the image does not.
	q := loadSrc(t, "EXIT ;", 0, 0, 0)
	q.Globals = []obj.Global{{Name: "b", Addr: c(0x12), Data: seq(4, 200)}, {Name: "tail", Addr: c(0x10000 - 4), Data: seq(4, 30)}}
	if err := d.mapGlobals(q); err != nil {
		t.Fatal(err)
	}
	if want := refConstBank(append(append([]obj.Global(nil), a...), q.Globals...)); d.constShared || !bytes.Equal(d.banks[obj.ConstBank], want) {
		t.Fatalf("after another program's globals: shared %v, bank equal %v", d.constShared, bytes.Equal(d.banks[obj.ConstBank], want))
	}
	if !bytes.Equal(p.ctaPool.constImage.bank, want) {
		t.Fatal("another program's globals changed the image")
	}
	d2 := NewDevice(Options{})
	if err := d2.mapGlobals(p); err != nil {
		t.Fatal(err)
	}
	if err := d2.SetConstBank(obj.ConstBank, seq(16, 3)); err != nil || d2.constShared {
		t.Fatalf("SetConstBank: %v, shared %v", err, d2.constShared)
	}
	if !bytes.Equal(p.ctaPool.constImage.bank, want) {
		t.Fatal("SetConstBank changed the image")
	}
	// A copy of the program (it shares the pool) whose globals differ from
	// the image, and overlapping globals: mapped one by one.
	for _, globals := range [][]obj.Global{
		{a[0], {Name: "big", Addr: c(0x100), Data: seq(1000, 8)}, a[2], a[3]},
		{a[0], {Name: "big", Addr: c(0x100), Data: seq(2000, 7)}, a[2], a[3]},
		{a[0], a[1], a[2]},
		{a[0], a[1], a[2], {Name: "far", Addr: c(0xfff0), Data: seq(16, 90)}}, // past the image's end
	} {
		r := *p
		r.Globals = globals
		d := NewDevice(Options{})
		if err := d.mapGlobals(&r); err != nil {
			t.Fatal(err)
		}
		if want := refConstBank(globals); d.constShared || !bytes.Equal(d.banks[obj.ConstBank], want) {
			t.Fatalf("%d globals: shared %v, bank of %d bytes, want %d bytes not shared", len(globals), d.constShared,
				len(d.banks[obj.ConstBank]), len(want))
		}
	}
	o := loadSrc(t, "EXIT ;", 0, 0, 0)
	o.Globals = append(append([]obj.Global(nil), a...), obj.Global{Name: "over", Addr: c(0x110), Data: seq(8, 0)})
	for i := 0; i < 2; i++ { // the image is made, then checked
		d := NewDevice(Options{})
		if err := d.mapGlobals(o); err != nil {
			t.Fatal(err)
		}
		if want := refConstBank(o.Globals); d.constShared || !bytes.Equal(d.banks[obj.ConstBank], want) {
			t.Fatalf("overlapping globals: shared %v, bank equal %v", d.constShared, bytes.Equal(d.banks[obj.ConstBank], want))
		}
	}
}
