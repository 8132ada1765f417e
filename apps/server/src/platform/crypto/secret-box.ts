import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const VERSION = 'v1';

export interface TSecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** AES-256-GCM: a fresh IV per value, the tag authenticates it; the stored form is v1:base64(iv|tag|data). */
export const createSecretBox = (key: Buffer): TSecretBox => {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) throw new Error('unknown sealed secret format');
      const bytes = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
};

/**
 * What the browser may see of a secret: that one is set, and the last four characters of its body
 * (PEM armour and line breaks removed, or every key would end in "----").
 */
export const secretHint = (plain: string) => {
  const body = plain.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/\s+/g, '');
  return plain ? `••••••${body.slice(-4)}` : '';
};

/**
 * SECRETS_KEY (base64 of 32 bytes) when set — required with several instances; otherwise a key file
 * in the data folder, made on first start, which keeps the secrets out of the database it protects.
 */
export const loadSecretsKey = async (configured: string | undefined, dataDir: string): Promise<Buffer> => {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, 'secrets.key');
  if (!existsSync(file)) {
    await mkdir(dataDir, { recursive: true });
    // Server workers start together: the key is written whole under a name of its own, then linked
    // into place, which appears at once and fails for all but the first; nobody reads half a key.
    const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    await writeFile(draft, randomBytes(32).toString('base64'), { mode: 0o600 });
    await link(draft, file).catch(() => undefined);
    await unlink(draft);
  }
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
};
