package obj

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"sort"
	"strings"

	"gpucc/isa"
)

// The container is a little-endian ELF64 relocatable file (ET_REL): every
// kernel is a self-contained code object loaded at address 0, branches are
// PC-relative and parameters are read from constant bank 0, so there is
// nothing to relocate and no program header table. docs/binary-format.md
// describes the layout.
const (
	// MachineGPUCC is e_machine. 0x6770 ("gp" in ASCII) is far above the
	// last value the ELF registry assigns (below 0x200) and is not one of
	// the unofficial values binutils knows.
	MachineGPUCC elf.Machine = 0x6770
	// SectionInfo is the sh_type of the per-kernel metadata sections, in the
	// processor-specific range SHT_LOPROC..SHT_HIPROC.
	SectionInfo elf.SectionType = elf.SHT_LOPROC + 0x6770
	// InfoVersion is the version of the metadata layout written by Write
	// for a kernel without a call stack; InfoVersionStack adds the stack
	// size word (docs/binary-format.md). Both are read.
	InfoVersion      = 1
	InfoVersionStack = 2
)

// Section name prefixes; the kernel name follows.
const (
	TextPrefix = ".text."
	InfoPrefix = ".gpucc.info."
	// AssertPrefix names a kernel's assert table section (only for
	// kernels that have one): 16-byte entries of .strtab offsets of the
	// message, the file, the line number and the .strtab offset of the
	// function name.
	AssertPrefix = ".gpucc.assert."
)

// ELF structure sizes and the metadata layout (see docs/binary-format.md).
const (
	ehdrSize      = 64
	shdrSize      = 64
	symSize       = 24
	infoHdrSize   = 40
	infoParamSize = 20
	textAlign     = 16
	infoAlign     = 4
	paramPointer  = 1 // flag bit of a parameter record
)

// section is one section header plus its contents.
type section struct {
	name              string
	nameOff           uint32
	typ               elf.SectionType
	flags             elf.SectionFlag
	addr, off, size   uint64
	link, info        uint32
	align, entsize    uint64
	data              []byte
	index             int
	kernel            string // for .text.* and .gpucc.info.* sections
	nameValid, isText bool
}

// strtab builds an ELF string table, storing each distinct string once.
type strtab struct {
	buf  []byte
	offs map[string]uint32
}

func newStrtab() *strtab { return &strtab{buf: []byte{0}, offs: map[string]uint32{"": 0}} }

func (t *strtab) add(s string) uint32 {
	if off, ok := t.offs[s]; ok {
		return off
	}
	off := uint32(len(t.buf))
	t.buf = append(append(t.buf, s...), 0)
	t.offs[s] = off
	return off
}

