package launch

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseFull(t *testing.T) {
	got, err := Parse([]string{
		"--kernel", "vadd", "--grid", "4,2", "--block=100", "--shared", "0x40",
		"buf:u32:3=1,2,0xffffffff", "out=buf:i16:2=-1,7", "i32:-2", "n=u64:0x10", "i8:0xff", "u16:65535",
	})
	if err != nil {
		t.Fatal(err)
	}
	want := Launch{
		Kernel: "vadd", Grid: Dim3{4, 2, 1}, Block: Dim3{100, 1, 1}, SharedBytes: 64,
		Args: []Arg{
			{Kind: Buffer, Name: "arg0", Elem: "u32", Data: []byte{1, 0, 0, 0, 2, 0, 0, 0, 0xff, 0xff, 0xff, 0xff}},
			{Kind: Buffer, Name: "out", Elem: "i16", Data: []byte{0xff, 0xff, 7, 0}},
			{Kind: Scalar, Name: "arg2", Elem: "i32", Value: 0xfffffffe, Size: 4},
			{Kind: Scalar, Name: "n", Elem: "u64", Value: 16, Size: 8},
			{Kind: Scalar, Name: "arg4", Elem: "i8", Value: 0xff, Size: 1},
			{Kind: Scalar, Name: "arg5", Elem: "u16", Value: 0xffff, Size: 2},
		},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Parse mismatch (-want +got):\n%s", diff)
	}
}

func TestParseDefaults(t *testing.T) {
	got, err := Parse(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.Grid != (Dim3{1, 1, 1}) || got.Block != (Dim3{1, 1, 1}) || got.SharedBytes != 0 || len(got.Args) != 0 {
		t.Errorf("Parse(nil) = %+v", got)
	}
	d, err := ParseDim3("3,5,7")
	if err != nil || d != (Dim3{3, 5, 7}) {
		t.Errorf("ParseDim3(3,5,7) = %v, %v", d, err)
	}
}

func TestParseBufferInits(t *testing.T) {
	cases := []struct {
		arg  string
		want []byte
	}{
		{"buf:u8:4=zero", []byte{0, 0, 0, 0}},
		{"buf:u32:0=zero", []byte{}},
		{"buf:u32:0=rand", []byte{}},
		{"buf:u8:5=7,...", []byte{7, 7, 7, 7, 7}},
		{"buf:i8:5=3,1,...", []byte{3, 1, 0xff, 0xfd, 0xfb}},
		{"buf:i64:3=0,1,2,...", []byte{0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0}},
		{"buf:u16:3=0,1,...", []byte{0, 0, 1, 0, 2, 0}},
		{"buf:u16:2=0xfffe,1,...", []byte{0xfe, 0xff, 1, 0}},
		{"buf:i32:1=-2147483648", []byte{0, 0, 0, 0x80}},
		{"buf:u64:1=18446744073709551615", bytes.Repeat([]byte{0xff}, 8)},
	}
	for _, c := range cases {
		a, err := ParseArg(c.arg, 0)
		if err != nil {
			t.Errorf("%s: %v", c.arg, err)
			continue
		}
		if !bytes.Equal(a.Data, c.want) {
			t.Errorf("%s: data % x, want % x", c.arg, a.Data, c.want)
		}
	}
}

func TestParseRand(t *testing.T) {
	a, err := ParseArg("buf:u32:5=rand", 2)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := ParseArg("buf:u32:5=rand", 2)
	other, _ := ParseArg("buf:u32:5=rand", 3)
	seeded, _ := ParseArg("buf:u32:5=rand:2", 7)
	if len(a.Data) != 20 || !bytes.Equal(a.Data, again.Data) {
		t.Errorf("rand is not deterministic: % x vs % x", a.Data, again.Data)
	}
	if bytes.Equal(a.Data, other.Data) {
		t.Error("rand at positions 2 and 3 gave the same bytes")
	}
	if !bytes.Equal(a.Data, seeded.Data) {
		t.Error("rand at position 2 and rand:2 differ")
	}
	if bytes.Equal(a.Data, make([]byte, 20)) {
		t.Error("rand gave zeros")
	}
}

func TestParseErrorsNameTheArgument(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--grid", "0"}, `flag --grid "0": dimension 0 is 0`},
		{[]string{"--grid", "1,2,3,4"}, "more than three dimensions"},
		{[]string{"--block", "x"}, `flag --block "x": dimension 0 "x": invalid syntax`},
		{[]string{"--shared", "-1"}, `flag --shared "-1": invalid syntax`},
		{[]string{"--grid"}, "flag --grid: missing value"},
		{[]string{"--warp", "32"}, "unknown flag --warp"},
		{[]string{"i32:1", "buf:u32:x=rand"}, `argument 1 "buf:u32:x=rand": bad element count "x"`},
		{[]string{"buf:f16:4=zero"}, `argument 0 "buf:f16:4=zero": bad buffer element type "f16"`},
		{[]string{"buf:u32:4"}, "buffer needs =INIT"},
		{[]string{"buf:u64:0x4000000=zero"}, "element count 67108864 over the limit of 33554432"},
		{[]string{"buf:u32:3=1,2"}, "2 values for 3 elements"},
		{[]string{"buf:u32:1=1,2,..."}, "2 values for 1 elements"},
		{[]string{"buf:u8:2=..."}, `"..." needs at least one value`},
		{[]string{"buf:u8:2=1,256"}, `value "256" is not an unsigned 8-bit integer`},
		{[]string{"buf:u32:2=rand:abc"}, `bad random seed "abc"`},
		{[]string{"i8:-129"}, `argument 0 "i8:-129": value "-129" is not a 8-bit integer`},
		{[]string{"u32:-1"}, `value "-1" is not an unsigned 32-bit integer`},
		{[]string{"f16:1"}, "want buf:ELEM:COUNT=INIT or ELEM:VALUE"},
		{[]string{"f32:1.5x"}, `value "1.5x" is not a floating-point number`},
		{[]string{"f32:nan(0x3f800000)"}, "needs the bit pattern of a f32 NaN"},
		{[]string{"buf:i32:4=special"}, "special values are for f32 and f64 buffers"},
		{[]string{"42"}, `argument 0 "42": want buf:`},
		{[]string{"1x=i32:4"}, `bad argument name "1x"`},
	}
	for _, c := range cases {
		_, err := Parse(c.args)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) error %v, want it to contain %q", c.args, err, c.want)
		}
	}
}

