package obj

import (
	"fmt"
	"os"
	"path/filepath"
)

// WriteFile writes the module's ELF encoding to path atomically: the bytes
// go to a temporary file in the same directory, which is renamed over path
// only once complete, so path never holds a partial file.
func WriteFile(path string, m *Module) error {
	b, err := Write(m)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return WriteFileAtomic(path, b, 0o644)
}

// WriteFileAtomic writes data to path through a temporary file in the same
// directory and a rename. On error the temporary file is removed and path is
// left as it was.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) (err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
			err = fmt.Errorf("writing %s: %v", path, err)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Chmod(perm); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// ReadFile reads and validates a module file; errors name the file.
func ReadFile(path string) (*Module, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := Read(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return m, nil
}