// Write encodes the module as an ELF file. The output depends only on the
// module, so equal modules give equal bytes.
func Write(m *Module) ([]byte, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	le := binary.LittleEndian
	strs, shstrs := newStrtab(), newStrtab()
	n := 2 * len(m.Kernels)
	for i := range m.Kernels {
		if len(m.Kernels[i].Asserts) > 0 {
			n++
		}
		if len(m.Kernels[i].Lines) > 0 {
			n++
		}
	}
	strtabIdx, shstrtabIdx := 2+n, 3+n // .symtab is 1+n
	secs := make([]*section, 0, 4+2*n)
	secs = append(secs, &section{})
	symtab := make([]byte, symSize) // the null symbol
	for i := range m.Kernels {
		k := &m.Kernels[i]
		nameOff := strs.add(k.Name) // before the parameter names
		textIdx := len(secs)
		secs = append(secs, &section{
			name: TextPrefix + k.Name, typ: elf.SHT_PROGBITS,
			flags: elf.SHF_ALLOC | elf.SHF_EXECINSTR, align: textAlign, data: k.Code,
		})
		secs = append(secs, &section{
			name: InfoPrefix + k.Name, typ: SectionInfo, flags: elf.SHF_INFO_LINK,
			link: uint32(strtabIdx), info: uint32(textIdx), align: infoAlign, data: encodeInfo(k, strs),
		})
		if len(k.Asserts) > 0 {
			var tab []byte
			for _, a := range k.Asserts {
				for _, v := range []uint32{strs.add(a.Msg), strs.add(a.File), a.Line, strs.add(a.Func)} {
					tab = le.AppendUint32(tab, v)
				}
			}
			secs = append(secs, &section{
				name: AssertPrefix + k.Name, typ: elf.SHT_PROGBITS, flags: elf.SHF_INFO_LINK,
				link: uint32(strtabIdx), info: uint32(textIdx), align: 4, entsize: assertEntSize, data: tab,
			})
		}
		if len(k.Lines) > 0 {
			secs = append(secs, linesSection(k, strs, strtabIdx, textIdx))
		}
		var sym [symSize]byte
		le.PutUint32(sym[0:], nameOff)
		sym[4] = byte(elf.ST_INFO(elf.STB_GLOBAL, elf.STT_FUNC))
		sym[5] = byte(elf.STV_DEFAULT)
		le.PutUint16(sym[6:], uint16(textIdx))
		le.PutUint64(sym[8:], 0)
		le.PutUint64(sym[16:], uint64(len(k.Code)))
		symtab = append(symtab, sym[:]...)
	}
	secs = append(secs,
		&section{name: ".symtab", typ: elf.SHT_SYMTAB, link: uint32(strtabIdx), info: 1, align: 8, entsize: symSize, data: symtab},
		&section{name: ".strtab", typ: elf.SHT_STRTAB, align: 1, data: strs.buf},
		&section{name: ".shstrtab", typ: elf.SHT_STRTAB, align: 1})
	for _, g := range m.Globals {
		secs = append(secs, &section{name: DataPrefix + g.Name, typ: elf.SHT_PROGBITS,
			flags: elf.SHF_ALLOC | elf.SHF_WRITE, addr: g.Addr, align: dataAlign, data: g.Data})
	}
	for _, s := range secs[1:] {
		s.nameOff = shstrs.add(s.name)
	}
	secs[shstrtabIdx].data = shstrs.buf

	out := make([]byte, ehdrSize)
	for _, s := range secs[1:] {
		out = pad(out, s.align)
		s.off, s.size = uint64(len(out)), uint64(len(s.data))
		out = append(out, s.data...)
	}
	out = pad(out, 8)
	shoff := uint64(len(out))
	for _, s := range secs {
		var h [shdrSize]byte
		le.PutUint32(h[0:], s.nameOff)
		le.PutUint32(h[4:], uint32(s.typ))
		le.PutUint64(h[8:], uint64(s.flags))
		le.PutUint64(h[16:], s.addr)
		le.PutUint64(h[24:], s.off)
		le.PutUint64(h[32:], s.size)
		le.PutUint32(h[40:], s.link)
		le.PutUint32(h[44:], s.info)
		le.PutUint64(h[48:], s.align)
		le.PutUint64(h[56:], s.entsize)
		out = append(out, h[:]...)
	}
	h := out[:ehdrSize]
	copy(h, elf.ELFMAG)
	h[elf.EI_CLASS] = byte(elf.ELFCLASS64)
	h[elf.EI_DATA] = byte(elf.ELFDATA2LSB)
	h[elf.EI_VERSION] = byte(elf.EV_CURRENT)
	h[elf.EI_OSABI] = byte(elf.ELFOSABI_NONE)
	le.PutUint16(h[16:], uint16(elf.ET_REL))
	le.PutUint16(h[18:], uint16(MachineGPUCC))
	le.PutUint32(h[20:], uint32(elf.EV_CURRENT))
	// e_entry, e_phoff and e_flags stay 0.
	le.PutUint64(h[40:], shoff)
	le.PutUint16(h[52:], ehdrSize)
	le.PutUint16(h[54:], 0) // e_phentsize: no program headers
	le.PutUint16(h[56:], 0) // e_phnum
	le.PutUint16(h[58:], shdrSize)
	le.PutUint16(h[60:], uint16(len(secs)))
	le.PutUint16(h[62:], uint16(shstrtabIdx))
	return out, nil
}

func pad(b []byte, align uint64) []byte {
	for align > 1 && uint64(len(b))%align != 0 {
		b = append(b, 0)
	}
	return b
}

