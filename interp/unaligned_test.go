package interp

import (
	"bytes"
	"testing"
)

// TestUnderAlignedAccess: a load or store marked align 1 (or 2) is defined
// at any address that is a multiple of that alignment, as packed structs
// need; the bytes are little-endian.
func TestUnderAlignedAccess(t *testing.T) {
	src := kernelModule(`
define void @k(i8* %b) {
entry:
  %p1 = getelementptr i8, i8* %b, i64 1
  %q1 = bitcast i8* %p1 to i32*
  %v = load i32, i32* %q1, align 1
  %w = add i32 %v, 1
  %p6 = getelementptr i8, i8* %b, i64 6
  %q6 = bitcast i8* %p6 to i64*
  %x = zext i32 %w to i64
  store i64 %x, i64* %q6, align 2
  %p3 = getelementptr i8, i8* %b, i64 3
  %q3 = bitcast i8* %p3 to i16*
  store i16 -2, i16* %q3, align 1
  ret void
}`, "void (i8*)* @k")
	in := []byte{0xAA, 0x01, 0x02, 0x03, 0x04, 0xBB, 0, 0, 0, 0, 0, 0, 0, 0, 0xCC, 0xDD}
	res := runText(t, src, oneThread("k", buf("b", in)))
	// v = 0x04030201, w = 0x04030202 at bytes 6..13; then 0xFFFE at bytes 3..4.
	want := []byte{0xAA, 0x01, 0x02, 0xFE, 0xFF, 0xBB, 0x02, 0x02, 0x03, 0x04, 0, 0, 0, 0, 0xCC, 0xDD}
	if !bytes.Equal(res.Buffers[0], want) {
		t.Errorf("buffer % x, want % x", res.Buffers[0], want)
	}
}
