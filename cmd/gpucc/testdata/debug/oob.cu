// oob: every thread writes its index; a grid larger than the buffer writes
// past its end (line 7), which the emulator reports with this line.
extern "C" __global__ void oob(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i * n;
  // The store below is the only global access.
  out[i] = v;
}
