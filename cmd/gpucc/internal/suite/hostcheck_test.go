package suite

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gpucc/launch"
)

// TestReferencesAgainstHostBuild cross-checks the Go references with the
// kernels' own C++ source: every kernel without barriers is compiled for the
// host by clang-14, its threads are run one after another by a small driver,
// and the final buffers must equal the reference's byte for byte. The
// kernels avoid undefined behaviour, so host and device C++ semantics agree
// (char is signed and long long 64 bits on both).
func TestReferencesAgainstHostBuild(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	var kernels []Kernel
	for _, k := range Kernels {
		// Barriers (barrier0, its reductions, named barriers) need the
		// threads of a block to run concurrently; inline PTX (also texture
		// fetches) does not assemble for the host, and the host has no
		// __assertfail. Warp collectives need the lanes of a warp at once.
		if !slices.ContainsFunc(k.Needs, func(n string) bool {
			return strings.HasPrefix(n, "call:llvm.nvvm.barrier") || strings.HasPrefix(n, "call:asm") || n == "call:__assertfail" ||
				strings.HasPrefix(n, "call:llvm.nvvm.shfl.") || strings.HasPrefix(n, "call:llvm.nvvm.redux.") || strings.HasPrefix(n, "call:llvm.nvvm.vote.")
		}) {
			kernels = append(kernels, k)
		}
	}
	tmp := t.TempDir()
	src := filepath.Join(tmp, "host.cpp")
	if err := os.WriteFile(src, []byte(hostDriver(root, kernels)), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(tmp, "host")
	cmd := exec.Command(clang, "-x", "c++", "-std=c++17", "-O1", "-w", "-fno-exceptions", src, "-o", bin)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("host build: %v\n%s", err, msg)
	}
	for idx, k := range kernels {
		for seed := int64(0); seed < 3; seed++ {
			l := k.Launch(seed)
			want, err := k.Expect(l)
			if err != nil {
				t.Fatal(err)
			}
			got, err := runHost(bin, idx, l)
			if err != nil {
				t.Fatalf("%s seed %d: %v", k.Name, seed, err)
			}
			for i, w := range want.Buffers {
				if w != nil && !bytes.Equal(w, got[i]) {
					t.Errorf("%s seed %d: buffer %s differs between the reference and the host build of %s",
						k.Name, seed, l.Args[i].Name, k.CU)
				}
			}
		}
	}
}

