import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';
import { serverDataDir } from './server';

export const DEMO_PASSWORD = 'Huitang123';

/** A mobile number no other test or run uses: 139 and eight random digits. */
export const uniqueMobile = (): string => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

interface TSmsLine {
  mobile: string;
  template: string;
  code: string;
}

/** The newest code the console SMS provider wrote for this number to <dataDir>/sms.log. */
export const readSmsCode = async (mobile: string, timeoutMs = 10_000): Promise<string> => {
  const file = path.join(serverDataDir(), 'sms.log');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const lines = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TSmsLine)
      .filter((line) => line.mobile === mobile && line.template === 'verification');
    const last = lines.at(-1);
    if (last) return last.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code for ${mobile} in ${file}`);
};

const post = async (
  context: BrowserContext,
  path: string,
  data: object,
  headers: Record<string, string> = {},
) => {
  const response = await context.request.post(`${baseUrl()}/apis${path}`, { data, headers });
  const body = (await response.json()) as { code: number; msg: string; data: unknown };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body;
};

/** Registers a fresh type 1 user through the API; the context is left logged in as them. */
export const registerUser = async (context: BrowserContext, password = DEMO_PASSWORD): Promise<string> => {
  const mobile = uniqueMobile();
  await post(context, '/user/api/user/send/code', { mobile });
  const code = await readSmsCode(mobile);
  await post(context, '/user/api/user/register', { mobile, code, password, repassword: password });
  return mobile;
};

/**
 * Logs the context in by password through the API (the server sets the token cookie). A person has one
 * session per kind of client: 'h5' keeps a phone's session beside the same person's desktop one.
 */
export const loginByApi = (
  context: BrowserContext,
  mobile: string,
  password = DEMO_PASSWORD,
  client: 'pc' | 'h5' = 'pc',
) => post(context, '/user/api/user/login/password', { mobile, password }, { client });

/** Calls of the API as the context's signed-in person: each answers its data, or throws with the message. */
export const apiAs =
  (context: BrowserContext) =>
  async <T>(path: string, data: object): Promise<T> =>
    (await post(context, path, data)).data as T;
