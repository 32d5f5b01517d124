package emu

import (
	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"

	"gpucc/obj"
)

// ReadModule reads a module from a file: a gpucc binary (ELF, see
// obj.Read) or, for any other content, module assembly text (see
// obj.ParseAsm).
func ReadModule(path string) (*obj.Module, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(data, []byte("\x7fELF")) {
		m, err := obj.Read(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return m, nil
	}
	return obj.ParseAsm(path, data)
}

// LoadKernel loads the kernel called name from m; an empty name picks the
// module's only kernel.
func LoadKernel(m *obj.Module, name string) (*Program, error) {
	if name == "" {
		if len(m.Kernels) != 1 {
			var names []string
			for _, k := range m.Kernels {
				names = append(names, k.Name)
			}
			sort.Strings(names)
			return nil, fmt.Errorf("emu: the module has %d kernels (%s); name one", len(m.Kernels), strings.Join(names, ", "))
		}
		return loadWithGlobals(m, &m.Kernels[0])
	}
	k := m.Lookup(name)
	if k == nil {
		var names []string
		for _, k := range m.Kernels {
			names = append(names, k.Name)
		}
		sort.Strings(names)
		return nil, fmt.Errorf("emu: no kernel %q in the module (it has %s)", name, strings.Join(names, ", "))
	}
	return loadWithGlobals(m, k)
}

// loadWithGlobals loads kernel k of m and gives it m's global variables.
func loadWithGlobals(m *obj.Module, k *obj.Kernel) (*Program, error) {
	p, err := Load(k)
	if err != nil {
		return nil, err
	}
	p.Globals = m.Globals
	return p, nil
}