// hostDriver is one C++ translation unit holding every kernel and a main
// that reads a launch on stdin (kernel number, geometry, arguments), runs
// every thread in order, and writes the buffers back to stdout.
func hostDriver(root string, kernels []Kernel) string {
	var sb strings.Builder
	sb.WriteString(`// The device-only builtin variable header is replaced by plain globals.
#define __CUDA_BUILTIN_VARS_H
struct Dim3 { unsigned x, y, z; };
static Dim3 threadIdx, blockIdx, blockDim, gridDim;
// Threads run one at a time, so the atomics are plain read-modify-writes.
#define __nvvm_atom_add_gen_i(p, v) (*(p) += (v))
#define __nvvm_atom_max_gen_i(p, v) (*(p) = *(p) > (v) ? *(p) : (v))
#define __nvvm_atom_xor_gen_ll(p, v) (*(p) ^= (v))
#define __nvvm_atom_inc_gen_ui(p, v) ({ unsigned __o = *(p); *(p) = __o >= (v) ? 0 : __o + 1; __o; })
// The high halves of products, by the host's wider arithmetic.
#define __nvvm_mulhi_i(a, b) ((int)(((long long)(a) * (long long)(b)) >> 32))
#define __nvvm_mulhi_ui(a, b) ((unsigned)(((unsigned long long)(a) * (unsigned long long)(b)) >> 32))
#define __nvvm_mulhi_ll(a, b) ((long long)(((__int128)(a) * (__int128)(b)) >> 64))
#define __nvvm_mulhi_ull(a, b) ((unsigned long long)(((unsigned __int128)(a) * (unsigned __int128)(b)) >> 64))
extern "C" long read(int, void *, unsigned long);
extern "C" long write(int, const void *, unsigned long);
extern "C" void exit(int);
`)
	for _, k := range kernels {
		fmt.Fprintf(&sb, "#include \"%s\"\n", filepath.Join(root, filepath.FromSlash(k.CU)))
	}
	sb.WriteString(`
struct AnyPtr { void *p; template <class T> operator T *() const { return (T *)p; } };
struct AnyInt { unsigned long long v; template <class T> operator T() const { return (T)v; } };
// A struct passed by value: its bytes, copied into whatever type the kernel takes.
struct AnyBytes {
  void *p;
  template <class T> operator T() const {
    T t;
    __builtin_memcpy(&t, p, sizeof t);
    return t;
  }
};

alignas(16) static unsigned char pool[1 << 24];
static unsigned long used;
static void *ptrs[32];
static unsigned long long vals[32], lens[32];
static unsigned char kinds[32];

static void readAll(void *p, unsigned long n) {
  unsigned char *b = (unsigned char *)p;
  while (n > 0) {
    long got = read(0, b, n);
    if (got <= 0) exit(2);
    b += got;
    n -= got;
  }
}
static unsigned long long readU64() { unsigned long long v; readAll(&v, 8); return v; }
static AnyPtr P(int i) { return AnyPtr{ptrs[i]}; }
static AnyInt S(int i) { return AnyInt{vals[i]}; }
static AnyBytes B(int i) { return AnyBytes{ptrs[i]}; }

static void call(unsigned long long kernel) {
  switch (kernel) {
`)
	for idx, k := range kernels {
		var args []string
		for i, p := range k.Params {
			if p.Kind == launch.Buffer {
				args = append(args, fmt.Sprintf("P(%d)", i))
			} else if p.Kind == launch.Bytes {
				args = append(args, fmt.Sprintf("B(%d)", i))
			} else {
				args = append(args, fmt.Sprintf("S(%d)", i))
			}
		}
		fmt.Fprintf(&sb, "  case %d: %s(%s); break;\n", idx, k.Name, strings.Join(args, ", "))
	}
	sb.WriteString(`  default: exit(3);
  }
}

int main() {
  unsigned long long kernel = readU64();
  Dim3 grid = {(unsigned)readU64(), (unsigned)readU64(), (unsigned)readU64()};
  Dim3 block = {(unsigned)readU64(), (unsigned)readU64(), (unsigned)readU64()};
  unsigned long long nargs = readU64();
  if (nargs > 32) exit(4);
  for (unsigned long long i = 0; i < nargs; i++) {
    kinds[i] = (unsigned char)readU64();
    if (kinds[i] == 0 || kinds[i] == 2) {
      lens[i] = readU64();
      if (used + lens[i] + 16 > sizeof pool) exit(5);
      ptrs[i] = pool + used;
      readAll(ptrs[i], lens[i]);
      used += (lens[i] + 15) & ~15ul;
    } else {
      vals[i] = readU64();
    }
  }
  gridDim = grid;
  blockDim = block;
  for (blockIdx.z = 0; blockIdx.z < grid.z; blockIdx.z++)
    for (blockIdx.y = 0; blockIdx.y < grid.y; blockIdx.y++)
      for (blockIdx.x = 0; blockIdx.x < grid.x; blockIdx.x++)
        for (threadIdx.z = 0; threadIdx.z < block.z; threadIdx.z++)
          for (threadIdx.y = 0; threadIdx.y < block.y; threadIdx.y++)
            for (threadIdx.x = 0; threadIdx.x < block.x; threadIdx.x++)
              call(kernel);
  for (unsigned long long i = 0; i < nargs; i++)
    if (kinds[i] == 0) write(1, ptrs[i], lens[i]);
  return 0;
}
`)
	return sb.String()
}

func runHost(bin string, kernel int, l launch.Launch) ([][]byte, error) {
	var in bytes.Buffer
	put := func(v uint64) { _ = binary.Write(&in, binary.LittleEndian, v) }
	put(uint64(kernel))
	for _, v := range []uint32{l.Grid.X, l.Grid.Y, l.Grid.Z, l.Block.X, l.Block.Y, l.Block.Z} {
		put(uint64(v))
	}
	put(uint64(len(l.Args)))
	for _, a := range l.Args {
		if a.Kind == launch.Buffer || a.Kind == launch.Bytes {
			put(map[bool]uint64{true: 0, false: 2}[a.Kind == launch.Buffer])
			put(uint64(len(a.Data)))
			in.Write(a.Data)
		} else {
			put(1)
			put(a.Value)
		}
	}
	cmd := exec.Command(bin)
	cmd.Stdin = &in
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	r := bytes.NewReader(out)
	bufs := make([][]byte, len(l.Args))
	for i, a := range l.Args {
		if a.Kind == launch.Buffer {
			bufs[i] = make([]byte, len(a.Data))
			if _, err := io.ReadFull(r, bufs[i]); err != nil {
				return nil, fmt.Errorf("short output: %v", err)
			}
		}
	}
	return bufs, nil
}