// encodeInfo encodes a kernel's metadata section, adding parameter names
// to the string table.
func encodeInfo(k *Kernel, strs *strtab) []byte {
	le := binary.LittleEndian
	b := make([]byte, 0, infoHdrSize+4+infoParamSize*len(k.Params))
	version := uint32(InfoVersion)
	if k.StackBytes != 0 {
		version = InfoVersionStack
	}
	for _, v := range []uint32{version, uint32(k.GPRs), uint32(k.URs), uint32(k.Preds), uint32(k.UPreds),
		uint32(k.BRegs), k.LocalBytes, k.SharedBytes, k.ParamBytes, uint32(len(k.Params))} {
		b = le.AppendUint32(b, v)
	}
	if version == InfoVersionStack {
		b = le.AppendUint32(b, k.StackBytes)
	}
	for _, p := range k.Params {
		flags := uint32(0)
		if p.Pointer {
			flags |= paramPointer
		}
		for _, v := range []uint32{strs.add(p.Name), p.Offset, p.Size, p.Align, flags} {
			b = le.AppendUint32(b, v)
		}
	}
	return b
}

// FormatError is the error Read returns for input that is not a valid
// gpucc module.
type FormatError struct {
	Section string // "section 3 (.text.k)", or "" for the file header
	Msg     string
}

func (e *FormatError) Error() string {
	if e.Section == "" {
		return "invalid gpucc module: " + e.Msg
	}
	return "invalid gpucc module: " + e.Section + ": " + e.Msg
}

func errf(format string, args ...any) error {
	return &FormatError{Msg: fmt.Sprintf(format, args...)}
}

func (s *section) errf(format string, args ...any) error {
	where := fmt.Sprintf("section %d", s.index)
	if s.nameValid {
		where += fmt.Sprintf(" (%s)", s.name)
	}
	return &FormatError{Section: where, Msg: fmt.Sprintf(format, args...)}
}

