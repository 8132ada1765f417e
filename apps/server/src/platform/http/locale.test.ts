import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from '@huitang/contracts';
import { createTestApp } from '../../../test/harness.ts';

describe("a browser's language", () => {
  it('is Chinese when its first choice is any zh, English for any other, and unknown when it names none', () => {
    expect(localeOfAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(localeOfAcceptLanguage('zh-TW')).toBe('zh');
    expect(localeOfAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeOfAcceptLanguage('fr-FR,fr;q=0.9,zh;q=0.5')).toBe('en');
    expect(localeOfAcceptLanguage('en;q=0.5, zh-CN;q=0.8')).toBe('zh');
    expect(localeOfAcceptLanguage('zh;q=0, de')).toBe('en');
    expect(localeOfAcceptLanguage('*')).toBeUndefined();
    expect(localeOfAcceptLanguage('')).toBeUndefined();
    expect(localeOfAcceptLanguage(undefined)).toBeUndefined();
  });

  it('answers an API caller who chose no language in the one their browser prefers, a choice first', async () => {
    const t = await createTestApp();
    const ask = (headers: Record<string, string>) =>
      t.raw({ method: 'POST', url: '/apis/meeting/api/meeting/info/view', payload: { id: 0 }, headers });
    expect((await ask({ 'accept-language': 'en-US,en;q=0.9' })).json()).toMatchObject({ code: 601 });
    const english = (await ask({ 'accept-language': 'en-US' })).json<{ msg: string }>().msg;
    const chosen = (await ask({ 'accept-language': 'en-US', cookie: 'locale=zh' })).json<{ msg: string }>()
      .msg;
    expect(english).toMatch(/^[\x20-\x7e]+$/);
    expect(chosen).toMatch(/[\u4e00-\u9fff]/);
    await t.close();
  });
});
