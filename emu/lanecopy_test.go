package emu

import (
	"testing"
	"unsafe"
)

// TestCopyLanes checks copyLanes (MOV of a whole warp) lane by lane
// against the source, into a distinct row and onto itself, and that it
// writes the row and nothing next to it.
func TestCopyLanes(t *testing.T) {
	if q := unsafe.Sizeof(laneQuarter{}.v); 4*q != unsafe.Sizeof([32]uint32{}) || unsafe.Sizeof(laneQuarter{}) != q {
		t.Fatalf("laneQuarter holds %d of a row's %d bytes", q, unsafe.Sizeof([32]uint32{}))
	}
	var rows [4][32]uint32
	for r := range rows {
		for i := range rows[r] {
			rows[r][i] = uint32(r)<<24 | uint32(i)*0x01010101 ^ 0x5a00a5
		}
	}
	want := rows
	copyLanes(&rows[1], &rows[2])
	want[1] = want[2]
	copyLanes(&rows[3], &rows[3])
	if rows != want {
		t.Fatalf("copyLanes: rows %x, want %x", rows, want)
	}
	for i := range rows[1] {
		if rows[1][i] != uint32(2)<<24|uint32(i)*0x01010101^0x5a00a5 {
			t.Fatalf("copyLanes: lane %d = %#x", i, rows[1][i])
		}
	}
}
