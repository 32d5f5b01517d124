package launch

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Floating-point values of run descriptions (see text.go).

// Default quiet NaNs that "nan" denotes (IEEE 754's usual choice).
const (
	quietNaN32 uint64 = 0x7fc00000
	quietNaN64 uint64 = 0x7ff8000000000000
)

// SpecialFloats lists the bit patterns that INIT "special" cycles through:
// +0, -0, +inf, -inf, the default quiet NaN, the smallest subnormal and its
// negation, the largest subnormal, the smallest normal and its negation, the
// largest finite value and its negation, 1 and -1.
func SpecialFloats(elem string) []uint64 {
	if elem == "f32" {
		return []uint64{0, 0x80000000, 0x7f800000, 0xff800000, quietNaN32, 1, 0x80000001, 0x007fffff,
			0x00800000, 0x80800000, 0x7f7fffff, 0xff7fffff, 0x3f800000, 0xbf800000}
	}
	return []uint64{0, 1 << 63, 0x7ff0000000000000, 0xfff0000000000000, quietNaN64, 1, 1<<63 | 1,
		0x000fffffffffffff, 0x0010000000000000, 0x8010000000000000, 0x7fefffffffffffff, 0xffefffffffffffff,
		0x3ff0000000000000, 0xbff0000000000000}
}

// parseFloat reads a decimal or hexadecimal float, inf or nan forms and
// returns the bits of the nearest elem value.
func parseFloat(elem, value string) (uint64, error) {
	is32 := elem == "f32"
	lower := strings.ToLower(value)
	neg := strings.HasPrefix(lower, "-")
	body := strings.TrimLeft(lower, "+-")
	if strings.HasPrefix(body, "nan") {
		var bits uint64
		switch {
		case body == "nan" && is32:
			bits = quietNaN32
		case body == "nan":
			bits = quietNaN64
		case strings.HasPrefix(body, "nan(") && strings.HasSuffix(body, ")"):
			b, err := strconv.ParseUint(body[4:len(body)-1], 0, 64)
			size := 32
			if !is32 {
				size = 64
			}
			if err != nil || (size == 32 && b > math.MaxUint32) || !isNaNBits(elem, b) {
				return 0, fmt.Errorf("value %q: nan(BITS) needs the bit pattern of a %s NaN", value, elem)
			}
			return b, nil
		default:
			return 0, fmt.Errorf("value %q is not a floating-point number", value)
		}
		if neg {
			bits |= signBit(elem)
		}
		return bits, nil
	}
	if is32 {
		x, err := strconv.ParseFloat(value, 32)
		if err != nil && !isRange(err) {
			return 0, fmt.Errorf("value %q is not a floating-point number", value)
		}
		return uint64(math.Float32bits(float32(x))), nil
	}
	x, err := strconv.ParseFloat(value, 64)
	if err != nil && !isRange(err) {
		return 0, fmt.Errorf("value %q is not a floating-point number", value)
	}
	return math.Float64bits(x), nil
}

// isRange accepts strconv's out-of-range error: the value is then the
// correctly rounded infinity or zero, which is what the text asks for.
func isRange(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

func signBit(elem string) uint64 {
	if elem == "f32" {
		return 1 << 31
	}
	return 1 << 63
}

func isNaNBits(elem string, b uint64) bool {
	if elem == "f32" {
		return b <= math.MaxUint32 && math.IsNaN(float64(math.Float32frombits(uint32(b))))
	}
	return math.IsNaN(math.Float64frombits(b))
}

// formatFloat prints the shortest decimal that parses back to bits.
func formatFloat(elem string, bits uint64) string {
	var x float64
	size := 64
	if elem == "f32" {
		bits &= math.MaxUint32
		x, size = float64(math.Float32frombits(uint32(bits))), 32
	} else {
		x = math.Float64frombits(bits)
	}
	switch {
	case math.IsNaN(x):
		return fmt.Sprintf("nan(0x%x)", bits)
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return strconv.FormatFloat(x, 'g', -1, size)
}

// fillRandFloat fills data with uniformly distributed values in [-1, 1):
// multiples of 2^-23 for f32 and of 2^-52 for f64, all exactly
// representable.
func fillRandFloat(data []byte, elem string, r *rand.Rand) {
	size := ElemSize(elem)
	for i := 0; i+size <= len(data); i += size {
		if elem == "f32" {
			x := float32(r.Uint32()>>8)*0x1p-23 - 1
			putElem(data[i:], 4, uint64(math.Float32bits(x)))
		} else {
			x := float64(r.Uint64()>>11)*0x1p-52 - 1
			putElem(data[i:], 8, math.Float64bits(x))
		}
	}
}

func bitsToF64(elem string, b uint64) float64 {
	if elem == "f32" {
		return float64(math.Float32frombits(uint32(b)))
	}
	return math.Float64frombits(b)
}

func f64ToBits(elem string, x float64) uint64 {
	if elem == "f32" {
		return uint64(math.Float32bits(float32(x)))
	}
	return math.Float64bits(x)
}

// extendFloats stores vals and continues them: a single value repeats,
// otherwise element len(vals)-1+k is last + k*step with step the difference
// of the last two values, computed in float64.
func extendFloats(data []byte, elem string, vals []uint64) {
	size := ElemSize(elem)
	count := len(data) / size
	last := bitsToF64(elem, vals[len(vals)-1])
	step := 0.0
	if len(vals) >= 2 {
		step = last - bitsToF64(elem, vals[len(vals)-2])
	}
	for i := 0; i < count; i++ {
		v := vals[len(vals)-1]
		switch {
		case i < len(vals):
			v = vals[i]
		case step != 0:
			v = f64ToBits(elem, last+float64(i-len(vals)+1)*step)
		}
		putElem(data[i*size:], size, v)
	}
}
