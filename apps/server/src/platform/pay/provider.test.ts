import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  TPayVerificationError,
  fenToYuan,
  headerOf,
  privateKeyOf,
  publicKeyOf,
  yuanToFen,
} from './provider.ts';

describe('amounts', () => {
  it.each([
    ['0.01', 1],
    ['0.29', 29],
    ['19.90', 1990],
    ['19.9', 1990],
    ['1234.56', 123456],
    ['8', 800],
    ['1000000.00', 100000000],
  ])('%s yuan is exactly %i fen', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it.each(['', '1.005', '-1.00', '1e3', '01.00', ' 1.00', '1,000.00', 'abc'])('refuses %j', (yuan) => {
    expect(() => yuanToFen(yuan)).toThrow(TPayVerificationError);
  });

  it('writes fen as yuan with two decimals', () => {
    expect([1, 29, 1990, 123456, 100].map(fenToYuan)).toEqual(['0.01', '0.29', '19.90', '1234.56', '1.00']);
  });
});

describe('helpers', () => {
  it('finds a header whatever its case, and refuses a repeated one', () => {
    expect(headerOf({ 'Wechatpay-Nonce': 'n' }, 'wechatpay-nonce')).toBe('n');
    expect(() => headerOf({ 'wechatpay-nonce': ['a', 'b'] }, 'Wechatpay-Nonce')).toThrow(
      TPayVerificationError,
    );
  });

  it('takes keys as PEM or as the bare base64 of vendor consoles', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const data = Buffer.from('会堂');
    const bare = (der: Buffer) => der.toString('base64');
    const keys = [
      privateKeyOf(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
      privateKeyOf(bare(privateKey.export({ type: 'pkcs8', format: 'der' }))),
      privateKeyOf(bare(privateKey.export({ type: 'pkcs1', format: 'der' }))),
    ];
    const publics = [
      publicKeyOf(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
      publicKeyOf(bare(publicKey.export({ type: 'spki', format: 'der' }))),
    ];
    for (const key of keys) {
      const signature = sign('sha256', data, key);
      for (const pub of publics) expect(verify('sha256', data, pub, signature)).toBe(true);
    }
  });
});
