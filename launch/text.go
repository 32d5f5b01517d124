package launch

// The textual run description used on the command line (gpucc run, gpucc
// verify). An argument list is a set of flags followed by the kernel's
// arguments in parameter order:
//
//	--kernel NAME          kernel to run (optional here; the CLI may take it elsewhere)
//	--grid X[,Y[,Z]]       grid size in blocks, missing dimensions are 1 (default 1,1,1)
//	--block X[,Y[,Z]]      block size in threads (default 1,1,1)
//	--shared BYTES         dynamic shared memory per block (default 0)
//
// Flags may also be written --grid=4,2. Each kernel argument is one of
//
//	[NAME=]buf:ELEM:COUNT=INIT   a global buffer of COUNT elements (COUNT may be 0)
//	[NAME=]ELEM:VALUE            a scalar
//	[NAME=]texture:BUFFER        a texture object (u64) bound to the linear memory
//	                             of the buffer argument named BUFFER: its address
//	[NAME=]bytes:HEX             a struct passed by value (a byval parameter):
//	                             its bytes, padding included, in the layout of
//	                             the parameter's type, two hex digits a byte
//	                             (a struct {int a; long long b;} with a=7,
//	                             b=9 is bytes:07000000000000000900000000000000)
//
// where ELEM is u8, i8, u16, i16, u32, i32, u64, i64, f32 (IEEE binary32) or
// f64 (binary64), and INIT is
//
//	zero             all bytes 0
//	rand             deterministic pseudo-random values, seeded by the argument's position:
//	                 random bytes for integers; for f32 and f64 uniformly distributed
//	                 multiples of 2^-23 (f32) or 2^-52 (f64) in [-1, 1), all finite
//	rand:SEED        the same from the given seed
//	special          f32 and f64 only: the special values in the order of
//	                 SpecialFloats (±0, ±inf, NaN, subnormals, normal extremes, ±1),
//	                 repeated up to COUNT
//	V                a single value fills the buffer
//	V0,V1,...,Vn     exactly COUNT values
//	V0,V1,...        values ending in "...": continue the arithmetic progression
//	                 of the last two values (or repeat a single value) up to COUNT;
//	                 for f32 and f64 element k is Vlast + k*step computed in float64
//	                 and rounded to the element type
//
// Integer values are decimal or 0x-hexadecimal (0o octal, 0b binary); signed
// types take negative numbers and also any bit pattern of their width
// (i32:0xffffffff is -1). Floating-point values are decimal or hexadecimal
// floats (0x1.8p3), rounded to nearest even once, or inf, -inf, nan (the
// default quiet NaN 0x7fc00000 / 0x7ff8000000000000), -nan, or nan(0xBITS)
// for any NaN bit pattern. Floating-point outputs print as the shortest
// decimal that reads back to the same value (-0, inf, -inf, and nan(0xBITS)
// for NaNs). Unnamed arguments are called argN (N from 0).

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// maxBufferBytes keeps a typo in a buffer count from allocating gigabytes.
const maxBufferBytes = 1 << 28

// ElemSize returns the size in bytes of an element type name, or 0 if the
// name is not one of u8, i8, u16, i16, u32, i32, u64, i64, f32, f64.
func ElemSize(elem string) int {
	switch elem {
	case "u8", "i8":
		return 1
	case "u16", "i16":
		return 2
	case "u32", "i32", "f32":
		return 4
	case "u64", "i64", "f64":
		return 8
	}
	return 0
}

// IsFloat reports whether elem is a floating-point element type.
func IsFloat(elem string) bool { return elem == "f32" || elem == "f64" }

