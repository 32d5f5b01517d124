package isa

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// Floating-point immediates. An F32Imm field holds a binary32 pattern; an
// F64Imm field holds the high word of a binary64 whose low word is zero.
// Both print as the shortest decimal that reads back to the same value
// (strconv 'g' format), INF and -INF for infinities, and as the raw hex
// pattern (0x7FC00000) for NaNs. The assembler reads a decimal literal
// ("1", "-0", "0.1", "1e-45") as the nearest value of the format (it
// rejects values beyond the finite range and, for F64Imm, any value whose
// binary64 low word is not zero), INF/-INF, and a hex literal as the raw
// 32-bit pattern, so that every pattern, NaN payloads included, can be
// written.

var reDecimal = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$`)
})

func isFloatLiteral(s string) bool {
	return reDecimal().MatchString(s) || s == "INF" || s == "+INF"
}

// FImmText prints an FP immediate field value.
func FImmText(v uint32, f64 bool) string {
	var x float64
	bits := 32
	if f64 {
		x = math.Float64frombits(uint64(v) << 32)
		bits = 64
	} else {
		x = float64(math.Float32frombits(v))
	}
	switch {
	case math.IsNaN(x):
		return fmt.Sprintf("0x%X", v)
	case math.IsInf(x, 1):
		return "INF"
	case math.IsInf(x, -1):
		return "-INF"
	}
	return strconv.FormatFloat(x, 'g', -1, bits)
}

// parseFImm reads an FP immediate as written (prefix included).
func parseFImm(text string, f64 bool) (uint32, bool) {
	t := strings.ReplaceAll(text, " ", "")
	if strings.HasPrefix(t, "0x") || strings.HasPrefix(t, "0X") {
		v, err := strconv.ParseUint(t[2:], 16, 32)
		return uint32(v), err == nil
	}
	neg := strings.HasPrefix(t, "-")
	body := strings.TrimLeft(t, "+-")
	if len(t)-len(body) > 1 {
		return 0, false
	}
	var x float64
	switch {
	case body == "INF":
		x = math.Inf(1)
		if neg {
			x = math.Inf(-1)
		}
	case reDecimal().MatchString(t):
		bits := 32
		if f64 {
			bits = 64
		}
		var err error
		if x, err = strconv.ParseFloat(t, bits); err != nil {
			return 0, false
		}
	default:
		return 0, false
	}
	if !f64 {
		return math.Float32bits(float32(x)), true // exact: x is a binary32 value or ±inf
	}
	b := math.Float64bits(x)
	if uint32(b) != 0 {
		return 0, false
	}
	return uint32(b >> 32), true
}
