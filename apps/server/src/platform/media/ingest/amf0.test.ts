import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmfEcmaArray, AmfError, decodeAmf0, encodeAmf0, type TAmfValue } from './amf0.ts';

/** AMF0 as encoders write it: what the ingest decodes and answers must be byte for byte the format. */

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex');

describe('AMF0', () => {
  it('writes each type as the specification lays it out', () => {
    expect(encodeAmf0(1, true, 'ab', null, undefined).toString('hex')).toBe(
      hex('00 3ff0000000000000  01 01  02 0002 6162  05  06').toString('hex'),
    );
    expect(encodeAmf0({ app: 'live' }).toString('hex')).toBe(
      hex('03 0003 617070 02 0004 6c697665 000009').toString('hex'),
    );
    expect(encodeAmf0(new AmfEcmaArray({ w: 2 }), [false]).toString('hex')).toBe(
      hex('08 00000001 0001 77 00 4000000000000000 000009  0a 00000001 01 00').toString('hex'),
    );
  });

  it('reads back every value it writes, nested or not', () => {
    const leaf = fc.oneof(
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.string({ maxLength: 40 }),
      fc.constant(null),
      fc.constant(undefined),
    );
    const { value } = fc.letrec<{ value: TAmfValue }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), tie('value'), { maxKeys: 4 }),
        fc.array(tie('value'), { maxLength: 4 }),
        fc
          .dictionary(fc.string({ minLength: 1, maxLength: 8 }), tie('value'), { maxKeys: 4 })
          .map((entries) => new AmfEcmaArray(entries)),
      ),
    }));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 5 }), (values) => {
        const bytes = encodeAmf0(...values);
        const decoded = decodeAmf0(bytes);
        expect(decoded).toEqual(values);
        expect(encodeAmf0(...decoded).equals(bytes)).toBe(true);
      }),
      { numRuns: 300, seed: 48 },
    );
  });

  it('reads an encoder’s metadata with a wrong ECMA count, and a long string', () => {
    // ffmpeg writes the count of the properties it means to write; the end marker is what counts.
    const metadata = hex(
      '02 000a 6f6e4d65746144617461 08 00000009 0005 7769647468 00 4074000000000000 000009',
    );
    expect(decodeAmf0(metadata)).toEqual(['onMetaData', new AmfEcmaArray({ width: 320 })]);
    const long = 'x'.repeat(70_000);
    expect(decodeAmf0(encodeAmf0(long))).toEqual([long]);
  });

  it('refuses values cut short, types it does not know and lying lengths, without allocating for them', () => {
    const whole = encodeAmf0('connect', 1, { app: 'live', tcUrl: 'rtmp://h/live' });
    for (let cut = 1; cut < whole.length; cut++) {
      // A cut right after a complete value is a shorter valid message; anywhere else it is an error.
      try {
        decodeAmf0(whole.subarray(0, cut));
      } catch (error) {
        expect(error).toBeInstanceOf(AmfError);
      }
    }
    expect(() => decodeAmf0(whole.subarray(0, 5))).toThrow(AmfError);
    expect(() => decodeAmf0(hex('11'))).toThrow(/AMF0 type 17/);
    expect(() => decodeAmf0(hex('0a ffffffff 05'))).toThrow(AmfError);
    expect(() => decodeAmf0(hex('02 ffff 61'))).toThrow(AmfError);
    // Objects nested past any metadata's depth.
    expect(() => decodeAmf0(Buffer.concat(Array.from({ length: 40 }, () => hex('03 0001 61'))))).toThrow(
      /nested too deep/,
    );
  });
});
