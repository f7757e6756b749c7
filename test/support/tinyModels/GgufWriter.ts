import { createHash } from 'node:crypto';

/**
 * A minimal GGUF v3 writer for test models: typed metadata, F32 tensors, 32-byte alignment.
 * Layout: header, metadata, tensor infos, padding, tensor data (each tensor aligned).
 * Dimensions follow ggml's order: `dims[0]` is the fastest-varying one.
 */
export type GgufValue =
  | { type: 'u32'; value: number }
  | { type: 'i32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'string[]'; value: readonly string[] }
  | { type: 'f32[]'; value: readonly number[] }
  | { type: 'i32[]'; value: readonly number[] };

export interface GgufTensor {
  name: string;
  dims: readonly number[];
  data: Float32Array;
}

const ALIGNMENT = 32;
const enum ValueType {
  UINT32 = 4,
  INT32 = 5,
  FLOAT32 = 6,
  BOOL = 7,
  STRING = 8,
  ARRAY = 9,
}
const GGML_TYPE_F32 = 0;

class ByteSink {
  private chunks: Buffer[] = [];
  length = 0;
  push(buffer: Buffer) {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32LE(value);
    this.push(buffer);
  }
  i32(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeInt32LE(value);
    this.push(buffer);
  }
  f32(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeFloatLE(value);
    this.push(buffer);
  }
  u64(value: number) {
    const buffer = Buffer.alloc(8);
    buffer.writeBigUInt64LE(BigInt(value));
    this.push(buffer);
  }
  string(value: string) {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  pad() {
    const padding = (ALIGNMENT - (this.length % ALIGNMENT)) % ALIGNMENT;
    if (padding > 0) this.push(Buffer.alloc(padding));
  }
  toBuffer() {
    return Buffer.concat(this.chunks);
  }
}

function writeValue(sink: ByteSink, value: GgufValue) {
  switch (value.type) {
    case 'u32':
      sink.u32(ValueType.UINT32);
      sink.u32(value.value);
      return;
    case 'i32':
      sink.u32(ValueType.INT32);
      sink.i32(value.value);
      return;
    case 'f32':
      sink.u32(ValueType.FLOAT32);
      sink.f32(value.value);
      return;
    case 'bool':
      sink.u32(ValueType.BOOL);
      sink.push(Buffer.from([value.value ? 1 : 0]));
      return;
    case 'string':
      sink.u32(ValueType.STRING);
      sink.string(value.value);
      return;
    case 'string[]':
      sink.u32(ValueType.ARRAY);
      sink.u32(ValueType.STRING);
      sink.u64(value.value.length);
      for (const item of value.value) sink.string(item);
      return;
    case 'f32[]':
      sink.u32(ValueType.ARRAY);
      sink.u32(ValueType.FLOAT32);
      sink.u64(value.value.length);
      for (const item of value.value) sink.f32(item);
      return;
    case 'i32[]':
      sink.u32(ValueType.ARRAY);
      sink.u32(ValueType.INT32);
      sink.u64(value.value.length);
      for (const item of value.value) sink.i32(item);
      return;
  }
}

/** Serialises a GGUF v3 file. Returns the bytes and their sha256 (hex). */
export function writeGguf(metadata: ReadonlyMap<string, GgufValue>, tensors: readonly GgufTensor[]) {
  const sink = new ByteSink();
  sink.push(Buffer.from('GGUF', 'ascii'));
  sink.u32(3);
  sink.u64(tensors.length);
  sink.u64(metadata.size);
  for (const [key, value] of metadata) {
    sink.string(key);
    writeValue(sink, value);
  }
  let offset = 0;
  const offsets: number[] = [];
  for (const tensor of tensors) {
    const elements = tensor.dims.reduce((product, dim) => product * dim, 1);
    if (elements !== tensor.data.length) {
      throw new Error(`Tensor ${tensor.name}: dims ${tensor.dims.join('x')} do not match ${tensor.data.length} values`);
    }
    sink.string(tensor.name);
    sink.u32(tensor.dims.length);
    for (const dim of tensor.dims) sink.u64(dim);
    sink.u32(GGML_TYPE_F32);
    sink.u64(offset);
    offsets.push(offset);
    offset += Math.ceil((elements * 4) / ALIGNMENT) * ALIGNMENT;
  }
  sink.pad();
  for (const tensor of tensors) {
    sink.push(Buffer.from(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    sink.pad();
  }
  const bytes = sink.toBuffer();
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