// Parse builds a Launch from command-line arguments in the format above.
func Parse(args []string) (Launch, error) {
	l := Launch{Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 1}}
	textures := map[int]string{} // argument index -> the buffer it names
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "--") {
			if name, buffer, ok := parseTexture(a); ok {
				textures[len(l.Args)] = buffer
				l.Args = append(l.Args, Arg{Kind: Scalar, Name: name, Elem: "u64", Size: 8})
				continue
			}
			arg, err := ParseArg(a, len(l.Args))
			if err != nil {
				return Launch{}, err
			}
			l.Args = append(l.Args, arg)
			continue
		}
		flag, value, hasValue := strings.Cut(a[2:], "=")
		if !hasValue {
			if i+1 >= len(args) {
				return Launch{}, fmt.Errorf("flag --%s: missing value", flag)
			}
			i++
			value = args[i]
		}
		var err error
		switch flag {
		case "kernel":
			if value == "" {
				err = fmt.Errorf("empty kernel name")
			}
			l.Kernel = value
		case "grid":
			l.Grid, err = ParseDim3(value)
		case "block":
			l.Block, err = ParseDim3(value)
		case "shared":
			var n uint64
			n, err = strconv.ParseUint(value, 0, 32)
			l.SharedBytes = uint32(n)
		default:
			return Launch{}, fmt.Errorf("unknown flag --%s", flag)
		}
		if err != nil {
			return Launch{}, fmt.Errorf("flag --%s %q: %w", flag, value, unwrapNum(err))
		}
	}
	// A texture object bound to a buffer is the buffer's address
	// (docs/isa.md, "Textures").
	addrs := l.BufferAddrs()
	for i, buffer := range textures {
		found := false
		for k, a := range l.Args {
			if a.Kind == Buffer && a.Name == buffer {
				l.Args[i].Value, found = addrs[k], true
			}
		}
		if !found {
			return Launch{}, fmt.Errorf("argument %d %q: texture:%s names no buffer argument", i, args[i], buffer)
		}
	}
	return l, nil
}

// parseTexture reads [NAME=]texture:BUFFER, a texture object bound to the
// linear memory of buffer argument BUFFER.
func parseTexture(s string) (name, buffer string, ok bool) {
	name, rest := "", s
	if before, after, found := strings.Cut(s, "="); found && isIdent(before) {
		name, rest = before, after
	}
	buffer, ok = strings.CutPrefix(rest, "texture:")
	return name, buffer, ok && isIdent(buffer)
}

// ParseDim3 parses "X", "X,Y" or "X,Y,Z"; missing dimensions are 1 and every
// dimension must be at least 1.
func ParseDim3(s string) (Dim3, error) {
	parts := strings.Split(s, ",")
	if len(parts) > 3 {
		return Dim3{}, fmt.Errorf("more than three dimensions in %q", s)
	}
	d := [3]uint32{1, 1, 1}
	for i, p := range parts {
		n, err := strconv.ParseUint(strings.TrimSpace(p), 0, 32)
		if err != nil {
			return Dim3{}, fmt.Errorf("dimension %d %q: %w", i, p, unwrapNum(err))
		}
		if n == 0 {
			return Dim3{}, fmt.Errorf("dimension %d is 0", i)
		}
		d[i] = uint32(n)
	}
	return Dim3{d[0], d[1], d[2]}, nil
}

// ParseArg parses one kernel argument; index is its position, used for the
// default name and the default random seed.
func ParseArg(s string, index int) (Arg, error) {
	arg, err := parseArg(s, index)
	if err != nil {
		return Arg{}, fmt.Errorf("argument %d %q: %w", index, s, err)
	}
	return arg, nil
}

func parseArg(s string, index int) (Arg, error) {
	name := fmt.Sprintf("arg%d", index)
	head, _, _ := strings.Cut(s, ":")
	if before, after, ok := strings.Cut(head, "="); ok {
		if !isIdent(before) {
			return Arg{}, fmt.Errorf("bad argument name %q", before)
		}
		name = before
		s = s[len(before)+1:]
		head = after
	}
	if head == "buf" {
		return parseBuffer(name, strings.TrimPrefix(s, "buf:"), index)
	}
	if head == "bytes" {
		// An aggregate passed by value: its bytes in hex, in the layout
		// of the parameter's type (bytes:0700000009000000).
		text := strings.TrimPrefix(s, "bytes:")
		data, err := hex.DecodeString(text)
		if err != nil || len(data) == 0 {
			return Arg{}, fmt.Errorf("want bytes:HEX with at least one byte, two hex digits each")
		}
		return Arg{Kind: Bytes, Name: name, Data: data, Size: len(data)}, nil
	}
	elem, value, ok := strings.Cut(s, ":")
	size := ElemSize(elem)
	if !ok || size == 0 {
		return Arg{}, fmt.Errorf("want buf:ELEM:COUNT=INIT or ELEM:VALUE (or bytes:HEX) with ELEM one of u8 i8 u16 i16 u32 i32 u64 i64 f32 f64")
	}
	bits, err := parseValue(elem, value)
	if err != nil {
		return Arg{}, err
	}
	return Arg{Kind: Scalar, Name: name, Elem: elem, Value: bits, Size: size}, nil
}