func TestFormat(t *testing.T) {
	if got := FormatValue("i8", 0x80); got != "-128" {
		t.Errorf("FormatValue(i8, 0x80) = %s", got)
	}
	if got := FormatValue("u64", 1<<63); got != "9223372036854775808" {
		t.Errorf("FormatValue(u64, 1<<63) = %s", got)
	}
	got, err := FormatBuffer("i32", []byte{0xff, 0xff, 0xff, 0xff, 5, 0, 0, 0, 0, 0, 0, 0x80})
	if err != nil || got != "-1,5,-2147483648" {
		t.Errorf("FormatBuffer(i32) = %q, %v", got, err)
	}
	if _, err := FormatBuffer("u32", []byte{1, 2, 3}); err == nil {
		t.Error("FormatBuffer accepted 3 bytes of u32")
	}
	l := Launch{Args: []Arg{
		{Kind: Buffer, Name: "a", Elem: "u16", Data: []byte{1, 0, 0xff, 0xff}},
		{Kind: Scalar, Name: "n", Elem: "i32", Value: 2, Size: 4},
		{Kind: Buffer, Name: "b", Elem: "i8", Data: []byte{0x80}},
	}}
	text, err := FormatResult(l, Result{Buffers: [][]byte{{2, 0, 3, 0}, nil, {0x7f}}})
	if want := "a u16[2] = 2,3\nb i8[1] = 127\n"; err != nil || text != want {
		t.Errorf("FormatResult = %q, %v; want %q", text, err, want)
	}
}

func TestFormatArgsRoundTrip(t *testing.T) {
	l := Launch{
		Kernel: "k", Grid: Dim3{3, 2, 1}, Block: Dim3{48, 1, 1}, SharedBytes: 160,
		Args: []Arg{
			{Kind: Scalar, Name: "c", Elem: "i8", Value: 0xfb, Size: 1},
			// 0xff06050403020180 = -70363229389192832.
			{Kind: Buffer, Name: "out", Elem: "i64", Data: bytes.Repeat([]byte{0x80, 1, 2, 3, 4, 5, 6, 0xff}, 3)},
			{Kind: Scalar, Name: "big", Elem: "u64", Value: 1<<64 - 1, Size: 8},
			{Kind: Buffer, Name: "bytes", Elem: "u8", Data: []byte{0, 255, 7}},
			{Kind: Buffer, Name: "empty", Elem: "u32", Data: []byte{}},
		},
	}
	args, err := FormatArgs(l)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"--kernel", "k", "--grid", "3,2,1", "--block", "48,1,1", "--shared", "160", "c=i8:-5",
		"out=buf:i64:3=-70363229389192832,-70363229389192832,-70363229389192832",
		"big=u64:18446744073709551615", "bytes=buf:u8:3=0,255,7", "empty=buf:u32:0=zero"}
	if diff := cmp.Diff(want, args); diff != "" {
		t.Errorf("FormatArgs (-want +got):\n%s", diff)
	}
	back, err := Parse(args)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(l, back); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
}

func TestBytesArg(t *testing.T) {
	a, err := ParseArg("d=bytes:07000000000000000900000000000000", 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{7, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0}
	if a.Kind != Bytes || a.Name != "d" || a.Size != 16 || !bytes.Equal(a.Data, want) {
		t.Errorf("parsed %+v", a)
	}
	text, err := FormatArg(a)
	if err != nil || text != "d=bytes:07000000000000000900000000000000" {
		t.Errorf("FormatArg = %q, %v", text, err)
	}
	for _, bad := range []string{"bytes:", "bytes:7", "bytes:zz"} {
		if _, err := ParseArg(bad, 0); err == nil || !strings.Contains(err.Error(), "bytes:HEX") {
			t.Errorf("%s: error %v", bad, err)
		}
	}
}

func TestTextureArg(t *testing.T) {
	l, err := Parse([]string{"a=buf:u8:10=zero", "t=texture:b", "b=buf:i32:4=zero"})
	if err != nil {
		t.Fatal(err)
	}
	// a at GlobalBase; b after a's 10 bytes and the 256-byte gap, aligned to 256.
	if a := l.Args[1]; a.Kind != Scalar || a.Size != 8 || a.Name != "t" || a.Value != 0x1000_0200 {
		t.Errorf("texture argument %+v, want the u64 0x10000200", a)
	}
	if _, err := Parse([]string{"t=texture:nope"}); err == nil || !strings.Contains(err.Error(), "texture:nope names no buffer") {
		t.Errorf("unknown buffer: error %v", err)
	}
}
