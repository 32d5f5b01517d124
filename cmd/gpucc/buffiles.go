package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"gpucc/launch"
	"gpucc/obj"
)

// Buffers from and to files (gpucc run): an argument
// [NAME=]buf:ELEM:COUNT=@PATH takes its initial contents from PATH, raw
// little-endian elements or, for a .npy file, a NumPy array of the element
// type (format version 1-3, one dimension or C order, COUNT elements);
// --save NAME=PATH writes the buffer's final contents the same way.

// npyDescr maps element types to NumPy's dtype strings.
var npyDescr = map[string]string{
	"i8": "|i1", "u8": "|u1", "i16": "<i2", "u16": "<u2", "i32": "<i4", "u32": "<u4",
	"i64": "<i8", "u64": "<u8", "f32": "<f4", "f64": "<f8",
}

// Compiled on first use, not at every start-up of the compiler.
var fileBufferArg = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^((?:[A-Za-z_][A-Za-z0-9_.]*=)?buf:([a-z0-9]+):([0-9xXa-fA-F]+))=@(.+)$`)
})

// fileBuffer is a buffer argument whose contents come from a file.
type fileBuffer struct {
	index int
	path  string
	elem  string
}

// extractFileBuffers replaces every =@PATH buffer initialiser with =zero
// (so that launch.Parse sizes and places it) and returns the files to load
// into them afterwards, indexed by argument position.
func extractFileBuffers(args []string) ([]string, []fileBuffer) {
	var out []string
	var files []fileBuffer
	argIndex := 0
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "--") {
			out = append(out, a)
			if !strings.Contains(a, "=") && i+1 < len(args) {
				i++
				out = append(out, args[i])
			}
			continue
		}
		if m := fileBufferArg().FindStringSubmatch(a); m != nil {
			files = append(files, fileBuffer{index: argIndex, path: m[4], elem: m[2]})
			a = m[1] + "=zero"
		}
		out = append(out, a)
		argIndex++
	}
	return out, files
}

// loadFileBuffers reads each file into its argument's buffer, which must
// have exactly the file's number of elements.
func loadFileBuffers(l *launch.Launch, files []fileBuffer) error {
	for _, f := range files {
		arg := &l.Args[f.index]
		data, err := os.ReadFile(f.path)
		if err != nil {
			return fmt.Errorf("argument %d (%s): %v", f.index, arg.Name, err)
		}
		if strings.HasSuffix(f.path, ".npy") {
			if data, err = readNpy(data, f.elem); err != nil {
				return fmt.Errorf("argument %d (%s): %s: %v", f.index, arg.Name, f.path, err)
			}
		}
		if len(data) != len(arg.Data) {
			size := launch.ElemSize(f.elem)
			return fmt.Errorf("argument %d (%s): %s holds %d bytes (%d %s elements), the buffer has %d elements",
				f.index, arg.Name, f.path, len(data), len(data)/size, f.elem, len(arg.Data)/size)
		}
		copy(arg.Data, data)
	}
	return nil
}

// readNpy returns the array data of a .npy file whose dtype is elem's.
func readNpy(data []byte, elem string) ([]byte, error) {
	if len(data) < 10 || string(data[:6]) != "\x93NUMPY" {
		return nil, fmt.Errorf("not a .npy file (no \\x93NUMPY magic)")
	}
	major := data[6]
	var hlen, start int
	switch major {
	case 1:
		hlen, start = int(binary.LittleEndian.Uint16(data[8:10])), 10
	case 2, 3:
		if len(data) < 12 {
			return nil, fmt.Errorf("truncated .npy header")
		}
		hlen, start = int(binary.LittleEndian.Uint32(data[8:12])), 12
	default:
		return nil, fmt.Errorf(".npy format version %d.%d is not supported (1 to 3 are)", major, data[7])
	}
	if start+hlen > len(data) {
		return nil, fmt.Errorf("truncated .npy header")
	}
	header := string(data[start : start+hlen])
	descr := npyField(header, "descr")
	want := npyDescr[elem]
	if strings.Trim(descr, "'\"") != want && strings.Trim(descr, "'\"") != strings.Replace(want, "<", "=", 1) &&
		!(want[0] == '|' && strings.Trim(descr, "'\"") == "<"+want[1:]) {
		return nil, fmt.Errorf("dtype %s, but the buffer is %s (dtype '%s')", descr, elem, want)
	}
	shape := npyField(header, "shape")
	if strings.Contains(npyField(header, "fortran_order"), "True") && strings.Count(shape, ",") > 1 {
		return nil, fmt.Errorf("a Fortran-order array of shape %s: save it in C order", shape)
	}
	body := data[start+hlen:]
	n := 1
	for _, dim := range strings.FieldsFunc(strings.Trim(shape, "()"), func(r rune) bool { return r == ',' || r == ' ' }) {
		d, err := strconv.Atoi(dim)
		if err != nil {
			return nil, fmt.Errorf("bad shape %s", shape)
		}
		n *= d
	}
	if size := launch.ElemSize(elem); n*size != len(body) {
		return nil, fmt.Errorf("shape %s is %d elements, the data %d bytes", shape, n, len(body))
	}
	return body, nil
}

// npyField returns the value of key in a .npy header dictionary, as text.
func npyField(header, key string) string {
	i := strings.Index(header, "'"+key+"'")
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(header[i+len(key)+2:], " :")
	if strings.HasPrefix(rest, "(") {
		if j := strings.Index(rest, ")"); j >= 0 {
			return rest[:j+1]
		}
	}
	if j := strings.IndexAny(rest, ",}"); j >= 0 {
		return strings.TrimSpace(rest[:j])
	}
	return strings.TrimSpace(rest)
}

// npyFile encodes a one-dimensional array as a version 1.0 .npy file: the
// header dictionary padded with spaces and a newline so that the data
// starts at a multiple of 64 bytes.
func npyFile(elem string, data []byte) []byte {
	n := len(data) / launch.ElemSize(elem)
	dict := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }", npyDescr[elem], n)
	total := 10 + len(dict) + 1
	pad := (64 - total%64) % 64
	var b bytes.Buffer
	b.WriteString("\x93NUMPY\x01\x00")
	hlen := len(dict) + pad + 1
	b.WriteByte(byte(hlen))
	b.WriteByte(byte(hlen >> 8))
	b.WriteString(dict)
	b.WriteString(strings.Repeat(" ", pad))
	b.WriteByte('\n')
	b.Write(data)
	return b.Bytes()
}

// saveBuffer writes a buffer's contents to path: .npy or raw little-endian.
func saveBuffer(path, elem string, data []byte) error {
	if launch.ElemSize(elem) == 0 {
		elem = "u8"
	}
	out := data
	if strings.HasSuffix(path, ".npy") {
		out = npyFile(elem, data)
	}
	return obj.WriteFileAtomic(path, out, 0o644)
}