// Read decodes and validates a module written by Write. It checks the ELF
// header, every section header and symbol, the metadata against the kernel
// ABI, and that every code word is a valid instruction.
func Read(b []byte) (*Module, error) {
	le := binary.LittleEndian
	if len(b) < ehdrSize {
		return nil, errf("file is %d bytes, shorter than an ELF64 header (%d)", len(b), ehdrSize)
	}
	if !bytes.Equal(b[:4], []byte(elf.ELFMAG)) {
		return nil, errf("not an ELF file (magic % x)", b[:4])
	}
	switch {
	case b[elf.EI_CLASS] != byte(elf.ELFCLASS64):
		return nil, errf("ELF class %v, want ELFCLASS64", elf.Class(b[elf.EI_CLASS]))
	case b[elf.EI_DATA] != byte(elf.ELFDATA2LSB):
		return nil, errf("ELF data encoding %v, want ELFDATA2LSB", elf.Data(b[elf.EI_DATA]))
	case b[elf.EI_VERSION] != byte(elf.EV_CURRENT):
		return nil, errf("ELF identification version %d, want 1", b[elf.EI_VERSION])
	case b[elf.EI_OSABI] != byte(elf.ELFOSABI_NONE) || b[elf.EI_ABIVERSION] != 0:
		return nil, errf("OS ABI %d version %d, want 0 0", b[elf.EI_OSABI], b[elf.EI_ABIVERSION])
	}
	if !allZero(b[elf.EI_PAD:elf.EI_NIDENT]) {
		return nil, errf("ELF identification padding is not zero")
	}
	typ, mach := elf.Type(le.Uint16(b[16:])), elf.Machine(le.Uint16(b[18:]))
	version, entry, phoff := le.Uint32(b[20:]), le.Uint64(b[24:]), le.Uint64(b[32:])
	shoff, flags := le.Uint64(b[40:]), le.Uint32(b[48:])
	ehsize, phnum := le.Uint16(b[52:]), le.Uint16(b[56:])
	shentsize, shnum, shstrndx := le.Uint16(b[58:]), le.Uint16(b[60:]), le.Uint16(b[62:])
	switch {
	case typ != elf.ET_REL:
		return nil, errf("ELF type %v, want ET_REL", typ)
	case mach != MachineGPUCC:
		return nil, errf("machine %#x, want %#x (gpucc)", uint16(mach), uint16(MachineGPUCC))
	case version != uint32(elf.EV_CURRENT):
		return nil, errf("ELF version %d, want 1", version)
	case entry != 0:
		return nil, errf("entry point %#x, want 0", entry)
	case phoff != 0 || phnum != 0:
		return nil, errf("file has a program header table (%d entries at %#x); gpucc modules have none", phnum, phoff)
	case flags != 0:
		return nil, errf("ELF flags %#x, want 0", flags)
	case ehsize != ehdrSize:
		return nil, errf("ELF header size %d, want %d", ehsize, ehdrSize)
	case shentsize != shdrSize:
		return nil, errf("section header size %d, want %d", shentsize, shdrSize)
	case shnum == 0:
		return nil, errf("no section headers (extended section numbering is not supported)")
	case shstrndx == 0 || shstrndx >= shnum:
		return nil, errf("section name table index %d outside 1..%d", shstrndx, shnum-1)
	}
	shend := shoff + uint64(shnum)*shdrSize
	if shoff < ehdrSize || shoff%8 != 0 || shend < shoff || shend > uint64(len(b)) {
		return nil, errf("section header table at %#x (%d entries) does not fit in the %d-byte file", shoff, shnum, len(b))
	}
	secs := make([]*section, shnum)
	for i := range secs {
		h := b[shoff+uint64(i)*shdrSize:][:shdrSize]
		secs[i] = &section{
			index: i, nameOff: le.Uint32(h[0:]), typ: elf.SectionType(le.Uint32(h[4:])),
			flags: elf.SectionFlag(le.Uint64(h[8:])), addr: le.Uint64(h[16:]), off: le.Uint64(h[24:]),
			size: le.Uint64(h[32:]), link: le.Uint32(h[40:]), info: le.Uint32(h[44:]),
			align: le.Uint64(h[48:]), entsize: le.Uint64(h[56:]),
		}
		if i == 0 && !allZero(h) {
			return nil, errf("section header 0 is not all zero")
		}
	}
	// Contents: inside the file, clear of the headers and of each other.
	var used []*section
	for _, s := range secs[1:] {
		end := s.off + s.size
		if end < s.off || end > uint64(len(b)) || s.off < ehdrSize {
			return nil, s.errf("contents at %#x (%d bytes) lie outside the %d-byte file", s.off, s.size, len(b))
		}
		if s.off < shend && end > shoff {
			return nil, s.errf("contents overlap the section header table")
		}
		s.data = b[s.off:end]
		if s.size > 0 {
			used = append(used, s)
		}
	}
	sort.SliceStable(used, func(i, j int) bool { return used[i].off < used[j].off })
	for i := 1; i < len(used); i++ {
		if used[i].off < used[i-1].off+used[i-1].size {
			return nil, used[i].errf("contents overlap those of section %d", used[i-1].index)
		}
	}
	// Names.
	shstr := secs[shstrndx]
	if err := checkStrtab(shstr); err != nil {
		return nil, err
	}
	for _, s := range secs[1:] {
		name, ok := strAt(shstr.data, s.nameOff)
		if !ok {
			return nil, s.errf("name offset %#x is outside the section name table", s.nameOff)
		}
		s.name, s.nameValid = name, true
	}
	return readSections(secs, shstr)
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// checkStrtab checks that s is a string table: it starts with the empty
// string and ends with a NUL.
func checkStrtab(s *section) error {
	if s.typ != elf.SHT_STRTAB {
		return s.errf("type %v, want SHT_STRTAB", s.typ)
	}
	if s.flags != 0 || s.addr != 0 || s.link != 0 || s.info != 0 || s.entsize != 0 || s.align > 1 {
		return s.errf("unexpected attributes for a string table")
	}
	if len(s.data) == 0 || s.data[0] != 0 || s.data[len(s.data)-1] != 0 {
		return s.errf("string table does not start and end with a NUL byte")
	}
	return nil
}

// strAt returns the NUL-terminated string at off.
func strAt(tab []byte, off uint32) (string, bool) {
	if uint64(off) >= uint64(len(tab)) {
		return "", false
	}
	end := bytes.IndexByte(tab[off:], 0)
	if end < 0 {
		return "", false
	}
	return string(tab[off : off+uint32(end)]), true
}

// readSections classifies the sections, checks their attributes and the
// symbol table, and builds the module.
func readSections(secs []*section, shstr *section) (*Module, error) {
	le := binary.LittleEndian
	byName := map[string]*section{}
	var globals []Global
	var symtab *section
	var texts []*section
	for _, s := range secs[1:] {
		if prev, dup := byName[s.name]; dup {
			return nil, s.errf("same name as section %d", prev.index)
		}
		byName[s.name] = s
		switch {
		case s == shstr:
			if s.name != ".shstrtab" {
				return nil, s.errf("section name table is not named .shstrtab")
			}
		case s.name == ".symtab":
			symtab = s
		case s.name == ".strtab":
		case strings.HasPrefix(s.name, TextPrefix):
			s.kernel = strings.TrimPrefix(s.name, TextPrefix)
			if err := checkText(s); err != nil {
				return nil, err
			}
			texts = append(texts, s)
		case strings.HasPrefix(s.name, InfoPrefix):
			s.kernel = strings.TrimPrefix(s.name, InfoPrefix)
		case strings.HasPrefix(s.name, AssertPrefix):
			s.kernel = strings.TrimPrefix(s.name, AssertPrefix)
		case strings.HasPrefix(s.name, LinesPrefix):
			s.kernel = strings.TrimPrefix(s.name, LinesPrefix)
		case strings.HasPrefix(s.name, DataPrefix):
			if s.typ != elf.SHT_PROGBITS || s.flags != elf.SHF_ALLOC|elf.SHF_WRITE || s.link != 0 || s.info != 0 ||
				s.entsize != 0 || s.align != dataAlign || s.off%dataAlign != 0 {
				return nil, s.errf("not a data section (SHT_PROGBITS, SHF_ALLOC+SHF_WRITE, aligned to %d)", dataAlign)
			}
			g := Global{Name: strings.TrimPrefix(s.name, DataPrefix), Addr: s.addr}
			if len(s.data) > 0 {
				g.Data = bytes.Clone(s.data)
			}
			globals = append(globals, g)
		default:
			return nil, s.errf("unexpected section")
		}
	}
	if symtab == nil {
		return nil, errf("no .symtab section")
	}
	if symtab.typ != elf.SHT_SYMTAB || symtab.flags != 0 || symtab.addr != 0 || symtab.entsize != symSize ||
		symtab.align != 8 || symtab.off%8 != 0 || symtab.size%symSize != 0 {
		return nil, symtab.errf("not a symbol table of %d-byte entries aligned to 8", symSize)
	}
	if symtab.link == 0 || symtab.link >= uint32(len(secs)) || secs[symtab.link].name != ".strtab" {
		return nil, symtab.errf("link %d does not name the .strtab section", symtab.link)
	}
	strs := secs[symtab.link]
	if strs == shstr {
		return nil, strs.errf("the symbol string table must not be the section name table")
	}
	if err := checkStrtab(strs); err != nil {
		return nil, err
	}
	if len(texts) == 0 {
		return nil, errf("module has no kernels (no %s* section)", TextPrefix)
	}
	// Symbols: the null symbol, then one global function per kernel.
	nsym := int(symtab.size / symSize)
	if nsym == 0 || !allZero(symtab.data[:symSize]) {
		return nil, symtab.errf("symbol 0 is missing or not all zero")
	}
	if symtab.info != 1 {
		return nil, symtab.errf("first global symbol index %d, want 1 (gpucc modules have no local symbols)", symtab.info)
	}
	symOf := map[*section]int{}
	for i := 1; i < nsym; i++ {
		e := symtab.data[i*symSize:][:symSize]
		name, ok := strAt(strs.data, le.Uint32(e[0:]))
		if !ok {
			return nil, symtab.errf("symbol %d: name offset %#x is outside .strtab", i, le.Uint32(e[0:]))
		}
		info, other, shndx := e[4], e[5], le.Uint16(e[6:])
		value, size := le.Uint64(e[8:]), le.Uint64(e[16:])
		if elf.ST_BIND(info) != elf.STB_GLOBAL || elf.ST_TYPE(info) != elf.STT_FUNC || other != byte(elf.STV_DEFAULT) {
			return nil, symtab.errf("symbol %d (%s): want a global function with default visibility", i, name)
		}
		if shndx == 0 || int(shndx) >= len(secs) || !secs[shndx].isText {
			return nil, symtab.errf("symbol %d (%s): section index %d is not a %s* section", i, name, shndx, TextPrefix)
		}
		text := secs[shndx]
		if name != text.kernel {
			return nil, symtab.errf("symbol %d (%s) is in section %s", i, name, text.name)
		}
		if value != 0 || size != text.size {
			return nil, symtab.errf("symbol %d (%s): value %#x size %d, want 0 and the section size %d", i, name, value, size, text.size)
		}
		if j, dup := symOf[text]; dup {
			return nil, symtab.errf("symbols %d and %d both name kernel %s", j, i, name)
		}
		symOf[text] = i
	}
	m := &Module{Globals: globals}
	for _, text := range texts {
		if _, ok := symOf[text]; !ok {
			return nil, text.errf("no symbol for kernel %s", text.kernel)
		}
		info := byName[InfoPrefix+text.kernel]
		if info == nil {
			return nil, text.errf("no %s%s metadata section", InfoPrefix, text.kernel)
		}
		k := Kernel{Name: text.kernel, Code: bytes.Clone(text.data)}
		if k.Code == nil {
			k.Code = []byte{}
		}
		if err := decodeInfo(info, text, secs, strs, &k); err != nil {
			return nil, err
		}
		if as := byName[AssertPrefix+text.kernel]; as != nil {
			if err := decodeAsserts(as, text, secs, strs, &k); err != nil {
				return nil, err
			}
		}
		if ls := byName[LinesPrefix+text.kernel]; ls != nil {
			if err := decodeLines(ls, text, secs, strs, &k); err != nil {
				return nil, err
			}
		}
		if err := k.Validate(); err != nil {
			return nil, text.errf("%v", err)
		}
		m.Kernels = append(m.Kernels, k)
	}
	for _, s := range secs[1:] {
		if (strings.HasPrefix(s.name, InfoPrefix) || strings.HasPrefix(s.name, AssertPrefix) || strings.HasPrefix(s.name, LinesPrefix)) &&
			byName[TextPrefix+s.kernel] == nil {
			return nil, s.errf("metadata for kernel %s, which has no %s section", s.kernel, TextPrefix+s.kernel)
		}
	}
	if err := m.Validate(); err != nil {
		return nil, errf("%v", err)
	}
	return m, nil
}

func checkText(s *section) error {
	s.isText = true
	switch {
	case s.typ != elf.SHT_PROGBITS:
		return s.errf("type %v, want SHT_PROGBITS", s.typ)
	case s.flags != elf.SHF_ALLOC|elf.SHF_EXECINSTR:
		return s.errf("flags %v, want SHF_ALLOC+SHF_EXECINSTR", s.flags)
	case s.addr != 0 || s.link != 0 || s.info != 0 || s.entsize != 0:
		return s.errf("address, link, info and entry size must be 0")
	case s.align != textAlign || s.off%textAlign != 0:
		return s.errf("alignment %d at offset %#x, want %d", s.align, s.off, textAlign)
	case s.size%isa.InstBytes != 0:
		return s.errf("size %d is not a multiple of %d", s.size, isa.InstBytes)
	}
	return nil
}

// decodeInfo reads a metadata section into k.
func decodeInfo(s, text *section, secs []*section, strs *section, k *Kernel) error {
	le := binary.LittleEndian
	switch {
	case s.typ != SectionInfo:
		return s.errf("type %#x, want %#x", uint32(s.typ), uint32(SectionInfo))
	case s.flags != elf.SHF_INFO_LINK:
		return s.errf("flags %v, want SHF_INFO_LINK", s.flags)
	case s.addr != 0 || s.entsize != 0:
		return s.errf("address and entry size must be 0")
	case s.align != infoAlign || s.off%infoAlign != 0:
		return s.errf("alignment %d at offset %#x, want %d", s.align, s.off, infoAlign)
	case s.link >= uint32(len(secs)) || secs[s.link] != strs:
		return s.errf("link %d does not name the .strtab section", s.link)
	case s.info != uint32(text.index):
		return s.errf("info %d does not name section %d (%s)", s.info, text.index, text.name)
	case len(s.data) < infoHdrSize:
		return s.errf("%d bytes, shorter than the %d-byte metadata header", len(s.data), infoHdrSize)
	}
	d := s.data
	w := func(i int) uint32 { return le.Uint32(d[4*i:]) }
	hdr := uint64(infoHdrSize)
	switch v := w(0); v {
	case InfoVersion:
	case InfoVersionStack:
		hdr += 4
		if uint64(len(d)) < hdr {
			return s.errf("%d bytes, shorter than the %d-byte metadata header of version %d", len(d), hdr, v)
		}
		k.StackBytes = w(10)
	default:
		return s.errf("metadata version %d is not supported (this gpucc reads versions %d and %d)", v, InfoVersion, InfoVersionStack)
	}
	regs := RegisterCounts{}
	for i, p := range regs.fields() {
		v := w(1 + i)
		if v > uint32(regLimits[i].max) {
			return s.errf("%s count %d is outside 0..%d", regLimits[i].key, v, regLimits[i].max)
		}
		*p = int(v)
	}
	k.SetRegisters(regs)
	k.LocalBytes, k.SharedBytes, k.ParamBytes = w(6), w(7), w(8)
	nparams := uint64(w(9))
	if want := hdr + nparams*infoParamSize; uint64(len(d)) != want {
		return s.errf("%d bytes, but %d parameters need %d", len(d), nparams, want)
	}
	for i := 0; i < int(nparams); i++ {
		r := d[hdr+uint64(i)*infoParamSize:]
		nameOff := le.Uint32(r[0:])
		name, ok := strAt(strs.data, nameOff)
		if !ok {
			return s.errf("parameter %d: name offset %#x is outside .strtab", i, nameOff)
		}
		flags := le.Uint32(r[16:])
		if flags&^paramPointer != 0 {
			return s.errf("parameter %d (%s): unknown flags %#x", i, name, flags)
		}
		k.Params = append(k.Params, Param{
			Name: name, Offset: le.Uint32(r[4:]), Size: le.Uint32(r[8:]), Align: le.Uint32(r[12:]),
			Pointer: flags&paramPointer != 0,
		})
	}
	return nil
}

// assertEntSize is the size of an assert table entry.
const assertEntSize = 16

// decodeAsserts reads a kernel's assert table section.
func decodeAsserts(s, text *section, secs []*section, strs *section, k *Kernel) error {
	le := binary.LittleEndian
	switch {
	case s.typ != elf.SHT_PROGBITS || s.flags != elf.SHF_INFO_LINK || s.addr != 0:
		return s.errf("not an assert table (SHT_PROGBITS, SHF_INFO_LINK, address 0)")
	case s.entsize != assertEntSize || s.align != 4 || s.off%4 != 0 || len(s.data)%assertEntSize != 0 || len(s.data) == 0:
		return s.errf("want a non-empty table of %d-byte entries aligned to 4", assertEntSize)
	case s.link >= uint32(len(secs)) || secs[s.link] != strs:
		return s.errf("link %d does not name the .strtab section", s.link)
	case s.info != uint32(text.index):
		return s.errf("info %d does not name section %d (%s)", s.info, text.index, text.name)
	}
	for i := 0; i < len(s.data)/assertEntSize; i++ {
		e := s.data[i*assertEntSize:]
		var strsOf [3]string
		for j, at := range []int{0, 4, 12} {
			str, ok := strAt(strs.data, le.Uint32(e[at:]))
			if !ok {
				return s.errf("entry %d: string offset %#x is outside .strtab", i, le.Uint32(e[at:]))
			}
			strsOf[j] = str
		}
		k.Asserts = append(k.Asserts, Assert{Msg: strsOf[0], File: strsOf[1], Line: le.Uint32(e[8:]), Func: strsOf[2]})
	}
	return nil
}