func parseBuffer(name, s string, index int) (Arg, error) {
	spec, init, ok := strings.Cut(s, "=")
	if !ok {
		return Arg{}, fmt.Errorf("buffer needs =INIT (zero, rand, rand:SEED or a value list)")
	}
	elem, countText, ok := strings.Cut(spec, ":")
	size := ElemSize(elem)
	if !ok || size == 0 {
		return Arg{}, fmt.Errorf("bad buffer element type %q", elem)
	}
	count, err := strconv.ParseUint(countText, 0, 64)
	if err != nil {
		return Arg{}, fmt.Errorf("bad element count %q", countText)
	}
	if count > maxBufferBytes/uint64(size) {
		return Arg{}, fmt.Errorf("element count %d over the limit of %d", count, maxBufferBytes/size)
	}
	data := make([]byte, int(count)*size)
	switch {
	case init == "zero":
	case init == "special":
		if !IsFloat(elem) {
			return Arg{}, fmt.Errorf("special values are for f32 and f64 buffers, not %s", elem)
		}
		sp := SpecialFloats(elem)
		for i := 0; i < len(data)/size; i++ {
			putElem(data[i*size:], size, sp[i%len(sp)])
		}
	case init == "rand" || strings.HasPrefix(init, "rand:"):
		seed := uint64(index)
		if seedText, ok := strings.CutPrefix(init, "rand:"); ok {
			if seed, err = strconv.ParseUint(seedText, 0, 64); err != nil {
				return Arg{}, fmt.Errorf("bad random seed %q", seedText)
			}
		}
		r := rand.New(rand.NewPCG(seed, 0x6770756363)) // "gpucc"
		if IsFloat(elem) {
			fillRandFloat(data, elem, r)
			break
		}
		for i := 0; i < len(data); i += 8 {
			var word [8]byte
			binary.LittleEndian.PutUint64(word[:], r.Uint64())
			copy(data[i:], word[:])
		}
	default:
		if err := fillList(data, elem, size, init); err != nil {
			return Arg{}, err
		}
	}
	return Arg{Kind: Buffer, Name: name, Elem: elem, Data: data}, nil
}

// fillList stores an explicit value list, extending one that ends in "...".
func fillList(data []byte, elem string, size int, list string) error {
	items := strings.Split(list, ",")
	count := len(data) / size
	extend := items[len(items)-1] == "..."
	if extend {
		items = items[:len(items)-1]
		if len(items) == 0 {
			return fmt.Errorf(`"..." needs at least one value before it`)
		}
	}
	fill := !extend && len(items) == 1
	if len(items) > count || (!extend && !fill && len(items) != count) {
		return fmt.Errorf("%d values for %d elements", len(items), count)
	}
	vals := make([]uint64, len(items))
	for i, item := range items {
		v, err := parseValue(elem, strings.TrimSpace(item))
		if err != nil {
			return err
		}
		vals[i] = v
	}
	if IsFloat(elem) {
		extendFloats(data, elem, vals)
		return nil
	}
	step := uint64(0)
	if len(vals) >= 2 {
		step = vals[len(vals)-1] - vals[len(vals)-2]
	}
	next := vals[len(vals)-1]
	for i := 0; i < count; i++ {
		v := next
		if i < len(vals) {
			v = vals[i]
		} else {
			next += step
			v = next
		}
		putElem(data[i*size:], size, v)
	}
	return nil
}

func putElem(b []byte, size int, v uint64) {
	switch size {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(b, v)
	}
}

