/*
 * AMF0, the value encoding of RTMP commands and of FLV metadata (Adobe's AMF0 specification): numbers,
 * booleans, strings, objects, null, undefined, ECMA arrays and strict arrays. What an encoder sends
 * is read with bounds checked at every step: a value cut short or of an unknown type is an AmfError,
 * which ends that connection only.
 */

export class AmfError extends Error {}

/** An ECMA array: an object with a count ahead, as encoders write onMetaData. */
export class AmfEcmaArray {
  constructor(readonly entries: Record<string, TAmfValue>) {}
}

export type TAmfObject = { [key: string]: TAmfValue };
export type TAmfValue =
  number | boolean | string | null | undefined | TAmfObject | AmfEcmaArray | TAmfValue[];

const NUMBER = 0x00;
const BOOLEAN = 0x01;
const STRING = 0x02;
const OBJECT = 0x03;
const NULL = 0x05;
const UNDEFINED = 0x06;
const ECMA_ARRAY = 0x08;
const OBJECT_END = 0x09;
const STRICT_ARRAY = 0x0a;
const LONG_STRING = 0x0c;
/** Objects within objects deeper than this are not metadata but an attack on the stack. */
const MAX_DEPTH = 16;

class Reader {
  offset = 0;
  constructor(private readonly bytes: Buffer) {}

  get left() {
    return this.bytes.length - this.offset;
  }

  take(count: number) {
    if (count > this.left) throw new AmfError('AMF0 value cut short');
    const start = this.offset;
    this.offset += count;
    return this.bytes.subarray(start, this.offset);
  }

  string(lengthBytes: 2 | 4) {
    const length = this.take(lengthBytes).readUIntBE(0, lengthBytes);
    return this.take(length).toString('utf8');
  }

  /** Properties up to the object-end marker (an empty key followed by 0x09). */
  properties(depth: number) {
    const entries: TAmfObject = {};
    for (;;) {
      const key = this.string(2);
      if (key === '' && this.left > 0 && this.bytes[this.offset] === OBJECT_END) {
        this.offset += 1;
        return entries;
      }
      entries[key] = this.value(depth + 1);
    }
  }

  value(depth = 0): TAmfValue {
    if (depth > MAX_DEPTH) throw new AmfError('AMF0 values nested too deep');
    const marker = this.take(1).readUInt8(0);
    switch (marker) {
      case NUMBER:
        return this.take(8).readDoubleBE(0);
      case BOOLEAN:
        return this.take(1)[0] !== 0;
      case STRING:
        return this.string(2);
      case LONG_STRING:
        return this.string(4);
      case OBJECT:
        return this.properties(depth);
      case NULL:
        return null;
      case UNDEFINED:
        return undefined;
      case ECMA_ARRAY:
        // The count is a hint writers often get wrong: the end marker is what ends it.
        this.take(4);
        return new AmfEcmaArray(this.properties(depth));
      case STRICT_ARRAY: {
        const count = this.take(4).readUInt32BE(0);
        // Each value takes at least a byte: a count past what is left is a lie, not a reason to allocate.
        if (count > this.left) throw new AmfError('AMF0 strict array longer than its message');
        const values: TAmfValue[] = [];
        for (let index = 0; index < count; index++) values.push(this.value(depth + 1));
        return values;
      }
      default:
        throw new AmfError(`AMF0 type ${String(marker)} is not supported`);
    }
  }
}

/** Every value in `bytes`, in order (a command: its name, transaction id, command object, arguments). */
export const decodeAmf0 = (bytes: Buffer): TAmfValue[] => {
  const reader = new Reader(bytes);
  const values: TAmfValue[] = [];
  while (reader.left > 0) values.push(reader.value());
  return values;
};

const stringBytes = (text: string, lengthBytes: 2 | 4) => {
  const body = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(lengthBytes);
  length.writeUIntBE(body.length, 0, lengthBytes);
  return [length, body];
};

const propertyBytes = (entries: Record<string, TAmfValue>, out: Buffer[]) => {
  for (const [key, value] of Object.entries(entries)) {
    out.push(...stringBytes(key, 2));
    encodeInto(value, out);
  }
  out.push(Buffer.from([0, 0, OBJECT_END]));
};

const encodeInto = (value: TAmfValue, out: Buffer[]) => {
  if (typeof value === 'number') {
    const bytes = Buffer.alloc(9);
    bytes[0] = NUMBER;
    bytes.writeDoubleBE(value, 1);
    out.push(bytes);
  } else if (typeof value === 'boolean') out.push(Buffer.from([BOOLEAN, value ? 1 : 0]));
  else if (typeof value === 'string') {
    const long = Buffer.byteLength(value) > 0xffff;
    out.push(Buffer.from([long ? LONG_STRING : STRING]), ...stringBytes(value, long ? 4 : 2));
  } else if (value === null) out.push(Buffer.from([NULL]));
  else if (value === undefined) out.push(Buffer.from([UNDEFINED]));
  else if (Array.isArray(value)) {
    const head = Buffer.alloc(5);
    head[0] = STRICT_ARRAY;
    head.writeUInt32BE(value.length, 1);
    out.push(head);
    for (const item of value) encodeInto(item, out);
  } else if (value instanceof AmfEcmaArray) {
    const head = Buffer.alloc(5);
    head[0] = ECMA_ARRAY;
    head.writeUInt32BE(Object.keys(value.entries).length, 1);
    out.push(head);
    propertyBytes(value.entries, out);
  } else {
    out.push(Buffer.from([OBJECT]));
    propertyBytes(value, out);
  }
};

/** `values` one after another, as a command or a data message carries them. */
export const encodeAmf0 = (...values: TAmfValue[]): Buffer => {
  const out: Buffer[] = [];
  for (const value of values) encodeInto(value, out);
  return Buffer.concat(out);
};
