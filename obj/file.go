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

// WriteFileAtomic writes data to path. A regular file (or a new one) is
// replaced atomically: the bytes go to a temporary file in the same directory
// that is renamed over it once complete, so path never holds a partial file
// and on error is left as it was. A symbolic link is followed, so the link
// stays and its target is replaced. Anything else that exists (a device such
// as /dev/null or /dev/stdout, a FIFO, a socket) is written through as it
// is: replacing it with a regular file would destroy it.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	target := path
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		target = resolved
	}
	if fi, err := os.Stat(target); err == nil && !fi.Mode().IsRegular() {
		if fi.IsDir() {
			return fmt.Errorf("writing %s: is a directory", path)
		}
		return writeThrough(path, target, data)
	}
	return replaceFile(path, target, data, perm)
}

// writeThrough writes data into an existing non-regular file.
func writeThrough(path, target string, data []byte) error {
	f, err := os.OpenFile(target, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	return nil
}

// replaceFile writes data to target through a temporary file in its
// directory and a rename.
func replaceFile(path, target string, data []byte, perm os.FileMode) (err error) {
	f, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".tmp*")
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
	return os.Rename(tmp, target)
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