func getElem(b []byte, size int) uint64 {
	switch size {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

// parseValue returns the bits of value as an elem, zero-extended to 64 bits.
func parseValue(elem, value string) (uint64, error) {
	if IsFloat(elem) {
		return parseFloat(elem, value)
	}
	size := ElemSize(elem)
	bits := 8 * size
	mask := ^uint64(0) >> (64 - bits)
	if elem[0] == 'i' {
		if v, err := strconv.ParseInt(value, 0, bits); err == nil {
			return uint64(v) & mask, nil
		}
		if !strings.HasPrefix(value, "-") {
			if v, err := strconv.ParseUint(value, 0, bits); err == nil {
				return v, nil
			}
		}
		return 0, fmt.Errorf("value %q is not a %d-bit integer", value, bits)
	}
	v, err := strconv.ParseUint(value, 0, bits)
	if err != nil {
		return 0, fmt.Errorf("value %q is not an unsigned %d-bit integer", value, bits)
	}
	return v, nil
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		letter := r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z')
		if !letter && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return true
}

// unwrapNum drops strconv's "strconv.ParseUint: parsing ..." wrapper, whose
// text repeats the input the caller already names.
func unwrapNum(err error) error {
	if ne, ok := err.(*strconv.NumError); ok {
		return ne.Err
	}
	return err
}

// FormatValue prints bits as an elem: signed decimal for iN, unsigned decimal
// for uN, shortest round-trip decimal for fN.
func FormatValue(elem string, bits uint64) string {
	size := ElemSize(elem)
	if size == 0 {
		return strconv.FormatUint(bits, 10)
	}
	if IsFloat(elem) {
		return formatFloat(elem, bits)
	}
	shift := 64 - 8*size
	if elem[0] == 'i' {
		return strconv.FormatInt(int64(bits<<shift)>>shift, 10)
	}
	return strconv.FormatUint(bits<<shift>>shift, 10)
}

// FormatBuffer prints data as a comma-separated list of elem values. An
// unknown element type prints as u8; a length that is not a whole number of
// elements is an error.
func FormatBuffer(elem string, data []byte) (string, error) {
	size := ElemSize(elem)
	if size == 0 {
		elem, size = "u8", 1
	}
	if len(data)%size != 0 {
		return "", fmt.Errorf("%d bytes is not a whole number of %s elements", len(data), elem)
	}
	var sb strings.Builder
	for i := 0; i < len(data); i += size {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(FormatValue(elem, getElem(data[i:], size)))
	}
	return sb.String(), nil
}

// FormatArg prints an argument in the form ParseArg reads, with a buffer's
// contents as an explicit value list.
func FormatArg(a Arg) (string, error) {
	if a.Kind == Bytes {
		return fmt.Sprintf("%s=bytes:%s", a.Name, hex.EncodeToString(a.Data)), nil
	}
	if a.Kind == Scalar {
		elem := a.Elem
		if ElemSize(elem) != a.Size {
			elem = fmt.Sprintf("u%d", 8*a.Size)
		}
		if ElemSize(elem) == 0 {
			return "", fmt.Errorf("argument %s: scalar of %d bytes", a.Name, a.Size)
		}
		return fmt.Sprintf("%s=%s:%s", a.Name, elem, FormatValue(elem, a.Value)), nil
	}
	elem := a.Elem
	if ElemSize(elem) == 0 {
		elem = "u8"
	}
	list, err := FormatBuffer(elem, a.Data)
	if err != nil {
		return "", fmt.Errorf("argument %s: %w", a.Name, err)
	}
	if list == "" {
		list = "zero" // an empty buffer still has an address of its own
	}
	return fmt.Sprintf("%s=buf:%s:%d=%s", a.Name, elem, len(a.Data)/ElemSize(elem), list), nil
}

// FormatArgs prints a launch as the argument list Parse reads back.
func FormatArgs(l Launch) ([]string, error) {
	var out []string
	if l.Kernel != "" {
		out = append(out, "--kernel", l.Kernel)
	}
	out = append(out, "--grid", formatDim3(l.Grid), "--block", formatDim3(l.Block),
		"--shared", strconv.FormatUint(uint64(l.SharedBytes), 10))
	for _, a := range l.Args {
		s, err := FormatArg(a)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func formatDim3(d Dim3) string { return fmt.Sprintf("%d,%d,%d", d.X, d.Y, d.Z) }

// FormatResult prints every buffer of r, one line each, as
// "NAME ELEM[COUNT] = v0,v1,...", using the names and element types of l's
// arguments.
func FormatResult(l Launch, r Result) (string, error) {
	var sb strings.Builder
	for i, data := range r.Buffers {
		if data == nil {
			continue
		}
		name, elem := fmt.Sprintf("arg%d", i), "u8"
		if i < len(l.Args) {
			name = l.Args[i].Name
			if ElemSize(l.Args[i].Elem) != 0 {
				elem = l.Args[i].Elem
			}
		}
		list, err := FormatBuffer(elem, data)
		if err != nil {
			return "", fmt.Errorf("buffer %s: %w", name, err)
		}
		fmt.Fprintf(&sb, "%s %s[%d] = %s\n", name, elem, len(data)/ElemSize(elem), list)
	}
	return sb.String(), nil
}
